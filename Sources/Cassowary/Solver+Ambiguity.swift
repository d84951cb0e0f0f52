// Whether the optimum leaves a variable free to move.
extension Solver {
    /// Whether another solution, exactly as good at every priority level, gives `variable` another value.
    ///
    /// True for a variable no constraint pins down: it is free, depends on a free variable, or can move along
    /// the optimal face (checked exactly by minimising and maximising it there; the tableau is restored).
    /// - Parameter variable: A variable of this solver.
    /// - Returns: Whether the variable's value is not determined by the constraints.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        settleDeferredConstraints()
        settleDeferredShifts()
        settleDormantConstraints()
        let symbol = variable.symbol
        guard symbol.index < rows.count, let row = rows[symbol] else { return true }
        if needsOptimization {
            needsOptimization = false
            optimizeObjective()
        }
        let definition = expanded(row)
        if definition.cells.containsKey(where: { kinds[$0] == .external }) {
            return true
        }
        for direction in [1.0, -1.0] {
            var probe = definition
            if direction < 0 { probe.negate() }
            if canImprove(probe) { return true }
        }
        return false
    }

    /// Whether `probe` (in parametric restricted symbols) can be decreased without any cost at any level:
    /// a primal simplex over the zero-cost symbols, whose pivots are undone afterwards.
    private func canImprove(_ probe: Row) -> Bool {
        let start = probe.constant
        artificialObjective = probe
        var unbounded = false
        let pivots = recordingPivots {
            while let entering = freeEntering() {
                guard let leaving = leavingRow(for: entering) else {
                    unbounded = true
                    return
                }
                pivot(entering: entering, leaving: leaving)
            }
        }
        let end = artificialObjective?.constant ?? start
        artificialObjective = nil
        undo(pivots)
        return unbounded || end < start - 1.0e-7
    }

    /// The lowest zero-cost symbol that decreases the probe.
    private func freeEntering() -> Symbol? {
        guard let probe = artificialObjective else { return nil }
        var best: Symbol?
        for (symbol, coefficient) in probe.cells
        where coefficient < -epsilon && kinds[symbol] != .dummy && best.isAfter(symbol)
            && !hasCost(symbol) {
            best = symbol
        }
        return best
    }
}
