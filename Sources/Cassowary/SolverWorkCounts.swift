/// What a solver has done to its tableau since it was made, for tools that measure growth by counting rather than
/// timing (the benchmarks' hunt prints it per step of a replayed recipe): counts are exact and the same on every
/// machine, so a step whose count grows with the square of the layout is quadratic whatever the clock says.
package struct SolverWorkCounts: Sendable, Equatable, Codable {
    /// Cells substituted into rows and definitions read by expansions (``Solver``'s `tableauWork`, which the rebuild
    /// budget is counted in).
    package var tableauCells: Int
    /// Rows (and aggregates) reached by the marker shifts of constant changes (`Solver+Shift.swift`), which
    /// ``tableauCells`` does not count.
    package var shiftedRows: Int
    /// Pivots made, exchanges of the long steps included.
    package var pivots: Int
    /// Times the tableau was rebuilt from the constraints held (`Solver+Rebuild.swift`).
    package var rebuilds: Int
    /// Objective levels read for one symbol's cost (`Solver+CostLevels.swift`): by the dual long step's ratios
    /// (`Solver+BoundExchange.swift`), the improvement tests and the substitutions into the objectives, none of
    /// which ``tableauCells`` counts. With a priority per constraint, a symbol can cost at as many levels as there are
    /// constraints.
    package var costReads: Int

    /// Counts of zero.
    package init() {
        tableauCells = 0
        shiftedRows = 0
        pivots = 0
        rebuilds = 0
        costReads = 0
    }

    /// Decodes counts; a report written before ``costReads`` was counted reads 0 there.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tableauCells = try container.decode(Int.self, forKey: .tableauCells)
        shiftedRows = try container.decode(Int.self, forKey: .shiftedRows)
        pivots = try container.decode(Int.self, forKey: .pivots)
        rebuilds = try container.decode(Int.self, forKey: .rebuilds)
        costReads = try container.decodeIfPresent(Int.self, forKey: .costReads) ?? 0
    }

    /// Adds `other`'s counts to these.
    /// - Parameter other: The counts to add.
    package mutating func add(_ other: SolverWorkCounts) {
        tableauCells &+= other.tableauCells
        shiftedRows += other.shiftedRows
        pivots += other.pivots
        rebuilds += other.rebuilds
        costReads += other.costReads
    }

    /// What was done between `earlier` and these counts.
    package func since(_ earlier: SolverWorkCounts) -> SolverWorkCounts {
        var difference = SolverWorkCounts()
        difference.tableauCells = tableauCells &- earlier.tableauCells
        difference.shiftedRows = shiftedRows - earlier.shiftedRows
        difference.pivots = pivots - earlier.pivots
        difference.rebuilds = rebuilds - earlier.rebuilds
        difference.costReads = costReads - earlier.costReads
        return difference
    }
}

extension Solver {
    /// What this solver has done to its tableau since it was made (see ``SolverWorkCounts``).
    package var workCounts: SolverWorkCounts {
        var counts = SolverWorkCounts()
        counts.tableauCells = tableauWork
        counts.shiftedRows = searchWork.shiftReaches
        counts.pivots = searchWork.pivots
        counts.rebuilds = searchWork.tableauRebuilds
        counts.costReads = searchWork.costLevelsRead
        return counts
    }
}
