import Foundation
import HeadlessLayout
import Testing

/// Editing active constraints: constants (the animation case) and priorities.
@Suite("Editing constraints")
struct ConstraintEditingTests {
    @Test("Changing a constant moves the frames at the next layout pass")
    func constantEdit() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let follower = hierarchy.addView()
        let left = activateConstraint(view, .left, .equal, hierarchy.root, .left, constant: 10)
        activateConstraint(view, .top, .equal, hierarchy.root, .top, constant: 10)
        let width = activateConstraint(view, .width, constant: 100)
        activateConstraint(view, .height, constant: 100)
        NSLayoutConstraint.activate([
            makeConstraint(follower, .left, .equal, view, .right, constant: 8),
            makeConstraint(follower, .top, .equal, view, .top),
            makeConstraint(follower, .width, .equal, view, .width, multiplier: 0.5),
            makeConstraint(follower, .height, constant: 20),
        ])
        hierarchy.layout()
        expectFrame(view, CGRect(x: 10, y: 10, width: 100, height: 100))
        expectFrame(follower, CGRect(x: 118, y: 10, width: 50, height: 20))

        left.constant = 200
        width.constant = 300
        #expect(left.isActive && width.isActive)
        #expect(left.constant == 200)
        // The frames move only at the next layout pass.
        expectFrame(view, CGRect(x: 10, y: 10, width: 100, height: 100))
        hierarchy.layout()
        expectFrame(view, CGRect(x: 200, y: 10, width: 300, height: 100))
        expectFrame(follower, CGRect(x: 508, y: 10, width: 150, height: 20))
        #expect(containsIdentical(hierarchy.root.constraints, left))
    }

    @Test("Animation-like sequence of constant edits", arguments: [1, 3, 7])
    func constantSteps(stepsBetweenLayouts: Int) {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 100, width: 600, height: 600))
        let view = hierarchy.addView(to: container)
        let centerX = activateConstraint(view, .centerX, .equal, container, .centerX, multiplier: 0.5)
        activateConstraint(view, .centerY, .equal, container, .centerY)
        activateConstraint(view, .width, constant: 40)
        activateConstraint(view, .height, constant: 40)
        hierarchy.layout()
        expectFrame(view, CGRect(x: 130, y: 280, width: 40, height: 40))
        for step in 1...20 {
            centerX.constant = CGFloat(step) * 10
            if step % stepsBetweenLayouts == 0 {
                hierarchy.layout()
                expectFrame(view, CGRect(x: 130 + CGFloat(step) * 10, y: 280, width: 40, height: 40))
            }
        }
        hierarchy.layout()
        expectFrame(view, CGRect(x: 330, y: 280, width: 40, height: 40))
    }

    @Test("Changing one optional priority to another changes the winner")
    func optionalPriorityChange() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        activateConstraint(view, .left, .equal, hierarchy.root, .left)
        activateConstraint(view, .top, .equal, hierarchy.root, .top)
        activateConstraint(view, .height, constant: 10)
        let narrow = activateConstraint(view, .width, constant: 100, priority: UILayoutPriority(600))
        let wide = activateConstraint(view, .width, constant: 200, priority: UILayoutPriority(700))
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 200, height: 10))

        let diagnostics = collectDiagnostics {
            narrow.priority = UILayoutPriority(800)
            hierarchy.layout()
        }
        #expect(diagnostics.isEmpty)
        #expect(narrow.priority == UILayoutPriority(800))
        expectFrame(view, CGRect(x: 0, y: 0, width: 100, height: 10))

        wide.priority = UILayoutPriority(999)
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(wide.isActive && narrow.isActive)
    }

    @Test(
        "Changing between required and optional on an active constraint is reported and ignored",
        arguments: [
            (Float(1000), Float(750), CGFloat(100)),
            (Float(999), Float(1000), CGFloat(100)),
            (Float(1), Float(1000), CGFloat(300)),
        ])
    func requiredOptionalChangeIsRejected(from original: Float, to requested: Float, expectedWidth: CGFloat) {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        activateConstraint(view, .left, .equal, hierarchy.root, .left)
        activateConstraint(view, .top, .equal, hierarchy.root, .top)
        activateConstraint(view, .height, constant: 10)
        let width = activateConstraint(view, .width, constant: 100, priority: UILayoutPriority(original))
        let competing = activateConstraint(view, .width, constant: 300, priority: UILayoutPriority(998))
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: expectedWidth, height: 10))

        let diagnostics = collectDiagnostics {
            width.priority = UILayoutPriority(requested)
            hierarchy.layout()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .requiredPriorityChange)
        #expect(diagnostics.first.map { containsIdentical($0.constraints, width) } == true)
        #expect(width.priority == UILayoutPriority(original))
        #expect(width.isActive)
        #expect(competing.isActive)
        expectFrame(view, CGRect(x: 0, y: 0, width: expectedWidth, height: 10))
    }

    @Test("An inactive constraint's priority can change freely, and takes effect when activated")
    func inactivePriorityChange() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        pin(view, in: hierarchy.root, to: CGRect(x: 0, y: 0, width: 100, height: 10))
        let wider = makeConstraint(view, .width, constant: 300)
        let diagnostics = collectDiagnostics {
            wider.priority = .defaultHigh
            wider.priority = .required
            wider.priority = .defaultLow
            wider.isActive = true
            hierarchy.layout()
        }
        #expect(diagnostics.isEmpty)
        #expect(wider.priority == .defaultLow)
        expectFrame(view, CGRect(x: 0, y: 0, width: 100, height: 10))

        // Deactivate, make it required-but-one, reactivate: it still loses to the required 100.
        wider.isActive = false
        wider.priority = UILayoutPriority(999)
        wider.isActive = true
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("Changing the constant of an optional inequality")
    func inequalityConstantEdit() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        activateConstraint(view, .left, .equal, hierarchy.root, .left)
        activateConstraint(view, .top, .equal, hierarchy.root, .top)
        activateConstraint(view, .height, constant: 10)
        activateConstraint(view, .width, constant: 500, priority: .defaultLow)
        let maximum = activateConstraint(view, .width, .lessThanOrEqual, constant: 300, priority: .defaultHigh)
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 300, height: 10))
        maximum.constant = 800
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 500, height: 10))
        maximum.constant = 250
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 250, height: 10))
    }

    /// Found by the randomised test (seed 10003, minimised): after an optional constraint is deactivated, the
    /// remaining ones must be re-optimised; here all of them can hold at once.
    @Test("Deactivating an optional constraint re-optimises the remaining ones")
    func deactivatingAnOptionalConstraintReoptimises() {
        let hierarchy = TestHierarchy()
        let outer = hierarchy.addView()
        let inner = hierarchy.addView(to: outer)
        let sibling = hierarchy.addView()
        let cousin = hierarchy.addView(to: outer)
        let required = activateConstraint(inner, .centerX, .greaterThanOrEqual, cousin, .left, multiplier: 0.5, constant: 420)
        let high = activateConstraint(
            outer, .centerX, .greaterThanOrEqual, hierarchy.root, .leading, multiplier: 0.25, constant: 387,
            priority: UILayoutPriority(999))
        let low = activateConstraint(sibling, .leading, .equal, cousin, .trailing, constant: -405, priority: UILayoutPriority(1))
        let removed = activateConstraint(inner, .trailing, .equal, sibling, .leading, constant: 298, priority: UILayoutPriority(1))
        hierarchy.layout()
        removed.isActive = false
        hierarchy.layout()
        for constraint in [required, high, low] {
            #expect(violation(of: constraint).map { $0 <= layoutTolerance } == true, "\(constraint) violated")
        }
    }
}
