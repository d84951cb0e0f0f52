// What a required equality's marker stands for, and the check of it (invariant 16 of docs/ARCHITECTURE.md).
//
// Every row of the tableau is a consequence of the constraints held with their markers as unknowns
// (`expression = marker` for a required equality). So a required equality's expression, rewritten through the
// definitions and the rows of basic restricted symbols, is exactly its own marker times its sign, whatever
// the pivots: its marker stands for it and for nothing else. Removing a constraint relies on this: it replaces
// its marker by a free pair (or pivots it in and drops its row), which frees that constraint and touches no other.
// A row that made another constraint's marker basic for a redundant one broke it (the other constraint then stood
// for both, and removing a constraint they rested on broke a third by up to 459 points), and values alone did not
// show it until a slack moved. The randomized tests check the identity itself after every step.
extension Solver {
    /// Whether every required equality held in the tableau (not dormant, not waiting) rewrites to exactly its own
    /// marker (see the file comment), up to `tolerance` per coefficient. Constraints added by their terms while
    /// ``rebuildsTableau`` was off are not checked (their terms are not kept). For tests: it expands every
    /// constraint.
    func markersStandForTheirConstraints(tolerance: Double = 1e-7) -> Bool {
        for index in records.indices {
            let slot = ConstraintSlot(index: index)
            guard let record = records[slot], record.strength.isRequired, record.relation == .equal,
                  !isAside(slot),
                  let terms = terms(ofHeld: record, at: slot)
            else { continue }
            // Expanded through the definitions and the rows of the basic slacks and errors they name.
            var rewritten = expanded(expressionRow(terms: terms.inline, spilled: terms.spilled, constant: record.constant))
            if isBasic(record.marker) {
                rewritten.add(rows[record.marker]!, times: record.markerCoefficient)
            } else {
                rewritten.add(record.marker, record.markerCoefficient)
            }
            // An aggregate stands for its members.
            for (symbol, coefficient) in rewritten.cells where isAggregate(symbol) {
                _ = rewritten.cells.removeValue(forKey: symbol)
                for (member, weight) in aggregateMembers[symbol]!.cells {
                    rewritten.add(member, coefficient * weight)
                }
            }
            guard abs(rewritten.constant) <= tolerance * max(1, abs(record.constant)),
                  !rewritten.cells.contains(where: { abs($0.1) > tolerance })
            else { return false }
        }
        return true
    }
}
