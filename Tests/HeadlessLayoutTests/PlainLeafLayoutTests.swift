import Foundation
import HeadlessLayout
import Testing
import TestSupport

/// A view that is exactly a `HeadlessView`, without subviews and with no layout pending, is laid out as its
/// superview (exactly a `HeadlessView` too) places it: its own pass would run only the default `layoutSubviews()` of
/// a view without subviews. Nothing a user can see may differ from the walk that visited it: the frames, the
/// `layoutSubviews()` of every subclass, and what a leaf does once it gains subviews.
@Suite("Plain leaves laid out as they are placed")
struct PlainLeafLayoutTests {
    /// A subclass that changes nothing: the layout walk visits it as it visits any view with an override.
    final class VisitedView: HeadlessView {}

    /// A scene of containers and leaves under a root, each view made by `make`, changed by seeded steps.
    final class Scene {
        let root: HeadlessView
        private(set) var views: [HeadlessView] = []
        private(set) var widths: [NSLayoutConstraint] = []
        private(set) var centers: [NSLayoutConstraint] = []
        private let make: () -> HeadlessView

        init(make: @escaping () -> HeadlessView) {
            self.make = make
            root = make()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            for group in 0..<4 {
                let container = add(in: root, widthFactor: 0.2, offset: CGFloat(group * 3), top: CGFloat(group * 90))
                for leaf in 0..<3 {
                    add(in: container, widthFactor: 0.5, offset: CGFloat(leaf), top: CGFloat(leaf * 20))
                }
                add(in: root, widthFactor: 0.1, offset: CGFloat(group), top: CGFloat(group * 90 + 60))
            }
            root.layoutIfNeeded()
        }

        /// A view in `parent`: its centre 4 right of half its parent's centre, `widthFactor × parent.width + offset`
        /// wide, 16 high, `top` below its top.
        @discardableResult
        func add(in parent: HeadlessView, widthFactor: CGFloat, offset: CGFloat, top: CGFloat) -> HeadlessView {
            let view = make()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            let width = makeConstraint(view, .width, .equal, parent, .width, multiplier: widthFactor, constant: offset)
            // Its centre at half its parent's: it moves as well as resizes when the parent does.
            let center = makeConstraint(view, .centerX, .equal, parent, .centerX, multiplier: 0.5, constant: 4)
            NSLayoutConstraint.activate([
                center, makeConstraint(view, .top, .equal, parent, .top, constant: top),
                makeConstraint(view, .height, constant: 16), width,
            ])
            views.append(view)
            widths.append(width)
            centers.append(center)
            return view
        }

        /// One seeded change, then a layout pass.
        func step(_ random: inout SplitMix64) {
            let pick = Int(random.next() % UInt64(views.count))
            switch random.next() % 6 {
            case 0:
                root.frame = CGRect(x: 0, y: 0, width: CGFloat(200 + random.next() % 600), height: 400)
            case 1:
                widths[pick].constant = CGFloat(random.next() % 40)
            case 2:
                views[pick].setNeedsLayout()
            case 5:
                // A move without a resize.
                centers[pick].constant = CGFloat(random.next() % 30)
            case 3:
                // A leaf gains a subview (it is no longer a leaf), or a parent another one.
                add(in: views[pick], widthFactor: 0.5, offset: 2, top: 0)
            default:
                if views[pick].superview != nil, views[pick] !== root {
                    views[pick].removeFromSuperview()
                }
            }
            root.layoutIfNeeded()
        }
    }

    @Test("Random resizes, moves, new subviews and removals give plain views the frames visited views get",
        arguments: 0..<30)
    func plainMatchesVisited(seed: UInt64) {
        let plain = Scene(make: { HeadlessView(frame: .zero) })
        let visited = Scene(make: { VisitedView(frame: .zero) })
        var plainRandom = SplitMix64(seed: seed)
        var visitedRandom = SplitMix64(seed: seed)
        for stepIndex in 0..<40 {
            plain.step(&plainRandom)
            visited.step(&visitedRandom)
            #expect(plain.views.count == visited.views.count)
            for (index, (view, reference)) in zip(plain.views, visited.views).enumerated()
            where view.frame != reference.frame {
                Issue.record("step \(stepIndex), view \(index): \(view.frame), visited \(reference.frame)")
            }
        }
    }

    @Test("Under a plain superview, every resized subview with its own layoutSubviews() still runs it, after it")
    func overridesStillRun() {
        let log = CallLog()
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var recording: [RecordingView] = []
        var plain: [HeadlessView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<6 {
            let view: HeadlessView
            if index.isMultiple(of: 2) {
                let recorder = RecordingView(name: "r\(index)", log: log)
                recording.append(recorder)
                view = recorder
            } else {
                view = HeadlessView(frame: .zero)
                plain.append(view)
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints += [
                makeConstraint(view, .width, .equal, root, .width, multiplier: 0.5),
                makeConstraint(view, .height, constant: 10),
                makeConstraint(view, .top, .equal, root, .top, constant: CGFloat(index * 10)),
                makeConstraint(view, .leading, .equal, root, .leading),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        log.entries.removeAll()

        root.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        root.layoutIfNeeded()

        #expect(log.entries == ["layoutSubviews r0", "layoutSubviews r2", "layoutSubviews r4"])
        for recorder in recording {
            #expect(recorder.boundsSizesAtLayout.last == CGSize(width: 250, height: 10))
        }
        for view in plain {
            #expect(view.frame.size == CGSize(width: 250, height: 10))
        }
        // Nothing is left pending: the next pass lays nothing out.
        log.entries.removeAll()
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }
}
