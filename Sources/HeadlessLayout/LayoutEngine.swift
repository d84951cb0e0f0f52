import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy: a Cassowary solver holding every active constraint of the
/// hierarchy, lowered onto four variables per item (absolute minX, minY, width, height).
///
/// The root view owns its engine, built lazily at the first layout pass. Between passes, changes are only
/// recorded (constraints and items are queued); ``synchronize()`` applies them all in one solver batch, so a
/// whole build is one optimisation. A *detached* engine measures one view's subtree for
/// `systemLayoutSizeFitting(_:)`: it keeps its state in side tables and leaves the hierarchy's engine untouched.
final class LayoutEngine {
    /// The solver, as it may still hold the solver forms of purged items and constraints: use ``solver``, which
    /// removes them first (see `LayoutEngine+Purging.swift`).
    let unsettledSolver = Solver()
    /// The root view: the hierarchy's root, or the measured view of a detached engine.
    unowned let root: HeadlessView
    /// Whether this engine measures a subtree rather than laying out a hierarchy (a stored constant: the hot paths
    /// branch on it).
    let isDetached: Bool
    /// How a detached engine holds the root's size; `nil` for a hierarchy's engine. A kept measuring engine
    /// changes it in place for the next measurement.
    @exclusivity(unchecked) var fittingTarget: FittingTarget?
    /// What a measuring engine kept by its measured view learns of the changes in its subtree; `nil` for an
    /// engine measuring once (and for a hierarchy's engine). See `LayoutEngine+KeptMeasurement.swift`.
    @exclusivity(unchecked) var kept: KeptMeasurement?
    /// What the measuring engines of this hierarchy's views have done to their tableaus (a hierarchy's engine only;
    /// see ``noteMeasuringWork(since:)``), for ``HeadlessView/hierarchySolverWorkCounts``.
    var measuringWork = SolverWorkCounts()

    // The queues and flags below are read by every view's layoutSubviews() (through synchronize()), so they skip
    // the dynamic exclusivity checks: the engine only appends to them or assigns them whole, never modifying one
    // across a call that could reach it again.

    /// Constraints to add, update or remove at the next sync. Optional, so that processing moves each one out and
    /// releases it while it is in the cache, rather than in a second pass over the whole list.
    @exclusivity(unchecked) var pendingConstraints: [NSLayoutConstraint?] = []
    /// How many of ``pendingConstraints`` had a solver form when they were queued (removals and updates): a sync
    /// reserves solver room for the others only (see ``processPendingConstraints()``).
    @exclusivity(unchecked) var queuedWithSolverForm = 0
    /// The installed-constraint lists of the views of the subtrees that joined, synchronized after the constraints
    /// queued before them (during a sync only). Holding a list keeps its constraints alive, so a constraint is
    /// read once, when it is synchronized, rather than once more to queue it: at 10,000 views that second pass
    /// over constraints that are no longer in the cache cost a tenth of the first layout.
    @exclusivity(unchecked) var subtreeConstraintLists: [[NSLayoutConstraint?]] = []
    /// Items whose implicit constraints need refreshing at the next sync.
    @exclusivity(unchecked) var pendingItems: [any LayoutItem] = []
    /// Subtrees that joined the hierarchy: their installed constraints are queued at the next sync.
    @exclusivity(unchecked) var pendingSubtrees: [HeadlessView]
    /// Whether the safe area may have moved (simulated insets changed).
    @exclusivity(unchecked) var safeAreaNeedsRefresh = false
    /// Whether the solution may have changed since the last frame pass (which then asks the solver what moved).
    @exclusivity(unchecked) var solutionChanged = false
    /// The handle through which views, item states and constraints name this engine without retaining it. Each
    /// engine has its own, so the hot paths compare handles (`x.engineHandle === handle`) rather than engines,
    /// which reads no engine reference and costs no retain.
    let handle = EngineHandle()
    /// A process-wide unique number of this engine: the solved rectangles it caches in item states carry it.
    let serial = LayoutStamp.next()
    /// The registered items in slots, and the slot of each of their variables (a hierarchy's engine only), so
    /// that a frame pass finds the items whose variables changed. Only the engine's own code runs while it is
    /// being changed.
    @exclusivity(unchecked) var registeredItems = RegisteredItemTable()
    /// Slots of items the next frame pass visits even if none of their variables changed: items just
    /// registered, and views whose frame was set by hand (their superview lays them out again).
    @exclusivity(unchecked) var slotsToRevisit: [Int32] = []
    /// Scratch list of the slots a frame pass visits, kept between passes to reuse its storage.
    @exclusivity(unchecked) var changedSlotsScratch: [Int32] = []
    /// How many items were purged since the registration lists were last compacted.
    @exclusivity(unchecked) var staleRegistrations = 0

