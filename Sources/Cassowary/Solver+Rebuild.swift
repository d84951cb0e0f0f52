// Rebuilding the tableau from the constraints held, when a batch of changes has cost more than building it anew.
//
// Each change is cheap when the rows it touches are short, and the tableau a batch starts from decides that. A
// tableau built by one batch from empty is shaped by the order the constraints came in: lazy definitions, short
// rows, optional constraints placed after the required ones. Changes made one at a time to a solved tableau can
// leave rows as long as the layout, and then every later change of the batch pays for them: a list with a quarter
// of its links deactivated and activated again re-added each link through a row as long as the list (1,000 cells
// at 300 views, hunt seed 29), and a row of cards losing a tenth of its constraints rewrote the spacers' shared
// width through the whole row at every removal (seed 33): each batch cost n² where building the layout cost n.
//
// So the solver counts the work each batch does on the tableau (cells substituted and definitions read), and when
// it passes a budget, the next change of the batch starts from a tableau rebuilt from the constraints held, as a
// first batch builds it: what LP solvers do when the updates of a factorised basis have grown denser than a fresh
// factorisation (refactorisation). The budget is twice what the rebuild is expected to cost (the work of the last
// build, scaled to the constraints held), and at least 32 cells per constraint held, so a batch rebuilds only when
// it has already cost more than building again; never in a build from empty (it would be made again in the same
// order). A layout whose own build is quadratic (hunt seed 22) is therefore rarely rebuilt, and a rebuild helps only
// where the order of the changes, not the layout, made the rows long.
//
// A batch may rebuild again, each time it has done another budget of work since the last rebuild (and at least twice
// what that rebuild cost, so rebuilds are never more than a third of a batch's work in cells; a rebuild's time is more
// than its cells say, see the seventeenth stop in docs/PERFORMANCE-LOG.md). A batch of many changes can make the rows long
// again after one rebuild: a line of items matched in size and closed at the parent's end, a view inserted after every
// fourth, made every placement after the rebuild substitute into a row per item, each row one aggregate longer than at
// the placement before (hunt seed 1027: 11.2 million cells at 400 views with one rebuild, 3.6 million with 17, and the
// later steps of the recipe, starting from the fresher tableau, 2.4 million → 0.2 million).
//
// The budget is checked before each change of a batch and also at its end: between the placements of the optional
// constraints that waited for it (`Solver+DeferredConstraints.swift`) and between the pivots of its final
// optimisation. Most of a batch's work can be there: a quarter of a list's links inserted placed each one's
// optional gap after the batch's last change (22 million cells at 1,000 views, hunt seed 19, against a first build
// of 89,000), and a tenth of a list's constraints activated again left the optimisation 1,321 pivots through rows
// as long as the list (seed 10).
//
// The rebuild places the constraints in their placement order (``PlacementOrder``): the order they were added in,
// except that a constraint added again with the order it had (a layout constraint deactivated and activated again,
// a constraint object removed and added again) comes where it came the first time. Rebuilt in the order of the
// additions, a reactivation put the reactivated constraints last, after the layout they were part of: seed 10's
// rebuilt tableau then cost 40 times its first build to optimise, and seed 23's rebuilt rows named cards through the
// previous two, whose constants ran away, so the rebuild was given up. The optional inequalities that were added
// through the dual simplex (size floors under a stack that overflowed, ``addOptionalInequalities(_:)``) are placed
// the same way by a rebuild at the batch's end: last, once the others are placed and optimal. Placed with the
// others, each floor was solved for its error, and the optimisation moved the overflow item by item through the list
// (seed 10 again: the 2,000 floors of its cards made the 1,321 pivots above; placed last, 209 pivots, 207 of them
// exchanges of the dual simplex's long step). A rebuild before a change of the batch places them with the
// others: entering them on an optimum needs the optimisation first, and the batch's later changes then started from
// its pivots' longer rows instead of a fresh build's (seed 19's reactivation of half its links: 3.7 million cells
// after the rebuild, against 0.13 million).
//
// What is kept: the constraints (slots, generations, constants, strengths), the variables (their symbols), the
// edit variables. What is rebuilt: every row, marker, objective, cost level, free pair, dormant and waiting
// constraint. The rebuild is made in a second solver over the same variables and then adopted, table by table, so
// that if a constraint could not be placed (the held required constraints are consistent, so only rounding could
// do it) the tableau stays as it was. The optimum is that of the same constraints, so the values are the same
// wherever the layout determines them; where it does not (an ambiguous layout), the rebuilt tableau may settle on
// another of the equally good solutions, as Auto Layout may.
extension Solver {
    /// The work a batch may do on the tableau, in cells substituted and definitions read, before the tableau is
    /// rebuilt: twice what a rebuild is expected to cost (the work of the last build from empty, or of the last
    /// rebuilt batch, scaled to the constraints held now), and at least ``rebuildWorkPerConstraint`` cells per
    /// constraint (and a floor, so that small solvers never rebuild). A layout whose own build is quadratic (hunt
    /// seed 22) is not rebuilt for a batch that costs less than building it again.
    var rebuildBudget: Int {
        if let rebuildBudgetOverride { return rebuildBudgetOverride }
        let expectedRebuild = buildConstraints > 0
            ? Int(Double(buildWork) * Double(constraintCount) / Double(buildConstraints)) : 0
        return max(Self.rebuildWorkPerConstraint * (constraintCount + Self.rebuildBudgetFloor), 2 * expectedRebuild)
    }

