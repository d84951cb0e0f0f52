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
        return guide.layoutFrame.offsetBy(dx: ownerFrame.minX, dy: ownerFrame.minY)
    }
    return nil
}

/// The value of `attribute` of `item`, read in the coordinate space of `space` (the common ancestor), with
/// leading/trailing lowered for `direction`.
func attributeValue(
    _ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in space: HeadlessView,
    direction: UIUserInterfaceLayoutDirection
) -> CGFloat? {
    guard let itemFrame = absoluteFrame(ofItem: item) else { return nil }
    let spaceFrame = absoluteFrame(of: space)
    var rect = itemFrame.offsetBy(dx: -spaceFrame.minX, dy: -spaceFrame.minY)
    let view = item as? HeadlessView
    let marginAttributes: [NSLayoutConstraint.Attribute] = [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]
    if marginAttributes.contains(attribute) {
        guard let view else { return nil }
        let margins = view.layoutMargins
        rect = CGRect(
            x: rect.minX + margins.left, y: rect.minY + margins.top,
            width: rect.width - margins.left - margins.right, height: rect.height - margins.top - margins.bottom)
    }
    let spaceWidth = spaceFrame.width
    let isRightToLeft = direction == .rightToLeft
    switch attribute {
    case .left, .leftMargin: return rect.minX
    case .right, .rightMargin: return rect.maxX
    case .top, .topMargin: return rect.minY
    case .bottom, .bottomMargin: return rect.maxY
    case .centerX, .centerXWithinMargins: return rect.midX
    case .centerY, .centerYWithinMargins: return rect.midY
    case .width: return rect.width
    case .height: return rect.height
    // Right-to-left mirrors the axis inside the common ancestor: a positive distance points toward trailing.
    case .leading, .leadingMargin: return isRightToLeft ? spaceWidth - rect.maxX : rect.minX
    case .trailing, .trailingMargin: return isRightToLeft ? spaceWidth - rect.minX : rect.maxX
    case .firstBaseline: return rect.minY + (view?.firstBaselineOffsetFromTop ?? 0)
    case .lastBaseline: return rect.maxY - (view?.lastBaselineOffsetFromBottom ?? 0)
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
