/// An independent oracle for the randomised layout tests: a small, dense, textbook two-phase simplex solver
/// (Bland's rule, no cleverness) and the lexicographic optimisation built on it.
///
/// It shares nothing with the Cassowary module: the tests compare the engine's frames against it.
struct ReferenceLP {
    /// How a row compares with its right-hand side.
    enum Relation {
        case lessOrEqual, equal, greaterOrEqual
    }

    /// One linear constraint `coefficients · x (relation) rhs`, with the coefficients keyed by variable index.
    struct Row {
        var coefficients: [Int: Double]
        var relation: Relation
        var rhs: Double
    }

    /// The outcome of one minimisation.
    enum Outcome: Equatable {
        case optimal(value: Double, solution: [Double])
        case infeasible
        case unbounded
    }

    /// Whether each variable may take negative values (free) or not (non-negative).
    private(set) var isFree: [Bool] = []
    /// The constraints.
    var rows: [Row] = []

    /// Adds a variable and returns its index.
    mutating func addVariable(free: Bool) -> Int {
        isFree.append(free)
        return isFree.count - 1
    }

    /// The number of variables.
    var variableCount: Int { isFree.count }

    /// Adds a constraint.
    mutating func add(_ coefficients: [Int: Double], _ relation: Relation, _ rhs: Double) {
        rows.append(Row(coefficients: coefficients, relation: relation, rhs: rhs))
    }

    /// Minimises `objective · x` subject to the rows.
    func minimise(_ objective: [Int: Double]) -> Outcome {
        var tableau = DenseTableau(problem: self)
        return tableau.minimise(objective)
    }

    /// Minimises each objective in turn, fixing every optimum before the next (the lexicographic optimum of
    /// priority levels, highest first). Returns the optimal values, or `nil` if a step is infeasible or unbounded.
    func lexicographicMinimum(_ objectives: [[Int: Double]], tolerance: Double = 1e-9) -> [Double]? {
        var problem = self
        var optima: [Double] = []
        for objective in objectives {
            guard case .optimal(let value, _) = problem.minimise(objective) else { return nil }
            optima.append(value)
            problem.add(objective, .lessOrEqual, value + tolerance * max(1, abs(value)))
        }
        return optima
    }
}

/// The dense simplex tableau of a ``ReferenceLP`` in standard form: free variables split into two
/// non-negative columns, a slack or surplus column per inequality, right-hand sides made non-negative, and
/// one artificial column per row for phase one.
private struct DenseTableau {
    /// Pivot and feasibility tolerance.
    static let epsilon = 1e-9

    /// `rows × (columns + 1)`; the last column is the right-hand side.
    var cells: [[Double]]
    /// The basic column of each row.
    var basis: [Int]
    /// The number of structural columns (split variables and slacks); artificial columns follow them.
    let structuralColumns: Int
    /// All columns, artificial ones included (the right-hand side not counted).
    let columns: Int
    /// For each original variable, its positive column and (for free variables) its negative column.
    let variableColumns: [(positive: Int, negative: Int?)]

    init(problem: ReferenceLP) {
        var mapping: [(positive: Int, negative: Int?)] = []
        var next = 0
        for free in problem.isFree {
            if free {
                mapping.append((next, next + 1))
                next += 2
            } else {
                mapping.append((next, nil))
                next += 1
            }
        }
        var slackColumn: [Int?] = []
        for row in problem.rows {
            if row.relation == .equal {
                slackColumn.append(nil)
            } else {
                slackColumn.append(next)
                next += 1
            }
        }
        structuralColumns = next
        columns = next + problem.rows.count
        variableColumns = mapping
        cells = []
        basis = []
        for (index, row) in problem.rows.enumerated() {
            var line = [Double](repeating: 0, count: columns + 1)
            for (variable, coefficient) in row.coefficients {
                line[mapping[variable].positive] += coefficient
                if let negative = mapping[variable].negative { line[negative] -= coefficient }
            }
            if let slack = slackColumn[index] {
                line[slack] = row.relation == .lessOrEqual ? 1 : -1
            }
            line[columns] = row.rhs
            if row.rhs < 0 {
                for column in 0...columns { line[column] = -line[column] }
            }
            let artificial = structuralColumns + index
            line[artificial] = 1
            cells.append(line)
            basis.append(artificial)
        }
    }

