#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Many rows deleted from a list in one batch update: the list of ``InsertionWorkload`` (N rows of height 44,
/// pinned to the root's leading and trailing edges, the first to its top, each next one to the previous row's
/// bottom, the last at least a row above the root's bottom; PureLayout calls). Every other row is removed from its
/// superview and the rows left are linked again, all before one layout pass.
///
/// Found hunting: it was quadratic (12.9 s at 10,000 rows) until removals stopped expanding the chain above each
/// removed link and stopped eliminating the free pairs the re-added links take back (docs/PERFORMANCE-LOG.md).
struct DeletionWorkload: AdversarialWorkload {
    let kind = AdversarialKind.deletion
    let operations = ["first layout", "every other row removed, the rest linked again"]

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 4)
        let height = InsertionWorkload.rowHeight
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(count + 1) * height))
        let rows = (0..<count).map { _ in
            let row = HeadlessView.newAutoLayout()
            root.addSubview(row)
            return row
        }
        for (index, row) in rows.enumerated() {
            row.autoSetDimension(.height, toSize: height)
            row.autoPinEdge(toSuperviewEdge: .leading)
            row.autoPinEdge(toSuperviewEdge: .trailing)
            if index == 0 {
                row.autoPinEdge(toSuperviewEdge: .top)
            } else {
                row.autoPinEdge(.top, to: .bottom, of: rows[index - 1])
            }
        }
        // The list must stay clear of the bottom (as a list above a toolbar): the last row at least a row above it.
        rows[count - 1].autoPinEdge(toSuperviewEdge: .bottom, withInset: height, relation: .greaterThanOrEqual)
        let kept = stride(from: 0, to: count, by: 2).map { rows[$0] }
        let listed = { (views: [HeadlessView]) in
            FrameCheck.firstMismatch(
                views: views,
                expected: views.indices.map { CGRect(x: 0, y: CGFloat($0) * height, width: 320, height: height) })
        }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: { listed(rows) }),
                AdversarialStep.changing(
                    operations[1], of: root,
                    change: {
                        for index in stride(from: 1, to: count, by: 2) {
                            rows[index].removeFromSuperview()
                        }
                        for index in 1..<kept.count {
                            kept[index].autoPinEdge(.top, to: .bottom, of: kept[index - 1])
                        }
                        kept[kept.count - 1].autoPinEdge(
                            toSuperviewEdge: .bottom, withInset: height, relation: .greaterThanOrEqual)
                    },
                    check: { listed(kept) }),
            ])
    }
}
#endif
