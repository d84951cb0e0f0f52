#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §4 "Margins": the receiver's plain edge to the superview's margin attribute.
@Suite("Pin to superview margins")
struct MarginTests {
    /// Uneven custom margins used by most tests.
    static let margins = ALEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)

    /// The container's margin rectangle for `margins`.
    static let marginRect = CGRect(x: 20, y: 10, width: 940, height: 960)

    /// A container with the custom `margins`.
    static func makeMarginContainer() -> ALView {
        let container = makeContainer()
        container.layoutMargins = margins
        return container
    }

    @Test("autoPinEdge(toSuperviewMargin:) pins the edge to the margin attribute", arguments: Edge.allCases)
    func pinEdgeToMargin(edge: Edge) {
        let container = Self.makeMarginContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewMargin: edge.al)
        expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.marginAttribute),
                         installedOn: container)
        expectAutoresizingOff([view], untouched: [container])
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: edge)
        layOut(container)
        expectClose(edge.inwardDistance(of: view.frame, from: Self.marginRect), 0, "inset from margin")
    }

    @Test("autoPinEdge(toSuperviewMargin:withInset:) negates the inset for bottom/right/trailing",
          arguments: Edge.allCases, [CGFloat(5), -5])
    func pinEdgeToMarginWithInset(edge: Edge, inset: CGFloat) {
        let container = Self.makeMarginContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewMargin: edge.al, withInset: inset)
        expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.marginAttribute),
                         constant: edge.isFarEdge ? -inset : inset, installedOn: container)
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: edge)
        layOut(container)
        expectClose(edge.inwardDistance(of: view.frame, from: Self.marginRect), inset, "inset from margin")
    }

    @Test("autoPinEdge(toSuperviewMargin:relation:) swaps the relation for bottom/right/trailing",
          arguments: Edge.allCases, Relation.allCases)
    func pinEdgeToMarginWithRelation(edge: Edge, relation: Relation) {
        let container = Self.makeMarginContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewMargin: edge.al, relation: relation.ns)
        expectConstraint(constraint, first: (view, edge.attribute), relation: edge.isFarEdge ? relation.swapped : relation,
                         second: (container, edge.marginAttribute), installedOn: container)
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: edge)
        scaffoldWeakPull(view, edge, toInwardDistance: resistedPullDistance(for: relation, inset: 0),
                         from: container, edge.marginAttribute)
        layOut(container)
        expectClose(edge.inwardDistance(of: view.frame, from: Self.marginRect), 0, "inset from margin")
    }

    @Test("autoPinEdgesToSuperviewMargins() makes [top, leading, bottom, trailing]; default margins are 8")
    func pinEdgesToDefaultMargins() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let constraints = view.autoPinEdgesToSuperviewMargins()
        #expect(constraints.count == 4)
        for (constraint, edge) in zip(constraints, [Edge.top, .leading, .bottom, .trailing]) {
            expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.marginAttribute),
                             installedOn: container)
        }
        expectAutoresizingOff([view], untouched: [container])
        layOut(container)
        expectFrame(view, x: 8, y: 8, width: 984, height: 984)
    }

    @Test("autoPinEdgesToSuperviewMargins() follows custom layoutMargins")
    func pinEdgesToCustomMargins() {
        let container = Self.makeMarginContainer()
        let view = makeSubview(in: container)
        view.autoPinEdgesToSuperviewMargins()
        layOut(container)
        expectFrame(view, Self.marginRect)
    }

    @Test("Changing layoutMargins after pinning moves the view at the next layout")
    func marginsChangeAfterPinning() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        view.autoPinEdgesToSuperviewMargins()
        layOut(container)
        expectFrame(view, x: 8, y: 8, width: 984, height: 984)
        container.layoutMargins = Self.margins
        container.setNeedsLayout()
        layOut(container)
        expectFrame(view, Self.marginRect)
    }

    @Test("autoPinEdgesToSuperviewMargins(with:) insets from the margins, left → leading, right → trailing")
    func pinEdgesToMarginsWithInsets() {
        let container = Self.makeMarginContainer()
        let view = makeSubview(in: container)
        let constraints = view.autoPinEdgesToSuperviewMargins(with: ALEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(constraints.count == 4)
        let expected: [(Edge, CGFloat)] = [(.top, 1), (.leading, 2), (.bottom, -3), (.trailing, -4)]
        for (constraint, (edge, constant)) in zip(constraints, expected) {
            expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.marginAttribute),
                             constant: constant, installedOn: container)
        }
        layOut(container)
        expectFrame(view, x: 22, y: 11, width: 934, height: 956)
    }

    @Test("autoPinEdges(toSuperviewMarginsExcludingEdge:) follows the excluding table", arguments: Edge.allCases)
    func pinEdgesToMarginsExcludingEdge(excluded: Edge) {
        let container = Self.makeMarginContainer()
        let view = makeSubview(in: container)
        let constraints = view.autoPinEdges(toSuperviewMarginsExcludingEdge: excluded.al)
        let pinned = edgesPinned(excluding: excluded)
        #expect(constraints.count == pinned.count)
        for (constraint, edge) in zip(constraints, pinned) {
            expectConstraint(constraint, first: (view, edge.attribute), second: (container, edge.marginAttribute),
                             installedOn: container)
        }
        if excluded.isHorizontal {
            scaffoldSize(view, width: 100)
        } else {
            scaffoldSize(view, height: 100)
        }
        layOut(container)
        let zero = ALEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        expectFrame(view, expectedFrame(excluding: excluded, insets: zero, freeSize: 100, in: Self.marginRect))
    }

    @Test("Margins of a nested superview are read in that superview")
    func nestedSuperviewMargins() {
        let container = makeContainer()
        let card = makeSubview(in: container)
        scaffoldFrame(card, CGRect(x: 100, y: 200, width: 300, height: 400))
        card.layoutMargins = ALEdgeInsets(top: 16, left: 12, bottom: 16, right: 12)
        let view = makeSubview(in: card)
        let constraints = view.autoPinEdgesToSuperviewMargins()
        for constraint in constraints {
            expectInstallation(of: constraint, on: card, near: [view])
        }
        layOut(container)
        expectFrame(view, x: 12, y: 16, width: 276, height: 368)
    }
}
#endif
