// Constraints that the required equalities already decide: kept out of the tableau.
//
// A variable is *determined* when its definition, expanded, names only dummies: the required equalities fix its
// value whatever else holds. A required constraint naming only determined variables either holds by their values
// or contradicts them; no choice is left to the simplex. In the tableau, such a constraint costs a full expansion
// down every chain its variables rest on (an equality's dummy becomes basic with that expansion as its row, an
// inequality's slack likewise), and over-constrained layouts have one per item: a row whose items are aligned to
// the previous one and each pinned to the parent's start, cards whose size is pinned twice. That was O(n) time and
// memory per constraint.
//
// An optional constraint naming only determined variables is decided the same way: its violation is what their
// values make it, and nothing it could move.
//
// Such a constraint is *dormant* instead: recorded, counted, with its row kept aside (``Solver/dormantRows``), in no
// row of the tableau. Three things can change what it rests on, and each one looks at it again:
// - removing a required equality that a determined definition holds can leave its variables undetermined (no other
//   removal can: a determined definition names no slack or error, and a removal rewrites only the rows holding the
//   removed marker; see ``Solver/determinedDefinitionHolds(_:)``). It wakes every dormant constraint, and the next
//   addition, constant change, value read or report of changed variables puts them back through
//   ``Solver/place(_:of:marker:other:markerCoefficient:_:strength:entersViolated:)`` (the usual path; they go
//   dormant again when they still can), in the order they were added. Many removals in a row (views leaving one by
//   one) therefore cost one putting back, at the next layout pass. An addition inside a batch puts back the required
//   ones only: the optional ones wait for the batch's end (``Solver/settleDormantConstraints(deferringOptional:)``);
// - a required constant change moves determined values: every dormant constraint is checked by value after it,
//   and a change that breaks one is taken back and reported with the constraints it contradicts;
// - its own constant change is checked by value the same way.
// A dormant optional constraint's errors stay charged in the objective (parametric, at zero, never entering: they
// cost nothing there), so re-weighting it and removing it need nothing else. Its constant and strength changes are
// only recorded.
extension Solver {
    /// Whether the constraint in `slot` is dormant (tested without hashing while none is: a removal asks it).
    @inline(__always)
    func isDormant(_ slot: ConstraintSlot) -> Bool {
        !dormantRows.isEmpty && dormantRows[slot] != nil
    }

    /// Whether the constraint in `slot` is in no row of the tableau: dormant, or waiting for its batch's end.
    @inline(__always)
    func isAside(_ slot: ConstraintSlot) -> Bool {
        isDormant(slot) || deferredRows.contains(slot)
    }

    /// Makes the constraint in `slot`, whose row is `row` (no marker yet), dormant when every variable it names
    /// is determined and, if it is `required`, it holds by their values. Returns whether it did. A contradicting
    /// one is left to the usual path, which reports the constraints it contradicts.
    func parksDormant(_ row: borrowing Row, of slot: ConstraintSlot, _ relation: Relation, required: Bool) -> Bool {
        for (symbol, _) in row.cells where !isDetermined(symbol) {
            return false
        }
        guard !required || holds(row, relation) else { return false }
        dormantRows[slot] = copy row
        searchWork.dormantConstraintsParked += 1
        return true
    }

    /// Whether `row`, read as `row (relation) 0`, holds at the current values, up to ``epsilon`` or a billionth of
    /// the size of its terms, whichever is larger: a determined value is summed down its whole chain of definitions,
    /// so at a 10,000-view list's far end (positions near 400,000) its rounding passes ``epsilon``, and a constant
    /// change that moved the chain must not be refused for it.
    ///
    /// The row names only determined variables (``isDetermined(_:)``), whose values the required equalities decide
    /// alone, so they are read without placing the optional constraints that wait for the batch's end: placed here,
    /// part-way through a batch, the waiting constraints came before the batch's later links, and each link of a
    /// row of cards matched in size then tied variables the waiting content rows had defined, expanded down the
    /// whole row (hunt seed 22).
    func holds(_ row: borrowing Row, _ relation: Relation) -> Bool {
        var residual = row.constant
        var size = abs(row.constant)
        for (symbol, coefficient) in row.cells {
            let term = coefficient * standingValue(of: symbol)
            residual += term
            size += abs(term)
        }
        let tolerance = max(epsilon, 1e-9 * size)
        switch relation {
        case .equal: return abs(residual) <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        case .lessThanOrEqual: return residual <= tolerance
        }
    }

    /// Whether `symbol` is a dummy, or a defined variable whose definition, expanded, names only dummies. Walks
    /// the definitions below it depth first, stopping at the first definition that names a free symbol, and marks
    /// each one found determined for the rest of the epoch (until a required equality is removed; adding
    /// constraints never undetermines a variable), so a chain is walked once however often it is asked about.
    ///
    /// A walk that finds a free symbol is paid for by what the caller does next: it expands the row, reading at
    /// least what the walk read. A pin of a defined variable is displaced instead, without expanding; a walk down
    /// from it stops at the first pinned definition below (`c + dummy`, determined), so pins arriving in any
    /// order walk each stretch of a chain about once. (A budget on the walk was tried: a chain deeper than it was
    /// never marked, since a depth-first walk marks nothing before it reaches the bottom.)
    func isDetermined(_ symbol: Symbol) -> Bool {
        if kinds[symbol] == .dummy { return true }
        guard isDefinedVariable(symbol) else { return false }
        let epoch = determinedEpoch
        if determinedMarks[symbol] == epoch { return true }
        var stack = [Symbol].borrowScratch(from: &determinedWalk)
        defer { [Symbol].giveBack(&stack, to: &determinedWalk) }
        stack.append(symbol)
        while let top = stack.last {
            if determinedMarks[top] == epoch {
                stack.removeLast()
                continue
            }
            var free = false
            var waiting = false
            rows.withRow(of: top) { definition in
                Row.forEachCell(ofRowAt: definition) { other, _ in
                    switch kinds[other] {
                    case .dummy:
                        break
                    case .external where isBasic(other):
                        if determinedMarks[other] != epoch {
                            stack.append(other)
                            waiting = true
                        }
                    default:
                        free = true
                    }
                }
            }
            if free { return false }
            if !waiting {
                determinedMarks[top] = epoch
                stack.removeLast()
            }
        }
        return true
    }

