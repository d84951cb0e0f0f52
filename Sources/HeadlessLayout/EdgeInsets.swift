import Foundation

/// Edge insets with UIKit's spelling and members: the distance inward from each edge of a rectangle.
///
/// HeadlessLayout owns this type rather than aliasing Foundation's `NSEdgeInsets`, which exists only in macOS's and
/// corelibs Foundation (not in iOS's, tvOS's or visionOS's), and which corelibs Foundation does not make
/// `Equatable`. Like UIKit's `UIEdgeInsets` it is `Equatable` and `Hashable` and has `.zero`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of 0 on every edge (UIKit's `UIEdgeInsets.zero`).
    public static let zero = UIEdgeInsets()

    /// Makes insets of 0 on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Makes insets from the four values.
    /// - Parameters:
    ///   - top: The top inset.
    ///   - left: The left inset.
    ///   - bottom: The bottom inset.
    ///   - right: The right inset.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `{top, left, bottom, right}`, as UIKit prints it.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    /// Whether every inset equals the other's (the same as `==`).
    func isEqual(to other: UIEdgeInsets) -> Bool {
        self == other
    }
}

/// Edge insets that name the horizontal edges by reading direction: leading and trailing, as UIKit's
/// `NSDirectionalEdgeInsets` does. In right-to-left layouts `leading` is the right edge.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of 0 on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// Makes insets of 0 on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Makes insets from the four values.
    /// - Parameters:
    ///   - top: The top inset.
    ///   - leading: The leading inset.
    ///   - bottom: The bottom inset.
    ///   - trailing: The trailing inset.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `{top, leading, bottom, trailing}`, as UIKit prints it.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The physical insets in `direction`.
    func absolute(in direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional insets of physical `insets` in `direction`.
    init(_ insets: UIEdgeInsets, in direction: UIUserInterfaceLayoutDirection) {
        if direction == .rightToLeft {
            self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        } else {
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
    }
}
