#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A recipe built at one N: the root, its lines of items, every constraint made, and what the timed changes need
/// (the seeded choices, the intrinsic views, the root's length along the line and how short it may get).
///
/// N is the number of leaf items: a list's or a row's items, a grid's cells (in full rows: a row of one fixed-size
/// cell could not meet a required closing). Building it is the timed "build" operation; ``steps()`` gives the
/// first layout and the recipe's operations.
final class HuntScene {
    /// The recipe built.
    let recipe: HuntRecipe
    /// The number of leaf items asked for.
    let n: Int
    /// The root view (it translates its autoresizing mask: its frame is the layout's size).
    let root: HeadlessView
    /// Makes and keeps every constraint.
    let maker: HuntConstraintMaker
    /// What the engine reported breaking, for an over-constrained recipe (``HuntRecipe/isOverConstrained``): the
    /// check then exempts it.
    var reportedBreaks: HuntReportedBreaks?
    /// The lines of leaf items: one for a list or a row, one per row view for a grid.
    var lines: [HuntLine] = []
    /// The line that structural changes work on: the list or the row, or a grid's line of row views.
    var outerLine: HuntLine!
    /// Every intrinsic leaf made.
    var intrinsicLeaves: [ResizableIntrinsicView] = []
    /// The seeded choices of the changes (which items, where): fixed by the seed and N.
    var random: HuntRandom
    /// The next leaf index (the pattern of sizes follows it).
    var nextIndex = 0
    /// The root's length along the lines of leaves (its height for a list, its width for a row or a grid).
    var rootLength: CGFloat = 0
    /// The shortest root length along the lines that leaves room for every required minimum, through every
    /// operation of the recipe (0 when the closing does not bound a line from above).
    var shortestRootLength: CGFloat = 0

    /// Builds `recipe` with `n` leaf items (at least 2; a grid in full rows).
    init(recipe: HuntRecipe, n: Int) {
        self.recipe = recipe
        self.n = max(n, 2)
        root = HeadlessView(frame: .zero)
        maker = HuntConstraintMaker(style: recipe.style, priorities: recipe.priorities)
        random = HuntRandom(seed: recipe.seed &+ UInt64(n) &* 0x2545_F491_4F6C_DD1D)
        build()
    }

    /// The axis of the lines of leaves.
    var leafAxis: ChainAxis {
        switch recipe.container {
        case .list: .vertical
        case .row, .grid: .horizontal
        }
    }

    /// Sizes the root, makes the lines and their items, and activates what the batch style left pending.
    private func build() {
        let extents = HuntExtents(recipe: recipe)
        switch recipe.container {
        case .list, .row:
            let count = self.n
            let largest = count + (recipe.insertedShare.map { $0.count(of: count) } ?? 0)
            setRootLengths(extents, count: count, largest: largest)
            root.frame = rootFrame(along: rootLength, across: extents.crossExtent)
            let line = makeLeafLine(in: root, axis: leafAxis)
            fill(line, count: count)
            outerLine = line
        case .grid(let columns):
            let rowCount = max(1, (n + columns - 1) / columns)
            setRootLengths(extents, count: columns, largest: columns)
            let rowHeight = extents.rowHeight
            root.frame = CGRect(
                x: 0, y: 0, width: rootLength + 2 * recipe.metrics.inset,
                height: CGFloat(rowCount) * (rowHeight + recipe.metrics.gap) + 2 * recipe.metrics.inset)
            let rows = HuntLine(
                parent: root, axis: .vertical, link: .gap, closing: HuntClosing(relation: nil, isRequired: false),
                cross: .stretch, parentHugsItems: false)
            outerLine = rows
            for _ in 0..<rowCount {
                let row = makeRow()
                attach(row, to: rows)
                rows.items.append(row)
                fillCells(of: row, count: columns)
            }
            relink(rows, comparedWith: [])
        }
        maker.activatePending()
    }

    /// Sets ``rootLength`` and ``shortestRootLength`` for lines of `count` leaves that may grow to `largest`.
    private func setRootLengths(_ extents: HuntExtents, count: Int, largest: Int) {
        let preferred = recipe.rootFit * extents.preferredLength(count: count)
        shortestRootLength =
            recipe.boundsLinesFromAbove
            ? recipe.shortestRootShare
                * (extents.requiredLength(count: largest) + extents.growthAllowance(count: largest)) : 0
        rootLength = max(preferred, shortestRootLength).rounded(.up)
    }

    /// A root frame `along` long on the leaf axis and `across` long on the other.
    func rootFrame(along: CGFloat, across: CGFloat) -> CGRect {
        leafAxis == .vertical
            ? CGRect(x: 0, y: 0, width: across, height: along) : CGRect(x: 0, y: 0, width: along, height: across)
    }

    /// A line of leaves in `parent` with the recipe's link, closing and cross alignment (a grid row's cells are
    /// pinned to its top, and the row hugs them).
    private func makeLeafLine(in parent: HeadlessView, axis: ChainAxis) -> HuntLine {
        let line = HuntLine(
            parent: parent, axis: axis, link: recipe.link, closing: recipe.closing,
            cross: recipe.isGrid ? .start : recipe.cross, parentHugsItems: recipe.isGrid)
        lines.append(line)
        return line
    }

