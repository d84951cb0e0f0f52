#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension HuntRecipe {
    /// The fewest and most operations a recipe times after its first layout.
    static let operationCounts = 2...5

    /// Draws the recipe of `seed`: each feature at random, then the combinations whose required constraints
    /// could conflict made coherent (see ``makeCoherent()``), then 2–5 operations of distinct kinds that the
    /// recipe supports.
    init(seed: UInt64) {
        var random = HuntRandom(seed: seed)
        self.seed = seed
        container = random.element(of: [
            .list, .list, .row, .row, .grid(columns: 3), .grid(columns: 5), .grid(columns: 10),
        ])
        nesting = random.element(of: [0, 0, 1, 2])
        sizing = random.element(of: [.fixed, .intrinsic, .preferred])
        sharing = random.element(of: [.none, .none, .matched, .multiplied])
        link = random.element(of: [
            .gap, .gap, .flexibleGap, .guides, .distribute(matchedSizes: true), .distribute(matchedSizes: false),
            .distributeFixedSize,
        ])
        cross = random.element(of: [.start, .stretch, .center, .alignToPrevious])
        closing = HuntClosing(
            relation: random.element(of: [nil, .equal, .lessThanOrEqual, .greaterThanOrEqual]),
            isRequired: random.chance(0.6))
        priorities = random.element(of: [.equal(250), .equal(500), .equal(750), .levels(3), .levels(12), .distinct])
        style = random.element(of: [.batch, .oneByOne, .pureLayout])
        rootFit = random.element(of: [0.75, 1, 1.3])
        metrics = HuntMetrics(
            inset: random.element(of: [0, 8, 16]), gap: random.element(of: [0, 4, 8, 12]),
            length: random.element(of: [20, 32, 44]), crossLength: random.element(of: [20, 30, 44]),
            cardInset: random.element(of: [1, 4]))
        operations = []
        makeCoherent()
        operations = Self.drawOperations(for: self, &random)
    }

    /// Turns the combinations that could make required constraints conflict into ones that cannot:
    /// - a fixed-size distribution sizes and places every item itself (fixed sizes, no sharing, no closing);
    /// - a fixed-spacing distribution closes the line with a required `==`, so its items must be able to give
    ///   (not fixed), and a multiplied sharing would force every length to 0 (`matchedSizes` ties neighbours);
    /// - a rigid line (fixed sizes, required gaps) takes its closing as optional;
    /// - a grid's cells are always pinned to their row's top (the row view grows to hold them).
    mutating func makeCoherent() {
        switch link {
        case .distributeFixedSize:
            sizing = .fixed
            sharing = .none
            closing = HuntClosing(relation: nil, isRequired: false)
        case .distribute:
            if sizing == .fixed { sizing = seed.isMultiple(of: 2) ? .intrinsic : .preferred }
            if sharing == .multiplied { sharing = .none }
            closing = HuntClosing(relation: .equal, isRequired: true)
        case .gap, .flexibleGap, .guides:
            break
        }
        if isRigid && closing.isRequired && closing.relation != nil { closing.isRequired = false }
        if case .grid = container { cross = .start }
    }

    /// Draws 2–5 operations of distinct kinds, in a random order, among those `recipe` supports (a priority change
    /// needs optional priorities, an intrinsic change intrinsic sizes, a constant change constants of its target).
    private static func drawOperations(for recipe: HuntRecipe, _ random: inout HuntRandom) -> [HuntOperation] {
        var targets: [HuntConstantTarget] = []
        if recipe.hasLinkConstants { targets.append(.links) }
        if recipe.hasSizeConstants { targets.append(.sizes) }
        var candidates: [HuntOperation] = [
            .resizeRoot,
            .removeShare(
                random.element(of: [.everyKth(2), .everyKth(3), .middleBlock(4), .scattered(4), .tail(4), .head(4)]),
                relink: random.chance(0.7)),
            .insertMany(random.element(of: [.everyKth(4), .middleBlock(4), .scattered(10), .tail(4), .head(10)])),
            .moveItems(denominator: random.element(of: [10, 20])),
            .toggleShare(denominator: random.element(of: [2, 4, 10])),
            .fittingSize(ofRoot: random.chance(0.5) || !recipe.hasSmallContainers),
        ]
        if !targets.isEmpty {
            candidates.append(.changeOneConstant(random.element(of: targets)))
            candidates.append(.changeManyConstants(random.element(of: targets)))
        }
        if recipe.hasOptionalPriorities { candidates.append(.changePriorities) }
        if recipe.sizing == .intrinsic { candidates.append(.changeIntrinsicSizes) }
        let count = random.int(in: operationCounts)
        return random.sample(count, of: candidates)
    }
}
#endif
