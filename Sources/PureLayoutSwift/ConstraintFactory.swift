import Foundation

/// One side of a constraint: an item (a view or a layout guide), the attribute of it, and the view that stands for
/// the item in the view hierarchy.
struct LayoutTarget {
    /// The view or layout guide.
    let item: AnyObject
    /// The attribute of `item`.
    let attribute: NSLayoutConstraint.Attribute
    /// `item` itself when it is a view, or the view that a layout guide `item` belongs to.
    let owner: ALView
}

/// Builds the constraints of the PureLayout API with the item/attribute initializer and sends each through
/// ``ConstraintFunnel``; refuses attribute pairings that Apple's initializer rejects.
enum ConstraintFactory {
    /// The item and attribute that stand for `attribute` of `view`: the view with the attribute, or for margin
    /// attributes what the platform uses for margins; `nil` where the platform has no margins.
    @inline(__always)
    static func target(_ attribute: ALAttribute, of view: ALView) -> LayoutTarget? {
        guard attribute.isMarginAttribute else {
            return LayoutTarget(item: view, attribute: attribute.boundsLayoutAttribute, owner: view)
        }
        return PlatformLayout.marginTarget(attribute, of: view)
    }

    /// Makes `view.attribute (relation) other.otherAttribute × multiplier + constant` and sends it through the
    /// funnel; reports a failure and returns an inactive placeholder when the pairing is invalid.
    @inline(__always)
    static func relate(
        _ view: ALView, _ attribute: ALAttribute, _ relation: NSLayoutConstraint.Relation,
        to other: ALView, _ otherAttribute: ALAttribute,
        multiplier: CGFloat, constant: CGFloat, call: APICall
    ) -> NSLayoutConstraint {
        guard isValidPairing(attribute, otherAttribute) else {
            return reportInvalidPairing(view, attribute, to: other, otherAttribute, call: call)
        }
        if !attribute.isMarginAttribute && !otherAttribute.isMarginAttribute {
            // The common case: the views themselves are the items. Making no `LayoutTarget` saves retaining and
            // releasing each view twice per constraint.
            return make(
                view, attribute.boundsLayoutAttribute, relation, to: other, otherAttribute.boundsLayoutAttribute,
                multiplier: multiplier, constant: constant, itemViews: .known(first: view, second: other), call: call)
        }
        guard let first = target(attribute, of: view), let second = target(otherAttribute, of: other) else {
            reportMarginsUnsupported(view: view, call: call)
            return inertPlaceholder(for: view, attribute: attribute.boundsLayoutAttribute, call: call)
        }
        return relate(view, first, relation, to: second, multiplier: multiplier, constant: constant, call: call)
    }

    /// Reports why `view.attribute` cannot be related to `other.otherAttribute` and returns a placeholder.
    @inline(never)
    private static func reportInvalidPairing(
        _ view: ALView, _ attribute: ALAttribute, to other: ALView, _ otherAttribute: ALAttribute, call: APICall
    ) -> NSLayoutConstraint {
        PureLayoutFailure.report(
            .invalidAttribute, call: call, views: [view, other],
            problem: pairingProblem(attribute, otherAttribute) ?? "\(attribute) cannot be related to \(otherAttribute)",
            fix: "relate sizes to sizes, and leading/trailing or left/right attributes within one family")
        return inertPlaceholder(for: view, attribute: attribute.boundsLayoutAttribute, call: call)
    }

