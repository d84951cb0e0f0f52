#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Every label's text size changed at once, as a dynamic-type change does: a stack of N labels (intrinsic size
/// 100×44, hugging 250, compression resistance 750), 8 from the root's leading edge, each below the previous one,
/// the last 44 above the root's bottom; the root is exactly tall enough. Every label's intrinsic height then grows
/// to 50 in one pass (the stack overflows by 6 × N, which the labels give up, a free choice among equals; the check
/// asks for the chain's shape), and goes back to 44 in one pass. Then every spacing between labels becomes 1 in one pass (the
/// stack overflows again), and 0 again.
///
/// Found hunting: each label's new intrinsic height is a constant change of its content constraints, and each was
/// followed by its own dual simplex through the stack's long closing row, so going back cost N passes through it
/// (0.81 s at 4,000 labels). Inside a batch, optional constants are now only shifted in, and one dual simplex
/// restores feasibility at the end (`Solver.settleDeferredShifts`). The spacings are required constants, which may
/// contradict the required constraints: the engine collects a pass's constant changes and hands them to the solver
/// at once (`Solver.setConstants`: every shift, one dual simplex; one at a time if they contradict), where each had
/// its own dual simplex (0.22 s for 4,000 spacings).
struct TextSizeWorkload: AdversarialWorkload {
    /// The labels' intrinsic height before and after the change.
    static let heights: (before: CGFloat, after: CGFloat) = (44, 50)
    /// The labels' intrinsic width.
    static let width: CGFloat = 100

    let kind = AdversarialKind.textSize
    let operations = [
        "first layout", "every label taller (overflow)", "every label back", "every spacing 1 (overflow)",
        "every spacing back",
    ]

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 2)
        let height = Self.heights.before
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(count + 1) * height))
        let labels = (0..<count).map { _ in
            let label = ResizableIntrinsicView.newAutoLayout()
            label.intrinsicSize = CGSize(width: Self.width, height: height)
            root.addSubview(label)
            return label
        }
        var links: [NSLayoutConstraint] = []
        for (index, label) in labels.enumerated() {
            label.autoPinEdge(toSuperviewEdge: .leading, withInset: 8)
            if index == 0 {
                label.autoPinEdge(toSuperviewEdge: .top)
            } else {
                links.append(label.autoPinEdge(.top, to: .bottom, of: labels[index - 1]))
            }
        }
        labels[count - 1].autoPinEdge(toSuperviewEdge: .bottom, withInset: height)
        let shape = { (tallest: CGFloat, spacing: CGFloat) in
            ChainCheck.mismatch(
                labels, along: .vertical, start: 0, gap: { _ in spacing }, end: CGFloat(count) * height,
                maximum: { _ in tallest })
        }
        let fits = {
            FrameCheck.firstMismatch(
                views: labels,
                expected: (0..<count).map {
                    CGRect(x: 8, y: CGFloat($0) * height, width: Self.width, height: height)
                })
        }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: fits),
                AdversarialStep.changing(
                    operations[1], of: root,
                    change: { for label in labels { label.intrinsicSize.height = Self.heights.after } },
                    check: { shape(Self.heights.after, 0) }),
                AdversarialStep.changing(
                    operations[2], of: root,
                    change: { for label in labels { label.intrinsicSize.height = Self.heights.before } },
                    check: fits),
                AdversarialStep.changing(
                    operations[3], of: root,
                    change: { for link in links { link.constant = 1 } },
                    check: { shape(height, 1) }),
                AdversarialStep.changing(
                    operations[4], of: root,
                    change: { for link in links { link.constant = 0 } },
                    check: fits),
            ])
    }
}
#endif
