#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §5's multiplier and constant for view `i` of `n` in a fixed-size distribution. The constant is
/// computed from the unclamped multiplier, then a multiplier below 1e-5 is clamped (as PureLayout does).
func fixedSizeTerms(index i: Int, count n: Int, size: CGFloat, insetSpacing: Bool) -> (multiplier: CGFloat, constant: CGFloat) {
    var multiplier: CGFloat
    let constant: CGFloat
    if insetSpacing {
        multiplier = CGFloat(2 * i + 2) / CGFloat(n + 1)
        constant = (multiplier - 1) * size / 2
    } else if n == 1 {
        // Divergence: a single view without inset spacing is centred.
        multiplier = 1
        constant = 0
    } else {
        multiplier = CGFloat(2 * i) / CGFloat(n - 1)
        constant = (1 - multiplier) * size / 2
    }
    if abs(multiplier) < 1e-5 { multiplier = 1e-5 }
    return (multiplier, constant)
}

/// Records made by a fixed-size distribution, in order, for `ordered` views (already reversed under RTL).
func expectFixedSizeRecords(
    _ constraints: [NSLayoutConstraint], ordered views: [ALView], superview: ALView, vertical: Bool,
    alignment: NSLayoutConstraint.Attribute, size: CGFloat, insetSpacing: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let count = views.count
    let dimension: NSLayoutConstraint.Attribute = vertical ? .height : .width
    let center: NSLayoutConstraint.Attribute = vertical ? .centerY : .centerX
    #expect(constraints.count == 3 * count - 1, sourceLocation: sourceLocation)
    var index = 0
    func next() -> NSLayoutConstraint? {
        defer { index += 1 }
        return index < constraints.count ? constraints[index] : nil
    }
    for (i, view) in views.enumerated() {
        expectConstraint(next(), first: (view, dimension), second: nil, multiplier: 0, constant: size,
                         installedOn: view, sourceLocation: sourceLocation)
        let terms = fixedSizeTerms(index: i, count: count, size: size, insetSpacing: insetSpacing)
        expectConstraint(next(), first: (view, center), second: (superview, center), multiplier: terms.multiplier,
                         constant: terms.constant, installedOn: superview, sourceLocation: sourceLocation)
        if i > 0 {
            expectConstraint(next(), first: (view, alignment), second: (views[i - 1], alignment),
                             installedOn: superview, sourceLocation: sourceLocation)
        }
    }
}

/// docs/PARITY.md §5 `autoDistributeViews(along:alignedTo:withFixedSize:…)`.
@Suite("Distribute with fixed size")
struct DistributionSizeTests {
    /// Four views distributed with a fixed size along one axis, with the geometry docs/PARITY.md gives.
    struct GeometryCase: Sendable, CustomTestStringConvertible {
        let vertical: Bool
        let size: CGFloat
        let crossOffset: CGFloat
        let crossSize: CGFloat
        let starts: [CGFloat]

        var testDescription: String { "\(vertical ? "vertical" : "horizontal"), size \(size): \(starts)" }
        var axis: ALAxis { vertical ? .vertical : .horizontal }
        var alignment: ALAttribute { vertical ? .vertical : .horizontal }
    }

    static let geometryCases: [GeometryCase] = [
        .init(vertical: false, size: 20, crossOffset: 5, crossSize: 30, starts: [184, 388, 592, 796]),
        .init(vertical: true, size: 500, crossOffset: 7, crossSize: 30, starts: [-200, 100, 400, 700]),
    ]

    @Test("4 views of width 20: x = 184, 388, 592, 796; of height 500: y = −200, 100, 400, 700 (docs/PARITY.md)",
          arguments: geometryCases)
    func fixedSizeGeometry(geometry: GeometryCase) {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: geometry.axis, alignedTo: geometry.alignment,
                                                    withFixedSize: geometry.size)
        expectFixedSizeRecords(constraints, ordered: views, superview: container, vertical: geometry.vertical,
                               alignment: geometry.vertical ? .centerX : .centerY, size: geometry.size,
                               insetSpacing: true)
        expectAutoresizingOff(views, untouched: [container])
        expectDistributedFrames(views, in: container, vertical: geometry.vertical, starts: geometry.starts,
                                length: geometry.size, crossOffset: geometry.crossOffset, crossSize: geometry.crossSize)
    }

    @Test("insetSpacing false: m = 2i/(n−1), the first multiplier clamped to 1e-5, ends flush")
    func withoutInsetSpacing() {
        let container = makeContainer()
        let views = makeSubviews(4, in: container)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .top, withFixedSize: 20,
                                                    insetSpacing: false)
        expectFixedSizeRecords(constraints, ordered: views, superview: container, vertical: false, alignment: .top,
                               size: 20, insetSpacing: false)
        // The clamp, spelled out: view 0's centre constraint keeps its second item with multiplier 1e-5.
        if constraints.count > 1 {
            #expect(constraints[1].secondItem === container)
            #expect(abs(constraints[1].multiplier - 1e-5) < 1e-9)
            #expect(abs(constraints[1].constant - 10) < 1e-9)
        }
        // centerX = 500·m + c: 10.005, 336.67, 663.33, 990.
        expectDistributedFrames(views, in: container, vertical: false,
                                starts: [0.005, 1000.0 / 3 - 20.0 / 3, 2000.0 / 3 + 20.0 / 3 - 20, 980], length: 20,
                                crossSize: 30)
    }

    @Test("One view with insetSpacing is centred: m = 1, c = 0")
    func singleViewWithInsetSpacing() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let (constraints, failures) = capturingFailures {
            [view].autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSize: 40)
        }
        expectNoFailure(failures)
        expectFixedSizeRecords(constraints, ordered: [view], superview: container, vertical: false,
                               alignment: .centerY, size: 40, insetSpacing: true)
        expectDistributedFrames([view], in: container, vertical: false, starts: [480], length: 40, crossSize: 10)
    }

    @Test("One view without insetSpacing is centred (divergence: PureLayout makes a NaN multiplier)")
    func singleViewWithoutInsetSpacing() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let (constraints, failures) = capturingFailures {
            [view].autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 40, insetSpacing: false)
        }
        expectNoFailure(failures)
        expectFixedSizeRecords(constraints, ordered: [view], superview: container, vertical: true,
                               alignment: .centerX, size: 40, insetSpacing: false)
        #expect(constraints.allSatisfy { !$0.multiplier.isNaN && !$0.constant.isNaN })
        expectDistributedFrames([view], in: container, vertical: true, starts: [480], length: 40, crossSize: 10)
    }

    @Test("Multipliers are read in the common superview's coordinates, away from the window origin")
    func nestedSuperviewCoordinates() {
        let container = makeContainer()
        let panel = makeSubview(in: container)
        scaffoldFrame(panel, CGRect(x: 100, y: 100, width: 500, height: 500))
        let views = makeSubviews(4, in: panel)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSize: 20)
        expectFixedSizeRecords(constraints, ordered: views, superview: panel, vertical: false, alignment: .centerY,
                               size: 20, insetSpacing: true)
        // centerX = 250·m + c: 94, 198, 302, 406.
        expectDistributedFrames(views, in: panel, layingOut: container, vertical: false, starts: [84, 188, 292, 396],
                                length: 20, crossSize: 20)
    }
}
#endif
