#if PURELAYOUT_HEADLESS
import Foundation

/// An everyday layout drawn from a seed: how the items are arranged, sized, linked, closed against the root and
/// prioritised, how the constraints are made, and the changes timed after the first layout. The same seed gives
/// the same recipe (``init(seed:)``), and a recipe builds at any N (``HuntScene``), so a finding replays from its
/// seed alone: `Benchmarks --hunt-seed S`.
struct HuntRecipe: Equatable, Sendable {
    /// The seed it was drawn from.
    let seed: UInt64
    /// How the items are arranged.
    var container: HuntContainer
    /// How many wrapper views (cards, each insetting the one inside it) hold each leaf: 0, 1 or 2.
    var nesting: Int
    /// How each leaf's length along the line is set.
    var sizing: HuntBaseSizing
    /// Whether the lengths are tied to the anchor's.
    var sharing: HuntSizeSharing
    /// How neighbours are linked.
    var link: HuntLink
    /// How items are placed across the line.
    var cross: HuntCrossAlignment
    /// How the last item relates to the parent's end.
    var closing: HuntClosing
    /// The priorities of the optional constraints.
    var priorities: HuntPriorities
    /// How the constraints are made and activated.
    var style: HuntConstraintStyle
    /// The root's length along the line as a share of the content's preferred length (raised to what the
    /// required minimums need when the closing bounds the line from above).
    var rootFit: CGFloat
    /// The share of the shortest root the required constraints allow that the root is given when the closing
    /// bounds the lines from above: 1, or less to over-constrain the recipe on purpose (see
    /// ``overConstrained(share:)``).
    var shortestRootShare: CGFloat = 1

    /// Whether the recipe is over-constrained on purpose: its required constraints conflict, the engine reports
    /// and breaks some, and the check exempts what it reported (``HuntReportedBreaks``).
    var isOverConstrained: Bool { shortestRootShare < 1 && boundsLinesFromAbove }

    /// The recipe with its root `share` of the shortest its required constraints allow (`--root-share`), when the
    /// closing bounds the lines from above; itself otherwise (its root is not bounded by them).
    func overConstrained(share: CGFloat) -> HuntRecipe {
        guard share < 1, boundsLinesFromAbove else { return self }
        var recipe = self
        recipe.rootFit = 0
        recipe.shortestRootShare = share
        return recipe
    }
    /// The numbers.
    var metrics: HuntMetrics
    /// The changes timed after the first layout, in order.
    var operations: [HuntOperation]

    /// The names of every timed step, in order: the build, the first layout, then each operation's steps.
    var stepNames: [String] {
        ["build", "first layout"] + operations.flatMap(\.stepNames)
    }

    /// Whether every length along the line is fixed by required constraints (fixed sizes and required gaps):
    /// such a line cannot take a required `==`, `<=` or `>=` closing at an arbitrary root size.
    var isRigid: Bool { sizing == .fixed && link == .gap }

    /// Whether the items are a grid's cells.
    var isGrid: Bool {
        if case .grid = container { return true }
        return false
    }

    /// Whether the root bounds the lines from above: a required `==` or `<=` closing, or a fixed-spacing
    /// distribution (which closes with a required `==`). The root must then leave room for every required minimum.
    var boundsLinesFromAbove: Bool {
        if case .distribute = link { return true }
        return closing.boundsLengthFromAbove
    }

    /// Whether the recipe makes any optional constraint or intrinsic view whose priority a change can move.
    var hasOptionalPriorities: Bool {
        if isGrid { return true }  // every row view hugs its cells
        return sizing != .fixed || link == .flexibleGap || link == .guides
            || (closing.relation != nil && !closing.isRequired)
    }

    /// Whether the items' sizes have constants a change can move.
    var hasSizeConstants: Bool { sizing != .intrinsic || link == .distributeFixedSize }

    /// Whether neighbours are joined by links with constants a change can move.
    var hasLinkConstants: Bool { link != .distributeFixedSize }

    /// Whether there are containers smaller than the root to measure the fitting size of (grid rows, cards).
    var hasSmallContainers: Bool { isGrid || nesting > 0 }

    /// One line naming every feature, for the tables.
    var summary: String {
        var parts = [container.summary]
        if nesting > 0 { parts.append("\(nesting) card level\(nesting > 1 ? "s" : "")") }
        parts.append("\(sizing) sizes" + (sharing == .none ? "" : " \(sharing) to the anchor"))
        parts.append(link.summary)
        if !isGrid { parts.append(cross.summary) }
        if !link.isDistribution { parts.append(closing.summary) }
        parts.append(priorities.summary)
        parts.append(style.summary)
        parts.append(
            isOverConstrained
                ? "root \(shortestRootShare)× the shortest its required constraints allow (over-constrained)"
                : "root \(rootFit)× preferred")
        return parts.joined(separator: "; ")
    }

    /// The recipe written out in full: features, numbers and operations, one per line.
    var details: String {
        var lines = ["seed \(seed)", "  \(summary)", "  \(metrics.summary)", "  operations:"]
        for operation in operations {
            lines.append("    " + operation.stepNames.joined(separator: ", then "))
        }
        return lines.joined(separator: "\n")
    }
}
#endif
