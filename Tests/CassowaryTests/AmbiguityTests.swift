import Cassowary
import Testing

/// `isAmbiguous(v)`: some other (lexicographically) optimal solution gives `v` a different value.
@Suite("Ambiguity")
struct AmbiguityTests {
    @Test("x >= 0 alone leaves x free; x == 5 pins it")
    func inequalityVersusEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(y - 5, .equal))
        #expect(solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.value(of: x) >= -1e-9)
    }

    @Test("an optional preference resolves an inequality's freedom")
    func preferenceResolves() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual))
        let preference = Constraint(x - 3, .equal, strength: .weak)
        try solver.addConstraint(preference)
        #expect(!solver.isAmbiguous(x))
        expectValue(solver, x, 3)
        try solver.setConstant(3, of: preference)  // x == -3: clipped to 0, still a single optimum
        #expect(!solver.isAmbiguous(x))
        expectValue(solver, x, 0)
        try solver.removeConstraint(preference)
        #expect(solver.isAmbiguous(x))
    }

    @Test("a variable in no constraint, or only in an optional inequality that holds, is free")
    func unconstrained() throws {
        let solver = Solver()
        let free = solver.makeVariable(named: "free")
        let x = solver.makeVariable(named: "x")
        #expect(solver.isAmbiguous(free))
        try solver.addConstraint(Constraint(x - 10, .lessThanOrEqual, strength: .strong))
        #expect(solver.isAmbiguous(x))
        #expect(solver.value(of: x) <= 10 + 1e-9)
    }

    @Test("x + y == 10 leaves both free until one is preferred")
    func sharedFreedom() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraint(Constraint(x + y - 10, .equal))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.addConstraint(Constraint(x - 4, .equal, strength: .weak))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        expectValues(solver, [x, y], [4, 6])
    }

    @Test("a tie between equal-level wishes is ambiguous; a lower level breaks it")
    func tieBrokenByLowerLevel() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, strength: .weak))
        try solver.addConstraint(Constraint(x - 10, .equal, strength: .weak))
        #expect(solver.isAmbiguous(x))
        let value = solver.value(of: x)
        #expect(value >= -1e-9 && value <= 10 + 1e-9, "x = \(value) is not on the optimal segment [0, 10]")
        let breaker = Constraint(x - 2, .equal, strength: Strength(0.5))
        try solver.addConstraint(breaker)
        #expect(!solver.isAmbiguous(x))
        expectValue(solver, x, 2)
        // A breaker outside the segment stops at its end, uniquely.
        try solver.setConstant(-30, of: breaker)
        #expect(!solver.isAmbiguous(x))
        expectValue(solver, x, 10)
    }

    @Test("three equal-level wishes: the median is the unique optimum")
    func medianIsUnique() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        for target in [0.0, 4, 10] {
            try solver.addConstraint(Constraint(x - target, .equal, strength: .medium))
        }
        #expect(!solver.isAmbiguous(x))
        expectValue(solver, x, 4)
    }

    @Test("degenerate: x >= 0 and x <= 0 pin x; an edit pins its variable")
    func degenerateAndEdits() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(LinearExpression(x), .lessThanOrEqual))
        #expect(!solver.isAmbiguous(x))
        expectValue(solver, x, 0)
        try solver.addConstraint(Constraint(y - x, .greaterThanOrEqual))
        #expect(solver.isAmbiguous(y))
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(25, for: y)
        #expect(!solver.isAmbiguous(y))
        expectValue(solver, y, 25)
        try solver.suggestValue(-25, for: y)
        #expect(!solver.isAmbiguous(y))
        expectValue(solver, y, 0)
    }

    @Test("a degenerate vertex: u >= 0, v >= 0, u >= v leave both free at the origin")
    func degenerateOrigin() throws {
        for optionalLink in [false, true] {
            let solver = Solver()
            let u = solver.makeVariable(named: "u"), v = solver.makeVariable(named: "v")
            try solver.addConstraint(Constraint(LinearExpression(u), .greaterThanOrEqual))
            try solver.addConstraint(Constraint(LinearExpression(v), .greaterThanOrEqual))
            try solver.addConstraint(Constraint(u - v, .greaterThanOrEqual, strength: optionalLink ? .weak : .required))
            // Every point with u >= v >= 0 is optimal: both move.
            #expect(solver.isAmbiguous(u), "u, optional link \(optionalLink)")
            #expect(solver.isAmbiguous(v), "v, optional link \(optionalLink)")
        }
    }

    @Test("a width between two bounds with an optional ≤ that already holds stays free")
    func slackOptionalInequality() throws {
        let solver = Solver()
        let width = solver.makeVariable(named: "width")
        try solver.addConstraint(Constraint(width - 100, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(width - 300, .lessThanOrEqual))
        try solver.addConstraint(Constraint(width - 500, .lessThanOrEqual, strength: .weak))
        #expect(solver.isAmbiguous(width))
        try solver.addConstraint(Constraint(width - 500, .greaterThanOrEqual, strength: .weak))
        #expect(!solver.isAmbiguous(width))
        expectValue(solver, width, 300)
    }
}
