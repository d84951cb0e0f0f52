#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §5 first block: align, match and set dimensions on `[ALView]` (chains of n − 1, one per view, all
/// widths then all heights).
@Suite("Arrays of views: align, match, set dimensions")
struct ViewArrayTests {
    /// Three views of different sizes, the first fixed at (100, 100, 100, 50); the others only have a size.
    static func makeThree() -> (container: ALView, views: [ALView]) {
        let container = makeContainer()
        let views = makeSubviews(3, in: container)
        scaffoldFrame(views[0], CGRect(x: 100, y: 100, width: 100, height: 50))
        scaffoldSize(views[1], width: 60, height: 30)
        scaffoldSize(views[2], width: 20, height: 10)
        return (container, views)
    }

    @Test("autoAlignViews(to: ALEdge) chains view[i].edge = view[i−1].edge", arguments: Edge.allCases)
    func alignViewsToEdge(edge: Edge) {
        let (container, views) = Self.makeThree()
        let constraints = views.autoAlignViews(to: edge.al)
        #expect(constraints.count == 2)
        for (index, constraint) in constraints.enumerated() {
            expectConstraint(constraint, first: (views[index + 1], edge.attribute), second: (views[index], edge.attribute),
                             installedOn: container)
        }
        expectAutoresizingOff(views, untouched: [container])
        // Fix the cross axis of the followers.
        for view in views.dropFirst() {
            if edge.isHorizontal {
                scaffold(view, .top, to: container, .top)
            } else {
                scaffold(view, .left, to: container, .left)
            }
        }
        layOut(container)
        let reference = edge.value(in: views[0].frame)
        for view in views.dropFirst() {
            expectClose(edge.value(in: view.frame), reference, "aligned \(edge)")
        }
    }

    @Test("autoAlignViews(to: ALAxis) chains view[i].axis = view[i−1].axis", arguments: Axis.allCases)
    func alignViewsToAxis(axis: Axis) {
        let (container, views) = Self.makeThree()
        let constraints = views.autoAlignViews(to: axis.al)
        #expect(constraints.count == 2)
        for (index, constraint) in constraints.enumerated() {
            expectConstraint(constraint, first: (views[index + 1], axis.attribute), second: (views[index], axis.attribute),
                             installedOn: container)
        }
        for view in views.dropFirst() {
            if axis == .vertical {
                scaffold(view, .top, to: container, .top)
            } else {
                scaffold(view, .left, to: container, .left)
            }
        }
        layOut(container)
        for view in views.dropFirst() {
            switch axis {
            case .vertical: expectClose(view.frame.midX, 150, "centerX")
            case .horizontal: expectClose(view.frame.midY, 125, "centerY")
            case .baseline, .lastBaseline: expectClose(view.frame.maxY, 150, "last baseline")
            case .firstBaseline: expectClose(view.frame.minY, 100, "first baseline")
            }
        }
    }

    @Test("autoMatchViewsDimension(_:) chains view[i].size = view[i−1].size", arguments: Dimension.allCases)
    func matchViewsDimension(dimension: Dimension) {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        scaffoldFrame(views[0], CGRect(x: 0, y: 0, width: 70, height: 35))
        for view in views.dropFirst() {
            scaffold(view, .left, to: container, .left)
            scaffold(view, .top, to: container, .top)
            scaffold(view, dimension == .width ? .height : .width, to: nil, constant: 5)
        }
        let constraints = views.autoMatchViewsDimension(dimension.al)
        #expect(constraints.count == 3)
        for (index, constraint) in constraints.enumerated() {
            expectConstraint(constraint, first: (views[index + 1], dimension.attribute),
                             second: (views[index], dimension.attribute), installedOn: container)
        }
        expectAutoresizingOff(views, untouched: [container])
        layOut(container)
        for view in views {
            expectClose(dimension.value(in: view.frame), dimension == .width ? 70 : 35, "matched size")
        }
    }

    @Test("autoSetViewsDimension(_:toSize:) makes one constraint per view, installed on that view",
          arguments: Dimension.allCases)
    func setViewsDimension(dimension: Dimension) {
        let container = makeContainer()
        let views = makeSubviews(3, in: container)
        let constraints = views.autoSetViewsDimension(dimension.al, toSize: 42)
        #expect(constraints.count == 3)
        for (view, constraint) in zip(views, constraints) {
            expectConstraint(constraint, first: (view, dimension.attribute), second: nil, multiplier: 0, constant: 42,
                             installedOn: view)
        }
        expectAutoresizingOff(views, untouched: [container])
    }

    @Test("autoSetViewsDimension(_:toSize:) accepts a single view")
    func setViewsDimensionSingleView() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let (constraints, failures) = capturingFailures { [view].autoSetViewsDimension(.width, toSize: 9) }
        expectNoFailure(failures)
        #expect(constraints.count == 1)
        expectConstraint(constraints.first, first: (view, .width), second: nil, multiplier: 0, constant: 9,
                         installedOn: view)
    }

    @Test("autoSetViewsDimensions(to:) makes all widths, then all heights")
    func setViewsDimensions() {
        let container = makeContainer()
        let views = makeSubviews(3, in: container)
        let constraints = views.autoSetViewsDimensions(to: CGSize(width: 30, height: 15))
        #expect(constraints.count == 6)
        if constraints.count == 6 {
            for (index, view) in views.enumerated() {
                expectConstraint(constraints[index], first: (view, .width), second: nil, multiplier: 0, constant: 30,
                                 installedOn: view)
                expectConstraint(constraints[index + 3], first: (view, .height), second: nil, multiplier: 0,
                                 constant: 15, installedOn: view)
            }
        }
        for (index, view) in views.enumerated() {
            scaffold(view, .left, to: container, .left, constant: CGFloat(index) * 100)
            scaffold(view, .top, to: container, .top)
        }
        layOut(container)
        for (index, view) in views.enumerated() {
            expectFrame(view, x: CGFloat(index) * 100, y: 0, width: 30, height: 15)
        }
    }

    @Test("Chains between views of different superviews install on their nearest common ancestor")
    func chainAcrossSuperviews() {
        let container = makeContainer()
        let left = makeSubview(in: container)
        let right = makeSubview(in: container)
        let a = makeSubview(in: left)
        let b = makeSubview(in: left)
        let c = makeSubview(in: right)
        let constraints = [a, b, c].autoAlignViews(to: ALEdge.top)
        #expect(constraints.count == 2)
        if constraints.count == 2 {
            expectConstraint(constraints[0], first: (b, .top), second: (a, .top), installedOn: left)
            expectConstraint(constraints[1], first: (c, .top), second: (b, .top), installedOn: container)
        }
    }
}
#endif
