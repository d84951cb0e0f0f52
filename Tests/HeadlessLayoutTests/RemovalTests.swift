import Foundation
import HeadlessLayout
import Testing

/// `removeFromSuperview()` deactivates the constraints that tie the removed subtree to views outside it.
@Suite("Removal from superview")
struct RemovalTests {
    /// root → container → child, with a sibling of the container in the root, and constraints of every kind.
    struct Scene {
        let hierarchy = TestHierarchy()
        let container: HeadlessView
        let child: HeadlessView
        let sibling: HeadlessView
        let containerPins: [NSLayoutConstraint]
        let childToContainer: [NSLayoutConstraint]
        let childOwnSize: [NSLayoutConstraint]
        let childToRoot: NSLayoutConstraint
        let childToSibling: NSLayoutConstraint
        let childToRootGuide: NSLayoutConstraint
        let siblingPins: [NSLayoutConstraint]

        init() {
            let root = hierarchy.root
            container = hierarchy.addView()
            child = hierarchy.addView(to: container)
            sibling = hierarchy.addView()
            containerPins = pin(container, in: root, to: CGRect(x: 100, y: 100, width: 400, height: 400))
            siblingPins = pin(sibling, in: root, to: CGRect(x: 600, y: 100, width: 80, height: 80))
            childToContainer = [
                activateConstraint(child, .left, .equal, container, .left, constant: 10),
                activateConstraint(child, .top, .equal, container, .top, constant: 20),
            ]
            childOwnSize = [
                activateConstraint(child, .height, .equal, child, .width, multiplier: 0.5),
                activateConstraint(child, .width, .greaterThanOrEqual, constant: 10),
            ]
            childToRoot = activateConstraint(child, .right, .lessThanOrEqual, root, .right, constant: -5)
            childToSibling = activateConstraint(child, .width, .equal, sibling, .width)
            childToRootGuide = activateConstraint(
                child, .bottom, .lessThanOrEqual, root.layoutMarginsGuide, .bottom)
        }

        /// The container's left and top pins to the root and the child's ties to the root, its margins guide
        /// and the sibling.
        var outsideTies: [NSLayoutConstraint] {
            Array(containerPins[0...1]) + [childToRoot, childToSibling, childToRootGuide]
        }
        /// The container's own width and height and everything between the container and the child.
        var insideConstraints: [NSLayoutConstraint] {
            Array(containerPins[2...3]) + childToContainer + childOwnSize
        }
    }

    @Test("Removing a subtree deactivates its ties to the outside and keeps its internal constraints")
    func removingASubtree() {
        let scene = Scene()
        scene.hierarchy.layout()
        expectFrame(scene.child, CGRect(x: 10, y: 20, width: 80, height: 40))

        scene.container.removeFromSuperview()
        #expect(scene.container.superview == nil)
        #expect(!scene.hierarchy.root.subviews.contains { $0 === scene.container })
        for constraint in scene.outsideTies {
            #expect(!constraint.isActive)
            #expect(!containsIdentical(scene.hierarchy.root.constraints, constraint))
        }
        for constraint in scene.insideConstraints {
            #expect(constraint.isActive)
        }
        #expect(scene.childToContainer.allSatisfy { containsIdentical(scene.container.constraints, $0) })
        #expect(containsIdentical(scene.container.constraints, scene.containerPins[2]))
        #expect(scene.childOwnSize.allSatisfy { containsIdentical(scene.child.constraints, $0) })
        #expect(scene.siblingPins.allSatisfy { $0.isActive })

        // The rest of the hierarchy still lays out.
        let diagnostics = collectDiagnostics {
            scene.hierarchy.layout()
        }
        #expect(diagnostics.isEmpty)
        expectFrame(scene.sibling, CGRect(x: 600, y: 100, width: 80, height: 80))
    }

    @Test("Re-adding a removed subtree does not reactivate the deactivated constraints")
    func reAddingDoesNotReactivate() {
        let scene = Scene()
        scene.hierarchy.layout()
        scene.container.removeFromSuperview()
        scene.hierarchy.root.addSubview(scene.container)
        #expect(scene.outsideTies.allSatisfy { !$0.isActive })
        #expect(scene.insideConstraints.allSatisfy { $0.isActive })

        NSLayoutConstraint.activate(scene.outsideTies)
        scene.hierarchy.layout()
        expectFrame(scene.container, CGRect(x: 100, y: 100, width: 400, height: 400))
        expectFrame(scene.child, CGRect(x: 10, y: 20, width: 80, height: 40))
    }

