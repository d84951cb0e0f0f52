// The primal and dual simplex over lexicographic objective levels.
extension Solver {
    /// Optimises the main objective (all levels), then drops the free pairs that no longer carry a degree of
    /// freedom.
    func optimizeObjective() {
        settleDeferredShifts()
        optimize(artificialPhase: false)
        if collectFreePairs() {
            optimize(artificialPhase: false)
        }
    }

    /// How many degenerate pivots in a row (pivots that move no value) the main phase makes with the first
    /// improving symbol found before it falls back to Bland's rule, which cannot cycle.
    static let degeneratePivotsBeforeBland = 50

    /// How many cells of an objective row the main phase reads past the first improving symbol, looking for one
    /// held by fewer rows (see ``fewestHoldersImprovingSymbol(at:)``).
    static let enteringLookahead = 32

    /// A column this short ends the look past the first improving symbol: no symbol's pivot touches fewer rows.
    static let shortestUsefulColumn = 2

    /// The primal simplex. In the artificial phase it minimises ``artificialObjective``; otherwise the levels
    /// of ``objectives`` lexicographically: a symbol may enter only if it improves some level and leaves every
    /// higher level unchanged.
    ///
    /// The main phase takes an early improving symbol of the highest level that can improve: scanning an
    /// objective row for its lowest improving symbol (Bland's rule) on every pivot made the N pivots of N
    /// priorities changed at once cost N² (the scan alone was three quarters of it at N = 2,000), while the
    /// first one found costs about N / (improving symbols left), N log N in all. Of the improving symbols within a
    /// few cells of the first, the one held by the fewest rows enters (a pivot rewrites every row holding it). Only
    /// a pivot that moves no value (a zero ratio) can be part of a cycle, so after ``degeneratePivotsBeforeBland`` of
    /// them in a row the phase uses Bland's rule until a pivot moves something again. The artificial phase does the
    /// same over its one objective (``artificialEntering(bland:)``).
    ///
    /// The main phase passes the breakpoints of optional constraints the objective still falls past instead of
    /// pivoting at each (`Solver+PrimalLongStep.swift`), except in a degenerate run of that length, where the plain
    /// ratio test keeps Bland's rule from cycling; the artificial phase passes only those at a zero ratio.
    func optimize(artificialPhase: Bool) {
        var degenerateRun = 0
        var blandCandidates = BlandCandidates()
        while let entering = artificialPhase
            ? artificialEntering(bland: degenerateRun >= Self.degeneratePivotsBeforeBland)
            : enteringSymbol(
                bland: degenerateRun >= Self.degeneratePivotsBeforeBland, candidates: &blandCandidates)
        {
            let bland = degenerateRun >= Self.degeneratePivotsBeforeBland
            guard let leaving = artificialPhase
                ? leavingRowPassingZeroBreakpoints(for: entering, bland: bland)
                : leavingRowPassingBreakpoints(for: entering, bland: bland)
            else {
                // Unbounded: cannot happen for a bounded objective (every error is >= 0); stop safely.
                return
            }
            if let row = rows[leaving], abs(row.constant) < epsilon {
                degenerateRun += 1
            } else {
                degenerateRun = 0
            }
            pivot(entering: entering, leaving: leaving, keepingDefinitions: !artificialPhase)
            noteBlandPivot(entering: entering, candidates: &blandCandidates)
            if !artificialPhase, rebuildAtBatchEndIfCostly() {
                // The optimisation goes on from the rebuilt tableau, to its optimum.
                needsOptimization = false
                degenerateRun = 0
                blandCandidates = BlandCandidates()
            }
        }
    }

    /// The entering symbol for phase one: of the symbols that lower the artificial objective, the one held by the
    /// fewest rows (ties: lowest id), or with `bland` the lowest (Bland's rule, which cannot cycle).
    ///
    /// The lowest id is the oldest symbol, and in a chain the oldest error is the one every row below it names:
    /// reactivating half of a list's constraints (hunt seed 4948) entered the top item's error, held by all
    /// 1,203 rows, through the list's 1,830-cell closing row, and that one pivot and the next rewrote 4.4 million
    /// cells of the step's 5.3 million.
    private func artificialEntering(bland: Bool) -> Symbol? {
        guard let objective = artificialObjective else { return nil }
        var best: Symbol?
        var fewestHolders = Int.max
        for (symbol, coefficient) in objective.cells where coefficient < -epsilon && kinds[symbol] != .dummy {
            // With `bland` every symbol ties, and the lowest wins.
            let holders = bland ? 0 : columns[symbol].count
            if holders < fewestHolders || (holders == fewestHolders && best.isAfter(symbol)) {
                best = symbol
                fewestHolders = holders
            }
        }
        return best
    }

