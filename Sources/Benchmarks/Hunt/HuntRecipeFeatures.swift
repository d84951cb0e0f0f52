#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// How a recipe arranges its items.
enum HuntContainer: Equatable, Sendable {
    /// A vertical list in the root: item `i`'s top below item `i − 1`'s bottom.
    case list
    /// A horizontal row in the root: item `i`'s leading after item `i − 1`'s trailing.
    case row
    /// A vertical list of row views (each pinned to both sides of the root, as tall as its tallest cell), each
    /// holding a horizontal line of `columns` cells.
    case grid(columns: Int)

    /// The recipe's words for it.
    var summary: String {
        switch self {
        case .list: "vertical list"
        case .row: "horizontal row"
        case .grid(let columns): "grid of row views, \(columns) cells a row"
        }
    }
}

/// How each leaf's length along the line is set (before any sharing).
enum HuntBaseSizing: Equatable, Sendable {
    /// A required length: `length == base + 6·(i % 3)`, and a required cross length.
    case fixed
    /// An intrinsic size (`intrinsicContentSize`): `base + 5·(i % 4)` along, the cross length across; hugging and
    /// compression resistance decide (optional).
    case intrinsic
    /// A required minimum and an optional preference: `length >= 4`, `length == base + 6·(i % 3) @P`.
    case preferred
}

/// Whether the items' lengths are tied to the first item's (the anchor, which is never removed or moved).
enum HuntSizeSharing: Equatable, Sendable {
    /// Each item sized on its own.
    case none
    /// `autoMatch`: every item as long as the anchor (required).
    case matched
    /// `autoMatch(withMultiplier:)`: item `i` is `k·` the anchor, `k` cycling 1, 0.5, 2, 1.5 (required).
    case multiplied
}

/// How consecutive items are linked along the line.
enum HuntLink: Equatable, Sendable {
    /// A required gap: `next.start == previous.end + gap`.
    case gap
    /// A required minimum gap and an optional preferred one: `>= gap/2` and `== gap @P`.
    case flexibleGap
    /// A layout guide between neighbours as a spacer: every guide as wide as the first (required), at least
    /// `gap/2`, the first preferring `gap @P`.
    case guides
    /// `autoDistributeViews(withFixedSpacing: gap, insetSpacing: true, matchedSizes:)`: the call pins the first
    /// and last items to the parent, so it closes the line itself.
    case distribute(matchedSizes: Bool)
    /// `autoDistributeViews(withFixedSize: base, insetSpacing: true)`: each item placed on its own by a
    /// multiplier of the parent's centre; no chain and no closing.
    case distributeFixedSize

    /// Whether the items are placed by the PureLayout distribution call.
    var isDistribution: Bool {
        switch self {
        case .distribute, .distributeFixedSize: true
        case .gap, .flexibleGap, .guides: false
        }
    }

    /// The recipe's words for it.
    var summary: String {
        switch self {
        case .gap: "required gaps"
        case .flexibleGap: "gaps >= min (required) and == gap (optional)"
        case .guides: "layout-guide spacers of equal width"
        case .distribute(let matched): "autoDistributeViews fixed spacing, matchedSizes: \(matched)"
        case .distributeFixedSize: "autoDistributeViews fixed size (centre multipliers)"
        }
    }
}

/// How each item is placed across the line (in a grid the cells are always pinned to their row's top, and the
/// row view grows to hold them).
enum HuntCrossAlignment: Equatable, Sendable {
    /// Its start pinned to the parent's, inset.
    case start
    /// Both sides pinned to the parent's, inset (the leaf has no cross length of its own).
    case stretch
    /// Centred in the parent.
    case center
    /// The first item's start pinned to the parent's, every other's to the previous item's start (relinked with
    /// the chain).
    case alignToPrevious

    /// The recipe's words for it.
    var summary: String {
        switch self {
        case .start: "pinned to the parent's start"
        case .stretch: "stretched between both parent edges"
        case .center: "centred in the parent"
        case .alignToPrevious: "aligned to the previous item"
        }
    }
}

