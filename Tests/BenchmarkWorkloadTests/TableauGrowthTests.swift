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
        expectGrowth(small.cells, large.cells, "cells", seed: seed)
        expectGrowth(small.substitutedRows, large.substitutedRows, "rows substituted into", seed: seed)
    }

    /// Seeds 1027, 1118 and 976 (lines whose sizes are matched, to the first item or each to the previous, and closed
    /// by a required constraint at the parent's end): the closing, placed first, is solved for the shared size, a row
    /// holding the dummy of every link and every match, and each later constraint on one item's size read that row
    /// whole (seed 1027: about 1,600 cells for each of 800 constraints at 400 views). A row an expansion has read
    /// whole has its dummies folded into an aggregate once the placement succeeds (`Solver+DummyAggregates.swift`).
    /// Counted in the tableau's work of the first layout (cells substituted, definitions read) at 100 and 400 views:
    /// linear growth is 4×; reading the row whole gave 83,554 and 1,294,354 for seed 1027 (15.5×).
    @Test(arguments: [1027, 1118, 976] as [UInt64])
    func rowsReadWholeAreFolded(seed: UInt64) throws {
        let small = try firstLayoutTableauWork(seed: seed, n: 100)
        let large = try firstLayoutTableauWork(seed: seed, n: 400)
        expectGrowth(small, large, "cells of work", seed: seed)
    }

    /// Seed 33 (a row of cards whose trailing insets come after the links, with layout-guide spacers): each inset
    /// defines the next spacer's position between the previous card's definition and the ceiling of the position's
    /// dependants. At the midpoint of the two the gap ran out after about fifty cards, and that card's inset was
    /// expanded down the whole row (`Solver+DefinableExpansion.swift`, `rankSplit`). Counted in definitions read by
    /// expansions, at 100 and 800 views (a run-out every fifty cards shows too little at 400): linear growth is 8×,
    /// quadratic 64×; the midpoint gave 15.2× (22,477 against 1,482).
    @Test func cardInsetsExpandLinearly() throws {
        let small = try firstLayoutExpansions(seed: 33, n: 100)
        let large = try firstLayoutExpansions(seed: 33, n: 800)
        expectGrowth(small, large, "definitions expanded", seed: 33, sizes: (100, 800))
    }

    /// Seed 9 (a row of cards centred in the parent, distributed with their centres aligned one to the next): the
    /// root's fitting size measures with the root's height free, so each card's centring is a tie of defined
    /// variables (its top, its height, the root's height) that no lazy solution can take. Expanded, each went down
    /// the alignments to the first card and cancelled (`Solver+PinnedDefinitions.swift`). Counted in definitions
    /// read by expansions at 100 and 400 views: linear growth is 4×; the whole expansion gave 15.3× (5,318 and
    /// 81,365).
    @Test func centredCardsTiesExpandLinearly() throws {
        let small = try fittingSizeWork(seed: 9, n: 100).definitionsExpanded
        let large = try fittingSizeWork(seed: 9, n: 400).definitionsExpanded
        expectGrowth(small, large, "definitions expanded", seed: 9)
    }

    /// Seeds 10 and 23 (lists of cards centred in the parent before `autoDistributeViews` aligns each to the
    /// previous one): each position is defined by its centring, and an alignment that took that definition made
    /// the positions a chain, which the constraints placed after it were expanded down: rows as long as the list
    /// (`Solver+PinnedDefinitions.swift` keeps the centring). Counted in the tableau's cells after the first layout,
    /// at 100 and 400 views: with the chain, 11,448 and 135,798 for seed 23 (11.9×); 4,097 and 16,397 without.
    @Test(arguments: [10, 23] as [UInt64])
    func alignmentsAfterCentringStayShort(seed: UInt64) throws {
        let small = try firstLayoutWork(seed: seed, n: 100)
        let large = try firstLayoutWork(seed: seed, n: 400)
        expectGrowth(small.cells, large.cells, "cells", seed: seed)
    }

    /// Seed 33 (a row of cards with layout-guide spacers of equal width, closed by an optional end): a tenth of its
    /// constraints deactivated in one pass. Removed one at a time from the solved tableau, the links left the
    /// spacers' shared width defined through rows as long as the row, which every later removal rewrote (2.4 s at
    /// 1,000 views). Past its budget the batch rebuilds the tableau from the constraints held
    /// (`Solver+Rebuild.swift`). Counted in the tableau's work (cells substituted, definitions read, the rebuild's
    /// included) at 200 and 800 views: linear growth is 4×.
    @Test func deactivatingATenthWorksLinearly() throws {
        let small = try stepWork(seed: 33, n: 200, step: "1/10 of constraints deactivated")
        let large = try stepWork(seed: 33, n: 800, step: "1/10 of constraints deactivated")
        #expect(large.rebuilds > 0, "the batch rebuilt the tableau")
        expectGrowth(small.work, large.work, "cells of work", seed: 33, sizes: (200, 800))
    }

    /// Seeds 10, 19 and 5, whose batches did most of their work after their last change, where no rebuild was
    /// looked for (`Solver+Rebuild.swift`): seed 10 (a list of centred cards) activating a tenth of its constraints
    /// again optimised through rows as long as the list (1,321 pivots at 1,000 views); seed 19 (a list with
    /// optional gaps) inserting a view after every fourth placed each one's optional gap through such rows; seed 5
    /// (a row of items between equal layout-guide spacers) changing every priority optimised through its closing row.
    /// Now the batch rebuilds where it passes its budget, at its end too: the links activated again in their first
    /// places (`PlacementOrder.swift`), the size floors that entered through the dual simplex entered that way again.
    /// Counted in the tableau's work (cells substituted, definitions read, the rebuild's included) at 200 and 800
    /// views: linear growth is 4×; before, seeds 10, 19 and 5 grew 21×, 17× and 26× from 100 to 400 views.
    @Test(arguments: [
        (10, "activated again"), (19, "1 in 4 inserted (after every 4th)"), (5, "every optional priority changed"),
    ] as [(UInt64, String)])
    func batchEndsWorkLinearly(seed: UInt64, step: String) throws {
        let small = try stepWork(seed: seed, n: 200, step: step)
        let large = try stepWork(seed: seed, n: 800, step: step)
        #expect(large.rebuilds > 0, "the batch rebuilt the tableau")
        expectGrowth(small.work, large.work, "cells of work", seed: seed, sizes: (200, 800))
    }

    /// Seed 1027 (a row of items matched in size to the first, layout-guide spacers of equal width, closed at the
    /// parent's end): a view inserted after every fourth, in one pass. After the batch's first rebuild, every
    /// placement substituted into a row per item, each row one aggregate longer than at the placement before, and the
    /// batch never rebuilt again: 1,378,652 cells of work at 200 views, 11,210,297 at 400 (8.1×). A batch now rebuilds
    /// again each time it has done another budget of work (`Solver+Rebuild.swift`): 768,827 and 3,599,631, 17
    /// rebuilds at 400. Each placement still reaches a row per item, so the bound is the square's 4× (×1.5).
    @Test func batchesRebuildAgainPastEachBudget() throws {
        let step = "1 in 4 inserted (after every 4th)"
        let small = try stepWork(seed: 1027, n: 200, step: step)
        let large = try stepWork(seed: 1027, n: 400, step: step)
        #expect(large.rebuilds > 1, "the batch rebuilt the tableau more than once")
        expectGrowth(small.work, large.work, "cells of work", seed: 1027, sizes: (200, 400), power: 2)
    }

    /// Seed 1107 (a list of fixed-size items with required gaps, its end pinned to the parent's at priority 250, the
    /// root too short for it): a view inserted after every fourth, in one pass. The links decide every position, so
    /// the optional end pin is dormant. Each relink's removal woke it, and the next addition put it back while the
    /// positions below were free: expanded down the list, it stayed in the tableau, and every later relink rewrote it
    /// (23,916 cells of work at 100 views, 208,070 at 400: 8.7×, three rebuilds). Woken optional constraints now wait
    /// for the batch's end and sleep again (`Solver+DormantConstraints.swift`): 144 and 594. Linear growth is 4×.
    @Test func wokenOptionalConstraintsWaitForTheBatchEnd() throws {
        let step = "1 in 4 inserted (after every 4th)"
        let small = try stepWork(seed: 1107, n: 100, step: step)
        let large = try stepWork(seed: 1107, n: 400, step: step)
        expectGrowth(small.work, large.work, "cells of work", seed: 1107)
    }

    /// Seed 577 (a row distributed with matched sizes, a quarter of its views inserted at the end): a tenth of its
    /// constraints deactivated. The insertion's placements fold the rows they read into aggregates that spread to a row
    /// per item, and each removal puts its dummy back into every row holding one of its aggregates
    /// (`materializeDummy`). That work was not counted, so the batch never reached its rebuild budget: 1.17 s at 400
    /// views (0.26 s counted, with one rebuild). The batch now rebuilds.
    @Test func removalsThroughAggregatesCountTowardTheBudget() throws {
        let work = try stepWork(seed: 577, n: 400, step: "1/10 of constraints deactivated")
        #expect(work.rebuilds > 0, "the batch rebuilt the tableau")
    }

    /// Seed 21 (a row of cards distributed with fixed spacing, each aligned to the previous one): a quarter of its
    /// views removed as one block, one `removeFromSuperview()` each, the rest left unlinked. Each removal was a solver
    /// batch of its own, and each rewrote a definition as long as the row (the first width's, which every card's
    /// width follows), so the block cost n² (126,100 cells of work at 200 views, 1,974,250 at 800: 15.7×) and no
    /// batch passed the budget that leaves removals to a rebuild. The engine now removes every purge's solver forms
    /// in one batch at the next use of the solver, each view's optimised as its own batch was, but the views sharing
    /// one budget (`LayoutEngine+Purging.swift`): 84,739 and 350,089, one rebuild each. Linear growth is 4×.
    @Test func removingABlockOfViewsWorksLinearly() throws {
        let step = "1/4 removed as one block in the middle, left unlinked"
        let small = try stepWork(seed: 21, n: 200, step: step)
        let large = try stepWork(seed: 21, n: 800, step: step)
        expectGrowth(small.work, large.work, "cells of work", seed: 21, sizes: (200, 800))
    }

    /// Seed 342 (a list of cards distributed with matched sizes, 3 priority levels): a tenth of its constraints
    /// deactivated, then activated again. A re-added link goes through phase one, whose entering symbol met every
    /// item's error at a zero ratio: each pivot made the error's partner enter next, stopped at the next item, and
    /// substituted its row into the 70-800 rows holding the entering symbol (3,147 pivots at 400 views, 1.8 s).
    /// Phase one passes those breakpoints now, exchanging each error with its partner in its own row
    /// (`Solver+PrimalLongStep.swift`). Counted in rows substituted into at 100 and 400 views: the textbook ratio
    /// test gave 22,525 and 1,612,035 (72×), the passes 1,890 and 22,790 (12×). The rows the remaining pivots
    /// rewrite are as long as the list (every item's size is the shared one), so the bound is the square's 16×
    /// (×1.5), not linear growth.
    @Test func reactivatedLinksSubstituteAtMostQuadratically() throws {
        let small = try stepSearchWork(seed: 342, n: 100, step: "activated again", \.substitutedRows)
        let large = try stepSearchWork(seed: 342, n: 400, step: "activated again", \.substitutedRows)
        expectGrowth(small, large, "rows substituted into", seed: 342, power: 2)
    }

    /// Seed 4948 (a list of intrinsic items in two levels of cards, each item's height a multiple of the first's, a
    /// distinct priority per optional constraint): half of its constraints deactivated, then activated again. A
    /// re-added link whose row names only restricted symbols of the wrong sign goes through phase one, whose entering
    /// symbol was the lowest improving one (Bland's rule): the oldest error, which every row below the first item
    /// names. Its pivot through the list's closing row made every row as long as the list, and the next one made them
    /// short again (4.4 million of the step's 5.3 million cells at 400 views). Phase one now enters the improving
    /// symbol held by the fewest rows, as the main phase does (`Solver+Simplex.swift`). Counted in the tableau's work
    /// at 100 and 400 views: the lowest symbol gave 357,038 and 5,308,154 cells (14.9×); linear growth is 4×.
    @Test func phaseOneEntersShortColumns() throws {
        let small = try stepWork(seed: 4948, n: 100, step: "activated again")
        let large = try stepWork(seed: 4948, n: 400, step: "activated again")
        expectGrowth(small.work, large.work, "cells of work", seed: 4948)
    }

    /// Seed 4948 again: half of its constraints deactivated. Past its budget the batch rebuilds the tableau, and the
    /// frame pass then floors the sizes that went negative (`width >= 0` through the dual simplex). In the rebuilt
    /// tableau each item's free size hangs from the one before, so each floor's expansion met a free variable and
    /// defined it, but expanded whole: by every floor before it (5 to 4,802 cells for 1,600 floors at 1,600 views).
    /// A floor is now expanded only until it meets a variable it can define, as other constraints are
    /// (`Solver+DefinableExpansion.swift`). Counted in the tableau's work at 200 and 800 views: expanded whole,
    /// 61,872 and 1,174,039 cells (19×); linear growth is 4×.
    @Test func sizeFloorsDefineFreeSizesShortly() throws {
        let small = try stepWork(seed: 4948, n: 200, step: "1/2 of constraints deactivated")
        let large = try stepWork(seed: 4948, n: 800, step: "1/2 of constraints deactivated")
        #expect(large.rebuilds > 0, "the batch rebuilt the tableau")
        expectGrowth(small.work, large.work, "cells of work", seed: 4948, sizes: (200, 800))
    }

    /// The same class in four more recipes, whose reactivation it made super-linear: seeds 221, 66, 959 and 2542,
    /// "activated again" at 100 and 400 views (the hunts before and after this change found them; the phase-one
    /// change above leaves them as they were). Expanded whole, the floors gave 11.7×, 13.2×, 12.1× and 7.7× the
    /// cells of work; linear growth is 4×.
    @Test(arguments: [221, 66, 959, 2542] as [UInt64])
    func reactivationsAfterFloorsWorkLinearly(seed: UInt64) throws {
        let small = try stepWork(seed: seed, n: 100, step: "activated again")
        let large = try stepWork(seed: seed, n: 400, step: "activated again")
        expectGrowth(small.work, large.work, "cells of work", seed: seed)
    }

    /// Seed 44 (a list of cards whose intrinsic heights are matched to the anchor): a quarter of the constraints
    /// deactivated. One removed marker is held by a definition per item; the shortest holder (2 cells) names the
    /// lowest holder, whose definition is the whole chain. Solved from the shortest expanded down to the lowest's
    /// rank, the marker took that chain into every other holder (650,186 cells at 400 views against 42,536 at 100);
    /// solved beside the lowest holder, the chain stays in one definition (`Solver+DroppedDefinitions.swift`).
    @Test func markersRemovedBesideTheLowestHolderWorkLinearly() throws {
        let small = try stepWork(seed: 44, n: 100, step: "1/4 of constraints deactivated")
        let large = try stepWork(seed: 44, n: 400, step: "1/4 of constraints deactivated")
        expectGrowth(small.work, large.work, "cells of work", seed: 44)
    }

    /// Seed 366 (a list distributed with matched sizes): every link's constant changed in one pass. The items share
    /// one size that every link decides, so each link's marker is in a row per item, and, folded again and again
    /// into aggregates (148 at 400 items, each of every link), in each aggregate's rows: shifted one link at a time,
    /// a batch reached every aggregate's rows once per link (19,160 rows per link at 400 items). A batch now sums the
    /// aggregates' steps first and reaches each aggregate's rows once (`Solver+Shift.swift`). Counted in rows and
    /// aggregates reached at 200 and 400 views: one link at a time, 831,196 and 6,972,918 (8.4×, cubic); together,
    /// 42,241 and 192,234 (4.6×). n links each in a row per item are n² reaches in this tableau, so the bound is the
    /// square's 4× (×1.5). Measured at 300 and 600 views: since removed markers are solved from definitions that do
    /// not amplify (`Solver+DroppedDefinitions.swift`), the insertions before this step leave the 200-view tableau a
    /// lucky one (1,615 reaches at 200, 5,538 at 300, 12,164 at 400, 19,995 at 600, 44,447 at 800: quadratic from
    /// 300 on, as 2,090, 4,453, 8,809, 18,065 and 36,163 were before).
    @Test func batchedLinkConstantsReachEachAggregateOnce() throws {
        let small = try stepSearchWork(seed: 366, n: 300, step: "every link constant +5", \.shiftReaches)
        let large = try stepSearchWork(seed: 366, n: 600, step: "every link constant +5", \.shiftReaches)
        expectGrowth(small, large, "shift reaches", seed: 366, sizes: (300, 600), power: 2)
    }

    /// The growth of one search-work count over step `step` of seed `seed`'s recipe at `n` views (the steps before
    /// it run first); every step's layout is checked against the required constraints.
    private func stepSearchWork(
        seed: UInt64, n: Int, step name: String, _ count: KeyPath<SearchWork, Int>
    ) throws -> Int {
        let scene = HuntScene(recipe: HuntRecipe(seed: seed), n: n)
        for step in scene.steps() {
            let before = scene.root.hierarchyEngine?.solver.searchWork[keyPath: count] ?? 0
            step.perform()
            #expect(step.check() == nil, "\(step.name): \(step.check() ?? "")")
            if step.name == name {
                let solver = try #require(scene.root.hierarchyEngine?.solver)
                return solver.searchWork[keyPath: count] - before
            }
        }
        Issue.record("seed \(seed) has no step \(name)")
        return 0
    }

    /// The tableau work of step `step` of seed `seed`'s recipe at `n` views (the steps before it run first), and the
    /// rebuilds it made; every step's layout is checked against the required constraints.
    private func stepWork(seed: UInt64, n: Int, step name: String) throws -> (work: Int, rebuilds: Int) {
        let scene = HuntScene(recipe: HuntRecipe(seed: seed), n: n)
        for step in scene.steps() {
            let solver = scene.root.hierarchyEngine?.solver
            let before = (solver?.tableauWork ?? 0, solver?.searchWork.tableauRebuilds ?? 0)
            step.perform()
            #expect(step.check() == nil, "\(step.name): \(step.check() ?? "")")
            if step.name == name {
                let solver = try #require(scene.root.hierarchyEngine?.solver)
                return (solver.tableauWork - before.0, solver.searchWork.tableauRebuilds - before.1)
            }
        }
        Issue.record("seed \(seed) has no step \(name)")
        return (0, 0)
    }

    /// The tableau work (cells substituted, definitions read) of the first layout of seed `seed`'s recipe at `n` views,
    /// whose layout is checked against the required constraints.
    private func firstLayoutTableauWork(seed: UInt64, n: Int) throws -> Int {
        let scene = HuntScene(recipe: HuntRecipe(seed: seed), n: n)
        scene.root.layoutIfNeeded()
        #expect(scene.check() == nil, "seed \(seed) at \(n) views: \(scene.check() ?? "")")
        return try #require(scene.root.hierarchyEngine?.solver).tableauWork
    }

    /// The definitions read by expansions in the first layout of seed `seed`'s recipe at `n` views.
    private func firstLayoutExpansions(seed: UInt64, n: Int) throws -> Int {
        let scene = HuntScene(recipe: HuntRecipe(seed: seed), n: n)
        scene.root.layoutIfNeeded()
        return try #require(scene.root.hierarchyEngine?.solver).searchWork.definitionsExpanded
    }

    /// Seed 20 (a grid of row views whose cells have intrinsic sizes, each row's end at least the parent's end):
    /// the root's fitting size makes every row's width one shared size pulled to zero. Placed strongest first, the
    /// waiting content constraints defined that size through the first row's cells, every other row's end named
    /// their errors, and the optimisation passed that hub from row to row, one pivot through every row per row
    /// (rows substituted into 16× for 4× the views; 0.9 → 2.7 s at 3,000). In the order they came, it is linear.
    /// Counted at 400 and 1,600 views: with the labels' content paired in the measuring engine, the count steps up
    /// once between 200 and 400 views (481 → 3,032, the rows longer than a threshold) and then doubles with the views
    /// (6,072 at 800, 12,152 at 1,600).
    @Test func fittingSizeSubstitutionsGrowLinearly() throws {
        let small = try fittingSizeWork(seed: 20, n: 400).substitutedRows
        let large = try fittingSizeWork(seed: 20, n: 1600).substitutedRows
        expectGrowth(small, large, "rows substituted into", seed: 20, sizes: (400, 1600))
    }

    /// Expects `large`, counted at `sizes.large` views, to be at most 1.5× what linear growth from `small` (counted
    /// at `sizes.small`) gives, or growth as the views' count to `power` where this tableau cannot do better.
    private func expectGrowth(
        _ small: Int, _ large: Int, _ what: String, seed: UInt64, sizes: (small: Int, large: Int) = (100, 400),
        power: Double = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let growth = pow(Double(sizes.large) / Double(sizes.small), power)
        #expect(
            Double(large) <= 1.5 * growth * Double(max(small, 1)),
            "seed \(seed): \(small) \(what) at \(sizes.small) views, \(large) at \(sizes.large)",
            sourceLocation: sourceLocation)
    }

    /// The search work of the fitting size of seed `seed`'s root at `n` views, measured afresh after its first
    /// layout (the measuring engine's counters).
    private func fittingSizeWork(seed: UInt64, n: Int) throws -> SearchWork {
        let scene = HuntScene(recipe: HuntRecipe(seed: seed), n: n)
        scene.root.layoutIfNeeded()
        _ = scene.root.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize)
        let engine = try #require(scene.root.keptMeasuringEngine as? LayoutEngine)
        return engine.solver.searchWork
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
