/// The lexicographic optimum of a system of prioritised linear constraints, computed with ``ReferenceLP`` level by
/// level: the oracle of the solver's and the layout engine's randomised tests.
///
/// Each system variable is free. Each optional constraint `e (relation) 0` gets non-negative error columns
/// (`e − p + q = 0` for `==`, `e − p <= 0` for `<=`, `e + q >= 0` for `>=`) whose sum is its violation. The highest
/// level's total violation is minimised first, then fixed as a row (up to 1e-9, so that lower levels gain at most
/// a few 1e-9 from the slack, or up to 1e-9 of its size with ``pinsRelatively``), and so on.
package struct LexicographicReference {
    /// One linear constraint `Σ coefficients[i]·x[i] + constant (relation) 0`; `level == nil` means required.
    package struct LinearConstraint {
        /// The coefficient of each variable that appears in the constraint.
        package var coefficients: [Int: Double]
        /// The constant term.
        package var constant: Double
        /// How the expression compares with zero.
        package var relation: ReferenceLP.Relation
        /// The priority level (higher wins), or `nil` for a required constraint.
        package var level: Double?

        /// Makes `Σ coefficients[i]·x[i] + constant (relation) 0` with the coefficients keyed by variable index.
        package init(coefficients: [Int: Double], constant: Double, relation: ReferenceLP.Relation, level: Double?) {
            self.coefficients = coefficients
            self.constant = constant
            self.relation = relation
            self.level = level
        }

        /// Makes `Σ coefficients[i]·x[i] + constant (relation) 0` with one coefficient per variable, in order.
        package init(coefficients: [Double], constant: Double, relation: ReferenceLP.Relation, level: Double?) {
            var sparse: [Int: Double] = [:]
            for (index, coefficient) in coefficients.enumerated() where coefficient != 0 { sparse[index] = coefficient }
            self.init(coefficients: sparse, constant: constant, relation: relation, level: level)
        }
    }

    /// The solved levels.
    package struct Optimum {
        /// Optional levels, highest first.
        package var levels: [Double]
        /// The minimal total violation at each of ``levels``.
        package var violations: [Double]
        /// One lexicographically optimal point.
        package var values: [Double]
    }

    /// The number of (free) variables, indices `0..<variableCount`.
    package let variableCount: Int
    /// The constraints, required and optional.
    package let constraints: [LinearConstraint]
    /// Whether each level's optimum is fixed up to 1e-9 of its size (at least 1e-9) instead of 1e-9: for systems
    /// whose violations are large (points of a layout), where 1e-9 can fall below the LP's rounding.
    package let pinsRelatively: Bool

    /// Makes the system of `constraints` over `variableCount` free variables.
    package init(variableCount: Int, constraints: [LinearConstraint], pinsRelatively: Bool = false) {
        self.variableCount = variableCount
        self.constraints = constraints
        self.pinsRelatively = pinsRelatively
    }

    /// The LP over the free variables and the error columns, with the required and the optional rows, and each
    /// constraint's error columns (none for a required one).
    private func baseProblem() -> (problem: ReferenceLP, errorColumns: [[Int]]) {
        var problem = ReferenceLP()
        for _ in 0..<variableCount { _ = problem.addVariable(free: true) }
        var errorColumns: [[Int]] = []
        for constraint in constraints {
            var row = constraint.coefficients
            var columns: [Int] = []
            if constraint.level != nil {
                if constraint.relation != .greaterThanOrEqual {  // − p: how far the expression is over
                    let over = problem.addVariable(free: false)
                    row[over] = -1
                    columns.append(over)
                }
                if constraint.relation != .lessThanOrEqual {  // + q: how far the expression is under
                    let under = problem.addVariable(free: false)
                    row[under] = 1
                    columns.append(under)
                }
            }
            errorColumns.append(columns)
            problem.add(row, constraint.relation, -constraint.constant)
        }
        return (problem, errorColumns)
    }

    /// Whether the required constraints alone can hold.
    package var isRequiredFeasible: Bool {
        let required = LexicographicReference(
            variableCount: variableCount, constraints: constraints.filter { $0.level == nil })
        return required.baseProblem().problem.isFeasible
    }

    /// Solves level by level; nil when the required constraints are infeasible or the reference fails. Also
    /// returns the LP with every level's optimum fixed as a row, for ``range(ofVariable:in:)``.
    package func solve() -> (optimum: Optimum, pinned: ReferenceLP)? {
        var (problem, errorColumns) = baseProblem()
        let levels = Set(constraints.compactMap(\.level)).sorted(by: >)
        var violations: [Double] = []
        var solution: [Double] = []
        if levels.isEmpty {
            guard case .optimal(_, let feasible) = problem.minimize([Int: Double]()) else { return nil }
            solution = feasible
        }
        for level in levels {
            var objective: [Int: Double] = [:]
            for (index, constraint) in constraints.enumerated() where constraint.level == level {
                for column in errorColumns[index] { objective[column] = 1 }
            }
            guard case .optimal(let best, let levelSolution) = problem.minimize(objective) else { return nil }
            violations.append(max(best, 0))
            solution = levelSolution
            let slack = pinsRelatively ? 1e-9 * max(1, abs(best)) : 1e-9
            problem.add(objective, .lessThanOrEqual, max(best, 0) + slack)
        }
        let values = Array(solution[0..<variableCount])
        return (Optimum(levels: levels, violations: violations, values: values), problem)
    }

    /// The total violation at each optional level, highest first (``Optimum/violations``), or `nil` when the
    /// required constraints are infeasible.
    package func optimalViolations() -> [Double]? {
        solve()?.optimum.violations
    }

    /// The smallest and largest value of variable `index` over all lexicographically optimal points.
    package func range(ofVariable index: Int, in pinned: ReferenceLP) -> ClosedRange<Double>? {
        guard case .optimal(let lowest, _) = pinned.minimize([index: 1]) else { return nil }
        guard case .optimal(let negatedHighest, _) = pinned.minimize([index: -1]) else { return nil }
        return lowest...max(lowest, -negatedHighest)
    }
}
