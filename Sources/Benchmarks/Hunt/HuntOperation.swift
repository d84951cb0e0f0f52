#if PURELAYOUT_HEADLESS
import Foundation

/// Which items a structural change takes (removal), or where it puts new ones (insertion). The anchor (a line's
/// first item) is never taken.
enum HuntSelection: Equatable, Sendable {
    /// Items `k`, `2k`, `3k`, …; for insertion, a new item after each of them.
    case everyKth(Int)
    /// A run of `count / d` consecutive items from the middle; for insertion, as many new items there.
    case middleBlock(Int)
    /// `count / d` items at seeded random places.
    case scattered(Int)
    /// The last `count / d` items; for insertion, appended at the end.
    case tail(Int)
    /// The first `count / d` items after the anchor; for insertion, put at the very start.
    case head(Int)

    /// The recipe's words for it, given what happens to the items ("removed", "inserted").
    func summary(_ verb: String) -> String {
        switch self {
        case .everyKth(let k):
            verb == "inserted" ? "1 in \(k) \(verb) (after every \(k)th)" : "every \(Self.ordinal(k)) \(verb)"
        case .middleBlock(let d): "1/\(d) \(verb) as one block in the middle"
        case .scattered(let d): "1/\(d) \(verb) at random places"
        case .tail(let d): "1/\(d) \(verb) at the end"
        case .head(let d): "1/\(d) \(verb) at the start"
        }
    }

    /// `k` as an English ordinal: 2nd, 3rd, 4th.
    static func ordinal(_ k: Int) -> String {
        switch k {
        case 2: "2nd"
        case 3: "3rd"
        default: "\(k)th"
        }
    }

    /// How many items it takes or adds to a line of `count`, at least 1.
    func count(of count: Int) -> Int {
        switch self {
        case .everyKth(let k): max(1, count / k)
        case .middleBlock(let d), .scattered(let d), .tail(let d), .head(let d): max(1, count / d)
        }
    }
}

/// Which constants a constant change moves.
enum HuntConstantTarget: Equatable, Sendable {
    /// The links' gap constants (the required gap, the preferred gap, a guide's minimum, the distributed spacing).
    case links
    /// The items' length constants (the fixed length, the preferred length, the distributed size).
    case sizes
}

/// One change a recipe makes after the first layout; each is one timed step (two for the ones that undo
/// themselves), a change and the layout pass after it.
enum HuntOperation: Equatable, Sendable {
    /// The middle item's constant grows by ``HuntMetrics/step``.
    case changeOneConstant(HuntConstantTarget)
    /// Every item's constant grows by ``HuntMetrics/step`` before one pass.
    case changeManyConstants(HuntConstantTarget)
    /// The root shrinks along the line (the content overflows where it can), then grows back: two steps.
    case resizeRoot
    /// A share of the items removed from their superview in one pass; the rest linked again, or left broken.
    case removeShare(HuntSelection, relink: Bool)
    /// Many new items inserted in one pass (in a grid, whole rows).
    case insertMany(HuntSelection)
    /// `count / d` items removed and added again at other places in one pass (in a grid, whole rows).
    case moveItems(denominator: Int)
    /// Every `d`-th constraint of the recipe deactivated in one pass, then activated again: two steps.
    case toggleShare(denominator: Int)
    /// Every optional priority (and every intrinsic view's hugging and compression resistance along the line)
    /// mirrored around 500 before one pass.
    case changePriorities
    /// Every intrinsic view's length along the line grows by ``HuntMetrics/step`` before one pass.
    case changeIntrinsicSizes
    /// `systemLayoutSizeFitting(layoutFittingCompressedSize)` of the root, or of one small container (a grid row
    /// or a card) when there is one.
    case fittingSize(ofRoot: Bool)

    /// The names of its timed steps, as the tables show them.
    var stepNames: [String] {
        switch self {
        case .changeOneConstant(let target): ["one \(target == .links ? "link" : "size") constant +5"]
        case .changeManyConstants(let target): ["every \(target == .links ? "link" : "size") constant +5"]
        case .resizeRoot: ["root shrinks", "root grows back"]
        case .removeShare(let selection, let relink):
            ["\(selection.summary("removed")), \(relink ? "relinked" : "left unlinked")"]
        case .insertMany(let selection): [selection.summary("inserted")]
        case .moveItems(let denominator): ["1/\(denominator) moved elsewhere"]
        case .toggleShare(let denominator): ["1/\(denominator) of constraints deactivated", "activated again"]
        case .changePriorities: ["every optional priority changed"]
        case .changeIntrinsicSizes: ["every intrinsic size +5"]
        case .fittingSize(let ofRoot): [ofRoot ? "fitting size of the root" : "fitting size of a container"]
        }
    }

    /// The operation's kind, so that a recipe uses each kind at most once.
    var kind: String {
        switch self {
        case .changeOneConstant: "one constant"
        case .changeManyConstants: "many constants"
        case .resizeRoot: "resize"
        case .removeShare: "remove"
        case .insertMany: "insert"
        case .moveItems: "move"
        case .toggleShare: "toggle"
        case .changePriorities: "priorities"
        case .changeIntrinsicSizes: "intrinsic"
        case .fittingSize: "fitting"
        }
    }
}
#endif
