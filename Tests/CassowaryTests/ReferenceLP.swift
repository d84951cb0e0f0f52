import Cassowary

/// A dense, textbook two-phase simplex solver used as an independent oracle for the Cassowary solver.
///
/// It solves `minimise cᵀz subject to rows, z ≥ 0` with a full tableau, artificial variables in phase one and
/// Bland's smallest-index rule against cycling. It shares no code or idea with the incremental solver beyond
/// linear programming itself: it is slow, simple and easy to check by hand.
struct ReferenceLP {
    /// How a row's left-hand side compares with its right-hand side.
    enum RowRelation {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// One row `Σ coefficients[j]·z[j] (relation) rhs`.
    struct Row {
        var coefficients: [Double]
        var relation: RowRelation
        var rhs: Double
    }

    /// The result of ``minimize(_:)``.
    enum Outcome {
        /// An optimum and one optimal point.
        case optimal(objective: Double, solution: [Double])
        /// No point satisfies the rows.
        case infeasible
        /// The objective decreases without bound.
        case unbounded
        /// The iteration guard tripped (never expected with Bland's rule).
        case iterationLimit
    }

    /// Entries smaller than this are treated as zero in pivoting.
    static let pivotTolerance = 1e-9
    /// Phase one's optimum above this means infeasible.
    static let feasibilityTolerance = 1e-7

    /// The number of (non-negative) variables.
    let variableCount: Int
    /// The rows.
    var rows: [Row] = []

    /// Makes an empty problem over `variableCount` non-negative variables.
    init(variableCount: Int) {
        self.variableCount = variableCount
    }

    /// Adds the row `Σ coefficients[j]·z[j] (relation) rhs`; `coefficients` may be shorter than the variable count.
    mutating func addRow(_ coefficients: [Double], _ relation: RowRelation, _ rhs: Double) {
        var padded = coefficients
        padded.append(contentsOf: repeatElement(0, count: variableCount - coefficients.count))
        rows.append(Row(coefficients: padded, relation: relation, rhs: rhs))
    }

    /// Minimises `objective · z` (missing entries are zero).
    func minimize(_ objective: [Double]) -> Outcome {
        var tableau = Tableau(problem: self)
        // Phase one: minimise the sum of the artificial variables.
        let phaseOneCost = (0..<tableau.columnCount).map { tableau.isArtificial[$0] ? 1.0 : 0.0 }
        switch tableau.optimize(cost: phaseOneCost, allowArtificial: true) {
        case .iterationLimit: return .iterationLimit
        case .unbounded: return .iterationLimit  // phase one is bounded below by zero; this cannot happen
        case .optimal: break
        }
        if tableau.objectiveValue(cost: phaseOneCost) > Self.feasibilityTolerance { return .infeasible }
        tableau.driveOutArtificials()
        // Phase two: the real objective, artificial columns barred from entering.
        var cost = [Double](repeating: 0, count: tableau.columnCount)
        for index in 0..<objective.count { cost[index] = objective[index] }
        switch tableau.optimize(cost: cost, allowArtificial: false) {
        case .iterationLimit: return .iterationLimit
        case .unbounded: return .unbounded
        case .optimal:
            let solution = tableau.solution(variableCount: variableCount)
            let value = zip(objective, solution).reduce(0) { $0 + $1.0 * $1.1 }
            return .optimal(objective: value, solution: solution)
        }
    }

    /// Whether some non-negative point satisfies every row.
    var isFeasible: Bool {
        if case .infeasible = minimize([]) { return false }
        return true
    }
}

/// The dense simplex tableau behind ``ReferenceLP``: `cells` is row-major, `rhs` the right-hand column.
private struct Tableau {
    enum Status { case optimal, unbounded, iterationLimit }

    let rowCount: Int
    let columnCount: Int
    var cells: [Double]
    var rhs: [Double]
    var basis: [Int]
    var isArtificial: [Bool]

