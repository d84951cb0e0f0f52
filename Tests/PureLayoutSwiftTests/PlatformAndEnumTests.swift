#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §1 (platform types, priorities) and §2 (frozen enums with `NSLayoutConstraint.Attribute` raw values).
@Suite("Platform types and enums")
struct PlatformAndEnumTests {
    @Test("The platform aliases name the HeadlessLayout types")
    func platformAliases() {
        #expect(ObjectIdentifier(ALView.self) == ObjectIdentifier(HeadlessView.self))
        #expect(ObjectIdentifier(ALView.self) == ObjectIdentifier(UIView.self))
        #expect(ObjectIdentifier(ALEdgeInsets.self) == ObjectIdentifier(UIEdgeInsets.self))
        #expect(ObjectIdentifier(ALLayoutPriority.self) == ObjectIdentifier(UILayoutPriority.self))
        #expect(ObjectIdentifier(ALLayoutConstraintAxis.self) == ObjectIdentifier(NSLayoutConstraint.Axis.self))
    }

    @Test("Priority levels are 1000, 750, 250 and 50")
    func priorityLevels() {
        #expect(ALLayoutPriority.required.rawValue == 1000)
        #expect(ALLayoutPriority.defaultHigh.rawValue == 750)
        #expect(ALLayoutPriority.defaultLow.rawValue == 250)
        #expect(ALLayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test("NSLayoutConstraint.Attribute raw values", arguments: Attribute.allCases)
    func layoutAttributeRawValues(attribute: Attribute) {
        #expect(attribute.attribute.rawValue == attribute.expectedRawValue)
    }

    @Test("notAnAttribute is 0")
    func notAnAttributeRawValue() {
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
    }

    @Test("ALAttribute raw values equal the layout attribute raw values", arguments: Attribute.allCases)
    func attributeRawValues(attribute: Attribute) {
        #expect(Int(attribute.al.rawValue) == attribute.expectedRawValue)
        #expect(Int(attribute.al.rawValue) == attribute.attribute.rawValue)
        #expect(ALAttribute(rawValue: attribute.al.rawValue) == attribute.al)
    }

    @Test("ALEdge converts to ALAttribute losslessly", arguments: Edge.allCases)
    func edgeRawValues(edge: Edge) {
        #expect(Int(edge.al.rawValue) == edge.attribute.rawValue)
        let attribute = ALAttribute(rawValue: edge.al.rawValue)
        #expect(attribute != nil)
        #expect(attribute.map { Int($0.rawValue) } == edge.attribute.rawValue)
    }

    @Test("ALAxis converts to ALAttribute losslessly", arguments: Axis.allCases)
    func axisRawValues(axis: Axis) {
        #expect(Int(axis.al.rawValue) == axis.attribute.rawValue)
        #expect(ALAttribute(rawValue: axis.al.rawValue) != nil)
    }

    @Test("ALDimension converts to ALAttribute losslessly", arguments: Dimension.allCases)
    func dimensionRawValues(dimension: Dimension) {
        #expect(Int(dimension.al.rawValue) == dimension.attribute.rawValue)
        #expect(ALAttribute(rawValue: dimension.al.rawValue) != nil)
    }

    @Test("ALMargin and ALMarginAxis raw values equal the margin attributes")
    func marginRawValues() {
        let margins: [(ALMargin, NSLayoutConstraint.Attribute)] = [
            (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
            (.leading, .leadingMargin), (.trailing, .trailingMargin),
        ]
        for (margin, attribute) in margins {
            #expect(Int(margin.rawValue) == attribute.rawValue)
            #expect(ALAttribute(rawValue: margin.rawValue) != nil)
        }
        #expect(Int(ALMarginAxis.vertical.rawValue) == NSLayoutConstraint.Attribute.centerXWithinMargins.rawValue)
        #expect(Int(ALMarginAxis.horizontal.rawValue) == NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue)
    }

    @Test("ALAttribute(_:) converts every specific enum to the attribute with the same raw value")
    func attributeConversions() {
        for edge in Edge.allCases {
            #expect(ALAttribute(edge.al).rawValue == edge.al.rawValue)
        }
        for axis in Axis.allCases {
            #expect(ALAttribute(axis.al).rawValue == axis.al.rawValue)
        }
        for dimension in Dimension.allCases {
            #expect(ALAttribute(dimension.al).rawValue == dimension.al.rawValue)
        }
        let margins: [ALMargin] = [.left, .right, .top, .bottom, .leading, .trailing]
        for margin in margins {
            #expect(ALAttribute(margin).rawValue == margin.rawValue)
        }
        #expect(ALAttribute(ALMarginAxis.vertical) == .marginAxisVertical)
        #expect(ALAttribute(ALMarginAxis.horizontal) == .marginAxisHorizontal)
    }

    @Test("lastBaseline is an alias of baseline")
    func baselineAliases() {
        #expect(ALAxis.lastBaseline == ALAxis.baseline)
        #expect(ALAttribute.lastBaseline == ALAttribute.baseline)
        #expect(Int(ALAxis.baseline.rawValue) == 11)
        #expect(Int(ALAxis.firstBaseline.rawValue) == 12)
    }

    @Test("The axis enum's vertical is the centerX line, horizontal the centerY line")
    func axisLines() {
        #expect(Int(ALAxis.vertical.rawValue) == NSLayoutConstraint.Attribute.centerX.rawValue)
        #expect(Int(ALAxis.horizontal.rawValue) == NSLayoutConstraint.Attribute.centerY.rawValue)
    }
}
#endif
