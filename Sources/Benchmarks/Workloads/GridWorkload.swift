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
    func rootSize(n: Int) -> CGSize { CGSize(width: 1000, height: 1000) }
    func resizedRootWidth(n: Int) -> CGFloat { 800 }
    func viewsMovedByConstantChange(n: Int) -> Int { Self.side(n: n) }

    func build(n: Int, style: ConstraintStyle) -> LayoutScene {
        let side = Self.side(n: n)
        let root = makeRoot(n: n)
        var scene = SceneBuilder(
            root: root, style: style, viewCount: side * side, constraintCount: explicitConstraintCount(n: n))
        for row in 0..<side {
            for column in 0..<side {
                let cell = scene.addView(HeadlessView.self, to: root)
                let left = column > 0 ? scene.views[scene.views.count - 1] : nil
                let above = row > 0 ? scene.views[scene.views.count - side] : nil
                if row == side / 2 && column == side / 2 { scene.markMiddle() }
                scene.chainCell(cell, after: left, in: root, isLast: column == side - 1, along: .horizontal)
                scene.chainCell(cell, after: above, in: root, isLast: row == side - 1, along: .vertical)
                scene.views.append(cell)
            }
        }
        return scene.finish()
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

extension SceneBuilder {
    /// Places one cell of a grid row (`.horizontal`) or column (`.vertical`): its start (leading or top) at
    /// `previous`'s end with the same length (width or height), or at `parent`'s start for the first cell; and
    /// its end at `parent`'s end when it is the last cell.
    mutating func chainCell(
        _ cell: HeadlessView, after previous: HeadlessView?, in parent: HeadlessView, isLast: Bool,
        along axis: ChainAxis
    ) {
        if let previous {
            pin(cell, axis.startEdge, to: axis.endEdge, of: previous)
            match(cell, axis.length, of: previous)
        } else {
            pinToSuperview(cell, axis.startEdge, of: parent)
        }
        if isLast { pinToSuperview(cell, axis.endEdge, of: parent) }
    }
}
#endif
