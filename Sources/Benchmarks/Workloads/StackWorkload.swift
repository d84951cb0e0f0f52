#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A vertical stack: every view has an intrinsic height of 44 (hugging 250, compression resistance 750),
/// `leading = root.leading + 20`, `trailing = root.trailing − 20`; the first view's top is 20 below the root's
/// top, each next view is 8 below the previous one, and the last view's bottom stays at least 20 above the
/// root's bottom (`<=`). The root is 100 pt taller than the stack needs, so every view keeps its intrinsic
/// height and the answer is unique.
///
/// Resizing moves every view (widths follow the root); the middle constraint is the spacing above view `n/2`,
/// so a constant change moves the lower half.
struct StackWorkload: LayoutWorkload {
    /// The distance from the root's edges.
    static let margin: CGFloat = 20
    /// The vertical space between two neighbours.
    static let spacing: CGFloat = 8
    /// How much taller the root is than the stack.
    static let slack: CGFloat = 100

    let kind = WorkloadKind.stack
    let middleConstantChange: CGFloat = 10

    func explicitConstraintCount(n: Int) -> Int { 3 * viewCount(n: n) + 1 }
    func implicitConstraintCount(n: Int) -> Int { 2 * viewCount(n: n) }
    func resizedRootWidth(n: Int) -> CGFloat { 800 }
    func viewsMovedByConstantChange(n: Int) -> Int { viewCount(n: n) - viewCount(n: n) / 2 }

    func rootSize(n: Int) -> CGSize {
        let count = CGFloat(viewCount(n: n))
        let stackHeight = count * IntrinsicHeightView.intrinsicHeight + (count - 1) * Self.spacing
        return CGSize(width: 1000, height: 2 * Self.margin + stackHeight + Self.slack)
    }

    func build(n: Int, style: ConstraintStyle) -> LayoutScene {
        let count = viewCount(n: n)
        let root = makeRoot(n: n)
        let middleIndex = count / 2
        var scene = SceneBuilder(
            root: root, style: style, viewCount: count, constraintCount: explicitConstraintCount(n: n))
        for index in 0..<count {
            let view = scene.addView(IntrinsicHeightView.self, to: root)
            scene.setVerticalContentPriorities(of: view, hugging: .defaultLow, compressionResistance: .defaultHigh)
            scene.pinToSuperview(view, .leading, of: root, inset: Self.margin)
            scene.pinToSuperview(view, .trailing, of: root, inset: Self.margin)
            if let previous = scene.views.last {
                if index == middleIndex { scene.markMiddle() }
                scene.pin(view, .top, to: .bottom, of: previous, offset: Self.spacing)
            } else {
                scene.pinToSuperview(view, .top, of: root, inset: Self.margin)
            }
            scene.views.append(view)
        }
        if let last = scene.views.last {
            // An inset of at least 20: `last.bottom <= root.bottom − 20`.
            scene.pinToSuperview(last, .bottom, of: root, inset: Self.margin, relation: .greaterThanOrEqual)
        }
        return scene.finish()
    }

    func expectedFrames(n: Int, state: SceneState) -> [CGRect] {
        let count = viewCount(n: n)
        let height = IntrinsicHeightView.intrinsicHeight
        return (0..<count).map { index in
            var top = Self.margin + CGFloat(index) * (height + Self.spacing)
            if state.middleChanged && index >= count / 2 { top += middleConstantChange }
            return CGRect(x: Self.margin, y: top, width: state.rootWidth - 2 * Self.margin, height: height)
        }
    }
}
#endif
