#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// A pair of edges on the same axis (left/right, top/bottom or leading/trailing), as docs/PARITY.md's view-to-view
/// `autoPinEdge(_:to:of:)` takes them.
struct EdgePair: Sendable, CustomTestStringConvertible {
    let edge: Edge
    let toEdge: Edge

    var testDescription: String { "\(edge) to \(toEdge)" }

    /// Every valid pairing: mixing leading/trailing with left/right, or x with y, is invalid in UIKit.
    static let all: [EdgePair] = {
        let groups: [[Edge]] = [[.left, .right], [.top, .bottom], [.leading, .trailing]]
        return groups.flatMap { group in group.flatMap { edge in group.map { EdgePair(edge: edge, toEdge: $0) } } }
    }()
}

/// docs/PARITY.md §4 "View to view" (never negated, never swapped) and nearest-common-ancestor installation.
@Suite("View to view")
struct ViewToViewTests {
    /// The other view's frame in the container.
    static let otherFrame = CGRect(x: 300, y: 200, width: 200, height: 100)

    /// A container with an `other` view at `otherFrame` and a fresh `view` of size 50×40.
    /// Pass `sized: false` to leave `view` without a size, `atOrigin: true` to pin it to the container's top-left.
    static func makePair(sized: Bool = true, atOrigin: Bool = false) -> (container: ALView, view: ALView, other: ALView) {
        let container = makeContainer()
        let other = makeSubview(in: container)
        scaffoldFrame(other, otherFrame)
        let view = makeSubview(in: container)
        if sized { scaffoldSize(view, width: 50, height: 40) }
        if atOrigin {
            scaffold(view, .left, to: container, .left)
            scaffold(view, .top, to: container, .top)
        }
        return (container, view, other)
    }

    @Test("autoPinEdge(_:to:of:) makes S.edge = O.toEdge", arguments: EdgePair.all)
    func pinEdgeToEdge(pair: EdgePair) {
        let (container, view, other) = Self.makePair()
        let constraint = view.autoPinEdge(pair.edge.al, to: pair.toEdge.al, of: other)
        expectConstraint(constraint, first: (view, pair.edge.attribute), second: (other, pair.toEdge.attribute),
                         installedOn: container)
        expectAutoresizingOff([view], untouched: [container])
        scaffoldCrossAxis(view, in: container, across: pair.edge)
        layOut(container)
        expectClose(pair.edge.value(in: view.frame), pair.toEdge.value(in: Self.otherFrame), "pinned edge")
    }

    @Test("autoPinEdge(_:to:of:withOffset:) uses the offset as given, for every edge",
          arguments: EdgePair.all, [CGFloat(15), -15])
    func pinEdgeToEdgeWithOffset(pair: EdgePair, offset: CGFloat) {
        let (container, view, other) = Self.makePair()
        let constraint = view.autoPinEdge(pair.edge.al, to: pair.toEdge.al, of: other, withOffset: offset)
        expectConstraint(constraint, first: (view, pair.edge.attribute), second: (other, pair.toEdge.attribute),
                         constant: offset, installedOn: container)
        scaffoldCrossAxis(view, in: container, across: pair.edge)
        layOut(container)
        expectClose(pair.edge.value(in: view.frame), pair.toEdge.value(in: Self.otherFrame) + offset, "pinned edge")
    }

    @Test("autoPinEdge(_:to:of:withOffset:relation:) keeps the relation as given",
          arguments: EdgePair.all, Relation.allCases)
    func pinEdgeToEdgeWithRelation(pair: EdgePair, relation: Relation) {
        let (container, view, other) = Self.makePair()
        let constraint = view.autoPinEdge(pair.edge.al, to: pair.toEdge.al, of: other, withOffset: 10,
                                          relation: relation.ns)
        expectConstraint(constraint, first: (view, pair.edge.attribute), relation: relation,
                         second: (other, pair.toEdge.attribute), constant: 10, installedOn: container)
        // A weak pull to the far side of the bound shows the inequality's direction: ≤ caps, ≥ floors.
        let bound = pair.toEdge.value(in: Self.otherFrame) + 10
        let pull: CGFloat = relation == .greaterThanOrEqual ? -40 : 40
        scaffold(view, pair.edge.attribute, to: other, pair.toEdge.attribute, constant: 10 + pull, priority: 250)
        scaffoldCrossAxis(view, in: container, across: pair.edge)
        layOut(container)
        expectClose(pair.edge.value(in: view.frame), bound, "pinned edge")
    }

