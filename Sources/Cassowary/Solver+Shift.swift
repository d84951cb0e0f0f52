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
        if deferredRows.setConstant(constant, of: slot) {
            // Not placed yet: it takes the new constant with it.
            records[slot]?.constant = constant
            record.object?.constant = constant
            return
        }
        if !defers {
            settleDeferredConstraints()
            settleDeferredShifts()
            settleDormantConstraints()
        }
        if isDormant(slot) {
            if let conflicts = changeDormantConstant(ofSlot: slot, to: constant) {
                throw InsertionConflict(conflicts: conflicts)
            }
            records[slot]?.constant = constant
            record.object?.constant = constant
            return
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
        if contradiction == nil, record.strength.isRequired, !dormantRows.isEmpty {
            contradiction = brokenDormantConstraint()
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
            // The definitions a pivot left naming the basic marker hold it as any row holding a parametric marker
            // does: they move by their coefficient, and keep their values (the marker's row moved the other way).
            for holder in columns[marker] {
                guard var definition = rows.take(holder) else { continue }
                definition.constant += definition.coefficient(of: marker) * step
                rows.store(consume definition, for: holder)
            }
            if kinds[marker] == .dummy {
                if !nearZero(row.constant) { contradiction = (marker, row) }
            } else if row.constant < 0 {
                infeasibleRows.append(marker)
            }
            return contradiction
        }
        forEachRowReached(byDummy: marker) { basic, via, weight in
            searchWork.shiftReaches += 1
            let coefficient = rows.withRow(of: basic) { $0.pointee.cells[via] ?? 0 } ?? 0
            moveReachedRow(basic, by: coefficient * weight * step, contradiction: &contradiction)
        }
        return contradiction
    }

    /// Moves the constant of the row of `basic`, which a shifted marker reaches, by `change`: the row's variable is
    /// touched, a restricted row left negative is queued for the dual simplex, and a required equality's row left
    /// non-zero becomes `contradiction` unless one was found already.
    private func moveReachedRow(
        _ basic: Symbol, by change: Double, contradiction: inout (basic: Symbol, row: Row)?
    ) {
        guard var row = rows.take(basic) else { return }
        row.constant += change
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

extension Solver {
    /// Changes the constants of many held constraints at once: every marker shift first, then one dual simplex
    /// for them all (one change at a time, n changes that each make a long row infeasible cost n passes through
    /// it: a stack's every spacing changed in one layout pass). When the changes together contradict the required
    /// constraints, everything is taken back and the changes are made one at a time, each as
    /// ``setConstant(_:of:)-(_,ConstraintID)`` makes it.
    /// - Parameter changes: Each constraint's ID and new expression constant, in order; an ID no longer held is
    ///   skipped.
    /// - Returns: The IDs whose change contradicted the required constraints (they keep their old constants).
    package func setConstants(_ changes: [(id: ConstraintID, constant: Double)]) -> [ConstraintID] {
        rebuildIfBatchIsCostly()
        settleDeferredConstraints()
        settleDeferredShifts()
        settleDormantConstraints()
        if needsOptimization {
            needsOptimization = false
            optimizeObjective()
        }
        var shifted: [(slot: ConstraintSlot, delta: Double)] = []
        for (id, constant) in changes {
            guard let slot = slot(of: id), let record = records[slot] else { continue }
            let delta = constant - record.constant
            if delta == 0 { continue }
            dormantRows[slot]?.constant = constant
            records[slot]?.constant = constant
            record.object?.constant = constant
            if record.strength.isRequired {
                requiredChanges &+= 1
            }
            shifted.append((slot, delta))
        }
        // A redundant required equality's row may leave zero after one change and come back with a later one (a
        // width and its container's width changed together): judged once every change is in.
        var contradiction = shiftTogether(shifted)
        let pivots = recordingPivots {
            if contradiction == nil {
                contradiction = dualOptimize()
            }
        }
        if contradiction == nil, !dormantRows.isEmpty,
           shifted.contains(where: { records[$0.slot]?.strength.isRequired == true }) {
            contradiction = brokenDormantConstraint()
        }
        guard contradiction != nil else { return [] }
        // Together they contradict the required constraints: everything taken back, then one change at a time.
        infeasibleRows.removeAll()
        undo(pivots)
        for (slot, delta) in shifted.reversed() {
            guard let record = records[slot] else { continue }
            _ = shift(record, by: -delta)
            dormantRows[slot]?.constant = record.constant - delta
            records[slot]?.constant = record.constant - delta
            record.object?.constant = record.constant - delta
        }
        infeasibleRows.removeAll()
        var failed: [ConstraintID] = []
        for (id, constant) in changes {
            guard let slot = slot(of: id) else { continue }
            do {
                try changeConstant(ofSlot: slot, to: constant)
            } catch {
                failed.append(id)
            }
        }
        return failed
    }

    /// Applies the marker shifts of the changes in `shifted` (each slot's constant already moved by its delta) at
    /// once, and returns the first basic dummy (a redundant required equality) they leave non-zero, with its row;
    /// `nil` when every such row holds.
    ///
    /// One shift at a time reaches each row holding a changed marker once per marker, and through every
    /// aggregate holding it once per aggregate (``forEachRowReached(byDummy:_:)``). Where a line's links are each
    /// in many aggregates (a matched-size list whose long rows were folded again and again, hunt seed 366: 148
    /// aggregates of the same 400 links, each held by 127 rows), n link constants changed together cost n times
    /// all of that: 19,160 rows reached per link, cubic in the list. Together, each aggregate first sums its
    /// members' steps, and every row reached moves once by the sum of what reaches it.
    private func shiftTogether(_ shifted: [(slot: ConstraintSlot, delta: Double)]) -> (basic: Symbol, row: Row)? {
        var rowDeltas = OrderedSymbolSums()
        var aggregateSteps = OrderedSymbolSums()
        var basicMarkers: [Symbol] = []
        for (slot, delta) in shifted {
            guard let record = records[slot] else { continue }
            let marker = record.marker
            if isBasic(marker) {
                _ = shift(record, by: delta)
                basicMarkers.append(marker)
                continue
            }
            let step = delta / record.markerCoefficient
            for basic in columns[marker] {
                let coefficient = rows.withRow(of: basic) { $0.pointee.cells[marker] ?? 0 } ?? 0
                rowDeltas.add(coefficient * step, to: basic)
            }
            searchWork.shiftReaches += columns[marker].count
            guard !aggregatesHolding.isEmpty, let aggregates = aggregatesHolding[marker] else { continue }
            searchWork.shiftReaches += aggregates.count
            for aggregate in aggregates {
                guard let weight = aggregateMembers[aggregate]?.cells[marker], weight != 0 else { continue }
                aggregateSteps.add(weight * step, to: aggregate)
            }
        }
        for (aggregate, step) in aggregateSteps.sums {
            searchWork.shiftReaches += columns[aggregate].count
            for basic in columns[aggregate] {
                let coefficient = rows.withRow(of: basic) { $0.pointee.cells[aggregate] ?? 0 } ?? 0
                rowDeltas.add(coefficient * step, to: basic)
            }
        }
        var contradiction: (basic: Symbol, row: Row)?
        for (basic, change) in rowDeltas.sums {
            moveReachedRow(basic, by: change, contradiction: &contradiction)
        }
        if contradiction == nil {
            for marker in basicMarkers where kinds[marker] == .dummy {
                if let row = rows[marker], !nearZero(row.constant) { return (marker, row) }
            }
        }
        return contradiction
    }
}
