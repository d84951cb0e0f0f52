#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// Right-to-left layouts: leading/trailing pins of every family and both distribution families.
@Suite("Right-to-left")
struct RightToLeftTests {
    /// A container whose hierarchy is right-to-left through the inherited trait.
    static func makeRightToLeftContainer() -> ALView {
        let container = makeContainer()
        container.layoutDirectionTrait = .rightToLeft
        return container
    }

    @Test("The trait makes subviews right-to-left")
    func traitPropagates() {
        let container = Self.makeRightToLeftContainer()
        let view = makeSubview(in: container)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("Leading/trailing superview pins measure the inset from the mirrored edges",
          arguments: PinCase.all.filter { $0.edge == .leading || $0.edge == .trailing })
    func pinLeadingTrailingRightToLeft(pin: PinCase) {
        let container = Self.makeRightToLeftContainer()
        let view = makeSubview(in: container)
        let constraint = view.autoPinEdge(toSuperviewEdge: pin.edge.al, withInset: pin.inset, relation: pin.relation.ns)
        // The record does not depend on the direction.
        expectConstraint(constraint, first: (view, pin.edge.attribute), relation: pin.expectedRelation,
                         second: (container, pin.edge.attribute), constant: pin.expectedConstant, installedOn: container)
        scaffoldSize(view, width: 100, height: 100)
        scaffoldCrossAxis(view, in: container, across: pin.edge)
        scaffoldWeakPull(view, pin.edge, toInwardDistance: resistedPullDistance(for: pin.relation, inset: pin.inset),
                         from: container, pin.edge.attribute)
        layOut(container)
        expectClose(pin.edge.inwardDistance(of: view.frame, from: containerBounds, rightToLeft: true), pin.inset,
                    "inset distance")
    }

    @Test("Leading inset 10 puts a 100-wide view at x = 890; left and right are not mirrored")
    func leadingVersusLeft() {
        let container = Self.makeRightToLeftContainer()
        let leading = makeSubview(in: container)
        let left = makeSubview(in: container)
        for view in [leading, left] { scaffoldSize(view, width: 100, height: 100) }
        leading.autoPinEdge(toSuperviewEdge: .leading, withInset: 10)
        leading.autoPinEdge(toSuperviewEdge: .top)
        left.autoPinEdge(toSuperviewEdge: .left, withInset: 10)
        left.autoPinEdge(toSuperviewEdge: .top)
        layOut(container)
        expectFrame(leading, x: 890, y: 0, width: 100, height: 100)
        expectFrame(left, x: 10, y: 0, width: 100, height: 100)
    }

    @Test("semanticContentAttribute .forceRightToLeft mirrors leading/trailing in a left-to-right hierarchy")
    func forcedRightToLeft() {
        let container = makeContainer()
        container.semanticContentAttribute = .forceRightToLeft
        let view = makeSubview(in: container)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        view.autoPinEdgesToSuperviewEdges(with: ALEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        layOut(container)
        // insets.left is the leading (right-hand) inset.
        expectFrame(view, x: 40, y: 10, width: 940, height: 960)
    }

    @Test("autoPinEdgesToSuperviewEdges(with:) puts insets.left on the right in right-to-left")
    func pinEdgesRightToLeft() {
        let container = Self.makeRightToLeftContainer()
        let view = makeSubview(in: container)
        view.autoPinEdgesToSuperviewEdges(with: ALEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        layOut(container)
        expectFrame(view, x: 40, y: 10, width: 940, height: 960)
    }

    @Test("View to view: b.leading = a.trailing + 8 puts b 8 points to the left of a")
    func viewToViewRightToLeft() {
        let container = Self.makeRightToLeftContainer()
        let a = makeSubview(in: container)
        let b = makeSubview(in: container)
        scaffoldFrame(a, CGRect(x: 600, y: 0, width: 100, height: 50))
        scaffoldSize(b, width: 80, height: 50)
        scaffold(b, .top, to: container, .top)
        let constraint = b.autoPinEdge(.leading, to: .trailing, of: a, withOffset: 8)
        expectConstraint(constraint, first: (b, .leading), second: (a, .trailing), constant: 8, installedOn: container)
        layOut(container)
        expectFrame(b, x: 512, y: 0, width: 80, height: 50)
    }

    @Test("Margins: the leading margin is the right margin in right-to-left")
    func marginsRightToLeft() {
        let container = Self.makeRightToLeftContainer()
        container.layoutMargins = ALEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 100, height: 100)
        view.autoPinEdge(toSuperviewMargin: .leading)
        view.autoPinEdge(toSuperviewMargin: .top)
        layOut(container)
        expectFrame(view, x: 860, y: 10, width: 100, height: 100)
    }

    @Test("Safe area: the leading edge is the safe area's right edge in right-to-left")
    func safeAreaRightToLeft() {
        let container = Self.makeRightToLeftContainer()
        container.simulatedSafeAreaInsets = ALEdgeInsets(top: 44, left: 10, bottom: 34, right: 20)
        let view = makeSubview(in: container)
        scaffoldSize(view, width: 100, height: 100)
        view.autoPinEdge(toSuperviewSafeArea: .leading, withInset: 5)
        view.autoPinEdge(toSuperviewSafeArea: .top)
        layOut(container)
        expectFrame(view, x: 875, y: 44, width: 100, height: 100)
    }

    @Test("Fixed spacing in right-to-left: same records, first view on the right")
    func fixedSpacingRightToLeft() {
        let container = Self.makeRightToLeftContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 20)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: false,
                                  alignment: .centerY, spacing: 20, insetSpacing: true, matchedSizes: true)
        expectDistributedFrames(views, in: container, vertical: false, starts: [755, 510, 265, 20], length: 225,
                                crossSize: 50)
    }

