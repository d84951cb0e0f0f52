import Foundation
import HeadlessLayout
import Testing

/// The layout pass under a view with many subviews: it visits the subviews that need layout (listed as they ask)
/// rather than checking all of them, and still lays out every one that needs it.
@Suite("Layout pass under a large superview")
struct LargeParentPassTests {
    /// A 1000×1000 root with `count` counting subviews in rows of 5 points, each pinned by left, top, width and
    /// height (index 0 of each pin list is the left constraint, 3 the height).
    struct Scene {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [CountingView] = []
        var pins: [[NSLayoutConstraint]] = []

        init(count: Int) {
            for index in 0..<count {
                let view = CountingView()
                pins.append(smokePin(view, in: root, Scene.rect(index)))
                views.append(view)
            }
        }

        /// The frame view `index` is pinned to at first.
        static func rect(_ index: Int) -> CGRect {
            CGRect(x: 10, y: CGFloat(index) * 5, width: 100, height: 5)
        }
    }

    @Test("Resizing a few of 400 subviews lays out exactly those, at their new frames", arguments: [1, 3, 40])
    func fewOfManyResized(resized: Int) {
        let scene = Scene(count: 400)
        scene.root.layoutIfNeeded()
        #expect(scene.views.allSatisfy { $0.layoutCount == 1 })
        let chosen = Set((0..<resized).map { ($0 * 97 + 13) % 400 })
        for index in chosen {
            scene.pins[index][3].constant = 9
        }
        scene.root.layoutIfNeeded()
        for (index, view) in scene.views.enumerated() {
            let resizedHere = chosen.contains(index)
            #expect(view.layoutCount == (resizedHere ? 2 : 1), "view \(index)")
            var expected = Scene.rect(index)
            if resizedHere { expected.size.height = 9 }
            #expect(smokeClose(view.frame, expected), "view \(index): \(view.frame)")
        }
    }

    @Test("Subviews that asked for layout while the superview was small are laid out after it grows large")
    func askedWhileSmallThenGrew() {
        var scene = Scene(count: 10)
        scene.root.layoutIfNeeded()
        scene.views[2].setNeedsLayout()
        scene.pins[7][3].constant = 8
        for index in 10..<200 {
            let view = CountingView()
            scene.pins.append(smokePin(view, in: scene.root, Scene.rect(index)))
            scene.views.append(view)
        }
        scene.root.layoutIfNeeded()
        #expect(scene.views[2].layoutCount == 2)
        #expect(scene.views[7].layoutCount == 2)
        #expect(smokeClose(scene.views[7].frame, CGRect(x: 10, y: 35, width: 100, height: 8)))
        #expect(scene.views[10...].allSatisfy { $0.layoutCount == 1 })
        #expect(scene.views.enumerated().allSatisfy { index, view in
            index == 7 || smokeClose(view.frame, Scene.rect(index))
        })
    }

    @Test("A subview removed after it asked for layout is not laid out by its old superview; one re-added is")
    func removedAndReAddedAfterAsking() {
        let scene = Scene(count: 100)
        scene.root.layoutIfNeeded()
        scene.views[5].setNeedsLayout()
        scene.views[6].setNeedsLayout()
        scene.views[5].removeFromSuperview()
        scene.views[6].removeFromSuperview()
        scene.root.addSubview(scene.views[6])
        // The view kept its own width and height (as in UIKit), so the new ones conflict: both reports captured.
        let conflicts = collectDiagnostics {
            smokePin(scene.views[6], in: scene.root, CGRect(x: 1, y: 2, width: 3, height: 4))
            scene.root.layoutIfNeeded()
        }
        #expect(conflicts.count == 2 && conflicts.allSatisfy { $0.kind == .unsatisfiableConstraints })
        #expect(scene.views[5].layoutCount == 1)
        #expect(scene.views[6].layoutCount == 2)
        #expect(smokeClose(scene.views[6].frame, CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(scene.views[7].layoutCount == 1)
    }

    @Test("A subview of a subview that asks for layout is reached through both lists")
    func nestedAsk() {
        let scene = Scene(count: 60)
        let inner = (0..<50).map { _ in CountingView() }
        for (index, view) in inner.enumerated() {
            smokePin(view, in: scene.views[30], CGRect(x: 0, y: CGFloat(index), width: 1, height: 1))
        }
        scene.root.layoutIfNeeded()
        #expect(inner.allSatisfy { $0.layoutCount == 1 })
        inner[44].setNeedsLayout()
        scene.root.layoutIfNeeded()
        #expect(inner[44].layoutCount == 2)
        #expect(inner.enumerated().allSatisfy { $0.offset == 44 || $0.element.layoutCount == 1 })
        #expect(scene.views[30].layoutCount == 1)
    }
}
