#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Two constraint sets swapped: every view is 20×20 (always active); the column set puts view 0 8 below the
/// root's top and every next view 8 below the previous one, all 8 from the root's leading; the row set puts
/// every view 8 below the root's top, view 0 8 from the leading and every next view 8 after the previous one.
///
/// The column is laid out first, then the column set is removed and the row set installed
/// (`autoRemoveConstraints` / `autoInstallConstraints`), then back.
struct ToggleWorkload: AdversarialWorkload {
    /// Each view's width and height.
    static let side: CGFloat = 20
    /// The spacing and the margins.
    static let spacing: CGFloat = 8

    let kind = AdversarialKind.toggle
    let operations = ["first layout (column)", "column → row", "row → column"]

    func makeScene(n: Int) -> AdversarialScene {
        var sizes: [NSLayoutConstraint] = []
        var column: [NSLayoutConstraint] = []
        var row: [NSLayoutConstraint] = []
        let (root, views) = makeRawScene(of: HeadlessView.self, n: n, rootSize: CGSize(width: 1000, height: 1000)) {
            view, previous, root in
            sizes.append(rawConstraint(view, .width, constant: Self.side))
            sizes.append(rawConstraint(view, .height, constant: Self.side))
            column.append(rawConstraint(view, .leading, .equal, root, .leading, constant: Self.spacing))
            row.append(rawConstraint(view, .top, .equal, root, .top, constant: Self.spacing))
            column.append(rawChainLink(view, after: previous, in: root, along: .vertical, spacing: Self.spacing))
            row.append(rawChainLink(view, after: previous, in: root, along: .horizontal, spacing: Self.spacing))
        }
        NSLayoutConstraint.activate(sizes + column)
        let count = views.count
        let check = { (vertical: Bool) in
            FrameCheck.firstMismatch(
                views: views,
                expected: (0..<count).map { index in
                    let along = Self.spacing + CGFloat(index) * (Self.side + Self.spacing)
                    return CGRect(
                        x: vertical ? Self.spacing : along, y: vertical ? along : Self.spacing, width: Self.side,
                        height: Self.side)
                })
        }
        let swap = { (off: [NSLayoutConstraint], on: [NSLayoutConstraint]) in
            off.autoRemoveConstraints()
            on.autoInstallConstraints()
            root.layoutIfNeeded()
        }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: { check(true) }),
                AdversarialStep(name: operations[1], perform: { swap(column, row) }, check: { check(false) }),
                AdversarialStep(name: operations[2], perform: { swap(row, column) }, check: { check(true) }),
            ])
    }
}
#endif
