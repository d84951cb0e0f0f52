import Cassowary
import Testing

/// The classic Cassowary examples and the basic behaviours every incremental solver must show.
@Suite("Cassowary textbook cases")
struct TextbookTests {
    @Test("variables keep their names; a fresh variable is 0")
    func variablesAndNames() {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        #expect(left != width)
        #expect(solver.name(of: left) == "left")
        #expect(solver.name(of: width) == "width")
        #expect(solver.value(of: left) == 0)
        #expect(solver.constraintCount == 0)
        let unnamed = solver.makeVariable()
        #expect(solver.name(of: unnamed) == unnamed.description)
        #expect(Set([left, width, unnamed]).count == 3)
    }

    @Test("simple equalities: x == 10, x + y == 20, 2x + 3y == 12, 3z == 1, x + x == 10")
    func simpleEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        let z = solver.makeVariable(named: "z"), w = solver.makeVariable(named: "w")
        try solver.addConstraint(Constraint(x - 10, .equal))
        expectValue(solver, x, 10)
        try solver.addConstraint(Constraint(x + y, .equal, LinearExpression(constant: 20)))
        expectValues(solver, [x, y], [10, 10])
        let u = solver.makeVariable(named: "u"), v = solver.makeVariable(named: "v")
        try solver.addConstraint(Constraint(2 * u + 3 * v - 12, .equal))
        try solver.addConstraint(Constraint(LinearExpression(u), .equal, LinearExpression(constant: 3)))
        expectValues(solver, [u, v], [3, 2])
        try solver.addConstraint(Constraint(3 * z, .equal, LinearExpression(constant: 1)))
        expectValue(solver, z, 1.0 / 3.0)
        try solver.addConstraint(Constraint(w + w - 10, .equal))  // repeated terms add up
        expectValue(solver, w, 5)
        #expect(solver.constraintCount == 6)
    }

    @Test("variables are unrestricted: they go negative")
    func negativeValues() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraint(Constraint(x + 50, .equal))
        try solver.addConstraint(Constraint(y + 20, .lessThanOrEqual))
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, strength: .weak))
        expectValues(solver, [x, y], [-50, -20])
    }

    @Test(
        "an inequality clips an optional preference",
        arguments: [
            // (lower bound, upper bound, preferred value, expected value)
            (100.0, 1000.0, 50.0, 100.0),
            (-1000.0, 20.0, 50.0, 20.0),
            (10.0, 20.0, 15.0, 15.0),
            (-30.0, -10.0, 0.0, -10.0),
            (-30.0, -10.0, -40.0, -30.0),
        ])
    func inequalityClipping(lower: Double, upper: Double, preferred: Double, expected: Double) throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(x - preferred, .equal, strength: .weak))
        try solver.addConstraint(Constraint(x - lower, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: upper)))
        expectValue(solver, x, expected)
    }

    @Test("the stronger of two conflicting preferences wins, whatever the order they were added in")
    func strengthOrdering() throws {
        for strongFirst in [false, true] {
            let solver = Solver()
            let x = solver.makeVariable(named: "x")
            let weak = Constraint(x - 10, .equal, strength: .weak)
            let medium = Constraint(x - 15, .equal, strength: .medium)
            let strong = Constraint(x - 20, .equal, strength: .strong)
            for constraint in strongFirst ? [strong, medium, weak] : [weak, medium, strong] {
                try solver.addConstraint(constraint)
            }
            expectValue(solver, x, 20)
            try solver.removeConstraint(strong)
            expectValue(solver, x, 15)
            try solver.removeConstraint(medium)
            expectValue(solver, x, 10)
        }
    }

    @Test("a required constraint beats every optional one")
    func requiredBeatsOptional() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(x - 20, .equal, strength: .strong))
        try solver.addConstraint(Constraint(x - 30, .equal, strength: Strength(1e300)))
        try solver.addConstraint(Constraint(x - 10, .equal))
        expectValue(solver, x, 10)
    }

    @Test("a non-finite level is required")
    func infiniteLevelIsRequired() throws {
        #expect(Strength(.infinity).isRequired)
        #expect(Strength(.nan).isRequired)
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(x - 20, .equal, strength: .strong))
        try solver.addConstraint(Constraint(x - 10, .equal, strength: Strength(.infinity)))
        expectValue(solver, x, 10)
        let conflicting = Constraint(x - 11, .equal, strength: Strength(.infinity))
        #expect(isUnsatisfiable(solverError { try solver.addConstraint(conflicting) }, for: conflicting))
    }

    @Test("redundant but consistent required constraints are accepted")
    func redundantRequired() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        let first = Constraint(x - 10, .equal)
        let second = Constraint(x - 10, .equal)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.addConstraint(Constraint(x + y - 30, .equal))
        try solver.addConstraint(Constraint(2 * x + 2 * y - 60, .equal))  // a multiple of the previous one
        try solver.addConstraint(Constraint(x - 10, .greaterThanOrEqual))  // tight
        #expect(solver.constraintCount == 5)
        expectValues(solver, [x, y], [10, 20])
        try solver.removeConstraint(first)
        expectValues(solver, [x, y], [10, 20])
        #expect(solver.constraintCount == 4)
    }

    @Test("x == 10 then x == 11 is unsatisfiable and names x == 10 as the conflict")
    func conflictingRequired() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let ten = Constraint(x - 10, .equal, name: "x == 10")
        let eleven = Constraint(x - 11, .equal, name: "x == 11")
        try solver.addConstraint(ten)
        let error = solverError { try solver.addConstraint(eleven) }
        #expect(isUnsatisfiable(error, for: eleven), "got \(String(describing: error))")
        #expect(conflicts(of: error)?.contains { $0 === ten } == true)
        #expect(conflicts(of: error)?.contains { $0 === eleven } == false)
        expectValue(solver, x, 10)
        #expect(!solver.hasConstraint(eleven))
        #expect(solver.constraintCount == 1)
    }

    @Test("the conflicts of an unsatisfiable inequality are the constraints that bound it")
    func conflictingInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        let lower = Constraint(x - 10, .greaterThanOrEqual, name: "x >= 10")
        let link = Constraint(y - x, .greaterThanOrEqual, name: "y >= x")
        let unrelated = Constraint(x - 1000, .lessThanOrEqual, name: "x <= 1000")
        let weak = Constraint(LinearExpression(y), .equal, strength: .weak)
        for constraint in [lower, link, unrelated, weak] { try solver.addConstraint(constraint) }
        expectValues(solver, [x, y], [10, 10])
        let cap = Constraint(y - 5, .lessThanOrEqual, name: "y <= 5")
        let error = solverError { try solver.addConstraint(cap) }
        #expect(isUnsatisfiable(error, for: cap))
        let named = conflicts(of: error) ?? []
        #expect(named.contains { $0 === lower } && named.contains { $0 === link }, "conflicts \(named)")
        #expect(!named.contains { $0 === weak }, "an optional constraint is never a conflict")
    }

    @Test("a required constant-only constraint: 0 == 0 holds, 5 == 0 is unsatisfiable with no conflicts")
    func constantConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(x - 3, .equal))
        try solver.addConstraint(Constraint(LinearExpression(constant: 0), .equal))
        try solver.addConstraint(Constraint(LinearExpression(constant: -5), .lessThanOrEqual))
        try solver.addConstraint(Constraint(x - x, .equal))
        try solver.addConstraint(Constraint(LinearExpression(constant: 5), .equal, strength: .weak))
        let impossible = Constraint(LinearExpression(constant: 5), .equal)
        let error = solverError { try solver.addConstraint(impossible) }
        #expect(isUnsatisfiable(error, for: impossible))
        #expect(conflicts(of: error)?.isEmpty == true)
        let negative = Constraint(LinearExpression(constant: 1), .lessThanOrEqual)
        #expect(isUnsatisfiable(solverError { try solver.addConstraint(negative) }, for: negative))
        expectValue(solver, x, 3)
        #expect(solver.constraintCount == 5)
    }

    @Test("the midpoint example: xm = (xl + xr) / 2 follows edits of xm and of xl")
    func midpoint() throws {
        let solver = Solver()
        let xl = solver.makeVariable(named: "xl")
        let xm = solver.makeVariable(named: "xm")
        let xr = solver.makeVariable(named: "xr")
        try solver.addConstraints([
            Constraint(LinearExpression(xm), .equal, (xl + xr) / 2),
            Constraint(xl + 10, .lessThanOrEqual, LinearExpression(xr)),
            Constraint(xl + 10, .greaterThanOrEqual),
            Constraint(xr - 100, .lessThanOrEqual),
            // Stays at different levels so that every edit has one answer.
            Constraint(xl - 20, .equal, strength: .weak),
            Constraint(xr - 80, .equal, strength: .medium),
        ])
        expectValues(solver, [xl, xm, xr], [20, 50, 80])

        try solver.addEditVariable(xm, strength: .strong)
        #expect(solver.hasEditVariable(xm))
        // (suggested xm, then expected xl, xm, xr)
        let moves: [(Double, [Double])] = [
            (60, [40, 60, 80]),  // xr stays (medium), xl moves
            (95, [90, 95, 100]),  // xl + 10 <= xr <= 100 pushes xr off its stay
            (200, [90, 95, 100]),  // clipped at the top
            (-50, [-10, -5, 0]),  // clipped at the bottom: xl >= -10, xr >= xl + 10
            (50, [20, 50, 80]),  // back to the stays
        ]
        for (suggestion, expected) in moves {
            try solver.suggestValue(suggestion, for: xm)
            expectValues(solver, [xl, xm, xr], expected)
        }
        try solver.removeEditVariable(xm)
        #expect(!solver.hasEditVariable(xm))
        expectValues(solver, [xl, xm, xr], [20, 50, 80])

        try solver.addEditVariable(xl, strength: .strong)
        for (suggestion, expected) in [(50.0, [50.0, 65, 80]), (95, [90, 95, 100]), (-30, [-10, 35, 80])] {
            try solver.suggestValue(suggestion, for: xl)
            expectValues(solver, [xl, xm, xr], expected)
        }
    }

    @Test("a chain of inequalities: x[i+1] >= x[i] + 10 with weak stays at 0")
    func inequalityChain() throws {
        let solver = Solver()
        let xs = (0..<20).map { solver.makeVariable(named: "x\($0)") }
        try solver.addConstraint(Constraint(LinearExpression(xs[0]), .greaterThanOrEqual))
        for index in xs.indices {
            try solver.addConstraint(Constraint(LinearExpression(xs[index]), .equal, strength: .weak))
            if index > 0 { try solver.addConstraint(Constraint(xs[index] - xs[index - 1] - 10, .greaterThanOrEqual)) }
        }
        expectValues(solver, xs, xs.indices.map { Double($0) * 10 })
        try solver.addConstraint(Constraint(xs[0] - 5, .equal))
        expectValues(solver, xs, xs.indices.map { Double($0) * 10 + 5 })
    }

    @Test("a chain of equalities follows its one weak anchor")
    func equalityChain() throws {
        let solver = Solver()
        let xs = (0..<10).map { solver.makeVariable(named: "x\($0)") }
        for index in 1..<xs.count {
            try solver.addConstraint(Constraint(LinearExpression(xs[index]), .equal, xs[index - 1] * 2 + 1))
        }
        let anchor = Constraint(xs[0] - 1, .equal, strength: .weak)
        try solver.addConstraint(anchor)
        var expected = [1.0]
        for _ in 1..<xs.count { expected.append(expected[expected.count - 1] * 2 + 1) }
        expectValues(solver, xs, expected)
        try solver.addConstraint(Constraint(xs[9] - 511, .equal, strength: .medium))
        expectValues(solver, xs, expected.map { ($0 + 1) / 2 - 1 })
    }
}
