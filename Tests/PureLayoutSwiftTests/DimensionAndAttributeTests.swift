#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §4 "Dimensions" (multiplier 0, no second item, `.notAnAttribute`) and "Any attribute".
@Suite("Dimensions and any attribute")
struct DimensionAndAttributeTests {
    @Test("autoSetDimensions(to:) makes [width, height] with no second item and multiplier 0")
    func setDimensions() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraints = view.autoSetDimensions(to: CGSize(width: 120, height: 45))
        #expect(constraints.count == 2)
        if constraints.count == 2 {
            expectConstraint(constraints[0], first: (view, .width), second: nil, multiplier: 0, constant: 120,
                             installedOn: view)
            expectConstraint(constraints[1], first: (view, .height), second: nil, multiplier: 0, constant: 45,
                             installedOn: view)
        }
        expectAutoresizingOff([view], untouched: [container])
        scaffold(view, .left, to: container, .left, constant: 1)
        scaffold(view, .top, to: container, .top, constant: 2)
        layOut(container)
        expectFrame(view, x: 1, y: 2, width: 120, height: 45)
    }

    @Test("autoSetDimension(_:toSize:) installs on the view itself", arguments: Dimension.allCases)
    func setDimension(dimension: Dimension) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoSetDimension(dimension.al, toSize: 77)
        expectConstraint(constraint, first: (view, dimension.attribute), second: nil, multiplier: 0, constant: 77,
                         installedOn: view)
        scaffoldFrame(view, CGRect(x: 0, y: 0, width: 77, height: 77))
        layOut(container)
        expectClose(dimension.value(in: view.frame), 77, "size")
    }

    @Test("autoSetDimension(_:toSize:relation:) keeps the relation (no swap)",
          arguments: Dimension.allCases, Relation.allCases)
    func setDimensionWithRelation(dimension: Dimension, relation: Relation) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoSetDimension(dimension.al, toSize: 200, relation: relation.ns)
        expectConstraint(constraint, first: (view, dimension.attribute), relation: relation, second: nil,
                         multiplier: 0, constant: 200, installedOn: view)
        // A weak pull the relation resists: ≤ caps a pull to 300, ≥ floors a pull to 100.
        let pull: CGFloat = relation == .greaterThanOrEqual ? 100 : 300
        scaffold(view, dimension.attribute, to: nil, constant: pull, priority: 250)
        let other: Dimension = dimension == .width ? .height : .width
        scaffold(view, other.attribute, to: nil, constant: 10)
        scaffold(view, .left, to: container, .left)
        scaffold(view, .top, to: container, .top)
        layOut(container)
        expectClose(dimension.value(in: view.frame), 200, "size")
    }

    @Test("autoConstrainAttribute(_:to:of:) maps every ALAttribute to its layout attribute",
          arguments: Attribute.allCases)
    func constrainEveryAttribute(attribute: Attribute) {
        let container = makeContainer()
        let other = makeSubview(in: container)
        let view = makeSubview(in: container)
        let constraint = view.autoConstrainAttribute(attribute.al, to: attribute.al, of: other)
        expectConstraint(constraint, first: (view, attribute.attribute), second: (other, attribute.attribute),
                         installedOn: container)
        expectAutoresizingOff([view], untouched: [container])
    }

    @Test("autoConstrainAttribute(_:to:of:) allows cross-type pairs: leading to the vertical axis")
    func constrainLeadingToVerticalAxis() {
        let container = makeContainer()
        let other = makeSubview(in: container)
        scaffoldFrame(other, CGRect(x: 300, y: 200, width: 200, height: 100))
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 50, height: 40)
        scaffold(view, .top, to: container, .top)
        let constraint = view.autoConstrainAttribute(.leading, to: .vertical, of: other)
        expectConstraint(constraint, first: (view, .leading), second: (other, .centerX), installedOn: container)
        layOut(container)
        expectFrame(view, x: 400, y: 0, width: 50, height: 40)
    }

    @Test("autoConstrainAttribute(_:to:of:withOffset:) and …relation: keep offset and relation as given",
          arguments: Relation.allCases)
    func constrainAttributeWithOffset(relation: Relation) {
        let container = makeContainer()
        let other = makeSubview(in: container)
        scaffoldFrame(other, CGRect(x: 300, y: 200, width: 200, height: 100))
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 50, height: 40)
        let offsetOnly = view.autoConstrainAttribute(.bottom, to: .horizontal, of: other, withOffset: -5)
        expectConstraint(offsetOnly, first: (view, .bottom), second: (other, .centerY), constant: -5,
                         installedOn: container)
        let related = view.autoConstrainAttribute(.trailing, to: .marginLeading, of: other, withOffset: 10,
                                                  relation: relation.ns)
        expectConstraint(related, first: (view, .trailing), relation: relation, second: (other, .leadingMargin),
                         constant: 10, installedOn: container)
        // A weak pull past the bound shows which side the inequality keeps.
        let pull: CGFloat = relation == .greaterThanOrEqual ? -50 : 50
        scaffold(view, .trailing, to: other, .leadingMargin, constant: 10 + pull, priority: 250)
        layOut(container)
        // other's leading margin is 300 + 8; the view's bottom sits 5 above other's centerY (250).
        expectFrame(view, x: 318 - 50, y: 205, width: 50, height: 40)
    }

    @Test("autoConstrainAttribute(_:to:of:withMultiplier:) and …relation: keep multiplier and relation",
          arguments: Relation.allCases)
    func constrainAttributeWithMultiplier(relation: Relation) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 50, height: 40)
        let multiplierOnly = view.autoConstrainAttribute(.top, to: .horizontal, of: container, withMultiplier: 0.5)
        expectConstraint(multiplierOnly, first: (view, .top), second: (container, .centerY), multiplier: 0.5,
                         installedOn: container)
        let related = view.autoConstrainAttribute(.left, to: .right, of: container, withMultiplier: 0.3,
                                                  relation: relation.ns)
        expectConstraint(related, first: (view, .left), relation: relation, second: (container, .right),
                         multiplier: 0.3, installedOn: container)
        let pull: CGFloat = relation == .greaterThanOrEqual ? 0 : 600
        scaffold(view, .left, to: container, .left, constant: pull, priority: 250)
        layOut(container)
        expectFrame(view, x: 300, y: 250, width: 50, height: 40)
    }

    @Test("Margin attributes of the receiver work on either side")
    func receiverMarginAttribute() {
        let container = makeContainer()
        let other = makeSubview(in: container)
        scaffoldFrame(other, CGRect(x: 300, y: 200, width: 200, height: 100))
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 50, height: 40)
        let constraint = view.autoConstrainAttribute(.marginLeft, to: .left, of: other)
        let vertical = view.autoConstrainAttribute(.marginAxisHorizontal, to: .marginTop, of: other)
        expectConstraint(constraint, first: (view, .leftMargin), second: (other, .left), installedOn: container)
        expectConstraint(vertical, first: (view, .centerYWithinMargins), second: (other, .topMargin),
                         installedOn: container)
        layOut(container)
        // view.leftMargin = x + 8 = 300; view's margin centre = y + 8 + (40 − 16) / 2 = other.top + 8 = 208.
        expectFrame(view, x: 292, y: 188, width: 50, height: 40)
    }
}
#endif
