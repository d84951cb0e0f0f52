#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A horizontal chain: view 0's leading is the root's leading, view `i`'s leading is 2 pt after view `i − 1`'s
/// trailing and its width equals view `i − 1`'s, the last view's trailing is the root's trailing; every view's
/// top is 10 below the root's top and its height is 30. The root is `10n − 2` wide, so each view is 8 wide.
///
/// Resizing (2 pt less per view) and the constant change (the spacing before view `n/2`, 2 → 12) both move
/// every view.
struct ChainWorkload: LayoutWorkload {
    /// The space between neighbours.
    static let spacing: CGFloat = 2
    /// Every view's top inset from the root.
    static let top: CGFloat = 10
    /// Every view's height.
    static let height: CGFloat = 30

    let kind = WorkloadKind.chain
    let middleConstantChange: CGFloat = 10

    func viewsMovedByConstantChange(n: Int) -> Int { viewCount(n: n) }
    func rootSize(n: Int) -> CGSize { CGSize(width: CGFloat(10 * viewCount(n: n) - 2), height: 100) }
    func resizedRootWidth(n: Int) -> CGFloat { rootSize(n: n).width - CGFloat(2 * viewCount(n: n)) }

    func build(n: Int, style: ConstraintStyle) -> LayoutScene {
        let count = viewCount(n: n)
        let root = makeRoot(n: n)
        var scene = SceneBuilder(root: root, style: style, viewCount: count, constraintCount: 4 * count)
        for index in 0..<count {
            let view = scene.addView(HeadlessView.self, to: root)
            if let previous = scene.views.last {
                if index == count / 2 { scene.markMiddle() }
                scene.pin(view, .leading, to: .trailing, of: previous, offset: Self.spacing)
                scene.match(view, .width, of: previous)
            } else {
                scene.pinToSuperview(view, .leading, of: root)
            }
            scene.pinToSuperview(view, .top, of: root, inset: Self.top)
            scene.setDimension(view, .height, toSize: Self.height)
            scene.views.append(view)
        }
        if let last = scene.views.last { scene.pinToSuperview(last, .trailing, of: root) }
        return scene.finish()
    }

    func expectedFrames(n: Int, state: SceneState) -> [CGRect] {
        let count = viewCount(n: n)
        let gap = state.middleChanged ? middleConstantChange : 0
        let width = (state.rootWidth - CGFloat(count - 1) * Self.spacing - gap) / CGFloat(count)
        return (0..<count).map { index in
            let x = CGFloat(index) * (width + Self.spacing) + (index >= count / 2 ? gap : 0)
            return CGRect(x: x, y: Self.top, width: width, height: Self.height)
        }
    }
}
#endif
