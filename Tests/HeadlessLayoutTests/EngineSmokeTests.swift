import Foundation
import HeadlessLayout
import Testing

// Smoke tests of the engine's own machinery (written with the implementation): moving subtrees between
// engines, conflict recovery, negative sizes, mirrored multipliers, the safe-area fixed point, ambiguity,
// root sizing and descriptions. The behavioural suites next to this file check UIKit's documented behaviour.

/// A constraint through the public initializer.
func smokeConstraint(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
    _ toItem: AnyObject? = nil, _ toAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0
) -> NSLayoutConstraint {
    NSLayoutConstraint(
        item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
        multiplier: multiplier, constant: constant)
}

/// Adds an auto layout `view` to `parent` and activates `left`, `top`, `width`, `height` pinning it to `rect`,
/// measured from `reference` (the parent by default). Returns the four constraints in that order.
@discardableResult
func smokePin(
    _ view: HeadlessView, in parent: HeadlessView, _ rect: CGRect, from reference: HeadlessView? = nil
) -> [NSLayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    let reference = reference ?? parent
    let pins = [
        smokeConstraint(view, .left, .equal, reference, .left, constant: rect.origin.x),
        smokeConstraint(view, .top, .equal, reference, .top, constant: rect.origin.y),
        smokeConstraint(view, .width, constant: rect.size.width), smokeConstraint(view, .height, constant: rect.size.height),
    ]
    NSLayoutConstraint.activate(pins)
    return pins
}

/// A root of the given size and an auto layout subview pinned to `rect` inside it.
func smokeScene(
    rootSize: CGSize = CGSize(width: 1000, height: 1000), rect: CGRect
) -> (root: HeadlessView, view: HeadlessView, pins: [NSLayoutConstraint]) {
    let root = HeadlessView(frame: CGRect(origin: .zero, size: rootSize))
    let view = HeadlessView()
    return (root, view, smokePin(view, in: root, rect))
}

/// Whether two rectangles agree within 1e-6 (origin and size, not standardised).
func smokeClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    abs(lhs.origin.x - rhs.origin.x) < 1e-6 && abs(lhs.origin.y - rhs.origin.y) < 1e-6
        && abs(lhs.size.width - rhs.size.width) < 1e-6 && abs(lhs.size.height - rhs.size.height) < 1e-6
}

/// Collects diagnostics raised while `body` runs.
func smokeDiagnostics(_ body: () -> Void) -> [LayoutDiagnostic] {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var items: [LayoutDiagnostic] = []
    }
    let box = Box()
    LayoutDiagnostics.withHandler({ diagnostic in
        box.lock.lock()
        box.items.append(diagnostic)
        box.lock.unlock()
    }) {
        body()
    }
    return box.items
}

/// A view that counts its `layoutSubviews()` calls (per instance: tests run in parallel).
final class CountingView: HeadlessView {
    /// How many times `layoutSubviews()` ran.
    var layoutCount = 0

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}

/// `count` counting views stacked in a root 1000 wide: each 100 wide, 10 tall, `gap` apart, from y = 0. Returns
/// the root, the views, their height constraints and the spacing constraint above each view but the first
/// (`spacings[i - 1]` is above view `i`).
func countingStack(
    count: Int, gap: CGFloat = 5
) -> (root: CountingView, views: [CountingView], heights: [NSLayoutConstraint], spacings: [NSLayoutConstraint]) {
    let root = CountingView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var views: [CountingView] = []
    var heights: [NSLayoutConstraint] = []
    var spacings: [NSLayoutConstraint] = []
    for _ in 0..<count {
        let view = CountingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let height = smokeConstraint(view, .height, constant: 10)
        heights.append(height)
        var constraints = [
            smokeConstraint(view, .left, .equal, root, .left), smokeConstraint(view, .width, constant: 100), height,
        ]
        if let previous = views.last {
            let spacing = smokeConstraint(view, .top, .equal, previous, .bottom, constant: gap)
            spacings.append(spacing)
            constraints.append(spacing)
        } else {
            constraints.append(smokeConstraint(view, .top, .equal, root, .top))
        }
        NSLayoutConstraint.activate(constraints)
        views.append(view)
    }
    return (root, views, heights, spacings)
}

/// A root that changes a constraint's constant in its own `layoutSubviews()` before calling super.
final class AdjustingRoot: HeadlessView {
    /// The constraint adjusted, and the constant it gets.
    var adjustment: (constraint: NSLayoutConstraint, constant: CGFloat)?

