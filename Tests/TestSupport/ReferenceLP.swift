/// An independent oracle for the randomised tests of the solver and of the layout engine: a small, dense,
/// textbook two-phase simplex solver (Dantzig's rule, Bland's rule after a run of degenerate pivots, no
/// cleverness), and the lexicographic optimisation of priority levels built on it (``LexicographicReference``).
///
/// It shares nothing with the Cassowary module beyond linear programming itself: slow, simple and easy to check by
/// hand. Variables are added one by one, free or non-negative (``addVariable(free:)``), or made all non-negative
/// at once (``init(variableCount:)``); rows and objectives are sparse (`[variable: coefficient]`) or dense
/// (`[coefficient]`, one per variable in order, missing entries zero).
package struct ReferenceLP {
    /// How a row's left-hand side compares with its right-hand side.
    package enum Relation: Sendable {
        /// `coefficients · x <= rhs`.
        case lessThanOrEqual
        /// `coefficients · x == rhs`.
        case equal
        /// `coefficients · x >= rhs`.
        case greaterThanOrEqual
    }

    /// One linear constraint `coefficients · x (relation) rhs`, with the coefficients keyed by variable index.
    package struct Row {
        /// The coefficient of each variable that appears in the row.
        package var coefficients: [Int: Double]
        /// How the left-hand side compares with ``rhs``.
        package var relation: Relation
        /// The right-hand side.
        package var rhs: Double
    }

    /// The outcome of one minimisation.
    package enum Outcome: Equatable {
        /// The minimum and one point that reaches it (one value per variable).
        case optimal(value: Double, solution: [Double])
        /// No point satisfies the rows.
        case infeasible
        /// The objective decreases without bound.
        case unbounded
    }

    /// Whether each variable may take negative values (free) or not (non-negative).
    package private(set) var isFree: [Bool] = []
    /// The constraints.
    package var rows: [Row] = []

    /// Makes a problem with no variables; add them with ``addVariable(free:)``.
    package init() {}

    /// Makes a problem over `variableCount` non-negative variables (indices `0..<variableCount`).
    package init(variableCount: Int) {
        isFree = [Bool](repeating: false, count: variableCount)
    }

    /// Adds a variable and returns its index.
    package mutating func addVariable(free: Bool) -> Int {
        isFree.append(free)
        return isFree.count - 1
    }

    /// The number of variables.
    package var variableCount: Int { isFree.count }

    /// Adds the row `coefficients · x (relation) rhs`.
    package mutating func add(_ coefficients: [Int: Double], _ relation: Relation, _ rhs: Double) {
        rows.append(Row(coefficients: coefficients, relation: relation, rhs: rhs))
    }

    /// Adds the row `Σ coefficients[j]·x[j] (relation) rhs`; `coefficients` may be shorter than the variable count.
    package mutating func addRow(_ coefficients: [Double], _ relation: Relation, _ rhs: Double) {
        add(Self.sparse(coefficients), relation, rhs)
    }

    /// Minimises `objective · x` subject to the rows.
    package func minimize(_ objective: [Int: Double]) -> Outcome {
        var tableau = DenseTableau(problem: self)
        return tableau.minimize(objective)
    }

    /// Minimises `Σ objective[j]·x[j]` subject to the rows (missing entries are zero).
    package func minimize(_ objective: [Double]) -> Outcome {
        minimize(Self.sparse(objective))
    }

    /// Whether some point satisfies every row.
    package var isFeasible: Bool {
        minimize([Int: Double]()) != .infeasible
    }

    /// Minimises each objective in turn, fixing every optimum before the next (the lexicographic optimum of
    /// priority levels, highest first). Returns the optimal values, or `nil` if a step is infeasible or unbounded.
    package func lexicographicMinimum(_ objectives: [[Int: Double]], tolerance: Double = 1e-9) -> [Double]? {
        var problem = self
        var optima: [Double] = []
        for objective in objectives {
            guard case .optimal(let value, _) = problem.minimize(objective) else { return nil }
            optima.append(value)
            problem.add(objective, .lessThanOrEqual, value + tolerance * max(1, abs(value)))
        }
        return optima
    }

    /// The non-zero entries of a dense coefficient list, keyed by index.
    private static func sparse(_ dense: [Double]) -> [Int: Double] {
        var sparse: [Int: Double] = [:]
        for (index, coefficient) in dense.enumerated() where coefficient != 0 { sparse[index] = coefficient }
        return sparse
    }
}

