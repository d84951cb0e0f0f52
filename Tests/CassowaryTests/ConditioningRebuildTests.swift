@testable import Cassowary
import Testing

/// The rebuild of a tableau whose rows ran away (`Solver+Conditioning.swift`): a row stored past the coefficient
/// limit makes the batch rebuild at its next change or at its end, the values stay the optimum, and a tableau the
/// rebuild cannot improve is not rebuilt at every batch. The limit is lowered here so that plain chains pass it; the
/// rows that really run away take hundreds of matched items (`MatchedRowRelinkTests`).
@Suite("Rebuilds of a tableau whose rows ran away")
struct ConditioningRebuildTests {
    /// A chain `x[i+1] == x[i] + 10` from `x[0] == 5` and `y == 3·x[0]`, built in one batch (a build from empty
    /// never rebuilds), with the limit at 2: `y`'s row, stored past it, sets the flag.
    private func chain() throws -> (solver: Solver, xs: [Variable], y: Variable, pin: Constraint) {
        let solver = Solver()
        solver.coefficientLimit = 2
        let xs = (0..<20).map { _ in solver.makeVariable() }
        let y = solver.makeVariable()
        let pin = Constraint(xs[0] - 5, .equal)
        try solver.performBatch { () throws(SolverError) in
            try solver.addConstraint(pin)
            for index in 1..<xs.count {
                try solver.addConstraint(Constraint(xs[index] - xs[index - 1] - 10, .equal))
            }
            try solver.addConstraint(Constraint(y - 3 * xs[0], .equal))
        }
        return (solver, xs, y, pin)
    }

    @Test("a row past the limit rebuilds the tableau at the batch's next change, and the values stay exact")
    func rowPastTheLimitRebuilds() throws {
        let (solver, xs, y, pin) = try chain()
        #expect(solver.rowIsIllConditioned)
        #expect(solver.searchWork.tableauRebuilds == 0)
        try solver.performBatch { () throws(SolverError) in
            try solver.setConstant(-7, of: pin)
        }
        #expect(solver.searchWork.tableauRebuilds == 1)
        #expect(solver.searchWork.conditioningRebuildsTried == 1)
        #expect(xs.indices.allSatisfy { abs(solver.value(of: xs[$0]) - (7 + 10 * Double($0))) < 1e-9 })
        #expect(abs(solver.value(of: y) - 21) < 1e-9)
    }

    @Test("outside a batch nothing is rebuilt")
    func noRebuildOutsideABatch() throws {
        let (solver, xs, _, pin) = try chain()
        try solver.setConstant(-7, of: pin)
        try solver.addConstraint(Constraint(xs[3] - 4 * xs[0], .greaterThanOrEqual, strength: .weak))
        #expect(solver.searchWork.conditioningRebuildsTried == 0)
        #expect(abs(solver.value(of: xs[19]) - 197) < 1e-9)
    }

    /// Every batch stores a new row past the lowered limit (`z == 3·x[0]` for a new `z`): the flag is set again each
    /// time, but a rebuild for it waits for a rebuild's budget of work since the last.
    @Test("a tableau that keeps passing the limit is not rebuilt at every batch")
    func rebuildsAreSpaced() throws {
        let (solver, xs, _, pin) = try chain()
        var zs: [Variable] = []
        for step in 0..<60 {
            let z = solver.makeVariable()
            zs.append(z)
            try solver.performBatch { () throws(SolverError) in
                try solver.setConstant(-Double(step % 7), of: pin)
                try solver.addConstraint(Constraint(z - 3 * xs[0], .equal))
            }
        }
        #expect(solver.searchWork.conditioningRebuildsTried >= 1)
        #expect(solver.searchWork.conditioningRebuildsTried <= 3)
        #expect(zs.allSatisfy { abs(solver.value(of: $0) - 3 * Double(59 % 7)) < 1e-9 })
    }
}
