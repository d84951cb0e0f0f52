// Removing a marker that only variable definitions hold: the definition it is solved from is chosen without
// expanding the definitions that cannot be chosen, where their ranks tell.
extension Solver {
    /// Removes a marker that only variable definitions hold (no restricted row does).
    ///
    /// If one definition holds it, that definition is dropped and its variable becomes parametric: every
    /// definition naming the variable now names a free variable, exactly as if the marker had been pivoted into
    /// that row and the row dropped. If several hold it, the marker is solved from one of them after expanding it
    /// fully (other definitions it names may hold the marker too, so only the expanded coefficient counts), and
    /// that parametric expression replaces the marker in the others.
    func dropDefinition(holding marker: Symbol) {
        let holders = columns[marker]
        if holders.count == 1, let only = holders.first {
            _ = takeRow(of: only)
            return
        }
        // Shortest definition first (ties: lowest symbol), its length read in place: a comparator that copied
        // the rows paid a retain and a release per comparison. The few holders are sorted on the stack.
        withUnsafeTemporaryAllocation(of: (symbol: Symbol, cells: Int).self, capacity: holders.count) { lengths in
            var count = 0
            var lowestHolderRank = Double.infinity
            for holder in holders {
                let cells: Int = rows.withRow(of: holder) { $0.pointee.cells.count } ?? 0
                lengths.initializeElement(at: count, to: (holder, cells))
                count += 1
                lowestHolderRank = min(lowestHolderRank, definitionRank[holder])
            }
            var candidates = UnsafeMutableBufferPointer(rebasing: lengths[..<count])
            candidates.sort { lhs, rhs in lhs.cells != rhs.cells ? lhs.cells < rhs.cells : lhs.symbol < rhs.symbol }
            for (chosen, _) in candidates where solveMarker(marker, from: chosen, lowestHolderRank: lowestHolderRank) {
                return
            }
        }
    }

    /// Solves `marker` from the definition of `chosen` (one of the definitions holding it) and substitutes it
    /// into the others, unless its expanded coefficient there is zero; returns whether it did.
    private func solveMarker(_ marker: Symbol, from chosen: Symbol, lowestHolderRank: Double) -> Bool {
        if let shallow = expandedCoefficient(of: marker, inDefinitionOf: chosen, lowestHolderRank: lowestHolderRank),
            nearZero(shallow)
        {
            return false
        }
        guard let definition = rows[chosen] else { return false }
        var equation = expanded(definition)
        guard !nearZero(equation.coefficient(of: marker)) else { return false }
        _ = takeRow(of: chosen)
        equation.add(chosen, -1)
        equation.solve(for: marker)
        substitute(marker, with: equation)
        return true
    }

    /// The coefficient of `marker` in the full expansion of the definition of `basic`, read from that definition
    /// and the definitions it names directly, without expanding: `nil` when those do not tell.
    ///
    /// Expanding passes weight only down the ranks, so a definition that ranks no higher than every definition
    /// holding `marker` (`lowestHolderRank`) reaches none of them: its expanded coefficient is its own. Those are
    /// the definitions `basic` names when a chain link's marker is held by two links of the chain, one naming the
    /// other (removing a column of 10,000 views expanded such a pair for every link, only to find the marker
    /// cancelled in one of them).
    private func expandedCoefficient(
        of marker: Symbol, inDefinitionOf basic: Symbol, lowestHolderRank: Double
    ) -> Double? {
        rows.withRow(of: basic) { row -> Double? in
            var coefficient = 0.0
            var decided = true
            Row.forEachCell(ofRowAt: row) { symbol, weight in
                if symbol == marker {
                    coefficient += weight
                } else if decided && isDefinedVariable(symbol) {
                    guard definitionRank[symbol] <= lowestHolderRank else {
                        decided = false
                        return
                    }
                    coefficient += weight * (rows.withRow(of: symbol) { $0.pointee.coefficient(of: marker) } ?? 0)
                }
            }
            return decided ? coefficient : nil
        } ?? nil
    }
}
