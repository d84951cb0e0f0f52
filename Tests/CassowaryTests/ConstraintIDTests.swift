@testable import Cassowary
import Testing

/// `Σ coefficient × variable` as inline terms.
private func inline(_ pairs: [(Variable, Double)]) -> InlineTerms {
    var terms = InlineTerms()
    for (variable, coefficient) in pairs {
        terms.append(variable, coefficient)
    }
    return terms
}

/// The error `body` throws, or `nil`.
private func solverError(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
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
        let refusal = solverError { try solver.removeConstraint(floor) }
        guard case .unknownConstraintID(let id) = refusal else {
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
        let refusal = solverError { _ = try solver.addConstraint(terms: inline([(x, 1)]), constant: -60, .greaterThanOrEqual) }
        guard case .unsatisfiableConstraint(let conflicts) = refusal else {
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
        let refusal = solverError { try solver.setConstant(-120, of: pin) }
        guard case .unsatisfiableConstraint(let conflicts) = refusal else {
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
        let refusal = solverError { try solver.setStrength(.required, of: high) }
        guard case .requiredStrengthChangeID(let id) = refusal else {
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
        let refusal = solverError { try solver.setConstant(-50, of: first) }
        guard case .unknownConstraintID(let id) = refusal else {
            Issue.record("a stale ID: \(String(describing: refusal))")
            return
        }
        #expect(id == first)
        #expect(solver.value(of: x) == 30)
        #expect(solver.id(of: Constraint(LinearExpression(x), .equal, LinearExpression(constant: 1))) == nil)
    }
}
