/// An incremental Cassowary solver: linear equalities and inequalities, required or at lexicographic
/// priority levels, kept solved as constraints are added, removed, re-weighted or given new constants.
///
/// ```swift
/// let solver = Solver()
/// let left = solver.makeVariable(named: "left"), width = solver.makeVariable(named: "width")
/// try solver.addConstraint(Constraint(LinearExpression(left), .equal, LinearExpression(constant: 10)))
/// try solver.addConstraint(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: 100)))
/// try solver.addConstraint(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 50), strength: .weak))
/// solver.value(of: width) // 100
/// ```
///
/// Design: symbols (``Symbol``) are dense integer ids; each basic symbol owns a sparse row, and a column index records
/// which rows hold each symbol, so substituting a symbol touches only the rows that contain it. The objective
/// is one row per priority level in use, compared lexicographically (Cassowary's symbolic weights).
///
/// Rows stay short on deep chains because user variables are defined lazily: the row of a basic variable may
/// name other basic variables (`x₂ = x₁ + w₁ + 8`) instead of being expanded into parametric symbols, so a
/// chain of n links holds O(n) cells, not O(n²). Only rows of slack and error symbols (the simplex proper)
/// and the objective are kept fully expanded; a new constraint is expanded only when it has no fresh variable
/// to be solved for. Values are evaluated through the definitions on demand and cached.
///
/// A solver is a reference type used from one thread at a time.
public final class Solver {
    /// The kind of every symbol.
    let kinds = SymbolColumn<SymbolKind>()
    /// The number of symbols made. The per-symbol tables are kept filled past it with the values of a new symbol
    /// (grown together, in bulk), so making a symbol writes its kind and nothing else.
    @exclusivity(unchecked) var symbolCount = 0
    /// How many times the per-symbol tables have moved to larger storage since the solver was made (a reservation
    /// past their room, or a regrowth when a new symbol found none), each a copy of every table: tests read it to
    /// check that a batch sized its tables once.
    @exclusivity(unchecked) package internal(set) var symbolTableMoves = 0
    /// The row of every basic symbol; parametric symbols have none.
    let rows = RowTable()
    /// For every symbol, the basic symbols whose rows contain it.
    let columns = SymbolColumn<SymbolSet>()
    /// For marker symbols, the slot of the constraint they mark; `nil` otherwise.
    let markerOwner = OptionalSymbolColumn<ConstraintSlot>()
    /// Retired non-external symbols, for reuse.
    @exclusivity(unchecked) var freeSymbols: [Symbol] = []
    /// Names of external variables.
    var variableNames: [Symbol: String] = [:]

    /// The priority levels in use, highest first, and the objective row of each.
    @exclusivity(unchecked) var levels: [Double] = []
    /// One objective row per entry of ``levels`` (a new level's row starts empty). Rows are changed only through
    /// `Solver+CostLevels.swift`, which keeps ``costLevels`` covering them.
    @exclusivity(unchecked) var objectives: [Row] = []
    /// For every symbol, the levels whose objective may hold it (see `Solver+CostLevels.swift`).
    let costLevels = SymbolColumn<CostLevels>()
    /// The levels of ``costLevels`` entries beyond their first two.
    @exclusivity(unchecked) var costLevelOverflow = CostLevelOverflow()
    /// Where the primal simplex's next scan of each objective row for an entering symbol starts: where the last
    /// one found it (only a hint: a stale position costs nothing but a longer scan).
    @exclusivity(unchecked) var enteringScanStarts: [Int] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    @exclusivity(unchecked) var artificialObjective: Row?

