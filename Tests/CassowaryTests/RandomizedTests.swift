import Cassowary
import Testing
import TestSupport

/// Seeded random operation sequences compared, after every operation, with the reference LP's lexicographic
/// optimum (see ``RandomHarness``). A failure prints its seed and a replayable log. `PURELAYOUT_SOAK=N` runs N seeds
/// of each test instead of its default. Each test runs twice per seed: with the dual simplex's plain ratio test on
/// these short rows, and with its long step (bound exchanges) on every row.
@Suite("Randomised comparison with the reference LP")
struct RandomizedTests {
    @Test("random add / remove / setConstant / setStrength / edit sequences reach the lexicographic optimum",
          arguments: Soak.seeds(0..<300), [false, true])
    func optimalAfterEveryOperation(seed: Int, longStep: Bool) {
        RandomHarness(seed: UInt64(seed), longStep: longStep).run(steps: 30, checkingAmbiguity: false)
    }

    @Test("isAmbiguous agrees with the range of optimal values the reference finds", arguments: Soak.seeds(1000..<1080), [false, true])
    func ambiguityMatchesReference(seed: Int, longStep: Bool) {
        RandomHarness(seed: UInt64(seed), longStep: longStep).run(steps: 16, checkingAmbiguity: true)
    }

    @Test("degenerate systems (most constants zero): optimum and ambiguity", arguments: Soak.seeds(2000..<2100), [false, true])
    func degenerateSystems(seed: Int, longStep: Bool) {
        RandomHarness(seed: UInt64(seed), profile: .degenerate, longStep: longStep).run(steps: 20, checkingAmbiguity: true)
    }

    @Test("redundant required equalities added and removed: required constraints keep holding", arguments: Soak.seeds(3000..<3300), [false, true])
    func redundantSystems(seed: Int, longStep: Bool) {
        RandomHarness(seed: UInt64(seed), profile: .redundant, longStep: longStep).run(steps: 30, checkingAmbiguity: false)
    }

    /// Cached values after several changes with no read between them: a change marks values stale lazily (the
    /// walk runs at the next read), so a later change must not cut the path the walk needs. Found by a layout that
    /// changed a required width and removed a gap in one sync, and read a stale container width.
    @Test("several changes between reads: the values read reach the lexicographic optimum",
          arguments: Soak.seeds(4000..<4150), [RandomHarness.Profile.standard, .redundant, .degenerate])
    func changesBetweenReads(seed: Int, profile: RandomHarness.Profile) {
        RandomHarness(seed: UInt64(seed), profile: profile, deferredReads: true).run(steps: 40, checkingAmbiguity: false)
    }

    /// A level for nearly every constraint (float priorities, as a layout with a distinct priority per optional
    /// constraint has them): each symbol's cost is read at the levels it costs at only (`Solver+CostLevels.swift`),
    /// and a level left out of a symbol's list would hide a cost from the simplex.
    @Test("a level per constraint: optimum and ambiguity", arguments: Soak.seeds(5000..<5150), [false, true])
    func levelPerConstraint(seed: Int, longStep: Bool) {
        RandomHarness(seed: UInt64(seed), profile: .degenerate, longStep: longStep, levels: RandomHarness.manyLevels)
            .run(steps: 30, checkingAmbiguity: true)
    }

    /// Every row's dummies folded into an aggregate (`Solver+DummyAggregates.swift`; by default only rows with 16
    /// or more, substituted into three rows or more, are): a constant change must reach the rows through the
    /// aggregates, a removal must put its dummy back into every row holding one of them, a conflict must name the
    /// aggregates' members, and sweeps must release only aggregates nothing holds.
    @Test("every dummy folded into an aggregate: optimum, ambiguity and conflicts",
          arguments: Soak.seeds(6000..<6150), [RandomHarness.Profile.standard, .redundant, .degenerate])
    func foldedDummies(seed: Int, profile: RandomHarness.Profile) {
        runStressed(seed: seed, profile: profile, foldsEveryDummy: true)
    }

    /// The tableau rebuilt from the constraints held before every change of every batch (`Solver+Rebuild.swift`;
    /// by default only a batch past its budget rebuilds, which these systems never reach): the rebuilt tableau must
    /// hold the same constraints with the same constants and strengths, keep the edit variables, report the
    /// variables it moved, and leave later changes, removals and conflicts working on it.
    @Test("the tableau rebuilt within every batch: optimum, ambiguity and conflicts",
          arguments: Soak.seeds(7000..<7150), [RandomHarness.Profile.standard, .redundant, .degenerate])
    func rebuiltInBatches(seed: Int, profile: RandomHarness.Profile) {
        runStressed(seed: seed, profile: profile, rebuildsInBatches: true)
    }

    /// A batch rebuilt again and again as it goes (`Solver+Rebuild.swift`): with a budget of nothing, each batch
    /// rebuilds at its first change, leaves its removals to the next rebuild, and rebuilds again whenever it has done
    /// twice its last rebuild's work, so rebuilds fall between any two of its changes, removals waiting or not.
    @Test("the tableau rebuilt again and again within a batch: optimum, ambiguity and conflicts",
          arguments: Soak.seeds(7200..<7350), [RandomHarness.Profile.standard, .redundant, .degenerate])
    func rebuiltOnEveryBudget(seed: Int, profile: RandomHarness.Profile) {
        runStressed(seed: seed, profile: profile, rebuildsOnEveryBudget: true)
    }

    /// 40 steps of `profile` with one of the solver's paths forced on, reads deferred on odd seeds, and ambiguity
    /// checked for the profiles whose required rate is below the redundant one's.
    private func runStressed(
        seed: Int, profile: RandomHarness.Profile, foldsEveryDummy: Bool = false, rebuildsInBatches: Bool = false,
        rebuildsOnEveryBudget: Bool = false
    ) {
        let checksAmbiguity = profile.requiredRate < RandomHarness.Profile.redundant.requiredRate
        RandomHarness(
            seed: UInt64(seed), profile: profile, deferredReads: seed % 2 == 1, foldsEveryDummy: foldsEveryDummy,
            rebuildsInBatches: rebuildsInBatches, rebuildsOnEveryBudget: rebuildsOnEveryBudget
        ).run(steps: 40, checkingAmbiguity: checksAmbiguity)
    }
}
