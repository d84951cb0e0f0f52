// Removing a marker that only variable definitions hold: it is solved from a definition whose own coefficient
// is the whole story (one naming no definition that could hold the marker), so nothing is expanded.
extension Solver {
    /// Removes a marker that only variable definitions hold (no restricted row does).
    ///
    /// If one definition holds it, that definition is dropped and its variable becomes parametric: every
    /// definition naming the variable now names a free variable, exactly as if the marker had been pivoted into
    /// that row and the row dropped. If several hold it, the marker is solved from one of them, whose variable
    /// becomes parametric, and that expression replaces the marker in the others.
    ///
    /// The definition it is solved from is one that names no definition ranked as high as the lowest-ranked
    /// holder (the lowest-ranked holder always qualifies; among those, the shortest, then the lowest symbol).
    /// Such a definition reaches no other holder, so the marker's coefficient in its row is its coefficient in
    /// the full expansion, and the row can be used as it stands: the expression names only variables ranked
    /// below every holder, so the holders it is substituted into keep their ranks, and the graph stays acyclic.
    /// Expanding the definition instead (as this once did) made every holder as long as the chain above it:
    /// deleting every other row of a 10,000-row list took 12.9 s.
    func dropDefinition(holding marker: Symbol) {
        let holders = columns[marker]
        if holders.count == 1, let only = holders.first {
            _ = takeRow(of: only)
            return
        }
        var lowestHolderRank = Double.infinity
        for holder in holders {
            lowestHolderRank = min(lowestHolderRank, definitionRank[holder])
        }
        var chosen: (symbol: Symbol, cells: Int)?
        for holder in holders {
            guard let cells = directDefinitionLength(of: holder, below: lowestHolderRank) else { continue }
            if chosen.map({ cells < $0.cells || (cells == $0.cells && holder < $0.symbol) }) ?? true {
                chosen = (holder, cells)
            }
        }
        guard let chosen, var equation = takeRow(of: chosen.symbol) else {
            assertionFailure("the lowest-ranked holder of a marker names no definition ranked as high")
            return
        }
        equation.add(chosen.symbol, -1)
        equation.solve(for: marker)
        substitute(marker, with: objectivesHold(marker) ? expanded(equation) : equation)
    }

    /// The length of the definition of `basic` if it names no definition ranked `rank` or higher, else `nil`.
    /// Read in place.
    private func directDefinitionLength(of basic: Symbol, below rank: Double) -> Int? {
        rows.withRow(of: basic) { row -> Int? in
            var direct = true
            Row.forEachCell(ofRowAt: row) { symbol, _ in
                if direct && isDefinedVariable(symbol) && definitionRank[symbol] >= rank {
                    direct = false
                }
            }
            return direct ? row.pointee.cells.count : nil
        } ?? nil
    }

    /// Whether an objective row (or the artificial one) holds `symbol`. Objective rows name only parametric
    /// symbols, so a marker substituted into one must be given in expanded form.
    private func objectivesHold(_ symbol: Symbol) -> Bool {
        objectives.contains { $0.coefficient(of: symbol) != 0 }
            || artificialObjective.map { $0.coefficient(of: symbol) != 0 } ?? false
    }
}
