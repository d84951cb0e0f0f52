@testable import Cassowary
import TestSupport
import Testing

/// The constraints a randomized test has given a solver, each with its form for the reference LP, and the checks of
/// the solver against the reference after each step: an addition is accepted exactly when the required constraints
/// stay feasible (and a refusal names constraints that really contradict it), a constant change likewise (a refused
/// one moves nothing), the required constraints hold at the values read, every level's violation is the reference's
/// optimum. The first failure is recorded with the seed and the last steps; later checks stop.
struct ReferenceTracker {
    /// A held constraint.
    struct Held {
        let constraint: Constraint
        var linear: LexicographicReference.LinearConstraint
        var label: String
    }

    let solver: Solver
    let variables: [Variable]
    private let seed: UInt64
    /// The constraints held, in the order they were added.
    private(set) var held: [Held] = []
    private var log: [String] = []
    /// Whether a check failed (the test stops there).
    private(set) var failed = false

    /// `count` variables of a new solver, for the test of `seed`.
    init(variableCount count: Int, seed: UInt64) {
        let solver = Solver()
        self.solver = solver
        self.seed = seed
        variables = (0..<count).map { _ in solver.makeVariable() }
    }

    /// Notes a step for the failure report.
    mutating func note(_ step: String) {
        log.append(step)
    }

    /// Adds `Σ coefficient·x(index) + constant (relation) 0`, required when `level` is `nil`.
    mutating func add(terms: [(Int, Double)], constant: Double, _ relation: Relation, level: Double?) {
        let (constraint, linear, label) = Self.make(terms: terms, constant: constant, relation, level: level, variables)
        let feasible = isRequiredFeasible(held.map(\.linear) + [linear])
        do {
            try solver.addConstraint(constraint)
            held.append(Held(constraint: constraint, linear: linear, label: label))
            log.append("add \(label)")
            if !feasible { fail("add \(label): accepted, but the reference finds it infeasible") }
        } catch .unsatisfiable(_, let conflicts) {
            log.append("add \(label) (refused)")
            if feasible { fail("add \(label): refused, but the reference finds it feasible") }
            var subset = [linear]
            for conflict in conflicts {
                guard let found = held.first(where: { $0.constraint === conflict }), found.linear.level == nil else {
                    fail("add \(label): a named conflict is not a held required constraint")
                    return
                }
                subset.append(found.linear)
            }
            if isRequiredFeasible(subset) {
                fail("add \(label): the named conflicts are feasible with it")
            }
        } catch {
            fail("add \(label): threw \(error)")
        }
    }

    /// Adds optional inequalities `Σ coefficient·x(index) + constant (relation) 0` at once through the dual simplex
    /// (``Solver/addOptionalInequalities(_:)``); optional constraints are always accepted.
    mutating func addThroughDualEntry(
        _ inequalities: [(terms: [(Int, Double)], constant: Double, relation: Relation, level: Double)]
    ) {
        let made = inequalities.map {
            Self.make(terms: $0.terms, constant: $0.constant, $0.relation, level: $0.level, variables)
        }
        log.append("addOptionalInequalities(\(made.map(\.label).joined(separator: ", ")))")
        do {
            try solver.addOptionalInequalities(made.map(\.constraint))
            held.append(contentsOf: made.map { Held(constraint: $0.constraint, linear: $0.linear, label: $0.label) })
        } catch {
            fail("addOptionalInequalities threw \(error)")
        }
    }

    /// The constraint `Σ coefficient·x(index) + constant (relation) 0` over `variables` (required when `level` is
    /// `nil`), its reference form and its label.
    private static func make(
        terms: [(Int, Double)], constant: Double, _ relation: Relation, level: Double?, _ variables: [Variable]
    ) -> (constraint: Constraint, linear: LexicographicReference.LinearConstraint, label: String) {
        let expression = LinearExpression(terms: terms.map { Term(variables[$0.0], $0.1) }, constant: constant)
        let constraint = Constraint(expression, relation, strength: level.map { Strength($0) } ?? .required)
        var coefficients: [Int: Double] = [:]
        for (index, coefficient) in terms { coefficients[index, default: 0] += coefficient }
        let referenceRelation: ReferenceLP.Relation =
            switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let linear = LexicographicReference.LinearConstraint(
            coefficients: coefficients, constant: constant, relation: referenceRelation, level: level)
        let label = "\(terms.map { "\($0.1)·x\($0.0)" }.joined(separator: " + ")) + \(constant) \(relation) 0"
            + (level.map { " @\($0)" } ?? "")
        return (constraint, linear, label)
    }