    /// The constraints held, by slot.
    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    /// The strength of the negative error of the optional equalities whose two sides cost differently (a view's
    /// content hugging and compression resistance as one equality), by slot; the others are not here. A side table:
    /// few constraints have one, and every record stays 40 bytes.
    @exclusivity(unchecked) var belowStrengths: [ConstraintSlot: Strength] = [:]
    /// Free slots of ``records``.
    @exclusivity(unchecked) var freeSlots: [ConstraintSlot] = []
    /// The generation of the constraint added last (see ``ConstraintID``).
    @exclusivity(unchecked) var lastGeneration: UInt32 = 0
    /// Edit variables.
    var edits: [Variable: EditRecord] = [:]
    /// Restricted basic symbols whose rows may have gone negative (for the dual simplex).
    @exclusivity(unchecked) var infeasibleRows: [Symbol] = []
    /// An infeasible row with fewer cells than this is left to the plain dual ratio test (its pivot is cheap);
    /// a longer one takes the long step of `Solver+BoundExchange.swift`. Tests set it to 0 to take the long
    /// step everywhere.
    @exclusivity(unchecked) package var boundExchangeMinimumRowLength = 32
    /// The fewest plain dummies a row must hold for them to be folded into an aggregate (see
    /// `Solver+DummyAggregates.swift`). Tests set it to 1, and ``foldedHolderMinimum`` to 0, to fold wherever a row
    /// holds a dummy.
    @exclusivity(unchecked) package var foldedDummyMinimum = 16
    /// The fewest rows that must hold the symbol a row is substituted for before the row's dummies are folded.
    @exclusivity(unchecked) package var foldedHolderMinimum = 3
    /// Basic symbols whose rows, at least ``foldedDummyMinimum`` cells long, expansions read whole during the
    /// current placement: folded once it succeeds (``foldRowsReadWhole()``). Repeats allowed.
    @exclusivity(unchecked) var rowsReadWhole: [Symbol] = []
    /// Whether a placement is under way (``rowsReadWhole`` is then its list).
    @exclusivity(unchecked) var isPlacing = false

    /// Cached values of basic variables, valid where ``valueIsCurrent`` is set.
    @usableFromInline let cachedValues = SymbolColumn<Double>()
    /// Whether each cached value is current. A current value's dependencies are current too.
    @usableFromInline let valueIsCurrent = SymbolColumn<Bool>()
    /// Variables whose definitions changed since values were last brought up to date.
    @usableFromInline @exclusivity(unchecked) var touchedVariables: [Symbol] = []
    /// Marks for ``touchedVariables`` (and for the walk that propagates them).
    let isTouched = SymbolColumn<Bool>()
    /// Variables whose values may have changed since ``takeChangedVariables()`` was last called.
    @exclusivity(unchecked) var changedVariables = SymbolColumn<Symbol>()
    /// Spare storage swapped with ``changedVariables`` when they are reported, so a report allocates nothing.
    @exclusivity(unchecked) var reportScratch = SymbolColumn<Symbol>()
    /// Scratch stack for ``propagateTouches()`` (each symbol is pushed at most once per walk).
    let walkStack = SymbolColumn<Symbol>()
    /// Scratch stack for ``evaluate(_:)``, kept to avoid an allocation per call.
    @exclusivity(unchecked) var evaluationStack: [Symbol] = []
    /// Marks for ``changedVariables``.
    let isReportedChanged = SymbolColumn<Bool>()
    /// Scratch marks for graph walks, valid where equal to ``visitToken``.
    let visitMarks = SymbolColumn<UInt32>()
    /// The current walk's mark.
    @exclusivity(unchecked) var visitToken: UInt32 = 0
    /// Scratch weights for expansions, valid where ``isQueuedForExpansion`` is set.
    let expansionWeights = SymbolColumn<Double>()
    /// Whether each variable waits in ``expansionHeap`` (scratch for ``expanded(_:)``).
    let isQueuedForExpansion = SymbolColumn<Bool>()
    /// Scratch max-heap of variables by ``definitionRank``, kept to avoid an allocation per expansion.
    @exclusivity(unchecked) var expansionHeap: [Symbol] = []
    /// Scratch candidates of ``expandedUntilDefinable(_:)``: a local heap, mutated by the closure each expansion
    /// step calls, was boxed and checked for exclusive access on every symbol met. Emptied at each search, not
    /// borrowed as the scratch lists are: the search only reads the tableau, so none runs inside another.
    @exclusivity(unchecked) var definableCandidates = DefinableCandidateHeap()
    /// A topological rank of every basic external variable: a definition only names variables of lower rank,
    /// so expanding in falling rank visits each definition after all of its dependants (see ``expanded(_:)``).
    let definitionRank = SymbolColumn<Double>()
    /// The lowest rank given to a definition so far.
    @exclusivity(unchecked) var lowestRank = 0.0
    /// Counts of the work done by searches whose cost is not otherwise visible (for tests of how it grows).
    @exclusivity(unchecked) var searchWork = SearchWork()

