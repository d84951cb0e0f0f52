#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Makes a recipe's constraints in its ``HuntConstraintStyle``, gives each optional one the recipe's next
/// priority, and keeps every constraint it made (in order) for the checks after each step.
final class HuntConstraintMaker {
    /// How constraints are made and activated.
    let style: HuntConstraintStyle
    /// The priorities of optional constraints.
    let priorities: HuntPriorities
    /// Every constraint made (or handed over with ``record(_:)``), in order.
    private(set) var made: [NSLayoutConstraint] = []
    /// ``HuntConstraintStyle/batch``: the constraints made since the last ``activatePending()``.
    private var pending: [NSLayoutConstraint] = []
    /// How many optional priorities were handed out.
    private var optionalCount = 0

    /// A maker for `style` and `priorities`.
    init(style: HuntConstraintStyle, priorities: HuntPriorities) {
        self.style = style
        self.priorities = priorities
    }

    /// The next optional priority of the recipe.
    func nextOptionalPriority() -> UILayoutPriority {
        defer { optionalCount += 1 }
        return priorities.priority(optionalCount)
    }

    /// Makes `item.attribute (relation) other.otherAttribute × multiplier + constant`, required or at the next
    /// optional priority, and activates it now (or at ``activatePending()`` in the batch style). Multipliers
    /// other than 1 are only used between dimensions, with a constant of 0.
    @discardableResult
    func make(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
        _ other: AnyObject? = nil, _ otherAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, optional: Bool = false
    ) -> NSLayoutConstraint {
        let priority = optional ? nextOptionalPriority() : .required
        let constraint: NSLayoutConstraint
        if style == .pureLayout, let view = item as? HeadlessView, other == nil || other is HeadlessView {
            constraint = NSLayoutConstraint.autoSetPriority(priority) {
                pureLayoutCall(
                    view, attribute, relation, other as? HeadlessView, otherAttribute, multiplier: multiplier,
                    constant: constant)
            }
        } else {
            constraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                multiplier: multiplier, constant: constant)
            if optional { constraint.priority = priority }
            if style == .batch {
                pending.append(constraint)
            } else {
                constraint.isActive = true
            }
        }
        made.append(constraint)
        return constraint
    }

    /// The PureLayout call that makes the constraint ``make(_:_:_:_:_:multiplier:constant:optional:)`` describes.
    private func pureLayoutCall(
        _ view: HeadlessView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ other: HeadlessView?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        let first = ALAttribute(rawValue: attribute.rawValue)!
        guard let other else {
            return view.autoSetDimension(
                ALDimension(rawValue: attribute.rawValue)!, toSize: constant, relation: relation)
        }
        let second = ALAttribute(rawValue: otherAttribute.rawValue)!
        if multiplier != 1 {
            return view.autoMatch(
                ALDimension(rawValue: attribute.rawValue)!, to: ALDimension(rawValue: otherAttribute.rawValue)!,
                of: other, withMultiplier: multiplier, relation: relation)
        }
        return view.autoConstrainAttribute(first, to: second, of: other, withOffset: constant, relation: relation)
    }

    /// Keeps constraints made elsewhere (by a PureLayout distribution) for the checks.
    func record(_ constraints: [NSLayoutConstraint]) {
        made.append(contentsOf: constraints)
    }

    /// Batch style: activates every constraint made since the last call, in one `NSLayoutConstraint.activate`.
    func activatePending() {
        guard !pending.isEmpty else { return }
        NSLayoutConstraint.activate(pending)
        pending.removeAll()
    }

    /// Deactivates `constraints` the style's way: `NSLayoutConstraint.deactivate`, `isActive = false` one by one,
    /// or `autoRemoveConstraints()`.
    func deactivate(_ constraints: [NSLayoutConstraint]) {
        switch style {
        case .batch: NSLayoutConstraint.deactivate(constraints)
        case .oneByOne: for constraint in constraints { constraint.isActive = false }
        case .pureLayout: constraints.autoRemoveConstraints()
        }
    }

    /// Activates `constraints` the style's way: `NSLayoutConstraint.activate`, `isActive = true` one by one, or
    /// `autoInstallConstraints()`.
    func activate(_ constraints: [NSLayoutConstraint]) {
        switch style {
        case .batch: NSLayoutConstraint.activate(constraints)
        case .oneByOne: for constraint in constraints { constraint.isActive = true }
        case .pureLayout: constraints.autoInstallConstraints()
        }
    }
}
#endif