    /// The least work per constraint held a batch may do before the tableau is rebuilt: a build costs a few cells
    /// per constraint (0.7-9 on the hunt's lists), so a batch past this has cost many builds. At 64, the batches that
    /// passed it paid up to three times what they needed (hunt seed 33's deactivation at 3,000 views: 1.14 s, 0.66 s
    /// at 32); at 16, rebuilds came where they do not pay (seed 12's moves 0.22 → 0.48 s, seed 20's block insertion
    /// 54 → 138 ms).
    static let rebuildWorkPerConstraint = 32

    /// The budget of a solver holding no constraints, in constraints: below a few hundred constraints nothing is
    /// quadratic enough to be worth a rebuild.
    static let rebuildBudgetFloor = 256

    /// Starts counting a batch's work (the outermost batch begins). A batch that starts from an empty tableau is
    /// a build: it is never rebuilt (the rebuild would make it again, in the same order), and its work is what the
    /// next rebuild is expected to cost.
    func beginCountingBatchWork() {
        batchWorkStart = tableauWork
        batchRebuildWork = 0
        buildWorkStart = constraintCount == 0 ? tableauWork : nil
        batchMayRebuild = rebuildsTableau && constraintCount > 0
    }

    /// Rebuilds the tableau when the batch being made has passed its budget since it began or last rebuilt (see the
    /// file comment; every time with ``rebuildsEagerly``). Called before each change of a batch, where no row is held
    /// across the call.
    func rebuildIfBatchIsCostly() {
        if !pendingRemovals.isEmpty {
            settlePendingRemovals(atBatchEnd: false)
            return
        }
        guard batchDepth > 0, batchMayRebuild, batchIsPastBudget else { return }
        rebuildForBatch(atBatchEnd: false)
    }

    /// Whether the batch being made has done at least its budget of work since it began or last rebuilt, and at
    /// least twice what that rebuild cost (always with ``rebuildsEagerly``).
    var batchIsPastBudget: Bool {
        rebuildsEagerly || needsConditioningRebuild
            || tableauWork &- batchWorkStart >= max(rebuildBudget, 2 &* batchRebuildWork)
    }

    /// A rebuild of the batch: rebuilds the tableau as ``rebuildTableau(atBatchEnd:)`` does, counts it and the rest
    /// of the batch as the next estimate of a build's cost, and starts counting the batch's work again (its next
    /// rebuild needs another budget of work, see the file comment). Returns whether it was rebuilt; a rebuild given
    /// up is not tried again in the batch (every time with ``rebuildsEagerly``), nor is one at the batch's end.
    @discardableResult
    func rebuildForBatch(atBatchEnd: Bool) -> Bool {
        batchMayRebuild = rebuildsEagerly
        rebuildsAtBatchEnd = false
        let workBefore = tableauWork
        let rebuilt = rebuildTableau(atBatchEnd: atBatchEnd)
        noteConditioningRebuild(since: workBefore)
        guard rebuilt else { return false }
        buildWorkStart = workBefore
        batchMayRebuild = rebuildsTableau
        batchRebuildWork = tableauWork &- workBefore
        batchWorkStart = tableauWork
        return true
    }