    /// Every view registered here except the root (which owns the engine: holding it would be a retain cycle),
    /// ancestors before descendants, with the serial of its registration (stale entries stay until
    /// ``compactRegistrations()``).
    /// Held through handles, so that a view that left the hierarchy is freed as soon as nothing else holds it.
    @exclusivity(unchecked) var registeredViews: [(handle: ItemHandle, serial: Int)] = []
    /// The registration epoch: counts every registration and every purge of an item. An item's registration
    /// serial is the epoch it was registered in, and a lowered constraint remembers the epoch it was lowered in,
    /// so a solver form over variables that were purged since (a constraint deactivated while its views moved,
    /// then activated again before the next pass) is recognised as stale and lowered again.
    @exclusivity(unchecked) var registrationEpoch = 0
    /// The margins and safe area guides registered here, whose insets follow the safe area.
    /// Held through handles, as ``registeredViews``.
    @exclusivity(unchecked) var insetGuides: [ItemHandle] = []
    /// The user layout guides registered here.
    /// Held through handles, as ``registeredViews``.
    @exclusivity(unchecked) var userGuides: [ItemHandle] = []
    /// The solver forms of the constraints and size floors purged since the solver was last used, removed from it
    /// in one batch before its next use (see `LayoutEngine+Purging.swift`).
    @exclusivity(unchecked) var purgedSolverForms: [PurgedSolverForm] = []
    /// Whether purges left stale entries in the registration lists.
    @exclusivity(unchecked) var registrationsNeedCompaction = false
    /// The layout constraint each solver constraint stands for, built only when a conflict has to be reported
    /// and dropped when the sync ends.
    @exclusivity(unchecked) var conflictOwners: ConstraintOwnerTable?

    /// Constraints that could not be added at their strength during this sync, held broken until
    /// ``resolveConflicts()`` tries them again at its end.
    @exclusivity(unchecked) var deferredConflicts: [HeldBrokenConstraint] = []
    /// While the queue of pending constraints is applied, the constant changes it asks for, applied together at its
    /// end (``applyCollectedConstantChanges()``); `nil` otherwise.
    @exclusivity(unchecked) var collectedConstantChanges: [CollectedConstantChange]?
    /// Constraints held broken since an earlier sync; a sync tries each at its own strength again unless nothing
    /// its conflict rests on changed since (see ``resolveConflicts()``).
    @exclusivity(unchecked) var brokenConstraints: [HeldBrokenConstraint] = []

    /// Constraints that held again this sync after being broken (see ``settleRestoredConstraints()``).
    @exclusivity(unchecked) var restoredConstraints: [NSLayoutConstraint] = []
    /// Views and user layout guides a frame pass found with a negative size that their size floors could not
    /// prevent (scratch).
    @exclusivity(unchecked) var negativeSizedItems: [any LayoutItem] = []

    /// Item states and lowered constraints of a detached engine (see `MeasuringTables.swift`).
    @exclusivity(unchecked) var measuringTables = MeasuringTables()

    /// Makes the engine of the hierarchy rooted at `root`; the whole hierarchy is queued.
    init(root: HeadlessView) {
        self.root = root
        self.fittingTarget = nil
        self.isDetached = false
        self.pendingSubtrees = [root]
        handle.engine = self
    }

    /// Makes a detached engine measuring `view`'s subtree with its size held at `target`.
    init(measuring view: HeadlessView, target: FittingTarget) {
        self.root = view
        self.fittingTarget = target
        self.isDetached = true
        self.pendingSubtrees = [view]
        handle.engine = self
        // Measured in one batch from empty: nothing to rebuild, and the terms would cost memory.
        solver.rebuildsTableau = false
    }

