import Foundation
import HeadlessLayout

// Evaluates a constraint against the solved frames, independently of the engine: each attribute is read from
// the frames in the coordinate space of the constraint's nearest common ancestor, as UIKit_SEMANTICS.md states.

/// The view that holds a layout item: the view itself, or a guide's owning view.
func holdingView(of item: AnyObject) -> HeadlessView? {
    if let view = item as? HeadlessView { return view }
    if let guide = item as? HeadlessLayoutGuide { return guide.owningView }
    return nil
}

/// The chain from `view` up to its root, starting with `view`.
func ancestry(of view: HeadlessView) -> [HeadlessView] {
    var chain: [HeadlessView] = []
    var current: HeadlessView? = view
    while let next = current {
        chain.append(next)
        current = next.superview
    }
    return chain
}

/// The nearest common ancestor of two views (a view is an ancestor of itself), if they share a root.
func nearestCommonAncestor(_ first: HeadlessView, _ second: HeadlessView?) -> HeadlessView? {
    guard let second else { return first }
    let secondChain = ancestry(of: second)
    return ancestry(of: first).first { candidate in secondChain.contains { $0 === candidate } }
}

/// The rectangle of a view in its root's coordinate space, from the frames alone.
func absoluteFrame(of view: HeadlessView) -> CGRect {
    var rect = CGRect(origin: .zero, size: view.frame.size)
    for ancestor in ancestry(of: view) {
        rect.origin.x += ancestor.frame.origin.x
        rect.origin.y += ancestor.frame.origin.y
    }
    // The root's own origin is where its frame says; descendants are offset from it.
    return rect
}

/// The rectangle of a layout item (view or guide) in its root's coordinate space.
func absoluteFrame(ofItem item: AnyObject) -> CGRect? {
    if let view = item as? HeadlessView { return absoluteFrame(of: view) }
    if let guide = item as? HeadlessLayoutGuide, let owner = guide.owningView {
        let ownerFrame = absoluteFrame(of: owner)
        let guideFrame = guide.layoutFrame
        return CGRect(
            x: guideFrame.origin.x + ownerFrame.origin.x, y: guideFrame.origin.y + ownerFrame.origin.y,
            width: guideFrame.size.width, height: guideFrame.size.height)
    }
    return nil
}

/// The value of `attribute` of `item`, read in the coordinate space of `space` (the common ancestor), with
/// leading/trailing lowered for `direction`.
///
/// It works on the raw origin and size: `CGRect`'s `minX`, `maxX`, `width`… standardise rectangles with a
/// negative size (a margins guide of a small view has one), which would not be the engine's linear values.
func attributeValue(
    _ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in space: HeadlessView,
    direction: UIUserInterfaceLayoutDirection
) -> CGFloat? {
    guard let itemFrame = absoluteFrame(ofItem: item) else { return nil }
    let spaceFrame = absoluteFrame(of: space)
    var x = itemFrame.origin.x - spaceFrame.origin.x
    var y = itemFrame.origin.y - spaceFrame.origin.y
    var width = itemFrame.size.width
    var height = itemFrame.size.height
    let view = item as? HeadlessView
    let marginAttributes: [NSLayoutConstraint.Attribute] = [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]
    if marginAttributes.contains(attribute) {
        guard let view else { return nil }
        let margins = view.layoutMargins
        x += margins.left
        y += margins.top
        width -= margins.left + margins.right
        height -= margins.top + margins.bottom
    }
    let spaceWidth = spaceFrame.size.width
    let isRightToLeft = direction == .rightToLeft
    switch attribute {
    case .left, .leftMargin: return x
    case .right, .rightMargin: return x + width
    case .top, .topMargin: return y
    case .bottom, .bottomMargin: return y + height
    case .centerX, .centerXWithinMargins: return x + width / 2
    case .centerY, .centerYWithinMargins: return y + height / 2
    case .width: return width
    case .height: return height
    // Right-to-left mirrors the axis inside the common ancestor: a positive distance points toward trailing.
    case .leading, .leadingMargin: return isRightToLeft ? spaceWidth - (x + width) : x
    case .trailing, .trailingMargin: return isRightToLeft ? spaceWidth - x : x + width
    case .firstBaseline: return y + (view?.firstBaselineOffsetFromTop ?? 0)
    case .lastBaseline: return y + height - (view?.lastBaselineOffsetFromBottom ?? 0)
    default: return nil
    }
}

/// How far the solved frames are from satisfying `constraint`: |lhs − rhs| for equalities, the excess for
/// inequalities; `nil` when the constraint cannot be evaluated (an item outside any hierarchy).
func violation(of constraint: NSLayoutConstraint) -> CGFloat? {
    guard let firstItem = constraint.firstItem, let firstView = holdingView(of: firstItem) else { return nil }
    let secondView = constraint.secondItem.flatMap(holdingView(of:))
    if constraint.secondItem != nil && secondView == nil { return nil }
    guard let space = nearestCommonAncestor(firstView, secondView) else { return nil }
    let direction = firstView.effectiveUserInterfaceLayoutDirection
    guard let lhs = attributeValue(constraint.firstAttribute, of: firstItem, in: space, direction: direction) else {
        return nil
    }
    var rhs = constraint.constant
    if let secondItem = constraint.secondItem {
        guard let value = attributeValue(constraint.secondAttribute, of: secondItem, in: space, direction: direction)
        else { return nil }
        rhs += constraint.multiplier * value
    }
    let difference = lhs - rhs
    switch constraint.relation {
    case .equal: return abs(difference)
    case .lessThanOrEqual: return max(0, difference)
    case .greaterThanOrEqual: return max(0, -difference)
    }
}