    @Test("Installation goes to the nearest common ancestor")
    func installsOnNearestCommonAncestor() {
        let container = makeContainer()
        let left = makeSubview(in: container)
        let right = makeSubview(in: container)
        let cousinA = makeSubview(in: left)
        let cousinB = makeSubview(in: right)
        let child = makeSubview(in: cousinA)

        let betweenCousins = cousinA.autoPinEdge(.top, to: .bottom, of: cousinB)
        expectConstraint(betweenCousins, first: (cousinA, .top), second: (cousinB, .bottom), installedOn: container)

        let toOwnSuperview = cousinA.autoPinEdge(.left, to: .left, of: left, withOffset: 3)
        expectConstraint(toOwnSuperview, first: (cousinA, .left), second: (left, .left), constant: 3, installedOn: left)

        let toOwnSubview = cousinA.autoPinEdge(.right, to: .right, of: child)
        expectConstraint(toOwnSubview, first: (cousinA, .right), second: (child, .right), installedOn: cousinA)

        let childToUncle = child.autoPinEdge(.leading, to: .trailing, of: right)
        expectConstraint(childToUncle, first: (child, .leading), second: (right, .trailing), installedOn: container)
        expectAutoresizingOff([cousinA, child], untouched: [container])
    }

    @Test("autoAlignAxis(_:toSameAxisOf:) makes S.axis = O.axis", arguments: Axis.allCases)
    func alignAxisToSameAxis(axis: Axis) {
        let (container, view, other) = Self.makePair()
        let constraint = view.autoAlignAxis(axis.al, toSameAxisOf: other)
        expectConstraint(constraint, first: (view, axis.attribute), second: (other, axis.attribute), installedOn: container)
        layOutAligned(container, view, axis: axis, expectedOffset: 0)
    }

    @Test("autoAlignAxis(_:toSameAxisOf:withOffset:) adds the offset", arguments: Axis.allCases)
    func alignAxisWithOffset(axis: Axis) {
        let (container, view, other) = Self.makePair()
        let constraint = view.autoAlignAxis(axis.al, toSameAxisOf: other, withOffset: -12)
        expectConstraint(constraint, first: (view, axis.attribute), second: (other, axis.attribute), constant: -12,
                         installedOn: container)
        layOutAligned(container, view, axis: axis, expectedOffset: -12)
    }

    @Test("autoAlignAxis(_:toSameAxisOf:withMultiplier:) scales in the common ancestor's coordinates")
    func alignAxisWithMultiplier() {
        let (container, view, other) = Self.makePair()
        let vertical = view.autoAlignAxis(.vertical, toSameAxisOf: other, withMultiplier: 0.5)
        let horizontal = view.autoAlignAxis(.horizontal, toSameAxisOf: container, withMultiplier: 1.5)
        expectConstraint(vertical, first: (view, .centerX), second: (other, .centerX), multiplier: 0.5,
                         installedOn: container)
        expectConstraint(horizontal, first: (view, .centerY), second: (container, .centerY), multiplier: 1.5,
                         installedOn: container)
        layOut(container)
        // other.centerX = 400 → 200; container.centerY = 500 → 750.
        expectFrame(view, x: 175, y: 730, width: 50, height: 40)
    }

