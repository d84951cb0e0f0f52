#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

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
    /// Four views distributed with fixed spacing and matched sizes, with the geometry docs/PARITY.md gives.
    struct GeometryCase: Sendable, CustomTestStringConvertible {
        let name: String
        let vertical: Bool
        let alignment: Attribute
        let spacing: CGFloat
        let insetSpacing: Bool
        let crossOffset: CGFloat
        let crossSize: CGFloat
        let starts: [CGFloat]
        let length: CGFloat

        var testDescription: String { name }
    }

    static let geometryCases: [GeometryCase] = [
        .init(name: "spacing 20, horizontal: width 225 at x = 20, 265, 510, 755 (docs/PARITY.md geometry)",
              vertical: false, alignment: .horizontal, spacing: 20, insetSpacing: true, crossOffset: 10,
              crossSize: 50, starts: [20, 265, 510, 755], length: 225),
        .init(name: "spacing 20, vertical: height 225 at y = 20, 265, 510, 755",
              vertical: true, alignment: .vertical, spacing: 20, insetSpacing: true, crossOffset: 30,
              crossSize: 40, starts: [20, 265, 510, 755], length: 225),
        .init(name: "insetSpacing false pins the ends flush: width 235 at x = 0, 255, 510, 765",
              vertical: false, alignment: .top, spacing: 20, insetSpacing: false, crossOffset: 0,
              crossSize: 50, starts: [0, 255, 510, 765], length: 235),
        // 4w + 3·(−10) + 2·(−10) = 1000 → w = 262.5.
        .init(name: "negative spacing is legal and overlaps the views",
              vertical: false, alignment: .horizontal, spacing: -10, insetSpacing: true, crossOffset: 0,
              crossSize: 50, starts: [-10, 242.5, 495, 747.5], length: 262.5),
    ]

    @Test("4 views with fixed spacing and matched sizes", arguments: geometryCases)
    func fixedSpacingGeometry(geometry: GeometryCase) {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        let (constraints, failures) = capturingFailures {
            views.autoDistributeViews(along: geometry.vertical ? .vertical : .horizontal,
                                      alignedTo: geometry.alignment.al, withFixedSpacing: geometry.spacing,
                                      insetSpacing: geometry.insetSpacing)
        }
        expectNoFailure(failures)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: geometry.vertical,
                                  alignment: geometry.alignment.attribute, spacing: geometry.spacing,
                                  insetSpacing: geometry.insetSpacing, matchedSizes: true)
        expectAutoresizingOff(views, untouched: [container])
        expectDistributedFrames(views, in: container, vertical: geometry.vertical, starts: geometry.starts,
                                length: geometry.length, crossOffset: geometry.crossOffset,
                                crossSize: geometry.crossSize)
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
        expectDistributedFrames([view], in: container, vertical: true, starts: [15], length: 970, crossSize: 10)
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
        expectDistributedFrames(views, in: row, layingOut: container, vertical: false, starts: [10, 255], length: 235,
                                crossSize: 100)
    }
}
#endif
