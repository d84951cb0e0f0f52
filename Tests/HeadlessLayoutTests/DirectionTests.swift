import Foundation
import HeadlessLayout
import Testing

/// Right-to-left layout: leading/trailing with the inherited direction trait and with
/// `semanticContentAttribute`, and re-layout when the direction changes.
@Suite("Layout direction")
struct DirectionTests {
    /// A row of three views made with leading/trailing constraints, plus one made with left.
    struct DirectionalRow {
        let hierarchy = TestHierarchy()
        let first: HeadlessView
        let second: HeadlessView
        let last: HeadlessView
        let absolute: HeadlessView

        init() {
            first = hierarchy.addView()
            second = hierarchy.addView()
            last = hierarchy.addView()
            absolute = hierarchy.addView()
            let root = hierarchy.root
            NSLayoutConstraint.activate([
                makeConstraint(first, .leading, .equal, root, .leading, constant: 10),
                makeConstraint(first, .width, constant: 100),
                // b.leading = a.trailing + 8: in right-to-left, b sits 8 points to the left of a.
                makeConstraint(second, .leading, .equal, first, .trailing, constant: 8),
                makeConstraint(second, .width, constant: 50),
                makeConstraint(last, .trailing, .equal, root, .trailing, constant: -20),
                makeConstraint(last, .width, constant: 30),
                makeConstraint(absolute, .left, .equal, root, .left, constant: 10),
                makeConstraint(absolute, .width, constant: 40),
            ])
            for (index, view) in [first, second, last, absolute].enumerated() {
                activateConstraint(view, .top, .equal, root, .top, constant: CGFloat(index) * 20)
                activateConstraint(view, .height, constant: 10)
            }
        }

        var views: [HeadlessView] { [first, second, last, absolute] }

        func expectLeftToRight(sourceLocation: SourceLocation = #_sourceLocation) {
            expectFrame(first, CGRect(x: 10, y: 0, width: 100, height: 10), sourceLocation: sourceLocation)
            expectFrame(second, CGRect(x: 118, y: 20, width: 50, height: 10), sourceLocation: sourceLocation)
            expectFrame(last, CGRect(x: 950, y: 40, width: 30, height: 10), sourceLocation: sourceLocation)
            expectFrame(absolute, CGRect(x: 10, y: 60, width: 40, height: 10), sourceLocation: sourceLocation)
        }

        func expectRightToLeft(sourceLocation: SourceLocation = #_sourceLocation) {
            // Leading is the right edge: first's right edge is 10 points in from the root's right edge.
            expectFrame(first, CGRect(x: 890, y: 0, width: 100, height: 10), sourceLocation: sourceLocation)
            // second's right edge is 8 points left of first's left edge (890 − 8 = 882).
            expectFrame(second, CGRect(x: 832, y: 20, width: 50, height: 10), sourceLocation: sourceLocation)
            // Trailing is the left edge: −20 moves toward leading, i.e. 20 points in from the left.
            expectFrame(last, CGRect(x: 20, y: 40, width: 30, height: 10), sourceLocation: sourceLocation)
            // left/right never flip.
            expectFrame(absolute, CGRect(x: 10, y: 60, width: 40, height: 10), sourceLocation: sourceLocation)
        }
    }

    @Test("Left-to-right by default")
    func leftToRightByDefault() {
        let row = DirectionalRow()
        row.hierarchy.layout()
        #expect(row.hierarchy.root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        row.expectLeftToRight()
    }

    @Test("A right-to-left trait on the root mirrors leading and trailing")
    func rightToLeftTrait() {
        let row = DirectionalRow()
        row.hierarchy.root.layoutDirectionTrait = .rightToLeft
        row.hierarchy.layout()
        for view in row.views {
            #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        row.expectRightToLeft()
    }

    @Test("forceRightToLeft on the constrained views mirrors leading and trailing")
    func forcedRightToLeft() {
        let row = DirectionalRow()
        for view in row.views {
            view.semanticContentAttribute = .forceRightToLeft
        }
        row.hierarchy.layout()
        #expect(row.hierarchy.root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        row.expectRightToLeft()
    }

    @Test("forceLeftToRight on the constrained views wins over a right-to-left trait")
    func forcedLeftToRightUnderRightToLeftTrait() {
        let row = DirectionalRow()
        row.hierarchy.root.layoutDirectionTrait = .rightToLeft
        for view in row.views {
            view.semanticContentAttribute = .forceLeftToRight
        }
        row.hierarchy.layout()
        row.expectLeftToRight()
    }

    @Test("Switching the trait re-lays out in the new direction")
    func switchingTheTrait() {
        let row = DirectionalRow()
        row.hierarchy.layout()
        row.expectLeftToRight()
        row.hierarchy.root.layoutDirectionTrait = .rightToLeft
        row.hierarchy.layout()
        row.expectRightToLeft()
        row.hierarchy.root.layoutDirectionTrait = nil
        row.hierarchy.layout()
        row.expectLeftToRight()
    }

    @Test("Switching semanticContentAttribute re-lays out in the new direction")
    func switchingTheSemanticContentAttribute() {
        let row = DirectionalRow()
        row.hierarchy.layout()
        row.expectLeftToRight()
        for view in row.views {
            view.semanticContentAttribute = .forceRightToLeft
        }
        row.hierarchy.layout()
        row.expectRightToLeft()
        for view in row.views {
            view.semanticContentAttribute = .unspecified
        }
        row.hierarchy.layout()
        row.expectLeftToRight()
    }

    @Test("A right-to-left trait on an intermediate view applies to its subtree only")
    func traitOnASubtree() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 0, width: 500, height: 100))
        container.layoutDirectionTrait = .rightToLeft
        let inside = hierarchy.addView(to: container)
        let outside = hierarchy.addView()
        for view in [inside, outside] {
            activateConstraint(view, .width, constant: 50)
            activateConstraint(view, .height, constant: 10)
            activateConstraint(view, .top, .equal, view.superview, .top)
            activateConstraint(view, .leading, .equal, view.superview, .leading, constant: 5)
        }
        hierarchy.layout()
        #expect(inside.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(outside.effectiveUserInterfaceLayoutDirection == .leftToRight)
        expectFrame(inside, CGRect(x: 445, y: 0, width: 50, height: 10))
        expectFrame(outside, CGRect(x: 5, y: 0, width: 50, height: 10))
    }

    /// The inherited trait, the view's semantic content attribute and the effective direction.
    @Test(
        "effectiveUserInterfaceLayoutDirection combines the trait and the semantic content attribute",
        arguments: [
            (UIUserInterfaceLayoutDirection?.none, UISemanticContentAttribute.unspecified, UIUserInterfaceLayoutDirection.leftToRight),
            (.leftToRight, .unspecified, .leftToRight),
            (.rightToLeft, .unspecified, .rightToLeft),
            (.rightToLeft, .forceLeftToRight, .leftToRight),
            (.leftToRight, .forceRightToLeft, .rightToLeft),
            (nil, .forceRightToLeft, .rightToLeft),
            (.rightToLeft, .playback, .leftToRight),
            (.rightToLeft, .spatial, .leftToRight),
        ])
    func effectiveDirection(
        trait: UIUserInterfaceLayoutDirection?, attribute: UISemanticContentAttribute,
        expected: UIUserInterfaceLayoutDirection
    ) {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.layoutDirectionTrait = trait
        let child = HeadlessView()
        root.addSubview(child)
        child.semanticContentAttribute = attribute
        #expect(child.effectiveUserInterfaceLayoutDirection == expected)
        #expect(child.layoutDirectionTrait == nil)
    }
}
