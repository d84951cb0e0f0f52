// Removing a marker that only variable definitions hold: it is solved from the shortest of them that gives it a
// coefficient large enough against its other cells, expanded only as far down as the holders reach.
extension Solver {
    /// How large, at least, a marker's coefficient must be against the other cells of the definition it is solved
    /// from: solving divides them by it, and the holders the solution goes into take the quotients. Below this the
    /// next holder is tried (threshold pivoting, as sparse LU factorizations choose their pivots).
    static let stableMarkerPivot = 0.1

    /// How many holders' definitions are expanded, at most, looking for one that meets ``stableMarkerPivot``: three
    /// left hunt seed 765 (800 views) with a holder that still amplified, two required links 21 points off.
    static let markerCandidatesExamined = 8

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
    /// 12.9 s. If the marker's coefficient there nearly cancels (is small against the definition's other cells,
    /// ``stableMarkerPivot``), the next shortest is tried: solved from it, the marker's solution would carry the
    /// quotients into every other holder, and removal after removal they grew (`Solver+Conditioning.swift`).
    ///
    /// When the shortest holder names, at or above that rank, only the lowest holder, even that expansion is
    /// skipped (``solveMarker(_:from:besideLowest:ranked:)``): the lowest holder's definition can be a whole chain.
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
            var lowestHolder: Symbol?
            var rankIsShared = false
            for holder in holders {
                let cells: Int = rows.withRow(of: holder) { $0.pointee.cells.count } ?? 0
                lengths.initializeElement(at: count, to: (holder, cells))
                count += 1
                let rank = definitionRank[holder]
                if rank < lowestHolderRank {
                    lowestHolderRank = rank
                    lowestHolder = holder
                    rankIsShared = false
                } else if rank == lowestHolderRank {
                    rankIsShared = true
                }
            }
            var candidates = UnsafeMutableBufferPointer(rebasing: lengths[..<count])
            candidates.sort { lhs, rhs in lhs.cells != rhs.cells ? lhs.cells < rhs.cells : lhs.symbol < rhs.symbol }
            if let lowestHolder, !rankIsShared, let shortest = candidates.first?.symbol, shortest != lowestHolder,
               solveMarker(marker, from: shortest, besideLowest: lowestHolder, ranked: lowestHolderRank) {
                return
            }
            _ = solveMarker(marker, fromStableOf: candidates.lazy.map(\.symbol), downTo: lowestHolderRank)
        }
    }

    /// Solves `marker` from the first of `candidates` (holders, in order of preference) whose definition, expanded
    /// down to `floor`, gives it a coefficient at least ``stableMarkerPivot`` times its largest other cell, and
    /// substitutes it into the other holders; when none of the first ``markerCandidatesExamined`` does, from the
    /// one whose coefficient is largest against its other cells. Returns whether it solved it (not when its
    /// coefficient cancels in every definition examined).
    private func solveMarker(
        _ marker: Symbol, fromStableOf candidates: some Sequence<Symbol>, downTo floor: Double
    ) -> Bool {
        var best: (chosen: Symbol, equation: Row, ratio: Double, readWhole: [Symbol])?
        var examined = 0
        // An expansion made while placing notes the long rows it read, to be folded (`Solver+DummyAggregates.swift`):
        // only the chosen holder's expansion is kept noted, as if it were the only one made.
        let readWholeStart = rowsReadWhole.count
        for chosen in candidates {
            guard let definition = rows[chosen] else { continue }
            let equation = expanded(definition, downTo: floor)
            let readWhole = Array(rowsReadWhole[readWholeStart...])
            rowsReadWhole.removeSubrange(readWholeStart...)
            let coefficient = equation.coefficient(of: marker)
            guard !nearZero(coefficient) else { continue }
            let ratio = pivotRatio(coefficient, solving: equation, for: marker)
            if ratio > best?.ratio ?? -1 { best = (chosen, equation, ratio, readWhole) }
            examined += 1
            if ratio >= Self.stableMarkerPivot || examined == Self.markerCandidatesExamined { break }
        }
        guard let best else { return false }
        rowsReadWhole.append(contentsOf: best.readWhole)
        substituteMarker(marker, with: takeDefinition(of: best.chosen, solving: best.equation, for: marker))
        return true
    }

    /// `|coefficient|` over the largest magnitude among `equation`'s other cells and the 1 of the variable it
    /// defines: the larger, the less solving `equation` for `symbol` (whose coefficient it is) grows the others.
    private func pivotRatio(_ coefficient: Double, solving equation: Row, for symbol: Symbol) -> Double {
        var largest = 1.0
        equation.cells.forEachCell { other, value in
            if other != symbol { largest = max(largest, abs(value)) }
        }
        return abs(coefficient) / largest
    }

    /// Solves `marker` from the definition of `chosen` as it stands, when the only definition ranked `floor` or
    /// higher that it names is `lowest`'s, the lowest-ranked holder; returns whether it did.
    ///
    /// Expanded down to `floor`, `chosen`'s definition would take the whole of `lowest`'s (seed 44: a 3-cell row
    /// took a 3,201-cell chain, substituted into 799 holders). Instead the two equations are solved together:
    /// `chosen = a·m + b·lowest + R` gives `m = (chosen − b·lowest − R) / a`, which `lowest`'s definition
    /// (`lowest = c·m + S`) takes before it is solved for `lowest` again (`(a + b·c)`, the expanded coefficient,
    /// must not cancel), and which every other holder takes as it is: they rank above `lowest`, so they may name it.
    private func solveMarker(_ marker: Symbol, from chosen: Symbol, besideLowest lowest: Symbol, ranked floor: Double)
        -> Bool
    {
        guard let definition = rows[chosen], let lowestDefinition = rows[lowest] else { return false }
        let namesOnlyLowestAboveFloor = !definition.cells.containsKey { symbol in
            symbol != lowest && isDefinedVariable(symbol) && definitionRank[symbol] >= floor
        }
        let lowestWeight = definition.coefficient(of: lowest)
        guard namesOnlyLowestAboveFloor, lowestWeight != 0 else { return false }
        let markerWeight = definition.coefficient(of: marker)
        let lowestMarkerWeight = lowestDefinition.coefficient(of: marker)
        guard !nearZero(markerWeight), !nearZero(markerWeight + lowestWeight * lowestMarkerWeight) else { return false }
        let solution = takeDefinition(of: chosen, solving: definition, for: marker)
        var lowestEquation = lowestDefinition
        lowestEquation.substitute(marker, with: solution)
        setRow(takeDefinition(of: lowest, solving: lowestEquation, for: lowest), for: lowest)
        substituteMarker(marker, with: solution)
        return true
    }

    /// Drops the definition of `variable` and returns `equation` (that definition, expanded or rewritten, so that
    /// it reads `variable = equation`) solved for `symbol`, which it must hold.
    private func takeDefinition(of variable: Symbol, solving equation: Row, for symbol: Symbol) -> Row {
        _ = takeRow(of: variable)
        var solution = equation
        solution.add(variable, -1)
        solution.solve(for: symbol)
        return solution
    }

    /// Replaces `marker` by `solution` in the rows still holding it. The holders are definitions, which may name the
    /// definitions left in `solution`; an objective row (which holds a marker only by numerical residue here) names
    /// parametric symbols only, and takes it expanded.
    private func substituteMarker(_ marker: Symbol, with solution: Row) {
        substitute(marker, with: objectivesHold(marker) ? expanded(solution) : solution)
    }

    /// Whether an objective row (or the artificial one) holds `symbol`.
    private func objectivesHold(_ symbol: Symbol) -> Bool {
        costLevels[symbol].contains(in: costLevelOverflow) {
            objectives[levelIndex(ofExisting: $0)].coefficient(of: symbol) != 0
        }
            || artificialObjective.map { $0.coefficient(of: symbol) != 0 } ?? false
    }
}
