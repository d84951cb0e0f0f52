/// The horizontal reading direction of a layout, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Left-to-right: leading is the left edge.
    case leftToRight = 0
    /// Right-to-left: leading is the right edge, and distances along leading/trailing are mirrored.
    case rightToLeft = 1
}

/// How a view's content relates to the reading direction, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
    /// Follow the inherited direction.
    case unspecified = 0
    /// Playback controls (play, rewind…): always left-to-right.
    case playback = 1
    /// Directional controls (arrows, compass): always left-to-right.
    case spatial = 2
    /// Always left-to-right.
    case forceLeftToRight = 3
    /// Always right-to-left.
    case forceRightToLeft = 4

    /// The direction this attribute gives a view whose inherited direction is `inherited`.
    func layoutDirection(inheriting inherited: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch self {
        case .unspecified: inherited
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
