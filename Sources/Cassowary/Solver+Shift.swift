// Changing a held constraint's constant in place.
extension Solver {
    /// Sets the expression constant of the constraint in `slot` by Cassowary's marker shift followed by the
    /// dual simplex. If the new constant contradicts the required constraints, every pivot is undone, the old
    /// constant stays, and the call throws the slots of the required constraints it contradicts.
    func changeConstant(ofSlot slot: ConstraintSlot, to constant: Double) throws(InsertionConflict) {
        guard let record = records[slot] else { return }
        let delta = constant - record.constant
        if delta == 0 { return }
        if record.strength.isRequired {
            requiredChanges &+= 1
        }
        // Inside a batch, an optional constraint's new constant is only shifted in: it cannot contradict the
        // required constraints, and the rows it leaves infeasible are restored by one dual simplex when the batch
        // ends or another change needs a feasible tableau (``settleDeferredShifts()``). Restored one change at a
        // time, n intrinsic sizes changed in one pass cost n dual simplexes through the same long row.
        let defers = batchDepth > 0 && !record.strength.isRequired
        if !defers {
            settleDeferredShifts()
        }
        if needsOptimization {
            needsOptimization = false
            optimizeObjective()
        }
        var contradiction: (basic: Symbol, row: Row)? = shift(record, by: delta)
        if defers {
            if contradiction == nil {
                hasDeferredShifts = hasDeferredShifts || !infeasibleRows.isEmpty
                records[slot]?.constant = constant
                record.object?.constant = constant
                return
            }
            // A required equality's row holds the marker: changed the usual way after all, on a settled tableau.
            _ = shift(record, by: -delta)
            settleDeferredShifts()
            contradiction = shift(record, by: delta)
        }
        let pivots = recordingPivots {
            if contradiction == nil {
                contradiction = dualOptimize()
            }
        }
        guard let failedRow = contradiction?.row else {
            records[slot]?.constant = constant
            record.object?.constant = constant
            return
        }
        infeasibleRows.removeAll()
        undo(pivots)
        _ = shift(record, by: -delta)
        infeasibleRows.removeAll()
        var conflicts = requiredOwners(ofMarkersIn: failedRow, excluding: slot)
        if let basic = contradiction?.basic, let owner = requiredOwner(of: basic, excluding: slot),
           !conflicts.contains(owner) {
            conflicts.insert(owner, at: 0)
        }
        throw InsertionConflict(conflicts: conflicts)
    }

    /// Applies the marker substitution for a change of `delta` in the record's constant: every row holding the
    /// marker moves by its coefficient. Returns the row of a required equality that would stop holding (a
    /// basic dummy left non-zero), or `nil`.
    private func shift(_ record: ConstraintRecord, by delta: Double) -> (basic: Symbol, row: Row)? {
        let marker = record.marker
        let step = delta / record.markerCoefficient
        var contradiction: (basic: Symbol, row: Row)?
        if var row = rows.take(marker) {
            row.constant -= step
            rows[marker] = row
            if kinds[marker] == .dummy {
                if !nearZero(row.constant) { contradiction = (marker, row) }
            } else if row.constant < 0 {
                infeasibleRows.append(marker)
            }
            return contradiction
        }
        for basic in columns[marker] {
            guard var row = rows.take(basic) else { continue }
            row.constant += row.coefficient(of: marker) * step
            rows[basic] = row
            touch(basic)
            switch kinds[basic] {
            case .external: break
            case .dummy:
                if !nearZero(row.constant) && contradiction == nil { contradiction = (basic, row) }
            case .slack, .error:
                if row.constant < 0 { infeasibleRows.append(basic) }
            }
        }
        return contradiction
    }
}

extension Solver {
    /// Restores feasibility after the optional constant changes a batch shifted in without it (see
    /// ``changeConstant(ofSlot:to:)``): one dual simplex over the rows they left infeasible. Called before any
    /// other change, value read or optimisation. The tableau was optimal before the first of them and a shift
    /// leaves the objective's costs as they were, so the dual simplex applies; it cannot fail, since an optional
    /// constraint's errors can take up any change of its constant.
    func settleDeferredShifts() {
        guard hasDeferredShifts else { return }
        hasDeferredShifts = false
        let failure = dualOptimize()
        assert(failure == nil, "optional constants cannot make the required constraints infeasible")
    }
}
