// Rebuilding the tableau from the constraints held, when a batch of changes has cost more than building it anew.
//
// Each change is cheap when the rows it touches are short, and the tableau a batch starts from decides that. A
// tableau built by one batch from empty is shaped by the order the constraints came in: lazy definitions, short
// rows, optional constraints placed after the required ones. Changes made one at a time to a solved tableau can
// leave rows as long as the layout, and then every later change of the batch pays for them: a list with a quarter
// of its links deactivated and activated again re-added each link through a row as long as the list (1,000 cells
// at 300 views; hunt seeds 5, 10, 23 and 29), and the batch cost n² where building the same layout cost n.
//
// So the solver counts the work each batch does on the tableau (cells substituted and definitions read), and when
// it passes a budget proportional to the constraints held, the next change of the batch starts from a tableau
// rebuilt from the constraints held, in the order they were added, as the first batch built it. A batch then costs
// at most its budget plus a build, whatever shape its changes leave: what LP solvers do when the updates of a
// factorised basis have grown denser than a fresh factorisation (refactorisation).
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
    /// rebuilt: ``rebuildWorkFactor`` cells per constraint held (and a floor, so that small solvers never rebuild).
    var rebuildBudget: Int {
        rebuildWorkFactor * (constraintCount + Self.rebuildBudgetFloor)
    }

    /// The budget of a solver holding no constraints, in constraints: below a few hundred constraints nothing is
    /// quadratic enough to be worth a rebuild.
    static let rebuildBudgetFloor = 256

    /// Starts counting a batch's work (the outermost batch begins).
    func beginCountingBatchWork() {
        batchWorkStart = tableauWork
    }

    /// Rebuilds the tableau when the batch being made has passed its budget (see the file comment). Called before
    /// each change of a batch, where no row is held across the call.
    func rebuildIfBatchIsCostly() {
        guard batchDepth > 0, rebuildsTableau, tableauWork &- batchWorkStart >= rebuildBudget else { return }
        rebuildTableau()
        // The budget starts again: a rebuilt tableau pays for itself before the next one.
        batchWorkStart = tableauWork
    }

    /// Rebuilds the tableau from the constraints held (see the file comment); leaves it as it was if a
    /// constraint could not be placed. Returns whether it was rebuilt. Inside a batch only: the rebuilt tableau is
    /// optimised when the batch ends.
    @discardableResult
    func rebuildTableau() -> Bool {
        settleDeferredShifts()
        let builder = Solver()
        builder.rebuildsTableau = false
        builder.checksRowConditioning = true
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
            .sorted { $0.record.generation < $1.record.generation }
        for (slot, record) in held {
            let terms: (inline: InlineTerms, spilled: [Term])
            if let object = record.object {
                terms = (object.terms, object.spilledTerms)
            } else if let kept = heldTerms.terms(of: slot) {
                terms = kept
            } else {
                assertionFailure("a constraint held by its terms keeps them")
                return false
            }
            do {
                try builder.reinsert(record, terms: terms.inline, spilled: terms.spilled, at: slot)
            } catch {
                assertionFailure("the constraints held are consistent, so rebuilding places each of them")
                return false
            }
            guard !builder.rebuiltRowIsIllConditioned else { return false }
        }
        // The optional constraints are placed in the builder too, so that the check below covers their rows.
        builder.settleDeferredConstraints()
        guard !builder.rebuiltRowIsIllConditioned else { return false }
        adoptTableau(of: builder)
        // The rebuild's own work counts as this solver's.
        tableauWork &+= builder.tableauWork
        searchWork.tableauRebuilds += 1
        return true
    }

    /// The largest coefficient, and the largest constant, a row of a rebuilt tableau may have. Layout
    /// coefficients are ±1 or small multipliers and constants are points, so a row past either was made by
    /// definitions that amplify one another along a chain (found by the hunt: a two-level list of 600 cards rebuilt
    /// in the order a reactivation leaves it defined each card's position through the previous two, constants grew
    /// to 2⁵⁴, and the sums that should have cancelled lost the layout's points to rounding). The rebuild is then
    /// given up and the tableau kept as it was.
    static let conditionedCoefficientLimit = 1e6
    /// See ``conditionedCoefficientLimit``.
    static let conditionedConstantLimit = 1e9

    /// Notes a row stored while ``checksRowConditioning`` is set whose coefficients or constant pass the limits.
    func checkConditioning(of row: borrowing Row) {
        if abs(row.constant) > Self.conditionedConstantLimit {
            rebuiltRowIsIllConditioned = true
            return
        }
        for (_, coefficient) in row.cells where abs(coefficient) > Self.conditionedCoefficientLimit {
            rebuiltRowIsIllConditioned = true
            return
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
    /// inside a batch (an optional constraint waits for the batch's end).
    private func reinsert(
        _ record: ConstraintRecord, terms: borrowing InlineTerms, spilled: [Term], at slot: ConstraintSlot
    ) throws(InsertionConflict) {
        let (row, marker, other, markerCoefficient) = makeRow(
            terms: terms, spilled: spilled, constant: record.constant, record.relation, strength: record.strength,
            belowStrength: belowStrengths[slot])
        records[slot] = ConstraintRecord(
            object: record.object, constant: record.constant, strength: record.strength, marker: marker,
            generation: record.generation, other: other, relation: record.relation,
            markerIsNegated: markerCoefficient < 0)
        markerOwner[marker] = slot
        if let other {
            markerOwner[other] = slot
        }
        constraintCount += 1
        if !record.strength.isRequired {
            deferPlacement(of: row, slot: slot)
            return
        }
        try place(
            row, of: slot, marker: marker, other: other, markerCoefficient: markerCoefficient, record.relation,
            strength: record.strength, entersViolated: false)
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
        nextAggregateSweep = builder.nextAggregateSweep
        deferredRows = builder.deferredRows
        deferredOrder = builder.deferredOrder
        hasDeferredConstraints = builder.hasDeferredConstraints
        awaitedEpoch = builder.awaitedEpoch
        hasDeferredShifts = false
        needsOptimization = true
        for index in 0..<symbolCount where kinds[Symbol(index: index)] == .external {
            touch(Symbol(index: index))
        }
    }
}