    /// Rebuilds the tableau at the end of the outermost batch (placing the constraints that waited for it, or
    /// optimising) when the batch has passed its budget and has not rebuilt yet (see the file comment). Returns
    /// whether it was rebuilt: every waiting constraint is placed then, and the tableau is to be optimised. With
    /// ``rebuildsEagerly``, at the first such point whatever the work (tests).
    func rebuildAtBatchEndIfCostly() -> Bool {
        guard rebuildsAtBatchEnd, pivotLog == nil, batchIsPastBudget else { return false }
        return rebuildForBatch(atBatchEnd: true)
    }

    /// Records the work of a batch that built the tableau (from empty, or rebuilt) as the expected cost of the next
    /// rebuild (the outermost batch has ended).
    func noteBuildWork() {
        guard let start = buildWorkStart else { return }
        buildWork = tableauWork &- start
        buildConstraints = constraintCount
        buildWorkStart = nil
    }

    /// Rebuilds the tableau from the constraints held (see the file comment); leaves it as it was if a
    /// constraint could not be placed. Returns whether it was rebuilt. Inside a batch or at its end only: the
    /// rebuilt tableau is optimised when the batch ends. At the batch's end (`atBatchEnd`), the inequalities that
    /// entered through the dual simplex enter the same way again, on the others' optimum; before a change of the
    /// batch they are placed with the others (see the file comment).
    @discardableResult
    func rebuildTableau(atBatchEnd: Bool) -> Bool {
        assert(pivotLog == nil, "a rebuild is made between changes, never inside one that may be undone")
        settleDeferredShifts()
        let builder = Solver()
        builder.rebuildsTableau = false
        builder.boundExchangeMinimumRowLength = boundExchangeMinimumRowLength
        builder.foldedDummyMinimum = foldedDummyMinimum
        builder.foldedHolderMinimum = foldedHolderMinimum
        // The builder's records name the constraint objects: they must not outlive this call, or its deinit
        // would release those objects from this solver.
        defer { builder.records.removeAll() }
        builder.prepareSymbols(like: self)
        builder.records = Array(repeating: nil, count: records.count)
        builder.freeSlots = freeSlots
        builder.belowStrengths = belowStrengths
        builder.lastGeneration = lastGeneration
        builder.batchDepth = 1
        let held = records.indices
            .compactMap { index in records[index].map { (slot: ConstraintSlot(index: index), record: $0) } }
            .sorted {
                (placementOrders[$0.slot.index], $0.record.generation)
                    < (placementOrders[$1.slot.index], $1.record.generation)
            }
        // At the batch's end, the inequalities that entered through the dual simplex come last, as they entered.
        let enteredViolated = atBatchEnd ? held.filter { $0.record.enteredViolated } : []
        let placedFirst = enteredViolated.isEmpty ? held : held.filter { !$0.record.enteredViolated }
        guard builder.place(placedFirst, from: self, violated: false) else { return false }
        // The optional constraints are placed in the builder too, so that the check below covers their rows; before
        // the batch's end, those this tableau keeps aside to be placed at its end (waiting, or dormant and woken)
        // wait in the tableau adopted as well (see ``placeWaiting(keepingWaiting:)``).
        if atBatchEnd {
            builder.settleDeferredConstraints()
        } else {
            builder.placeWaiting { slot in deferredRows.contains(slot) || (dormantConstraintsAwake && isDormant(slot)) }
        }
        guard !builder.rowIsIllConditioned else { return false }
        if !enteredViolated.isEmpty {
            // As they entered: on the optimum of the others, through the dual simplex.
            builder.batchDepth = 0
            builder.optimizeObjective()
            guard builder.place(enteredViolated, from: self, violated: true) else { return false }
            builder.restoreFeasibility()
            builder.batchDepth = 1
            guard !builder.rowIsIllConditioned else { return false }
        }
        adoptTableau(of: builder)
        // The rebuild's own work counts as this solver's.
        tableauWork &+= builder.tableauWork
        searchWork.tableauRebuilds += 1
        return true
    }

