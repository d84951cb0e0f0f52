import Foundation
import HeadlessLayout
import Testing

// Smoke tests of the engine's own machinery (written with the implementation): moving subtrees between
// engines, conflict recovery, negative sizes, mirrored multipliers, the safe-area fixed point, ambiguity,
// root sizing and descriptions. The behavioural suites next to this file check UIKit's documented behaviour.

/// A constraint through the public initializer.
private func smokeConstraint(
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
private func smokePin(
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
private func smokeScene(
    rootSize: CGSize = CGSize(width: 1000, height: 1000), rect: CGRect
) -> (root: HeadlessView, view: HeadlessView, pins: [NSLayoutConstraint]) {
    let root = HeadlessView(frame: CGRect(origin: .zero, size: rootSize))
    let view = HeadlessView()
    return (root, view, smokePin(view, in: root, rect))
}

/// Whether two rectangles agree within 1e-6 (origin and size, not standardised).
private func smokeClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    abs(lhs.origin.x - rhs.origin.x) < 1e-6 && abs(lhs.origin.y - rhs.origin.y) < 1e-6
        && abs(lhs.size.width - rhs.size.width) < 1e-6 && abs(lhs.size.height - rhs.size.height) < 1e-6
}

/// Collects diagnostics raised while `body` runs.
private func smokeDiagnostics(_ body: () -> Void) -> [LayoutDiagnostic] {
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
private final class CountingView: HeadlessView {
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
private func countingStack(
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
private final class AdjustingRoot: HeadlessView {
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

    @Test("A width forced below zero by required constraints is reported and kept")
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
        #expect(abs(view.frame.size.width - -10) < 1e-6)
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
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

    // MARK: Incremental frame pass

    @Test("A constant change lays out only what it moves, with the right frames")
    func constantChangeMovesOnlyWhatChanged() {
        let scene = countingStack(count: 6)
        scene.root.layoutIfNeeded()
        #expect(scene.views.allSatisfy { $0.layoutCount == 1 })
        let before = scene.views.map(\.frame)

        // Nothing changed: no layoutSubviews at all.
        scene.root.layoutIfNeeded()
        #expect(scene.root.layoutCount == 1 && scene.views.allSatisfy { $0.layoutCount == 1 })

        // Moving views 3...5 down keeps their sizes: only their superview lays out again.
        scene.spacings[2].constant = 25
        scene.root.layoutIfNeeded()
        #expect(scene.root.layoutCount == 2)
        #expect(scene.views.allSatisfy { $0.layoutCount == 1 })
        for (index, view) in scene.views.enumerated() {
            let expected = CGRect(x: 0, y: CGFloat(index) * 15 + (index >= 3 ? 20 : 0), width: 100, height: 10)
            #expect(smokeClose(view.frame, expected))
        }
        #expect(zip(scene.views, before).prefix(3).allSatisfy { $0.frame == $1 })

        // Resizing one view lays out that view and its superview only.
        let height = smokeConstraint(scene.views[4], .height, constant: 30)
        height.priority = .defaultHigh
        height.isActive = true
        scene.root.layoutIfNeeded()
        #expect(scene.root.layoutCount == 2, "a 10-point required height beats the optional 30: nothing moved")
        scene.heights[4].isActive = false
        scene.root.layoutIfNeeded()
        #expect(scene.root.layoutCount == 3)
        #expect(scene.views.enumerated().allSatisfy { $1.layoutCount == ($0 == 4 ? 2 : 1) })
        #expect(smokeClose(scene.views[4].frame, CGRect(x: 0, y: 80, width: 100, height: 30)))
        #expect(smokeClose(scene.views[5].frame, CGRect(x: 0, y: 115, width: 100, height: 10)))
    }

    @Test("A view whose superview moves gets a new frame though its own position in the root stays")
    func superviewMovingMovesTheRelativeFrame() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let container = HeadlessView(), child = HeadlessView()
        let containerLeft = smokePin(container, in: root, CGRect(x: 10, y: 20, width: 500, height: 500))[0]
        // The child is placed against the root, not its superview.
        smokePin(child, in: container, CGRect(x: 50, y: 60, width: 5, height: 6), from: root)
        root.layoutIfNeeded()
        #expect(smokeClose(child.frame, CGRect(x: 40, y: 40, width: 5, height: 6)))
        containerLeft.constant = 30
        root.layoutIfNeeded()
        #expect(smokeClose(container.frame, CGRect(x: 30, y: 20, width: 500, height: 500)))
        #expect(smokeClose(child.frame, CGRect(x: 20, y: 40, width: 5, height: 6)))
        containerLeft.constant = -100
        root.layoutIfNeeded()
        #expect(smokeClose(child.frame, CGRect(x: 150, y: 40, width: 5, height: 6)))
    }

    @Test("Resizing the root moves what follows its size, and nested frames stay relative", arguments: [600.0, 1400.0])
    func resizeRoot(width: Double) {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 500))
        var parent = root
        var views: [HeadlessView] = []
        for _ in 0..<4 {
            let view = HeadlessView()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            NSLayoutConstraint.activate([
                smokeConstraint(view, .left, .equal, parent, .left, constant: 10),
                smokeConstraint(view, .right, .equal, parent, .right, constant: -10),
                smokeConstraint(view, .top, .equal, parent, .top, constant: 5),
                smokeConstraint(view, .height, .equal, parent, .height, multiplier: 0.5),
            ])
            views.append(view)
            parent = view
        }
        let fixed = HeadlessView()
        smokePin(fixed, in: root, CGRect(x: 1, y: 0, width: 2, height: 3))
        root.layoutIfNeeded()
        for newWidth in [CGFloat(width), 1000] {
            root.frame = CGRect(x: 0, y: 0, width: newWidth, height: 500)
            root.layoutIfNeeded()
            var expectedWidth = newWidth, expectedHeight: CGFloat = 500
            for view in views {
                expectedWidth -= 20
                expectedHeight /= 2
                #expect(smokeClose(view.frame, CGRect(x: 10, y: 5, width: expectedWidth, height: expectedHeight)))
            }
            #expect(smokeClose(fixed.frame, CGRect(x: 1, y: 0, width: 2, height: 3)))
        }
    }

    @Test("A frame set by hand on an Auto Layout view is solved again at the next pass")
    func frameSetByHandIsRestored() {
        let scene = smokeScene(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        scene.root.layoutIfNeeded()
        scene.view.frame = CGRect(x: 500, y: 500, width: 1, height: 1)
        scene.root.layoutIfNeeded()
        #expect(smokeClose(scene.view.frame, CGRect(x: 10, y: 20, width: 30, height: 40)))
        scene.view.center = CGPoint(x: 0, y: 0)
        scene.root.layoutIfNeeded()
        #expect(smokeClose(scene.view.frame, CGRect(x: 10, y: 20, width: 30, height: 40)))
    }

    @Test("Views added and removed many times keep correct frames")
    func addingAndRemovingViews() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var kept: [HeadlessView] = []
        for round in 0..<12 {
            var added: [HeadlessView] = []
            for index in 0..<8 {
                let view = HeadlessView()
                smokePin(view, in: root, CGRect(x: CGFloat(index), y: CGFloat(round), width: 7, height: 9))
                added.append(view)
            }
            root.layoutIfNeeded()
            for (index, view) in added.enumerated() {
                #expect(smokeClose(view.frame, CGRect(x: CGFloat(index), y: CGFloat(round), width: 7, height: 9)))
            }
            // Keep one view of each round; the others leave (and one comes back elsewhere).
            kept.append(added[0])
            added.dropFirst().forEach { $0.removeFromSuperview() }
            let returning = added[3]
            smokePin(returning, in: kept[0], CGRect(x: 2, y: 3, width: 4, height: 5))
            root.layoutIfNeeded()
            #expect(smokeClose(returning.frame, CGRect(x: 2, y: 3, width: 4, height: 5)))
            returning.removeFromSuperview()
        }
        root.layoutIfNeeded()
        for (round, view) in kept.enumerated() {
            #expect(smokeClose(view.frame, CGRect(x: 0, y: CGFloat(round), width: 7, height: 9)))
        }
    }

    @Test("A root with simulated insets that resizes moves the safe area of views that stay put")
    func safeAreaFollowsAResizedRoot() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        let panel = HeadlessView()
        smokePin(panel, in: root, CGRect(x: 0, y: 700, width: 400, height: 100))
        let content = HeadlessView()
        content.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(content)
        NSLayoutConstraint.activate([
            smokeConstraint(content, .top, .equal, panel.safeAreaLayoutGuide, .top),
            smokeConstraint(content, .bottom, .equal, panel.safeAreaLayoutGuide, .bottom),
            smokeConstraint(content, .left, .equal, panel, .left), smokeConstraint(content, .width, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(smokeClose(content.frame, CGRect(x: 0, y: 0, width: 10, height: 70)))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 900)
        root.layoutIfNeeded()
        #expect(smokeClose(panel.frame, CGRect(x: 0, y: 700, width: 400, height: 100)))
        #expect(smokeClose(content.frame, CGRect(x: 0, y: 0, width: 10, height: 100)))
        #expect(smokeClose(panel.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 400, height: 100)))
    }

    @Test("A constant change that forces a size below zero is reported then, and the floors hold optional sizes")
    func negativeSizeAfterAChange() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let view = HeadlessView(), loose = HeadlessView()
        // The width pin of `view` goes; its right edge is placed instead.
        let viewPins = smokePin(view, in: root, CGRect(x: 500, y: 0, width: 100, height: 10))
        viewPins[2].isActive = false
        let right = smokeConstraint(view, .right, .equal, root, .left, constant: 600)
        right.isActive = true
        // `loose` follows `view`'s width at an optional priority.
        let loosePins = smokePin(loose, in: root, CGRect(x: 0, y: 0, width: 100, height: 5))
        loosePins[2].isActive = false
        let shrink = smokeConstraint(loose, .width, .equal, view, .width)
        shrink.priority = .defaultHigh
        shrink.isActive = true
        let quiet = smokeDiagnostics { root.layoutIfNeeded() }
        #expect(quiet.isEmpty)
        #expect(smokeClose(loose.frame, CGRect(x: 0, y: 0, width: 100, height: 5)))
        func moveRightEdge(to constant: CGFloat) -> [LayoutDiagnostic] {
            smokeDiagnostics {
                right.constant = constant
                root.layoutIfNeeded()
            }
        }
        #expect(moveRightEdge(to: 480).map(\.kind) == [.unsatisfiableConstraints])
        #expect(abs(view.frame.size.width - -20) < 1e-6)
        // The optional width follows down to zero, not below.
        #expect(smokeClose(loose.frame, CGRect(x: 0, y: 0, width: 0, height: 5)))
        #expect(moveRightEdge(to: 520).isEmpty)
        #expect(smokeClose(view.frame, CGRect(x: 500, y: 0, width: 20, height: 10)))
        #expect(smokeClose(loose.frame, CGRect(x: 0, y: 0, width: 20, height: 5)))
    }

    @Test("A new frame whose autoresizing constraints conflict with required ones is reported, not a crash")
    func autoresizingFrameConflict() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let view = HeadlessView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(view)
        let other = HeadlessView()
        smokePin(other, in: root, CGRect(x: 0, y: 0, width: 100, height: 1))
        smokeConstraint(other, .width, .equal, view, .width).isActive = true
        root.layoutIfNeeded()
        let diagnostics = smokeDiagnostics {
            view.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiableConstraints])
        // The message names the conflicting constraints, the broken autoresizing width last.
        #expect(diagnostics.first?.constraints.count ?? 0 >= 2)
        #expect(diagnostics.first?.message.contains("NSAutoresizingMaskLayoutConstraints") == true)
    }

    @Test("A superview laid out for a few moved subviews still places every subview that needs it")
    func partialPlacementKeepsEveryFrameRight() {
        let root = AdjustingRoot(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var lefts: [NSLayoutConstraint] = []
        var views: [HeadlessView] = []
        for index in 0..<5 {
            let view = HeadlessView()
            lefts.append(smokePin(view, in: root, CGRect(x: CGFloat(10 * index), y: 0, width: 5, height: 5))[0])
            views.append(view)
        }
        root.layoutIfNeeded()
        func expected(_ index: Int) -> CGRect { CGRect(x: lefts[index].constant, y: 0, width: 5, height: 5) }

        // One view set by hand, another moved by a constant: both end at their solved frames.
        views[1].frame = CGRect(x: 300, y: 300, width: 1, height: 1)
        lefts[3].constant = 77
        root.layoutIfNeeded()
        #expect(views.indices.allSatisfy { smokeClose(views[$0].frame, expected($0)) })

        // A full layout was asked for, then the root's own layoutSubviews moves another view before super: the
        // view set by hand is still placed.
        views[2].frame = CGRect(x: 400, y: 400, width: 2, height: 2)
        root.adjustment = (lefts[4], 55)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(views.indices.allSatisfy { smokeClose(views[$0].frame, expected($0)) })
        #expect(smokeClose(views[4].frame, CGRect(x: 55, y: 0, width: 5, height: 5)))
    }
}
