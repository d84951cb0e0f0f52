// Optional constraints added inside a batch: placed after the batch's required ones.
//
// A screen is built in one batch, and its constraints arrive in the order the code made them: a view's content
// size (an optional equality on its width) when the view joins, the links that place it later. Placed in that
// order, an optional constraint on a size that the required links will decide is placed while the size is still
// free, and its row then follows every pivot the links cause: `autoDistributeViews(withFixedSpacing:)` over views
// with an intrinsic size makes every view as wide as the first, and the last link (the row's end pinned to the
// parent's) decides that width from every link's constant. Each view's content row, placed first, was rewritten
// with that whole expression: n rows of n cells, and the optimiser's walk through them cost n³ (2.9 s for the
// first layout of 1,000 labels).
//
// So an optional constraint added inside a batch waits (``Solver/deferredRows``) and is placed when the batch ends,
// after every required constraint the batch added, in the order the optional ones were added. Placed then, a
// constraint whose variables the required equalities decide goes dormant (`Solver+DormantConstraints.swift`)
// instead of entering the tableau, and the others are placed on the rows the required constraints left.
//
// Why the result is the same: the optimum depends on the set of constraints, not on the order they are placed in,
// and an optional constraint can never make an addition fail (its errors absorb any violation), so a required
// constraint added after it is accepted or refused exactly as before. Everything that reads or changes the
// solution places the waiting constraints first: a value read, a report of changed variables, a constant change
// of another constraint or several (``Solver/setConstants(_:)``), an ambiguity test, the dual entry of
// inequalities. (Not the check of a constraint over determined variables, which reads values the required
// equalities decide alone: ``Solver/holds(_:_:)``.) A waiting constraint's own constant change only updates its
// row; removing it frees its slot (it is in no row); re-weighting it charges its errors, which are in the objective
// from the start, as a dormant constraint's are.
//
// While constraints wait, a required link avoids being solved for a variable they name (``Solver/awaitedMarks``):
// a stack's link `y₂ − y₁ − h₁ = 8` arrives before `h₁`'s content size, and solved for `h₁` (its lowest fresh
// variable) it made the content constraint, placed later, a pin of a defined variable, unfolded through the link.
// Solved for `y₂`, the link leaves `h₁` free for its content constraint to define, as it did when that constraint
// came first.
extension Solver {
    /// Keeps the row of the optional constraint in `slot` aside until the batch ends.
    func deferPlacement(of row: consuming Row, slot: ConstraintSlot) {
        let epoch = awaitedEpoch
        row.cells.forEachKey { symbol in
            if kinds[symbol] == .external { awaitedMarks[symbol] = epoch }
        }
        deferredRows.append(row, for: slot)
        hasDeferredConstraints = true
        searchWork.deferredPlacements += 1
    }

    /// Places every waiting optional constraint, in the order they were added, and optimises (or asks the batch
    /// to). Called when the batch ends and before anything reads or changes the solution.
    func settleDeferredConstraints() {
        // Removals left to a rebuild: it places the waiting constraints too.
        settlePendingRemovals(atBatchEnd: batchDepth == 0)
        guard hasDeferredConstraints else { return }
        hasDeferredConstraints = false
        awaitedEpoch &+= 1
        if awaitedEpoch == 0 {
            awaitedMarks.fill(with: 0)
            awaitedEpoch = 1
        }
        settleDeferredShifts()
        settleDormantConstraints()
        let end = deferredRows.end
        for position in 0..<end {
            // A rebuild places every waiting constraint (the ones still waiting, and the ones placed before it).
            if rebuildAtBatchEndIfCostly() { return }
            // A slot whose constraint was removed while it waited left a hole.
            guard let (slot, row) = deferredRows.takeWaiting(at: position) else { continue }
            placeAside(row, of: slot)
        }
        deferredRows.forget(upTo: end)
        optimizeUnlessBatching()
    }
}
