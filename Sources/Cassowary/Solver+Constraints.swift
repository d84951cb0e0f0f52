// Adding, removing, re-weighting and shifting constraints.
extension Solver {
    /// Adds the constraint `Σ terms + constant (relation) 0` to the tableau without optimising, recording
    /// `object` (the constraint object it was added as, if any) with it. Returns its slot.
    ///
    /// The row is solved for, in order of preference: a parametric variable whose definition can name the
    /// row's other variables without forming a cycle (a fresh one, named by no row, always can: the usual case
    /// while a layout is built), so the row stays unexpanded; after expanding defined variables, a parametric
    /// variable; else a slack or error (with a substitution through the tableau), or an artificial variable.
    ///
    /// With `belowStrength` (an optional equality only), violations that leave the expression below zero cost
    /// at that level instead of `strength` (see ``Solver/addConstraint(terms:constant:_:strength:belowStrength:placement:)``).
    ///
    /// With `entersViolated`, an optional inequality that the current solution violates is solved for its slack
    /// anyway: the slack is basic and negative, and is queued in ``infeasibleRows`` for the dual simplex (see
    /// ``addOptionalInequalities(_:)``).
    ///
    /// With `placement`, the constraint takes that placement order (the one it had when it was held before),
    /// else the next one (see ``PlacementOrder``).
    /// - Throws: The slots of the required constraints it contradicts; the solver is then unchanged.
    func insert(
        terms: borrowing InlineTerms, spilled: [Term], constant: Double, _ relation: Relation, strength: Strength,
        object: Constraint?, belowStrength: Strength? = nil, entersViolated: Bool = false,
        placement: PlacementOrder? = nil
    ) throws(InsertionConflict) -> ConstraintSlot {
        settleDeferredShifts()
        settleDormantConstraints(deferringOptional: batchDepth > 0 && !entersViolated)
        let belowStrength = relation == .equal && !strength.isRequired && belowStrength?.isRequired == false
            ? belowStrength : nil
        // Destructured, so that the row is moved out of the result rather than copied (a copy costs a retain per
        // array and makes the first mutation check uniqueness against it).
        let (row, marker, other, markerCoefficient) = makeRow(
            terms: terms, spilled: spilled, constant: constant, relation, strength: strength,
            belowStrength: belowStrength)
        let slot = claimSlot(
            object: object, marker: marker, other: other, coefficient: markerCoefficient, constant: constant,
            relation, strength: strength, enteredViolated: entersViolated, placement: placement)
        if object == nil, rebuildsTableau {
            heldTerms.store(terms, spilled: spilled, for: slot)
        }
        if let belowStrength {
            belowStrengths[slot] = belowStrength
        }
        if batchDepth > 0, !strength.isRequired, !entersViolated {
            deferPlacement(of: row, slot: slot)
            constraintCount += 1
            return slot
        }
        do {
            try place(
                row, of: slot, marker: marker, other: other, markerCoefficient: markerCoefficient, relation,
                strength: strength, entersViolated: entersViolated)
        } catch {
            abandon(slot: slot)
            throw error
        }
        constraintCount += 1
        return slot
    }

    /// Puts the row of the constraint in `slot` (as ``makeRow(terms:spilled:constant:_:strength:belowStrength:)``
    /// made it, its markers not in it yet) into the tableau, or among the dormant constraints when it holds by the
    /// variables it names alone (see `Solver+DormantConstraints.swift`). Used for a new constraint and for a
    /// dormant one put back.
    ///
    /// Once it is placed, the long rows its expansions read whole have their dummies folded
    /// (``foldRowsReadWhole()``, `Solver+DummyAggregates.swift`). Only the outermost placement's reads are folded,
    /// after it: reads outside a placement (a removal's, a check's) are not noted, a failed placement's are forgotten
    /// at the next one's start, and a placement made inside another (a dormant constraint put back) leaves its reads
    /// to the outer one, whose rows are not all in the tableau yet.
    /// - Throws: The slots of the required constraints it contradicts; the tableau is then as it was.
    func place(
        _ row: consuming Row, of slot: ConstraintSlot, marker: Symbol, other: Symbol?, markerCoefficient: Double,
        _ relation: Relation, strength: Strength, entersViolated: Bool
    ) throws(InsertionConflict) {
        guard !isPlacing else {
            try placeRow(
                row, of: slot, marker: marker, other: other, markerCoefficient: markerCoefficient, relation,
                strength: strength, entersViolated: entersViolated)
            return
        }
        rowsReadWhole.removeAll(keepingCapacity: true)
        isPlacing = true
        defer { isPlacing = false }
        try placeRow(
            row, of: slot, marker: marker, other: other, markerCoefficient: markerCoefficient, relation,
            strength: strength, entersViolated: entersViolated)
        foldRowsReadWhole()
    }

