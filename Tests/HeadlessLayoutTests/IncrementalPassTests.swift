import Foundation
import HeadlessLayout
import Testing

/// The incremental frame pass: a change revisits only what it moves, with the right frames.
@Suite("Incremental layout pass")
struct IncrementalPassTests {
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
        // A view keeps its own size constraints when it leaves its superview (as in UIKit), so pinning the
        // returning view elsewhere conflicts with its old width and height: two reports a round, captured here.
        let conflicts = collectDiagnostics {
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
        }
        #expect(conflicts.count == 24 && conflicts.allSatisfy { $0.kind == .unsatisfiableConstraints })
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
        let conflict = moveRightEdge(to: 480)
        #expect(conflict.map(\.kind) == [.unsatisfiableConstraints])
        #expect(conflict.first?.constraints.last?.firstItem === view)
        // A constraint of the conflict is broken: the width stops at zero.
        #expect(abs(view.frame.size.width) < 1e-6)
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
