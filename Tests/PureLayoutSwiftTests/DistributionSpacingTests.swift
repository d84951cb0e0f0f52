#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// An alignment attribute and whether it may be used when distributing along each axis (docs/PARITY.md §5).
struct AlignmentCase: Sendable, CustomTestStringConvertible {
    let attribute: Attribute
    let validHorizontally: Bool
    let validVertically: Bool

    var testDescription: String { attribute.rawValue }

    /// Every `ALAttribute` with its validity: vertical/left/right/leading/trailing only along `.vertical`;
    /// horizontal/baseline/firstBaseline/top/bottom only along a horizontal axis; sizes and margins never.
    static let all: [AlignmentCase] = Attribute.allCases.map { attribute in
        switch attribute {
        case .vertical, .left, .right, .leading, .trailing:
            AlignmentCase(attribute: attribute, validHorizontally: false, validVertically: true)
        case .horizontal, .baseline, .lastBaseline, .firstBaseline, .top, .bottom:
            AlignmentCase(attribute: attribute, validHorizontally: true, validVertically: false)
        default:
            AlignmentCase(attribute: attribute, validHorizontally: false, validVertically: false)
        }
    }
}

/// Records made by a fixed-spacing distribution, checked in docs/PARITY.md's order.
func expectFixedSpacingRecords(
    _ constraints: [NSLayoutConstraint], views: [ALView], superview: ALView, vertical: Bool,
    alignment: NSLayoutConstraint.Attribute, spacing: CGFloat, insetSpacing: Bool, matchedSizes: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let first: NSLayoutConstraint.Attribute = vertical ? .top : .leading
    let last: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
    let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
    let inset = insetSpacing ? spacing : 0
    let count = views.count
    #expect(constraints.count == 2 + (count - 1) * (matchedSizes ? 3 : 2), sourceLocation: sourceLocation)
    var index = 0
    func next() -> NSLayoutConstraint? {
        defer { index += 1 }
        return index < constraints.count ? constraints[index] : nil
    }
    expectConstraint(next(), first: (views[0], first), second: (superview, first), constant: inset,
                     installedOn: superview, sourceLocation: sourceLocation)
    for i in 1..<max(count, 1) {
        expectConstraint(next(), first: (views[i], first), second: (views[i - 1], last), constant: spacing,
                         installedOn: superview, sourceLocation: sourceLocation)
        if matchedSizes {
            expectConstraint(next(), first: (views[i], size), second: (views[i - 1], size), installedOn: superview,
                             sourceLocation: sourceLocation)
        }
        expectConstraint(next(), first: (views[i], alignment), second: (views[i - 1], alignment),
                         installedOn: superview, sourceLocation: sourceLocation)
    }
    expectConstraint(next(), first: (views[count - 1], last), second: (superview, last), constant: -inset,
                     installedOn: superview, sourceLocation: sourceLocation)
}