    /// The terms of the held constraint `record` in `slot`: its object's, or those kept for it in ``heldTerms``;
    /// `nil` for a constraint added by its terms while ``rebuildsTableau`` was off.
    func terms(ofHeld record: ConstraintRecord, at slot: ConstraintSlot) -> (inline: InlineTerms, spilled: [Term])? {
        if let object = record.object { return (object.terms, object.spilledTerms) }
        return heldTerms.terms(of: slot)
    }

    /// Places the held constraints `held` of `solver` in this (rebuilding) solver, in their order: each in its own
    /// slot, violated (solved for its slack, as ``addOptionalInequalities(_:)`` adds it) if `violated`. Returns
    /// `false` when one could not be placed (or was added while rebuilds were off, `rebuildsTableau`, so its terms
    /// were not kept) or a stored row ran away: the rebuild is then given up.
    private func place(
        _ held: [(slot: ConstraintSlot, record: ConstraintRecord)], from solver: Solver, violated: Bool
    ) -> Bool {
        for (slot, record) in held {
            guard let terms = solver.terms(ofHeld: record, at: slot) else { return false }
            do {
                try reinsert(record, terms: terms.inline, spilled: terms.spilled, at: slot, violated: violated)
            } catch {
                assertionFailure("the constraints held are consistent, so rebuilding places each of them")
                return false
            }
            guard !rowIsIllConditioned else { return false }
        }
        return true
    }

    /// Places this builder's waiting constraints, in order, except those `keepsWaiting` names, which wait on for the
    /// batch's end in the tableau adopted. A rebuild before the batch's end keeps aside what the solver rebuilt kept
    /// aside to place at its end: placed in the builder, part-way through a pass that relinks views, every preferred
    /// size that the pass's later links decide again was placed while it was free, expanded through the whole line,
    /// and stayed in the tableau after the pass, where every later edit rewrote it (hunt seed 1442: the views'
    /// woken content constraints, `Solver+DormantConstraints.swift`). Placed at the batch's end, they sleep again.
    private func placeWaiting(keepingWaiting keepsWaiting: (ConstraintSlot) -> Bool) {
        var kept: [(slot: ConstraintSlot, row: Row)] = []
        let end = deferredRows.end
        for position in 0..<end {
            guard let (slot, row) = deferredRows.takeWaiting(at: position) else { continue }
            if keepsWaiting(slot) {
                kept.append((slot, row))
            } else {
                placeAside(row, of: slot)
            }
        }
        deferredRows.forget(upTo: end)
        hasDeferredConstraints = false
        for (slot, row) in kept {
            deferPlacement(of: row, slot: slot)
        }
    }

    /// Makes this (empty) solver's symbols those of `solver`: the same variables with the same ids, every other
    /// symbol free for the markers the rebuild makes.
    private func prepareSymbols(like solver: Solver) {
        reserveSymbols(solver.symbolCount)
        var markerRoom: [Symbol] = []
        for index in 0..<solver.symbolCount {
            let symbol = Symbol(index: index)
            let isVariable = solver.kinds[symbol] == .external
            _ = appendSymbol(isVariable ? .external : .slack)
            if !isVariable {
                markerRoom.append(symbol)
            }
        }
        // Made from the end of the list: the lowest ids first, as a new solver makes them.
        freeSymbols = markerRoom.reversed()
    }

