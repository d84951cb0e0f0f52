extension NSLayoutConstraint {
    /// The part of a layout item a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// No attribute: the second attribute of a constraint without a second item.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
        case leading = 5
        /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10
        /// The baseline of the last line of text (the bottom for a plain view).
        case lastBaseline = 11
        /// The baseline of the first line of text (the top for a plain view).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal center between the left and right layout margins.
        case centerXWithinMargins = 19
        /// The vertical center between the top and bottom layout margins.
        case centerYWithinMargins = 20

        /// UIKit's spelling in constraint descriptions (`top`, `centerX`, `leadingMargin`, …).
        public var description: String { spelling.description }

        /// ``description`` as a literal (a conflict report writes tens of thousands without making a `String`).
        var spelling: StaticString {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            }
        }
    }

    /// How the two sides of a constraint compare, with UIKit's raw values.
    public enum Relation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `first <= second × multiplier + constant`.
        case lessThanOrEqual = -1
        /// `first == second × multiplier + constant`.
        case equal = 0
        /// `first >= second × multiplier + constant`.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`, as in UIKit's constraint descriptions.
        public var description: String { spelling.description }

        /// ``description`` as a literal.
        var spelling: StaticString {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis (for hugging, compression resistance and `constraintsAffectingLayout(for:)`), with UIKit's
    /// raw values.
    public enum Axis: Int, Sendable, Hashable, CaseIterable {
        /// Along x: widths and horizontal positions.
        case horizontal = 0
        /// Along y: heights and vertical positions.
        case vertical = 1
    }
}

/// How lowering and validation classify attributes.
extension NSLayoutConstraint.Attribute {
    /// The attribute of the layout margins guide that a margin attribute stands for (`leftMargin` → `left`),
    /// or `self` for other attributes.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether this is one of the margin attributes (13…20).
    var isMargin: Bool { rawValue >= 13 }

    /// Whether the attribute is an edge, a center or a size of the item itself (not a baseline, a margin or
    /// `notAnAttribute`): `left` through `centerY`.
    var hasPlainGeometry: Bool { (1...10).contains(rawValue) }

    /// Whether this is a width or height.
    var isSize: Bool { self == .width || self == .height }

    /// Whether this is a position (edge, center or baseline).
    var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// The axis along which this attribute measures, or `nil` for `notAnAttribute`.
    var axis: NSLayoutConstraint.Axis? {
        switch withoutMargin {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: .vertical
        default: nil
        }
    }

    /// Whether this names a side by reading direction (leading/trailing, with or without margins).
    var isDirectional: Bool {
        switch withoutMargin {
        case .leading, .trailing: true
        default: false
        }
    }

    /// Whether this names a physical horizontal side (left/right, with or without margins).
    var isPhysicalHorizontalEdge: Bool {
        switch withoutMargin {
        case .left, .right: true
        default: false
        }
    }
}