    override func layoutSubviews() {
        if let adjustment {
            adjustment.constraint.constant = adjustment.constant
        }
        super.layoutSubviews()
    }
}

@Suite("Engine smoke tests")
struct EngineSmokeTests {
    @Test("A laid-out subtree moved to another hierarchy keeps its inner constraints and takes new ties")
    func subtreeMovesBetweenEngines() {
        let first = smokeScene(rect: CGRect(x: 100, y: 100, width: 400, height: 300))
        let child = HeadlessView()
        child.translatesAutoresizingMaskIntoConstraints = false
        first.view.addSubview(child)
        NSLayoutConstraint.activate([
            smokeConstraint(child, .left, .equal, first.view, .left, constant: 10),
            smokeConstraint(child, .top, .equal, first.view, .top, constant: 20),
            smokeConstraint(child, .width, .equal, first.view, .width, multiplier: 0.5),
            smokeConstraint(child, .height, constant: 30),
        ])
        first.root.layoutIfNeeded()
        #expect(smokeClose(child.frame, CGRect(x: 10, y: 20, width: 200, height: 30)))

        let second = HeadlessView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        second.layoutIfNeeded()
        second.addSubview(first.view)
        #expect(first.pins[0].isActive == false && first.pins[2].isActive == true)
        NSLayoutConstraint.activate([
            smokeConstraint(first.view, .right, .equal, second, .right, constant: -50),
            smokeConstraint(first.view, .bottom, .equal, second, .bottom, constant: -60),
        ])
        let diagnostics = smokeDiagnostics { second.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(smokeClose(first.view.frame, CGRect(x: 350, y: 240, width: 400, height: 300)))
        #expect(smokeClose(child.frame, CGRect(x: 10, y: 20, width: 200, height: 30)))

        // The old hierarchy lays out without the moved subtree.
        first.root.layoutIfNeeded()
        #expect(first.root.subviews.isEmpty)
    }

    @Test(
        "A subtree moved with a change still queued keeps it, whichever hierarchy lays out first",
        arguments: [true, false])
    func movedSubtreeWithQueuedChange(newHierarchyFirst: Bool) {
        let first = smokeScene(rect: CGRect(x: 100, y: 100, width: 400, height: 300))
        let child = HeadlessView()
        child.translatesAutoresizingMaskIntoConstraints = false
        first.view.addSubview(child)
        let height = smokeConstraint(child, .height, constant: 30)
        NSLayoutConstraint.activate([
            smokeConstraint(child, .left, .equal, first.view, .left, constant: 10),
            smokeConstraint(child, .top, .equal, first.view, .top, constant: 20),
            smokeConstraint(child, .width, constant: 50),
            height,
        ])
        first.root.layoutIfNeeded()
        // Queued in the first hierarchy's engine, then the subtree leaves before that engine runs.
        height.constant = 40
        let second = HeadlessView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        second.layoutIfNeeded()
        second.addSubview(first.view)
        NSLayoutConstraint.activate([
            smokeConstraint(first.view, .left, .equal, second, .left, constant: 5),
            smokeConstraint(first.view, .top, .equal, second, .top, constant: 6),
        ])
        if newHierarchyFirst {
            second.layoutIfNeeded()
            first.root.layoutIfNeeded()
        } else {
            first.root.layoutIfNeeded()
            second.layoutIfNeeded()
        }
        #expect(height.isActive)
        #expect(smokeClose(child.frame, CGRect(x: 10, y: 20, width: 50, height: 40)))
        height.constant = 70
        second.layoutIfNeeded()
        #expect(smokeClose(child.frame, CGRect(x: 10, y: 20, width: 50, height: 70)))
        #expect(first.view.frame.origin == CGPoint(x: 5, y: 6))
    }

    @Test("A root with its own engine joins another hierarchy")
    func rootWithEngineJoinsHierarchy() {
        let inner = smokeScene(rootSize: CGSize(width: 200, height: 200), rect: CGRect(x: 5, y: 6, width: 7, height: 8))
        inner.root.layoutIfNeeded()
        let outer = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        outer.addSubview(inner.root)
        inner.root.frame = CGRect(x: 300, y: 400, width: 200, height: 200)
        outer.layoutIfNeeded()
        // The former root now translates its frame into constraints; its subview is placed inside it.
        #expect(smokeClose(inner.root.frame, CGRect(x: 300, y: 400, width: 200, height: 200)))
        #expect(smokeClose(inner.view.frame, CGRect(x: 5, y: 6, width: 7, height: 8)))
    }

    @Test("Conflicting required constraints: Apple's message, the broken one last and held above priority 999")
    func conflictRecovery() {
        let scene = smokeScene(rect: CGRect(x: 0, y: 0, width: 100, height: 10))
        let conflicting = smokeConstraint(scene.view, .width, constant: 300)
        let optional = smokeConstraint(scene.view, .width, constant: 200)
        optional.priority = UILayoutPriority(999)
        let diagnostics = smokeDiagnostics {
            NSLayoutConstraint.activate([conflicting, optional])
            scene.root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.kind == .unsatisfiableConstraints)
        #expect(diagnostic?.constraints.last === conflicting)
        #expect(diagnostic?.constraints.contains { $0 === scene.pins[2] } == true)
        #expect(diagnostic?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(diagnostic?.message.contains("Will attempt to recover by breaking constraint") == true)
        // The broken constraint stays active and still beats the 999 one: the width stays at the required 100.
        #expect(conflicting.isActive)
        #expect(smokeClose(scene.view.frame, CGRect(x: 0, y: 0, width: 100, height: 10)))
        scene.pins[2].isActive = false
        scene.root.layoutIfNeeded()
        #expect(abs(scene.view.frame.size.width - 300) < 1e-6)
    }

    @Test("A width forced below zero by required constraints is a conflict: one of them is broken, the width is 0")
    func negativeWidthIsReported() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let view = HeadlessView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let diagnostics = smokeDiagnostics {
            NSLayoutConstraint.activate([
                smokeConstraint(view, .left, .equal, root, .left, constant: 500),
                smokeConstraint(view, .right, .equal, root, .left, constant: 490),
                smokeConstraint(view, .top, .equal, root, .top),
                smokeConstraint(view, .height, constant: 10),
            ])
            root.layoutIfNeeded()
        }
        #expect(abs(view.frame.size.width) < 1e-6)
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        // The constraint broken is one of the user's (never the engine's own `width >= 0`).
        let broken = diagnostics.first?.constraints.last
        #expect(broken?.firstItem === view && (broken?.firstAttribute == .left || broken?.firstAttribute == .right))
        // Optional constraints alone never make a size negative.
        let other = HeadlessView()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        let shrink = smokeConstraint(other, .width, constant: -50)
        shrink.priority = .defaultHigh
        NSLayoutConstraint.activate([
            shrink, smokeConstraint(other, .left, .equal, root, .left), smokeConstraint(other, .top, .equal, root, .top),
            smokeConstraint(other, .height, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(abs(other.frame.size.width) < 1e-6)
    }

    @Test("Right-to-left mirrors leading/trailing with multipliers inside the common ancestor")
    func mirroredMultiplier() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let container = HeadlessView()
        smokePin(container, in: root, CGRect(x: 200, y: 0, width: 600, height: 100))
        let view = HeadlessView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            smokeConstraint(view, .leading, .equal, container, .trailing, multiplier: 0.5),
            smokeConstraint(view, .width, constant: 50),
            smokeConstraint(view, .top, .equal, container, .top),
            smokeConstraint(view, .height, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(smokeClose(view.frame, CGRect(x: 300, y: 0, width: 50, height: 10)))
        root.layoutDirectionTrait = .rightToLeft
        root.layoutIfNeeded()
        // The mirror image: the right edge at half the container's width.
        #expect(smokeClose(view.frame, CGRect(x: 250, y: 0, width: 50, height: 10)))
    }

    @Test("A descendant's safe area guide settles after the layout moves it")
    func safeAreaFixedPoint() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        let bar = HeadlessView()
        let barTop = smokePin(bar, in: root, CGRect(x: 0, y: 20, width: 400, height: 100))[1]
        let label = HeadlessView()
        label.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(label)
        NSLayoutConstraint.activate([
            smokeConstraint(label, .top, .equal, bar.safeAreaLayoutGuide, .top),
            smokeConstraint(label, .bottom, .equal, bar.safeAreaLayoutGuide, .bottom),
            smokeConstraint(label, .left, .equal, bar, .left),
            smokeConstraint(label, .width, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(smokeClose(label.frame, CGRect(x: 0, y: 30, width: 10, height: 70)))
        barTop.constant = 0
        root.layoutIfNeeded()
        #expect(smokeClose(label.frame, CGRect(x: 0, y: 50, width: 10, height: 50)))
        root.simulatedSafeAreaInsets = .zero
        root.layoutIfNeeded()
        #expect(smokeClose(label.frame, CGRect(x: 0, y: 0, width: 10, height: 100)))
    }

    @Test("exerciseAmbiguityInLayout moves an ambiguous view to another valid frame")
    func exerciseAmbiguity() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let view = HeadlessView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            smokeConstraint(view, .top, .equal, root, .top), smokeConstraint(view, .width, constant: 30),
            smokeConstraint(view, .height, constant: 40),
            smokeConstraint(view, .left, .greaterThanOrEqual, root, .left),
        ])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.origin.x != before.origin.x)
        #expect(view.frame.origin.x >= 0)
        #expect(view.frame.size.width == 30)
    }

    @Test("A root that does not translate its autoresizing mask is sized by its constraints")
    func rootSizedByConstraints() {
        let root = HeadlessView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        root.translatesAutoresizingMaskIntoConstraints = false
        let child = HeadlessView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            smokeConstraint(child, .left, .equal, root, .left, constant: 5),
            smokeConstraint(child, .right, .equal, root, .right, constant: -5),
            smokeConstraint(child, .width, constant: 300),
        ])
        root.layoutIfNeeded()
        #expect(smokeClose(root.frame, CGRect(x: 10, y: 20, width: 310, height: 100)))
    }

    @Test("Descriptions follow Apple's format")
    func descriptions() {
        let scene = smokeScene(rect: CGRect(x: 0, y: 10, width: 20, height: 30))
        let top = scene.pins[1]
        #expect(top.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(top.description.hasSuffix(".top + 10   (active)>"))
        #expect(top.description.contains("HeadlessView:0x"))
        let half = smokeConstraint(scene.view, .width, .lessThanOrEqual, scene.root, .width, multiplier: 0.5, constant: -8)
        half.priority = .defaultHigh
        half.identifier = "half"
        #expect(half.description.contains(" 'half' "))
        #expect(half.description.contains(".width <= 0.5*HeadlessView:0x"))
        #expect(half.description.hasSuffix(".width - 8 @750   (inactive)>"))
    }

    @Test("Many constant changes between passes are applied in place")
    func constantChangesInPlace() {
        let scene = smokeScene(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.root.layoutIfNeeded()
        for step in 1...50 {
            scene.pins[0].constant = CGFloat(step)
            scene.pins[2].constant = CGFloat(step * 2)
            if step % 10 == 0 {
                scene.root.layoutIfNeeded()
                #expect(smokeClose(scene.view.frame, CGRect(x: CGFloat(step), y: 0, width: CGFloat(step * 2), height: 10)))
            }
        }
    }

    @Test("Removing a layout guide deactivates the constraints that name it")
    func removingAGuide() {
        let scene = smokeScene(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let guide = HeadlessLayoutGuide()
        scene.root.addLayoutGuide(guide)
        let pinned = [
            smokeConstraint(guide, .left, .equal, scene.root, .left, constant: 100),
            smokeConstraint(guide, .width, constant: 50),
        ]
        NSLayoutConstraint.activate(pinned)
        let follower = smokeConstraint(scene.view, .right, .lessThanOrEqual, guide, .right)
        follower.isActive = true
        scene.root.layoutIfNeeded()
        #expect(smokeClose(CGRect(x: guide.layoutFrame.origin.x, y: 0, width: guide.layoutFrame.size.width, height: 0),
                           CGRect(x: 100, y: 0, width: 50, height: 0)))
        scene.root.removeLayoutGuide(guide)
        #expect(!follower.isActive && pinned.allSatisfy { !$0.isActive })
        #expect(guide.owningView == nil && scene.root.layoutGuides.isEmpty)
        scene.root.layoutIfNeeded()
        #expect(smokeClose(scene.view.frame, CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test("A laid-out hierarchy is freed when its last reference goes (no retain cycle through the engine)")
    func hierarchyIsFreed() {
        weak var weakRoot: HeadlessView?
        weak var weakView: HeadlessView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let scene = smokeScene(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
            _ = scene.root.layoutMarginsGuide
            scene.root.layoutIfNeeded()
            weakRoot = scene.root
            weakView = scene.view
            weakConstraint = scene.pins[0]
        }
        #expect(weakRoot == nil && weakView == nil && weakConstraint == nil)
    }

}
