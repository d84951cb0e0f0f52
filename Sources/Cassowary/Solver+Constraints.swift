// Adding, removing, re-weighting and shifting constraints.
extension Solver {
    /// Adds `constraint` to the tableau without optimising the objective.
    func insert(_ constraint: Constraint) throws(SolverError) {
        let made = makeRow(for: constraint)
        var row = made.row
        let marker = made.marker
        let slot = claimSlot(for: constraint, marker: made.marker, other: made.other, coefficient: made.markerCoefficient)

        if let subject = chooseSubject(in: row, marker: marker, other: made.other) {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else if row.cells.keys.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard nearZero(row.constant) else {
                let conflicts = owners(ofMarkersIn: row, excluding: slot)
                abandon(slot: slot)
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
            // Redundant with the required equalities already held: its dummy becomes basic at zero.
            row.solve(for: marker)
            setRow(row, for: marker)
        } else if let conflicts = addWithArtificialVariable(row, slot: slot) {
            abandon(slot: slot)
            if batchDepth == 0 { optimizeObjective() } else { needsOptimization = true }
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }
        constraintCount += 1
    }

    /// Records `constraint` in a free slot and ties it to this solver.
    private func claimSlot(for constraint: Constraint, marker: Int32, other: Int32, coefficient: Double) -> Int32 {
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other, markerCoefficient: coefficient)
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
        }
        markerOwner[Int(marker)] = slot
        if other >= 0 {
            markerOwner[Int(other)] = slot
        }
        constraint.slot = slot
        constraint.owner = self
        return slot
    }

    /// Undoes ``claimSlot`` for a constraint whose row never entered the tableau.
    private func abandon(slot: Int32) {
        guard let record = records[Int(slot)] else { return }
        chargeErrors(of: record, level: record.constraint.strength, sign: -1)
        releaseSymbol(record.marker)
        releaseSymbol(record.other)
        free(slot: slot, constraint: record.constraint)
    }

    private func free(slot: Int32, constraint: Constraint) {
        records[Int(slot)] = nil
        freeSlots.append(slot)
        constraint.slot = -1
        constraint.owner = nil
    }

    /// The symbol to make basic for a new row: an external variable (the one in the fewest rows, so the
    /// substitution stays local), else the new slack or error when its coefficient is negative (it then
    /// starts feasible), else `nil` (an artificial variable is needed).
    private func chooseSubject(in row: Row, marker: Int32, other: Int32) -> Int32? {
        var best: Int32 = -1
        var bestCount = Int.max
        for symbol in row.cells.keys where kinds[Int(symbol)] == .external {
            let count = columns[Int(symbol)].count
            if count < bestCount || (count == bestCount && symbol < best) {
                best = symbol
                bestCount = count
            }
        }
        if best >= 0 { return best }
        let markerKind = kinds[Int(marker)]
        if (markerKind == .slack || markerKind == .error) && row.coefficient(of: marker) < 0 {
            return marker
        }
        if other >= 0 && kinds[Int(other)] == .error && row.coefficient(of: other) < 0 {
            return other
        }
        return nil
    }

    /// Phase one: adds `row` through an artificial variable and drives it to zero. Returns `nil` on success,
    /// or the constraints (by their markers in the final artificial row) that make the row infeasible.
    private func addWithArtificialVariable(_ row: Row, slot: Int32) -> [Constraint]? {
        let artificial = makeSymbol(.slack)
        setRow(row, for: artificial)
        artificialObjective = row
        optimize(artificialPhase: true)
        let reachedZero = nearZero(artificialObjective?.constant ?? 0)
        artificialObjective = nil

        if var artificialRow = takeRow(of: artificial) {
            if !reachedZero {
                let conflicts = owners(ofMarkersIn: artificialRow, excluding: slot)
                releaseSymbol(artificial)
                return conflicts
            }
            if !artificialRow.cells.isEmpty {
                guard let entering = artificialRow.cells.keys
                    .filter({ kinds[Int($0)] == .slack || kinds[Int($0)] == .error })
                    .min()
                else {
                    let conflicts = owners(ofMarkersIn: artificialRow, excluding: slot)
                    releaseSymbol(artificial)
                    return conflicts
                }
                artificialRow.add(artificial, -1)
                artificialRow.solve(for: entering)
                substitute(entering, with: artificialRow)
                setRow(artificialRow, for: entering)
            }
        }
        // The artificial variable is parametric (zero) now: drop its column.
        for basic in columns[Int(artificial)] {
            rows[Int(basic)]?.cells[artificial] = nil
        }
        columns[Int(artificial)].removeAll()
        releaseSymbol(artificial)
        return nil
    }

    /// The required constraints whose markers appear in `row`, other than the one in `slot`.
    private func owners(ofMarkersIn row: Row, excluding slot: Int32) -> [Constraint] {
        var seen = Set<Int32>()
        var result: [Constraint] = []
        for symbol in row.cells.keys.sorted() {
            let owner = markerOwner[Int(symbol)]
            guard owner >= 0, owner != slot, seen.insert(owner).inserted,
                  let record = records[Int(owner)], record.constraint.strength.isRequired
            else { continue }
            result.append(record.constraint)
        }
        return result
    }

    /// Adds `sign ×` the cost of the record's errors at `strength` to the objective.
    func chargeErrors(of record: ConstraintRecord, level strength: Strength, sign: Double) {
        let errors = record.errorSymbols
        guard !errors.isEmpty else { return }
        let level = levelIndex(for: strength)
        for error in errors {
            if let row = rows[Int(error)] {
                objectives[level].add(row, times: sign)
            } else {
                objectives[level].add(error, sign)
            }
        }
    }

    /// Removes the constraint in `slot` from the tableau without optimising.
    func retire(slot: Int32) {
        guard let record = records[Int(slot)] else { return }
        chargeErrors(of: record, level: record.constraint.strength, sign: -1)
        let marker = record.marker
        if takeRow(of: marker) == nil {
            if let leaving = markerLeavingRow(for: marker) {
                pivot(entering: marker, leaving: leaving)
                _ = takeRow(of: marker)
            } else {
                // The marker is in no row: nothing in the tableau depends on the constraint.
                for basic in columns[Int(marker)] {
                    rows[Int(basic)]?.cells[marker] = nil
                }
                columns[Int(marker)].removeAll()
            }
        }
        scrub(record.other)
        releaseSymbol(marker)
        releaseSymbol(record.other)
        free(slot: slot, constraint: record.constraint)
        constraintCount -= 1
    }

    /// Removes a retiring symbol from any row still holding it (only numerical residue can be left).
    private func scrub(_ symbol: Int32) {
        guard symbol >= 0 else { return }
        _ = takeRow(of: symbol)
        for basic in columns[Int(symbol)] {
            rows[Int(basic)]?.cells[symbol] = nil
        }
        columns[Int(symbol)].removeAll()
    }

    /// The row to pivot a parametric marker into, when its constraint is removed: the restricted row that
    /// leaves the tableau feasible (smallest ratio), else any restricted row, else an external row.
    private func markerLeavingRow(for marker: Int32) -> Int32? {
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        for basic in columns[Int(marker)].sorted() {
            guard let row = rows[Int(basic)] else { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[Int(basic)] == .external {
                third = basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        if third >= 0 { return third }
        return nil
    }

    /// Moves an optional constraint's errors to another optional level.
    func reweight(slot: Int32, to strength: Strength) {
        guard let record = records[Int(slot)] else { return }
        chargeErrors(of: record, level: record.constraint.strength, sign: -1)
        record.constraint.strength = strength
        chargeErrors(of: record, level: strength, sign: 1)
    }

    /// Optimises now, or at the end of the enclosing batch.
    func optimizeUnlessBatching() {
        if batchDepth > 0 {
            needsOptimization = true
        } else {
            optimizeObjective()
        }
    }
}
