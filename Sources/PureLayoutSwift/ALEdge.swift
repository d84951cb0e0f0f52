import Foundation

/// An edge of a view, as PureLayout names it.
///
/// Each raw value equals the raw value of the `NSLayoutConstraint.Attribute` it stands for (`.left` is 1, …,
/// `.trailing` is 6), so every edge converts to ``ALAttribute`` without loss (`ALAttribute(edge)`).
public nonisolated enum ALEdge: Int, Sendable, CaseIterable {
    /// The left edge of the view (`NSLayoutConstraint.Attribute.left`).
    case left = 1
    /// The right edge of the view (`NSLayoutConstraint.Attribute.right`).
    case right = 2
    /// The top edge of the view (`NSLayoutConstraint.Attribute.top`).
    case top = 3
    /// The bottom edge of the view (`NSLayoutConstraint.Attribute.bottom`).
    case bottom = 4
    /// The leading edge of the view: the left edge in left-to-right layouts, the right edge in right-to-left ones
    /// (`NSLayoutConstraint.Attribute.leading`).
    case leading = 5
    /// The trailing edge of the view: the right edge in left-to-right layouts, the left edge in right-to-left ones
    /// (`NSLayoutConstraint.Attribute.trailing`).
    case trailing = 6
}

extension ALEdge {
    /// The layout attribute of this edge, e.g. `.top` for ``ALEdge/top``.
    var layoutAttribute: NSLayoutConstraint.Attribute { ALAttribute(self).boundsLayoutAttribute }

    /// The margin of the superview that corresponds to this edge, e.g. ``ALMargin/top`` for ``ALEdge/top``.
    var margin: ALMargin {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        }
    }
}
