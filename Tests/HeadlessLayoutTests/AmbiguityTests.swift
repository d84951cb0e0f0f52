import Foundation
import HeadlessLayout
import Testing

/// `hasAmbiguousLayout`, `exerciseAmbiguityInLayout()` and `constraintsAffectingLayout(for:)`.
@Suite("Ambiguity")
struct AmbiguityTests {
    @Test("A view with only a width is ambiguous; a fully constrained one is not")
    func ambiguousAndNot() {
        let hierarchy = TestHierarchy()
        let loose = hierarchy.addView()
        activateConstraint(loose, .width, constant: 100)
        let fixed = hierarchy.addView()
        pin(fixed, in: hierarchy.root, to: CGRect(x: 1, y: 2, width: 3, height: 4))
        hierarchy.layout()
        #expect(loose.hasAmbiguousLayout)
        #expect(!fixed.hasAmbiguousLayout)
        #expect(!hierarchy.root.hasAmbiguousLayout)
        #expect(isClose(loose.frame.size.width, 100))

        NSLayoutConstraint.activate([
            makeConstraint(loose, .left, .equal, fixed, .right),
            makeConstraint(loose, .top, .equal, fixed, .top),
            makeConstraint(loose, .height, .equal, fixed, .height, multiplier: 2),
        ])
        hierarchy.layout()
        #expect(!loose.hasAmbiguousLayout)
        expectFrame(loose, CGRect(x: 4, y: 2, width: 100, height: 8))
    }

    @Test("Ambiguity on one axis only")
    func ambiguityOnOneAxis() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .left, .equal, hierarchy.root, .left),
            makeConstraint(view, .width, constant: 100),
            makeConstraint(view, .top, .greaterThanOrEqual, hierarchy.root, .top),
            makeConstraint(view, .bottom, .lessThanOrEqual, hierarchy.root, .bottom),
            makeConstraint(view, .height, constant: 100),
        ])
        hierarchy.layout()
        #expect(view.hasAmbiguousLayout)
        activateConstraint(view, .top, .equal, hierarchy.root, .top, constant: 30, priority: .defaultLow)
        hierarchy.layout()
        #expect(!view.hasAmbiguousLayout)
        expectFrame(view, CGRect(x: 0, y: 30, width: 100, height: 100))
    }

    @Test("exerciseAmbiguityInLayout() moves an ambiguous view to another valid frame")
    func exerciseAmbiguity() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let constraints = [
            makeConstraint(view, .left, .greaterThanOrEqual, hierarchy.root, .left, constant: 10),
            makeConstraint(view, .right, .lessThanOrEqual, hierarchy.root, .right, constant: -10),
            makeConstraint(view, .width, constant: 100),
            makeConstraint(view, .top, .equal, hierarchy.root, .top),
            makeConstraint(view, .height, constant: 40),
        ]
        NSLayoutConstraint.activate(constraints)
        hierarchy.layout()
        #expect(view.hasAmbiguousLayout)
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        hierarchy.layout()
        let after = view.frame
        #expect(!isClose(before, after))
        #expect(isClose(after.size.width, 100) && isClose(after.size.height, 40) && isClose(after.origin.y, 0))
        for constraint in constraints {
            #expect(violation(of: constraint).map { $0 <= layoutTolerance } == true)
        }
    }

    @Test("Equal-priority optional constraints that disagree leave a range of optimal frames")
    func ambiguityBetweenEqualPriorities() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .left, .equal, hierarchy.root, .left, priority: UILayoutPriority(500)),
            makeConstraint(view, .left, .equal, hierarchy.root, .left, constant: 100, priority: UILayoutPriority(500)),
            makeConstraint(view, .width, constant: 10),
            makeConstraint(view, .top, .equal, hierarchy.root, .top),
            makeConstraint(view, .height, constant: 10),
        ])
        hierarchy.layout()
        #expect(view.hasAmbiguousLayout)
        let before = view.frame
        #expect(before.origin.x >= -layoutTolerance && before.origin.x <= 100 + layoutTolerance)
        view.exerciseAmbiguityInLayout()
        hierarchy.layout()
        let after = view.frame
        #expect(!isClose(before.origin.x, after.origin.x))
        #expect(after.origin.x >= -layoutTolerance && after.origin.x <= 100 + layoutTolerance)
    }

    @Test("exerciseAmbiguityInLayout() leaves a fully constrained view where it is")
    func exerciseWithoutAmbiguity() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        pin(view, in: hierarchy.root, to: CGRect(x: 10, y: 20, width: 30, height: 40))
        hierarchy.layout()
        view.exerciseAmbiguityInLayout()
        hierarchy.layout()
        expectFrame(view, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("constraintsAffectingLayout(for:) lists the constraints of one axis")
    func constraintsAffectingLayout() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        let containerPins = pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 100, width: 500, height: 500))
        let view = hierarchy.addView(to: container)
        let left = activateConstraint(view, .left, .equal, container, .left, constant: 10)
        let width = activateConstraint(view, .width, .equal, container, .width, multiplier: 0.5)
        let top = activateConstraint(view, .top, .equal, container, .top)
        let height = activateConstraint(view, .height, constant: 20)
        let unrelated = hierarchy.addView()
        let unrelatedPins = pin(unrelated, in: hierarchy.root, to: CGRect(x: 0, y: 0, width: 5, height: 5))
        hierarchy.layout()

        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        #expect(containsIdentical(horizontal, left))
        #expect(containsIdentical(horizontal, width))
        #expect(!containsIdentical(horizontal, top))
        #expect(!containsIdentical(horizontal, height))
        // The container's horizontal pins decide where the view ends up too.
        #expect(containsIdentical(horizontal, containerPins[0]))
        #expect(containsIdentical(horizontal, containerPins[2]))
        #expect(!unrelatedPins.contains { containsIdentical(horizontal, $0) })

        let vertical = view.constraintsAffectingLayout(for: .vertical)
        #expect(containsIdentical(vertical, top))
        #expect(containsIdentical(vertical, height))
        #expect(!containsIdentical(vertical, left))
        #expect(!containsIdentical(vertical, width))
        #expect(containsIdentical(vertical, containerPins[1]))
        #expect(!unrelatedPins.contains { containsIdentical(vertical, $0) })
    }
}
