#if PURELAYOUT_HEADLESS
import Foundation
import Testing

@testable import Benchmarks
@testable import Cassowary
@testable import HeadlessLayout

/// The solver's tableau after a first layout grows with the number of views, not with its square, on the hunt's
/// recipes whose first layout made rows as long as the line:
/// - seeds 26, 34 and 37 (a fixed-size distribution, of cards pinned to the parent's start or of items stretched
///   across it): each size pin was redundant with the alignment chain, and its expansion down that chain became a
///   dummy's row (`Solver+DormantConstraints.swift`);
/// - seeds 24 and 29 (cards whose insets name only defined variables): each inset was expanded down the chain of
///   positions and defined a free variable by the whole expansion (`Solver+DefinableExpansion.swift`).
///
/// Each seed fails (10-15×) with the fix that covers it taken out.
///
/// Counted in cells (every row's length), at 100 and 400 views: linear growth is 4×, quadratic 16×. Wall time
/// is left to `Benchmarks --hunt`; cells are exact and the same on every machine.
@Suite struct TableauGrowthTests {
    @Test(arguments: [24, 26, 29, 34, 37] as [UInt64])
    func firstLayoutTableauGrowsLinearly(seed: UInt64) throws {
        let small = try tableauCells(seed: seed, n: 100)
        let large = try tableauCells(seed: seed, n: 400)
        #expect(
            Double(large) <= 6 * Double(small),
            "seed \(seed): \(small) cells at 100 views, \(large) at 400 (\(Double(large) / Double(small))×)")
    }

    /// The number of cells in every row of the solver of seed `seed`'s recipe at `n` views, after its first layout.
    private func tableauCells(seed: UInt64, n: Int) throws -> Int {
        let scene = HuntScene(recipe: HuntRecipe(seed: seed), n: n)
        scene.root.layoutIfNeeded()
        let solver = try #require(scene.root.hierarchyEngine?.solver)
        return (0..<solver.rows.count).reduce(0) { $0 + (solver.rows[Symbol(index: $1)]?.cells.count ?? 0) }
    }
}
#endif
