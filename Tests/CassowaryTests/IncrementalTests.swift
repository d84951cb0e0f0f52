import Cassowary
import TestSupport
import Testing

/// Incremental operations must give exactly what solving the resulting system from scratch gives.
@Suite("Incremental operations")
struct IncrementalTests {
    // MARK: - Remove

    @Test("removing constraints restores the previous solutions, in either order")
    func removeRestores() throws {
        let solver = Solver()
        let a = solver.makeVariable(named: "a"), b = solver.makeVariable(named: "b")
        let c = solver.makeVariable(named: "c")
        try solver.addConstraints([
            Constraint(b - a - 10, .greaterThanOrEqual),
            Constraint(c - b - 10, .greaterThanOrEqual),
            Constraint(LinearExpression(a), .greaterThanOrEqual),
            Constraint(c - 200, .lessThanOrEqual),
            Constraint(a - 50, .equal, strength: .weak),
            Constraint(b - 50, .equal, strength: .weak),
            Constraint(c - 50, .equal, strength: .weak),
        ])
        let initial: [Double] = [40, 50, 60]
        expectValues(solver, [a, b, c], initial)
        let preferA = Constraint(a - 45, .equal, strength: .medium)
        let pushB = Constraint(b - 70, .greaterThanOrEqual)
        try solver.addConstraint(preferA)
        expectValues(solver, [a, b, c], [45, 55, 65])
        try solver.addConstraint(pushB)
        expectValues(solver, [a, b, c], [45, 70, 80])
        try solver.removeConstraint(pushB)
        expectValues(solver, [a, b, c], [45, 55, 65])
        try solver.removeConstraint(preferA)
        expectValues(solver, [a, b, c], initial)

        try solver.addConstraint(preferA)
        try solver.addConstraint(pushB)
        try solver.removeConstraint(preferA)
        expectValues(solver, [a, b, c], [50, 70, 80])
        try solver.removeConstraint(pushB)
        expectValues(solver, [a, b, c], initial)
        #expect(solver.constraintCount == 7)
        #expect(!solver.hasConstraint(preferA) && !solver.hasConstraint(pushB))
    }

    @Test("a stack of twenty constraints added then removed in reverse replays every intermediate solution")
    func removeStack() throws {
        let solver = Solver()
        let xs = (0..<4).map { solver.makeVariable(named: "x\($0)") }
        for (index, x) in xs.enumerated() {
            try solver.addConstraint(Constraint(x - Double(index), .equal, strength: Strength(0.1 * Double(index + 1))))
        }
        var generator = SplitMix64(seed: 2024)
        var stack: [(Constraint, [Double])] = []
        var history: [[Double]] = [xs.map { solver.value(of: $0) }]
        for step in 0..<20 {
            let first = generator.element(of: xs), second = generator.element(of: xs)
            let constant = Double(generator.int(in: -30...30))
            let relation: Relation = generator.element(of: [.equal, .lessThanOrEqual, .greaterThanOrEqual])
            let level = Double(generator.int(in: 1...3))
            let constraint = Constraint(
                first * Double(generator.int(in: 1...3)) - second + constant, relation,
                strength: Strength(level), name: "step \(step)")
            try solver.addConstraint(constraint)
            let values = xs.map { solver.value(of: $0) }
            stack.append((constraint, history[history.count - 1]))
            history.append(values)
        }
        while let (constraint, previous) = stack.popLast() {
            try solver.removeConstraint(constraint)
            expectValues(solver, xs, previous, tolerance: 1e-7)
        }
    }

    // MARK: - setConstant