    /// For a symbol of a free pair, the other symbol of the pair; `nil` otherwise. A free pair `p - q` (two
    /// zero-cost slacks) stands for the unrestricted marker of a removed required equality (see
    /// `Solver+FreePairs.swift`).
    let pairPartner = OptionalSymbolColumn<Symbol>()
    /// The first symbol of every free pair still in the tableau, oldest first.
    @exclusivity(unchecked) var freePairs: [Symbol] = []
    /// How many free pairs there must be before the next look at all of them (see ``collectFreePairs()``).
    @exclusivity(unchecked) var nextFreePairCollection = 0

    /// The row of every dormant constraint (as ``makeRow(terms:spilled:constant:_:strength:belowStrength:)`` made
    /// it, without its marker), by slot: constraints naming only determined variables, decided by their values (a
    /// required one holds there), and in no row (see `Solver+DormantConstraints.swift`).
    @exclusivity(unchecked) var dormantRows: [ConstraintSlot: Row] = [:]
    /// Whether a removal since the dormant constraints were last put back may have left one of them resting on a
    /// variable the required equalities no longer determine (see ``determinedDefinitionHolds(_:)`` and
    /// ``settleDormantConstraints()``).
    @usableFromInline @exclusivity(unchecked) var dormantConstraintsAwake = false
    /// For every defined variable known to be determined (its definition, expanded, names only dummies), the
    /// ``determinedEpoch`` it was found in; anything else for the others.
    let determinedMarks = SymbolColumn<UInt32>()
    /// The current epoch of ``determinedMarks``: removing a required equality whose dummy a marked definition holds
    /// starts a new one, which forgets every mark.
    @exclusivity(unchecked) var determinedEpoch: UInt32 = 1
    /// Scratch stack of ``isDetermined(_:)``'s walk, kept to avoid an allocation per walk (one per waiting
    /// constraint placed, and a few more as the stack grew).
    @exclusivity(unchecked) var determinedWalk: [Symbol] = []
    /// Scratch list of the defined variables of one level of ``lazilyUnfolded(_:)``, kept for the same reason.
    @exclusivity(unchecked) var unfoldingScratch: [Symbol] = []

    /// The members of every aggregate dummy: the plain dummies it was folded from, with their coefficients (see
    /// `Solver+DummyAggregates.swift`).
    @exclusivity(unchecked) var aggregateMembers: [Symbol: Row] = [:]
    /// For every plain dummy folded into an aggregate, the aggregates it was folded into (some may have let it go
    /// since: their members say).
    @exclusivity(unchecked) var aggregatesHolding: [Symbol: [Symbol]] = [:]
    /// How many aggregates there may be before the next look for unused ones.
    @exclusivity(unchecked) var nextAggregateSweep = Solver.firstAggregateSweep

    /// The row of every optional constraint added inside a batch and not placed yet (as
    /// ``makeRow(terms:spilled:constant:_:strength:belowStrength:)`` made it, without its marker), by slot (see
    /// `Solver+DeferredConstraints.swift`), in the order their constraints were added.
    @exclusivity(unchecked) var deferredRows = DeferredRowTable()
    /// Whether ``deferredRows`` holds any row: read on every value read, so kept as one flag.
    @usableFromInline @exclusivity(unchecked) var hasDeferredConstraints = false
    /// For every user variable a waiting optional constraint names, the ``awaitedEpoch`` it was marked in;
    /// anything else for the others. A link solved while a batch is open avoids defining such a variable (see
    /// ``lazilySolvableVariable(in:)``).
    let awaitedMarks = SymbolColumn<UInt32>()
    /// The current epoch of ``awaitedMarks``: placing the waiting constraints starts a new one, which forgets
    /// every mark.
    @exclusivity(unchecked) var awaitedEpoch: UInt32 = 1

