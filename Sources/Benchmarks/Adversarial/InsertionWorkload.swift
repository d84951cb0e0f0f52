#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Rows inserted into and removed from a long list, as a table does: N rows of height 44, each pinned to the root's
/// leading and trailing edges, the first to its top and every next one to the previous row's bottom (PureLayout
/// calls). A new row is inserted in the middle (the link there deactivated, the row added and linked on both
/// sides: every row below moves down), removed again (the old link activated again), and then the first row is
/// removed (the second is pinned to the top: every row moves up), and every row's height changes at once.
struct InsertionWorkload: AdversarialWorkload {
    /// Each row's height.
    static let rowHeight: CGFloat = 44

    let kind = AdversarialKind.insertion
    let operations = [
        "first layout", "row inserted in the middle", "inserted row removed", "first row removed", "every row taller",
    ]

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 4)
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(count + 1) * Self.rowHeight))
        var links: [NSLayoutConstraint] = []
        var heights: [NSLayoutConstraint] = []
        let rows = (0..<count).map { _ in
            let row = HeadlessView.newAutoLayout()
            root.addSubview(row)
            return row
        }
        for (index, row) in rows.enumerated() {
            heights.append(row.autoSetDimension(.height, toSize: Self.rowHeight))
            row.autoPinEdge(toSuperviewEdge: .leading)
            row.autoPinEdge(toSuperviewEdge: .trailing)
            links.append(
                index == 0 ? row.autoPinEdge(toSuperviewEdge: .top) : row.autoPinEdge(.top, to: .bottom, of: rows[index - 1]))
        }
        let middle = count / 2
        let inserted = HeadlessView.newAutoLayout()
        let rowsFrom = { (views: ArraySlice<HeadlessView>, height: CGFloat) in
            FrameCheck.firstMismatch(
                views: Array(views),
                expected: views.indices.map { index in
                    CGRect(x: 0, y: CGFloat(index - views.startIndex) * height, width: 320, height: height)
                })
        }
        let listed = { rowsFrom(rows[...], Self.rowHeight) }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: listed),
                AdversarialStep.changing(
                    operations[1], of: root,
                    change: {
                        links[middle].autoRemove()
                        root.addSubview(inserted)
                        inserted.autoSetDimension(.height, toSize: Self.rowHeight)
                        inserted.autoPinEdge(toSuperviewEdge: .leading)
                        inserted.autoPinEdge(toSuperviewEdge: .trailing)
                        inserted.autoPinEdge(.top, to: .bottom, of: rows[middle - 1])
                        rows[middle].autoPinEdge(.top, to: .bottom, of: inserted)
                    },
                    check: { rowsFrom(rows[..<middle] + [inserted] + rows[middle...], Self.rowHeight) }),
                AdversarialStep.changing(
                    operations[2], of: root,
                    change: {
                        inserted.removeFromSuperview()
                        links[middle].autoInstall()
                    },
                    check: listed),
                AdversarialStep.changing(
                    operations[3], of: root,
                    change: {
                        rows[0].removeFromSuperview()
                        rows[1].autoPinEdge(toSuperviewEdge: .top)
                    },
                    check: { rowsFrom(rows[1...], Self.rowHeight) }),
                AdversarialStep.changing(
                    operations[4], of: root,
                    change: {
                        for height in heights { height.constant = Self.rowHeight + 6 }
                    },
                    check: { rowsFrom(rows[1...], Self.rowHeight + 6) }),
            ])
    }
}
#endif