    /// The indices in ``held`` of the required constraints, or of the optional ones.
    func heldIndices(required: Bool) -> [Int] {
        held.indices.filter { (held[$0].linear.level == nil) == required }
    }

    /// Removes the held constraint at `index`.
    mutating func remove(at index: Int) {
        let removed = held.remove(at: index)
        log.append("remove \(removed.label)")
        do {
            try solver.removeConstraint(removed.constraint)
        } catch {
            fail("removing \(removed.label) threw \(error)")
        }
    }

    /// Sets the constant of the held constraint at `index`: taken exactly when the reference finds the required
    /// constraints feasible with it; a refused change must leave every value where it was, unless `insideBatch`
    /// (the optimisation a batch defers may run first and move them).
    mutating func setConstant(_ constant: Double, ofHeldAt index: Int, insideBatch: Bool = false) {
        var changed = held[index].linear
        changed.constant = constant
        var linear = held.map(\.linear)
        linear[index] = changed
        let feasible = isRequiredFeasible(linear)
        // Read only when the change must be refused: a read places what a batch keeps waiting.
        let values = feasible || insideBatch ? [] : variables.map { solver.value(of: $0) }
        let description = "constant of \(held[index].label) -> \(constant)"
        log.append(description)
        do {
            try solver.setConstant(constant, of: held[index].constraint)
            held[index].linear = changed
            if !feasible { fail("\(description): accepted, but the reference finds it infeasible") }
        } catch {
            if feasible { fail("\(description): refused, but the reference finds it feasible") }
            for (variable, value) in zip(variables, values) where abs(solver.value(of: variable) - value) > 1e-6 {
                fail("\(description): refused, yet a value moved")
                break
            }
        }
    }

    /// Records that the held constraint at `index` now has `linear` as its reference form (a change the test made
    /// through another call).
    mutating func update(heldAt index: Int, to linear: LexicographicReference.LinearConstraint) {
        held[index].linear = linear
    }

    /// Whether the required constraints among `constraints` are feasible together.
    func isRequiredFeasible(_ constraints: [LexicographicReference.LinearConstraint]) -> Bool {
        LexicographicReference(variableCount: variables.count, constraints: constraints).isRequiredFeasible
    }

    /// Checks the values read now: the solver holds as many constraints as were added and not removed, the
    /// required ones hold, and, with `optimal`, every level's violation is the reference's optimum.
    mutating func verify(after context: String, optimal: Bool = true) {
        guard !failed else { return }
        if let breach = solver.tableauFormBreach() { fail("\(context): \(breach)") }
        if let stale = solver.staleValue() { fail("\(context): \(stale)") }
        let values = variables.map { solver.value(of: $0) }
        if solver.constraintCount != held.count {
            fail("\(context): constraintCount \(solver.constraintCount), expected \(held.count)")
        }
        for constraint in held where constraint.linear.level == nil {
            let violation = Self.violation(of: constraint.linear, at: values)
            if violation > 1e-6 { fail("\(context): required \(constraint.label) violated by \(violation)") }
        }
        guard optimal else { return }
        let reference = LexicographicReference(variableCount: variables.count, constraints: held.map(\.linear))
        guard let (optimum, _) = reference.solve() else {
            fail("\(context): the reference finds the held required constraints infeasible")
            return
        }
        for (slot, level) in optimum.levels.enumerated() {
            let actual = held.filter { $0.linear.level == level }.reduce(0.0) {
                $0 + Self.violation(of: $1.linear, at: values)
            }
            if abs(actual - optimum.violations[slot]) > 1e-6 * max(1, abs(optimum.violations[slot])) {
                fail("\(context): level \(level) violation \(actual), optimum \(optimum.violations[slot])")
            }
        }
    }

    private static func violation(of linear: LexicographicReference.LinearConstraint, at values: [Double]) -> Double {
        let value = linear.coefficients.reduce(linear.constant) { $0 + $1.value * values[$1.key] }
        switch linear.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// Records the first failure, with the seed and the last steps.
    mutating func fail(_ message: String) {
        guard !failed else { return }
        failed = true
        Issue.record("seed \(seed): \(message)\n\(log.suffix(25).joined(separator: "\n"))")
    }
}
