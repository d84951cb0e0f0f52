@testable import Cassowary
import TestSupport
import Testing

/// The primal simplex passes the breakpoints of optional constraints in one step (`Solver+PrimalLongStep.swift`).
/// Items whose sizes are tied to one shared size, each preferring its own size: the shared size sits at the
/// preferences' median, and every item's row holds it. A stronger preference then moves it to one end, past half
/// the items' preferences: the textbook ratio test pivots once per item passed, each pivot through every item's
/// row (quadratic); the long step passes them with an exchange each and pivots once. Counted in rows substituted
/// into (exact, the same on every machine), at 100 and 400 items: linear growth is 4×, quadratic 16×. The answers
/// are checked too, and a randomized comparison with the reference LP covers the step on mixed shapes.
@Suite("The primal long step")
struct PrimalLongStepTests {
    /// The shared size and the rows substituted into by the change, for `count` items.
    private func movedMedian(count: Int) throws -> (size: Double, before: Double, substitutedRows: Int, passed: Int) {
        let solver = Solver()
        let sizes = (0..<count).map { _ in solver.makeVariable() }
        for index in 1..<count {
            try solver.addConstraint(Constraint(sizes[index] - sizes[0], .equal))
        }
        for (index, size) in sizes.enumerated() {
            try solver.addConstraint(Constraint(size - Double(10 + index), .equal, strength: Strength(250)))
        }
        let before = solver.value(of: sizes[count - 1])
        let work = solver.searchWork
        try solver.addConstraint(Constraint(sizes[count / 3] - 5, .equal, strength: Strength(750)))
        let size = solver.value(of: sizes[count / 2])
        return (
            size, before, solver.searchWork.substitutedRows - work.substitutedRows,
            solver.searchWork.breakpointsPassed - work.breakpointsPassed
        )
    }

    @Test("a shared size moved past half the items' preferences: linear work")
    func sharedSizeMovesInOneStep() throws {
        let small = try movedMedian(count: 100)
        let large = try movedMedian(count: 400)
        // The median of 10...(9 + n) (any point between the two middle ones for an even count), then 5.
        #expect(small.before >= 59 - 1e-9 && small.before <= 60 + 1e-9)
        #expect(large.before >= 209 - 1e-9 && large.before <= 210 + 1e-9)
        #expect(abs(small.size - 5) < 1e-9 && abs(large.size - 5) < 1e-9)
        #expect(large.passed > 0, "the long step passed no breakpoint")
        #expect(
            Double(large.substitutedRows) <= 6 * Double(max(small.substitutedRows, 1)),
            "rows substituted into: \(small.substitutedRows) at 100 items, \(large.substitutedRows) at 400")
    }

    @Test("tied sizes with random preferences, against the reference LP", arguments: Soak.seeds(0..<60))
    func tiedSizesAgainstTheReference(seed: Int) {
        var system = TiedSizes(seed: UInt64(seed))
        system.run(steps: 40)
    }
}

/// Sizes tied to the first one (some by a multiple), each with optional preferences at a few levels (equalities,
/// floors and ceilings), changed at random: preferences added, removed and moved, ties removed and added again,
/// several changes in one batch. Every step is checked against the reference LP (``ReferenceTracker``).
private struct TiedSizes {
    private var tracker: ReferenceTracker
    private var random: SplitMix64
    private static let levels = [250.0, 500, 750]

    private var held: [ReferenceTracker.Held] { tracker.held }

    init(seed: UInt64) {
        random = SplitMix64(seed: 0x7_1ED5 &+ seed)
        let count = random.int(in: 4...12)
        tracker = ReferenceTracker(variableCount: count, seed: seed)
        for index in 1..<count { addTie(index) }
        for index in 0..<count { addPreference(index) }
    }

    mutating func run(steps: Int) {
        tracker.verify(after: "setup")
        for step in 0..<steps where !tracker.failed {
            switch random.int(in: 0...9) {
            case 0...2: addPreference(random.int(in: 0...tracker.variables.count - 1))
            case 3...4: removeOne(required: false)
            case 5: removeOne(required: true)
            case 6: addTie(random.int(in: 1...tracker.variables.count - 1))
            case 7...8: movePreference()
            default:
                tracker.solver.performBatch {
                    for _ in 0..<random.int(in: 2...6) {
                        if random.chance(0.5) {
                            addPreference(random.int(in: 0...tracker.variables.count - 1))
                        } else {
                            movePreference()
                        }
                    }
                }
            }
            tracker.verify(after: "step \(step)")
        }
    }

    /// `x(index) == k·x₀`, k one, two or a half (required).
    private mutating func addTie(_ index: Int) {
        tracker.add(terms: [(index, 1), (0, -random.element(of: [1, 1, 2, 0.5]))], constant: 0, .equal, level: nil)
    }

    /// `x(index) (relation) c` at one of a few levels, c between 0 and 60.
    private mutating func addPreference(_ index: Int) {
        let relation = random.element(of: [Relation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
        tracker.add(
            terms: [(index, 1)], constant: -Double(random.int(in: 0...60)), relation,
            level: random.element(of: Self.levels))
    }

    private mutating func removeOne(required: Bool) {
        let candidates = tracker.heldIndices(required: required)
        guard !candidates.isEmpty else { return }
        tracker.remove(at: random.element(of: candidates))
    }

    private mutating func movePreference() {
        let optional = tracker.heldIndices(required: false)
        guard !optional.isEmpty else { return }
        let index = random.element(of: optional)
        tracker.setConstant(held[index].linear.constant + Double(random.int(in: -25...25)), ofHeldAt: index)
    }
}
