#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

// Test-local, `Sendable` mirrors of the PureLayout enums, used as `@Test(arguments:)` values so the tables do not
// depend on whether the library's own enums declare `Sendable`. Each case knows its PureLayout value and the
// `NSLayoutConstraint.Attribute` docs/PARITY.md §2 maps it to.

/// One of the six `ALEdge` values.
enum Edge: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case left, right, top, bottom, leading, trailing

    var testDescription: String { rawValue }

    /// The PureLayout value.
    var al: ALEdge {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
    }

    /// The layout attribute of the edge.
    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
    }

    /// The superview attribute used by the margins family (`.top` → `.topMargin`, …).
    var marginAttribute: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        }
    }

    /// Bottom, right and trailing: the superview pin rule negates their inset and swaps their relation.
    var isFarEdge: Bool { self == .right || self == .bottom || self == .trailing }

    /// Whether the edge lies on the horizontal (x) axis.
    var isHorizontal: Bool { self != .top && self != .bottom }

    /// The edge of a rectangle, in left-to-right or right-to-left.
    func value(in rect: CGRect, rightToLeft: Bool = false) -> CGFloat {
        switch self {
        case .left: rect.minX
        case .right: rect.maxX
        case .top: rect.minY
        case .bottom: rect.maxY
        case .leading: rightToLeft ? rect.maxX : rect.minX
        case .trailing: rightToLeft ? rect.minX : rect.maxX
        }
    }

    /// How far the edge of `rect` lies inside the same edge of `reference` (positive = inward).
    func inwardDistance(of rect: CGRect, from reference: CGRect, rightToLeft: Bool = false) -> CGFloat {
        let delta = value(in: rect, rightToLeft: rightToLeft) - value(in: reference, rightToLeft: rightToLeft)
        let pointsInward: Bool
        switch self {
        case .left, .top: pointsInward = true
        case .right, .bottom: pointsInward = false
        case .leading: pointsInward = !rightToLeft
        case .trailing: pointsInward = rightToLeft
        }
        return pointsInward ? delta : -delta
    }
}

/// The three layout relations.
enum Relation: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case equal, lessThanOrEqual, greaterThanOrEqual

    var testDescription: String { rawValue }

    /// The `NSLayoutConstraint.Relation` value.
    var ns: NSLayoutConstraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// `<=` and `>=` exchanged; `==` unchanged.
    var swapped: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

/// One of the `ALAxis` values (including the `.lastBaseline` alias).
enum Axis: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case vertical, horizontal, baseline, lastBaseline, firstBaseline

    var testDescription: String { rawValue }

    /// The PureLayout value.
    var al: ALAxis {
        switch self {
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .baseline: .baseline
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        }
    }

    /// The layout attribute: `.vertical` is the centerX line, `.horizontal` the centerY line.
    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .vertical: .centerX
        case .horizontal: .centerY
        case .baseline, .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        }
    }

    /// The constraint axis used for hugging and compression resistance (docs/PARITY.md §2 pitfall).
    var constraintAxis: NSLayoutConstraint.Axis { self == .vertical ? .vertical : .horizontal }
}

/// One of the two `ALDimension` values.
enum Dimension: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case width, height

    var testDescription: String { rawValue }

    /// The PureLayout value.
    var al: ALDimension { self == .width ? .width : .height }

    /// The layout attribute.
    var attribute: NSLayoutConstraint.Attribute { self == .width ? .width : .height }

    /// The size of a rectangle along this dimension.
    func value(in rect: CGRect) -> CGFloat { self == .width ? rect.width : rect.height }
}

/// Every `ALAttribute` case with its expected layout attribute and raw value.
enum Attribute: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, vertical, horizontal, baseline, lastBaseline
    case firstBaseline, marginLeft, marginRight, marginTop, marginBottom, marginLeading, marginTrailing
    case marginAxisVertical, marginAxisHorizontal

    var testDescription: String { rawValue }

    /// The PureLayout value.
    var al: ALAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .baseline: .baseline
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .marginLeft: .marginLeft
        case .marginRight: .marginRight
        case .marginTop: .marginTop
        case .marginBottom: .marginBottom
        case .marginLeading: .marginLeading
        case .marginTrailing: .marginTrailing
        case .marginAxisVertical: .marginAxisVertical
        case .marginAxisHorizontal: .marginAxisHorizontal
        }
    }

    /// The layout attribute docs/PARITY.md §2 maps the case to.
    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .vertical: .centerX
        case .horizontal: .centerY
        case .baseline, .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .marginLeft: .leftMargin
        case .marginRight: .rightMargin
        case .marginTop: .topMargin
        case .marginBottom: .bottomMargin
        case .marginLeading: .leadingMargin
        case .marginTrailing: .trailingMargin
        case .marginAxisVertical: .centerXWithinMargins
        case .marginAxisHorizontal: .centerYWithinMargins
        }
    }

    /// The raw value docs/PARITY.md §2 lists for the matching `NSLayoutConstraint.Attribute`.
    var expectedRawValue: Int {
        switch self {
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .leading: 5
        case .trailing: 6
        case .width: 7
        case .height: 8
        case .vertical: 9
        case .horizontal: 10
        case .baseline, .lastBaseline: 11
        case .firstBaseline: 12
        case .marginLeft: 13
        case .marginRight: 14
        case .marginTop: 15
        case .marginBottom: 16
        case .marginLeading: 17
        case .marginTrailing: 18
        case .marginAxisVertical: 19
        case .marginAxisHorizontal: 20
        }
    }

    /// Whether the attribute is a size (width/height) rather than a position.
    var isDimension: Bool { self == .width || self == .height }
}

/// docs/PARITY.md §4's excluding-edge table, shared by the superview-edge, safe-area and margin families:
/// the edges pinned, in order, when `excluded` is left out.
func edgesPinned(excluding excluded: Edge) -> [Edge] {
    switch excluded {
    case .left: [.top, .bottom, .right]
    case .right: [.top, .left, .bottom]
    case .top: [.leading, .bottom, .trailing]
    case .bottom: [.top, .leading, .trailing]
    case .leading: [.top, .bottom, .trailing]
    case .trailing: [.top, .leading, .bottom]
    }
}

/// The component of an `ALEdgeInsets` that belongs to an edge (`left` → leading, `right` → trailing).
func inset(_ insets: ALEdgeInsets, for edge: Edge) -> CGFloat {
    switch edge {
    case .top: insets.top
    case .bottom: insets.bottom
    case .left, .leading: insets.left
    case .right, .trailing: insets.right
    }
}

/// One row of the negate-and-swap table: an edge, a signed inset and a relation.
struct PinCase: Sendable, CustomTestStringConvertible {
    let edge: Edge
    let inset: CGFloat
    let relation: Relation

    var testDescription: String { "\(edge) inset \(inset) \(relation)" }

    /// The relation PureLayout stores: swapped for bottom/right/trailing.
    var expectedRelation: Relation { edge.isFarEdge ? relation.swapped : relation }

    /// The constant PureLayout stores: negated for bottom/right/trailing.
    var expectedConstant: CGFloat { edge.isFarEdge ? -inset : inset }

    /// All 6 edges × insets 10 and −10 × 3 relations.
    static let all: [PinCase] = Edge.allCases.flatMap { edge in
        [CGFloat(10), -10].flatMap { inset in Relation.allCases.map { PinCase(edge: edge, inset: inset, relation: $0) } }
    }
}
#endif
