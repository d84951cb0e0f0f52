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
}