    /// While recording, every pivot made, so a failed operation can undo them and leave the basis exactly as
    /// it was.
    @exclusivity(unchecked) var pivotLog: [(entering: Symbol, leaving: Symbol)]?

    /// Nesting depth of ``performBatch(_:)``.
    @exclusivity(unchecked) var batchDepth = 0
    /// Whether a batch deferred an optimisation.
    @exclusivity(unchecked) var needsOptimization = false
    /// Whether a batch shifted in optional constants without restoring feasibility (``infeasibleRows`` holds the
    /// rows they left infeasible; see ``settleDeferredShifts()``). Never set together with ``needsOptimization``:
    /// every other change settles them first.
    @exclusivity(unchecked) var hasDeferredShifts = false

    /// The number of constraints held, edit constraints included.
    @exclusivity(unchecked) public internal(set) var constraintCount = 0

    // Rebuilding the tableau (see `Solver+Rebuild.swift`).

    /// The terms of the constraints held by their terms, kept to rebuild the tableau from.
    @exclusivity(unchecked) var heldTerms = HeldTermPool()
    /// The work done on the tableau since the solver was made, in cells substituted and definitions read.
    @exclusivity(unchecked) var tableauWork = 0
    /// ``tableauWork`` when the outermost batch began, or when it last rebuilt the tableau.
    @exclusivity(unchecked) var batchWorkStart = 0
    /// The work of the batch's last rebuild (0 before its first): the next needs twice as much work before it.
    @exclusivity(unchecked) var batchRebuildWork = 0
    /// Whether a costly batch rebuilds the tableau (a measuring engine, made and solved in one batch, turns it
    /// off and keeps no terms). Set it before adding constraints: those added while it is off keep no terms, and a
    /// tableau holding one is not rebuilt.
    @exclusivity(unchecked) package var rebuildsTableau = true {
        didSet {
            if !rebuildsTableau { heldTerms = HeldTermPool() }
        }
    }
    /// The placement order of the constraint in each slot (see ``PlacementOrder``): the order a rebuild places the
    /// constraints held in. A free slot's entry is stale.
    @exclusivity(unchecked) var placementOrders: [PlacementOrder] = []
    /// The order given to the next constraint added without one.
    @exclusivity(unchecked) var nextPlacementOrder = PlacementOrder(rawValue: 0)
    /// Whether the outermost batch is ending (placing its waiting constraints, optimising) and may still rebuild the
    /// tableau there (see ``rebuildAtBatchEndIfCostly()``).
    @exclusivity(unchecked) var rebuildsAtBatchEnd = false
    /// The constraints removed in a batch past its budget whose rows wait for the rebuild, with their records (see
    /// `Solver+PendingRemovals.swift`).
    @exclusivity(unchecked) var pendingRemovals: [(slot: ConstraintSlot, record: ConstraintRecord)] = []
    /// Whether a batch rebuilds the tableau before every change, whatever its work (tests).
    @exclusivity(unchecked) package var rebuildsEagerly = false
    /// A budget of work that replaces ``rebuildBudget``'s estimate (tests: a small one makes a batch rebuild again and
    /// again as it goes, each time it has done twice its last rebuild's work).
    @exclusivity(unchecked) package var rebuildBudgetOverride: Int?
    /// Whether the batch being made may still rebuild the tableau (never in a build from empty, nor after a rebuild
    /// was given up).
    @exclusivity(unchecked) var batchMayRebuild = false
    /// The work of the last batch that built the tableau (from empty, or rebuilt), and the constraints it held:
    /// what the next rebuild is expected to cost (see ``rebuildBudget``).
    @exclusivity(unchecked) var buildWork = 0
    /// See ``buildWork``.
    @exclusivity(unchecked) var buildConstraints = 0
    /// ``tableauWork`` where the build being made began (a batch from empty, or a rebuild), or `nil`.
    @exclusivity(unchecked) var buildWorkStart: Int?
    /// Whether a row stored since the last rebuild passed the conditioning limits (`Solver+Conditioning.swift`): a
    /// rebuilding solver then gives the rebuild up; the solver itself rebuilds its tableau at the next change of a
    /// batch, or at its end.
    @exclusivity(unchecked) var rowIsIllConditioned = false
    /// The largest coefficient a row may have before ``rowIsIllConditioned`` is set:
    /// ``conditionedCoefficientLimit``, or lower in tests of the rebuild it starts (a rebuilding solver keeps the
    /// default).
    @exclusivity(unchecked) var coefficientLimit = Solver.conditionedCoefficientLimit
    /// ``tableauWork`` when the last rebuild for conditioning ended, and how much more work must be done before the
    /// next (see ``needsConditioningRebuild``).
    @exclusivity(unchecked) var conditioningRebuildEnd = 0
    /// See ``conditioningRebuildEnd``.
    @exclusivity(unchecked) var conditioningRebuildSpacing = 0

