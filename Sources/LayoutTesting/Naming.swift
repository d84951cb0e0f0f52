#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout

/// How LayoutTesting names views: deterministically, without addresses.
enum ViewNaming {
    /// The view's `accessibilityIdentifier`, or its type and index among its superview's subviews
    /// (`HeadlessView#2`; a root is just its type).
    static func name(of view: HeadlessView) -> String {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        let type = String(describing: Swift.type(of: view))
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view })
        else { return type }
        return "\(type)#\(index)"
    }

    /// The name of a constraint's item: a view's ``name(of:)``, a guide as `owner.safeArea`, `owner.margins` or
    /// `owner.guide`.
    static func name(of item: AnyObject?) -> String {
        if let view = item as? HeadlessView { return name(of: view) }
        if let guide = item as? HeadlessLayoutGuide {
            let owner = guide.owningView.map(name(of:)) ?? "(no view)"
            if let owningView = guide.owningView {
                if guide === owningView.safeAreaLayoutGuide { return "\(owner).safeArea" }
                if guide === owningView.layoutMarginsGuide { return "\(owner).margins" }
            }
            return guide.identifier.isEmpty ? "\(owner).guide" : "\(owner).\(guide.identifier)"
        }
        return "(nil)"
    }
}

/// Numbers and rectangles as snapshots print them.
enum Number {
    /// Rounded to 0.01, without a fraction when whole, never `-0`.
    static func text(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    /// `(x, y, width, height)`.
    static func rect(_ rect: CGRect) -> String {
        "(\(text(rect.origin.x)), \(text(rect.origin.y)), \(text(rect.size.width)), \(text(rect.size.height)))"
    }
}

/// Constraints as snapshots and findings print them: names instead of addresses, the call site when recorded.
enum ConstraintText {
    /// `avatar.width == 64 @750   ProfileHeader.swift:12 avatar.autoSetDimension(.width, toSize: 64)`.
    static func line(for constraint: NSLayoutConstraint) -> String {
        var text = equation(of: constraint)
        if let identifier = constraint.identifier { text += " '\(identifier)'" }
        if let site = constraint.callSite { text += "   \(site.summary(for: constraint))" }
        return text
    }

    /// `first.attribute == 0.5*second.attribute + 8 @750`.
    static func equation(of constraint: NSLayoutConstraint) -> String {
        var text = "\(ViewNaming.name(of: constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            if constraint.multiplier != 1 { text += "\(Number.text(constraint.multiplier))*" }
            text += "\(ViewNaming.name(of: second)).\(constraint.secondAttribute)"
            if constraint.constant > 0 { text += " + \(Number.text(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(Number.text(-constraint.constant))" }
        } else {
            text += Number.text(constraint.constant)
        }
        if constraint.priority.rawValue < 1000 { text += " @\(Number.text(CGFloat(constraint.priority.rawValue)))" }
        return text
    }
}
#endif
