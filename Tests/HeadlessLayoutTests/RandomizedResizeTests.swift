import Foundation
import HeadlessLayout
import TestSupport
import Testing

/// Randomised resizes of nested and grid scenes (the shapes of the `nesting` and `grid` benchmarks, mixed, with
/// superviews of more than 32 subviews and views that move without resizing): after every resize and layout pass,
/// every frame must be the one computed here from the root's size alone, and `layoutSubviews()` must run once on
/// each view whose size changed and on no other view. Guards the frame pass and the layout walk (solved frames kept
/// on the views, subviews checked as the walk reaches them).
@Suite("Resizes of nested and grid scenes, randomised")
struct RandomizedResizeTests {
    /// A view of the scene with the rule that gives its frame from the sizes of its ancestors (its superview's
    /// first: most rules read only that one).
    final class Node {
        let view = CountingView()
        let frameIn: (_ ancestors: [CGSize]) -> CGRect
        var children: [Node] = []

        init(frameIn: @escaping (_ ancestors: [CGSize]) -> CGRect) {
            self.frameIn = frameIn
        }

        /// Calls `body` with every node of this subtree, its frame and its subviews' frames when its ancestors
        /// have the sizes `ancestors` (its superview's first).
        func forEachExpected(in ancestors: [CGSize], _ body: (Node, CGRect, [CGRect]) -> Void) {
            let frame = frameIn(ancestors)
            let inner = [frame.size] + ancestors
            body(self, frame, children.map { $0.frameIn(inner) })
            for child in children {
                child.forEachExpected(in: inner, body)
            }
        }
    }

    /// Adds `node` to `parent` and activates `constraints` (made for the node's view).
    static func attach(_ node: Node, to parent: HeadlessView, _ constraints: (HeadlessView) -> [NSLayoutConstraint]) {
        node.view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(node.view)
        NSLayoutConstraint.activate(constraints(node.view))
    }

    /// A view inset from its superview's edges by `insets` (leading, top, trailing, bottom).
    static func inset(in parent: HeadlessView, _ insets: UIEdgeInsets) -> Node {
        let node = Node { sizes in
            let size = sizes[0]
            return CGRect(
                x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                height: size.height - insets.top - insets.bottom)
        }
        attach(node, to: parent) { view in
            [
                smokeConstraint(view, .leading, .equal, parent, .leading, constant: insets.left),
                smokeConstraint(view, .top, .equal, parent, .top, constant: insets.top),
                smokeConstraint(view, .trailing, .equal, parent, .trailing, constant: -insets.right),
                smokeConstraint(view, .bottom, .equal, parent, .bottom, constant: -insets.bottom),
            ]
        }
        return node
    }