    @Test("autoMatch(_:to:of:) makes S.dimension = O.dimension", arguments: Dimension.allCases, Dimension.allCases)
    func matchDimension(dimension: Dimension, toDimension: Dimension) {
        let (container, view, other) = Self.makePair(sized: false, atOrigin: true)
        scaffold(view, dimension == .width ? .height : .width, to: nil, constant: 7)
        let constraint = view.autoMatch(dimension.al, to: toDimension.al, of: other)
        expectConstraint(constraint, first: (view, dimension.attribute), second: (other, toDimension.attribute),
                         installedOn: container)
        expectAutoresizingOff([view], untouched: [container])
        layOut(container)
        expectClose(dimension.value(in: view.frame), toDimension.value(in: Self.otherFrame), "matched size")
    }

    @Test("autoMatch(_:to:of:withOffset:) and …relation: keep the offset and relation as given",
          arguments: Relation.allCases)
    func matchDimensionWithOffset(relation: Relation) {
        let (container, view, other) = Self.makePair()
        let offsetOnly = view.autoMatch(.height, to: .width, of: other, withOffset: -20)
        expectConstraint(offsetOnly, first: (view, .height), second: (other, .width), constant: -20,
                         installedOn: container)
        let related = view.autoMatch(.width, to: .height, of: other, withOffset: 30, relation: relation.ns)
        expectConstraint(related, first: (view, .width), relation: relation, second: (other, .height), constant: 30,
                         installedOn: container)
    }

    @Test("autoMatch(_:to:of:withMultiplier:) and …relation: keep the multiplier and relation",
          arguments: Relation.allCases)
    func matchDimensionWithMultiplier(relation: Relation) {
        let (container, view, other) = Self.makePair(sized: false)
        let multiplierOnly = view.autoMatch(.width, to: .width, of: other, withMultiplier: 0.25)
        expectConstraint(multiplierOnly, first: (view, .width), second: (other, .width), multiplier: 0.25,
                         installedOn: container)
        let related = view.autoMatch(.height, to: .height, of: other, withMultiplier: 3, relation: relation.ns)
        expectConstraint(related, first: (view, .height), relation: relation, second: (other, .height), multiplier: 3,
                         installedOn: container)
    }

    @Test("Matching with a multiplier solves the proportional size")
    func matchMultiplierGeometry() {
        let (container, view, other) = Self.makePair(sized: false, atOrigin: true)
        view.autoMatch(.width, to: .width, of: other, withMultiplier: 0.25)
        view.autoMatch(.height, to: .width, of: other, withMultiplier: 2, relation: .lessThanOrEqual)
        scaffold(view, .height, to: nil, constant: 1000, priority: 250)
        layOut(container)
        expectFrame(view, x: 0, y: 0, width: 50, height: 400)
    }

    @Test("An aspect ratio uses the view itself as the other view and installs on it")
    func aspectRatio() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let ratio = view.autoMatch(.width, to: .height, of: view, withMultiplier: 2)
        expectConstraint(ratio, first: (view, .width), second: (view, .height), multiplier: 2, installedOn: view)
        scaffold(view, .left, to: container, .left, constant: 10)
        scaffold(view, .top, to: container, .top, constant: 20)
        scaffold(view, .height, to: nil, constant: 100)
        layOut(container)
        expectFrame(view, x: 10, y: 20, width: 200, height: 100)
    }

    /// Fixes the other axis of `view` and checks the aligned axis against `other` at `otherFrame`.
    private func layOutAligned(_ container: ALView, _ view: ALView, axis: Axis, expectedOffset: CGFloat) {
        if axis == .vertical {
            scaffold(view, .top, to: container, .top)
        } else {
            scaffold(view, .left, to: container, .left)
        }
        layOut(container)
        let frame = view.frame
        let other = Self.otherFrame
        switch axis {
        case .vertical: expectClose(frame.midX, other.midX + expectedOffset, "centerX")
        case .horizontal: expectClose(frame.midY, other.midY + expectedOffset, "centerY")
        case .baseline, .lastBaseline: expectClose(frame.maxY, other.maxY + expectedOffset, "last baseline")
        case .firstBaseline: expectClose(frame.minY, other.minY + expectedOffset, "first baseline")
        }
    }
}
#endif