    /// Standard form: right-hand sides made non-negative, a slack per `<=`, a surplus and an artificial per `>=`,
    /// an artificial per `==`; the starting basis is the slacks and artificials.
    init(problem: ReferenceLP) {
        var normalized: [ReferenceLP.Row] = []
        for row in problem.rows {
            if row.rhs < 0 {
                let flipped: ReferenceLP.RowRelation = switch row.relation {
                case .lessThanOrEqual: .greaterThanOrEqual
                case .equal: .equal
                case .greaterThanOrEqual: .lessThanOrEqual
                }
                normalized.append(.init(coefficients: row.coefficients.map { -$0 }, relation: flipped, rhs: -row.rhs))
            } else {
                normalized.append(row)
            }
        }
        var slackCount = 0
        var artificialCount = 0
        for row in normalized {
            switch row.relation {
            case .lessThanOrEqual: slackCount += 1
            case .equal: artificialCount += 1
            case .greaterThanOrEqual: slackCount += 1; artificialCount += 1
            }
        }
        rowCount = normalized.count
        columnCount = problem.variableCount + slackCount + artificialCount
        cells = [Double](repeating: 0, count: rowCount * columnCount)
        rhs = normalized.map(\.rhs)
        basis = [Int](repeating: -1, count: rowCount)
        isArtificial = [Bool](repeating: false, count: columnCount)
        var nextSlack = problem.variableCount
        var nextArtificial = problem.variableCount + slackCount
        for rowIndex in 0..<normalized.count {
            let row = normalized[rowIndex]
            let base = rowIndex * columnCount
            for column in 0..<row.coefficients.count { cells[base + column] = row.coefficients[column] }
            switch row.relation {
            case .lessThanOrEqual:
                cells[base + nextSlack] = 1
                basis[rowIndex] = nextSlack
                nextSlack += 1
            case .greaterThanOrEqual:
                cells[base + nextSlack] = -1
                nextSlack += 1
                cells[base + nextArtificial] = 1
                isArtificial[nextArtificial] = true
                basis[rowIndex] = nextArtificial
                nextArtificial += 1
            case .equal:
                cells[base + nextArtificial] = 1
                isArtificial[nextArtificial] = true
                basis[rowIndex] = nextArtificial
                nextArtificial += 1
            }
        }
    }

    /// Makes `column` basic in `row`. (Raw buffers only because unoptimised test builds are slow otherwise.)
    mutating func pivot(row pivotRow: Int, column: Int) {
        let columnCount = columnCount, rowCount = rowCount
        let pivotBase = pivotRow * columnCount
        rhs.withUnsafeMutableBufferPointer { rhs in
            cells.withUnsafeMutableBufferPointer { cells in
                let factor = 1 / cells[pivotBase + column]
                for index in 0..<columnCount { cells[pivotBase + index] *= factor }
                rhs[pivotRow] *= factor
                cells[pivotBase + column] = 1
                for other in 0..<rowCount where other != pivotRow {
                    let base = other * columnCount
                    let multiple = cells[base + column]
                    if multiple == 0 { continue }
                    for index in 0..<columnCount { cells[base + index] -= multiple * cells[pivotBase + index] }
                    cells[base + column] = 0
                    rhs[other] -= multiple * rhs[pivotRow]
                    if rhs[other] < 0, rhs[other] > -ReferenceLP.pivotTolerance { rhs[other] = 0 }
                }
            }
        }
        basis[pivotRow] = column
    }

    /// The first column (smallest index, Bland's rule) that may enter and has a negative reduced cost, or -1.
    private func enteringColumn(cost: [Double], allowArtificial: Bool) -> Int {
        let columnCount = columnCount
        var isBasic = [Bool](repeating: false, count: columnCount)
        for column in basis { isBasic[column] = true }
        let basicCost = basis.map { cost[$0] }
        return cells.withUnsafeBufferPointer { cells in
            for column in 0..<columnCount where !isBasic[column] && (allowArtificial || !isArtificial[column]) {
                var reducedCost = cost[column]
                for row in 0..<rowCount where basicCost[row] != 0 {
                    reducedCost -= basicCost[row] * cells[row * columnCount + column]
                }
                if reducedCost < -ReferenceLP.pivotTolerance { return column }
            }
            return -1
        }
    }

    /// Primal simplex with Bland's rule from the current (feasible) basis.
    mutating func optimize(cost: [Double], allowArtificial: Bool) -> Status {
        let tolerance = ReferenceLP.pivotTolerance
        for _ in 0..<100_000 {
            let entering = enteringColumn(cost: cost, allowArtificial: allowArtificial)
            if entering < 0 { return .optimal }
            var leaving = -1
            var bestRatio = Double.infinity
            for row in 0..<rowCount {
                let entry = cells[row * columnCount + entering]
                guard entry > tolerance else { continue }
                let ratio = max(rhs[row], 0) / entry
                if ratio < bestRatio - 1e-12 || (abs(ratio - bestRatio) <= 1e-12 && basis[row] < basis[leaving]) {
                    bestRatio = ratio
                    leaving = row
                }
            }
            if leaving < 0 { return .unbounded }
            pivot(row: leaving, column: entering)
        }
        return .iterationLimit
    }

    /// `cost · z` at the current basic solution.
    func objectiveValue(cost: [Double]) -> Double {
        (0..<rowCount).reduce(0) { $0 + cost[basis[$1]] * rhs[$1] }
    }

    /// After a successful phase one, pivots every artificial still basic (at zero) out on any real column; a row
    /// with no real entry left is redundant and keeps its artificial, which then never moves.
    mutating func driveOutArtificials() {
        for row in 0..<rowCount where isArtificial[basis[row]] {
            let base = row * columnCount
            if let column = (0..<columnCount).first(where: {
                !isArtificial[$0] && abs(cells[base + $0]) > ReferenceLP.pivotTolerance
            }) {
                pivot(row: row, column: column)
            }
        }
    }

