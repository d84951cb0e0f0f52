#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// PureLayout's flagship distribution with its defaults: `autoDistributeViews(along: .horizontal, alignedTo:
/// .horizontal, withFixedSpacing: 8)` (inset spacing, matched sizes) over views with an intrinsic size of 20×20
/// (hugging 250, compression resistance 750), the first view's top 10 below the root's. The root is 1.3 times as
/// wide as the row wants, so every view stretches to the same width, which the root alone decides.
///
/// Then the root narrows to 0.8 times (every view gives up the same), the middle view's intrinsic width grows by 15
/// (nothing moves: the widths are still the root's to decide), and the root widens back. Every answer is unique.
struct MatchedRowWorkload: AdversarialWorkload {
    /// The spacing between views and from the root's edges.
    static let spacing: CGFloat = 8
    /// Each view's intrinsic width and height.
    static let side: CGFloat = 20

    let kind = AdversarialKind.matched
    let operations = ["first layout (stretched)", "root narrows (all shrink)", "middle item grows", "root widens back"]

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 2)
        let preferred = CGFloat(count) * Self.side + CGFloat(count + 1) * Self.spacing
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1.3 * preferred, height: 100))
        let views = (0..<count).map { _ in
            let view = ResizableIntrinsicView.newAutoLayout()
            root.addSubview(view)
            return view
        }
        views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: Self.spacing)
        views[0].autoPinEdge(toSuperviewEdge: .top, withInset: 10)
        // Every view as wide as the root leaves them, side by side.
        let fits = { (rootWidth: CGFloat) in
            let width = (rootWidth - CGFloat(count + 1) * Self.spacing) / CGFloat(count)
            let expected = (0..<count).map { index in
                CGRect(
                    x: Self.spacing + CGFloat(index) * (width + Self.spacing), y: 10, width: width, height: Self.side)
            }
            return FrameCheck.firstMismatch(views: views, expected: expected)
        }
        let middle = views[count / 2]
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: { fits(1.3 * preferred) }),
                AdversarialStep.changing(
                    operations[1], of: root, change: { root.frame.size.width = 0.8 * preferred },
                    check: { fits(0.8 * preferred) }),
                AdversarialStep.changing(
                    operations[2], of: root, change: { middle.intrinsicSize.width = Self.side + 15 },
                    check: { fits(0.8 * preferred) }),
                AdversarialStep.changing(
                    operations[3], of: root, change: { root.frame.size.width = 1.3 * preferred },
                    check: { fits(1.3 * preferred) }),
            ])
    }
}
#endif
