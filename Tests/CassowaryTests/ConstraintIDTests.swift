@testable import Cassowary
import TestSupport
import Testing

/// `Σ coefficient × variable` as inline terms.
private func inline(_ pairs: [(Variable, Double)]) -> InlineTerms {
    var terms = InlineTerms()
    for (variable, coefficient) in pairs {
        terms.append(variable, coefficient)
    }
    return terms
}

/// The error `body` throws through the object API, or `nil`.
private func solverError(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// The error `body` throws through the ID API, or `nil` (closures do not infer typed throws, so the error is cast;
/// any other error is a test failure).
private func idError(_ body: () throws -> Void) -> ConstraintIDError? {
    do {
        try body()
        return nil
    } catch let error as ConstraintIDError {
        return error
    } catch {
        Issue.record("the ID API threw \(error), not a ConstraintIDError")
        return nil
    }
}

@Suite("Constraint IDs: constraints added by their terms, without objects")
struct ConstraintIDTests {
    @Test("A constraint added by its terms solves like its object form, and is removed by its ID")
    func addAndRemove() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        // x = 10, y >= x + 5, y >= 20, and weakly y = 0: y settles on its floor, 20.
        let pinX = try solver.addConstraint(terms: inline([(x, 1)]), constant: -10, .equal)
        let follow = try solver.addConstraint(terms: inline([(y, 1), (x, -1)]), constant: -5, .greaterThanOrEqual)
        let floor = try solver.addConstraint(terms: inline([(y, 1)]), constant: -20, .greaterThanOrEqual)
        _ = try solver.addConstraint(terms: inline([(y, 1)]), constant: 0, .equal, strength: .weak)
        #expect(solver.constraintCount == 4)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 20)
        #expect(solver.hasConstraint(pinX) && solver.hasConstraint(follow) && solver.hasConstraint(floor))
        // Without the floor, y falls to x + 5.
        try solver.removeConstraint(floor)
        #expect(!solver.hasConstraint(floor))
        #expect(solver.constraintCount == 3)
        #expect(solver.value(of: y) == 15)
        let refusal = idError { try solver.removeConstraint(floor) }
        guard case .unknownConstraint(let id) = refusal else {
            Issue.record("removing twice: \(String(describing: refusal))")
            return
        }
        #expect(id == floor)
    }

    @Test("A required constraint that contradicts others is refused, naming them by ID, objects included")
    func conflictsByID() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let byTerms = try solver.addConstraint(terms: inline([(x, 1)]), constant: -10, .equal)
        let object = Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: 50))
        try solver.addConstraint(object)
        let objectID = try #require(solver.id(of: object))
        let refusal = idError {
            _ = try solver.addConstraint(terms: inline([(x, 1)]), constant: -60, .greaterThanOrEqual)
        }
        guard case .unsatisfiable(let conflicts) = refusal else {
            Issue.record("x >= 60 next to x = 10: \(String(describing: refusal))")
            return
        }
        #expect(conflicts.contains(byTerms))
        #expect(Set(conflicts).isSubset(of: [byTerms, objectID]))
        #expect(solver.constraintCount == 2)
        #expect(solver.value(of: x) == 10)
        // The object API lists only the conflicting constraints that have objects.
        let objectRefusal = solverError {
            try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 11)))
        }
        guard case .unsatisfiable(_, let objects) = objectRefusal else {
            Issue.record("x = 11 next to x = 10: \(String(describing: objectRefusal))")
            return
        }
        // The only conflicting constraint, x = 10, was added by its terms: no object to list.
        #expect(objects.isEmpty)
    }

    @Test("Changing a constant by ID shifts the solution, and a contradicting constant keeps the old one")
    func constantByID() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pin = try solver.addConstraint(terms: inline([(x, 1)]), constant: -10, .equal)
        let cap = try solver.addConstraint(terms: inline([(x, 1)]), constant: -100, .lessThanOrEqual)
        _ = try solver.addConstraint(terms: inline([(y, 1), (x, -2)]), constant: 0, .equal)
        try solver.setConstant(-40, of: pin)
        #expect(solver.constant(of: pin) == -40)
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 80)
        let refusal = idError { try solver.setConstant(-120, of: pin) }
        guard case .unsatisfiable(let conflicts) = refusal else {
            Issue.record("x = 120 next to x <= 100: \(String(describing: refusal))")
            return
        }
        #expect(conflicts == [cap])
        #expect(solver.constant(of: pin) == -40)
        #expect(solver.value(of: x) == 40)
    }

    @Test("Re-weighting by ID moves an optional constraint between levels; required changes are refused")
    func strengthByID() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let low = try solver.addConstraint(terms: inline([(x, 1)]), constant: -10, .equal, strength: .weak)
        let high = try solver.addConstraint(terms: inline([(x, 1)]), constant: -20, .equal, strength: .medium)
        #expect(solver.value(of: x) == 20)
        try solver.setStrength(.strong, of: low)
        #expect(solver.strength(of: low) == .strong)
        #expect(solver.value(of: x) == 10)
        let refusal = idError { try solver.setStrength(.required, of: high) }
        guard case .requiredStrengthChange(let id) = refusal else {
            Issue.record("a required strength change: \(String(describing: refusal))")
            return
        }
        #expect(id == high)
        #expect(solver.strength(of: high) == .medium)
    }

    @Test("A stale ID names nothing, even when its slot holds a newer constraint")
    func staleIDs() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let first = try solver.addConstraint(terms: inline([(x, 1)]), constant: -10, .equal)
        try solver.removeConstraint(first)
        let second = try solver.addConstraint(terms: inline([(x, 1)]), constant: -30, .equal)
        #expect(first != second)
        #expect(!solver.hasConstraint(first))
        #expect(solver.constant(of: first) == nil)
        #expect(solver.strength(of: first) == nil)
        let refusal = idError { try solver.setConstant(-50, of: first) }
        guard case .unknownConstraint(let id) = refusal else {
            Issue.record("a stale ID: \(String(describing: refusal))")
            return
        }
        #expect(id == first)
        #expect(solver.value(of: x) == 30)
        #expect(solver.id(of: Constraint(LinearExpression(x), .equal, LinearExpression(constant: 1))) == nil)
    }
}

