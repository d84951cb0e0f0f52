#if PURELAYOUT_HEADLESS
import Foundation

/// The lengths a recipe's items and lines want and need, from which the root is sized so that the required
/// constraints can always hold: a line closed by a required `==` or `<=` (or a fixed-spacing distribution) gets a
/// root at least as long as every required minimum of its items and gaps, after every insertion and constant
/// increase the recipe makes.
struct HuntExtents {
    /// The recipe measured.
    let recipe: HuntRecipe

    /// How many leaf indices the size patterns take to repeat (3 for lengths, 4 for intrinsic lengths and
    /// multipliers).
    static let patternPeriod = 12

    /// Leaf `index`'s own length along the line: `length + 6·(index % 3)`, or `length + 5·(index % 4)` intrinsic.
    func leafLength(_ index: Int) -> CGFloat {
        let metrics = recipe.metrics
        return recipe.sizing == .intrinsic
            ? metrics.length + 5 * CGFloat(index % 4) : metrics.length + 6 * CGFloat(index % 3)
    }

    /// The factor tying leaf `index`'s length to the anchor's (1 for a matched length).
    func multiplier(_ index: Int) -> CGFloat {
        recipe.sharing == .multiplied ? HuntMetrics.multipliers[index % HuntMetrics.multipliers.count] : 1
    }

    /// What the cards add around a leaf along the line.
    var cardPadding: CGFloat { 2 * recipe.metrics.cardInset * CGFloat(recipe.nesting) }

    /// The inset at either end of a line: the distributed spacing, or the recipe's inset.
    var endInset: CGFloat {
        recipe.link.isDistribution ? recipe.metrics.gap : recipe.metrics.inset
    }

    /// The shortest item `index` can be along the line under its required constraints, cards included.
    func itemMinimum(_ index: Int) -> CGFloat {
        let length = recipe.metrics.length
        let leaf: CGFloat
        switch (recipe.sizing, recipe.sharing) {
        case (_, _) where recipe.link == .distributeFixedSize: leaf = length
        case (.fixed, .none): leaf = leafLength(index)
        // A shared length follows its line's anchor, whose own fixed length may be any of the pattern's.
        case (.fixed, _): leaf = multiplier(index) * (0..<3).map(leafLength).max()!
        // The anchor is at least 4, and so is every multiple of it: with 0.5 the anchor must be 8.
        case (.preferred, .multiplied):
            leaf = max(HuntMetrics.minimumLength, 2 * HuntMetrics.minimumLength * multiplier(index))
        case (.preferred, _): leaf = HuntMetrics.minimumLength
        case (.intrinsic, _): leaf = 0
        }
        return leaf + cardPadding
    }

    /// The length item `index` prefers along the line, cards included.
    func itemPreferred(_ index: Int) -> CGFloat {
        let length = recipe.sharing == .none ? leafLength(index) : multiplier(index) * recipe.metrics.length
        return length + cardPadding
    }

    /// The smallest gap a link allows under its required constraints.
    var linkMinimum: CGFloat {
        switch recipe.link {
        case .gap, .distribute: recipe.metrics.gap
        case .flexibleGap, .guides: recipe.metrics.minimumGap
        case .distributeFixedSize: 0
        }
    }

    /// The largest ``itemMinimum(_:)`` over the size patterns.
    var largestItemMinimum: CGFloat {
        (0..<Self.patternPeriod).map(itemMinimum).max() ?? 0
    }

    /// An upper bound of the length `count` items need under their required constraints (every item taken at
    /// the largest minimum of the pattern).
    func requiredLength(count: Int) -> CGFloat {
        CGFloat(count) * largestItemMinimum + CGFloat(max(0, count - 1)) * linkMinimum + 2 * endInset
    }

    /// The length `count` items (indices `0..<count`) prefer, gaps and end insets included.
    func preferredLength(count: Int) -> CGFloat {
        (0..<count).reduce(0) { $0 + itemPreferred($1) } + CGFloat(max(0, count - 1)) * recipe.metrics.gap
            + 2 * endInset
    }

    /// How much the recipe's constant increases can add to the required length of `count` items: a step for a
    /// single change, a step per item when every required gap or fixed length grows or when one spacer guide's
    /// minimum grows (the others are as long), and twice a step per item when the anchor's length grows and the
    /// others follow it (the largest multiplier is 2); changes of preferred constants add nothing required.
    func growthAllowance(count: Int) -> CGFloat {
        var allowance: CGFloat = 0
        for operation in recipe.operations {
            let (target, everyItem): (HuntConstantTarget, Bool)
            switch operation {
            case .changeOneConstant(let changed): (target, everyItem) = (changed, false)
            case .changeManyConstants(let changed): (target, everyItem) = (changed, true)
            default: continue
            }
            guard raisesRequiredMinimum(target) else { continue }
            if target == .sizes && recipe.sharing != .none {
                allowance += 2 * HuntMetrics.step * CGFloat(count)
            } else if target == .links && recipe.link == .guides {
                // Every spacer guide is as long as the line's first: one guide's minimum raised raises them all.
                allowance += HuntMetrics.step * CGFloat(count)
            } else {
                allowance += HuntMetrics.step * (everyItem ? CGFloat(count) : 1)
            }
        }
        return allowance
    }

    /// Whether the constants of `target` are required lower bounds (a fixed length, a required gap, a guide's
    /// minimum, the distributed spacing) rather than preferences.
    func raisesRequiredMinimum(_ target: HuntConstantTarget) -> Bool {
        switch target {
        case .links: recipe.link != .flexibleGap
        case .sizes: recipe.sizing == .fixed
        }
    }

    /// The root's length across a list or a row: the item, its cards and both insets, and some room.
    var crossExtent: CGFloat {
        recipe.metrics.crossLength + cardPadding + 2 * recipe.metrics.inset + 40
    }

    /// The height a grid row prefers: a cell, its cards and the insets above and below.
    var rowHeight: CGFloat {
        recipe.metrics.crossLength + cardPadding + 2 * recipe.metrics.inset
    }
}
#endif