    /// Counts the changes to the required constraints held: additions, removals and constant changes. An addition
    /// that fails is not counted (it changes nothing); a constant change that fails is (counting too many costs a
    /// caller only a retry). Two equal readings mean the same required constraints are held with the same
    /// constants, so whether a required constraint can be added, and the conflict that stops it, are the same.
    @exclusivity(unchecked) package internal(set) var requiredChanges: UInt64 = 0

    /// Makes an empty solver.
    public init() {}

    /// Releases the constraints still held, so that they can be added to another solver.
    deinit {
        for case let object? in records.lazy.map({ $0?.object }) {
            object.slot = nil
            object.owner = nil
        }
    }

    /// Makes room for `variables` more variables and `constraints` more constraints, so that making and adding
    /// them does not regrow the solver's per-symbol tables and constraint records along the way (each regrowth
    /// copies every table). Room is only reserved: what is never used is never touched.
    ///
    /// Only an optimisation: the solver grows as needed whatever is reserved. Growth stays geometric (at least
    /// doubling), so reserving before every small batch costs no extra copies.
    /// - Parameters:
    ///   - variables: How many variables are about to be made.
    ///   - constraints: How many constraints are about to be added (each needs at most two internal symbols).
    package func reserveCapacity(variables: Int, constraints: Int) {
        reserveSymbols(symbolCount + max(0, variables) + 2 * max(0, constraints))
        rows.reserveRows(adding: max(0, constraints))
        let records = records.count - freeSlots.count + max(0, constraints)
        if records > self.records.capacity {
            self.records.reserveCapacity(Swift.max(records, 2 * self.records.capacity))
        }
        if rebuildsTableau {
            // Three terms a constraint is a layout's usual (a link: two positions and a size).
            heldTerms.reserveCapacity(slots: records, terms: 3 * records)
        }
    }

    /// Makes a new variable of this solver, initially 0.
    /// - Parameter name: A name for diagnostics.
    /// - Returns: The variable.
    public func makeVariable(named name: String? = nil) -> Variable {
        let symbol = appendSymbol(.external)
        if let name {
            variableNames[symbol] = name
        }
        return Variable(symbol)
    }

    /// The name `variable` was made with, or its description.
    /// - Parameter variable: A variable of this solver.
    /// - Returns: The name.
    public func name(of variable: Variable) -> String {
        variableNames[variable.symbol] ?? variable.description
    }