    /// Tells the views, item states and constraints that name this engine that it is gone.
    deinit {
        handle.engine = nil
    }

    // MARK: Side tables

    /// The engine state of `item` (its own, or a side-table entry for a detached engine).
    func state(of item: any LayoutItem) -> ItemLayoutState {
        isDetached ? measuringState(of: item) : item.layoutState
    }

    /// The lowered form of `constraint` in this engine, if any.
    func lowered(of constraint: NSLayoutConstraint) -> LoweredConstraint? {
        if isDetached { return measuringLowered(of: constraint) }
        guard let lowered = constraint.lowered, lowered.engineHandle === handle else { return nil }
        return lowered
    }

    /// Records (or clears) the lowered form of `constraint` in this engine.
    func setLowered(_ lowered: LoweredConstraint?, of constraint: NSLayoutConstraint) {
        if isDetached {
            setMeasuringLowered(lowered, of: constraint)
        } else {
            constraint.lowered = lowered
        }
    }

    /// The variables of `item` here, if it is registered.
    func registeredVariables(of item: any LayoutItem) -> ItemVariables? {
        state(of: item).variables(in: self)
    }

    // MARK: Queueing

    /// Queues `constraint` to be added, updated or removed at the next sync.
    func enqueue(_ constraint: NSLayoutConstraint) {
        guard constraint.pendingEngineSerial != serial else { return }
        constraint.pendingEngineSerial = serial
        if constraint.lowered != nil {
            queuedWithSolverForm += 1
        }
        pendingConstraints.append(constraint)
    }

    /// Queues a refresh of `item`'s implicit constraints.
    func enqueueRefresh(of item: any LayoutItem, _ kinds: RefreshKinds) {
        let state = state(of: item)
        if state.pendingRefresh.isEmpty {
            pendingItems.append(item)
        }
        state.pendingRefresh.formUnion(kinds)
    }

    /// Queues the constraints of a subtree that joined the hierarchy.
    func enqueueSubtree(_ view: HeadlessView) {
        pendingSubtrees.append(view)
    }

    /// Notes that simulated safe area insets changed somewhere in the hierarchy.
    func safeAreaDidChange() {
        safeAreaNeedsRefresh = true
    }

    /// Whether ``synchronize()`` has anything to do.
    var hasPendingWork: Bool {
        !pendingSubtrees.isEmpty || !pendingItems.isEmpty || !pendingConstraints.isEmpty || safeAreaNeedsRefresh
    }

    /// Whether ``synchronize()`` would do anything: pending work, a frame pass owed to a changed solution or to
    /// items to revisit, or restored constraints to settle.
    var needsSynchronizing: Bool {
        hasPendingWork || (!isDetached && (solutionChanged || !slotsToRevisit.isEmpty)) || !restoredConstraints.isEmpty
    }

    // MARK: Synchronisation

    /// Applies every queued change in one solver batch, then (for a hierarchy's engine) runs a frame pass over
    /// what moved: it settles the guides that follow the safe area and marks the views whose solved frames
    /// differ from their frames as needing layout (see ``updateSolvedFrames()``).
    func synchronize() {
        if hasPendingWork {
            solver.performBatch {
                if let root = pendingSubtrees.first, root === self.root, registeredVariables(of: root) == nil {
                    _ = register(root)
                }
                processPendingSubtrees()
                processPendingItems()
                processPendingConstraints()
                resolveConflicts()
            }
            conflictOwners = nil
            solutionChanged = true
            if isDetached {
                enforceNonNegativeSizes()
                safeAreaNeedsRefresh = false
            }
        }
        if !isDetached && (solutionChanged || !slotsToRevisit.isEmpty) {
            solutionChanged = false
            updateSolvedFrames()
        }
        if !restoredConstraints.isEmpty {
            settleRestoredConstraints()
        }
    }

