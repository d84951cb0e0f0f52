#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension HuntScene {
    /// Adds `item` to the line's parent and makes what ties it there: its place across the line, the parent's
    /// hug of it (a grid row), and its length tied to the anchor's (shared lengths).
    func attach(_ item: HuntItem, to line: HuntLine) {
        let parent = line.parent
        parent.addSubview(item.view)
        let across = line.crossAxis
        let inset = recipe.metrics.inset
        switch line.cross {
        case .start:
            maker.make(item.view, across.startAttribute, .equal, parent, across.startAttribute, constant: inset)
        case .stretch:
            maker.make(item.view, across.startAttribute, .equal, parent, across.startAttribute, constant: inset)
            maker.make(item.view, across.endAttribute, .equal, parent, across.endAttribute, constant: -inset)
        case .center:
            maker.make(item.view, across.centerAttribute, .equal, parent, across.centerAttribute)
        case .alignToPrevious:
            break  // made with the link
        }
        if line.parentHugsItems {
            maker.make(
                parent, across.endAttribute, .greaterThanOrEqual, item.view, across.endAttribute, constant: inset)
        }
        if !item.isRow { tieToAnchor(item, in: line) }
    }

    /// Ties the leaf's length along the line to the line's anchor's (`autoMatch`, with the recipe's multiplier),
    /// when the recipe shares lengths and the leaf is not the anchor.
    func tieToAnchor(_ item: HuntItem, in line: HuntLine) {
        guard recipe.sharing != .none, let anchor = line.anchorLeaf, item.leaf !== anchor else { return }
        let length = leafAxis.lengthAttribute
        maker.make(
            item.leaf, length, .equal, anchor, length, multiplier: HuntExtents(recipe: recipe).multiplier(item.index))
    }

    /// Links `item` after `previous` (or to the parent's start when `previous` is `nil`) with the line's link.
    func link(_ item: HuntItem, after previous: HuntItem?, in line: HuntLine) {
        let axis = line.axis
        let across = line.crossAxis
        let parent = line.parent
        let metrics = recipe.metrics
        var made: [NSLayoutConstraint] = []
        item.linkStart = previous.map { .item(ObjectIdentifier($0)) } ?? .parentStart
        guard let previous else {
            let start = line.link.isDistribution ? metrics.gap : metrics.inset
            made.append(
                maker.make(item.view, axis.startAttribute, .equal, parent, axis.startAttribute, constant: start))
            if line.cross == .alignToPrevious {
                made.append(
                    maker.make(
                        item.view, across.startAttribute, .equal, parent, across.startAttribute, constant: metrics.inset
                    ))
            }
            item.incoming = made
            return
        }
        let (view, before) = (item.view, previous.view)
        let gap = { (relation: NSLayoutConstraint.Relation, constant: CGFloat, optional: Bool) in
            self.maker.make(
                view, axis.startAttribute, relation, before, axis.endAttribute, constant: constant, optional: optional)
        }
        switch line.link {
        case .gap:
            made.append(gap(.equal, metrics.gap, false))
            item.linkConstant = made.last
        case .flexibleGap:
            made.append(gap(.greaterThanOrEqual, metrics.minimumGap, false))
            made.append(gap(.equal, metrics.gap, true))
            item.linkConstant = made.last
        case .guides:
            made += linkThroughGuide(item, after: previous, in: line)
        case .distribute(let matchedSizes):
            made.append(gap(.equal, metrics.gap, false))
            item.linkConstant = made.last
            if matchedSizes {
                made.append(maker.make(view, axis.lengthAttribute, .equal, before, axis.lengthAttribute))
            }
            made.append(maker.make(view, across.centerAttribute, .equal, before, across.centerAttribute))
        case .distributeFixedSize:
            break
        }
        if line.cross == .alignToPrevious {
            made.append(maker.make(view, across.startAttribute, .equal, before, across.startAttribute))
        }
        item.incoming = made
    }

    /// A spacer guide between `previous` and `item`: from the previous end to the item's start, at least the
    /// minimum gap long, as long as the line's first guide (the first one prefers the gap), one point thick at the
    /// parent's start across.
    private func linkThroughGuide(
        _ item: HuntItem, after previous: HuntItem, in line: HuntLine
    ) -> [NSLayoutConstraint] {
        let axis = line.axis
        let across = line.crossAxis
        let guide = HeadlessLayoutGuide()
        line.parent.addLayoutGuide(guide)
        item.incomingGuide = guide
        var made = [
            maker.make(guide, axis.startAttribute, .equal, previous.view, axis.endAttribute),
            maker.make(item.view, axis.startAttribute, .equal, guide, axis.endAttribute),
            maker.make(guide, across.startAttribute, .equal, line.parent, across.startAttribute),
            maker.make(guide, across.lengthAttribute, constant: 1),
        ]
        made.append(maker.make(guide, axis.lengthAttribute, .greaterThanOrEqual, constant: recipe.metrics.minimumGap))
        item.linkConstant = made.last
        if let first = line.firstGuide {
            made.append(maker.make(guide, axis.lengthAttribute, .equal, first, axis.lengthAttribute))
        } else {
            line.firstGuide = guide
            made.append(maker.make(guide, axis.lengthAttribute, constant: recipe.metrics.gap, optional: true))
        }
        return made
    }

    /// Undoes `item`'s incoming link: deactivates what of it is still active and removes its spacer guide (all
    /// but the line's first guide, which the others are as wide as).
    func unlink(_ item: HuntItem, in line: HuntLine) {
        let active = item.incoming.filter(\.isActive)
        if !active.isEmpty { maker.deactivate(active) }
        if let guide = item.incomingGuide, guide !== line.firstGuide { line.parent.removeLayoutGuide(guide) }
        item.incoming = []
        item.linkConstant = nil
        item.incomingGuide = nil
        item.linkStart = nil
    }

    /// Links again every item of `line` whose predecessor is not the one it had in `oldOrder` (new items, and
    /// items after a removed or inserted one; an item whose link an earlier change left broken keeps it so if its
    /// predecessor stayed) or that is in `forced` (items taken out and added again), and moves the closing to the
    /// last item if the last item changed or was taken out.
    func relink(_ line: HuntLine, comparedWith oldOrder: [HuntItem], forcing forced: Set<ObjectIdentifier> = []) {
        var oldStarts: [ObjectIdentifier: HuntLinkStart] = [:]
        for (position, item) in oldOrder.enumerated() {
            oldStarts[ObjectIdentifier(item)] =
                position == 0 ? .parentStart : .item(ObjectIdentifier(oldOrder[position - 1]))
        }
        for (position, item) in line.items.enumerated() {
            let expected = line.expectedStart(at: position)
            guard oldStarts[ObjectIdentifier(item)] != expected || forced.contains(ObjectIdentifier(item)) else {
                continue
            }
            unlink(item, in: line)
            link(item, after: position == 0 ? nil : line.items[position - 1], in: line)
        }
        if let last = line.items.last, oldOrder.last !== last || forced.contains(ObjectIdentifier(last)) {
            closeAtLast(line)
        }
    }

    /// Closes the line's last item against the parent's end (the recipe's closing, or the distribution's
    /// required `==` at the spacing), deactivating the closing of the item that was last before.
    func closeAtLast(_ line: HuntLine) {
        guard let last = line.items.last else { return }
        let axis = line.axis
        let end = axis.endAttribute
        let constraint: NSLayoutConstraint
        if case .distribute = line.link {
            constraint = maker.make(last.view, end, .equal, line.parent, end, constant: -recipe.metrics.gap)
        } else if let relation = line.closing.relation {
            constraint = maker.make(
                last.view, end, relation, line.parent, end, constant: -recipe.metrics.inset,
                optional: !line.closing.isRequired)
        } else {
            return
        }
        if let old = line.closingConstraint?.constraint, old.isActive { maker.deactivate([old]) }
        line.closingConstraint = (ObjectIdentifier(last), constraint)
    }

    /// Places `newItems` (already attached and in `line.items`): a fixed-size distribution of them alone; the
    /// whole line distributed by one call when it is being filled; otherwise links again what changed since
    /// `oldOrder`.
    func place(_ newItems: [HuntItem], in line: HuntLine, comparedWith oldOrder: [HuntItem]) {
        switch line.link {
        case .distributeFixedSize:
            distributeWithFixedSize(newItems, in: line)
        case .distribute(let matchedSizes) where oldOrder.isEmpty:
            distributeWithFixedSpacing(line, matchedSizes: matchedSizes)
        case .gap, .flexibleGap, .guides, .distribute:
            relink(line, comparedWith: oldOrder)
        }
    }

    /// `autoDistributeViews(withFixedSpacing:)` over the whole line; its constraints are sorted into each item's
    /// incoming link and the line's closing.
    private func distributeWithFixedSpacing(_ line: HuntLine, matchedSizes: Bool) {
        let constraints = line.items.map(\.view).autoDistributeViews(
            along: line.axis.distributionAxis, alignedTo: line.axis.distributionAlignment,
            withFixedSpacing: recipe.metrics.gap, insetSpacing: true, matchedSizes: matchedSizes)
        maker.record(constraints)
        guard let closing = constraints.last, let last = line.items.last else { return }
        var byView: [ObjectIdentifier: HuntItem] = [:]
        for item in line.items { byView[ObjectIdentifier(item.view)] = item }
        for constraint in constraints.dropLast() {
            guard let first = constraint.firstItem, let item = byView[ObjectIdentifier(first)] else { continue }
            item.incoming.append(constraint)
            if constraint.firstAttribute == line.axis.startAttribute && constraint.secondItem !== line.parent {
                item.linkConstant = constraint
            }
        }
        for (position, item) in line.items.enumerated() { item.linkStart = line.expectedStart(at: position) }
        line.closingConstraint = (ObjectIdentifier(last), closing)
    }

    /// `autoDistributeViews(withFixedSize:)` over `items`: each sized and placed on its own; each one's size
    /// constraint is the constant a size change moves.
    private func distributeWithFixedSize(_ items: [HuntItem], in line: HuntLine) {
        let constraints = items.map(\.view).autoDistributeViews(
            along: line.axis.distributionAxis, alignedTo: line.axis.distributionAlignment,
            withFixedSize: recipe.metrics.length, insetSpacing: true)
        maker.record(constraints)
        var byView: [ObjectIdentifier: HuntItem] = [:]
        for item in items { byView[ObjectIdentifier(item.view)] = item }
        for constraint in constraints where constraint.secondItem == nil {
            guard let first = constraint.firstItem else { continue }
            byView[ObjectIdentifier(first)]?.sizeConstant = constraint
        }
    }
}
#endif