/// Two solvers driven by the same seeded operations, one through constraint objects and one through IDs: every
/// answer (acceptance, conflicts, values) must be the same, since both reach the same tableau operations.
@Suite("Constraint IDs against constraint objects, randomised")
struct ConstraintIDDifferentialTests {
    /// A constraint held by both solvers, by its position in the model list.
    private struct Held {
        let object: Constraint
        let id: ConstraintID
    }

    @Test("The same random operations through objects and through IDs give the same results", arguments: 0..<40)
    func sameResults(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(5000 + seed))
        let byObject = Solver(), byID = Solver()
        let objectVariables = (0..<6).map { _ in byObject.makeVariable() }
        let idVariables = (0..<6).map { _ in byID.makeVariable() }
        let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        var held: [Held] = []
        for step in 0..<60 {
            let context = "seed \(seed), step \(step)"
            let action = random.int(in: 0...9)
            if action < 5 || held.isEmpty {
                // Add `Σ c·x + k (relation) 0`.
                var objectTerms: [Term] = []
                var idTerms = InlineTerms()
                for _ in 0..<random.int(in: 1...3) {
                    let index = random.int(in: 0...5)
                    let coefficient = Double(random.int(in: -3...3) | 1)
                    objectTerms.append(Term(objectVariables[index], coefficient))
                    idTerms.append(idVariables[index], coefficient)
                }
                let constant = Double(random.int(in: -50...50))
                let relation = random.element(of: relations)
                let strength = random.element(of: strengths)
                let object = Constraint(
                    LinearExpression(terms: objectTerms, constant: constant), relation, strength: strength)
                let objectError = solverError { try byObject.addConstraint(object) }
                var id: ConstraintID?
                let idFailure = idError {
                    id = try byID.addConstraint(terms: idTerms, constant: constant, relation, strength: strength)
                }
                #expect((objectError == nil) == (idFailure == nil), "\(context): add")
                if let id, objectError == nil {
                    held.append(Held(object: object, id: id))
                } else if case .unsatisfiable(_, let objectConflicts) = objectError,
                          case .unsatisfiable(let idConflicts) = idFailure {
                    let fromObjects = objectConflicts.compactMap { conflict in
                        held.firstIndex { $0.object === conflict }
                    }
                    let fromIDs = idConflicts.compactMap { conflict in held.firstIndex { $0.id == conflict } }
                    #expect(fromObjects == fromIDs, "\(context): conflicts")
                }
            } else if action < 7 {
                let index = random.int(in: 0...(held.count - 1))
                try byObject.removeConstraint(held[index].object)
                try byID.removeConstraint(held[index].id)
                held.remove(at: index)
            } else if action < 9 {
                let target = held[random.int(in: 0...(held.count - 1))]
                let constant = Double(random.int(in: -50...50))
                let objectError = solverError { try byObject.setConstant(constant, of: target.object) }
                let idFailure = idError { try byID.setConstant(constant, of: target.id) }
                #expect((objectError == nil) == (idFailure == nil), "\(context): setConstant")
                #expect(byID.constant(of: target.id) == target.object.expression.constant, "\(context): constant")
            } else {
                let target = held[random.int(in: 0...(held.count - 1))]
                let strength = random.element(of: strengths)
                let objectError = solverError { try byObject.setStrength(strength, of: target.object) }
                let idFailure = idError { try byID.setStrength(strength, of: target.id) }
                #expect((objectError == nil) == (idFailure == nil), "\(context): setStrength")
                #expect(byID.strength(of: target.id) == target.object.strength, "\(context): strength")
            }
            #expect(byObject.constraintCount == byID.constraintCount, "\(context): count")
            for (objectVariable, idVariable) in zip(objectVariables, idVariables) {
                #expect(byObject.value(of: objectVariable) == byID.value(of: idVariable), "\(context): values")
            }
        }
    }
}
