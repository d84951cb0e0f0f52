import Cassowary
import Testing

/// Every `SolverError` case, and that the solver is exactly as it was after each refusal.
@Suite("Solver errors leave the solver unchanged")
struct ErrorTests {
    /// A small solved system: x in [0, 100], y == x + 10, strong x == 30, weak y == 0, an edit on z.
    private struct Fixture {
        let solver = Solver()
        let x: Variable, y: Variable, z: Variable
        let constraints: [Constraint]

        init() throws {
            x = solver.makeVariable(named: "x")
            y = solver.makeVariable(named: "y")
            z = solver.makeVariable(named: "z")
            constraints = [
                Constraint(LinearExpression(x), .greaterThanOrEqual, name: "x >= 0"),
                Constraint(x - 100, .lessThanOrEqual, name: "x <= 100"),
                Constraint(LinearExpression(y), .equal, x + 10, name: "y == x + 10"),
                Constraint(x - 30, .equal, strength: .strong, name: "x == 30 strong"),
                Constraint(LinearExpression(y), .equal, strength: .weak, name: "y == 0 weak"),
                Constraint(z - x, .greaterThanOrEqual, name: "z >= x"),
            ]
            try solver.addConstraints(constraints)
            try solver.addEditVariable(z, strength: .medium)
            try solver.suggestValue(70, for: z)
        }

        var variables: [Variable] { [x, y, z] }

        func snapshot(with extra: [Constraint] = []) -> SolverSnapshot {
            SolverSnapshot(solver, variables: variables, constraints: constraints + extra)
        }

        func expectSolved(sourceLocation: SourceLocation = #_sourceLocation) {
            expectValues(solver, variables, [30, 40, 70], sourceLocation: sourceLocation)
        }
    }

    @Test("the fixture solves as expected")
    func fixture() throws {
        let fixture = try Fixture()
        fixture.expectSolved()
        #expect(fixture.constraints.allSatisfy { fixture.solver.hasConstraint($0) })
        #expect(fixture.solver.constraintCount >= fixture.constraints.count)
    }

    @Test("unsatisfiable: the failed constraint is not added, nothing moves, and it can be added elsewhere")
    func unsatisfiable() throws {
        let fixture = try Fixture()
        let before = fixture.snapshot()
        let impossible = Constraint(fixture.y - 5, .equal, name: "y == 5")  // y == x + 10 >= 10
        let error = solverError { try fixture.solver.addConstraint(impossible) }
        #expect(isUnsatisfiable(error, for: impossible), "got \(String(describing: error))")
        let named = conflicts(of: error) ?? []
        #expect(named.contains { $0 === fixture.constraints[0] } && named.contains { $0 === fixture.constraints[2] })
        #expect(named.allSatisfy { $0.strength.isRequired && fixture.solver.hasConstraint($0) })
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
        #expect(!fixture.solver.hasConstraint(impossible))
        // The refused constraint belongs to nobody: another solver takes it.
        // (`impossible` uses y, the second variable: the other solver makes the same number of variables.)
        let other = Solver()
        let otherVariables = ["a", "b", "c"].map { other.makeVariable(named: $0) }
        try other.addConstraint(impossible)
        expectValue(other, otherVariables[1], 5)
        #expect(other.hasConstraint(impossible))
        // The original solver still works normally afterwards.
        fixture.expectSolved()
        try fixture.solver.suggestValue(20, for: fixture.z)
        expectValues(fixture.solver, fixture.variables, [30, 40, 30])
    }

    @Test(
        "unsatisfiable through a chain of required links names every link once, and nothing else",
        arguments: [1, 2, 40, 1_500])
    func unsatisfiableChain(links: Int) throws {
        // x₀ == 0, xᵢ₊₁ == xᵢ + 1, then xₙ == -1: the conflict rests on every link (a chain of views whose last
        // bottom is pinned above its first top). Naming n constraints once each used to cost n² (the owners
        // found were searched for each marker).
        let solver = Solver()
        let variables = (0...links).map { solver.makeVariable(named: "x\($0)") }
        var chain = [Constraint(LinearExpression(variables[0]), .equal, name: "x0 == 0")]
        for index in 0..<links {
            chain.append(
                Constraint(
                    LinearExpression(variables[index + 1]), .equal, variables[index] + 1,
                    name: "x\(index + 1) == x\(index) + 1"))
        }
        try solver.addConstraints(chain)
        let impossible = Constraint(variables[links] + 1, .equal, name: "x\(links) == -1")
        let error = solverError { try solver.addConstraint(impossible) }
        #expect(isUnsatisfiable(error, for: impossible), "got \(String(describing: error))")
        let named = conflicts(of: error) ?? []
        #expect(named.count == chain.count)
        #expect(Set(named.map(ObjectIdentifier.init)) == Set(chain.map(ObjectIdentifier.init)))
        expectValue(solver, variables[links], Double(links))
    }

