#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// The stack of ``StackWorkload`` (intrinsic height 44, hugging 250, compression resistance 750, bottom `<=`)
/// made to stop fitting: the spacing above view `n/2` grows by a quarter of the stack, then shrinks back; then
/// the root loses a quarter of the stack's height, then gets it back.
///
/// While it overflows, which views give up height is a free choice (their compression resistances are equal):
/// the check asks for the chain's shape (margins and spacings held, the last bottom at the root's bottom − 20,
/// every height in 0...44). When it fits again the answer is unique.
struct OverflowWorkload: AdversarialWorkload {
    let kind = AdversarialKind.overflow
    let operations = ["first layout", "gap grows (overflow)", "gap back (fits)", "root shrinks (overflow)",
        "root back (fits)"]

    /// How much the gap grows and the root shrinks: a quarter of the stack's height.
    static func overflow(n: Int) -> CGFloat {
        let stack = StackWorkload()
        return (stack.rootSize(n: n).height - 2 * StackWorkload.margin - StackWorkload.slack) / 4
    }

    func makeScene(n: Int) -> AdversarialScene {
        let stack = StackWorkload()
        let scene = stack.build(n: n, style: .raw)
        let root = scene.root
        let size = stack.rootSize(n: n)
        let gap = scene.middleConstraint
        let grown = StackWorkload.spacing + StackWorkload.slack + Self.overflow(n: n)
        let fits = { FrameCheck.check(scene, of: stack, n: n, state: stack.initialState(n: n), phase: "fitting") }
        let overflows = { (rootHeight: CGFloat) in
            let middle = stack.viewCount(n: n) / 2
            return ChainCheck.mismatch(
                scene.views, along: .vertical, start: StackWorkload.margin,
                gap: { $0 == middle ? gap.constant : StackWorkload.spacing }, end: rootHeight - StackWorkload.margin,
                maximum: { _ in IntrinsicHeightView.intrinsicHeight })
        }
        let shrunk = size.height - StackWorkload.slack - Self.overflow(n: n)
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: fits),
                AdversarialStep.changing(
                    operations[1], of: root,
                    change: { gap.constant = grown },
                    check: { overflows(size.height) }),
                AdversarialStep.changing(
                    operations[2], of: root,
                    change: { gap.constant = StackWorkload.spacing },
                    check: fits),
                AdversarialStep.changing(
                    operations[3], of: root,
                    change: { root.frame = CGRect(x: 0, y: 0, width: size.width, height: shrunk) },
                    check: { overflows(shrunk) }),
                AdversarialStep.changing(
                    operations[4], of: root,
                    change: { root.frame = CGRect(origin: .zero, size: size) },
                    check: fits),
            ])
    }
}
#endif
