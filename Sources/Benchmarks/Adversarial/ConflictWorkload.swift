#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Breaking a required conflict: a required column (views 20×20, 8 from the root's leading, view 0 8 below the
/// root's top, every next view 8 below the previous one), then a required `last.bottom == root.top + 10` that
/// contradicts it is activated (the engine reports the conflict once and breaks the new constraint, so no frame
/// moves), then deactivated.
struct ConflictWorkload: AdversarialWorkload {
    /// Each view's width and height.
    static let side: CGFloat = 20
    /// The spacing and the margins.
    static let spacing: CGFloat = 8

    let kind = AdversarialKind.conflict
    let operations = ["first layout", "conflict added (broken)", "conflict removed"]

    func makeScene(n: Int) -> AdversarialScene {
        var constraints: [NSLayoutConstraint] = []
        let (root, views) = makeRawScene(of: HeadlessView.self, n: n, rootSize: CGSize(width: 1000, height: 1000)) {
            view, previous, root in
            constraints.append(rawConstraint(view, .width, constant: Self.side))
            constraints.append(rawConstraint(view, .height, constant: Self.side))
            constraints.append(rawConstraint(view, .leading, .equal, root, .leading, constant: Self.spacing))
            constraints.append(rawChainLink(view, after: previous, in: root, along: .vertical, spacing: Self.spacing))
        }
        NSLayoutConstraint.activate(constraints)
        let count = views.count
        let conflict = rawConstraint(views[count - 1], .bottom, .equal, root, .top, constant: 10)
        let expected = (0..<count).map { index in
            CGRect(
                x: Self.spacing, y: Self.spacing + CGFloat(index) * (Self.side + Self.spacing), width: Self.side,
                height: Self.side)
        }
        let check = { FrameCheck.firstMismatch(views: views, expected: expected) }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: check),
                AdversarialStep.changing(
                    operations[1], expectedDiagnostics: 1, of: root,
                    change: { conflict.isActive = true },
                    check: check),
                AdversarialStep.changing(
                    operations[2], of: root,
                    change: { conflict.isActive = false },
                    check: check),
            ])
    }
}
#endif