    @Test("Removing a leaf deactivates the constraints to its superview and keeps its own size")
    func removingALeaf() {
        let scene = Scene()
        scene.hierarchy.layout()
        scene.child.removeFromSuperview()
        #expect(scene.container.subviews.isEmpty)
        for constraint in scene.childToContainer + [scene.childToRoot, scene.childToSibling, scene.childToRootGuide] {
            #expect(!constraint.isActive)
        }
        #expect(scene.childOwnSize.allSatisfy { $0.isActive })
        #expect(scene.containerPins.allSatisfy { $0.isActive })
        // Only the container's own width and height are left on it.
        #expect(scene.container.constraints.count == 2)
        #expect(scene.childToContainer.allSatisfy { !containsIdentical(scene.container.constraints, $0) })
    }

    /// A view without subviews takes a path of its own (no list of its subtree is made): its guides' ties count
    /// as its own.
    @Test("Removing a leaf deactivates its guides' ties to the outside and keeps their ties to the leaf")
    func removingALeafWithGuides() {
        let scene = Scene()
        let guide = HeadlessLayoutGuide()
        scene.child.addLayoutGuide(guide)
        let guideInLeaf = [
            activateConstraint(guide, .left, .equal, scene.child, .left),
            activateConstraint(guide, .width, .equal, scene.child.layoutMarginsGuide, .width),
        ]
        let guideOutside = [
            activateConstraint(guide, .top, .equal, scene.sibling, .top),
            activateConstraint(scene.child.layoutMarginsGuide, .height, .lessThanOrEqual, scene.container, .height),
        ]
        scene.hierarchy.layout()
        scene.child.removeFromSuperview()
        #expect(guideOutside.allSatisfy { !$0.isActive })
        #expect(guideInLeaf.allSatisfy { $0.isActive })
        #expect(guideInLeaf.allSatisfy { containsIdentical(scene.child.constraints, $0) })
        #expect(scene.childOwnSize.allSatisfy { $0.isActive })
        #expect(!scene.childToContainer.contains { $0.isActive })
    }

    @Test("Moving a view to another superview deactivates its ties to the old one")
    func movingAView() {
        let scene = Scene()
        scene.hierarchy.layout()
        scene.sibling.addSubview(scene.child)
        #expect(scene.child.superview === scene.sibling)
        // addSubview removes the child from its old superview first: every tie to a view outside the child's
        // own subtree is deactivated, even the one to its new superview.
        for constraint in scene.childToContainer + [scene.childToRoot, scene.childToSibling, scene.childToRootGuide] {
            #expect(!constraint.isActive)
        }
        #expect(scene.childOwnSize.allSatisfy { $0.isActive })
        NSLayoutConstraint.activate([
            makeConstraint(scene.child, .left, .equal, scene.sibling, .left),
            makeConstraint(scene.child, .top, .equal, scene.sibling, .top),
            makeConstraint(scene.child, .width, constant: 10),
        ])
        let diagnostics = collectDiagnostics {
            scene.hierarchy.layout()
        }
        #expect(diagnostics.isEmpty)
        expectFrame(scene.child, CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    /// A removed view's constraints leave the hierarchy's solver at its next pass, all the removals of the pass
    /// together (`LayoutEngine+Purging.swift`); meanwhile the view is free at once: laid out on its own, added back
    /// with new ties, while another view is removed.
    @Test("Views removed between two passes can be laid out alone and added back before the next")
    func removalsBetweenPasses() {
        let scene = Scene()
        let root = scene.hierarchy.root
        scene.hierarchy.layout()
        // The sibling leaves; the child, which stays, loses its width tie to it.
        scene.sibling.removeFromSuperview()
        scene.container.removeFromSuperview()
        // On its own, the container is a root with an engine of its own.
        scene.container.layoutIfNeeded()
        root.addSubview(scene.container)
        NSLayoutConstraint.activate(
            Array(scene.containerPins[0...1]) + [scene.childToRoot, scene.childToRootGuide])
        let diagnostics = collectDiagnostics {
            scene.hierarchy.layout()
        }
        #expect(diagnostics.isEmpty)
        expectFrame(scene.container, CGRect(x: 100, y: 100, width: 400, height: 400))
        #expect(scene.child.frame.origin == CGPoint(x: 10, y: 20))
    }

    /// The constraints of a removed view that tied views staying in the hierarchy leave its solver: the tie is
    /// gone from the next pass on.
    @Test("A removed view's ties to a view that stays leave the solver at the next pass")
    func removedTiesLeaveTheSolver() {
        let scene = Scene()
        scene.hierarchy.layout()
        expectFrame(scene.child, CGRect(x: 10, y: 20, width: 80, height: 40))
        scene.sibling.removeFromSuperview()
        NSLayoutConstraint.activate([makeConstraint(scene.child, .width, constant: 60)])
        let diagnostics = collectDiagnostics {
            scene.hierarchy.layout()
        }
        // Left in the solver, the child's width tie to the sibling (its width pinned at 80) would hold against the
        // new 60: a conflict reported, or the old width.
        #expect(diagnostics.isEmpty)
        expectFrame(scene.child, CGRect(x: 10, y: 20, width: 60, height: 30))
    }
}
