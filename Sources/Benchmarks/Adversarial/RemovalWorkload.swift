#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Removing views from a deep hierarchy: the nesting of ``NestingWorkload`` (view `i` inside view `i − 1`, each
/// inset 1 pt from its parent), laid out; then the view at depth `n/2` is removed from its superview (its
/// subtree and every constraint crossing the cut leave the engine) and the root laid out again; then the root's
/// child is removed (the rest of the tree leaves).
struct RemovalWorkload: AdversarialWorkload {
    let kind = AdversarialKind.removal
    let operations = ["first layout", "depth n/2 removed", "root's child removed"]

    func makeScene(n: Int) -> AdversarialScene {
        let nesting = NestingWorkload()
        let scene = nesting.build(n: n, style: .raw)
        let root = scene.root
        let views = scene.views
        let expected = nesting.expectedFrames(n: n, state: nesting.initialState(n: n))
        let middle = views.count / 2
        let kept = { (count: Int) in
            FrameCheck.firstMismatch(views: Array(views[..<count]), expected: Array(expected[..<count]))
        }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: { kept(views.count) }),
                AdversarialStep.changing(
                    operations[1], of: root,
                    change: { views[middle].removeFromSuperview() },
                    check: {
                        views[middle].superview == nil ? kept(middle) : "view \(middle) still has a superview"
                    }),
                AdversarialStep.changing(
                    operations[2], of: root,
                    change: { views[0].removeFromSuperview() },
                    check: { root.subviews.isEmpty ? nil : "the root still has \(root.subviews.count) subview(s)" }),
            ])
    }
}
#endif
