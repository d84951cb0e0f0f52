@testable import Cassowary
import Testing

/// Rebuilding the tableau from the constraints held (`Solver+Rebuild.swift`) when a rebuilt row would run away: a
/// coefficient past 10⁶ or a constant past 10⁹ means definitions that amplify one another, and the sums that should
/// cancel then lose the layout's points to rounding (a two-level list of 600 cards rebuilt in the order a
/// reactivation leaves it broke required links by up to 964 points). Such a rebuild is given up and the tableau kept
/// as it was; the values stay exact either way. (The randomized harness checks rebuilds that go through.)
@Suite("Rebuilds whose rows would run away")
struct RebuildTests {
    /// A chain `x[i+1] == x[i] + 10` from `x[0] == 5`, plus `y == factor × x[0]`; then, in one batch that rebuilds
    /// before every change, `x[0]` moved to 7. Returns the rebuilds made and whether every value is exact.
    private func chainBatch(factor: Double) throws -> (rebuilds: Int, exact: Bool) {
        let solver = Solver()
        let xs = (0..<20).map { _ in solver.makeVariable() }
        let y = solver.makeVariable()
        let pin = Constraint(xs[0] - 5, .equal)
        try solver.addConstraint(pin)
        for index in 1..<xs.count {
            try solver.addConstraint(Constraint(xs[index] - xs[index - 1] - 10, .equal))
        }
        try solver.addConstraint(Constraint(y - factor * xs[0], .equal))
        solver.rebuildsEagerly = true
        let before = solver.searchWork.tableauRebuilds
        try solver.performBatch { () throws(SolverError) in
            try solver.setConstant(-7, of: pin)
            try solver.addConstraint(Constraint(xs[1] - xs[0] - 10, .equal))
        }
        let exact = xs.indices.allSatisfy { abs(solver.value(of: xs[$0]) - (7 + 10 * Double($0))) < 1e-9 }
            && abs(solver.value(of: y) - factor * 7) < 1e-9 * max(1, factor * 7)
        return (solver.searchWork.tableauRebuilds - before, exact)
    }

    /// Removals in a batch past its budget wait for its rebuild (`Solver+PendingRemovals.swift`); when that rebuild is
    /// given up (a row would run away), they are made one at a time, and the solver reads as if they had been made at
    /// once: the constraint is gone from the call on, the values are the remaining constraints' optimum.
    @Test("removals left to a rebuild that is given up are made one at a time", arguments: [2.0, 1e7])
    func removalsOutliveARefusedRebuild(factor: Double) throws {
        let solver = Solver()
        let xs = (0..<21).map { _ in solver.makeVariable() }
        let y = solver.makeVariable()
        try solver.addConstraint(Constraint(xs[0] - 5, .equal))
        var links: [Constraint] = []
        for index in 1..<xs.count {
            links.append(Constraint(xs[index] - xs[index - 1] - 10, .equal))
            try solver.addConstraint(links[index - 1])
        }
        try solver.addConstraint(Constraint(y - factor * xs[0], .equal))
        let wishes = xs.indices.map { Constraint(xs[$0] - 3 * Double($0), .equal, strength: .weak) }
        try solver.addConstraints(wishes)
        solver.rebuildsEagerly = true
        let removed = [links[4], links[11]]
        let before = solver.searchWork.tableauRebuilds
        try solver.performBatch { () throws(SolverError) in
            for link in removed { try solver.removeConstraint(link) }
            #expect(removed.allSatisfy { !solver.hasConstraint($0) }, "gone from the call on")
            #expect(solver.constraintCount == 1 + links.count - 2 + 1 + wishes.count)
        }
        #expect((solver.searchWork.tableauRebuilds > before) == (factor < 1e6), "a runaway rebuild is given up")
        // Items 5 and 12 start new runs (5-11 and 12-20), each placed where the sum of its wishes' violations (3·index
        // each, the items 10 apart) is least: at its middle item's wish, x = 10·index − 7·middle.
        let expected = xs.indices.map { index -> Double in
            index >= 12 ? 10 * Double(index) - 112 : index >= 5 ? 10 * Double(index) - 56 : 5 + 10 * Double(index)
        }
        expectValues(solver, xs, expected, tolerance: 1e-6)
        #expect(solver.tableauFormBreach() == nil && solver.staleValue() == nil)
    }

    @Test("a rebuild goes through when its rows stay small, and is given up when one would run away")
    func runawayRowsKeepTheTableau() throws {
        let small = try chainBatch(factor: 2)
        #expect(small.rebuilds > 0, "the batch rebuilt the tableau")
        #expect(small.exact)
        let runaway = try chainBatch(factor: 1e7)
        #expect(runaway.rebuilds == 0, "a rebuild storing y = 1e7 × x[0] is given up")
        #expect(runaway.exact)
    }
}
