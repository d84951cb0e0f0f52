// Reading the objectives a symbol at a time: the levels at which each symbol costs.
//
// The objective is a row per priority level (``Solver/objectives``), and a symbol's cost is the vector of its
// coefficients in them, compared level by level from the highest. Read one level at a time, every substitution,
// every improvement test and every ratio of a dual step cost a lookup per level: nothing while a layout uses three
// priorities, but UIKit's priorities are floats, and with a distinct priority for every optional constraint the
// levels are as many as the constraints: every pivot read all of them, and a dual step's walk stored a ratio per
// level for every candidate (hunt seeds 0 and 7, quadratic).
//
// So each symbol keeps the levels whose objective may hold it (``Solver/costLevels``), as level values, which a
// new level inserted between two others does not shift. A level is noted whenever a change to its objective may
// give the symbol a coefficient (``addCost(_:_:atLevel:)``, ``addCosts(of:times:atLevel:)``, a substitution), and
// the list is emptied when the symbol leaves every objective (substituted by its row, or released). A noted level
// may hold a zero (a coefficient that cancelled): readers skip it, and a list grown mostly stale is pruned.
extension Solver {
    /// Adds `coefficient × symbol` to the objective of the level at `level` (an index in ``levels``).
    func addCost(_ symbol: Symbol, _ coefficient: Double, atLevel level: Int) {
        objectives[level].add(symbol, coefficient)
        costLevels[symbol].insert(levels[level], in: &costLevelOverflow)
    }

    /// Adds `times × row` to the objective of the level at `level`.
    func addCosts(of row: Row, times: Double, atLevel level: Int) {
        objectives[level].add(row, times: times)
        noteLevel(level, forSymbolsOf: row)
    }

    /// Substitutes `symbol = row` into every objective holding `symbol`, which then holds none.
    func substituteInObjectives(_ symbol: Symbol, with row: Row) {
        guard !costLevels[symbol].isEmpty else { return }
        searchWork.costLevelsRead += costLevels[symbol].count(in: costLevelOverflow)
        // Taken out first: noting the row's symbols changes the overflow lists.
        let noted = costLevels[symbol].takeAll(in: &costLevelOverflow)
        func substitute(at value: Double) {
            let level = levelIndex(ofExisting: value)
            guard objectives[level].cells[symbol] != nil else { return }
            objectives[level].substitute(symbol, with: row)
            noteLevel(level, forSymbolsOf: row)
        }
        if let first = noted.first { substitute(at: first) }
        if let second = noted.second { substitute(at: second) }
        for value in noted.others {
            substitute(at: value)
        }
    }

    /// Removes `symbol` from every objective (it is being released).
    func removeFromObjectives(_ symbol: Symbol) {
        costLevels[symbol].forEach(in: costLevelOverflow) { value in
            objectives[levelIndex(ofExisting: value)].cells[symbol] = nil
        }
        costLevels[symbol].removeAll(in: &costLevelOverflow)
    }

    /// Calls `body` with the index and coefficient of every level whose objective holds `symbol` with a non-zero
    /// coefficient, highest level (lowest index) first.
    @inline(__always)
    func forEachCost(of symbol: Symbol, _ body: (_ level: Int, _ cost: Double) -> Void) {
        var stale = 0
        searchWork.costLevelsRead += costLevels[symbol].count(in: costLevelOverflow)
        costLevels[symbol].forEach(in: costLevelOverflow) { value in
            let level = levelIndex(ofExisting: value)
            if let cost = objectives[level].cells[symbol], cost != 0 {
                body(level, cost)
            } else {
                stale += 1
            }
        }
        if stale > 2 && 2 * stale > costLevels[symbol].count(in: costLevelOverflow) {
            pruneCostLevels(of: symbol)
        }
    }

    /// Whether `symbol` costs (a coefficient not near zero) at some level.
    func hasCost(_ symbol: Symbol) -> Bool {
        costLevels[symbol].contains(in: costLevelOverflow) { value in
            !nearZero(objectives[levelIndex(ofExisting: value)].cells[symbol] ?? 0)
        }
    }

    /// Whether `symbol` has (near) zero cost at every level above the level at `level`.
    @inline(__always)
    func isFree(_ symbol: Symbol, above level: Int) -> Bool {
        guard level > 0 else { return true }
        let threshold = levels[level]
        return !costLevels[symbol].contains(in: costLevelOverflow) { value in
            value > threshold && !nearZero(objectives[levelIndex(ofExisting: value)].cells[symbol] ?? 0)
        }
    }

    /// Compares the cost vectors of `lhs` and `rhs` divided by `lhsScale` and `rhsScale`, level by level from
    /// the highest, each level's difference within ``epsilon`` counting as equal: negative when `lhs`'s is
    /// lexicographically smaller, positive when larger, zero when they are equal.
    func compareCostRatios(_ lhs: Symbol, _ lhsScale: Double, _ rhs: Symbol, _ rhsScale: Double) -> Int {
        var bound = Double.infinity
        while true {
            let next: Double
            switch (
                costLevels[lhs].highest(below: bound, in: costLevelOverflow),
                costLevels[rhs].highest(below: bound, in: costLevelOverflow)
            ) {
            case (nil, nil): return 0
            case (let value?, nil), (nil, let value?): next = value
            case (let left?, let right?): next = Swift.max(left, right)
            }
            searchWork.costLevelsRead += 1
            let level = levelIndex(ofExisting: next)
            let difference = (objectives[level].cells[lhs] ?? 0) / lhsScale
                - (objectives[level].cells[rhs] ?? 0) / rhsScale
            if difference < -epsilon { return -1 }
            if difference > epsilon { return 1 }
            bound = next
        }
    }

    /// The index in ``levels`` (highest first) of the level `value`, which exists.
    @inline(__always)
    func levelIndex(ofExisting value: Double) -> Int {
        let index = levelPosition(of: value)
        assert(index < levels.count && levels[index] == value, "level \(value) is not one of the solver's")
        return index
    }

    /// Where the level `value` is in ``levels``, or would be inserted: the first index whose level is not higher.
    @inline(__always)
    func levelPosition(of value: Double) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle] > value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Whether every symbol that an objective holds has that objective's level noted (for tests).
    func costLevelsCoverObjectives() -> Bool {
        for (level, objective) in objectives.enumerated() {
            for (symbol, _) in objective.cells {
                guard costLevels[symbol].contains(in: costLevelOverflow, where: { $0 == levels[level] }) else {
                    return false
                }
            }
        }
        return true
    }

    /// Notes the level at `level` for every symbol of `row`.
    private func noteLevel(_ level: Int, forSymbolsOf row: Row) {
        let value = levels[level]
        row.cells.forEachKey { symbol in
            costLevels[symbol].insert(value, in: &costLevelOverflow)
        }
    }

    /// Forgets the noted levels whose objective no longer holds `symbol`.
    private func pruneCostLevels(of symbol: Symbol) {
        var kept: [Double] = []
        costLevels[symbol].forEach(in: costLevelOverflow) { value in
            if (objectives[levelIndex(ofExisting: value)].cells[symbol] ?? 0) != 0 { kept.append(value) }
        }
        costLevels[symbol].removeAll(in: &costLevelOverflow)
        for value in kept {
            costLevels[symbol].insert(value, in: &costLevelOverflow)
        }
    }
}
