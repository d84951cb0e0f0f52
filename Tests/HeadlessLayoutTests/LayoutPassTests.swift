import Foundation
import HeadlessLayout
import Testing

/// The layout pass: `layoutSubviews()` top-down, frames only at `layoutIfNeeded()`, `setNeedsLayout()` and
/// the update-constraints pass.
@Suite("Layout pass")
struct LayoutPassTests {
    /// root (1000×1000) → child (pinned at 100, 100, 500, 400) → grandchild (pinned at 10, 10, 50, 50),
    /// all recording their calls in one log.
    struct RecordingHierarchy {
        let log = CallLog()
        let root: RecordingView
        let child: RecordingView
        let grandchild: RecordingView
        let childConstraints: [NSLayoutConstraint]

        init() {
            root = RecordingView(name: "root", log: log)
            root.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
            child = RecordingView(name: "child", log: log)
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            grandchild = RecordingView(name: "grandchild", log: log)
            grandchild.translatesAutoresizingMaskIntoConstraints = false
            child.addSubview(grandchild)
            childConstraints = pin(child, in: root, to: CGRect(x: 100, y: 100, width: 500, height: 400))
            pin(grandchild, in: child, to: CGRect(x: 10, y: 10, width: 50, height: 50))
        }

        /// The names of the views whose `layoutSubviews()` ran, in order.
        var laidOut: [String] {
            log.entries.compactMap { entry in
                entry.hasPrefix("layoutSubviews ") ? String(entry.dropFirst("layoutSubviews ".count)) : nil
            }
        }
    }

