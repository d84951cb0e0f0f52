#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension HuntScene {
    /// Removes the items `selection` picks from their superview in one pass: from the list or the row, or from
    /// every grid row; with `relinkingRest`, each item left behind a gap is linked to its new predecessor (and
    /// the closing moves to the new last item), and the removed items' spacer guides go too.
    func removeItems(_ selection: HuntSelection, relinkingRest: Bool) {
        for line in recipe.isGrid ? lines : [outerLine!] {
            let oldOrder = line.items
            let positions = Set(selectedPositions(selection, in: line))
            guard !positions.isEmpty else { continue }
            for position in positions.sorted() {
                let item = oldOrder[position]
                item.view.removeFromSuperview()
                if relinkingRest, let guide = item.incomingGuide, guide !== line.firstGuide {
                    line.parent.removeLayoutGuide(guide)
                }
            }
            line.items = oldOrder.indices.filter { !positions.contains($0) }.map { oldOrder[$0] }
            if relinkingRest && line.link != .distributeFixedSize { relink(line, comparedWith: oldOrder) }
        }
    }

    /// Inserts new items where `selection` says, in one pass: leaves into a list or a row, whole rows (each with
    /// a full line of cells) into a grid; each is linked in, and so is the item after it.
    func insertItems(_ selection: HuntSelection) {
        let line = outerLine!
        let oldOrder = line.items
        let count = selection.count(of: oldOrder.count)
        var newBefore = [Int](repeating: 0, count: oldOrder.count + 1)
        for gap in insertionGaps(selection, count: count, itemCount: oldOrder.count) { newBefore[gap] += 1 }
        var newItems: [HuntItem] = []
        var order: [HuntItem] = []
        for gap in 0...oldOrder.count {
            for _ in 0..<newBefore[gap] {
                let item = recipe.isGrid ? makeRow() : makeLeafItem(for: line)
                attach(item, to: line)
                newItems.append(item)
                order.append(item)
            }
            if gap < oldOrder.count { order.append(oldOrder[gap]) }
        }
        line.items = order
        place(newItems, in: line, comparedWith: oldOrder)
        if case .grid(let columns) = recipe.container {
            for row in newItems { fillCells(of: row, count: columns) }
        }
    }

    /// Removes `count / denominator` items (grid rows) at seeded places and adds them again at other seeded
    /// places, in one pass: each is attached and linked again, and so are the items that got a new predecessor.
    func moveItems(denominator: Int) {
        let line = outerLine!
        let oldOrder = line.items
        let candidates = oldOrder.indices.filter { !isAnchor(oldOrder[$0], in: line) }
        let moved = random.sample(max(1, oldOrder.count / denominator), of: candidates).map { oldOrder[$0] }
        let movedIDs = Set(moved.map(ObjectIdentifier.init))
        for item in moved {
            item.view.removeFromSuperview()
            // A fixed-size distribution sizes a view again when it is distributed again: its old size goes.
            if line.link == .distributeFixedSize, let size = item.sizeConstant { maker.deactivate([size]) }
        }
        var order = oldOrder.filter { !movedIDs.contains(ObjectIdentifier($0)) }
        for item in moved {
            order.insert(item, at: random.int(in: 0...order.count))
            attach(item, to: line)
        }
        line.items = order
        if line.link == .distributeFixedSize {
            place(moved, in: line, comparedWith: oldOrder)
        } else {
            relink(line, comparedWith: oldOrder, forcing: movedIDs)
        }
    }

    /// The positions of `line`'s items that `selection` picks for removal, in order, never the anchor.
    func selectedPositions(_ selection: HuntSelection, in line: HuntLine) -> [Int] {
        let count = line.items.count
        guard count >= 2 else { return [] }
        let taken = min(selection.count(of: count), count - 1)
        let positions: [Int]
        switch selection {
        case .everyKth(let k):
            positions = Array(stride(from: k, to: count, by: k))
        case .middleBlock:
            let start = max(1, (count - taken) / 2)
            positions = Array(start..<min(count, start + taken))
        case .scattered:
            positions = random.sample(taken, of: Array(1..<count)).sorted()
        case .tail:
            positions = Array(max(1, count - taken)..<count)
        case .head:
            positions = Array(1..<min(count, 1 + taken))
        }
        return positions.filter { !isAnchor(line.items[$0], in: line) }
    }

    /// The gaps (0 before the first item, `itemCount` after the last) where `count` new items go.
    private func insertionGaps(_ selection: HuntSelection, count: Int, itemCount: Int) -> [Int] {
        switch selection {
        case .everyKth(let k):
            return Array(stride(from: k, through: itemCount, by: k).prefix(count))
        case .middleBlock:
            return Array(repeating: itemCount / 2, count: count)
        case .scattered:
            return (0..<count).map { _ in random.int(in: 0...itemCount) }
        case .tail:
            return Array(repeating: itemCount, count: count)
        case .head:
            return Array(repeating: 0, count: count)
        }
    }

    /// Whether `item` is the anchor of `line` (never removed or moved: the shared lengths are tied to it). A grid
    /// row is no anchor (each row holds its own anchor cell), so any row may move.
    func isAnchor(_ item: HuntItem, in line: HuntLine) -> Bool {
        line.anchorLeaf.map { item.leaf === $0 } ?? false
    }
}
#endif
