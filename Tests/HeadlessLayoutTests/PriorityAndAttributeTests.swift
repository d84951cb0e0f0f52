import Foundation
import HeadlessLayout
import Testing

/// `UILayoutPriority` values and arithmetic, and the raw values of the constraint enums (they match UIKit's).
@Suite("Priorities and attribute values")
struct PriorityAndAttributeTests {
    @Test(
        "Named priorities have UIKit's raw values",
        arguments: [
            (UILayoutPriority.required, Float(1000)),
            (UILayoutPriority.defaultHigh, Float(750)),
            (UILayoutPriority.defaultLow, Float(250)),
            (UILayoutPriority.fittingSizeLevel, Float(50)),
            (UILayoutPriority.dragThatCanResizeScene, Float(510)),
            (UILayoutPriority.sceneSizeStayPut, Float(500)),
            (UILayoutPriority.dragThatCannotResizeScene, Float(490)),
        ])
    func namedPriorities(priority: UILayoutPriority, rawValue: Float) {
        #expect(priority.rawValue == rawValue)
    }

    @Test("Priority initialisers, arithmetic and comparisons")
    func priorityArithmetic() {
        #expect(UILayoutPriority(500) == UILayoutPriority(rawValue: 500))
        #expect(UILayoutPriority(500).rawValue == 500)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority.defaultLow - 1 == UILayoutPriority(249))
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        #expect(UILayoutPriority.defaultHigh < .required)
        #expect(UILayoutPriority.fittingSizeLevel < .defaultLow)
        #expect(UILayoutPriority(250.5) > .defaultLow)
        #expect(!(UILayoutPriority.required < .required))
        #expect(UILayoutPriority.required >= .required)
        #expect([UILayoutPriority.required, .defaultLow, .defaultHigh].sorted() == [.defaultLow, .defaultHigh, .required])
        #expect(Set([UILayoutPriority(1), UILayoutPriority(rawValue: 1)]).count == 1)
    }

    @Test("A new constraint is required, active only when asked, and has no identifier")
    func newConstraintDefaults() {
        let view = HeadlessView()
        let constraint = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        expectRecord(
            constraint, firstItem: view, firstAttribute: .width, relation: .equal, secondItem: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: 10, priority: .required, isActive: false)
        #expect(constraint.identifier == nil)
    }

    static let attributeRawValueTable: [(NSLayoutConstraint.Attribute, Int)] = [
        (.notAnAttribute, 0),
        (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6), (.width, 7),
        (.height, 8), (.centerX, 9), (.centerY, 10), (.lastBaseline, 11), (.firstBaseline, 12),
        (.leftMargin, 13), (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17),
        (.trailingMargin, 18), (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
    ]

    @Test("Attribute raw values match UIKit", arguments: attributeRawValueTable)
    func attributeRawValues(attribute: NSLayoutConstraint.Attribute, rawValue: Int) {
        #expect(attribute.rawValue == rawValue)
        #expect(NSLayoutConstraint.Attribute(rawValue: rawValue) == attribute)
    }

    @Test("Relation and axis raw values match UIKit")
    func relationAndAxisRawValues() {
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0)
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute(rawValue: 21) == nil)
    }

    @Test("Direction and semantic content raw values match UIKit")
    func directionRawValues() {
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UISemanticContentAttribute.unspecified.rawValue == 0)
        #expect(UISemanticContentAttribute.playback.rawValue == 1)
        #expect(UISemanticContentAttribute.spatial.rawValue == 2)
        #expect(UISemanticContentAttribute.forceLeftToRight.rawValue == 3)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    }

    @Test("Autoresizing mask raw values match UIKit")
    func autoresizingMaskRawValues() {
        #expect(HeadlessView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(HeadlessView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(HeadlessView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(HeadlessView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(HeadlessView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(HeadlessView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }

    @Test("Aliases name the same types")
    func aliases() {
        let view: UIView = HeadlessView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        expectFrame(view, CGRect(x: 1, y: 2, width: 3, height: 4))
        let guide: UILayoutGuide = HeadlessLayoutGuide()
        #expect(guide.owningView == nil)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.left == 2)
    }

    @Test("UIEdgeInsets is HeadlessLayout's own value type: equality, hashing, zero and UIKit's description")
    func edgeInsetsValue() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        #expect(UIEdgeInsets.zero == UIEdgeInsets() && UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(Set([insets, insets, .zero]).count == 2)
        #expect(insets.description == "{1.0, 2.0, 3.0, 4.0}")
        var changed = insets
        changed.right = 8
        #expect(changed.right == 8 && insets.right == 4)
        // Directional insets resolve to physical ones by reading direction, and back.
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let view = HeadlessView()
        view.directionalLayoutMargins = directional
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }
}
