// Removals a costly batch leaves to its rebuild.
//
// A batch past its budget rebuilds the tableau before its next change (`Solver+Rebuild.swift`), and a rebuild drops
// whatever is no longer held at no cost. So once a batch has passed its budget, removing a constraint whose row is in
// the tableau only forgets it: its record goes, its marker stays in the rows, and the rebuild the batch owes is made
// when anything else needs the tableau (the next change other than a removal, a value read, the batch's end). A
// batch that removes many constraints (a tenth of a list deactivated: every removal rewrote rows as long as the list,
// hunt seed 33) then costs its budget and one build, however many it removes.
//
// What the user sees is the same: the constraint is no longer held (`hasConstraint`, its ID, `constraintCount`) from
// the call on, and every value read is the rebuilt tableau's. If the rebuild is given up (`rebuildTableau`), the
// removals are made one at a time as before, from the records kept here. Constraints not in the tableau (waiting for
// the batch's end, or dormant) are removed at once: that costs nothing.
extension Solver {
    /// Removes the constraint in `slot`, or, in a batch past its budget that may still rebuild (see the file comment),
    /// forgets it and leaves its rows to the rebuild.
    func retireOrLeaveToRebuild(slot: ConstraintSlot) {
        guard let record = records[slot], !isAside(slot),
              !pendingRemovals.isEmpty || (batchDepth > 0 && batchMayRebuild && batchIsPastBudget)
        else {
            rebuildIfBatchIsCostly()
            retire(slot: slot)
            return
        }
        records[slot] = nil
        if record.strength.isRequired {
            requiredChanges &+= 1
        }
        if let object = record.object {
            object.slot = nil
            object.owner = nil
        }
        constraintCount -= 1
        pendingRemovals.append((slot, record))
        // Every read of a value then goes through ``settleDeferredConstraints()``, which rebuilds first.
        hasDeferredConstraints = true
    }

    /// Makes the rebuild the removals left to it wait for (see the file comment); if it is given up, removes them one
    /// at a time. `atBatchEnd`: as ``rebuildTableau(atBatchEnd:)``.
    func settlePendingRemovals(atBatchEnd: Bool) {
        guard !pendingRemovals.isEmpty else { return }
        let removals = pendingRemovals
        pendingRemovals = []
        if rebuildForBatch(atBatchEnd: atBatchEnd) {
            for (slot, _) in removals {
                // The rebuilt tableau holds neither the row nor the markers (they are free symbols in it).
                free(slot: slot, object: nil)
            }
            return
        }
        for (slot, record) in removals {
            records[slot] = record
            if let object = record.object {
                object.slot = slot
                object.owner = .passUnretained(self)
            }
            constraintCount += 1
            if record.strength.isRequired {
                requiredChanges &-= 1
            }
            retire(slot: slot)
        }
    }

    /// Optimises in the middle of a batch of removals, as the end of a batch of its own would: a layout engine
    /// removes each view's constraints and then optimises, all the views of a pass in one batch, so that they share
    /// its budget (`LayoutEngine+Purging.swift`). Does nothing while removals wait for the rebuild the batch owes:
    /// the rebuild, at the batch's end, makes the optimum anew.
    package func optimizeBetweenRemovals() {
        guard batchDepth > 0, pendingRemovals.isEmpty else { return }
        placeWaitingAndOptimize()
    }
}
