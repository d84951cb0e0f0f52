import Cassowary
import Testing
import TestSupport

/// Seeded random operation sequences compared, after every operation, with the reference LP's lexicographic
/// optimum (see ``RandomHarness``). A failure prints its seed and a replayable log. `PURELAYOUT_SOAK=N` runs N seeds
/// of each test instead of its default.
@Suite("Randomised comparison with the reference LP")
struct RandomizedTests {
    @Test("random add / remove / setConstant / setStrength / edit sequences reach the lexicographic optimum",
          arguments: Soak.seeds(0..<300))
    func optimalAfterEveryOperation(seed: Int) {
        RandomHarness(seed: UInt64(seed)).run(steps: 30, checkingAmbiguity: false)
    }

    @Test("isAmbiguous agrees with the range of optimal values the reference finds", arguments: Soak.seeds(1000..<1080))
    func ambiguityMatchesReference(seed: Int) {
        RandomHarness(seed: UInt64(seed)).run(steps: 16, checkingAmbiguity: true)
    }

    @Test("degenerate systems (most constants zero): optimum and ambiguity", arguments: Soak.seeds(2000..<2100))
    func degenerateSystems(seed: Int) {
        RandomHarness(seed: UInt64(seed), profile: .degenerate).run(steps: 20, checkingAmbiguity: true)
    }

    @Test("redundant required equalities added and removed: required constraints keep holding", arguments: Soak.seeds(3000..<3300))
    func redundantSystems(seed: Int) {
        RandomHarness(seed: UInt64(seed), profile: .redundant).run(steps: 30, checkingAmbiguity: false)
    }
}
