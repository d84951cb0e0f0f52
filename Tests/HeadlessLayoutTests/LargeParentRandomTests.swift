import Foundation
import HeadlessLayout
import TestSupport
import Testing

/// Randomised changes under superviews with many subviews (where the layout pass lists the subviews that ask
/// rather than checking all of them): after every pass, every frame must be the one its constraints give.
@Suite("Layout pass under large superviews, randomised")
struct LargeParentRandomTests {
    /// A view pinned by left, top, width and height constants to its superview, with the frame they give.
    final class PinnedView {
        let view = CountingView()
        var pins: [NSLayoutConstraint] = []
        var children: [PinnedView] = []

        /// The frame the pins give.
        var expectedFrame: CGRect {
            CGRect(x: pins[0].constant, y: pins[1].constant, width: pins[2].constant, height: pins[3].constant)
        }

        /// Adds the view to `parent`, pinned to `rect` (its previous pins, if any, deactivated first).
        func attach(to parent: HeadlessView, rect: CGRect) {
            NSLayoutConstraint.deactivate(pins)
            pins = smokePin(view, in: parent, rect)
        }
    }

    @Test("Random constant changes, resizes, removals and layout requests keep every frame right", arguments: 0..<12)
    func randomChanges(seed: UInt64) {
        var random = SplitMix64(seed: seed &+ 0x51DE)
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        func randomRect() -> CGRect {
            CGRect(
                x: CGFloat(random.int(in: 0...499)), y: CGFloat(random.int(in: 0...499)),
                width: CGFloat(1 + random.int(in: 0...79)), height: CGFloat(1 + random.int(in: 0...79)))
        }
        var top: [PinnedView] = []
        for _ in 0..<(40 + (random.int(in: 0...79))) {
            let pinned = PinnedView()
            pinned.attach(to: root, rect: randomRect())
            // A few subviews are large superviews themselves.
            if random.int(in: 0...9) == 0 {
                for _ in 0..<(33 + (random.int(in: 0...19))) {
                    let child = PinnedView()
                    child.attach(to: pinned.view, rect: randomRect())
                    pinned.children.append(child)
                }
            }
            top.append(pinned)
        }
        root.layoutIfNeeded()
        var detached: [PinnedView] = []

        func check(_ step: Int) {
            for pinned in top {
                #expect(
                    smokeClose(pinned.view.frame, pinned.expectedFrame),
                    "seed \(seed) step \(step): \(pinned.view.frame) is not \(pinned.expectedFrame)")
                for child in pinned.children {
                    #expect(
                        smokeClose(child.view.frame, child.expectedFrame),
                        "seed \(seed) step \(step): child \(child.view.frame) is not \(child.expectedFrame)")
                }
            }
        }
        check(-1)

        for step in 0..<60 {
            for _ in 0..<(1 + (random.int(in: 0...5))) {
                let pinned = top[(random.int(in: 0...top.count - 1))]
                let target = pinned.children.isEmpty || random.int(in: 0...1) == 0
                    ? pinned : pinned.children[(random.int(in: 0...pinned.children.count - 1))]
                switch random.int(in: 0...4) {
                case 0, 1:
                    let pin = target.pins[(random.int(in: 0...3))]
                    let isSize = pin.firstAttribute == .width || pin.firstAttribute == .height
                    pin.constant = CGFloat(random.int(in: 0...399)) + (isSize ? 1 : 0)
                case 2:
                    target.view.setNeedsLayout()
                case 3:
                    // Remove a top-level view and keep it aside to add back later (with new pins).
                    guard top.count > 40, let index = top.firstIndex(where: { $0 === pinned }) else { continue }
                    pinned.view.removeFromSuperview()
                    detached.append(top.remove(at: index))
                default:
                    guard let back = detached.popLast() else { continue }
                    back.attach(to: root, rect: randomRect())
                    top.append(back)
                }
            }
            if random.int(in: 0...3) == 0 {
                root.frame.size.width = CGFloat(1500 + random.int(in: 0...999))
            }
            root.layoutIfNeeded()
            check(step)
        }
    }
}
