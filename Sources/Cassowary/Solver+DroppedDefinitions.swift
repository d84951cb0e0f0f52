// Removing a marker that only variable definitions hold: it is solved from the shortest of them, expanded only as
// far down as the holders reach.
extension Solver {
    /// Removes a marker that only variable definitions hold (no restricted row does).
    ///
    /// If one definition holds it, that definition is dropped and its variable becomes parametric: every
    /// definition naming the variable now names a free variable, exactly as if the marker had been pivoted into
    /// that row and the row dropped. If several hold it, the marker is solved from the shortest of them (ties:
    /// the lowest symbol), whose variable becomes parametric (it is usually the one the removed constraint
    /// placed), and that expression replaces the marker in the others.
    ///
    /// The definition is expanded only down to the lowest rank among the holders (``expanded(_:downTo:)``):
    /// other holders it names may hold the marker too, so only the coefficient after expanding them counts, but
    /// a definition ranked below every holder reaches none of them. The expression then names only definitions
    /// ranked below every holder, so the holders it is substituted into keep their ranks. Expanding fully (as this
    /// once did) cost the whole chain above a removed link: deleting every other row of a 10,000-row list took
    /// 12.9 s. If the marker's coefficient cancels there, the next shortest is tried.
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
            for (chosen, _) in candidates where solveMarker(marker, from: chosen, downTo: lowestHolderRank) {
                return
            }
        }
    }

    /// Solves `marker` from the definition of `chosen` (one of the definitions holding it, expanded down to
    /// `floor`) and substitutes it into the others, unless its coefficient there cancels; returns whether it did.
    private func solveMarker(_ marker: Symbol, from chosen: Symbol, downTo floor: Double) -> Bool {
        guard let definition = rows[chosen] else { return false }
        var equation = expanded(definition, downTo: floor)
        guard !nearZero(equation.coefficient(of: marker)) else { return false }
        _ = takeRow(of: chosen)
        equation.add(chosen, -1)
        equation.solve(for: marker)
        // The holders are definitions, which may name the definitions left in `equation`; an objective row
        // (which holds a marker only by numerical residue here) names parametric symbols only.
        substitute(marker, with: objectivesHold(marker) ? expanded(equation) : equation)
        return true
    }

    /// Whether an objective row (or the artificial one) holds `symbol`.
    private func objectivesHold(_ symbol: Symbol) -> Bool {
        costLevels[symbol].contains(in: costLevelOverflow) {
            objectives[levelIndex(ofExisting: $0)].coefficient(of: symbol) != 0
        }
            || artificialObjective.map { $0.coefficient(of: symbol) != 0 } ?? false
    }
}
