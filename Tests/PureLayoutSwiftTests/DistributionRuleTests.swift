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

/// The two `autoDistributeViews(along:alignedTo:…)` families, with the records docs/PARITY.md §5 says each makes.
enum DistributionKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case fixedSpacing, fixedSize

    var testDescription: String { rawValue }

    /// Distributes `views` with spacing 10 or size 10, inset and (for spacing) with matched sizes.
    func distribute(_ views: [ALView], along axis: ALAxis, alignedTo alignment: ALAttribute) -> [NSLayoutConstraint] {
        switch self {
        case .fixedSpacing: views.autoDistributeViews(along: axis, alignedTo: alignment, withFixedSpacing: 10)
        case .fixedSize: views.autoDistributeViews(along: axis, alignedTo: alignment, withFixedSize: 10)
        }
    }

    /// Checks the records `distribute` makes for views laid out in order (left-to-right).
    func expectRecords(
        _ constraints: [NSLayoutConstraint], views: [ALView], superview: ALView, vertical: Bool,
        alignment: NSLayoutConstraint.Attribute, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch self {
        case .fixedSpacing:
            expectFixedSpacingRecords(constraints, views: views, superview: superview, vertical: vertical,
                                      alignment: alignment, spacing: 10, insetSpacing: true, matchedSizes: true,
                                      sourceLocation: sourceLocation)
        case .fixedSize:
            expectFixedSizeRecords(constraints, ordered: views, superview: superview, vertical: vertical,
                                   alignment: alignment, size: 10, insetSpacing: true, sourceLocation: sourceLocation)
        }
    }

    /// How many constraints 3 views get at least when the alignment is refused: the spacing chain, or the sizes
    /// and positions.
    var minimumCountWithoutAlignment: Int {
        switch self {
        case .fixedSpacing: 2 + 2 * 2
        case .fixedSize: 2 * 3
        }
    }
}

/// The geometry check of the distribution suites: scaffolds what a distribution leaves open across its axis (the
/// first view's cross-axis edge `crossOffset` from the superview's, every view's cross size), lays out `root` (the
/// superview by default) and expects view `i` at `starts[i]` along the axis with `length`, in the superview's space.
func expectDistributedFrames(
    _ views: [ALView], in superview: ALView, layingOut root: ALView? = nil, vertical: Bool,
    starts: [CGFloat], length: CGFloat, crossOffset: CGFloat = 0, crossSize: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let crossEdge: NSLayoutConstraint.Attribute = vertical ? .left : .top
    scaffold(views[0], crossEdge, to: superview, crossEdge, constant: crossOffset)
    for view in views {
        scaffoldSize(view, width: vertical ? crossSize : nil, height: vertical ? nil : crossSize)
    }
    layOut(root ?? superview, sourceLocation: sourceLocation)
    #expect(views.count == starts.count, sourceLocation: sourceLocation)
    for (view, start) in zip(views, starts) {
        let expected = vertical
            ? CGRect(x: crossOffset, y: start, width: crossSize, height: length)
            : CGRect(x: start, y: crossOffset, width: length, height: crossSize)
        expectFrame(view, expected, sourceLocation: sourceLocation)
    }
}

/// docs/PARITY.md §5: the axis and alignment rules both distribution families share.
@Suite("Distribution rules")
struct DistributionRuleTests {
    @Test("Distributing along a baseline axis is horizontal, aligned to either baseline",
          arguments: DistributionKind.allCases, [Axis.baseline, .firstBaseline])
    func baselineAxisIsHorizontal(kind: DistributionKind, axis: Axis) {
        for alignment in [Attribute.baseline, .firstBaseline] {
            let container = makeContainer()
            let views = makeSubviews(3, in: container)
            let constraints = kind.distribute(views, along: axis.al, alignedTo: alignment.al)
            kind.expectRecords(constraints, views: views, superview: container, vertical: false,
                               alignment: alignment.attribute)
        }
    }

    @Test("Alignment attributes are checked against the axis",
          arguments: DistributionKind.allCases, AlignmentCase.all)
    func alignmentRule(kind: DistributionKind, alignment: AlignmentCase) {
        for vertical in [false, true] {
            let container = makeContainer()
            let views = makeSubviews(3, in: container)
            let axis: ALAxis = vertical ? .vertical : .horizontal
            let (constraints, failures) = capturingFailures {
                kind.distribute(views, along: axis, alignedTo: alignment.attribute.al)
            }
            let valid = vertical ? alignment.validVertically : alignment.validHorizontally
            if valid {
                expectNoFailure(failures)
                kind.expectRecords(constraints, views: views, superview: container, vertical: vertical,
                                   alignment: alignment.attribute.attribute)
            } else {
                expectFailure(failures, naming: "autoDistributeViews")
                // Only the alignments may be missing.
                #expect(constraints.count >= kind.minimumCountWithoutAlignment)
            }
        }
    }
}
#endif
