// Changing a held constraint's constant in place.
extension Solver {
    /// Sets the expression constant of the constraint in `slot`: marker shift plus dual simplex, falling back
    /// to remove-and-add when the shift alone cannot keep required equalities exact.
    func changeConstant(ofSlot slot: Int32, to constant: Double) throws(SolverError) {
        guard let record = records[Int(slot)] else { return }
        let constraint = record.constraint
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        if needsOptimization {
            needsOptimization = false
            optimizeObjective()
        }
        if shift(record, by: delta) && dualOptimize() {
            constraint.expression.constant = constant
            return
        }
        // Undo the shift (the basis is still valid), then take the slow, exact path.
        _ = shift(record, by: -delta)
        collectInfeasibleRows()
        _ = dualOptimize()
        try replace(record, withConstant: constant)
    }

    /// Applies the marker substitution for a change of `delta` in the record's constant. Returns `false` if a
    /// required equality held as a basic dummy would stop holding.
    private func shift(_ record: ConstraintRecord, by delta: Double) -> Bool {
        let marker = record.marker
        let step = delta / record.markerCoefficient
        var exact = true
        if rows[Int(marker)] != nil {
            rows[Int(marker)]?.constant -= step
            if let row = rows[Int(marker)] {
                if kinds[Int(marker)] == .dummy {
                    exact = exact && nearZero(row.constant)
                } else if row.constant < 0 {
                    infeasibleRows.append(marker)
                }
            }
            return exact
        }
        for basic in columns[Int(marker)] {
            guard var row = rows[Int(basic)] else { continue }
            rows[Int(basic)] = nil
            row.constant += row.coefficient(of: marker) * step
            rows[Int(basic)] = row
            switch kinds[Int(basic)] {
            case .external: break
            case .dummy: exact = exact && nearZero(row.constant)
            case .slack, .error:
                if row.constant < 0 { infeasibleRows.append(basic) }
            }
        }
        return exact
    }

    /// Queues every restricted row with a negative constant for the dual simplex.
    private func collectInfeasibleRows() {
        infeasibleRows.removeAll()
        for index in rows.indices where kinds[index] != .external {
            if let row = rows[index], row.constant < -epsilon {
                infeasibleRows.append(Int32(index))
            }
        }
    }

    /// Removes the record's constraint and adds it back with `constant`; if that is unsatisfiable, restores
    /// the old constant and rethrows.
    private func replace(_ record: ConstraintRecord, withConstant constant: Double) throws(SolverError) {
        let constraint = record.constraint
        let oldConstant = constraint.expression.constant
        retire(slot: constraint.slot)
        constraint.expression.constant = constant
        do {
            try insert(constraint)
            optimizeUnlessBatching()
        } catch {
            constraint.expression.constant = oldConstant
            do {
                try insert(constraint)
            } catch {
                // The old constant was satisfiable a moment ago; report rather than lose the constraint.
                optimizeUnlessBatching()
                throw .internalError("could not restore \(constraint) after a failed constant change")
            }
            optimizeUnlessBatching()
            throw error
        }
    }
}
