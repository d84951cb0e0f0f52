#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §4 "Pin to superview edges": the negate-and-swap rule, the four-edge order and the excluding table.
@Suite("Pin to superview edges")
struct SuperviewEdgeTests {
    @Test("autoPinEdge(toSuperviewEdge:withInset:relation:) negates and swaps for bottom/right/trailing",
          arguments: PinCase.all)
    func pinEdgeWithInsetAndRelation(pin: PinCase) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewEdge: pin.edge.al, withInset: pin.inset, relation: pin.relation.ns)
        expectConstraint(constraint, first: (view, pin.edge.attribute), relation: pin.expectedRelation,
                         second: (container, pin.edge.attribute), constant: pin.expectedConstant, installedOn: container)
        expectAutoresizingOff([view], untouched: [container])

        // Geometry: the relation describes the inset distance, so a weak pull the relation must resist stops
        // exactly at the inset.
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: pin.edge)
        scaffoldWeakPull(view, pin.edge, toInwardDistance: resistedPullDistance(for: pin.relation, inset: pin.inset),
                         from: container, pin.edge.attribute)
        layOut(container)
        expectClose(pin.edge.inwardDistance(of: view.frame, from: containerBounds), pin.inset, "inset distance")
        expectClose(view.frame.width, 100, "width")
        expectClose(view.frame.height, 100, "height")
    }

    @Test("An inequality lets the edge move further in the direction the relation allows",
          arguments: PinCase.all.filter { $0.relation != .equal })
    func inequalityIsNotBindingTheOtherWay(pin: PinCase) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        view.autoPinEdge(toSuperviewEdge: pin.edge.al, withInset: pin.inset, relation: pin.relation.ns)
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: pin.edge)
        // Pull the other way: ≥ allows a larger distance, ≤ a smaller one.
        let target = pin.relation == .greaterThanOrEqual ? pin.inset + 30 : pin.inset - 30
        scaffoldWeakPull(view, pin.edge, toInwardDistance: target, from: container, pin.edge.attribute)
        layOut(container)
        expectClose(pin.edge.inwardDistance(of: view.frame, from: containerBounds), target, "inset distance")
    }

    @Test("autoPinEdge(toSuperviewEdge:) pins with inset 0", arguments: Edge.allCases)
    func pinEdgeWithoutInset(edge: Edge) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewEdge: edge.al)
        expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.attribute),
                         installedOn: container)
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: edge)
        layOut(container)
        expectClose(edge.inwardDistance(of: view.frame, from: containerBounds), 0, "inset distance")
    }

    @Test("autoPinEdge(toSuperviewEdge:withInset:) negates the inset for bottom/right/trailing",
          arguments: Edge.allCases, [CGFloat(25), -25])
    func pinEdgeWithInset(edge: Edge, inset: CGFloat) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewEdge: edge.al, withInset: inset)
        expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.attribute),
                         constant: edge.isFarEdge ? -inset : inset, installedOn: container)
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: edge)
        layOut(container)
        expectClose(edge.inwardDistance(of: view.frame, from: containerBounds), inset, "inset distance")
    }

    @Test("autoPinEdgesToSuperviewEdges() makes [top, leading, bottom, trailing] and fills the superview")
    func pinEdgesToSuperviewEdges() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraints = view.autoPinEdgesToSuperviewEdges()
        #expect(constraints.count == 4)
        for (constraint, edge) in zip(constraints, [Edge.top, .leading, .bottom, .trailing]) {
            expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.attribute),
                             installedOn: container)
        }
        expectAutoresizingOff([view], untouched: [container])
        layOut(container)
        expectFrame(view, containerBounds)
    }

    @Test("autoPinEdgesToSuperviewEdges(with:) maps left to leading and right to trailing")
    func pinEdgesWithInsets() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let insets = ALEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let constraints = view.autoPinEdgesToSuperviewEdges(with: insets)
        #expect(constraints.count == 4)
        let expected: [(Edge, CGFloat)] = [(.top, 10), (.leading, 20), (.bottom, -30), (.trailing, -40)]
        for (constraint, (edge, constant)) in zip(constraints, expected) {
            expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.attribute),
                             constant: constant, installedOn: container)
        }
        layOut(container)
        expectFrame(view, x: 20, y: 10, width: 940, height: 960)
    }

    @Test("autoPinEdgesToSuperviewEdges(with:) with negative insets extends past the superview")
    func pinEdgesWithNegativeInsets() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        view.autoPinEdgesToSuperviewEdges(with: ALEdgeInsets(top: -10, left: -20, bottom: -30, right: -40))
        layOut(container)
        expectFrame(view, x: -20, y: -10, width: 1060, height: 1040)
    }

    @Test("autoPinEdgesToSuperviewEdges(with:excludingEdge:) follows the excluding table", arguments: Edge.allCases)
    func pinEdgesExcludingEdge(excluded: Edge) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let insets = ALEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let constraints = view.autoPinEdgesToSuperviewEdges(with: insets, excludingEdge: excluded.al)
        let pinned = edgesPinned(excluding: excluded)
        #expect(constraints.count == pinned.count)
        for (constraint, edge) in zip(constraints, pinned) {
            let amount = inset(insets, for: edge)
            expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.attribute),
                             constant: edge.isFarEdge ? -amount : amount, installedOn: container)
        }
        expectAutoresizingOff([view], untouched: [container])

        // Geometry: give the free axis a size; the free edge then follows from the opposite pinned edge.
        if excluded.isHorizontal {
            scaffoldSize(view, width: 100)
        } else {
            scaffoldSize(view, height: 100)
        }
        layOut(container)
        expectFrame(view, expectedFrame(excluding: excluded, insets: insets, freeSize: 100, in: containerBounds))
    }

    @Test("excludingEdge with zero insets pins the three remaining edges flush", arguments: Edge.allCases)
    func pinEdgesExcludingEdgeZeroInsets(excluded: Edge) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let zero = ALEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let constraints = view.autoPinEdgesToSuperviewEdges(with: zero, excludingEdge: excluded.al)
        #expect(constraints.map(\.firstAttribute) == edgesPinned(excluding: excluded).map(\.attribute))
        #expect(constraints.allSatisfy { $0.constant == 0 && $0.relation == .equal })
    }
}

/// The frame docs/PARITY.md's excluding table gives in a left-to-right `reference` rectangle, when the free axis has
/// size `freeSize` (`insets.left` applies to left/leading, `insets.right` to right/trailing).
func expectedFrame(excluding excluded: Edge, insets: ALEdgeInsets, freeSize: CGFloat, in reference: CGRect) -> CGRect {
    let fullX = reference.minX + insets.left
    let fullWidth = reference.width - insets.left - insets.right
    let fullY = reference.minY + insets.top
    let fullHeight = reference.height - insets.top - insets.bottom
    switch excluded {
    case .left, .leading:
        return CGRect(x: reference.maxX - insets.right - freeSize, y: fullY, width: freeSize, height: fullHeight)
    case .right, .trailing:
        return CGRect(x: fullX, y: fullY, width: freeSize, height: fullHeight)
    case .top:
        return CGRect(x: fullX, y: reference.maxY - insets.bottom - freeSize, width: fullWidth, height: freeSize)
    case .bottom:
        return CGRect(x: fullX, y: fullY, width: fullWidth, height: freeSize)
    }
}
#endif