    /// Whether a definition marked determined in this epoch holds `marker` (a required equality's dummy about to be
    /// removed). Only then can the removal change what is determined: a marked definition names only dummies and
    /// marked definitions (a walk marks a definition after everything below it), and every definition below a
    /// dormant constraint's variables was marked when it went dormant, so a dummy no marked definition holds is in
    /// no marked variable's expansion, and the rows its removal rewrites (those holding it, and a holder made free)
    /// are none of theirs. A row relinked in a long list, whose positions are not determined, then wakes nothing.
    func determinedDefinitionHolds(_ marker: Symbol) -> Bool {
        let epoch = determinedEpoch
        return columns[marker].contains { kinds[$0] == .external && determinedMarks[$0] == epoch }
    }

    /// Forgets which variables are determined, and wakes the dormant constraints: removing a required equality is
    /// about to change what the required equalities decide.
    func wakeDormantConstraints() {
        determinedEpoch &+= 1
        if determinedEpoch == 0 {
            determinedMarks.fill(with: 0)
            determinedEpoch = 1
        }
        if !dormantRows.isEmpty {
            dormantConstraintsAwake = true
        }
    }

    /// Puts every dormant constraint back after a removal (see ``wakeDormantConstraints()``), in the order they
    /// were added, and optimises (outside a batch); each one goes dormant again if it still can. They held before
    /// the removal, so none of them can contradict the required constraints now.
    ///
    /// With `deferringOptional` (an addition inside a batch), the optional ones wait for the batch's end instead, as
    /// optional constraints added in it do (`Solver+DeferredConstraints.swift`): the batch's required changes
    /// usually decide their variables again (a view relinked after a view inserted before it), and placed then they
    /// go dormant again. Put back at the first addition after the removal, every view's content row of a row
    /// distributed with matched sizes was placed while the shared size was free, expanded through the whole row, and
    /// stayed in the tableau after the batch, where every later edit of a link rewrote it (hunt seed 1442).
    func settleDormantConstraints(deferringOptional: Bool = false) {
        guard dormantConstraintsAwake else { return }
        dormantConstraintsAwake = false
        let slots = dormantRows.keys.sorted { (records[$0]?.generation ?? 0) < (records[$1]?.generation ?? 0) }
        for slot in slots {
            guard let row = dormantRows.removeValue(forKey: slot) else { continue }
            if deferringOptional, records[slot]?.strength.isRequired == false {
                deferPlacement(of: row, slot: slot)
                continue
            }
            // A relaxation of a system it held in cannot contradict it: only rounding can refuse it (below).
            placeAside(row, of: slot)
        }
        // All of them dormant again: the tableau is as it was.
        guard dormantRows.count < slots.count else { return }
        optimizeUnlessBatching()
    }

    /// Places the row of the constraint in `slot`, kept aside (dormant or waiting for its batch to end), through the
    /// usual path with its record's markers. A row `place` refuses stays held, aside with the dormant ones: a dormant
    /// one can be refused only for rounding (it went dormant within a tolerance relative to its terms,
    /// ``holds(_:_:)``, and the usual path judges an expanded constant against the absolute ``epsilon``; it still
    /// holds as closely as it did), a waiting optional one not at all (its errors take up any violation). Nothing is
    /// reported for a constraint that was accepted.
    func placeAside(_ row: Row, of slot: ConstraintSlot) {
        guard let record = records[slot] else { return }
        do {
            try place(
                row, of: slot, marker: record.marker, other: record.other,
                markerCoefficient: record.markerCoefficient, record.relation, strength: record.strength,
                entersViolated: false)
        } catch {
            dormantRows[slot] = row
        }
    }

    /// The marker of the oldest required dormant constraint that no longer holds by the current values (as `basic`: the
    /// symbol whose owner a conflict names first), with its row expanded (naming
    /// the dummies of the required equalities that determine its variables), or `nil`. Read after a required
    /// constant change.
    func brokenDormantConstraint() -> (basic: Symbol, row: Row)? {
        // The oldest broken one, not the first in the dictionary's order (which differs from run to run), so that a
        // conflict names the same constraints every time.
        var oldest: (generation: UInt32, marker: Symbol, row: Row)?
        for (slot, row) in dormantRows {
            guard let record = records[slot], record.strength.isRequired, !holds(row, record.relation),
                  oldest.map({ record.generation < $0.generation }) ?? true
            else { continue }
            oldest = (record.generation, record.marker, row)
        }
        return oldest.map { ($0.marker, expanded($0.row)) }
    }

    /// Sets a dormant constraint's constant when it still holds with it (an optional one always does). Returns
    /// `nil` then (or when `slot` is not dormant), else the slots of the required constraints it would contradict.
    func changeDormantConstant(ofSlot slot: ConstraintSlot, to constant: Double) -> [ConstraintSlot]? {
        guard var row = dormantRows[slot], let record = records[slot] else { return nil }
        row.constant = constant
        guard !record.strength.isRequired || holds(row, record.relation) else {
            return requiredOwners(ofMarkersIn: expanded(row), excluding: slot)
        }
        dormantRows[slot] = row
        return nil
    }
}