/// The dense simplex tableau of a ``ReferenceLP`` in standard form: free variables split into two
/// non-negative columns, a slack or surplus column per inequality, right-hand sides made non-negative, and an
/// artificial column for each row whose slack cannot start in the basis.
struct DenseTableau {
    /// Pivot and feasibility tolerance.
    static let epsilon = 1e-9
    /// Dantzig's rule is used until this many pivots in a row make no progress; then Bland's rule, which
    /// cannot cycle.
    static let degeneratePivotsBeforeBland = 50

    /// The constraint rows, row-major, `stride` values each; the last value of a row is its right-hand side.
    var cells: [Double]
    /// The reduced costs of the current objective, plus minus its value in the last slot.
    var objectiveRow: [Double]
    /// The number of constraint rows.
    let rowCount: Int
    /// Values per row: the columns and the right-hand side.
    let stride: Int
    /// The basic column of each row.
    var basis: [Int]
    /// Whether each column is basic.
    var isBasic: [Bool]
    /// The number of structural columns (split variables and slacks); artificial columns follow them.
    let structuralColumns: Int
    /// All columns, artificial ones included (the right-hand side not counted).
    let columns: Int
    /// For each original variable, its positive column and (for free variables) its negative column.
    let variableColumns: [(positive: Int, negative: Int?)]