    /// Sizes a measuring engine's tables for the subtree it is about to take in: its views' variables and item
    /// states, their installed constraints and up to four content-size constraints each. Grown step by step instead,
    /// each table held its old storage and the new one at once while it moved (a 10,000-label cell's measuring
    /// engine peaked 100.9 MB).
    private func reserveForMeasuring(_ subtree: HeadlessView) {
        var views = 0
        var constraints = 0
        subtree.forEachViewInSubtree { view in
            views += 1
            constraints += view.installedConstraintSlots.count
        }
        measuringTables.reserve(items: views, constraints: constraints + 4 * views)
        solver.reserveCapacity(variables: 4 * views, constraints: constraints + 4 * views)
    }

    /// Queues the installed constraints of every view of the subtrees that joined (see
    /// ``subtreeConstraintLists``).
    func processPendingSubtrees() {
        var joiningWithoutConstraints: [HeadlessView] = []
        while let subtree = pendingSubtrees.popLast() {
            if isDetached {
                reserveForMeasuring(subtree)
            }
            subtree.forEachViewInSubtree { view in
                if isDetached {
                    // A measuring engine never touches the hierarchy engine's queue; a kept one is told of changes.
                    kept?.cover(view, for: handle)
                    for case let constraint? in view.installedConstraintSlots where constraint.isValid {
                        update(constraint)
                    }
                    return
                }
                view.hierarchyEngineHandle = handle
                if !view.installedConstraintSlots.isEmpty {
                    subtreeConstraintLists.append(view.installedConstraintSlots)
                }
                if view.joinsLayoutWithoutConstraints {
                    joiningWithoutConstraints.append(view)
                }
            }
        }
        guard !joiningWithoutConstraints.isEmpty else { return }
        reserveForJoining(viewsWithContentSize: joiningWithoutConstraints.count)
        for view in joiningWithoutConstraints {
            _ = variables(for: view)
        }
    }

    /// How many queued constraints a sync adds to the solver: the subtrees' and the queue's, less the queued ones
    /// that already have a solver form (removals and updates make no symbols: counted as additions, half a list's
    /// rows deleted reserved room for four times the links added again, past the tables' capacity, and every
    /// per-symbol table was copied).
    private var queuedAdditions: Int {
        subtreeConstraintLists.reduce(pendingConstraints.count - queuedWithSolverForm) { $0 + $1.count }
    }

    /// Sizes the tables, before views with a content size register, for those views (their variables and their
    /// content-size constraints) and for the queued constraints after them, in one step. Registered first and
    /// reserved after, a screen of 10,000 labels regrew every per-symbol table as the labels registered and copied
    /// it once more for the constraints: a quarter of its first layout was copying and faulting in pages.
    private func reserveForJoining(viewsWithContentSize views: Int) {
        let constraints = queuedAdditions
        solver.reserveCapacity(variables: 4 * views + constraints, constraints: 3 * views + constraints)
        registeredItems.reserveCapacity(variables: 4 * views + constraints)
    }

    /// Refreshes the implicit constraints of the queued items.
    func processPendingItems() {
        var index = 0
        while index < pendingItems.count {
            let item = pendingItems[index]
            index += 1
            let state = state(of: item)
            let kinds = state.pendingRefresh
            state.pendingRefresh = []
            guard state.variables(in: self) != nil else {
                if !isDetached, let view = item.itemHandle.view, view.hierarchyEngineHandle === handle,
                    view.joinsLayoutWithoutConstraints
                {
                    _ = variables(for: view)
                }
                continue
            }
            if let view = item.itemHandle.view {
                if kinds.contains(.frame) {
                    refreshFrameConstraints(of: view)
                    // A frame set by hand may differ from the solved one even when no variable moves.
                    if !isDetached { slotsToRevisit.append(state.slot) }
                }
                if kinds.contains(.contentSize) { refreshContentSizeConstraints(of: view) }
            } else if let guide = item.itemHandle.guide, kinds.contains(.guideInsets) {
                refreshGuideInsets(of: guide, safeArea: nil)
            }
        }
        pendingItems.removeAll(keepingCapacity: true)
    }

