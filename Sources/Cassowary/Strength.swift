/// How strongly a constraint asks to hold: required, or an optional priority level.
///
/// Optional levels are compared lexicographically, never added up: the solver first minimises the total
/// violation at the highest level in use, then, without giving any of that back, the next level, and so on.
/// No number of violated constraints at one level outweighs a single one at a higher level. Only the order of
/// levels matters, so `Strength(250)` and `Strength(251)` are as far apart as `Strength(1)` and `Strength(999)`.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level; `.infinity` for ``required``.
    public let level: Double

    /// A required constraint: it holds, or adding it fails with ``SolverError/unsatisfiable(_:conflicts:)``.
    public static let required = Strength(uncheckedLevel: .infinity)
    /// The conventional strong optional level (3).
    public static let strong = Strength(3)
    /// The conventional medium optional level (2).
    public static let medium = Strength(2)
    /// The conventional weak optional level (1).
    public static let weak = Strength(1)

    /// Makes an optional strength at `level`.
    /// - Parameter level: Any finite number; larger levels win. A non-finite level is treated as required.
    public init(_ level: Double) {
        self.level = level.isFinite ? level : .infinity
    }

    private init(uncheckedLevel: Double) {
        self.level = uncheckedLevel
    }

    /// Whether this is ``required``.
    public var isRequired: Bool { level == .infinity }

    /// Orders by level: weaker first.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.level < rhs.level }

    /// `required` or the level.
    public var description: String { isRequired ? "required" : "\(level)" }
}
