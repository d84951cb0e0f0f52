import Foundation
import HeadlessLayout
import Testing

// Objects that outlive the objects they name: constraints outliving their views, subviews and guides outliving
// their superview or owning view, views outliving their hierarchy's root (and its layout engine). These names are
// held without retaining (as UIKit holds them), and must read `nil` once the named object is gone, never a
// dangling object, even after its memory is reused by new views.

/// Makes and throws away views, so that the memory of views deallocated just before is reused.
private func churnAllocations() {
    var views: [HeadlessView] = []
    for _ in 0..<64 {
        let view = HeadlessView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.addLayoutGuide(HeadlessLayoutGuide())
        views.append(view)
    }
    views.removeAll()
}

/// Adds `view` to a new 500×500 root at `origin` (left and top constraints only: the view brings its size) and
/// lays the new hierarchy out.
@discardableResult
private func placeInNewRoot(_ view: HeadlessView, at origin: CGPoint) -> HeadlessView {
    let newRoot = HeadlessView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    newRoot.addSubview(view)
    activateConstraint(view, .left, .equal, newRoot, .left, constant: origin.x)
    activateConstraint(view, .top, .equal, newRoot, .top, constant: origin.y)
    newRoot.layoutIfNeeded()
    return newRoot
}

@Suite("Lifetimes of views, guides, constraints and engines")
struct LifetimeTests {
    @Test("A constraint outliving its views names no items, is inactive and reports a reactivation")
    func constraintOutlivesItsViews() {
        var constraint: NSLayoutConstraint?
        do {
            let hierarchy = TestHierarchy(width: 200, height: 100)
            let view = hierarchy.addView()
            let width = activateConstraint(view, .width, .equal, hierarchy.root, .width, multiplier: 0.5)
            activateConstraint(view, .height, constant: 10)
            hierarchy.layout()
            expectFrame(view, CGRect(x: 0, y: 0, width: 100, height: 10))
            #expect(width.isActive)
            constraint = width
        }
        churnAllocations()
        guard let constraint else { return }
        #expect(constraint.firstItem == nil)
        #expect(constraint.secondItem == nil)
        #expect(!constraint.isActive)
        #expect(constraint.description.contains("(nil)"))
        let diagnostics = collectDiagnostics { constraint.isActive = true }
        #expect(diagnostics.map(\.kind) == [.invalidConstraint])
        #expect(diagnostics.first?.message.contains("no longer exists") == true)
        #expect(!constraint.isActive)
    }

    @Test("A constraint outliving only its second item names the first and stays out of the layout")
    func constraintOutlivesItsSecondItem() {
        let hierarchy = TestHierarchy(width: 300, height: 300)
        let view = hierarchy.addView()
        activateConstraint(view, .height, constant: 20)
        activateConstraint(view, .top, .equal, hierarchy.root, .top)
        activateConstraint(view, .leading, .equal, hierarchy.root, .leading)
        var follow: NSLayoutConstraint?
        do {
            let leader = hierarchy.addView()
            pin(leader, in: hierarchy.root, to: CGRect(x: 0, y: 50, width: 120, height: 10))
            follow = activateConstraint(view, .width, .equal, leader, .width)
            hierarchy.layout()
            expectFrame(view, CGRect(x: 0, y: 0, width: 120, height: 20))
            leader.removeFromSuperview()
        }
        churnAllocations()
        guard let follow else { return }
        #expect(follow.firstItem === view)
        #expect(follow.secondItem == nil)
        #expect(!follow.isActive)
        activateConstraint(view, .width, constant: 40)
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("A subview outliving its superview has none, and lays out in a new hierarchy")
    func subviewOutlivesItsSuperview() {
        let child = HeadlessView()
        child.translatesAutoresizingMaskIntoConstraints = false
        let grandchild = HeadlessView()
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(grandchild)
        // Constraints inside the child's subtree survive the loss of the superview.
        let inner = pin(grandchild, in: child, to: CGRect(x: 5, y: 5, width: 10, height: 10))
        do {
            let oldRoot = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            oldRoot.addSubview(child)
            pin(child, in: oldRoot, to: CGRect(x: 10, y: 10, width: 50, height: 50))
            oldRoot.layoutIfNeeded()
            expectFrame(child, CGRect(x: 10, y: 10, width: 50, height: 50))
            expectFrame(grandchild, CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        churnAllocations()
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(inner.allSatisfy { $0.isActive })

        // Its size constraints are installed on itself, so they came along; only its position is new.
        placeInNewRoot(child, at: CGPoint(x: 100, y: 200))
        expectFrame(child, CGRect(x: 100, y: 200, width: 50, height: 50))
        expectFrame(grandchild, CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(inner.allSatisfy { $0.isActive })
    }

    @Test("A guide outliving its owning view has none, and the constraints naming it are inactive")
    func guideOutlivesItsOwningView() {
        let guide = HeadlessLayoutGuide()
        var naming: [NSLayoutConstraint] = []
        do {
            let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addLayoutGuide(guide)
            naming = pin(guide, in: root, to: CGRect(x: 10, y: 20, width: 30, height: 40))
            root.layoutIfNeeded()
            #expect(isClose(guide.layoutFrame, CGRect(x: 10, y: 20, width: 30, height: 40)))
        }
        churnAllocations()
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
        #expect(naming.allSatisfy { !$0.isActive })
        #expect(naming.allSatisfy { $0.firstItem === guide && $0.secondItem == nil })

        let newOwner = HeadlessView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        newOwner.addLayoutGuide(guide)
        pin(guide, in: newOwner, to: CGRect(x: 1, y: 2, width: 3, height: 4))
        newOwner.layoutIfNeeded()
        #expect(isClose(guide.layoutFrame, CGRect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test("Views outliving their hierarchy's root (and its engine) move to a new root and lay out there")
    func viewsOutliveTheirRoot() {
        let middle = HeadlessView()
        middle.translatesAutoresizingMaskIntoConstraints = false
        let leaves = (0..<3).map { _ in HeadlessView() }
        for (index, leaf) in leaves.enumerated() {
            leaf.translatesAutoresizingMaskIntoConstraints = false
            middle.addSubview(leaf)
            pin(leaf, in: middle, to: CGRect(x: 0, y: CGFloat(index) * 10, width: 20, height: 10))
        }
        do {
            let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            root.addSubview(middle)
            pin(middle, in: root, to: CGRect(x: 30, y: 40, width: 100, height: 100))
            root.layoutIfNeeded()
            expectFrame(leaves[2], CGRect(x: 0, y: 20, width: 20, height: 10))
        }
        churnAllocations()
        #expect(middle.superview == nil)
        // The middle view is a root now: it lays out its own subtree (its size constraints came along).
        middle.layoutIfNeeded()
        expectFrame(leaves[1], CGRect(x: 0, y: 10, width: 20, height: 10))

        placeInNewRoot(middle, at: CGPoint(x: 7, y: 8))
        expectFrame(middle, CGRect(x: 7, y: 8, width: 100, height: 100))
        expectFrame(leaves[2], CGRect(x: 0, y: 20, width: 20, height: 10))
    }
}