/// docs/PARITY.md §5 `autoDistributeViews(along:alignedTo:withFixedSpacing:…)`.
@Suite("Distribute with fixed spacing")
struct DistributionSpacingTests {
    @Test("4 views, spacing 20, horizontal: width 225 at x = 20, 265, 510, 755 (docs/PARITY.md geometry)")
    func horizontalFixedSpacing() {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 20)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: false,
                                  alignment: .centerY, spacing: 20, insetSpacing: true, matchedSizes: true)
        expectAutoresizingOff(views, untouched: [container])
        scaffold(views[0], .top, to: container, .top, constant: 10)
        for view in views { scaffoldSize(view, height: 50) }
        layOut(container)
        for (view, x) in zip(views, [CGFloat(20), 265, 510, 755]) {
            expectFrame(view, x: x, y: 10, width: 225, height: 50)
        }
    }

    @Test("4 views, spacing 20, vertical: height 225 at y = 20, 265, 510, 755")
    func verticalFixedSpacing() {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSpacing: 20)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: true,
                                  alignment: .centerX, spacing: 20, insetSpacing: true, matchedSizes: true)
        scaffold(views[0], .left, to: container, .left, constant: 30)
        for view in views { scaffoldSize(view, width: 40) }
        layOut(container)
        for (view, y) in zip(views, [CGFloat(20), 265, 510, 755]) {
            expectFrame(view, x: 30, y: y, width: 40, height: 225)
        }
    }

    @Test("insetSpacing false pins the ends flush: width 235 at x = 0, 255, 510, 765")
    func withoutInsetSpacing() {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .top, withFixedSpacing: 20,
                                                    insetSpacing: false)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: false,
                                  alignment: .top, spacing: 20, insetSpacing: false, matchedSizes: true)
        scaffold(views[0], .top, to: container, .top)
        for view in views { scaffoldSize(view, height: 50) }
        layOut(container)
        for (view, x) in zip(views, [CGFloat(0), 255, 510, 765]) {
            expectFrame(view, x: x, y: 0, width: 235, height: 50)
        }
    }

    @Test("matchedSizes false leaves sizes to the views: 8 constraints for 4 views")
    func withoutMatchedSizes() {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .bottom, withFixedSpacing: 20,
                                                    insetSpacing: true, matchedSizes: false)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: false,
                                  alignment: .bottom, spacing: 20, insetSpacing: true, matchedSizes: false)
        for view in views.prefix(3) { scaffoldSize(view, width: 100) }
        for view in views { scaffoldSize(view, height: 50) }
        scaffold(views[0], .bottom, to: container, .bottom)
        layOut(container)
        // The last view takes what is left: 1000 − 2·20 − 3·20 − 300 = 600.
        for (view, (x, width)) in zip(views, [(CGFloat(20), CGFloat(100)), (140, 100), (260, 100), (380, 600)]) {
            expectFrame(view, x: x, y: 950, width: width, height: 50)
        }
    }

    @Test("Negative spacing is legal and overlaps the views")
    func negativeSpacing() {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        let (constraints, failures) = capturingFailures {
            views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: -10)
        }
        expectNoFailure(failures)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: false,
                                  alignment: .centerY, spacing: -10, insetSpacing: true, matchedSizes: true)
        scaffold(views[0], .top, to: container, .top)
        for view in views { scaffoldSize(view, height: 50) }
        layOut(container)
        // 4w + 3·(−10) + 2·(−10) = 1000 → w = 262.5.
        for (view, x) in zip(views, [CGFloat(-10), 242.5, 495, 747.5]) {
            expectFrame(view, x: x, y: 0, width: 262.5, height: 50)
        }
    }

    @Test("A single view is pinned at both ends: 2 constraints")
    func singleView() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let (constraints, failures) = capturingFailures {
            [view].autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSpacing: 15)
        }
        expectNoFailure(failures)
        expectFixedSpacingRecords(constraints, views: [view], superview: container, vertical: true,
                                  alignment: .centerX, spacing: 15, insetSpacing: true, matchedSizes: true)
        scaffold(view, .left, to: container, .left)
        scaffoldSize(view, width: 10)
        layOut(container)
        expectFrame(view, x: 0, y: 15, width: 10, height: 970)
    }

    @Test("Distributing along a baseline axis is horizontal", arguments: [Axis.baseline, .firstBaseline])
    func baselineAxisIsHorizontal(axis: Axis) {
        let container = makeContainer()
        let views = makeSubviews(3, in: container)
        let constraints = views.autoDistributeViews(along: axis.al, alignedTo: .baseline, withFixedSpacing: 10)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: false,
                                  alignment: .lastBaseline, spacing: 10, insetSpacing: true, matchedSizes: true)
    }

    @Test("Alignment attributes are checked against the axis", arguments: AlignmentCase.all)
    func alignmentRule(alignment: AlignmentCase) {
        for vertical in [false, true] {
            let container = makeContainer()
            let views = makeSubviews(3, in: container)
            let axis: ALAxis = vertical ? .vertical : .horizontal
            let (constraints, failures) = capturingFailures {
                views.autoDistributeViews(along: axis, alignedTo: alignment.attribute.al, withFixedSpacing: 10)
            }
            let valid = vertical ? alignment.validVertically : alignment.validHorizontally
            if valid {
                expectNoFailure(failures)
                expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: vertical,
                                          alignment: alignment.attribute.attribute, spacing: 10, insetSpacing: true,
                                          matchedSizes: true)
            } else {
                expectFailure(failures, naming: "autoDistributeViews")
                // The spacing chain is still made; only the alignment may be missing.
                #expect(constraints.count >= 2 + 2 * 2)
            }
        }
    }

    @Test("Views in a nested superview install there")
    func nestedSuperview() {
        let container = makeContainer()
        let row = makeSubview(in: container)
        scaffoldFrame(row, CGRect(x: 100, y: 100, width: 500, height: 100))
        let views = makeSubviews(2, in: row)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10,
                                                    insetSpacing: true, matchedSizes: true)
        expectFixedSpacingRecords(constraints, views: views, superview: row, vertical: false, alignment: .centerY,
                                  spacing: 10, insetSpacing: true, matchedSizes: true)
        scaffold(views[0], .top, to: row, .top)
        for view in views { scaffoldSize(view, height: 100) }
        layOut(container)
        expectFrame(views[0], x: 10, y: 0, width: 235, height: 100)
        expectFrame(views[1], x: 255, y: 0, width: 235, height: 100)
    }
}
#endif
