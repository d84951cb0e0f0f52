#if PURELAYOUT_HEADLESS
import Foundation
import Testing

@testable import Benchmarks
@testable import Cassowary
@testable import HeadlessLayout

/// The solver's tableau after a first layout, and the substitutions that built it, grow with the number of views,
/// not with its square, on the hunt's recipes whose first layout made rows as long as the line or rewrote a row per
/// earlier view for every new one:
/// - seeds 26, 34 and 37 (a fixed-size distribution, of cards pinned to the parent's start or of items stretched
///   across it): each size pin was redundant with the alignment chain, and its expansion down that chain became a
///   dummy's row (`Solver+DormantConstraints.swift`);
/// - seeds 24 and 29 (cards whose insets name only defined variables): each inset was expanded down the chain of
///   positions and defined a free variable by the whole expansion (`Solver+DefinableExpansion.swift`);
/// - seeds 3, 11 and 31, and 29's spacers (layout-guide spacers of equal width): each guide's tie to the first one was solved for
///   the first one's slack, substituted into a row per earlier guide (`Solver+Subject.swift`: a row whose constant
///   is zero may be solved for a symbol of either sign);
/// - seed 28 (a grid of rows of cards, `autoDistributeViews` with matched sizes): the items' content constraints,
///   placed before the links that decide their sizes, followed every pivot of those links
///   (`Solver+DeferredConstraints.swift`).
///
/// Each seed fails (10-16×) with the fix that covers it taken out.
///
/// Counted in cells (every row's length) and in rows substituted into, at 100 and 400 views: linear growth is 4×,
/// quadratic 16×. Wall time is left to `Benchmarks --hunt`; counts are exact and the same on every machine.
@Suite struct TableauGrowthTests {
    @Test(arguments: [24, 26, 29, 34, 37, 3, 11, 31, 28, 33] as [UInt64])
    func firstLayoutTableauGrowsLinearly(seed: UInt64) throws {
        let small = try firstLayoutWork(seed: seed, n: 100)
        let large = try firstLayoutWork(seed: seed, n: 400)
        #expect(
            Double(large.cells) <= 6 * Double(small.cells),
            "seed \(seed): \(small.cells) cells at 100 views, \(large.cells) at 400")
        #expect(
            Double(large.substitutedRows) <= 6 * Double(max(small.substitutedRows, 1)),
            "seed \(seed): \(small.substitutedRows) rows substituted into at 100 views, \(large.substitutedRows) at 400")
    }

    /// Seed 20 (a grid of row views whose cells have intrinsic sizes, each row's end at least the parent's end):
    /// the root's fitting size makes every row's width one shared size pulled to zero. Placed strongest first, the
    /// waiting content constraints defined that size through the first row's cells, every other row's end named
    /// their errors, and the optimisation passed that hub from row to row, one pivot through every row per row
    /// (rows substituted into 16× for 4× the views; 0.9 → 2.7 s at 3,000). In the order they came, it is linear.
    @Test func fittingSizeSubstitutionsGrowLinearly() throws {
        let small = try fittingSizeSubstitutions(seed: 20, n: 100)
        let large = try fittingSizeSubstitutions(seed: 20, n: 400)
        #expect(
            Double(large) <= 6 * Double(max(small, 1)),
            "seed 20: \(small) rows substituted into at 100 views, \(large) at 400")
    }

    /// The rows substituted into by the fitting size of seed `seed`'s root at `n` views, measured afresh after its
    /// first layout.
    private func fittingSizeSubstitutions(seed: UInt64, n: Int) throws -> Int {
        let scene = HuntScene(recipe: HuntRecipe(seed: seed), n: n)
        scene.root.layoutIfNeeded()
        _ = scene.root.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize)
        let engine = try #require(scene.root.keptMeasuringEngine as? LayoutEngine)
        return engine.solver.searchWork.substitutedRows
    }

    /// The number of cells in every row of the solver of seed `seed`'s recipe at `n` views after its first layout
    /// (and in the member lists of its aggregate dummies), and the number of rows substitutions were made into on
    /// the way.
    private func firstLayoutWork(seed: UInt64, n: Int) throws -> (cells: Int, substitutedRows: Int) {
        let scene = HuntScene(recipe: HuntRecipe(seed: seed), n: n)
        scene.root.layoutIfNeeded()
        let solver = try #require(scene.root.hierarchyEngine?.solver)
        let cells = (0..<solver.rows.count).reduce(0) { $0 + (solver.rows[Symbol(index: $1)]?.cells.count ?? 0) }
        let folded = solver.aggregateMembers.values.reduce(0) { $0 + $1.cells.count }
        return (cells + folded, solver.searchWork.substitutedRows)
    }
}
#endif