    /// Adds, updates or removes the queued constraints.
    func processPendingConstraints() {
        // A batch (a screen built at once) sizes the solver's tables once instead of regrowing them step by step:
        // about one new variable per constraint (a view with its four edges' constraints), at most two internal
        // symbols per constraint. The solver still grows geometrically, so many small batches cost no more.
        let count = queuedAdditions
        let lists = subtreeConstraintLists
        subtreeConstraintLists = []
        solver.reserveCapacity(variables: count, constraints: count)
        if !isDetached {
            registeredItems.reserveCapacity(variables: count)
        }
        // First every constraint queued before this sync (those queued after a subtree joined too), then the
        // subtrees' constraints, then any queued while these are synchronized. (Each subtree's constraints at the
        // place in the queue where it joined was tried, and changed which constraint a conflict breaks and the cost
        // of many passes both ways: PERFORMANCE-LOG.md, the eighteenth stop.)
        var index = 0
        collectedConstantChanges = []
        defer { applyCollectedConstantChanges() }
        synchronizeQueuedConstraints(from: &index, upTo: pendingConstraints.count)
        for list in lists {
            forEachBorrowed(list) { constraint in
                if constraint.pendingEngineSerial != 0 {
                    // Queued here already (synchronizing twice changes nothing), or in the engine the view came
                    // from, which must now leave it alone.
                    constraint.pendingEngineSerial = 0
                }
                synchronize(constraint)
            }
        }
        synchronizeQueuedConstraints(from: &index, upTo: nil)
        pendingConstraints.removeAll(keepingCapacity: true)
        queuedWithSolverForm = 0
    }

    /// Synchronizes the queued constraints from `index` up to `end` (to the end of the queue, as it grows, when
    /// `nil`), moving each out of the queue; leaves `index` after the last one.
    private func synchronizeQueuedConstraints(from index: inout Int, upTo end: Int?) {
        while index < (end ?? pendingConstraints.count) {
            let taken = pendingConstraints[index].take()
            index += 1
            guard let constraint = taken else { continue }
            guard constraint.pendingEngineSerial == serial else { continue }
            constraint.pendingEngineSerial = 0
            // Lent unmanaged: a plain call retains and releases the constraint around it, though it is owned here.
            Unmanaged.passUnretained(constraint)._withUnsafeGuaranteedRef { synchronize($0) }
        }
    }

    /// Brings one user constraint's solver form in line with its state.
    func synchronize(_ constraint: NSLayoutConstraint) {
        if !isDetached, let staleHandle = constraint.lowered?.engineHandle, staleHandle !== handle {
            staleHandle.engine?.retire(constraint)
            constraint.lowered = nil
        }
        let wanted: Bool
        if let installView = constraint.installViewHandle?.viewReference, constraint.isValid {
            wanted = isDetached || installView._withUnsafeGuaranteedRef { $0.hierarchyEngineHandle === handle }
        } else {
            wanted = false
        }
        if wanted {
            update(constraint)
        } else {
            retire(constraint)
            constraint.needsRelowering = false
        }
    }

    // MARK: Registration

    /// The variables of `item`, registering it (and the views above it) on first use; `nil` when the item is not
    /// in this engine's hierarchy.
    func variables(for item: any LayoutItem) -> ItemVariables? {
        if let variables = registeredVariables(of: item) { return variables }
        return register(item)
    }

    /// Registers `item`: its variables, non-negative size, and implicit constraints.
    func register(_ item: any LayoutItem) -> ItemVariables? {
        if let guide = item.itemHandle.guide {
            guard let owner = guide.storedOwningView, variables(for: owner) != nil else { return nil }
            // A margins or safe area guide's size follows its view's: only user guides get `size >= 0`.
            let variables = makeState(for: guide, isRoot: false, nonNegative: guide.kind == .user)
            if guide.kind == .user {
                userGuides.append(guide.itemHandle)
            } else {
                insetGuides.append(guide.itemHandle)
                refreshGuideInsets(of: guide, safeArea: nil)
            }
            return variables
        }
        guard let view = item.itemHandle.view else { return nil }
        // Most views join under a registered superview: no chain to collect.
        if view !== root, let parent = view.storedSuperview, registeredVariables(of: parent) != nil {
            return registerView(view)
        }
        // Register the unregistered ancestors first, top-down, without recursion.
        var chain: [HeadlessView] = [view]
        var top = view
        while top !== root, let parent = top.storedSuperview, registeredVariables(of: parent) == nil {
            chain.append(parent)
            top = parent
        }
        if top !== root, top.storedSuperview == nil { return nil }
        var result: ItemVariables?
        for member in chain.reversed() {
            result = registerView(member)
        }
        return result
    }