    /// ``place(_:of:marker:other:markerCoefficient:_:strength:entersViolated:)`` without the folds after it.
    private func placeRow(
        _ row: consuming Row, of slot: ConstraintSlot, marker: Symbol, other: Symbol?, markerCoefficient: Double,
        _ relation: Relation, strength: Strength, entersViolated: Bool
    ) throws(InsertionConflict) {
        var row = row
        // The markers are not in the row yet: they cannot be the variable a definition is made for, and added
        // after solving they leave a definition no longer than the expression.
        var lazy = lazilySolvableVariable(in: row)
        // A pin (`v = c`, `v <= c`) of a defined variable is unfolded; a row naming several is expanded as
        // before (closing a chain needs it whole). With free pairs held, a re-added constraint takes its pair's
        // place instead (see below). Inequalities entering through the dual simplex (size floors, by the
        // thousand) are not: they are meant to have their slack as subject.
        var fullExpansion: Row?
        if lazy == nil, !entersViolated, freePairs.isEmpty, let unfolding = lazilyUnfolded(row) {
            switch unfolding {
            case .definable(let unfolded, let variable, let rank):
                row = unfolded
                lazy = (variable, rank)
            case .expanded(let full):
                // Unfolded to the end without meeting a variable it could define: the expansion below, done.
                fullExpansion = full
            }
        }
        if let (variable, rank) = lazy {
            let factor = row.solve(for: variable)
            addMarkers(to: &row, marker: marker, other: other, coefficient: markerCoefficient, scale: factor)
            define(variable, by: consume row, rank: rank)
            return
        }
        // A constraint over determined variables only holds or contradicts (if required) by their values alone.
        if !entersViolated, parksDormant(row, of: slot, relation, required: strength.isRequired) {
            return
        }
        // A required equality with no variable of its own to define (a pin of a defined variable that unfolding
        // could not place, a tie of defined variables): it becomes the definition of its highest-ranked variable,
        // and that variable's old definition the row to add (see `Solver+PinnedDefinitions.swift`).
        var displaced: DisplacedDefinition?
        if relation == .equal, strength.isRequired, freePairs.isEmpty,
            let displacement = displaceDefinition(pinnedBy: row, marker: marker, other: other, coefficient: markerCoefficient)
        {
            guard let left = displacement.row else { return }
            row = left
            displaced = displacement.displaced
            fullExpansion = nil
        } else {
            addMarkers(to: &row, marker: marker, other: other, coefficient: markerCoefficient, scale: 1)
        }
        var unexpanded: Row?
        if var full = fullExpansion {
            unexpanded = row
            addMarkers(to: &full, marker: marker, other: other, coefficient: markerCoefficient, scale: 1)
            row = full
        } else if namesBasicSymbol(row) {
            unexpanded = row
            // Size floors too: one whose expansion meets a free variable defines it, and expanded whole, each floor
            // of a list whose sizes hang one from the next defined the next free size by every floor before it
            // (hunt seed 4948's deactivation after its rebuild: 1,600 floors of 5 to 4,802 cells at 1,600 views).
            switch expandedUntilDefinable(row) {
            case .definable(var definition, let variable, let rank):
                definition.solve(for: variable)
                define(variable, by: definition, rank: rank)
                return
            case .expanded(let full):
                row = full
            }
        }
        if entersViolated, other != nil, kinds[marker] == .slack,
           -row.constant / row.coefficient(of: marker) < -epsilon, parametricVariable(in: row) == nil
        {
            // Violated: the slack enters negative, and the dual simplex brings it back.
            row.solve(for: marker)
            setRow(consume row, for: marker)
            infeasibleRows.append(marker)
            return
        }
        if row.constant < 0 {
            // A restricted subject must start non-negative: `0 = row` reads the same negated.
            row.negate()
        }
        if let variable = parametricVariable(in: row) {
            // The row names only parametric symbols, so defining `variable` by it cannot form a cycle.
            row.solve(for: variable)
            define(variable, by: consume row, rank: lowestRankBelowAll())
        } else if let subject = (freePairs.isEmpty ? nil : feasibleRestrictedSubject(in: row, pairedOnly: true))
                    ?? chooseSubject(in: row, marker: marker, other: other)
                    ?? feasibleRestrictedSubject(in: row, pairedOnly: false) {
            row.solve(for: subject)
            foldDummies(in: &row, substitutedFor: subject)
            let lazy = unexpanded.flatMap { original -> Row? in
                guard var solution = lazySolution(of: original, for: subject, shorterThan: row) else { return nil }
                // A sweep here must keep the aggregates `row` holds: folded already, it is in no column yet.
                foldDummies(in: &solution, substitutedFor: subject, keeping: row)
                return solution
            }
            substitute(subject, with: row, definitionsWith: lazy)
            setRow(consume row, for: subject)
        } else if !row.cells.containsKey(where: { kinds[$0] != .dummy }) {
            guard nearZero(row.constant) else {
                let conflicts = requiredOwners(ofMarkersIn: row, excluding: slot)
                displaced?.restore(in: self)
                throw InsertionConflict(conflicts: conflicts)
            }
            // Redundant with the required equalities already held: its dummy becomes basic at zero. After a
            // displacement the pinned variable's new definition holds that dummy, and would take the row, as long
            // as what it cancelled against (a row of cards centred one by one grew its definitions card by card:
            // hunt seed 9, 0.1 → 1.9 s and 901 MB at 3,000). A dummy only the displaced definition held (held by
            // no row now) takes the role then: its constraint's expression is that definition, so the row is its
            // identity (invariant 16). No other dummy may: the constraint it marks would stand for two, and
            // removing one they rested on broke a third (`ChainOrderTests`, seed 17: by up to 459 points).
            var unheld: Symbol?
            if displaced != nil {
                row.cells.forEachKey { symbol in
                    if kinds[symbol] == .dummy, !isAggregate(symbol), columns[symbol].isEmpty,
                       aggregatesHolding[symbol] == nil, unheld.isAfter(symbol) { unheld = symbol }
                }
            }
            let redundant = unheld ?? marker
            row.solve(for: redundant)
            if displaced != nil, redundant == marker {
                // The pinned variable's new definition holds it.
                materializeDummy(marker)
                substitute(marker, with: row)
            }
            setRow(consume row, for: redundant)
        } else if let conflicts = addWithArtificialVariable(row, slot: slot) {
            displaced?.restore(in: self)
            throw InsertionConflict(conflicts: conflicts)
        }
    }

