import Foundation

/// A layout margin of a view, as PureLayout names it (iOS, tvOS, HeadlessLayout; macOS 11 and later through the
/// view's `layoutMarginsGuide`).
///
/// Each raw value equals the raw value of the `NSLayoutConstraint.Attribute` it stands for (`.left` is
/// `.leftMargin` = 13, …, `.trailing` is `.trailingMargin` = 18), so every margin converts to ``ALAttribute``
/// without loss (`ALAttribute(margin)`).
public nonisolated enum ALMargin: Int, Sendable, CaseIterable {
    /// The left margin of the view, inset from its left edge by `layoutMargins.left` (`.leftMargin`).
    case left = 13
    /// The right margin of the view, inset from its right edge by `layoutMargins.right` (`.rightMargin`).
    case right = 14
    /// The top margin of the view, inset from its top edge by `layoutMargins.top` (`.topMargin`).
    case top = 15
    /// The bottom margin of the view, inset from its bottom edge by `layoutMargins.bottom` (`.bottomMargin`).
    case bottom = 16
    /// The leading margin of the view: the left margin in left-to-right layouts, the right one in right-to-left
    /// ones (`.leadingMargin`).
    case leading = 17
    /// The trailing margin of the view: the right margin in left-to-right layouts, the left one in right-to-left
    /// ones (`.trailingMargin`).
    case trailing = 18
}

/// An axis of a view's layout margins, as PureLayout names it (iOS, tvOS, HeadlessLayout; macOS 11 and later
/// through the view's `layoutMarginsGuide`).
///
/// Each raw value equals the raw value of the `NSLayoutConstraint.Attribute` it stands for, so every margin axis
/// converts to ``ALAttribute`` without loss (`ALAttribute(marginAxis)`).
public nonisolated enum ALMarginAxis: Int, Sendable, CaseIterable {
    /// The vertical line equidistant from the view's left and right margins (`.centerXWithinMargins` = 19).
    case vertical = 19
    /// The horizontal line equidistant from the view's top and bottom margins (`.centerYWithinMargins` = 20).
    case horizontal = 20
}
