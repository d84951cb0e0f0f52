#if PURELAYOUT_HEADLESS
import Cassowary
import Foundation
import Testing

@testable import Benchmarks

/// `--compare-hunts`: two hunts' reports matched step by step, totals per N, the steps that changed by at least
/// the minimum ratio and cells at the largest N (both ways, the largest ratio first), and the failures of either.
@Suite struct HuntComparisonTests {
    /// A report of one recipe per entry of `steps`: (seed, N, step name, cells of work, failure).
    private func report(_ steps: [(UInt64, Int, String, Int?, String?)]) -> [HuntSeedResult] {
        var bySeed: [UInt64: [Int: [OperationResult]]] = [:]
        for (seed, n, name, cells, failure) in steps {
            var operation = OperationResult(name: name, milliseconds: 1)
            operation.work = cells.map { cells in
                var work = SolverWorkCounts()
                work.tableauCells = cells
                return work
            }
            operation.failure = failure
            bySeed[seed, default: [:]][n, default: []].append(operation)
        }
        return bySeed.keys.sorted().map { seed in
            let sizes = bySeed[seed] ?? [:]
            return HuntSeedResult(
                seed: seed, recipe: "recipe \(seed)",
                results: sizes.keys.sorted().map { n in
                    AdversarialResult(workload: "hunt-\(seed)", n: n, operations: sizes[n] ?? [])
                })
        }
    }

    @Test func stepsAreMatchedAndCountedBothWays() {
        let before = report([
            (1, 30, "inserted", 1_000, nil), (1, 200, "inserted", 100_000, nil),
            (2, 200, "moved", 40_000, nil), (2, 200, "activated again", 500_000, nil),
            (3, 200, "first layout", 30_000, nil), (4, 200, "only before", 90_000, nil),
            (5, 200, "no work", nil, nil),
        ])
        let after = report([
            (1, 30, "inserted", 900, nil), (1, 200, "inserted", 2_000, nil),
            (2, 200, "moved", 130_000, nil), (2, 200, "activated again", 590_000, nil),
            (3, 200, "first layout", 36_000, "x at 3 is 2, expected 4"), (5, 200, "no work", 7, nil),
        ])
        let comparison = HuntComparison(before: before, after: after)
        // Seed 4's step is in one report only, seed 5's has no count before: neither is compared.
        #expect(comparison.steps.count == 5)
        #expect(comparison.changed(at: 200, cheaper: true).map(\.seed) == [1])
        // Seed 2's reactivation grew by 90,000 cells but only 1.18×, seed 3's first layout by 1.2× and 6,000 cells.
        #expect(comparison.changed(at: 200, cheaper: false).map(\.operation) == ["moved"])
        #expect(comparison.failures == ["after: seed 3 at N=200: first layout: x at 3 is 2, expected 4"])
        let text = comparison.render()
        #expect(text.contains("200      4  670000  758000  +13.1%"), "\(text)")
        #expect(text.contains(" 30      1    1000     900  -10.0%"), "\(text)")
        #expect(text.contains("cheaper at N=200 by at least 1.25× and 20000 cells: 1"))
        #expect(text.contains("dearer at N=200 by at least 1.25× and 20000 cells: 1"))
        #expect(text.contains("failures: 1"))
    }

    @Test func aRepeatedStepIsMatchedByItsPlace() {
        let before = report([(7, 200, "root shrinks", 50_000, nil), (7, 200, "root shrinks", 10_000, nil)])
        let after = report([(7, 200, "root shrinks", 50_000, nil), (7, 200, "root shrinks", 90_000, nil)])
        let comparison = HuntComparison(before: before, after: after)
        #expect(comparison.steps.map(\.before) == [50_000, 10_000])
        #expect(comparison.steps.map(\.after) == [50_000, 90_000])
        #expect(comparison.changed(at: 200, cheaper: false).count == 1)
    }

    @Test func theOptionTakesTwoReports() throws {
        let options = try BenchmarkOptions.parse(["--compare-hunts", "a.json,b.json", "c.json"])
        #expect(options.huntComparison == HuntComparisonRequest(before: "a.json,b.json", after: "c.json"))
        #expect(throws: BenchmarkOptions.ParseError.self) { try BenchmarkOptions.parse(["--compare-hunts", "a.json"]) }
    }
}
#endif