    /// The values of the first `variableCount` columns at the current basic solution.
    func solution(variableCount: Int) -> [Double] {
        var values = [Double](repeating: 0, count: variableCount)
        for row in 0..<rowCount where basis[row] < variableCount { values[basis[row]] = rhs[row] }
        return values
    }
}

/// The lexicographic optimum of a Cassowary-style system, computed with ``ReferenceLP`` level by level.
///
/// Each system variable `x` is free, modelled as `x⁺ − x⁻`. Each optional constraint `e (relation) 0` gets
/// non-negative error columns (`e = p − q` for `==`, `e ≤ p` for `<=`, `e ≥ −q` for `>=`) whose sum is its
/// violation. The highest level's total violation is minimised first, then fixed as a row (up to 1e-9, so that
/// lower levels gain at most a few 1e-9 from the slack), and so on.
struct LexicographicReference {
    /// One linear constraint `Σ coefficients[i]·x[i] + constant (relation) 0`; `level == nil` means required.
    struct LinearConstraint {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var level: Double?
    }

    /// The solved levels.
    struct Optimum {
        /// Optional levels, highest first.
        var levels: [Double]
        /// The minimal total violation at each of ``levels``.
        var violations: [Double]
        /// One lexicographically optimal point.
        var values: [Double]
    }

    let variableCount: Int
    let constraints: [LinearConstraint]

    /// The LP over `[x⁺₀, x⁻₀, …, errors…]` with the required rows and the optional rows.
    private func baseProblem() -> (problem: ReferenceLP, errorColumns: [[Int]]) {
        var errorColumnCount = 0
        for constraint in constraints where constraint.level != nil {
            errorColumnCount += constraint.relation == .equal ? 2 : 1
        }
        var problem = ReferenceLP(variableCount: 2 * variableCount + errorColumnCount)
        var errorColumns: [[Int]] = []
        var nextError = 2 * variableCount
        for constraint in constraints {
            var row = [Double](repeating: 0, count: problem.variableCount)
            for (index, coefficient) in constraint.coefficients.enumerated() {
                row[2 * index] += coefficient
                row[2 * index + 1] -= coefficient
            }
            let relation: ReferenceLP.RowRelation = switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            var columns: [Int] = []
            if constraint.level != nil {
                switch constraint.relation {
                case .equal:  // e − p + q = 0
                    row[nextError] = -1
                    row[nextError + 1] = 1
                    columns = [nextError, nextError + 1]
                case .lessThanOrEqual:  // e − p <= 0
                    row[nextError] = -1
                    columns = [nextError]
                case .greaterThanOrEqual:  // e + q >= 0
                    row[nextError] = 1
                    columns = [nextError]
                }
                nextError += columns.count
            }
            errorColumns.append(columns)
            problem.addRow(row, relation, -constraint.constant)
        }
        return (problem, errorColumns)
    }

    /// Whether the required constraints alone can hold.
    var isRequiredFeasible: Bool {
        let required = LexicographicReference(
            variableCount: variableCount, constraints: constraints.filter { $0.level == nil })
        return required.baseProblem().problem.isFeasible
    }

    /// Solves level by level; nil when the required constraints are infeasible or the reference fails. Also
    /// returns the LP with every level's optimum fixed as a row, for ``range(ofVariable:in:)``.
    func solve() -> (optimum: Optimum, pinned: ReferenceLP)? {
        var (problem, errorColumns) = baseProblem()
        let levels = Set(constraints.compactMap(\.level)).sorted(by: >)
        var violations: [Double] = []
        var lastSolution: [Double] = []
        if levels.isEmpty {
            guard case .optimal(_, let solution) = problem.minimize([]) else { return nil }
            lastSolution = solution
        }
        for level in levels {
            var objective = [Double](repeating: 0, count: problem.variableCount)
            for (index, constraint) in constraints.enumerated() where constraint.level == level {
                for column in errorColumns[index] { objective[column] = 1 }
            }
            guard case .optimal(let best, let solution) = problem.minimize(objective) else { return nil }
            violations.append(max(best, 0))
            lastSolution = solution
            problem.addRow(objective, .lessThanOrEqual, max(best, 0) + 1e-9)
        }
        let values = (0..<variableCount).map { lastSolution[2 * $0] - lastSolution[2 * $0 + 1] }
        return (Optimum(levels: levels, violations: violations, values: values), problem)
    }

    /// The smallest and largest value of variable `index` over all lexicographically optimal points.
    func range(ofVariable index: Int, in pinned: ReferenceLP) -> ClosedRange<Double>? {
        var objective = [Double](repeating: 0, count: pinned.variableCount)
        objective[2 * index] = 1
        objective[2 * index + 1] = -1
        guard case .optimal(let lowest, _) = pinned.minimize(objective) else { return nil }
        guard case .optimal(let negatedHighest, _) = pinned.minimize(objective.map { -$0 }) else { return nil }
        return lowest...max(lowest, -negatedHighest)
    }
}
