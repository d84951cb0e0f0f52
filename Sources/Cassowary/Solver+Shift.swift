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
        if needsOptimization {
            needsOptimization = false
            optimizeObjective()
        }
        var contradiction: (basic: Symbol, row: Row)? = shift(record, by: delta)
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
