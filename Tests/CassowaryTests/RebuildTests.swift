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
