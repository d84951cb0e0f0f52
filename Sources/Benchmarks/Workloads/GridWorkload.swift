#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A K×K grid of equal cells, K = √n rounded (at least 2), filling a 1000×1000 root with no gaps. In each row
/// the first cell's leading is the root's leading, every other cell's leading is its left neighbour's trailing
/// and its width equals that neighbour's, and the last cell's trailing is the root's trailing; columns are
/// built the same way with top, bottom and height.
///
/// Resizing moves every cell; the middle constraint is the leading of cell (K/2, K/2), so a constant change
/// opens a 10 pt gap there and moves the K cells of that row.
struct GridWorkload: LayoutWorkload {
    let kind = WorkloadKind.grid
    let middleConstantChange: CGFloat = 10

    /// The number of rows and of columns for a requested `n`.
    static func side(n: Int) -> Int {
        max(2, Int(Double(n).squareRoot().rounded()))
    }

    func viewCount(n: Int) -> Int { Self.side(n: n) * Self.side(n: n) }
    func explicitConstraintCount(n: Int) -> Int { 4 * viewCount(n: n) }
    func implicitConstraintCount(n: Int) -> Int { 0 }
    func rootSize(n: Int) -> CGSize { CGSize(width: 1000, height: 1000) }
    func resizedRootWidth(n: Int) -> CGFloat { 800 }
    func viewsMovedByConstantChange(n: Int) -> Int { Self.side(n: n) }

    func build(n: Int, style: ConstraintStyle) -> LayoutScene {
        let side = Self.side(n: n)
        let root = makeRoot(n: n)
        var views: [HeadlessView] = []
        views.reserveCapacity(side * side)
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(explicitConstraintCount(n: n))
        var middlePosition = 0
        for row in 0..<side {
            for column in 0..<side {
                let cell: HeadlessView
                switch style {
                case .raw: cell = addRawView(HeadlessView(), to: root)
                case .pureLayout:
                    cell = HeadlessView.newAutoLayout()
                    root.addSubview(cell)
                }
                let left = column > 0 ? views[views.count - 1] : nil
                let above = row > 0 ? views[views.count - side] : nil
                if row == side / 2 && column == side / 2 { middlePosition = constraints.count }
                // Horizontal: leading, width (after the first column), trailing (last column).
                if let left {
                    constraints.append(
                        style == .raw
                            ? rawConstraint(cell, .leading, .equal, left, .trailing)
                            : cell.autoPinEdge(.leading, to: .trailing, of: left))
                    constraints.append(
                        style == .raw
                            ? rawConstraint(cell, .width, .equal, left, .width)
                            : cell.autoMatch(.width, to: .width, of: left))
                } else {
                    constraints.append(
                        style == .raw
                            ? rawConstraint(cell, .leading, .equal, root, .leading)
                            : cell.autoPinEdge(toSuperviewEdge: .leading))
                }
                if column == side - 1 {
                    constraints.append(
                        style == .raw
                            ? rawConstraint(cell, .trailing, .equal, root, .trailing)
                            : cell.autoPinEdge(toSuperviewEdge: .trailing))
                }
                // Vertical: top, height (after the first row), bottom (last row).
                if let above {
                    constraints.append(
                        style == .raw
                            ? rawConstraint(cell, .top, .equal, above, .bottom)
                            : cell.autoPinEdge(.top, to: .bottom, of: above))
                    constraints.append(
                        style == .raw
                            ? rawConstraint(cell, .height, .equal, above, .height)
                            : cell.autoMatch(.height, to: .height, of: above))
                } else {
                    constraints.append(
                        style == .raw
                            ? rawConstraint(cell, .top, .equal, root, .top)
                            : cell.autoPinEdge(toSuperviewEdge: .top))
                }
                if row == side - 1 {
                    constraints.append(
                        style == .raw
                            ? rawConstraint(cell, .bottom, .equal, root, .bottom)
                            : cell.autoPinEdge(toSuperviewEdge: .bottom))
                }
                views.append(cell)
            }
        }
        if style == .raw { NSLayoutConstraint.activate(constraints) }
        return LayoutScene(
            root: root, views: views, explicitConstraintCount: constraints.count,
            middleConstraint: constraints[middlePosition])
    }

    func expectedFrames(n: Int, state: SceneState) -> [CGRect] {
        let side = Self.side(n: n)
        let height = rootSize(n: n).height / CGFloat(side)
        var frames: [CGRect] = []
        frames.reserveCapacity(side * side)
        for row in 0..<side {
            let gapped = state.middleChanged && row == side / 2
            let gap = gapped ? middleConstantChange : 0
            let width = (state.rootWidth - gap) / CGFloat(side)
            for column in 0..<side {
                let x = CGFloat(column) * width + (gapped && column >= side / 2 ? gap : 0)
                frames.append(CGRect(x: x, y: CGFloat(row) * height, width: width, height: height))
            }
        }
        return frames
    }
}
#endif