    @Test("Fixed size in right-to-left: views are taken in reverse, first view on the right")
    func fixedSizeRightToLeft() {
        let container = Self.makeRightToLeftContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSize: 20)
        expectFixedSizeRecords(constraints, ordered: Array(views.reversed()), superview: container, vertical: false,
                               alignment: .centerY, size: 20, insetSpacing: true)
        expectDistributedFrames(views, in: container, vertical: false, starts: [796, 592, 388, 184], length: 20,
                                crossSize: 20)
    }

    @Test("Fixed size in right-to-left without inset spacing: reversed, ends flush")
    func fixedSizeRightToLeftWithoutInsets() {
        let container = Self.makeRightToLeftContainer()
        let views = makeSubviews(3, in: container)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .top, withFixedSize: 100,
                                                    insetSpacing: false)
        expectFixedSizeRecords(constraints, ordered: Array(views.reversed()), superview: container, vertical: false,
                               alignment: .top, size: 100, insetSpacing: false)
        // m = 1e-5, 1, 2 for views 2, 1, 0: centres 50.005, 500, 950.
        expectDistributedFrames(views, in: container, vertical: false, starts: [900, 450, 0.005], length: 100,
                                crossSize: 20)
    }

    @Test("Fixed size takes the direction from the common superview's semanticContentAttribute")
    func fixedSizeForcedRightToLeft() {
        let container = makeContainer()
        let row = makeSubview(in: container)
        scaffoldFrame(row, containerBounds)
        row.semanticContentAttribute = .forceRightToLeft
        let views = makeSubviews(4, in: row)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSize: 20)
        expectFixedSizeRecords(constraints, ordered: Array(views.reversed()), superview: row, vertical: false,
                               alignment: .centerY, size: 20, insetSpacing: true)
    }

    @Test("Fixed size vertically is not reversed in right-to-left")
    func fixedSizeVerticalRightToLeft() {
        let container = Self.makeRightToLeftContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 500)
        expectFixedSizeRecords(constraints, ordered: views, superview: container, vertical: true, alignment: .centerX,
                               size: 500, insetSpacing: true)
        expectDistributedFrames(views, in: container, vertical: true, starts: [-200, 100, 400, 700], length: 500,
                                crossSize: 30)
    }
}
#endif
