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

    func viewCount(n: Int) -> Int { max(n, 2) }
    func explicitConstraintCount(n: Int) -> Int { 4 * viewCount(n: n) }
    func implicitConstraintCount(n: Int) -> Int { 0 }
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
        var views: [HeadlessView] = []
        views.reserveCapacity(count)
        switch style {
        case .raw:
            var constraints: [NSLayoutConstraint] = []
            constraints.reserveCapacity(4 * count)
            var middlePosition = 0
            for index in 0..<count {
                let view = addRawView(HeadlessView(), to: root)
                constraints.append(rawConstraint(view, .leading, .equal, root, .leading, constant: Self.inset))
                constraints.append(rawConstraint(view, .trailing, .equal, root, .trailing, constant: -Self.inset))
                if index == middleIndex { middlePosition = constraints.count }
                constraints.append(
                    rawConstraint(view, .top, .equal, root, .top, constant: Self.top(ofViewAt: index)))
                constraints.append(rawConstraint(view, .height, constant: Self.rowHeight))
                views.append(view)
            }
            NSLayoutConstraint.activate(constraints)
            return LayoutScene(
                root: root, views: views, explicitConstraintCount: constraints.count,
                middleConstraint: constraints[middlePosition])
        case .pureLayout:
            var constraints: [NSLayoutConstraint] = []
            constraints.reserveCapacity(4 * count)
            var middlePosition = 0
            for index in 0..<count {
                let view = HeadlessView.newAutoLayout()
                root.addSubview(view)
                constraints.append(view.autoPinEdge(toSuperviewEdge: .leading, withInset: Self.inset))
                constraints.append(view.autoPinEdge(toSuperviewEdge: .trailing, withInset: Self.inset))
                if index == middleIndex { middlePosition = constraints.count }
                constraints.append(view.autoPinEdge(toSuperviewEdge: .top, withInset: Self.top(ofViewAt: index)))
                constraints.append(view.autoSetDimension(.height, toSize: Self.rowHeight))
                views.append(view)
            }
            return LayoutScene(
                root: root, views: views, explicitConstraintCount: constraints.count,
                middleConstraint: constraints[middlePosition])
        }
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
