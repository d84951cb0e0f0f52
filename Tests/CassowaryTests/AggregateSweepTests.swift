@testable import Cassowary
import Testing

/// A sweep of unused aggregates made while a row is being folded (`Solver+DummyAggregates.swift`): the row is
/// outside the column index, so the aggregates it holds look unused to the sweep.
@Suite("A sweep inside a fold")
struct AggregateSweepTests {
    /// Folds `row` into a new aggregate (every fold allowed), as a row about to be substituted is folded.
    private static func fold(_ row: inout Row, in solver: Solver) {
        solver.foldDummies(in: &row, substitutedFor: solver.makeSymbol(.slack))
    }

    /// The symbols `row` holds.
    private static func symbols(of row: Row) -> [Symbol] {
        var symbols: [Symbol] = []
        row.cells.forEachKey { symbols.append($0) }
        return symbols
    }

    @Test("keeps the aggregates the folded row holds, and never makes one a member")
    func sweepKeepsTheFoldedRowsAggregates() throws {
        let solver = Solver()
        solver.foldedDummyMinimum = 2
        solver.foldedHolderMinimum = 0
        // An aggregate of two dummies, held by no row of the tableau: only by the row below.
        var first = Row()
        first.add(solver.makeSymbol(.dummy), 1)
        first.add(solver.makeSymbol(.dummy), -1)
        Self.fold(&first, in: solver)
        let folded = Self.symbols(of: first)
        try #require(folded.count == 1)
        let older = folded[0]
        #expect(solver.isAggregate(older))
        // A row holding it and two more dummies, folded when a sweep is due.
        var second = first
        second.add(solver.makeSymbol(.dummy), 2)
        second.add(solver.makeSymbol(.dummy), 3)
        solver.nextAggregateSweep = 0
        Self.fold(&second, in: solver)
        // The row holds the older aggregate still, and a newer one of the two plain dummies. (Released by the sweep,
        // the older aggregate's symbol became a plain dummy, a member of the newer aggregate, and, freed, the newer
        // aggregate's own symbol: the row held that one symbol, a member of itself.)
        let held = Self.symbols(of: second)
        let newer = try #require(held.first { $0 != older })
        #expect(held.count == 2 && held.contains(older))
        #expect(solver.isAggregate(older) && solver.isAggregate(newer))
        #expect(solver.aggregatesHolding[older] == nil)
        #expect(solver.aggregateMembers[newer]?.cells.count == 2)
        #expect(solver.aggregateMembers[newer]?.cells[older] == nil)
    }

    /// A placement folds its subject row, then the lazy solution the definitions take, and only then puts both in the
    /// tableau: a sweep in the second fold saw the first row's new aggregate in no column and released it. The rows
    /// the subject was substituted into then held a plain dummy where the markers of three constraints should be
    /// (`ChainOrderTests`' folded chains, seed 3977: removing one of them later broke a required inequality).
    @Test("keeps the aggregates of a row folded before it, still outside the tableau")
    func sweepKeepsTheAggregatesOfTheRowFoldedBefore() throws {
        let solver = Solver()
        solver.foldedDummyMinimum = 2
        solver.foldedHolderMinimum = 0
        let (a, b) = (solver.makeSymbol(.dummy), solver.makeSymbol(.dummy))
        var first = Row()
        first.add(a, 1)
        first.add(b, -1)
        Self.fold(&first, in: solver)
        let aggregate = try #require(Self.symbols(of: first).first)
        #expect(solver.isAggregate(aggregate))
        var second = Row()
        second.add(solver.makeSymbol(.dummy), 2)
        second.add(solver.makeSymbol(.dummy), 3)
        solver.nextAggregateSweep = 0
        solver.foldDummies(in: &second, substitutedFor: solver.makeSymbol(.slack), keeping: first)
        #expect(solver.aggregateMembers[aggregate]?.cells.count == 2)
        #expect(solver.aggregateMembers[aggregate]?.cells[a] == 1 && solver.aggregateMembers[aggregate]?.cells[b] == -1)
        #expect(!Self.symbols(of: second).contains(aggregate))
    }

    /// A sweep frees the aggregates it releases in symbol order. It once freed them in the order its dictionary listed
    /// them, which a run's hash seed decides; freed symbols are reused, and which symbol takes which role decides the
    /// simplex's ties: in three runs of the test binary, the folded chains of `ChainOrderTests` seeds 3008 and 3977
    /// ended in three different tableaus.
    @Test("releases unused aggregates in symbol order")
    func sweepReleasesInSymbolOrder() throws {
        let solver = Solver()
        solver.foldedDummyMinimum = 2
        solver.foldedHolderMinimum = 0
        var aggregates: [Symbol] = []
        for _ in 0..<12 {
            var row = Row()
            row.add(solver.makeSymbol(.dummy), 1)
            row.add(solver.makeSymbol(.dummy), -1)
            Self.fold(&row, in: solver)
            aggregates.append(try #require(Self.symbols(of: row).first))
        }
        // None of them is held by a row of the tableau: all are released.
        let freedBefore = solver.freeSymbols.count
        solver.sweepAggregates(keepingThoseIn: Row())
        let freed = Array(solver.freeSymbols.dropFirst(freedBefore))
        #expect(freed.filter(aggregates.contains) == aggregates.sorted())
        #expect(aggregates.allSatisfy { !solver.isAggregate($0) })
    }
}