    /// The entering symbol for the main objective: at the highest level that can still improve, a symbol with a
    /// negative coefficient there and zero coefficients at every higher level: the first one found, or with
    /// `bland` the lowest (kept in `candidates`, see ``lowestImprovingSymbol(at:candidates:)``).
    private func enteringSymbol(bland: Bool, candidates: inout BlandCandidates) -> Symbol? {
        for level in objectives.indices where objectives[level].cells.negativeCount > 0 {
            if bland {
                if let symbol = lowestImprovingSymbol(at: level, candidates: &candidates) { return symbol }
            } else if let symbol = fewestHoldersImprovingSymbol(at: level) {
                return symbol
            }
        }
        return nil
    }

    /// An early symbol of level `level` that improves it and leaves every higher level unchanged, scanning the
    /// objective row round from where the last scan of this level stopped: improving symbols are used up in
    /// storage order, so a scan from the start would pass over the used ones again each time.
    ///
    /// The scan goes on for ``enteringLookahead`` cells past the first improving symbol and takes, of those it
    /// met, the one held by the fewest rows: a pivot substitutes the entering symbol's new row (often a line's
    /// long closing row) into every row holding it, and each of them keeps that row's length until a later pivot
    /// cancels it. A shared spacer's slack, held by every spacer's definition and slack row, entered with the
    /// closing row of a 3,000-item line in the middle of mirroring its 12 priority levels, and every later pivot
    /// paid for the thousands of rows it had lengthened (hunt seed 5: 141 s, 610 million cells substituted; 22
    /// s, 127 million, with the look ahead; 8 cells were not enough, 128 or the whole row no better).
    private func fewestHoldersImprovingSymbol(at level: Int) -> Symbol? {
        if enteringScanStarts.count < objectives.count {
            enteringScanStarts.append(contentsOf: repeatElement(0, count: objectives.count - enteringScanStarts.count))
        }
        let cells = objectives[level].cells
        let count = cells.count
        var index = enteringScanStarts[level] < count ? enteringScanStarts[level] : 0
        var best: Symbol?
        var fewestHolders = Int.max
        var scannedAfterFirst = 0
        for _ in 0..<count {
            let cell = cells.cell(at: index)
            if cell.value < -epsilon && kinds[cell.key] != .dummy && isFree(cell.key, above: level) {
                if best == nil { enteringScanStarts[level] = index }
                let holders = columns[cell.key].count
                if holders < fewestHolders {
                    best = cell.key
                    fewestHolders = holders
                    if holders <= Self.shortestUsefulColumn { return best }
                }
            }
            if best != nil {
                scannedAfterFirst += 1
                if scannedAfterFirst > Self.enteringLookahead { break }
            }
            index = index + 1 == count ? 0 : index + 1
        }
        return best
    }

    /// The ratio test: the restricted row that bounds `entering` first (ties: lowest basic symbol).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var bestRatio = Double.greatestFiniteMagnitude
        var best: Symbol?
        for basic in columns[entering] where kinds[basic] != .external {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < -epsilon else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio - epsilon || (ratio < bestRatio + epsilon && best.isAfter(basic)) {
                bestRatio = min(ratio, bestRatio)
                best = basic
            }
        }
        return best
    }

    /// The dual simplex: restores feasibility of the rows in ``infeasibleRows`` while keeping the objective
    /// optimal. Returns `nil`, or the basic symbol and row that cannot be made feasible (its constraints
    /// contradict each other).
    func dualOptimize() -> (basic: Symbol, row: Row)? {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < -epsilon else { continue }
            guard let entering = enteringAfterBoundExchanges(for: leaving) else {
                infeasibleRows.removeAll()
                return (leaving, row)
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// The dual ratio test: among symbols with a positive coefficient in `row`, the one whose cost vector
    /// divided by that coefficient is lexicographically smallest (ties: lowest id).
    func dualEntering(for row: Row) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for (symbol, coefficient) in row.cells where coefficient > epsilon && kinds[symbol] != .dummy {
            guard let (bestSymbol, bestCoefficient) = best else {
                best = (symbol, coefficient)
                continue
            }
            let order = compareCostRatios(symbol, coefficient, bestSymbol, bestCoefficient)
            if order < 0 || (order == 0 && symbol < bestSymbol) {
                best = (symbol, coefficient)
            }
        }
        return best?.symbol
    }
}