    /// Minimises `objective`; phase one finds a feasible basis, phase two optimises.
    mutating func minimise(_ objective: [Int: Double]) -> DenseTableau.Outcome {
        // Phase one: minimise the sum of the artificial columns.
        var phaseOne = [Double](repeating: 0, count: columns)
        for column in structuralColumns..<columns { phaseOne[column] = 1 }
        guard case .optimal(let infeasibility) = optimise(costs: phaseOne, allowedColumns: columns) else {
            return .infeasible
        }
        let scale = cells.reduce(1.0) { max($0, abs($1[columns])) }
        if infeasibility > 1e-7 * scale { return .infeasible }
        driveArtificialsOut()

        // Phase two: the real objective over the structural columns.
        var costs = [Double](repeating: 0, count: columns)
        for (variable, coefficient) in objective {
            costs[variableColumns[variable].positive] += coefficient
            if let negative = variableColumns[variable].negative { costs[negative] -= coefficient }
        }
        switch optimise(costs: costs, allowedColumns: structuralColumns) {
        case .unbounded:
            return .unbounded
        case .optimal(let value):
            return .optimal(value: value, solution: solution())
        }
    }

    typealias Outcome = ReferenceLP.Outcome

    /// The result of one simplex phase.
    private enum PhaseResult {
        case optimal(Double)
        case unbounded
    }

    /// Runs the simplex method with Bland's rule from the current basis; only columns below `allowedColumns`
    /// may enter.
    private mutating func optimise(costs: [Double], allowedColumns: Int) -> PhaseResult {
        let epsilon = Self.epsilon
        while true {
            // Reduced costs: c_j − Σ c_B(i) · T[i][j].
            var entering: Int?
            for column in 0..<allowedColumns where !basis.contains(column) {
                var reduced = costs[column]
                for (row, basic) in basis.enumerated() where costs[basic] != 0 {
                    reduced -= costs[basic] * cells[row][column]
                }
                if reduced < -epsilon {
                    entering = column
                    break
                }
            }
            guard let column = entering else {
                var value = 0.0
                for (row, basic) in basis.enumerated() { value += costs[basic] * cells[row][columns] }
                return .optimal(value)
            }
            var leaving: Int?
            var bestRatio = Double.infinity
            for row in cells.indices where cells[row][column] > epsilon {
                let ratio = cells[row][columns] / cells[row][column]
                if ratio < bestRatio - epsilon
                    || (abs(ratio - bestRatio) <= epsilon && leaving.map { basis[row] < basis[$0] } == true)
                {
                    bestRatio = ratio
                    leaving = row
                }
            }
            guard let pivotRow = leaving else { return .unbounded }
            pivot(row: pivotRow, column: column)
        }
    }

    /// Makes `column` basic in `row`.
    private mutating func pivot(row pivotRow: Int, column: Int) {
        let pivotValue = cells[pivotRow][column]
        for index in 0...columns { cells[pivotRow][index] /= pivotValue }
        for row in cells.indices where row != pivotRow {
            let factor = cells[row][column]
            if factor == 0 { continue }
            for index in 0...columns { cells[row][index] -= factor * cells[pivotRow][index] }
            cells[row][column] = 0
        }
        basis[pivotRow] = column
    }

    /// After phase one, replaces artificial basic columns (at value 0) by structural ones where the row
    /// allows; rows with no structural entry are redundant and keep their artificial column at 0.
    private mutating func driveArtificialsOut() {
        for row in cells.indices where basis[row] >= structuralColumns {
            if let column = (0..<structuralColumns).first(where: {
                !basis.contains($0) && abs(cells[row][$0]) > Self.epsilon
            }) {
                pivot(row: row, column: column)
            }
        }
    }

    /// The values of the original variables at the current basis.
    private func solution() -> [Double] {
        var columnValues = [Double](repeating: 0, count: columns)
        for (row, basic) in basis.enumerated() { columnValues[basic] = cells[row][columns] }
        return variableColumns.map { mapping in
            columnValues[mapping.positive] - (mapping.negative.map { columnValues[$0] } ?? 0)
        }
    }
}