    /// Makes `first (relation) second × multiplier + constant` for the receiver `view` and sends it through the
    /// funnel.
    /// - Parameter oneHierarchy: Whether the targets' owners are in one view hierarchy by construction (a view and
    ///   its superview), so installing needs no check.
    @inline(__always)
    static func relate(
        _ view: ALView, _ first: LayoutTarget, _ relation: NSLayoutConstraint.Relation, to second: LayoutTarget,
        multiplier: CGFloat, constant: CGFloat, call: APICall, oneHierarchy: Bool = false
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first.item, attribute: first.attribute, relatedBy: relation,
            toItem: second.item, attribute: second.attribute, multiplier: multiplier, constant: constant)
        return ConstraintFunnel.finalize(
            constraint, receiver: view,
            itemViews: oneHierarchy ? .oneHierarchy : .known(first: first.owner, second: second.owner), call: call)
    }

    /// Makes `view.attribute (relation) item.itemAttribute × multiplier + constant`, with `view` itself as the
    /// first item, and sends it through the funnel.
    @inline(__always)
    static func make(
        _ view: ALView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        to item: AnyObject?, _ itemAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
        itemViews: ConstraintFunnel.ItemViews, call: APICall
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation,
            toItem: item, attribute: itemAttribute, multiplier: multiplier, constant: constant)
        return ConstraintFunnel.finalize(constraint, receiver: view, itemViews: itemViews, call: call)
    }

    /// Makes `view.dimension (relation) size` (no second item, `.notAnAttribute`, multiplier 0) and sends it
    /// through the funnel.
    static func setDimension(
        _ view: ALView, _ dimension: ALDimension, _ relation: NSLayoutConstraint.Relation, to size: CGFloat,
        call: APICall
    ) -> NSLayoutConstraint {
        make(
            view, dimension.layoutAttribute, relation, to: nil, .notAnAttribute, multiplier: 0, constant: size,
            itemViews: .known(first: view, second: nil), call: call)
    }

    /// An inactive constraint that stands in for one that could not be made: `view.attribute == view.attribute`,
    /// which holds whatever the layout, identified as a placeholder of `call`. It never enters the funnel, so it
    /// is neither installed nor captured by a creation scope.
    static func inertPlaceholder(
        for view: ALView, attribute: NSLayoutConstraint.Attribute, call: APICall
    ) -> NSLayoutConstraint {
        let placeholder = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: .equal,
            toItem: view, attribute: attribute, multiplier: 1, constant: 0)
        placeholder.identifier = "PureLayoutSwift placeholder for failed \(call)"
        return placeholder
    }

    /// Reports that margin attributes are unavailable (AppKit before macOS 11).
    static func reportMarginsUnsupported(view: ALView, call: APICall) {
        PureLayoutFailure.report(
            .unsupportedOnPlatform, call: call, views: [view],
            problem: "layout margins are not available on this platform version",
            fix: "use margin attributes on iOS, tvOS, HeadlessLayout or macOS 11 and later")
    }

    /// Whether Apple's initializer accepts relating `attribute` to `otherAttribute` (``pairingProblem(_:_:)`` is
    /// `nil`): not a size paired with a location, nor left/right paired with leading/trailing.
    @inline(__always)
    static func isValidPairing(_ attribute: ALAttribute, _ otherAttribute: ALAttribute) -> Bool {
        attribute.isDimension == otherAttribute.isDimension
            && !mixesDirectionFamilies(attribute.horizontalDirection, otherAttribute.horizontalDirection)
    }

    /// Whether one direction is left/right (absolute) and the other leading/trailing (relative).
    @inline(__always)
    private static func mixesDirectionFamilies(
        _ direction: ALAttribute.HorizontalDirection, _ otherDirection: ALAttribute.HorizontalDirection
    ) -> Bool {
        (direction == .absolute && otherDirection == .relative) || (direction == .relative && otherDirection == .absolute)
    }

    /// Why Apple's initializer would reject relating `attribute` to `otherAttribute`, or `nil` when it accepts it:
    /// a size paired with a location, or left/right paired with leading/trailing.
    static func pairingProblem(_ attribute: ALAttribute, _ otherAttribute: ALAttribute) -> String? {
        if attribute.isDimension != otherAttribute.isDimension {
            return "\(attribute) cannot be related to \(otherAttribute): a size cannot be paired with a location"
        }
        if mixesDirectionFamilies(attribute.horizontalDirection, otherAttribute.horizontalDirection) {
            return "\(attribute) cannot be related to \(otherAttribute): left/right cannot be paired with leading/trailing"
        }
        return nil
    }
}

extension ALAttribute {
    /// How an attribute reads the horizontal direction of the layout.
    enum HorizontalDirection {
        /// Left and right edges and margins: fixed whatever the layout direction.
        case absolute
        /// Leading and trailing edges and margins: mirrored in right-to-left layouts.
        case relative
        /// Every other attribute.
        case neutral
    }

    /// Whether this attribute is a left/right (absolute) or leading/trailing (relative) one.
    var horizontalDirection: HorizontalDirection {
        switch self {
        case .left, .right, .marginLeft, .marginRight: .absolute
        case .leading, .trailing, .marginLeading, .marginTrailing: .relative
        default: .neutral
        }
    }
}