    @Test("layoutSubviews() runs top-down, with each view's own frame already solved")
    func topDown() {
        let scene = RecordingHierarchy()
        scene.root.layoutIfNeeded()
        #expect(scene.laidOut == ["root", "child", "grandchild"])
        #expect(scene.child.boundsSizesAtLayout.count == 1)
        #expect(scene.child.boundsSizesAtLayout.first.map { isClose($0, CGSize(width: 500, height: 400)) } == true)
        #expect(scene.grandchild.boundsSizesAtLayout.count == 1)
        #expect(scene.grandchild.boundsSizesAtLayout.first.map { isClose($0, CGSize(width: 50, height: 50)) } == true)
        expectFrame(scene.child, CGRect(x: 100, y: 100, width: 500, height: 400))
        expectFrame(scene.grandchild, CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("Frames keep their old values until layoutIfNeeded()")
    func framesBeforeLayout() {
        let scene = RecordingHierarchy()
        expectFrame(scene.child, .zero)
        expectFrame(scene.grandchild, .zero)
        scene.root.layoutIfNeeded()
        scene.childConstraints[0].constant = 300
        scene.childConstraints[2].constant = 200
        expectFrame(scene.child, CGRect(x: 100, y: 100, width: 500, height: 400))
        scene.root.layoutIfNeeded()
        expectFrame(scene.child, CGRect(x: 300, y: 100, width: 200, height: 400))
    }

    @Test("layoutIfNeeded() with nothing to do calls no layoutSubviews()")
    func nothingToDo() {
        let scene = RecordingHierarchy()
        scene.root.layoutIfNeeded()
        scene.log.entries.removeAll()
        scene.root.layoutIfNeeded()
        #expect(scene.laidOut.isEmpty)
    }

    @Test("setNeedsLayout() makes the next layoutIfNeeded() lay that view out")
    func setNeedsLayout() {
        let scene = RecordingHierarchy()
        scene.root.layoutIfNeeded()
        scene.log.entries.removeAll()
        scene.child.setNeedsLayout()
        scene.root.layoutIfNeeded()
        #expect(scene.laidOut.contains("child"))
        #expect(!scene.laidOut.contains("root"))

        scene.log.entries.removeAll()
        scene.root.setNeedsLayout()
        scene.root.layoutIfNeeded()
        #expect(scene.laidOut.first == "root")
    }

    @Test("A constraint change lays out the superview of the moved view and the resized view")
    func constraintChangeLaysOut() {
        let scene = RecordingHierarchy()
        scene.root.layoutIfNeeded()
        scene.log.entries.removeAll()
        scene.childConstraints[2].constant = 600  // the child's width
        scene.root.layoutIfNeeded()
        #expect(scene.laidOut.contains("root"))
        #expect(scene.laidOut.contains("child"))
        #expect(scene.child.boundsSizesAtLayout.last.map { isClose($0, CGSize(width: 600, height: 400)) } == true)
        if let rootIndex = scene.laidOut.firstIndex(of: "root"), let childIndex = scene.laidOut.firstIndex(of: "child") {
            #expect(rootIndex < childIndex)
        }
    }

    @Test("layoutIfNeeded() on a subview lays out from the topmost ancestor that needs it")
    func layoutIfNeededOnASubview() {
        let scene = RecordingHierarchy()
        scene.grandchild.layoutIfNeeded()
        expectFrame(scene.child, CGRect(x: 100, y: 100, width: 500, height: 400))
        expectFrame(scene.grandchild, CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("setNeedsUpdateConstraints() runs updateConstraints() before the layout")
    func updateConstraintsPass() {
        let scene = RecordingHierarchy()
        scene.root.layoutIfNeeded()
        scene.log.entries.removeAll()
        scene.grandchild.setNeedsUpdateConstraints()
        scene.root.layoutIfNeeded()
        let updateIndex = scene.log.entries.firstIndex(of: "updateConstraints grandchild")
        #expect(updateIndex != nil)
        if let updateIndex, let layoutIndex = scene.log.entries.firstIndex(where: { $0.hasPrefix("layoutSubviews") }) {
            #expect(updateIndex < layoutIndex)
        }

        scene.log.entries.removeAll()
        scene.child.setNeedsUpdateConstraints()
        scene.child.updateConstraintsIfNeeded()
        #expect(scene.log.entries == ["updateConstraints child"])
        scene.child.updateConstraintsIfNeeded()
        #expect(scene.log.entries == ["updateConstraints child"])
    }

    /// A view that makes its own size constraints in `updateConstraints()`, the classic UIKit pattern.
    final class SelfSizingView: HeadlessView {
        var preferredWidth: CGFloat = 120
        private var widthConstraint: NSLayoutConstraint?

        override func updateConstraints() {
            if let widthConstraint {
                widthConstraint.constant = preferredWidth
            } else {
                let width = NSLayoutConstraint(
                    item: self, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: preferredWidth)
                let height = NSLayoutConstraint(
                    item: self, attribute: .height, relatedBy: .equal, toItem: self, attribute: .width,
                    multiplier: 0.5, constant: 0)
                NSLayoutConstraint.activate([width, height])
                widthConstraint = width
            }
            super.updateConstraints()
        }
    }

    @Test("Constraints made in updateConstraints() take part in the same layout pass")
    func constraintsFromUpdateConstraints() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView(SelfSizingView())
        activateConstraint(view, .left, .equal, hierarchy.root, .left, constant: 5)
        activateConstraint(view, .top, .equal, hierarchy.root, .top, constant: 5)
        view.setNeedsUpdateConstraints()
        hierarchy.layout()
        expectFrame(view, CGRect(x: 5, y: 5, width: 120, height: 60))

        view.preferredWidth = 200
        view.setNeedsUpdateConstraints()
        hierarchy.layout()
        expectFrame(view, CGRect(x: 5, y: 5, width: 200, height: 100))
    }

    @Test("Frames written in an overridden layoutSubviews() stick for autoresizing subviews")
    func manualLayoutInLayoutSubviews() {
        final class ManualContainer: HeadlessView {
            let content = HeadlessView()
            override func layoutSubviews() {
                super.layoutSubviews()
                content.frame = bounds.insetBy(dx: 10, dy: 20)
            }
        }
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView(ManualContainer())
        container.addSubview(container.content)
        pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 100, width: 300, height: 200))
        hierarchy.layout()
        expectFrame(container.content, CGRect(x: 10, y: 20, width: 280, height: 160))
    }
}
