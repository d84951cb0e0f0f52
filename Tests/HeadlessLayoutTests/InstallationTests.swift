import Foundation
import HeadlessLayout
import Testing

/// Where activation installs a constraint, what `constraints` lists, and `addConstraint`/`removeConstraint`.
@Suite("Installation")
struct InstallationTests {
    @Test("A constraint on one view alone is installed on that view")
    func singleViewConstraintIsInstalledOnTheView() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let width = activateConstraint(view, .width, constant: 100)
        expectRecord(
            width, firstItem: view, firstAttribute: .width, relation: .equal, secondItem: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: 100, priority: .required, isActive: true)
        #expect(containsIdentical(view.constraints, width))
        #expect(!containsIdentical(hierarchy.root.constraints, width))
    }

    @Test("A constraint between a view and itself is installed on that view")
    func selfConstraintIsInstalledOnTheView() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let aspect = activateConstraint(view, .height, .equal, view, .width, multiplier: 2)
        expectRecord(
            aspect, firstItem: view, firstAttribute: .height, relation: .equal, secondItem: view,
            secondAttribute: .width, multiplier: 2, constant: 0, priority: .required, isActive: true)
        #expect(view.constraints.count == 1)
        #expect(containsIdentical(view.constraints, aspect))
    }

    @Test("A constraint between a view and its superview is installed on the superview")
    func viewAndSuperviewConstraintIsInstalledOnTheSuperview() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        let child = hierarchy.addView(to: container)
        let left = activateConstraint(child, .left, .equal, container, .left, constant: 10)
        #expect(containsIdentical(container.constraints, left))
        #expect(!containsIdentical(child.constraints, left))
        #expect(!containsIdentical(hierarchy.root.constraints, left))
    }

    @Test("A constraint between siblings is installed on their superview")
    func siblingConstraintIsInstalledOnTheSuperview() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        let first = hierarchy.addView(to: container)
        let second = hierarchy.addView(to: container)
        let spacing = activateConstraint(second, .left, .equal, first, .right, constant: 8)
        expectRecord(
            spacing, firstItem: second, firstAttribute: .left, relation: .equal, secondItem: first,
            secondAttribute: .right, multiplier: 1, constant: 8, priority: .required, isActive: true)
        #expect(containsIdentical(container.constraints, spacing))
        #expect(container.constraints.count == 1)
        #expect(first.constraints.isEmpty)
        #expect(second.constraints.isEmpty)
        #expect(!containsIdentical(hierarchy.root.constraints, spacing))
    }

    @Test("A constraint between cousins is installed on their grandparent")
    func cousinConstraintIsInstalledOnTheGrandparent() {
        let hierarchy = TestHierarchy()
        let grandparent = hierarchy.addView()
        let leftParent = hierarchy.addView(to: grandparent)
        let rightParent = hierarchy.addView(to: grandparent)
        let leftChild = hierarchy.addView(to: leftParent)
        let rightChild = hierarchy.addView(to: rightParent)
        let alignment = activateConstraint(rightChild, .top, .equal, leftChild, .top)
        #expect(containsIdentical(grandparent.constraints, alignment))
        for other in [hierarchy.root, leftParent, rightParent, leftChild, rightChild] {
            #expect(!containsIdentical(other.constraints, alignment))
        }
    }

    @Test("A constraint between a view and a distant descendant is installed on the ancestor")
    func ancestorAndDescendantConstraintIsInstalledOnTheAncestor() {
        let hierarchy = TestHierarchy()
        let outer = hierarchy.addView()
        let middle = hierarchy.addView(to: outer)
        let inner = hierarchy.addView(to: middle)
        let bottom = activateConstraint(inner, .bottom, .equal, outer, .bottom, constant: -4)
        #expect(containsIdentical(outer.constraints, bottom))
        #expect(!containsIdentical(middle.constraints, bottom))
        #expect(!containsIdentical(inner.constraints, bottom))
    }

    @Test("A constraint on a layout guide is installed on the guide's owning view")
    func guideConstraintIsInstalledOnTheOwningView() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        #expect(guide.owningView === container)
        #expect(container.layoutGuides.contains { $0 === guide })
        let child = hierarchy.addView(to: container)
        let grandchild = hierarchy.addView(to: child)

        let guideWidth = activateConstraint(guide, .width, constant: 120)
        let childToGuide = activateConstraint(child, .left, .equal, guide, .right)
        let grandchildToGuide = activateConstraint(grandchild, .top, .equal, guide, .bottom)
        for constraint in [guideWidth, childToGuide, grandchildToGuide] {
            #expect(containsIdentical(container.constraints, constraint))
            #expect(!containsIdentical(child.constraints, constraint))
            #expect(!containsIdentical(hierarchy.root.constraints, constraint))
        }
        // A guide is not a view: it never lists constraints of its own, and the owner's ancestors see them
        // only through the common-ancestor rule.
        let rootToGuide = activateConstraint(guide, .top, .equal, hierarchy.root, .top, constant: 5)
        #expect(containsIdentical(hierarchy.root.constraints, rootToGuide))
        #expect(!containsIdentical(container.constraints, rootToGuide))
    }

    @Test("activate installs every constraint and deactivate removes them")
    func activateAndDeactivateMany() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let constraints = pin(view, in: hierarchy.root, to: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(containsIdentical(hierarchy.root.constraints, constraints[0]))
        #expect(containsIdentical(hierarchy.root.constraints, constraints[1]))
        #expect(containsIdentical(view.constraints, constraints[2]))
        #expect(containsIdentical(view.constraints, constraints[3]))

        NSLayoutConstraint.deactivate(constraints)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(view.constraints.isEmpty)
        for constraint in constraints {
            #expect(!containsIdentical(hierarchy.root.constraints, constraint))
        }
    }

    @Test("isActive = false removes the constraint from the view that held it and from layout")
    func deactivatingRemovesFromLayout() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        pin(view, in: hierarchy.root, to: CGRect(x: 10, y: 20, width: 30, height: 40))
        let preferredWidth = activateConstraint(view, .width, constant: 300, priority: .defaultHigh + 1)
        let requiredWidth = view.constraints.first { $0.firstAttribute == .width && $0.priority == .required }
        hierarchy.layout()
        expectFrame(view, CGRect(x: 10, y: 20, width: 30, height: 40))

        requiredWidth?.isActive = false
        #expect(requiredWidth?.isActive == false)
        #expect(!view.constraints.contains { $0 === requiredWidth })
        hierarchy.layout()
        expectFrame(view, CGRect(x: 10, y: 20, width: 300, height: 40))
        #expect(preferredWidth.isActive)

        // Activating twice is harmless: the constraint is listed once.
        preferredWidth.isActive = true
        #expect(view.constraints.filter { $0 === preferredWidth }.count == 1)
    }

    @Test("addConstraint on the nearest common ancestor installs and activates the constraint")
    func addConstraintOnTheCommonAncestor() {
        let hierarchy = TestHierarchy()
        let first = hierarchy.addView()
        let second = hierarchy.addView()
        let spacing = makeConstraint(second, .left, .equal, first, .right, constant: 8)
        #expect(!spacing.isActive)
        let diagnostics = collectDiagnostics {
            hierarchy.root.addConstraint(spacing)
        }
        #expect(diagnostics.isEmpty)
        #expect(spacing.isActive)
        #expect(containsIdentical(hierarchy.root.constraints, spacing))

        hierarchy.root.removeConstraint(spacing)
        #expect(!spacing.isActive)
        #expect(!containsIdentical(hierarchy.root.constraints, spacing))
    }

    @Test("addConstraints on a higher common ancestor installs there, as UIKit allows")
    func addConstraintOnAHigherCommonAncestor() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        let first = hierarchy.addView(to: container)
        let second = hierarchy.addView(to: container)
        let spacing = makeConstraint(second, .left, .equal, first, .right, constant: 8)
        let width = makeConstraint(first, .width, constant: 50)
        let diagnostics = collectDiagnostics {
            hierarchy.root.addConstraints([spacing, width])
        }
        #expect(diagnostics.isEmpty)
        #expect(spacing.isActive)
        #expect(width.isActive)
        #expect(containsIdentical(hierarchy.root.constraints, spacing))
        #expect(containsIdentical(hierarchy.root.constraints, width))
        #expect(!containsIdentical(container.constraints, spacing))

        hierarchy.root.removeConstraints([spacing, width])
        #expect(!spacing.isActive)
        #expect(!width.isActive)
        #expect(!containsIdentical(hierarchy.root.constraints, width))
        #expect(!containsIdentical(hierarchy.root.constraints, spacing))
    }

    @Test("addConstraint on a view that is not a common ancestor is reported and ignored")
    func addConstraintOnTheWrongView() {
        let hierarchy = TestHierarchy()
        let first = hierarchy.addView()
        let second = hierarchy.addView()
        let spacing = makeConstraint(second, .left, .equal, first, .right, constant: 8)
        let diagnostics = collectDiagnostics {
            first.addConstraint(spacing)
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .invalidInstallation)
        #expect(diagnostics.first.map { containsIdentical($0.constraints, spacing) } == true)
        #expect(diagnostics.first.map { !$0.message.isEmpty } == true)
        #expect(!spacing.isActive)
        #expect(!containsIdentical(first.constraints, spacing))
        #expect(!containsIdentical(hierarchy.root.constraints, spacing))
        hierarchy.layout()
    }

    @Test("removeConstraint on a view that does not hold the constraint leaves it active")
    func removeConstraintFromTheWrongView() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let width = activateConstraint(view, .width, constant: 100)
        hierarchy.root.removeConstraint(width)
        #expect(width.isActive)
        #expect(containsIdentical(view.constraints, width))
    }

    @Test("A constraint made between views keeps its record when deactivated")
    func recordSurvivesDeactivation() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let center = activateConstraint(
            view, .centerX, .lessThanOrEqual, hierarchy.root, .centerX, multiplier: 0.5, constant: -3,
            priority: UILayoutPriority(600))
        center.isActive = false
        expectRecord(
            center, firstItem: view, firstAttribute: .centerX, relation: .lessThanOrEqual,
            secondItem: hierarchy.root, secondAttribute: .centerX, multiplier: 0.5, constant: -3,
            priority: UILayoutPriority(600), isActive: false)
        center.identifier = "center"
        #expect(center.identifier == "center")
    }
}
