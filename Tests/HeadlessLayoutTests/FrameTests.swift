import Foundation
import HeadlessLayout
import Testing

/// Solved frames for pins, centres, multipliers (in the common ancestor's coordinate space) and cross-axis sizes.
@Suite("Frames")
struct FrameTests {
    @Test("Pinning the four edges to the superview with insets")
    func pinEdges() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .left, .equal, hierarchy.root, .left, constant: 10),
            makeConstraint(view, .top, .equal, hierarchy.root, .top, constant: 20),
            makeConstraint(view, .right, .equal, hierarchy.root, .right, constant: -30),
            makeConstraint(view, .bottom, .equal, hierarchy.root, .bottom, constant: -40),
        ])
        hierarchy.layout()
        expectFrame(view, CGRect(x: 10, y: 20, width: 960, height: 940))
        expectRect(view.bounds, CGRect(x: 0, y: 0, width: 960, height: 940))
        #expect(isClose(view.center.x, 490))
        #expect(isClose(view.center.y, 490))
        expectFrame(hierarchy.root, CGRect(x: 0, y: 0, width: 1000, height: 1000))
    }

    @Test("Centring a fixed-size view in its superview")
    func centre() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .width, constant: 100),
            makeConstraint(view, .height, constant: 50),
            makeConstraint(view, .centerX, .equal, hierarchy.root, .centerX),
            makeConstraint(view, .centerY, .equal, hierarchy.root, .centerY, constant: 25),
        ])
        hierarchy.layout()
        expectFrame(view, CGRect(x: 450, y: 500, width: 100, height: 50))
    }

    /// One attribute of a 100×50 view set equal to the same attribute of the root plus a constant, with the
    /// origin it must give along the attribute's axis; the other axis is pinned to 0.
    struct AttributeCase: Sendable, CustomTestStringConvertible {
        let attribute: NSLayoutConstraint.Attribute
        let constant: CGFloat
        let expectedOrigin: CGFloat
        /// Whether `attribute` is lowered to left/width (else top/height).
        let isHorizontal: Bool

        init(_ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat, x: CGFloat) {
            (self.attribute, self.constant, expectedOrigin, isHorizontal) = (attribute, constant, x, true)
        }

        init(_ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat, y: CGFloat) {
            (self.attribute, self.constant, expectedOrigin, isHorizontal) = (attribute, constant, y, false)
        }

        var testDescription: String {
            "\(attribute.rawValue) + \(constant) → \(isHorizontal ? "x" : "y") \(expectedOrigin)"
        }

        /// The 100×50 frame the view must get.
        var expectedFrame: CGRect {
            isHorizontal
                ? CGRect(x: expectedOrigin, y: 0, width: 100, height: 50)
                : CGRect(x: 0, y: expectedOrigin, width: 100, height: 50)
        }
    }

    static let attributeCases: [AttributeCase] = [
        .init(.left, 10, x: 10),
        .init(.right, -10, x: 890),
        .init(.centerX, 0, x: 450),
        .init(.leading, 10, x: 10),
        .init(.trailing, -10, x: 890),
        // Margin attributes on both sides: each side is inset by its own view's 8-point margins.
        .init(.leftMargin, 0, x: 0),
        .init(.rightMargin, 0, x: 900),
        .init(.leadingMargin, 2, x: 2),
        .init(.trailingMargin, -2, x: 898),
        .init(.centerXWithinMargins, 5, x: 455),
        .init(.top, 10, y: 10),
        .init(.bottom, -10, y: 940),
        .init(.centerY, 0, y: 475),
        .init(.firstBaseline, 10, y: 10),
        .init(.lastBaseline, -10, y: 940),
        .init(.topMargin, 0, y: 0),
        .init(.bottomMargin, 0, y: 950),
        .init(.centerYWithinMargins, -5, y: 470),
    ]

    @Test("Horizontal attributes are lowered to left/width in left-to-right, vertical ones to top/height",
          arguments: attributeCases)
    func attributeLowering(_ testCase: AttributeCase) {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let crossAxisEdge: NSLayoutConstraint.Attribute = testCase.isHorizontal ? .top : .left
        NSLayoutConstraint.activate([
            makeConstraint(view, .width, constant: 100),
            makeConstraint(view, .height, constant: 50),
            makeConstraint(view, crossAxisEdge, .equal, hierarchy.root, crossAxisEdge),
            makeConstraint(
                view, testCase.attribute, .equal, hierarchy.root, testCase.attribute, constant: testCase.constant),
        ])
        hierarchy.layout()
        expectFrame(view, testCase.expectedFrame)
    }

    @Test("Size multipliers: width = 0.5 × superview width, height = 0.25 × superview height")
    func sizeMultipliers() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 200, width: 500, height: 400))
        let child = hierarchy.addView(to: container)
        NSLayoutConstraint.activate([
            makeConstraint(child, .width, .equal, container, .width, multiplier: 0.5),
            makeConstraint(child, .height, .equal, container, .height, multiplier: 0.25, constant: 3),
            makeConstraint(child, .left, .equal, container, .left),
            makeConstraint(child, .top, .equal, container, .top),
        ])
        hierarchy.layout()
        expectFrame(container, CGRect(x: 100, y: 200, width: 500, height: 400))
        expectFrame(child, CGRect(x: 0, y: 0, width: 250, height: 103))
    }

    @Test("Location multipliers use the superview's own coordinates when it is not at the window origin")
    func locationMultiplierInSuperviewSpace() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 200, width: 500, height: 400))
        let child = hierarchy.addView(to: container)
        NSLayoutConstraint.activate([
            makeConstraint(child, .width, constant: 50),
            makeConstraint(child, .height, constant: 20),
            // In the container's space its centerX is 250, so the child's centre is 0.4 × 250 + 10 = 110.
            makeConstraint(child, .centerX, .equal, container, .centerX, multiplier: 0.4, constant: 10),
            // The container's centerY is 200 in its own space: 1.5 × 200 − 20 = 280.
            makeConstraint(child, .centerY, .equal, container, .centerY, multiplier: 1.5, constant: -20),
        ])
        hierarchy.layout()
        expectFrame(child, CGRect(x: 85, y: 270, width: 50, height: 20))
    }

    @Test("A right edge at 0.8 × the superview's right, with the superview offset")
    func rightEdgeMultiplier() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 300, y: 0, width: 500, height: 400))
        let child = hierarchy.addView(to: container)
        NSLayoutConstraint.activate([
            makeConstraint(child, .width, constant: 100),
            makeConstraint(child, .height, constant: 10),
            makeConstraint(child, .top, .equal, container, .top),
            makeConstraint(child, .right, .equal, container, .right, multiplier: 0.8),
        ])
        hierarchy.layout()
        expectFrame(child, CGRect(x: 300, y: 0, width: 100, height: 10))
    }

    @Test("A constraint from a grandchild to an offset ancestor is read in the ancestor's space")
    func grandchildToAncestorMultiplier() {
        let hierarchy = TestHierarchy()
        let outer = hierarchy.addView()
        pin(outer, in: hierarchy.root, to: CGRect(x: 50, y: 60, width: 800, height: 800))
        let inner = hierarchy.addView(to: outer)
        pin(inner, in: outer, to: CGRect(x: 100, y: 100, width: 400, height: 400))
        let child = hierarchy.addView(to: inner)
        NSLayoutConstraint.activate([
            makeConstraint(child, .width, constant: 10),
            makeConstraint(child, .height, constant: 10),
            // outer.right is 800 in outer's space: child.left = 400 there, 300 in inner's space.
            makeConstraint(child, .left, .equal, outer, .right, multiplier: 0.5),
            // outer.bottom is 800: child.bottom = 0.25 × 800 + 150 = 350 in outer's space, 250 in inner's.
            makeConstraint(child, .bottom, .equal, outer, .bottom, multiplier: 0.25, constant: 150),
        ])
        hierarchy.layout()
        expectFrame(outer, CGRect(x: 50, y: 60, width: 800, height: 800))
        expectFrame(inner, CGRect(x: 100, y: 100, width: 400, height: 400))
        expectFrame(child, CGRect(x: 300, y: 240, width: 10, height: 10))
    }

    @Test("A constraint between cousins is read in their grandparent's space")
    func cousinMultiplierInGrandparentSpace() {
        let hierarchy = TestHierarchy()
        let grandparent = hierarchy.addView()
        pin(grandparent, in: hierarchy.root, to: CGRect(x: 50, y: 50, width: 900, height: 900))
        let leftParent = hierarchy.addView(to: grandparent)
        pin(leftParent, in: grandparent, to: CGRect(x: 100, y: 0, width: 200, height: 200))
        let rightParent = hierarchy.addView(to: grandparent)
        pin(rightParent, in: grandparent, to: CGRect(x: 300, y: 300, width: 300, height: 300))
        let target = hierarchy.addView(to: rightParent)
        pin(target, in: rightParent, to: CGRect(x: 40, y: 10, width: 20, height: 20))
        let follower = hierarchy.addView(to: leftParent)
        NSLayoutConstraint.activate([
            makeConstraint(follower, .width, constant: 10),
            makeConstraint(follower, .height, constant: 10),
            // target.left is 340 in the grandparent's space → follower.left = 170 there, 70 in its parent's.
            makeConstraint(follower, .left, .equal, target, .left, multiplier: 0.5),
            // target.bottom is 330 → follower.top = 165 in the grandparent's space and in its parent's.
            makeConstraint(follower, .top, .equal, target, .bottom, multiplier: 0.5),
        ])
        hierarchy.layout()
        expectFrame(target, CGRect(x: 40, y: 10, width: 20, height: 20))
        expectFrame(follower, CGRect(x: 70, y: 165, width: 10, height: 10))
    }

    @Test("Cross-axis sizes: width from the superview's height, height from the view's own width")
    func crossAxisSizes() {
        let hierarchy = TestHierarchy(width: 1000, height: 600)
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .left, .equal, hierarchy.root, .left),
            makeConstraint(view, .top, .equal, hierarchy.root, .top),
            makeConstraint(view, .width, .equal, hierarchy.root, .height, multiplier: 0.1, constant: 40),
            makeConstraint(view, .height, .equal, view, .width, multiplier: 2),
        ])
        hierarchy.layout()
        expectFrame(view, CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test("A row of siblings: fixed widths, equal widths and spacing")
    func siblingRow() {
        let hierarchy = TestHierarchy()
        let first = hierarchy.addView()
        let second = hierarchy.addView()
        let third = hierarchy.addView()
        for view in [first, second, third] {
            activateConstraint(view, .top, .equal, hierarchy.root, .top, constant: 100)
            activateConstraint(view, .height, constant: 44)
        }
        NSLayoutConstraint.activate([
            makeConstraint(first, .left, .equal, hierarchy.root, .left, constant: 10),
            makeConstraint(first, .width, constant: 100),
            makeConstraint(second, .left, .equal, first, .right, constant: 8),
            makeConstraint(second, .width, .equal, first, .width),
            makeConstraint(third, .left, .equal, second, .right, constant: 8),
            makeConstraint(third, .right, .equal, hierarchy.root, .right, constant: -10),
        ])
        hierarchy.layout()
        expectFrame(first, CGRect(x: 10, y: 100, width: 100, height: 44))
        expectFrame(second, CGRect(x: 118, y: 100, width: 100, height: 44))
        expectFrame(third, CGRect(x: 226, y: 100, width: 764, height: 44))
    }

    @Test("Inequalities bound the solution and an optional preference chooses within the bounds")
    func inequalitiesWithPreference() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .left, .greaterThanOrEqual, hierarchy.root, .left, constant: 20),
            makeConstraint(view, .right, .lessThanOrEqual, hierarchy.root, .right, constant: -20),
            makeConstraint(view, .width, .greaterThanOrEqual, constant: 300),
            makeConstraint(view, .width, .lessThanOrEqual, hierarchy.root, .width, multiplier: 0.5),
            makeConstraint(view, .width, constant: 900, priority: .defaultHigh),
            makeConstraint(view, .left, .equal, hierarchy.root, .left, priority: .defaultLow),
            makeConstraint(view, .top, .equal, hierarchy.root, .top),
            makeConstraint(view, .height, .greaterThanOrEqual, constant: 10),
            makeConstraint(view, .height, .equal, constant: 0, priority: .defaultLow),
        ])
        hierarchy.layout()
        expectFrame(view, CGRect(x: 20, y: 0, width: 500, height: 10))
    }

    @Test("A right edge tied to the same view's left edge sets its width")
    func sameViewLocations() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(view, .left, .equal, hierarchy.root, .left, constant: 5),
            makeConstraint(view, .right, .equal, view, .left, constant: 70),
            makeConstraint(view, .top, .equal, hierarchy.root, .top, constant: 5),
            makeConstraint(view, .bottom, .equal, view, .centerY, constant: 15),
        ])
        hierarchy.layout()
        expectFrame(view, CGRect(x: 5, y: 5, width: 70, height: 30))
    }

    @Test("A view pinned to a layout guide")
    func layoutGuideFrames() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 100, width: 600, height: 600))
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            makeConstraint(guide, .left, .equal, container, .left, constant: 50),
            makeConstraint(guide, .top, .equal, container, .top, constant: 60),
            makeConstraint(guide, .width, .equal, container, .width, multiplier: 0.5),
            makeConstraint(guide, .height, constant: 70),
        ])
        let child = hierarchy.addView(to: container)
        NSLayoutConstraint.activate([
            makeConstraint(child, .left, .equal, guide, .right, constant: 10),
            makeConstraint(child, .centerY, .equal, guide, .centerY),
            makeConstraint(child, .width, .equal, guide, .height),
            makeConstraint(child, .height, constant: 20),
        ])
        hierarchy.layout()
        expectRect(guide.layoutFrame, CGRect(x: 50, y: 60, width: 300, height: 70))
        expectFrame(child, CGRect(x: 360, y: 85, width: 70, height: 20))
    }
}