    /// Records a new constraint in a free slot (tying `object`, if any, to this solver) with its placement order
    /// (`placement`, else the next one).
    private func claimSlot(
        object: Constraint?, marker: Symbol, other: Symbol?, coefficient: Double, constant: Double,
        _ relation: Relation, strength: Strength, enteredViolated: Bool, placement: PlacementOrder?
    ) -> ConstraintSlot {
        lastGeneration &+= 1
        if strength.isRequired {
            requiredChanges &+= 1
        }
        assert(coefficient == 1 || coefficient == -1, "a marker's coefficient is 1 or -1")
        let record = ConstraintRecord(
            object: object, constant: constant, strength: strength, marker: marker, generation: lastGeneration,
            other: other, relation: relation, markerIsNegated: coefficient < 0, enteredViolated: enteredViolated)
        let order = placement ?? nextPlacementOrder
        nextPlacementOrder = max(nextPlacementOrder, order.next)
        let slot: ConstraintSlot
        if let free = freeSlots.popLast() {
            slot = free
            records[slot] = record
            placementOrders[slot.index] = order
        } else {
            slot = ConstraintSlot(index: records.count)
            records.append(record)
            placementOrders.append(order)
        }
        markerOwner[marker] = slot
        if let other {
            markerOwner[other] = slot
        }
        if let object {
            object.slot = slot
            object.owner = .passUnretained(self)
            object.lastPlacement = (ObjectIdentifier(self), order)
        }
        return slot
    }

    /// Undoes ``claimSlot`` for a constraint whose row never entered the tableau.
    private func abandon(slot: ConstraintSlot) {
        guard let record = records[slot] else { return }
        if record.strength.isRequired {
            // The tried addition did not happen.
            requiredChanges &-= 1
        }
        chargeErrors(of: record, in: slot, sign: -1)
        releaseSymbol(record.marker)
        releaseSymbol(record.other)
        free(slot: slot, object: record.object)
    }

