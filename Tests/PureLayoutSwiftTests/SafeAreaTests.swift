#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §4 "Safe area": the superview-edge rules with `SV.safeAreaLayoutGuide` as the second item.
@Suite("Pin to superview safe area")
struct SafeAreaTests {
    /// A phone-like safe area: status bar and notch on top, home indicator at the bottom, uneven sides.
    static let safeInsets = ALEdgeInsets(top: 44, left: 10, bottom: 34, right: 20)

    /// The container's safe area rectangle for `safeInsets`.
    static let safeRect = CGRect(x: 10, y: 44, width: 970, height: 922)

    /// A container simulating `safeInsets`.
    static func makeSafeContainer() -> ALView {
        let container = makeContainer()
        container.simulatedSafeAreaInsets = safeInsets
        return container
    }

    @Test("autoPinEdge(toSuperviewSafeArea:withInset:relation:) negates and swaps for bottom/right/trailing",
          arguments: PinCase.all)
    func pinEdgeWithInsetAndRelation(pin: PinCase) {
        let container = Self.makeSafeContainer()
        let view = makeSubview(in: container)
        let guide = container.safeAreaLayoutGuide
        let constraint = view.autoPinEdge(toSuperviewSafeArea: pin.edge.al, withInset: pin.inset,
                                          relation: pin.relation.ns)
        expectConstraint(constraint, first: (view, pin.edge.attribute), relation: pin.expectedRelation,
                         second: (guide, pin.edge.attribute), constant: pin.expectedConstant, installedOn: container)
        expectAutoresizingOff([view], untouched: [container])

        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: pin.edge)
        scaffoldWeakPull(view, pin.edge, toInwardDistance: resistedPullDistance(for: pin.relation, inset: pin.inset),
                         from: guide, pin.edge.attribute)
        layOut(container)
        expectClose(pin.edge.inwardDistance(of: view.frame, from: Self.safeRect), pin.inset, "inset from safe area")
    }

    @Test("autoPinEdge(toSuperviewSafeArea:) pins flush to the safe area", arguments: Edge.allCases)
    func pinEdgeWithoutInset(edge: Edge) {
        let container = Self.makeSafeContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewSafeArea: edge.al)
        expectConstraint(constraint, first: (view, edge.attribute), second: (container.safeAreaLayoutGuide, edge.attribute),
                         installedOn: container)
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: edge)
        layOut(container)
        expectClose(edge.inwardDistance(of: view.frame, from: Self.safeRect), 0, "inset from safe area")
    }

    @Test("autoPinEdge(toSuperviewSafeArea:withInset:) negates the inset for bottom/right/trailing",
          arguments: Edge.allCases)
    func pinEdgeWithInset(edge: Edge) {
        let container = Self.makeSafeContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewSafeArea: edge.al, withInset: 15)
        expectConstraint(constraint, first: (view, edge.attribute), second: (container.safeAreaLayoutGuide, edge.attribute),
                         constant: edge.isFarEdge ? -15 : 15, installedOn: container)
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: edge)
        layOut(container)
        expectClose(edge.inwardDistance(of: view.frame, from: Self.safeRect), 15, "inset from safe area")
    }

    @Test("autoPinEdgesToSuperviewSafeArea() makes [top, leading, bottom, trailing] and fills the safe area")
    func pinEdgesToSafeArea() {
        let container = Self.makeSafeContainer()
        let view = makeSubview(in: container)
        let constraints = view.autoPinEdgesToSuperviewSafeArea()
        #expect(constraints.count == 4)
        for (constraint, edge) in zip(constraints, [Edge.top, .leading, .bottom, .trailing]) {
            expectConstraint(constraint, first: (view, edge.attribute),
                             second: (container.safeAreaLayoutGuide, edge.attribute), installedOn: container)
        }
        layOut(container)
        expectFrame(view, Self.safeRect)
    }

    @Test("autoPinEdgesToSuperviewSafeArea(with:) insets from the safe area, left → leading, right → trailing")
    func pinEdgesToSafeAreaWithInsets() {
        let container = Self.makeSafeContainer()
        let view = makeSubview(in: container)
        let constraints = view.autoPinEdgesToSuperviewSafeArea(with: ALEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(constraints.count == 4)
        let expected: [(Edge, CGFloat)] = [(.top, 1), (.leading, 2), (.bottom, -3), (.trailing, -4)]
        for (constraint, (edge, constant)) in zip(constraints, expected) {
            expectConstraint(constraint, first: (view, edge.attribute),
                             second: (container.safeAreaLayoutGuide, edge.attribute), constant: constant,
                             installedOn: container)
        }
        layOut(container)
        expectFrame(view, x: 12, y: 45, width: 964, height: 918)
    }

    @Test("autoPinEdgesToSuperviewSafeArea(with:excludingEdge:) follows the excluding table (divergence from #224)",
          arguments: Edge.allCases)
    func pinEdgesToSafeAreaExcludingEdge(excluded: Edge) {
        let container = Self.makeSafeContainer()
        let view = makeSubview(in: container)
        let guide = container.safeAreaLayoutGuide
        let insets = ALEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let constraints = view.autoPinEdgesToSuperviewSafeArea(with: insets, excludingEdge: excluded.al)
        let pinned = edgesPinned(excluding: excluded)
        #expect(constraints.count == pinned.count)
        for (constraint, edge) in zip(constraints, pinned) {
            let amount = inset(insets, for: edge)
            expectConstraint(constraint, first: (view, edge.attribute), second: (guide, edge.attribute),
                             constant: edge.isFarEdge ? -amount : amount, installedOn: container)
        }
        if excluded.isHorizontal {
            scaffoldSize(view, width: 100)
        } else {
            scaffoldSize(view, height: 100)
        }
        layOut(container)
        expectFrame(view, expectedFrame(excluding: excluded, insets: insets, freeSize: 100, in: Self.safeRect))
    }

    @Test("Without simulated insets the safe area is the bounds")
    func noSafeAreaInsets() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        view.autoPinEdgesToSuperviewSafeArea()
        layOut(container)
        expectFrame(view, containerBounds)
    }

    @Test("A nested superview's safe area is the part of its bounds inside the root's safe area")
    func nestedSafeArea() {
        let container = Self.makeSafeContainer()
        let band = makeSubview(in: container)
        // The band spans y 20…520 of the container: it reaches into the top inset (44) but not the bottom one.
        scaffoldFrame(band, CGRect(x: 0, y: 20, width: 1000, height: 500))
        let view = makeSubview(in: band)
        let constraints = view.autoPinEdgesToSuperviewSafeArea()
        for constraint in constraints {
            #expect(constraint.secondItem === band.safeAreaLayoutGuide)
        }
        #expect(constraints.count == 4)
        for constraint in constraints { expectInstallation(of: constraint, on: band, near: [view]) }
        layOut(container)
        expectFrame(band, x: 0, y: 20, width: 1000, height: 500)
        expectFrame(view, x: 10, y: 24, width: 970, height: 476)
    }

    @Test("The superview's safe area guide is one object, reused by every call")
    func guideIdentity() {
        let container = Self.makeSafeContainer()
        let view = makeSubview(in: container)
        let top = view.autoPinEdge(toSuperviewSafeArea: .top)
        let bottom = view.autoPinEdge(toSuperviewSafeArea: .bottom)
        #expect(top.secondItem === bottom.secondItem)
        #expect(top.secondItem === container.safeAreaLayoutGuide)
    }
}
#endif