    /// Registers `view`, whose superview (if it is not the root) is registered: its variables, its place in the
    /// registration list and its implicit constraints.
    private func registerView(_ view: HeadlessView) -> ItemVariables {
        let variables = makeState(for: view, isRoot: view === root, nonNegative: true)
        if view !== root {
            registeredViews.append((view.itemHandle, state(of: view).registrationSerial))
        }
        refreshFrameConstraints(of: view)
        refreshContentSizeConstraints(of: view)
        return variables
    }

    /// Makes the variables of an item; `nonNegative` items get `size >= 0` once their size goes negative (see
    /// ``enforceNonNegativeSizes()``).
    func makeState(for item: any LayoutItem, isRoot: Bool, nonNegative: Bool) -> ItemVariables {
        let state = state(of: item)
        let variables = ItemVariables(
            minX: isRoot ? nil : solver.makeVariable(), minY: isRoot ? nil : solver.makeVariable(),
            width: solver.makeVariable(), height: solver.makeVariable())
        state.engine = self
        state.variables = variables
        registrationEpoch += 1
        state.registrationSerial = registrationEpoch
        state.pendingRefresh = []
        state.reportedNegativeSize = false
        // Implicit constraints of an engine the item was in before belong to that engine's solver.
        state.frameConstraints = []
        state.contentSizeConstraints = []
        state.wantsNonNegativity = nonNegative
        state.widthFloor = nil
        state.heightFloor = nil
        state.solvedEngineSerial = 0
        item.itemHandle.viewReference?._withUnsafeGuaranteedRef { $0.solvedFrameSerial = 0 }
        if !isDetached {
            state.slot = registeredItems.insert(registeredItem(item), variables: variables)
            slotsToRevisit.append(state.slot)
        }
        return variables
    }

    /// Calls `body` for every registered view, the root first, ancestors before descendants.
    func forEachRegisteredView(_ body: (HeadlessView) -> Void) {
        if registeredVariables(of: root) != nil {
            body(root)
        }
        for (handle, serial) in registeredViews {
            if let view = handle.view, state(of: view).registrationSerial == serial {
                body(view)
            }
        }
    }

    /// Calls `body` for every registered view (as ``forEachRegisteredView(_:)``), then for every user layout guide:
    /// the items that take size floors.
    func forEachSizedItem(_ body: (any LayoutItem) -> Void) {
        forEachRegisteredView { body($0) }
        for case let guide? in userGuides.lazy.map(\.guide) {
            body(guide)
        }
    }

    /// Drops stale entries from the registration lists.
    func compactRegistrations() {
        guard registrationsNeedCompaction else { return }
        registrationsNeedCompaction = false
        staleRegistrations = 0
        registeredViews.removeAll { entry in
            guard let view = entry.handle.view else { return true }
            return registeredVariables(of: view) == nil || state(of: view).registrationSerial != entry.serial
        }
        insetGuides.removeAll { $0.guide.map { registeredVariables(of: $0) == nil } ?? true }
        userGuides.removeAll { $0.guide.map { registeredVariables(of: $0) == nil } ?? true }
    }
}

/// The solver levels the engine uses besides the constraints' own priorities. Every user priority is a `Float`
/// of at most 1000, and the largest below 1000 is 999.99994, so these sit strictly between it and required.
enum EngineLevel {
    /// `width >= 0`, `height >= 0`: above everything optional.
    static let nonNegativeSize = Strength(999.999_99)
    /// A required constraint broken to recover from an unsatisfiable layout.
    static let broken = Strength(999.999_97)
    /// A root view's size when it does not translate its autoresizing mask.
    static let rootSize = Strength(999.999_95)
    /// The temporary edit variable of `exerciseAmbiguityInLayout()`: below every user priority.
    static let exercise = Strength(-1)

    /// The solver strength of a layout priority.
    static func strength(of priority: UILayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(Double(priority.rawValue))
    }
}
