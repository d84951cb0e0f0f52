#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A deep nesting: view 0 is a subview of the root, view `i` a subview of view `i − 1`, and each view's top,
/// leading, bottom and trailing are inset 1 pt from its parent's. The root is `2n + 200` points square so the
/// innermost view keeps a positive size.
///
/// Resizing moves every view; the middle constraint is the leading inset of view `n/2`, so a constant change
/// moves it and every view inside it (half of them).
struct NestingWorkload: LayoutWorkload {
    /// Each view's inset from its parent.
    static let inset: CGFloat = 1

    let kind = WorkloadKind.nesting
    let middleConstantChange: CGFloat = 10

    func viewsMovedByConstantChange(n: Int) -> Int { viewCount(n: n) - viewCount(n: n) / 2 }

    func rootSize(n: Int) -> CGSize {
        let side = CGFloat(2 * viewCount(n: n) + 200)
        return CGSize(width: side, height: side)
    }

    func resizedRootWidth(n: Int) -> CGFloat { rootSize(n: n).width - 100 }

    func build(n: Int, style: ConstraintStyle) -> LayoutScene {
        let count = viewCount(n: n)
        let root = makeRoot(n: n)
        let middleIndex = count / 2
        let insets = UIEdgeInsets(top: Self.inset, left: Self.inset, bottom: Self.inset, right: Self.inset)
        var scene = SceneBuilder(root: root, style: style, viewCount: count, constraintCount: 4 * count)
        var parent = root
        for index in 0..<count {
            // Leading is the second of the four (top, leading, bottom, trailing), as PureLayout orders them.
            if index == middleIndex { scene.markMiddle(skipping: 1) }
            let view = scene.addView(HeadlessView.self, to: parent)
            scene.pinToSuperviewEdges(view, of: parent, insets: insets)
            scene.views.append(view)
            parent = view
        }
        return scene.finish()
    }

    func expectedFrames(n: Int, state: SceneState) -> [CGRect] {
        let count = viewCount(n: n)
        let rootHeight = rootSize(n: n).height
        return (0..<count).map { index in
            let depth = CGFloat(index + 1)
            let shifted = state.middleChanged && index >= count / 2
            let x = state.middleChanged && index == count / 2 ? Self.inset + middleConstantChange : Self.inset
            let width = state.rootWidth - 2 * depth * Self.inset - (shifted ? middleConstantChange : 0)
            return CGRect(x: x, y: Self.inset, width: width, height: rootHeight - 2 * depth * Self.inset)
        }
    }
}
#endif