    /// A view of a fixed size centred in its superview (it moves without resizing) holding a view inset in it
    /// (which stays put, so only something below it needs layout), under which a view is a twentieth as wide as
    /// the centred view's superview (it resizes under two views that do not) and a view is pinned to that
    /// superview (it moves within its own superview though its own variables do not change).
    static func centred(in parent: HeadlessView, size: CGSize) -> Node {
        let node = Node { sizes in
            CGRect(
                x: sizes[0].width / 2 - size.width / 2, y: sizes[0].height / 2 - size.height / 2,
                width: size.width, height: size.height)
        }
        attach(node, to: parent) { view in
            [
                smokeConstraint(view, .centerX, .equal, parent, .centerX),
                smokeConstraint(view, .centerY, .equal, parent, .centerY),
                smokeConstraint(view, .width, constant: size.width),
                smokeConstraint(view, .height, constant: size.height),
            ]
        }
        let inner = inset(in: node.view, UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        let tied = Node { sizes in CGRect(x: 1, y: 1, width: sizes[2].width / 20, height: 10) }
        attach(tied, to: inner.view) { view in
            [
                smokeConstraint(view, .left, .equal, inner.view, .left, constant: 1),
                smokeConstraint(view, .top, .equal, inner.view, .top, constant: 1),
                smokeConstraint(view, .width, .equal, parent, .width, multiplier: 0.05),
                smokeConstraint(view, .height, constant: 10),
            ]
        }
        let anchored = Node { sizes in
            CGRect(
                x: 5 - (sizes[2].width / 2 - size.width / 2 + 2), y: 5 - (sizes[2].height / 2 - size.height / 2 + 2),
                width: 10, height: 10)
        }
        attach(anchored, to: inner.view) { view in
            [
                smokeConstraint(view, .left, .equal, parent, .left, constant: 5),
                smokeConstraint(view, .top, .equal, parent, .top, constant: 5),
                smokeConstraint(view, .width, constant: 10),
                smokeConstraint(view, .height, constant: 10),
            ]
        }
        inner.children += [tied, anchored]
        node.children.append(inner)
        return node
    }

    /// `rows` × `columns` equal cells `gap` apart, chained along both axes and pinned to the superview's edges
    /// inset by `margin`.
    static func grid(in parent: HeadlessView, rows: Int, columns: Int, gap: CGFloat, margin: CGFloat) -> [Node] {
        var cells: [Node] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let node = Node { sizes in
                    let size = sizes[0]
                    let width = (size.width - 2 * margin - CGFloat(columns - 1) * gap) / CGFloat(columns)
                    let height = (size.height - 2 * margin - CGFloat(rows - 1) * gap) / CGFloat(rows)
                    return CGRect(
                        x: margin + CGFloat(column) * (width + gap), y: margin + CGFloat(row) * (height + gap),
                        width: width, height: height)
                }
                let left = column > 0 ? cells[cells.count - 1].view : nil
                let above = row > 0 ? cells[cells.count - columns].view : nil
                attach(node, to: parent) { view in
                    var constraints: [NSLayoutConstraint] = []
                    if let left {
                        constraints.append(smokeConstraint(view, .leading, .equal, left, .trailing, constant: gap))
                        constraints.append(smokeConstraint(view, .width, .equal, left, .width))
                    } else {
                        constraints.append(smokeConstraint(view, .leading, .equal, parent, .leading, constant: margin))
                    }
                    if let above {
                        constraints.append(smokeConstraint(view, .top, .equal, above, .bottom, constant: gap))
                        constraints.append(smokeConstraint(view, .height, .equal, above, .height))
                    } else {
                        constraints.append(smokeConstraint(view, .top, .equal, parent, .top, constant: margin))
                    }
                    if column == columns - 1 {
                        constraints.append(
                            smokeConstraint(view, .trailing, .equal, parent, .trailing, constant: -margin))
                    }
                    if row == rows - 1 {
                        constraints.append(smokeConstraint(view, .bottom, .equal, parent, .bottom, constant: -margin))
                    }
                    return constraints
                }
                cells.append(node)
            }
        }
        return cells
    }

    /// A random scene: a chain of inset views, some holding a grid (small, or of more than 32 cells) or a centred
    /// view beside the next level, or the root holding a grid on its own.
    static func scene(_ random: inout SplitMix64) -> (root: CountingView, top: [Node]) {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        guard random.int(in: 0...3) > 0 else {
            let side = random.int(in: 2...12)
            return (root, grid(in: root, rows: side, columns: random.int(in: 2...12), gap: 1, margin: 3))
        }
        let first = inset(in: root, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 1))
        var parent = first
        for _ in 0..<random.int(in: 1...40) {
            let insets = UIEdgeInsets(
                top: CGFloat(random.int(in: 0...3)), left: CGFloat(random.int(in: 0...3)),
                bottom: CGFloat(random.int(in: 0...3)), right: CGFloat(random.int(in: 0...3)))
            switch random.int(in: 0...5) {
            case 0:
                parent.children += grid(
                    in: parent.view, rows: random.int(in: 1...3), columns: random.int(in: 1...4), gap: 2, margin: 1)
            case 1:
                parent.children += grid(in: parent.view, rows: 5, columns: random.int(in: 7...9), gap: 1, margin: 0)
            case 2:
                parent.children.append(centred(in: parent.view, size: CGSize(width: 40, height: 30)))
            default:
                break
            }
            let next = inset(in: parent.view, insets)
            parent.children.append(next)
            parent = next
        }
        return (root, [first])
    }

    @Test("Every frame follows the root's size, and only resized views lay out", arguments: Soak.seeds(0..<16))
    func resizes(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 0x2E51)
        let (root, top) = Self.scene(&random)
        root.layoutIfNeeded()
        var size = root.frame.size
        func moved(_ old: CGRect, _ new: CGRect) -> Bool {
            // Within rounding: an unchanged length may come out of the closed form a last bit away.
            !smokeClose(old, new)
        }
        for step in 0..<10 {
            var before: [ObjectIdentifier: (frame: CGRect, count: Int)] = [:]
            for node in top {
                node.forEachExpected(in: [size]) { node, _, _ in
                    before[ObjectIdentifier(node)] = (node.view.frame, node.view.layoutCount)
                }
            }
            // Either axis may keep its length; both growing and shrinking.
            if random.int(in: 0...3) > 0 { size.width = CGFloat(random.int(in: 1200...2400)) }
            if random.int(in: 0...3) > 0 { size.height = CGFloat(random.int(in: 1200...2400)) + 0.5 }
            root.frame = CGRect(origin: .zero, size: size)
            root.layoutIfNeeded()
            for node in top {
                node.forEachExpected(in: [size]) { node, expected, subviewFrames in
                    let view = node.view
                    #expect(smokeClose(view.frame, expected), "seed \(seed) step \(step): \(view.frame) is not \(expected)")
                    guard let old = before[ObjectIdentifier(node)] else { return }
                    // A view lays out when its size changes or a subview moves.
                    let resized = moved(CGRect(origin: .zero, size: old.frame.size), CGRect(origin: .zero, size: expected.size))
                    let subviewMoved = zip(node.children, subviewFrames).contains { child, frame in
                        before[ObjectIdentifier(child)].map { moved($0.frame, frame) } ?? true
                    }
                    #expect(
                        view.layoutCount - old.count == (resized || subviewMoved ? 1 : 0),
                        "seed \(seed) step \(step): \(view) laid out \(view.layoutCount - old.count) times")
                }
            }
        }
    }
}
