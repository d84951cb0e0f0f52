import Foundation

/// UIKit's name for edge insets; HeadlessLayout uses Foundation's `NSEdgeInsets`.
public typealias UIEdgeInsets = NSEdgeInsets

extension NSEdgeInsets {
    /// Insets of 0 on every edge (UIKit's `UIEdgeInsets.zero`).
    public static let zero = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every inset equals the other's (corelibs Foundation's `NSEdgeInsets` is not `Equatable`).
    func isEqual(to other: NSEdgeInsets) -> Bool {
        top == other.top && left == other.left && bottom == other.bottom && right == other.right
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
    func absolute(in direction: UIUserInterfaceLayoutDirection) -> NSEdgeInsets {
        direction == .rightToLeft
            ? NSEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : NSEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional insets of physical `insets` in `direction`.
    init(_ insets: NSEdgeInsets, in direction: UIUserInterfaceLayoutDirection) {
        if direction == .rightToLeft {
            self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        } else {
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
    }
}