    /// Adds the held constraint `record` again in its own slot, with new markers, as ``insert`` adds a new one
    /// inside a batch (an optional constraint waits for the batch's end), or, if `violated`, as
    /// ``addOptionalInequalities(_:)`` adds one (solved for its slack, queued for the dual simplex).
    private func reinsert(
        _ record: ConstraintRecord, terms: borrowing InlineTerms, spilled: [Term], at slot: ConstraintSlot,
        violated: Bool
    ) throws(InsertionConflict) {
        let (row, marker, other, markerCoefficient) = makeRow(
            terms: terms, spilled: spilled, constant: record.constant, record.relation, strength: record.strength,
            belowStrength: belowStrengths[slot])
        records[slot] = ConstraintRecord(
            object: record.object, constant: record.constant, strength: record.strength, marker: marker,
            generation: record.generation, other: other, relation: record.relation,
            markerIsNegated: markerCoefficient < 0, enteredViolated: record.enteredViolated)
        markerOwner[marker] = slot
        if let other {
            markerOwner[other] = slot
        }
        constraintCount += 1
        if !record.strength.isRequired && !violated {
            deferPlacement(of: row, slot: slot)
            return
        }
        // Over determined variables, it changes nothing whatever its value (as a waiting constraint would, placed).
        if violated, parksDormant(row, of: slot, record.relation, required: false) { return }
        try place(
            row, of: slot, marker: marker, other: other, markerCoefficient: markerCoefficient, record.relation,
            strength: record.strength, entersViolated: violated)
    }

    /// Takes the tableau `builder` rebuilt: every per-symbol table and every part of the tableau, leaving this
    /// solver's constraints' identities, edit variables, counters and settings as they were. Every variable is
    /// reported changed (its value is computed again from the rebuilt rows).
    private func adoptTableau(of builder: Solver) {
        kinds.exchangeElements(with: builder.kinds)
        rows.exchangeRows(with: builder.rows)
        columns.exchangeElements(with: builder.columns)
        markerOwner.exchangeElements(with: builder.markerOwner)
        costLevels.exchangeElements(with: builder.costLevels)
        cachedValues.exchangeElements(with: builder.cachedValues)
        valueIsCurrent.exchangeElements(with: builder.valueIsCurrent)
        isTouched.exchangeElements(with: builder.isTouched)
        changedVariables.exchangeElements(with: builder.changedVariables)
        reportScratch.exchangeElements(with: builder.reportScratch)
        walkStack.exchangeElements(with: builder.walkStack)
        isReportedChanged.exchangeElements(with: builder.isReportedChanged)
        visitMarks.exchangeElements(with: builder.visitMarks)
        expansionWeights.exchangeElements(with: builder.expansionWeights)
        isQueuedForExpansion.exchangeElements(with: builder.isQueuedForExpansion)
        definitionRank.exchangeElements(with: builder.definitionRank)
        pairPartner.exchangeElements(with: builder.pairPartner)
        determinedMarks.exchangeElements(with: builder.determinedMarks)
        awaitedMarks.exchangeElements(with: builder.awaitedMarks)
        symbolCount = builder.symbolCount
        freeSymbols = builder.freeSymbols
        levels = builder.levels
        objectives = builder.objectives
        costLevelOverflow = builder.costLevelOverflow
        enteringScanStarts = builder.enteringScanStarts
        artificialObjective = nil
        records = builder.records
        infeasibleRows = builder.infeasibleRows
        touchedVariables = builder.touchedVariables
        evaluationStack.removeAll()
        visitToken = builder.visitToken
        expansionHeap.removeAll()
        lowestRank = builder.lowestRank
        freePairs = builder.freePairs
        nextFreePairCollection = builder.nextFreePairCollection
        dormantRows = builder.dormantRows
        dormantConstraintsAwake = builder.dormantConstraintsAwake
        determinedEpoch = builder.determinedEpoch
        aggregateMembers = builder.aggregateMembers
        aggregatesHolding = builder.aggregatesHolding
        rowsReadWhole.removeAll()
        nextAggregateSweep = builder.nextAggregateSweep
        deferredRows = builder.deferredRows
        hasDeferredConstraints = builder.hasDeferredConstraints
        awaitedEpoch = builder.awaitedEpoch
        hasDeferredShifts = false
        needsOptimization = true
        for index in 0..<symbolCount where kinds[Symbol(index: index)] == .external {
            touch(Symbol(index: index))
        }
    }
}