    /// A system with a unique optimum whatever the constants: every variable has its own lowest-level pin.
    private static func buildPinnedSystem(
        _ solver: Solver, _ variables: [Variable], constants: [Double]
    ) throws -> [Constraint] {
        let (a, b, c) = (variables[0], variables[1], variables[2])
        let targets = [
            Constraint(a + b + c + constants[0], .lessThanOrEqual, name: "a + b + c + k0 <= 0"),
            Constraint(b - a + constants[1], .greaterThanOrEqual, name: "b - a + k1 >= 0"),
            Constraint(a + b + constants[2], .equal, strength: .strong, name: "a + b + k2 == 0 strong"),
            Constraint(c - 2 * a + constants[3], .greaterThanOrEqual, strength: .medium, name: "c - 2a + k3 >= 0"),
            Constraint(b + constants[4], .equal, strength: .weak, name: "b + k4 == 0 weak"),
        ]
        try solver.addConstraints(targets)
        try solver.addConstraints([
            Constraint(a + 50, .greaterThanOrEqual),
            Constraint(LinearExpression(a), .equal, strength: Strength(0.3)),
            Constraint(LinearExpression(b), .equal, strength: Strength(0.2)),
            Constraint(LinearExpression(c), .equal, strength: Strength(0.1)),
        ])
        return targets
    }

