#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Checks that every active required constraint holds in the solved frames, reading each attribute in the
/// coordinate space of the constraint's nearest common ancestor (docs/UIKIT_SEMANTICS.md), independently of the
/// engine. Layouts are left to right; margins and baselines are not read (the hunt makes none).
enum RequiredConstraintCheck {
    /// How far a required constraint may be off: a thousandth of a point plus 1e-7 of the values compared (a
    /// long line reaches hundreds of thousands of points).
    static func tolerance(for magnitude: CGFloat) -> CGFloat {
        1e-3 + 1e-7 * magnitude
    }

    /// Describes the first active required constraint of `constraints` that the frames break, and how many do;
    /// `nil` when all hold.
    static func firstViolation(in constraints: [NSLayoutConstraint]) -> String? {
        var broken = 0
        var first: String?
        for constraint in constraints where constraint.isActive && constraint.priority == .required {
            guard let (lhs, rhs) = sides(of: constraint) else { continue }
            let excess: CGFloat
            switch constraint.relation {
            case .equal: excess = abs(lhs - rhs)
            case .lessThanOrEqual: excess = lhs - rhs
            case .greaterThanOrEqual: excess = rhs - lhs
            }
            if !(excess <= tolerance(for: max(abs(lhs), abs(rhs)))) {
                broken += 1
                if first == nil { first = "\(constraint) is off by \(excess) (\(lhs) vs \(rhs))" }
            }
        }
        guard let first else { return nil }
        return "\(broken) required constraint(s) broken; first: \(first)"
    }

    /// The two sides of `constraint` (`first.attribute` and `multiplier × second.attribute + constant`) in the
    /// coordinate space of its nearest common ancestor, or `nil` when an item is outside any hierarchy.
    static func sides(of constraint: NSLayoutConstraint) -> (CGFloat, CGFloat)? {
        guard let firstItem = constraint.firstItem, let firstView = holdingView(of: firstItem) else { return nil }
        var space = firstView
        if let secondItem = constraint.secondItem {
            guard let secondView = holdingView(of: secondItem),
                let common = nearestCommonAncestor(firstView, secondView)
            else { return nil }
            space = common
        }
        guard let lhs = value(constraint.firstAttribute, of: firstItem, in: space) else { return nil }
        var rhs = constraint.constant
        if let secondItem = constraint.secondItem {
            guard let value = value(constraint.secondAttribute, of: secondItem, in: space) else { return nil }
            rhs += constraint.multiplier * value
        }
        return (lhs, rhs)
    }

    /// The view that holds a layout item: the view itself, or a guide's owning view.
    private static func holdingView(of item: AnyObject) -> HeadlessView? {
        if let view = item as? HeadlessView { return view }
        return (item as? HeadlessLayoutGuide)?.owningView
    }

    /// The nearest common ancestor of two views (a view is its own ancestor), if they share a root.
    private static func nearestCommonAncestor(_ first: HeadlessView, _ second: HeadlessView) -> HeadlessView? {
        var ancestors: Set<ObjectIdentifier> = []
        var current: HeadlessView? = second
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = first
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// The origin of `view` in its root's coordinate space (the sum of the frame origins up to the root).
    private static func absoluteOrigin(of view: HeadlessView) -> CGPoint {
        var origin = CGPoint.zero
        var current: HeadlessView? = view
        while let next = current {
            origin.x += next.frame.origin.x
            origin.y += next.frame.origin.y
            current = next.superview
        }
        return origin
    }

    /// The value of `attribute` of `item` read in `space`, from the raw origin and size (never standardised).
    private static func value(
        _ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in space: HeadlessView
    ) -> CGFloat? {
        var rect: CGRect
        if let view = item as? HeadlessView {
            rect = CGRect(origin: absoluteOrigin(of: view), size: view.frame.size)
        } else if let guide = item as? HeadlessLayoutGuide, let owner = guide.owningView {
            let frame = guide.layoutFrame
            let origin = absoluteOrigin(of: owner)
            rect = CGRect(
                x: origin.x + frame.origin.x, y: origin.y + frame.origin.y, width: frame.size.width,
                height: frame.size.height)
        } else {
            return nil
        }
        let spaceOrigin = absoluteOrigin(of: space)
        rect.origin.x -= spaceOrigin.x
        rect.origin.y -= spaceOrigin.y
        let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .top: return y
        case .bottom: return y + height
        case .centerX: return x + width / 2
        case .centerY: return y + height / 2
        case .width: return width
        case .height: return height
        default: return nil
        }
    }
}
#endif
