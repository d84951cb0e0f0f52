import Cassowary
import Testing

/// Runs `body` and returns the `SolverError` it threw, or nil when it succeeded (any other error is an issue).
func solverError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("expected a SolverError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Expects `variable` to have `expected` as its current value.
func expectValue(
    _ solver: Solver, _ variable: Variable, _ expected: Double, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = solver.value(of: variable)
    #expect(
        abs(actual - expected) <= tolerance, "\(solver.name(of: variable)) = \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects every variable to have the value at the same index.
func expectValues(
    _ solver: Solver, _ variables: [Variable], _ expected: [Double], tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = variables.map { solver.value(of: $0) }
    let matches = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(matches, "values \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// A snapshot of what a user can observe of a solver: every value, the constraint count, membership, edits.
struct SolverSnapshot: CustomStringConvertible {
    var values: [Double]
    var constraintCount: Int
    var membership: [Bool]
    var edits: [Bool]

    /// Reads `solver` for `variables` and `constraints`.
    init(_ solver: Solver, variables: [Variable], constraints: [Constraint] = []) {
        values = variables.map { solver.value(of: $0) }
        constraintCount = solver.constraintCount
        membership = constraints.map { solver.hasConstraint($0) }
        edits = variables.map { solver.hasEditVariable($0) }
    }

    /// Whether both snapshots agree (values within `tolerance`).
    func matches(_ other: SolverSnapshot, tolerance: Double = 1e-9) -> Bool {
        values.count == other.values.count && zip(values, other.values).allSatisfy { abs($0 - $1) <= tolerance }
            && constraintCount == other.constraintCount && membership == other.membership && edits == other.edits
    }

    var description: String {
        "values \(values), constraintCount \(constraintCount), added \(membership), edits \(edits)"
    }
}

/// Expects `solver` to look exactly like `before`.
func expectUnchanged(
    _ solver: Solver, since before: SolverSnapshot, variables: [Variable], constraints: [Constraint] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let after = SolverSnapshot(solver, variables: variables, constraints: constraints)
    #expect(after.matches(before), "solver changed: before \(before), after \(after)", sourceLocation: sourceLocation)
}

/// Whether `error` is `.unsatisfiable` for `constraint` (by identity).
func isUnsatisfiable(_ error: SolverError?, for constraint: Constraint) -> Bool {
    guard case .unsatisfiable(let failed, _)? = error else { return false }
    return failed === constraint
}

/// The conflicts of an `.unsatisfiable` error, or nil for any other outcome.
func conflicts(of error: SolverError?) -> [Constraint]? {
    guard case .unsatisfiable(_, let conflicts)? = error else { return nil }
    return conflicts
}