    /// Makes `count` items, attaches them to `line`, and links (or distributes) them.
    func fill(_ line: HuntLine, count: Int) {
        let items = (0..<count).map { _ in makeLeafItem(for: line) }
        for item in items { attach(item, to: line) }
        line.items = items
        place(items, in: line, comparedWith: [])
    }

    /// A grid row: a row view that prefers to be as short as it can (its cells push it down); its cells are made
    /// by ``fillCells(of:count:)`` once the row is in the root.
    func makeRow() -> HuntItem {
        let rowView = HeadlessView(frame: .zero)
        rowView.translatesAutoresizingMaskIntoConstraints = false
        let row = HuntItem(view: rowView, leaf: rowView, index: HuntItem.rowIndex)
        maker.make(rowView, .height, .equal, constant: 0, optional: true)
        return row
    }

    /// Makes `count` cells in a grid row that is already in the root and lines them up.
    func fillCells(of row: HuntItem, count: Int) {
        let line = makeLeafLine(in: row.view, axis: .horizontal)
        row.cells = line
        fill(line, count: count)
    }

    /// Makes one leaf item for `line`: the leaf (intrinsic or plain) with its own sizes, wrapped in the recipe's
    /// cards; the line's first leaf becomes its anchor.
    func makeLeafItem(for line: HuntLine) -> HuntItem {
        let index = nextIndex
        nextIndex += 1
        let metrics = recipe.metrics
        let along = HuntExtents(recipe: recipe).leafLength(index)
        let leaf: HeadlessView
        if recipe.sizing == .intrinsic {
            let view = ResizableIntrinsicView(frame: .zero)
            view.intrinsicSize =
                leafAxis == .horizontal
                ? CGSize(width: along, height: metrics.crossLength) : CGSize(width: metrics.crossLength, height: along)
            if !recipe.priorities.isEqual {
                let hugging = maker.nextOptionalPriority()
                view.setContentHuggingPriority(hugging, for: leafAxis.layoutAxis)
                view.setContentCompressionResistancePriority(
                    UILayoutPriority(hugging.rawValue + (999 - hugging.rawValue) / 2), for: leafAxis.layoutAxis)
            }
            intrinsicLeaves.append(view)
            leaf = view
        } else {
            leaf = HeadlessView(frame: .zero)
        }
        leaf.translatesAutoresizingMaskIntoConstraints = false
        line.anchorLeaf = line.anchorLeaf ?? leaf
        let item = HuntItem(view: wrapInCards(leaf), leaf: leaf, index: index)
        sizeLeaf(item, along: along, isShared: recipe.sharing != .none && leaf !== line.anchorLeaf)
        return item
    }

    /// Wraps `leaf` in the recipe's cards, each pinned around the view inside it, inset by the card inset.
    private func wrapInCards(_ leaf: HeadlessView) -> HeadlessView {
        var outer = leaf
        let inset = recipe.metrics.cardInset
        for _ in 0..<recipe.nesting {
            let card = HeadlessView(frame: .zero)
            card.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(outer)
            maker.make(outer, .leading, .equal, card, .leading, constant: inset)
            maker.make(outer, .trailing, .equal, card, .trailing, constant: -inset)
            maker.make(outer, .top, .equal, card, .top, constant: inset)
            maker.make(outer, .bottom, .equal, card, .bottom, constant: -inset)
            outer = card
        }
        return outer
    }

    /// Gives the leaf of `item` its own lengths: along the line (fixed, or a minimum and a preference; none for
    /// intrinsic leaves, for shared fixed lengths other than the anchor's, and in a fixed-size distribution) and
    /// across it (fixed, unless stretched or intrinsic). A shared leaf's length is tied to its line's anchor.
    private func sizeLeaf(_ item: HuntItem, along: CGFloat, isShared: Bool) {
        let leaf = item.leaf
        let axis = leafAxis
        if recipe.link != .distributeFixedSize {
            switch recipe.sizing {
            case .fixed where !isShared:
                item.sizeConstant = maker.make(leaf, axis.lengthAttribute, constant: along)
            case .preferred:
                maker.make(leaf, axis.lengthAttribute, .greaterThanOrEqual, constant: HuntMetrics.minimumLength)
                item.sizeConstant = maker.make(leaf, axis.lengthAttribute, constant: along, optional: true)
            case .fixed, .intrinsic:
                break
            }
        }
        let stretched = recipe.cross == .stretch && !recipe.isGrid
        if recipe.sizing != .intrinsic && !stretched {
            let across: ChainAxis = axis == .vertical ? .horizontal : .vertical
            maker.make(leaf, across.lengthAttribute, constant: recipe.metrics.crossLength)
        }
    }

    /// Checks every active required constraint made against the solved frames.
    func check() -> String? {
        guard let reportedBreaks else { return RequiredConstraintCheck.firstViolation(in: maker.made) }
        let unreported = maker.made.filter { !reportedBreaks.reportedBreaking($0) }
        return RequiredConstraintCheck.firstViolation(in: unreported)
            ?? reportedBreaks.unreportedNegativeSize(under: root)
    }
}

extension HuntRecipe {
    /// The selection of the recipe's insertion, if it inserts.
    var insertedShare: HuntSelection? {
        for case .insertMany(let selection) in operations { return selection }
        return nil
    }
}

extension ChainAxis {
    /// The constraint axis of this direction (for hugging and compression resistance).
    var layoutAxis: NSLayoutConstraint.Axis { self == .horizontal ? .horizontal : .vertical }
}
#endif
