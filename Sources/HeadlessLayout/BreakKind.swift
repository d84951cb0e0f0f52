import Foundation

/// What tells apart the constraints ``LayoutEngine/breakable(among:spacingsFirst:skipping:)`` chooses among when one
/// of a kind did not suffice: their attributes, relation, and whether one item holds the other (an inset) or not
/// (a spacing between siblings, a match).
struct BreakKind: Hashable {
    /// The constraint's first attribute.
    let first: NSLayoutConstraint.Attribute
    /// Its second attribute (`.notAnAttribute` for a constant).
    let second: NSLayoutConstraint.Attribute
    /// Its relation.
    let relation: NSLayoutConstraint.Relation
    /// 0 when neither item holds the other, 1 when the second item holds the first (its superview, or a guide's owning view), 2 the other way round.
    let containment: Int8

    /// How much of a deficit one of this kind can absorb when broken, most first: 0 for a spacing between items that
    /// do not hold one another (any deficit), 1 for an inset (no more than the holder's size), 2 for a size.
    var absorbingOrder: Int {
        let setsSize = first.isSize && (second == .notAnAttribute || second.isSize)
        return (setsSize ? 2 : 0) + (containment != 0 ? 1 : 0)
    }

    /// The kind of `constraint`.
    init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstAttribute
        second = constraint.secondAttribute
        relation = constraint.relation
        func container(of item: (any LayoutItem)?) -> HeadlessView? {
            guard let item else { return nil }
            if let view = item as? HeadlessView { return view.superview }
            return item.hostView
        }
        let firstItem = constraint.firstLayoutItem
        let secondItem = constraint.secondLayoutItem
        if let secondItem, container(of: firstItem) === secondItem {
            containment = 1
        } else if let firstItem, container(of: secondItem) === firstItem {
            containment = 2
        } else {
            containment = 0
        }
    }
}