    @Test("unsatisfiable in the middle of a solved, edited system, then satisfiable once the conflict is removed")
    func unsatisfiableThenRetry() throws {
        let fixture = try Fixture()
        let before = fixture.snapshot()
        let impossible = Constraint(fixture.x - 150, .greaterThanOrEqual, name: "x >= 150")
        #expect(isUnsatisfiable(solverError { try fixture.solver.addConstraint(impossible) }, for: impossible))
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
        try fixture.solver.removeConstraint(fixture.constraints[1])
        try fixture.solver.addConstraint(impossible)
        expectValues(fixture.solver, fixture.variables, [150, 160, 150])
    }

    @Test("a refused constraint does not move a variable that was free to move")
    func refusedAddKeepsFreeValues() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraint(Constraint(x + 1000, .greaterThanOrEqual, name: "x >= -1000"))
        try solver.addConstraint(Constraint(x - 10, .lessThanOrEqual, name: "x <= 10"))
        try solver.addConstraint(Constraint(y - x, .greaterThanOrEqual, name: "y >= x"))
        let before = SolverSnapshot(solver, variables: [x, y])
        let beyond = Constraint(x - 20, .greaterThanOrEqual, name: "x >= 20")
        #expect(isUnsatisfiable(solverError { try solver.addConstraint(beyond) }, for: beyond))
        expectUnchanged(solver, since: before, variables: [x, y])
    }

    @Test("duplicateConstraint: in this solver or in another one")
    func duplicateConstraint() throws {
        let fixture = try Fixture()
        let before = fixture.snapshot()
        let again = fixture.constraints[3]
        guard case .duplicateConstraint(let reported)? = solverError({ try fixture.solver.addConstraint(again) })
        else {
            Issue.record("expected duplicateConstraint")
            return
        }
        #expect(reported === again)
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)

        let other = Solver()
        let w = other.makeVariable(named: "w")
        let owned = Constraint(w - 1, .equal)
        try other.addConstraint(owned)
        guard case .duplicateConstraint? = solverError({ try fixture.solver.addConstraint(owned) }) else {
            Issue.record("expected duplicateConstraint for a constraint held by another solver")
            return
        }
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
        #expect(other.hasConstraint(owned) && !fixture.solver.hasConstraint(owned))

        let batch = Constraint(w - 1, .equal, strength: .weak)
        guard case .duplicateConstraint? = solverError({ try other.addConstraints([batch, batch]) }) else {
            Issue.record("expected duplicateConstraint for the same constraint twice in one batch")
            return
        }
    }

    @Test("a constraint whose solver was deallocated is free to join another solver")
    func constraintOutlivesItsSolver() throws {
        var first: Solver? = Solver()
        let x = try #require(first).makeVariable(named: "x")
        let pinned = Constraint(x - 5, .equal)
        try #require(first).addConstraint(pinned)
        first = nil
        // A fresh solver hands out the same first variable id, so the expression names its first variable.
        let second = Solver()
        let y = second.makeVariable(named: "y")
        #expect(y == x)
        try second.addConstraint(pinned)
        #expect(second.hasConstraint(pinned))
        #expect(second.value(of: y) == 5)
    }

    @Test("unknownConstraint: remove, setConstant and setStrength of a constraint not in the solver")
    func unknownConstraint() throws {
        let fixture = try Fixture()
        let before = fixture.snapshot()
        let stranger = Constraint(fixture.x - 1, .equal, strength: .weak)
        let attempts: [(String, () throws(SolverError) -> Void)] = [
            ("remove", { () throws(SolverError) in try fixture.solver.removeConstraint(stranger) }),
            ("setConstant", { () throws(SolverError) in try fixture.solver.setConstant(5, of: stranger) }),
            ("setStrength", { () throws(SolverError) in try fixture.solver.setStrength(.strong, of: stranger) }),
        ]
        for (label, attempt) in attempts {
            guard case .unknownConstraint(let reported)? = solverError(attempt) else {
                Issue.record("\(label): expected unknownConstraint")
                continue
            }
            #expect(reported === stranger, "\(label)")
            expectUnchanged(
                fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
        }
        #expect(stranger.expression.constant == -1)
        #expect(stranger.strength == .weak)

        // Removing twice: the second removal is unknown.
        try fixture.solver.removeConstraint(fixture.constraints[3])
        let afterRemoval = fixture.snapshot()
        guard case .unknownConstraint? = solverError({ try fixture.solver.removeConstraint(fixture.constraints[3]) })
        else {
            Issue.record("expected unknownConstraint on a second removal")
            return
        }
        expectUnchanged(
            fixture.solver, since: afterRemoval, variables: fixture.variables, constraints: fixture.constraints)
    }

    @Test("duplicateEditVariable, unknownEditVariable and requiredEditStrength")
    func editVariableErrors() throws {
        let fixture = try Fixture()
        let before = fixture.snapshot()
        guard case .duplicateEditVariable(let duplicate)? = solverError({
            try fixture.solver.addEditVariable(fixture.z, strength: .strong)
        }) else {
            Issue.record("expected duplicateEditVariable")
            return
        }
        #expect(duplicate == fixture.z)
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
        // The existing edit keeps its medium strength: a strong x == 30 still beats it.
        try fixture.solver.suggestValue(10, for: fixture.z)
        expectValues(fixture.solver, fixture.variables, [30, 40, 30])
        try fixture.solver.suggestValue(70, for: fixture.z)

        guard case .unknownEditVariable(let unknownSuggest)? = solverError({
            try fixture.solver.suggestValue(3, for: fixture.y)
        }) else {
            Issue.record("expected unknownEditVariable from suggestValue")
            return
        }
        #expect(unknownSuggest == fixture.y)
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)

        guard case .unknownEditVariable(let unknownRemove)? = solverError({
            try fixture.solver.removeEditVariable(fixture.x)
        }) else {
            Issue.record("expected unknownEditVariable from removeEditVariable")
            return
        }
        #expect(unknownRemove == fixture.x)
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)

        for required in [Strength.required, Strength(.infinity)] {
            guard case .requiredEditStrength(let refused)? = solverError({
                try fixture.solver.addEditVariable(fixture.y, strength: required)
            }) else {
                Issue.record("expected requiredEditStrength")
                return
            }
            #expect(refused == fixture.y)
            #expect(!fixture.solver.hasEditVariable(fixture.y))
            expectUnchanged(
                fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
        }

        try fixture.solver.removeEditVariable(fixture.z)
        guard case .unknownEditVariable? = solverError({ try fixture.solver.suggestValue(1, for: fixture.z) }) else {
            Issue.record("expected unknownEditVariable after removing the edit")
            return
        }
    }

    @Test("requiredStrengthChange: required to optional and optional to required on added constraints")
    func requiredStrengthChange() throws {
        let fixture = try Fixture()
        let before = fixture.snapshot()
        let required = fixture.constraints[2]
        let optional = fixture.constraints[3]
        let changes: [(Constraint, Strength)] = [
            (required, .strong), (required, .weak), (required, Strength(-7)),
            (optional, .required), (optional, Strength(.infinity)),
        ]
        for (constraint, strength) in changes {
            guard case .requiredStrengthChange(let reported)? = solverError({
                try fixture.solver.setStrength(strength, of: constraint)
            }) else {
                Issue.record("expected requiredStrengthChange for \(constraint) -> \(strength)")
                continue
            }
            #expect(reported === constraint)
            expectUnchanged(
                fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
        }
        #expect(required.strength == .required)
        #expect(optional.strength == .strong)
        // Setting the same strength again is not a change.
        try fixture.solver.setStrength(.required, of: required)
        try fixture.solver.setStrength(.strong, of: optional)
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
    }

    @Test("setConstant that would break the required constraints is refused as unsatisfiable")
    func unsatisfiableSetConstant() throws {
        let fixture = try Fixture()
        let before = fixture.snapshot()
        let link = fixture.constraints[2]  // y == x + 10: y - x - 10 == 0
        try fixture.solver.setConstant(-20, of: link)  // y == x + 20: fine
        expectValues(fixture.solver, fixture.variables, [30, 50, 70])
        try fixture.solver.setConstant(-10, of: link)
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
        let upper = fixture.constraints[1]  // x - 100 <= 0
        let error = solverError { try fixture.solver.setConstant(10, of: upper) }  // x <= -10 against x >= 0
        #expect(isUnsatisfiable(error, for: upper), "got \(String(describing: error))")
        #expect(upper.expression.constant == -100)
        expectUnchanged(fixture.solver, since: before, variables: fixture.variables, constraints: fixture.constraints)
    }

    @Test("setConstant on one of two identical required equalities is refused, with or without other rows")
    func setConstantAgainstDuplicate() throws {
        for (bounded, coefficient) in [(false, 1.0), (true, 1.0), (false, -3.0), (true, -3.0)] {
            let solver = Solver()
            let y = solver.makeVariable(named: "y")
            if bounded { try solver.addConstraint(Constraint(y - 1000, .lessThanOrEqual, name: "y <= 1000")) }
            let first = Constraint(coefficient * y + 1, .equal, name: "first")
            let second = Constraint(coefficient * y + 1, .equal, name: "second")
            try solver.addConstraint(first)
            try solver.addConstraint(second)
            let before = SolverSnapshot(solver, variables: [y], constraints: [first, second])
            let error = solverError { try solver.setConstant(15, of: first) }
            #expect(
                isUnsatisfiable(error, for: first),
                Comment(
                    rawValue: "bounded \(bounded), coefficient \(coefficient): got \(String(describing: error)), "
                        + "y = \(solver.value(of: y))"))
            #expect(first.expression.constant == 1)
            expectUnchanged(solver, since: before, variables: [y], constraints: [first, second])
        }
    }

    @Test("every error has a one-line description")
    func descriptions() {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let constraint = Constraint(x - 1, .equal, name: "pin")
        let errors: [SolverError] = [
            .unsatisfiable(constraint, conflicts: [constraint]), .duplicateConstraint(constraint),
            .unknownConstraint(constraint), .duplicateEditVariable(x), .unknownEditVariable(x),
            .requiredEditStrength(x), .requiredStrengthChange(constraint),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
        #expect(SolverError.unsatisfiable(constraint, conflicts: [constraint]).description.contains("pin"))
    }
}