    /// Makes `slot` free for a new constraint: its record, kept terms and below strength gone, `object` (if any)
    /// untied from this solver.
    func free(slot: ConstraintSlot, object: Constraint?) {
        records[slot] = nil
        heldTerms.remove(slot)
        if !belowStrengths.isEmpty {
            belowStrengths[slot] = nil
        }
        freeSlots.append(slot)
        if let object {
            object.slot = nil
            object.owner = nil
        }
    }

    /// Phase one: adds `row` through an artificial variable and drives it to zero. Returns `nil` on success,
    /// or the slots of the constraints (by their markers in the final artificial row) that make the row
    /// infeasible.
    private func addWithArtificialVariable(_ row: Row, slot: ConstraintSlot) -> [ConstraintSlot]? {
        let artificial = makeSymbol(.slack)
        setRow(row, for: artificial)
        artificialObjective = row
        let pivots = recordingPivots { optimize(artificialPhase: true) }
        let reachedZero = nearZero(artificialObjective?.constant ?? 0)
        artificialObjective = nil

        if !reachedZero, let failedRow = rows[artificial] {
            // Infeasible: the artificial variable is still basic. Name the constraints its row rests on, then
            // undo phase one's pivots so the solver is exactly as it was.
            let conflicts = requiredOwners(ofMarkersIn: failedRow, excluding: slot)
            undo(pivots)
            _ = takeRow(of: artificial)
            releaseSymbol(artificial)
            return conflicts
        }
        if var artificialRow = takeRow(of: artificial) {
            if !artificialRow.cells.isEmpty {
                guard let entering = Array(artificialRow.cells.keys)
                    .filter({ kinds[$0] == .slack || kinds[$0] == .error })
                    .min()
                else {
                    let conflicts = requiredOwners(ofMarkersIn: artificialRow, excluding: slot)
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
        for basic in columns[artificial] {
            rows[basic]?.cells[artificial] = nil
            touch(basic)
        }
        columns[artificial].removeAll()
        releaseSymbol(artificial)
        return nil
    }

    /// The slots of the required constraints whose markers appear in `row`, other than `slot`, each once.
    func requiredOwners(ofMarkersIn row: Row, excluding slot: ConstraintSlot) -> [ConstraintSlot] {
        // A conflict can name every constraint of a long chain: the owners seen are kept in a set (a search of the
        // result for each one made naming n constraints cost n²).
        var result: [ConstraintSlot] = []
        var seen: Set<ConstraintSlot> = []
        for symbol in row.cells.keys.sorted() {
            forEachPlainDummy(of: symbol) { marker in
                guard let owner = requiredOwner(of: marker, excluding: slot), seen.insert(owner).inserted else {
                    return
                }
                result.append(owner)
            }
        }
        return result
    }

    /// The slot of the required constraint that `symbol` marks, unless it is `slot`.
    func requiredOwner(of symbol: Symbol, excluding slot: ConstraintSlot) -> ConstraintSlot? {
        guard let owner = markerOwner[symbol], owner != slot, let record = records[owner], record.strength.isRequired
        else { return nil }
        return owner
    }

    /// Adds `sign ×` the cost of the errors of the constraint in `slot` to the objective, each at its level: an
    /// equality's positive error (its marker) at its strength and its negative error at its below strength
    /// (``belowStrengths``, else the same), an inequality's error at its strength.
    func chargeErrors(of record: ConstraintRecord, in slot: ConstraintSlot, sign: Double) {
        guard !record.strength.isRequired else { return }
        func charge(_ error: Symbol) {
            let level = levelIndex(for: strength(ofError: error, of: record, in: slot))
            if let row = rows[error] {
                addCosts(of: row, times: sign, atLevel: level)
            } else {
                addCost(error, sign, atLevel: level)
            }
        }
        // The errors that carry an optional constraint's cost: both of an equality's, an inequality's second.
        if record.relation == .equal {
            charge(record.marker)
        }
        if let other = record.other {
            charge(other)
        }
    }

    /// The strength at which `error`, an error of the optional constraint in `slot`, costs: the constraint's
    /// strength, or for an equality's negative error (`other`) its below strength when it has one.
    func strength(ofError error: Symbol, of record: ConstraintRecord, in slot: ConstraintSlot) -> Strength {
        guard record.relation == .equal, error == record.other, !belowStrengths.isEmpty,
              let below = belowStrengths[slot]
        else { return record.strength }
        return below
    }

    /// Removes the constraint in `slot` from the tableau without optimising.
    func retire(slot: ConstraintSlot) {
        settleDeferredShifts()
        guard let record = records[slot] else { return }
        if record.strength.isRequired {
            requiredChanges &+= 1
        }
        if isDormant(slot) ? dormantRows.removeValue(forKey: slot) != nil : deferredRows.remove(slot) != nil {
            // In no row: nothing rests on it.
            releaseSymbol(record.marker)
            releaseSymbol(record.other)
            free(slot: slot, object: record.object)
            constraintCount -= 1
            return
        }
        if kinds[record.marker] == .dummy {
            // Every row it reaches holds it explicitly again (see `Solver+DummyAggregates.swift`).
            materializeDummy(record.marker)
        }
        if record.relation == .equal, record.strength.isRequired, determinedDefinitionHolds(record.marker) {
            wakeDormantConstraints()
        }
        chargeErrors(of: record, in: slot, sign: -1)
        let marker = record.marker
        if let other = record.other {
            // An optional constraint: its two symbols entered its row with opposite coefficients, and without
            // their cost they are a free pair already.
            makeFreePair(marker, other)
        } else {
            if takeRow(of: marker) == nil {
                if !restrictedRowHolds(marker) {
                    // Only definitions hold it (what ``eliminate(_:)`` finds after looking for a restricted row
                    // to pivot into, asked once here: removing a chain of views takes this path for every link).
                    dropDefinition(holding: marker)
                } else if let redundantEquality = basicDummy(holding: marker) {
                    pivot(entering: marker, leaving: redundantEquality)
                    _ = takeRow(of: marker)
                } else {
                    replaceWithFreePair(marker)
                }
            }
            releaseSymbol(marker)
        }
        free(slot: slot, object: record.object)
        constraintCount -= 1
    }

    /// Makes the parametric `symbol` basic in a restricted row and drops that row, or drops the definitions
    /// holding it: the tableau no longer mentions `symbol` (nor the equation it marked).
    func eliminate(_ symbol: Symbol) {
        if takeRow(of: symbol) != nil { return }
        if let leaving = markerLeavingRow(for: symbol) {
            pivot(entering: symbol, leaving: leaving)
            _ = takeRow(of: symbol)
        } else {
            dropDefinition(holding: symbol)
        }
    }

    /// The lowest basic dummy whose row holds `marker` (a redundant required equality resting on the marked
    /// one, which can take over its role: the rows the marker is substituted into gain only dummies), or `nil`.
    private func basicDummy(holding marker: Symbol) -> Symbol? {
        var redundantEquality: Symbol?
        for basic in columns[marker] where kinds[basic] == .dummy && redundantEquality.isAfter(basic) {
            redundantEquality = basic
        }
        return redundantEquality
    }

    /// Whether a slack, error or dummy row holds `symbol`.
    private func restrictedRowHolds(_ symbol: Symbol) -> Bool {
        columns[symbol].contains { kinds[$0] != .external }
    }

    /// Removes a retiring symbol from any row still holding it (only numerical residue can be left).
    func scrub(_ symbol: Symbol?) {
        guard let symbol else { return }
        _ = takeRow(of: symbol)
        for basic in columns[symbol] {
            rows[basic]?.cells[symbol] = nil
            touch(basic)
        }
        columns[symbol].removeAll()
    }

    /// The restricted row to pivot a parametric marker into when its constraint is removed: a basic dummy's
    /// row first (see ``basicDummy(holding:)``), else the row that leaves the tableau feasible (smallest
    /// ratio), else any restricted row holding it, else `nil`.
    private func markerLeavingRow(for marker: Symbol) -> Symbol? {
        if let redundantEquality = basicDummy(holding: marker) { return redundantEquality }
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first: Symbol?
        var second: Symbol?
        for basic in columns[marker] where kinds[basic] != .external {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && first.map { basic < $0 } ?? false) {
                    firstRatio = ratio
                    first = basic
                }
            } else if coefficient > 0 {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && second.map { basic < $0 } ?? false) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return first ?? second
    }

    /// Moves an optional constraint's errors to another optional level (with `below`, only the negative error of
    /// an equality given a below strength).
    func reweight(slot: ConstraintSlot, to strength: Strength, below: Bool = false) {
        settleDeferredShifts()
        guard var record = records[slot] else { return }
        chargeErrors(of: record, in: slot, sign: -1)
        if below {
            belowStrengths[slot] = strength
        } else {
            record.strength = strength
            record.object?.strength = strength
            records[slot] = record
        }
        chargeErrors(of: record, in: slot, sign: 1)
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
