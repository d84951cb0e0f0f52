import Foundation

/// An axis of a view, as PureLayout names it.
///
/// Each raw value equals the raw value of the `NSLayoutConstraint.Attribute` it stands for, so every axis converts
/// to ``ALAttribute`` without loss (`ALAttribute(axis)`).
///
/// Pitfall: ``ALAxis/vertical`` is the vertical *line* through the middle of the view (its centre X). For
/// content hugging and compression resistance it selects the vertical constraint axis (the height), and
/// distributing views "along `.vertical`" stacks them from top to bottom. ``ALAxis/horizontal``,
/// ``ALAxis/baseline`` and ``ALAxis/firstBaseline`` select the horizontal constraint axis.
public nonisolated enum ALAxis: Int, Sendable, CaseIterable {
    /// The vertical line equidistant from the view's left and right edges (`NSLayoutConstraint.Attribute.centerX`).
    case vertical = 9
    /// The horizontal line equidistant from the view's top and bottom edges (`NSLayoutConstraint.Attribute.centerY`).
    case horizontal = 10
    /// The horizontal line at the baseline of the last line of text in the view; a view without text uses its
    /// bottom edge (`NSLayoutConstraint.Attribute.lastBaseline`). Same as ``ALAxis/lastBaseline``.
    case baseline = 11
    /// The horizontal line at the baseline of the first line of text in the view; a view without text uses its
    /// top edge (`NSLayoutConstraint.Attribute.firstBaseline`).
    case firstBaseline = 12

    /// The horizontal line at the baseline of the last line of text in the view: the same value as
    /// ``ALAxis/baseline`` (`NSLayoutConstraint.Attribute.lastBaseline`).
    public static var lastBaseline: ALAxis { .baseline }
}

extension ALAxis {
    /// The layout attribute of this axis, e.g. `.centerX` for ``ALAxis/vertical``.
    var layoutAttribute: NSLayoutConstraint.Attribute { ALAttribute(self).boundsLayoutAttribute }

    /// The constraint axis this axis selects for hugging and compression resistance: `.vertical` for
    /// ``ALAxis/vertical``, `.horizontal` for every other axis.
    var constraintAxis: ALLayoutConstraintAxis {
        switch self {
        case .vertical: .vertical
        case .horizontal, .baseline, .firstBaseline: .horizontal
        }
    }

    /// The margin axis that corresponds to this axis, or `nil` for the baselines, which have none.
    var marginAxis: ALMarginAxis? {
        switch self {
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .baseline, .firstBaseline: nil
        }
    }
}