    /// Lays `problem` out in standard form with a starting basis of slack and artificial columns.
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
        // A row can start with its slack in the basis when the slack's coefficient is +1 once the right-hand
        // side is made non-negative; every other row gets an artificial column.
        var needsArtificial: [Bool] = []
        for row in problem.rows {
            let slackSign: Double = row.relation == .lessThanOrEqual ? 1 : (row.relation == .greaterThanOrEqual ? -1 : 0)
            let flipped = row.rhs < 0
            needsArtificial.append((flipped ? -slackSign : slackSign) != 1)
        }
        columns = next + needsArtificial.filter { $0 }.count
        stride = columns + 1
        rowCount = problem.rows.count
        variableColumns = mapping
        cells = [Double](repeating: 0, count: rowCount * stride)
        basis = []
        var artificial = structuralColumns
        for (index, row) in problem.rows.enumerated() {
            let base = index * stride
            for (variable, coefficient) in row.coefficients {
                cells[base + mapping[variable].positive] += coefficient
                if let negative = mapping[variable].negative { cells[base + negative] -= coefficient }
            }
            if let slack = slackColumn[index] {
                cells[base + slack] = row.relation == .lessThanOrEqual ? 1 : -1
            }
            cells[base + columns] = row.rhs
            if row.rhs < 0 {
                for column in 0...columns { cells[base + column] = -cells[base + column] }
            }
            if needsArtificial[index] {
                cells[base + artificial] = 1
                basis.append(artificial)
                artificial += 1
            } else if let slack = slackColumn[index] {
                basis.append(slack)
            }
        }
        isBasic = [Bool](repeating: false, count: columns)
        for column in basis { isBasic[column] = true }
        objectiveRow = [Double](repeating: 0, count: stride)
    }

    /// Minimises `objective`; phase one finds a feasible basis, phase two optimises.
    mutating func minimize(_ objective: [Int: Double]) -> ReferenceLP.Outcome {
        // Phase one: minimise the sum of the artificial columns.
        if columns > structuralColumns {
            var phaseOne = [Double](repeating: 0, count: columns)
            for column in structuralColumns..<columns { phaseOne[column] = 1 }
            setObjective(phaseOne)
            guard optimize(allowedColumns: columns) else { return .infeasible }
            var scale = 1.0
            for row in 0..<rowCount { scale = max(scale, abs(cells[row * stride + columns])) }
            if -objectiveRow[columns] > 1e-7 * scale { return .infeasible }
            driveArtificialsOut()
        }

        // Phase two: the real objective over the structural columns.
        var costs = [Double](repeating: 0, count: columns)
        for (variable, coefficient) in objective {
            costs[variableColumns[variable].positive] += coefficient
            if let negative = variableColumns[variable].negative { costs[negative] -= coefficient }
        }
        setObjective(costs)
        guard optimize(allowedColumns: structuralColumns) else { return .unbounded }
        return .optimal(value: -objectiveRow[columns], solution: solution())
    }

    /// Sets the objective row to the reduced costs of `costs` for the current basis.
    private mutating func setObjective(_ costs: [Double]) {
        objectiveRow = costs + [0]
        for row in 0..<rowCount {
            let cost = costs[basis[row]]
            if cost == 0 { continue }
            let base = row * stride
            for column in 0..<stride { objectiveRow[column] -= cost * cells[base + column] }
        }
    }

    /// Runs the simplex method from the current basis (Dantzig's rule, Bland's after a run of degenerate
    /// pivots); only columns below `allowedColumns` may enter. Returns false if the objective is unbounded.
    private mutating func optimize(allowedColumns: Int) -> Bool {
        let epsilon = Self.epsilon
        var degenerateRun = 0
        while true {
            let useBland = degenerateRun >= Self.degeneratePivotsBeforeBland
            var entering: Int?
            var mostNegative = -epsilon
            for column in 0..<allowedColumns where !isBasic[column] && objectiveRow[column] < mostNegative {
                entering = column
                if useBland { break }
                mostNegative = objectiveRow[column]
            }
            guard let column = entering else { return true }
            var leaving: Int?
            var bestRatio = Double.infinity
            for row in 0..<rowCount {
                let coefficient = cells[row * stride + column]
                guard coefficient > epsilon else { continue }
                let ratio = cells[row * stride + columns] / coefficient
                if ratio < bestRatio - epsilon
                    || (abs(ratio - bestRatio) <= epsilon && leaving.map { basis[row] < basis[$0] } == true)
                {
                    bestRatio = ratio
                    leaving = row
                }
            }
            guard let pivotRow = leaving else { return false }
            degenerateRun = bestRatio <= epsilon ? degenerateRun + 1 : 0
            pivot(row: pivotRow, column: column)
        }
    }

    /// Makes `column` basic in `pivotRow`, updating the rows and the objective row.
    private mutating func pivot(row pivotRow: Int, column: Int) {
        let stride = stride
        let rowCount = rowCount
        cells.withUnsafeMutableBufferPointer { cells in
            let pivotBase = pivotRow * stride
            let pivotValue = cells[pivotBase + column]
            for index in 0..<stride { cells[pivotBase + index] /= pivotValue }
            for row in 0..<rowCount where row != pivotRow {
                let base = row * stride
                let factor = cells[base + column]
                if factor == 0 { continue }
                for index in 0..<stride { cells[base + index] -= factor * cells[pivotBase + index] }
                cells[base + column] = 0
            }
            objectiveRow.withUnsafeMutableBufferPointer { objective in
                let factor = objective[column]
                if factor != 0 {
                    for index in 0..<stride { objective[index] -= factor * cells[pivotBase + index] }
                    objective[column] = 0
                }
            }
        }
        isBasic[basis[pivotRow]] = false
        isBasic[column] = true
        basis[pivotRow] = column
    }

    /// After phase one, replaces artificial basic columns (at value 0) by structural ones where the row
    /// allows; rows with no structural entry are redundant and keep their artificial column at 0.
    private mutating func driveArtificialsOut() {
        for row in 0..<rowCount where basis[row] >= structuralColumns {
            if let column = (0..<structuralColumns).first(where: {
                !isBasic[$0] && abs(cells[row * stride + $0]) > Self.epsilon
            }) {
                pivot(row: row, column: column)
            }
        }
    }

    /// The values of the original variables at the current basis.
    private func solution() -> [Double] {
        var columnValues = [Double](repeating: 0, count: columns)
        for (row, basic) in basis.enumerated() { columnValues[basic] = cells[row * stride + columns] }
        return variableColumns.map { mapping in
            columnValues[mapping.positive] - (mapping.negative.map { columnValues[$0] } ?? 0)
        }
    }
}