    /// The value of `variable` in the current solution. Always current; O(1).
    /// - Parameter variable: A variable of this solver.
    /// - Returns: Its value (0 for a variable no constraint mentions).
    @inlinable @inline(__always)
    public func value(of variable: Variable) -> Double {
        // Inlined into callers for the common case, a value already current with nothing pending: a layout pass
        // reads four values per view.
        let symbol = variable.symbol
        if touchedVariables.isEmpty, !dormantConstraintsAwake, !hasDeferredConstraints, symbol.index < valueIsCurrent.count,
           valueIsCurrent[symbol] {
            return cachedValues[symbol]
        }
        return computedValue(of: variable)
    }

    /// ``value(of:)`` when changes are pending or the value is stale.
    @usableFromInline
    func computedValue(of variable: Variable) -> Double {
        // The settle steps are called only when one has work (what their own first tests check): a layout pass reads
        // a stale value for every view a resize moved, with nothing to settle.
        if hasDeferredConstraints || hasDeferredShifts || dormantConstraintsAwake {
            settleDeferredConstraints()
            settleDeferredShifts()
            settleDormantConstraints()
        }
        return standingValue(of: variable.symbol)
    }

    /// The value of `symbol` in the tableau as it stands: the constant changes made so far applied, but the
    /// constraints waiting for the batch's end (or dormant and awake) left where they are. Right for a variable the
    /// required equalities determine (``holds(_:_:)``); ``computedValue(of:)`` places them first.
    @inline(__always)
    func standingValue(of symbol: Symbol) -> Double {
        settleDeferredShifts()
        guard symbol.index < rows.count else { return 0 }
        if !touchedVariables.isEmpty {
            propagateTouches()
        }
        // Every change of a definition touches its variable, so a value still current is right (0 for a
        // variable that is not basic); only a stale one needs its definition.
        return evaluate(symbol)
    }

    /// The variables whose values may have changed since the previous call (or since they were made), each
    /// once; a superset of those that did change. A layout pass uses it to revisit only what moved.
    /// - Returns: The variables, in no particular order.
    public func takeChangedVariables() -> [Variable] {
        var changed: [Variable] = []
        takeChangedVariables { changed.append($0) }
        return changed
    }

    /// Calls `body` with each variable whose value may have changed since the previous report (the same set as
    /// ``takeChangedVariables()``), without building an array: a layout pass over thousands of moved views calls
    /// it after every change.
    /// - Parameter body: Called once per variable, in no particular order. It must not change the solver.
    public func takeChangedVariables(_ body: (Variable) -> Void) {
        takeChangedVariableIDs { ids in
            for id in ids {
                body(Variable(Symbol(id: id)))
            }
        }
    }

    /// Calls `body` once with the ids of the variables whose values may have changed since the previous report
    /// (the same set as ``takeChangedVariables()``), as one buffer: a layout pass over thousands of moved views
    /// maps them to its items in one loop, with no call per variable.
    /// - Parameter body: Called once with the ids, in no particular order. It must not change the solver.
    package func takeChangedVariableIDs(_ body: (UnsafeBufferPointer<Int32>) -> Void) {
        settleDeferredConstraints()
        settleDeferredShifts()
        settleDormantConstraints()
        propagateTouches()
        let changed = changedVariables
        changedVariables = reportScratch
        reportScratch = changed
        let symbols = UnsafeBufferPointer(changed.buffer)
        for symbol in symbols {
            isReportedChanged[symbol] = false
        }
        // A `Symbol` is its `Int32` id and nothing else: the buffer is read as the ids HeadlessLayout knows.
        symbols.withMemoryRebound(to: Int32.self) { body($0) }
        changed.removeAll()
    }

