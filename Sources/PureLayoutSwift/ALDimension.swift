import Foundation

/// A dimension of a view, as PureLayout names it.
///
/// Each raw value equals the raw value of the `NSLayoutConstraint.Attribute` it stands for (`.width` is 7,
/// `.height` is 8), so every dimension converts to ``ALAttribute`` without loss (`ALAttribute(dimension)`).
public nonisolated enum ALDimension: Int, Sendable, CaseIterable {
    /// The width of the view (`NSLayoutConstraint.Attribute.width`).
    case width = 7
    /// The height of the view (`NSLayoutConstraint.Attribute.height`).
    case height = 8
}

extension ALDimension {
    /// The layout attribute of this dimension, e.g. `.width` for ``ALDimension/width``.
    var layoutAttribute: NSLayoutConstraint.Attribute { ALAttribute(self).boundsLayoutAttribute }
}