    @Test("setConstant equals remove + add with the new constant, and a fresh solve, sixty times over")
    func setConstantMatchesRemoveAdd() throws {
        var constants: [Double] = [-100, 5, -40, -10, -30]
        let inPlace = Solver(), replaced = Solver()
        let inPlaceVariables = ["a", "b", "c"].map { inPlace.makeVariable(named: $0) }
        let replacedVariables = ["a", "b", "c"].map { replaced.makeVariable(named: $0) }
        let inPlaceTargets = try Self.buildPinnedSystem(inPlace, inPlaceVariables, constants: constants)
        var replacedTargets = try Self.buildPinnedSystem(replaced, replacedVariables, constants: constants)
        var generator = SplitMix64(seed: 77)
        for round in 0..<60 {
            let index = generator.int(in: 0...4)
            let constant = Double(generator.int(in: -120...120)) / 2
            constants[index] = constant
            try inPlace.setConstant(constant, of: inPlaceTargets[index])
            #expect(inPlaceTargets[index].expression.constant == constant)

            let old = replacedTargets[index]
            try replaced.removeConstraint(old)
            var expression = old.expression
            expression.constant = constant
            let new = Constraint(expression, old.relation, strength: old.strength, name: old.name)
            try replaced.addConstraint(new)
            replacedTargets[index] = new

            let fresh = Solver()
            let freshVariables = ["a", "b", "c"].map { fresh.makeVariable(named: $0) }
            _ = try Self.buildPinnedSystem(fresh, freshVariables, constants: constants)
            let expected = freshVariables.map { fresh.value(of: $0) }
            let inPlaceValues = inPlaceVariables.map { inPlace.value(of: $0) }
            let replacedValues = replacedVariables.map { replaced.value(of: $0) }
            let agree = zip(expected, inPlaceValues).allSatisfy { abs($0 - $1) < 1e-7 }
                && zip(expected, replacedValues).allSatisfy { abs($0 - $1) < 1e-7 }
            #expect(
                agree,
                Comment(
                    rawValue: "round \(round): constants \(constants): setConstant \(inPlaceValues), "
                        + "remove+add \(replacedValues), fresh \(expected)")
            )
        }
        #expect(inPlace.constraintCount == 9 && replaced.constraintCount == 9)
    }

    @Test("setConstant on x == 10 (expression x - 10) moves x to minus the new constant")
    func setConstantSign() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        let pin = Constraint(LinearExpression(x), .equal, LinearExpression(constant: 10))
        try solver.addConstraint(pin)
        try solver.addConstraint(Constraint(y - x, .greaterThanOrEqual, strength: .required))
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, strength: .weak))
        #expect(pin.expression.constant == -10)
        expectValues(solver, [x, y], [10, 10])
        try solver.setConstant(-25, of: pin)
        expectValues(solver, [x, y], [25, 25])
        try solver.setConstant(40, of: pin)
        expectValues(solver, [x, y], [-40, 0])
        #expect(pin.expression.constant == 40)
        #expect(pin.expression.terms.count == 1 && pin.expression.terms[0].coefficient == 1)
    }

    // MARK: - setStrength

    @Test("setStrength between optional levels changes the winner")
    func setStrengthChangesWinner() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        let ten = Constraint(x - 10, .equal, strength: .weak)
        let twenty = Constraint(x - 20, .equal, strength: .medium)
        let atMost = Constraint(x - 15, .lessThanOrEqual, strength: Strength(0.5))
        try solver.addConstraints([ten, twenty, atMost, Constraint(y - 2 * x, .equal)])
        expectValues(solver, [x, y], [20, 40])
        try solver.setStrength(.strong, of: ten)
        #expect(ten.strength == .strong)
        expectValues(solver, [x, y], [10, 20])
        try solver.setStrength(Strength(5), of: twenty)
        expectValues(solver, [x, y], [20, 40])
        try solver.setStrength(Strength(-1), of: twenty)
        expectValues(solver, [x, y], [10, 20])
        try solver.setStrength(Strength(0.5), of: ten)  // shares atMost's level; both still beat twenty (-1)
        expectValues(solver, [x, y], [10, 20])
        try solver.setStrength(Strength(10), of: atMost)
        try solver.setStrength(Strength(-2), of: ten)
        expectValues(solver, [x, y], [15, 30])
        #expect(atMost.strength == Strength(10) && twenty.strength == Strength(-1))
    }

    // MARK: - Edit variables

    @Test("suggestValue repeatedly: the edit is clamped by required bounds and drags a linked variable")
    func repeatedSuggestions() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraints([
            Constraint(LinearExpression(x), .greaterThanOrEqual),
            Constraint(x - 100, .lessThanOrEqual),
            Constraint(LinearExpression(y), .equal, 2 * x + 5),
            Constraint(x - 40, .equal, strength: .weak),
        ])
        try solver.addEditVariable(x, strength: .strong)
        var generator = SplitMix64(seed: 5)
        for _ in 0..<200 {
            let suggestion = Double(generator.int(in: -400...1200)) / 8
            try solver.suggestValue(suggestion, for: x)
            let expected = min(max(suggestion, 0), 100)
            expectValues(solver, [x, y], [expected, 2 * expected + 5])
        }
        try solver.removeEditVariable(x)
        expectValues(solver, [x, y], [40, 85])
    }

    @Test("two edits at different strengths against a required sum")
    func competingEdits() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraint(Constraint(x + y - 100, .equal))
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .weak)
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(50, for: y)
        expectValues(solver, [x, y], [30, 70])
        try solver.suggestValue(-20, for: x)
        expectValues(solver, [x, y], [-20, 120])
        try solver.removeEditVariable(x)
        expectValues(solver, [x, y], [50, 50])
        try solver.addEditVariable(x, strength: Strength(0.5))  // below the weak edit now
        try solver.suggestValue(10, for: x)
        expectValues(solver, [x, y], [50, 50])
        try solver.suggestValue(70, for: y)
        expectValues(solver, [x, y], [30, 70])
    }

    @Test("an edit variable in no other constraint takes the suggested value")
    func loneEdit() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addEditVariable(x, strength: .medium)
        for suggestion in [12.5, -3, 1e6, 0] {
            try solver.suggestValue(suggestion, for: x)
            expectValue(solver, x, suggestion)
        }
    }

    // MARK: - Batches

    /// The operations applied in ``batchesMatchOneByOne()``; every variable has its own lowest pin.
    private static func batchOperations(
        _ solver: Solver, _ v: [Variable], _ removable: Constraint, _ adjustable: Constraint
    ) throws(SolverError) {
        try solver.addConstraint(Constraint(v[1] - v[0] - 10, .greaterThanOrEqual))
        try solver.addConstraint(removable)
        try solver.addConstraint(adjustable)
        try solver.addConstraint(Constraint(v[2] - v[1] - 10, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(v[0] - 30, .equal, strength: .medium))
        try solver.addConstraint(Constraint(v[2] - 45, .equal, strength: .strong))
        for (index, variable) in v.enumerated() {
            let pin = Strength(0.1 / Double(index + 1))
            try solver.addConstraint(Constraint(LinearExpression(variable), .equal, strength: pin))
        }
        try solver.removeConstraint(removable)
        try solver.setConstant(-60, of: adjustable)
        try solver.setStrength(Strength(5), of: adjustable)
        try solver.addEditVariable(v[3], strength: .weak)
        try solver.suggestValue(-7, for: v[3])
    }

    @Test("addConstraints and performBatch give the same values as one call at a time")
    func batchesMatchOneByOne() throws {
        func build(batched: Bool) throws -> [Double] {
            let solver = Solver()
            let v = (0..<4).map { solver.makeVariable(named: "v\($0)") }
            let removable = Constraint(v[0] + 100, .lessThanOrEqual)
            let adjustable = Constraint(v[3] - v[2] - 5, .greaterThanOrEqual, strength: .weak)
            if batched {
                try solver.performBatch { () throws(SolverError) in
                    try Self.batchOperations(solver, v, removable, adjustable)
                }
            } else {
                try Self.batchOperations(solver, v, removable, adjustable)
            }
            #expect(solver.constraintCount == 10)  // nine constraints and the edit
            #expect(!solver.hasConstraint(removable) && solver.hasConstraint(adjustable))
            return v.map { solver.value(of: $0) }
        }
        // medium v0 = 30; v1 >= 40; strong v2 = 45 → v1 <= 35: strong wins, v0 = 25, v1 = 35; v3 >= v2 + 60 at 5.
        let expected: [Double] = [25, 35, 45, 105]
        let oneByOne = try build(batched: false)
        let batched = try build(batched: true)
        #expect(zip(oneByOne, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "one by one \(oneByOne)")
        #expect(zip(batched, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "batched \(batched)")

        let solver = Solver()
        let v = (0..<4).map { solver.makeVariable(named: "v\($0)") }
        try solver.addConstraints([
            Constraint(v[1] - v[0] - 10, .greaterThanOrEqual),
            Constraint(v[2] - v[1] - 10, .greaterThanOrEqual),
            Constraint(v[0] - 30, .equal, strength: .medium),
            Constraint(v[2] - 45, .equal, strength: .strong),
            Constraint(v[3] - v[2] - 60, .greaterThanOrEqual, strength: Strength(5)),
        ] + v.enumerated().map { Constraint(LinearExpression($1), .equal, strength: Strength(0.1 / Double($0 + 1))) })
        expectValues(solver, v, expected)
    }

    @Test(
        "reserveCapacity changes no value: reserved up front, midway, too little, or with negative counts",
        arguments: [(0, 0, false), (4, 10, false), (1, 1, false), (200, 400, false), (4, 10, true), (-5, -5, true)])
    func reservationChangesNothing(variables: Int, constraints: Int, midway: Bool) throws {
        let solver = Solver()
        if !midway { solver.reserveCapacity(variables: variables, constraints: constraints) }
        let v = (0..<4).map { solver.makeVariable(named: "v\($0)") }
        if midway { solver.reserveCapacity(variables: variables, constraints: constraints) }
        let removable = Constraint(v[0] + 100, .lessThanOrEqual)
        let adjustable = Constraint(v[3] - v[2] - 5, .greaterThanOrEqual, strength: .weak)
        try Self.batchOperations(solver, v, removable, adjustable)
        // The same system as ``batchesMatchOneByOne()``, so the same values.
        expectValues(solver, v, [25, 35, 45, 105])
        #expect(solver.constraintCount == 10)
        // Symbols made after any reservation ran out: seventy more variables, each pinned to its index.
        let late = (0..<70).map { solver.makeVariable(named: "late\($0)") }
        for (index, variable) in late.enumerated() {
            try solver.addConstraint(Constraint(variable - Double(index), .equal))
        }
        expectValue(solver, late[69], 69)
        expectValues(solver, v, [25, 35, 45, 105])
    }

    @Test("performBatch returns the body's result and rethrows its error")
    func performBatchPassesThrough() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let pin = Constraint(x - 3, .equal)
        let answer = try solver.performBatch { () throws(SolverError) -> Int in
            try solver.addConstraint(pin)
            return 42
        }
        #expect(answer == 42)
        expectValue(solver, x, 3)
        let error = solverError {
            try solver.performBatch { () throws(SolverError) in try solver.addConstraint(pin) }
        }
        guard case .duplicateConstraint? = error else {
            Issue.record("expected duplicateConstraint out of the batch, got \(String(describing: error))")
            return
        }
        expectValue(solver, x, 3)
    }

    @Test("addConstraints stops at an unsatisfiable member: earlier ones stay, later ones are not added")
    func addConstraintsUnsatisfiable() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let first = Constraint(x - 10, .equal, name: "x == 10")
        let bad = Constraint(x - 11, .equal, name: "x == 11")
        let after = Constraint(x - 5, .equal, strength: .weak, name: "x == 5 weak")
        let error = solverError { try solver.addConstraints([first, bad, after]) }
        #expect(isUnsatisfiable(error, for: bad), "got \(String(describing: error))")
        #expect(solver.hasConstraint(first) && !solver.hasConstraint(bad) && !solver.hasConstraint(after))
        #expect(solver.constraintCount == 1)
        expectValue(solver, x, 10)
        try solver.addConstraint(after)  // never held, so it can be added now
        expectValue(solver, x, 10)
    }

    @Test("a batch that throws keeps, and solves, the changes made before the throw")
    func performBatchThrowing() throws {
        struct Stop: Error {}
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        let kept = Constraint(x - 7, .equal)
        do {
            try solver.performBatch { () throws(Stop) in
                try? solver.addConstraint(kept)
                try? solver.addConstraint(Constraint(y - 2 * x, .equal))
                throw Stop()
            }
            Issue.record("the batch did not rethrow")
        } catch {}
        #expect(solver.hasConstraint(kept))
        expectValues(solver, [x, y], [7, 14])
        // The solver is out of batch mode: the next change is solved at once.
        try solver.addConstraint(Constraint(y - 3, .lessThanOrEqual, strength: .strong))
        expectValues(solver, [x, y], [7, 14])
        try solver.removeConstraint(kept)
        try solver.addConstraint(Constraint(x - 2, .equal, strength: .weak))
        expectValues(solver, [x, y], [1.5, 3])  // strong y <= 3 caps the weak x == 2
    }

    @Test("nested batches solve once, at the end of the outermost one, with the same result")
    func nestedBatches() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        let preference = Constraint(x - 40, .equal, strength: .weak)
        try solver.performBatch { () throws(SolverError) in
            try solver.addConstraint(Constraint(x + y - 100, .equal))
            try solver.performBatch { () throws(SolverError) in
                try solver.addConstraint(preference)
                try solver.addConstraint(Constraint(y - 70, .greaterThanOrEqual))
            }
            try solver.setConstant(-20, of: preference)
        }
        expectValues(solver, [x, y], [20, 80])
    }

    @Test("adding an edit variable moves nothing until a value is suggested")
    func addEditMovesNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraint(Constraint(x + y - 100, .equal))
        try solver.addConstraint(Constraint(x - 30, .equal, strength: .weak))
        try solver.addEditVariable(y, strength: .strong)
        expectValues(solver, [x, y], [30, 70])
        try solver.suggestValue(90, for: y)
        expectValues(solver, [x, y], [10, 90])
    }
}