/// How the line's last item is related to the parent's end.
struct HuntClosing: Equatable, Sendable {
    /// `last.end (relation) parent.end − inset`, or `nil` for no closing constraint.
    var relation: NSLayoutConstraint.Relation?
    /// Whether the closing constraint is required (else it takes the recipe's next optional priority).
    var isRequired: Bool

    /// Whether it constrains the line's length from above: a required `==` or `<=` (the root must then leave
    /// room for every required minimum).
    var boundsLengthFromAbove: Bool {
        isRequired && (relation == .equal || relation == .lessThanOrEqual)
    }

    /// The recipe's words for it.
    var summary: String {
        guard let relation else { return "open end" }
        let symbol =
            switch relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        return "last.end \(symbol) parent.end − inset (\(isRequired ? "required" : "optional"))"
    }
}

/// The priorities of the recipe's optional constraints (and of the intrinsic views' hugging on the line's axis).
enum HuntPriorities: Equatable, Sendable {
    /// Every optional constraint at this one priority: equal-priority competitors.
    case equal(Float)
    /// `count` priorities between 100 and 900, cycling.
    case levels(Int)
    /// Every optional constraint at a priority of its own between 100 and 900.
    case distinct

    /// Whether every optional constraint has the same priority (intrinsic views then keep UIKit's default hugging
    /// and compression resistance: equal competitors too).
    var isEqual: Bool {
        if case .equal = self { return true }
        return false
    }

    /// The priority of the `index`-th optional constraint made (never 1000).
    func priority(_ index: Int) -> UILayoutPriority {
        switch self {
        case .equal(let value):
            return UILayoutPriority(value)
        case .levels(let count):
            return UILayoutPriority(100 + 800 * Float(index % count) / Float(max(1, count - 1)))
        case .distinct:
            let golden = (Double(index) * 0.618_033_988_749_894_8).truncatingRemainder(dividingBy: 1)
            return UILayoutPriority(Float(100 + 800 * golden))
        }
    }

    /// The recipe's words for it.
    var summary: String {
        switch self {
        case .equal(let value): "every optional priority \(Int(value))"
        case .levels(let count): "\(count) optional priority levels"
        case .distinct: "a distinct priority for every optional constraint"
        }
    }
}

/// How the recipe's constraints are made and activated.
enum HuntConstraintStyle: Equatable, Sendable {
    /// Raw `NSLayoutConstraint(item:…)`, activated together by `NSLayoutConstraint.activate` (once per build or
    /// change).
    case batch
    /// Raw `NSLayoutConstraint(item:…)`, each activated at once with `isActive = true`.
    case oneByOne
    /// PureLayout calls (`autoConstrainAttribute`, `autoSetDimension`, `autoMatch`, priorities through
    /// `autoSetPriority`), each installed at once; raw for layout guides.
    case pureLayout

    /// The recipe's words for it.
    var summary: String {
        switch self {
        case .batch: "raw constraints, NSLayoutConstraint.activate in one call"
        case .oneByOne: "raw constraints, isActive = true one by one"
        case .pureLayout: "PureLayout calls"
        }
    }
}

/// The numbers of a recipe, in points.
struct HuntMetrics: Equatable, Sendable {
    /// The inset from the parent's edges (start, end and across).
    var inset: CGFloat
    /// The gap between neighbours (the fixed, preferred or distributed spacing).
    var gap: CGFloat
    /// The base length of an item along the line.
    var length: CGFloat
    /// The length of an item across the line.
    var crossLength: CGFloat
    /// How far each wrapper (card) insets the view it holds.
    var cardInset: CGFloat
    /// The required minimum length of a ``HuntBaseSizing/preferred`` item.
    static let minimumLength: CGFloat = 4
    /// How much a constant or an intrinsic size changes in a step.
    static let step: CGFloat = 5
    /// The multipliers of ``HuntSizeSharing/multiplied``, by item index.
    static let multipliers: [CGFloat] = [1, 0.5, 2, 1.5]

    /// The smallest gap a flexible gap or a guide allows.
    var minimumGap: CGFloat { (gap / 2).rounded(.down) }

    /// The recipe's words for them.
    var summary: String {
        "inset \(Int(inset)), gap \(Int(gap)), length \(Int(length)), cross \(Int(crossLength)), "
            + "card inset \(Int(cardInset))"
    }
}
#endif
