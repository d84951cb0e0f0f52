#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A row made by `autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 8,
/// insetSpacing: true, matchedSizes: false)` of views with an intrinsic size of 20×20 (hugging 250, compression
/// resistance 750); the first view's top is 10 below the root's. The root is exactly as wide as the row.
///
/// The middle item's intrinsic width then grows by 15: the row overflows and some items (a free choice: their
/// compression resistances are equal) give up 15 pt in all; the check asks for the row's shape. Then it shrinks
/// back, and the unique answer returns.
struct DistributeWorkload: AdversarialWorkload {
    /// The spacing between items and from the root's edges.
    static let spacing: CGFloat = 8
    /// Each item's intrinsic width and height.
    static let side: CGFloat = 20
    /// How much the middle item's intrinsic width grows.
    static let growth: CGFloat = 15

    let kind = AdversarialKind.distribute
    let operations = ["first layout", "middle item grows (overflow)", "middle item back"]

    func makeScene(n: Int) -> AdversarialScene {
        let count = max(n, 2)
        let width = CGFloat(count) * Self.side + CGFloat(count + 1) * Self.spacing
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let views = (0..<count).map { _ in
            let view = ResizableIntrinsicView.newAutoLayout()
            root.addSubview(view)
            return view
        }
        views.autoDistributeViews(
            along: .horizontal, alignedTo: .horizontal, withFixedSpacing: Self.spacing, insetSpacing: true,
            matchedSizes: false)
        views[0].autoPinEdge(toSuperviewEdge: .top, withInset: 10)
        let expected = (0..<count).map { index in
            CGRect(
                x: Self.spacing + CGFloat(index) * (Self.side + Self.spacing), y: 10, width: Self.side,
                height: Self.side)
        }
        let middle = views[count / 2]
        let fits = { FrameCheck.firstMismatch(views: views, expected: expected) }
        return AdversarialScene(
            root: root,
            steps: [
                AdversarialStep.layout(operations[0], of: root, check: fits),
                AdversarialStep.changing(
                    operations[1], of: root,
                    change: { middle.intrinsicSize.width = Self.side + Self.growth },
                    check: {
                        ChainCheck.mismatch(
                            views, along: .horizontal, start: Self.spacing, gap: { _ in Self.spacing },
                            end: width - Self.spacing,
                            maximum: { $0 == count / 2 ? Self.side + Self.growth : Self.side })
                    }),
                AdversarialStep.changing(
                    operations[2], of: root,
                    change: { middle.intrinsicSize.width = Self.side },
                    check: fits),
            ])
    }
}
#endif
