import Foundation
import HeadlessLayout
import Testing

/// The public initializers: the one whose items are `Any` as in UIKit, and the overload Swift picks when the
/// items are statically objects. Views and guides typed as `Any` or as their own classes make the same
/// constraint, and anything else is reported through either.
@Suite("NSLayoutConstraint initializers")
struct ConstraintInitializerTests {
    /// A class that is neither a view nor a layout guide.
    final class NotAnItem {}

    @Test("Items typed Any and items typed as their classes make the same constraint, laid out the same")
    func anyAndObjectFormsAgree() {
        let hierarchy = TestHierarchy(width: 400, height: 300)
        let view = hierarchy.addView()
        let guide = HeadlessLayoutGuide()
        hierarchy.root.addLayoutGuide(guide)
        let anyView: Any = view
        let anyRoot: Any? = hierarchy.root
        let viaAny = NSLayoutConstraint(
            item: anyView, attribute: .width, relatedBy: .equal, toItem: anyRoot, attribute: .width,
            multiplier: 0.5, constant: 10)
        let viaObject = NSLayoutConstraint(
            item: view, attribute: .height, relatedBy: .lessThanOrEqual, toItem: hierarchy.root, attribute: .height,
            multiplier: 0.25, constant: 5)
        let guideViaObject = NSLayoutConstraint(
            item: guide, attribute: .left, relatedBy: .equal, toItem: view, attribute: .right, multiplier: 1,
            constant: 3)
        expectRecord(
            viaAny, firstItem: view, firstAttribute: .width, relation: .equal, secondItem: hierarchy.root,
            secondAttribute: .width, multiplier: 0.5, constant: 10, priority: .required, isActive: false)
        expectRecord(
            viaObject, firstItem: view, firstAttribute: .height, relation: .lessThanOrEqual,
            secondItem: hierarchy.root, secondAttribute: .height, multiplier: 0.25, constant: 5, priority: .required,
            isActive: false)
        expectRecord(
            guideViaObject, firstItem: guide, firstAttribute: .left, relation: .equal, secondItem: view,
            secondAttribute: .right, multiplier: 1, constant: 3, priority: .required, isActive: false)
        let diagnostics = collectDiagnostics {
            NSLayoutConstraint.activate([viaAny, viaObject, guideViaObject])
            activateConstraint(view, .left, .equal, hierarchy.root, .left, constant: 7)
            activateConstraint(view, .top, .equal, hierarchy.root, .top, constant: 9)
            activateConstraint(view, .height, .equal, hierarchy.root, .height, multiplier: 0.5, priority: .defaultHigh)
            activateConstraint(guide, .top, .equal, hierarchy.root, .top)
            activateConstraint(guide, .width, constant: 11)
            activateConstraint(guide, .height, constant: 12)
            hierarchy.layout()
        }
        #expect(diagnostics.isEmpty)
        #expect(viaAny.isActive && viaObject.isActive && guideViaObject.isActive)
        expectFrame(view, CGRect(x: 7, y: 9, width: 210, height: 80))
        #expect(isClose(guide.layoutFrame, CGRect(x: 220, y: 0, width: 11, height: 12)))
    }

    @Test("An object or a value that is not a view or a layout guide is reported, and the constraint stays inactive")
    func nonItemsAreReported() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let stranger = NotAnItem()
        let number: Any = 42
        var made: [NSLayoutConstraint] = []
        let diagnostics = collectDiagnostics {
            made.append(
                NSLayoutConstraint(
                    item: stranger, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10))
            made.append(
                NSLayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: stranger, attribute: .width,
                    multiplier: 1, constant: 0))
            made.append(
                NSLayoutConstraint(
                    item: number, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 10))
            let anyView: Any = view
            made.append(
                NSLayoutConstraint(
                    item: anyView, attribute: .width, relatedBy: .equal, toItem: number, attribute: .width,
                    multiplier: 1, constant: 0))
            for constraint in made {
                constraint.isActive = true
            }
        }
        #expect(diagnostics.map(\.kind) == Array(repeating: .invalidConstraint, count: 4))
        #expect(diagnostics[0].message.contains("first item") && diagnostics[0].message.contains("NotAnItem"))
        #expect(diagnostics[1].message.contains("second item") && diagnostics[1].message.contains("NotAnItem"))
        #expect(diagnostics[2].message.contains("first item 42"))
        #expect(diagnostics[3].message.contains("second item 42"))
        #expect(made.allSatisfy { !$0.isActive })
        #expect(made[1].firstItem === view && made[3].firstItem === view)
        #expect(hierarchy.root.constraints.isEmpty && view.constraints.isEmpty)
    }
}
