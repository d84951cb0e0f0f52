import Foundation

/// Any attribute of a view that PureLayout can constrain: the union of ``ALEdge``, ``ALDimension``, ``ALAxis``,
/// ``ALMargin`` and ``ALMarginAxis``.
///
/// Each raw value equals the raw value of the `NSLayoutConstraint.Attribute` it stands for and the raw value of
/// the specific case it mirrors, so `ALAttribute(ALEdge.top).rawValue == ALEdge.top.rawValue` for every case of
/// every specific enum. Margin attributes exist on iOS, tvOS and HeadlessLayout, and on macOS 11 and later
/// through the view's `layoutMarginsGuide`.
public nonisolated enum ALAttribute: Int, Sendable, CaseIterable {
    /// The left edge of the view (`.left` = 1).
    case left = 1
    /// The right edge of the view (`.right` = 2).
    case right = 2
    /// The top edge of the view (`.top` = 3).
    case top = 3
    /// The bottom edge of the view (`.bottom` = 4).
    case bottom = 4
    /// The leading edge of the view (`.leading` = 5).
    case leading = 5
    /// The trailing edge of the view (`.trailing` = 6).
    case trailing = 6
    /// The width of the view (`.width` = 7).
    case width = 7
    /// The height of the view (`.height` = 8).
    case height = 8
    /// The vertical line equidistant from the view's left and right edges (`.centerX` = 9).
    case vertical = 9
    /// The horizontal line equidistant from the view's top and bottom edges (`.centerY` = 10).
    case horizontal = 10
    /// The baseline of the last line of text in the view, or its bottom edge without text (`.lastBaseline` = 11).
    /// Same as ``ALAttribute/lastBaseline``.
    case baseline = 11
    /// The baseline of the first line of text in the view, or its top edge without text (`.firstBaseline` = 12).
    case firstBaseline = 12
    /// The left margin of the view (`.leftMargin` = 13).
    case marginLeft = 13
    /// The right margin of the view (`.rightMargin` = 14).
    case marginRight = 14
    /// The top margin of the view (`.topMargin` = 15).
    case marginTop = 15
    /// The bottom margin of the view (`.bottomMargin` = 16).
    case marginBottom = 16
    /// The leading margin of the view (`.leadingMargin` = 17).
    case marginLeading = 17
    /// The trailing margin of the view (`.trailingMargin` = 18).
    case marginTrailing = 18
    /// The vertical line equidistant from the view's left and right margins (`.centerXWithinMargins` = 19).
    case marginAxisVertical = 19
    /// The horizontal line equidistant from the view's top and bottom margins (`.centerYWithinMargins` = 20).
    case marginAxisHorizontal = 20

    /// The baseline of the last line of text in the view: the same value as ``ALAttribute/baseline``
    /// (`.lastBaseline` = 11).
    public static var lastBaseline: ALAttribute { .baseline }
}

// MARK: - Lossless conversions from the specific enums

extension ALAttribute {
    /// The attribute that stands for `edge`, with the same raw value.
    /// - Parameter edge: An edge of a view.
    public init(_ edge: ALEdge) { self.init(sameRawValueAs: edge) }

    /// The attribute that stands for `dimension`, with the same raw value.
    /// - Parameter dimension: A dimension of a view.
    public init(_ dimension: ALDimension) { self.init(sameRawValueAs: dimension) }

    /// The attribute that stands for `axis`, with the same raw value.
    /// - Parameter axis: An axis of a view.
    public init(_ axis: ALAxis) { self.init(sameRawValueAs: axis) }

    /// The attribute that stands for `margin`, with the same raw value.
    /// - Parameter margin: A layout margin of a view.
    public init(_ margin: ALMargin) { self.init(sameRawValueAs: margin) }

    /// The attribute that stands for `marginAxis`, with the same raw value.
    /// - Parameter marginAxis: An axis of a view's layout margins.
    public init(_ marginAxis: ALMarginAxis) { self.init(sameRawValueAs: marginAxis) }

    /// The one funnel of the conversions above: every specific enum's raw values are a subset of ``ALAttribute``'s
    /// (each equals the raw value of the `NSLayoutConstraint.Attribute` it stands for), so the conversion cannot
    /// fail; `PlatformAndEnumTests` checks every case.
    private init<Specific: RawRepresentable<Int>>(sameRawValueAs value: Specific) {
        guard let attribute = ALAttribute(rawValue: value.rawValue) else {
            preconditionFailure("\(Specific.self) raw value \(value.rawValue) is not an ALAttribute")
        }
        self = attribute
    }
}

// MARK: - Layout attributes

extension ALAttribute {
    /// The same attribute measured on the view's bounds instead of its margins: ``ALAttribute/marginLeft`` gives
    /// ``ALAttribute/left``, ``ALAttribute/marginAxisVertical`` gives ``ALAttribute/vertical``; any other attribute
    /// is returned unchanged.
    var withoutMargins: ALAttribute {
        switch self {
        case .marginLeft: .left
        case .marginRight: .right
        case .marginTop: .top
        case .marginBottom: .bottom
        case .marginLeading: .leading
        case .marginTrailing: .trailing
        case .marginAxisVertical: .vertical
        case .marginAxisHorizontal: .horizontal
        default: self
        }
    }

    /// Whether this attribute is measured on the view's layout margins.
    var isMarginAttribute: Bool { self != withoutMargins }

    /// The layout attribute of ``withoutMargins``, which exists on every platform (`.left` for both
    /// ``ALAttribute/left`` and ``ALAttribute/marginLeft``).
    var boundsLayoutAttribute: NSLayoutConstraint.Attribute {
        switch withoutMargins {
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
        case .baseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        default: .notAnAttribute
        }
    }

    /// Whether this attribute is a size (width or height) rather than a location.
    var isDimension: Bool { self == .width || self == .height }
}
