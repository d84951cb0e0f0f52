// How many cells the tableau holds now: a state, where `SolverWorkCounts.swift` counts what was done to reach it.
//
// Tools read it to tell two kinds of quadratic step apart. When the rows of restricted symbols hold cells growing
// with the square of the layout after the step, the tableau the step ended in is that dense, since restricted rows
// name only parametric symbols (ARCHITECTURE.md's invariant 5); when that optimum has no other basis (every symbol
// with a non-zero value basic, as in PERFORMANCE.md's dense class), no pivot rule or placement order can make the
// step linear. When they hold a linear number of cells while the work grows with the square, the path to the
// optimum is what is quadratic.
extension Solver {
    /// The cells of the rows of basic slacks, errors and dummies (fully expanded: they name parametric symbols
    /// only), counted row by row (a walk over every symbol: for tools, not hot paths).
    package var heldRestrictedCells: Int {
        var cells = 0
        for index in 0..<symbolCount {
            let symbol = Symbol(index: index)
            guard kinds[symbol] != .external, let count = rows.withRow(of: symbol, { $0.pointee.cells.count })
            else { continue }
            cells += count
        }
        return cells
    }
}
