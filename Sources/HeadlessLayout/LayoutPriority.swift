/// The priority of a layout constraint, as UIKit spells it: 1000 is required, anything lower is optional.
///
/// Higher priorities are satisfied first; HeadlessLayout makes that exact (no number of violations at one
/// priority outweighs a single violation at a higher one). Values lie in `1...1000`; UIKit rejects others.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numeric priority.
    public var rawValue: Float

    /// Makes a priority from its numeric value.
    /// - Parameter rawValue: The priority, 1...1000.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Makes a priority from its numeric value.
    /// - Parameter rawValue: The priority, 1...1000.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint (1000): it must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view holds the target size in `systemLayoutSizeFitting(_:)` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority for a window-scene resize drag that may resize the scene (510; iOS 13+).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene keeps its size (500; iOS 13+).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority for a drag that may not resize the scene (490; iOS 13+).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Whether this is ``required`` (1000 or more).
    var isRequired: Bool { rawValue >= 1000 }

    /// Orders by numeric value.
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: Another priority.
    /// - Returns: Whether `lhs` is lower than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority raised by `rhs`, as in `.defaultHigh + 1`.
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: The amount to add.
    /// - Returns: The new priority.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`, as in `.required - 1`.
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: The amount to subtract.
    /// - Returns: The new priority.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The numeric value, like UIKit's `UILayoutPriority(rawValue: 750.0)` prints as `750.0`.
    public var description: String { "\(rawValue)" }
}