    /// Whether `constraint` is held by this solver.
    /// - Parameter constraint: Any constraint.
    /// - Returns: `true` when it was added here and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraint.isOwned(by: self) && constraint.slot != nil
    }

    /// Adds a constraint and re-solves.
    ///
    /// An optional constraint always succeeds; a required one fails when it contradicts the required
    /// constraints already held, and then the solver is unchanged.
    /// - Parameter constraint: A constraint not held by any solver.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` or ``SolverError/unsatisfiable(_:conflicts:)``.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraint.owner == nil, constraint.slot == nil else {
            throw .duplicateConstraint(constraint)
        }
        rebuildIfBatchIsCostly()
        do {
            _ = try insert(
                terms: constraint.terms, spilled: constraint.spilledTerms, constant: constraint.constant,
                constraint.relation, strength: constraint.strength, object: constraint,
                placement: constraint.placement(in: self))
        } catch {
            throw .unsatisfiable(constraint, conflicts: objects(in: error.conflicts))
        }
        optimizeUnlessBatching()
    }

    /// Adds many constraints with one optimisation at the end.
    ///
    /// Stops at the first failure: the constraints before it stay added, the failing one and those after it
    /// are not added.
    /// - Parameter constraints: Constraints not held by any solver.
    /// - Throws: As ``addConstraint(_:)``, for the first failing constraint.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        try performBatch { () throws(SolverError) in
            for constraint in constraints {
                try addConstraint(constraint)
            }
        }
    }

    /// Removes a constraint and re-solves.
    /// - Parameter constraint: A constraint held by this solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard hasConstraint(constraint), let slot = constraint.slot else { throw .unknownConstraint(constraint) }
        retireOrLeaveToRebuild(slot: slot)
        optimizeUnlessBatching()
    }

    /// Changes the constant of an added constraint's expression in place (Cassowary's marker shift followed
    /// by the dual simplex; no removal and re-adding), and re-solves.
    ///
    /// If the new constant makes a required constraint contradict the other required constraints, the
    /// constraint keeps its old constant and the call throws.
    /// - Parameters:
    ///   - constant: The new constant of `constraint.expression`.
    ///   - constraint: A constraint held by this solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` or ``SolverError/unsatisfiable(_:conflicts:)``.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard hasConstraint(constraint), let slot = constraint.slot else { throw .unknownConstraint(constraint) }
        rebuildIfBatchIsCostly()
        do {
            try changeConstant(ofSlot: slot, to: constant)
        } catch {
            throw .unsatisfiable(constraint, conflicts: objects(in: error.conflicts))
        }
    }

    /// Changes the strength of an added optional constraint to another optional strength, and re-solves.
    /// - Parameters:
    ///   - strength: The new optional strength.
    ///   - constraint: An optional constraint held by this solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, or ``SolverError/requiredStrengthChange(_:)`` when
    ///   either strength is required (remove the constraint and add it again instead).
    public func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        guard hasConstraint(constraint), let slot = constraint.slot else { throw .unknownConstraint(constraint) }
        if strength == constraint.strength { return }
        guard !strength.isRequired, !constraint.strength.isRequired else {
            throw .requiredStrengthChange(constraint)
        }
        rebuildIfBatchIsCostly()
        reweight(slot: slot, to: strength)
        optimizeUnlessBatching()
    }

    /// The objects of the constraints in `slots` that were added as objects (constraints added by their terms
    /// have none).
    private func objects(in slots: [ConstraintSlot]) -> [Constraint] {
        slots.compactMap { records[$0]?.object }
    }

    /// What ends a batch: places the constraints that waited for it, applies the constant changes made in it, and
    /// optimises if anything asked to.
    func placeWaitingAndOptimize() {
        settleDeferredConstraints()
        settleDeferredShifts()
        if needsOptimization {
            needsOptimization = false
            optimizeObjective()
        }
    }

    /// Runs `body` with optimisation deferred: additions, removals and re-weightings inside it are solved with
    /// one optimisation when the outermost batch ends. Values read inside the batch may not be optimal yet.
    /// - Parameter body: The changes.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; changes made before the throw stay made, and are optimised.
    public func performBatch<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if batchDepth == 0 {
            beginCountingBatchWork()
        }
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 {
                // Placing the waiting constraints and optimising are the batch's last changes: a costly one may
                // still rebuild the tableau.
                rebuildsAtBatchEnd = batchMayRebuild
                placeWaitingAndOptimize()
                rebuildsAtBatchEnd = false
                noteBuildWork()
            }
        }
        return try body()
    }
}
