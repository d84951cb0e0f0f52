#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout

/// Finds required constraints that the solved frames do not satisfy, by evaluating both sides in the root
/// view's coordinates. Edges, centers and sizes are evaluated; margin and baseline attributes are skipped.
enum BrokenConstraint {
    /// A finding when `constraint` is active, required and off by more than ``LayoutChecks/tolerance``.
    static func finding(for constraint: NSLayoutConstraint) -> LayoutFinding? {
        guard constraint.isActive, constraint.priority.rawValue >= 1000,
            let first = value(of: constraint.firstItem, constraint.firstAttribute)
        else { return nil }
        var second: CGFloat = 0
        if constraint.secondAttribute != .notAnAttribute {
            guard let value = value(of: constraint.secondItem, constraint.secondAttribute) else { return nil }
            second = value
        }
        let target = second * constraint.multiplier + constraint.constant
        let tolerance = LayoutChecks.tolerance
        let holds = switch constraint.relation {
        case .equal: abs(first - target) <= tolerance
        case .lessThanOrEqual: first <= target + tolerance
        case .greaterThanOrEqual: first >= target - tolerance
        }
        guard !holds else { return nil }
        return LayoutFinding(
            kind: .brokenConstraint, view: ViewNaming.name(of: constraint.firstItem),
            message: "\(ConstraintText.line(for: constraint)) does not hold: the left side is \(Number.text(first)), "
                + "the right side \(Number.text(target))")
    }

    /// The value of `attribute` of a view or layout guide, in root coordinates; `nil` for attributes not
    /// evaluated.
    static func value(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        let rect: CGRect
        let view: HeadlessView
        if let item = item as? HeadlessView {
            view = item
            rect = rectInRoot(of: item)
        } else if let guide = item as? HeadlessLayoutGuide, let owner = guide.owningView {
            view = owner
            let ownerRect = rectInRoot(of: owner)
            rect = guide.layoutFrame.offsetBy(
                dx: ownerRect.minX - owner.bounds.minX, dy: ownerRect.minY - owner.bounds.minY)
        } else {
            return nil
        }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        // Right to left, leading and trailing run from right to left: positions are mirrored (negated), so
        // `a.leading == b.leading + 16` reads 16 points inward as it does left to right.
        case .leading: return rightToLeft ? -rect.maxX : rect.minX
        case .trailing: return rightToLeft ? -rect.minX : rect.maxX
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }

    /// The view's rectangle in the root view's bounds coordinates (the root's own is its bounds).
    static func rectInRoot(of view: HeadlessView) -> CGRect {
        guard view.superview != nil else { return view.bounds }
        var origin = view.frame.origin
        var current = view
        while let superview = current.superview, superview.superview != nil {
            origin.x += superview.frame.minX - superview.bounds.minX
            origin.y += superview.frame.minY - superview.bounds.minY
            current = superview
        }
        return CGRect(origin: origin, size: view.frame.size)
    }
}
#endif
