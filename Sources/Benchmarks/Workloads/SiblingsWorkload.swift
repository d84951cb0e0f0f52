#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Independent siblings: view `i` has `leading = root.leading + 10`, `trailing = root.trailing − 10`,
/// `top = root.top + 20·(i mod 48)` and `height = 20`.
///
/// Resizing moves every view (their widths follow the root); the middle constraint is the top of view `n/2`,
/// so a constant change moves that one view.
struct SiblingsWorkload: LayoutWorkload {
    /// The horizontal inset from the root's edges.
    static let inset: CGFloat = 10
    /// Each view's height and the vertical step between rows.
    static let rowHeight: CGFloat = 20
    /// How many rows before the tops repeat.
    static let rows = 48

    let kind = WorkloadKind.siblings
    let middleConstantChange: CGFloat = 5

    func rootSize(n: Int) -> CGSize { CGSize(width: 1000, height: 1000) }
    func resizedRootWidth(n: Int) -> CGFloat { 800 }
    func viewsMovedByConstantChange(n: Int) -> Int { 1 }

    /// The top constant of view `index` before any change.
    static func top(ofViewAt index: Int) -> CGFloat {
        rowHeight * CGFloat(index % rows)
    }

    func build(n: Int, style: ConstraintStyle) -> LayoutScene {
        let count = viewCount(n: n)
        let root = makeRoot(n: n)
        let middleIndex = count / 2
        var scene = SceneBuilder(root: root, style: style, viewCount: count, constraintCount: 4 * count)
        for index in 0..<count {
            let view = scene.addView(HeadlessView.self, to: root)
            scene.pinToSuperview(view, .leading, of: root, inset: Self.inset)
            scene.pinToSuperview(view, .trailing, of: root, inset: Self.inset)
            if index == middleIndex { scene.markMiddle() }
            scene.pinToSuperview(view, .top, of: root, inset: Self.top(ofViewAt: index))
            scene.setDimension(view, .height, toSize: Self.rowHeight)
            scene.views.append(view)
        }
        return scene.finish()
    }

    func expectedFrames(n: Int, state: SceneState) -> [CGRect] {
        let count = viewCount(n: n)
        return (0..<count).map { index in
            var top = Self.top(ofViewAt: index)
            if state.middleChanged && index == count / 2 { top += middleConstantChange }
            return CGRect(
                x: Self.inset, y: top, width: state.rootWidth - 2 * Self.inset, height: Self.rowHeight)
        }
    }
}
#endif
