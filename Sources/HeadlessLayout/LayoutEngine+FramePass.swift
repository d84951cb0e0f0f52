import Cassowary
import Foundation

// The frame pass: after the solver changed, visit only the items whose variables may have moved (as the solver
// reports them), the views whose superview moved, and the items registered or set by hand since the last pass.
extension LayoutEngine {
    // MARK: Registered items

    /// The registered form of `item` in this engine.
    func registeredItem(_ item: any LayoutItem) -> RegisteredItem {
        if item === root { return .root }
        if let view = item.itemHandle.view { return .view(view) }
        if let guide = item.itemHandle.guide { return .guide(guide) }
        return .root
    }

    /// The engine state of a registered item.
    func layoutState(of item: RegisteredItem) -> ItemLayoutState {
        switch item {
        case .root: root.layoutState
        case .view(let view): view.layoutState
        case .guide(let guide): guide.layoutState
        }
    }

    /// The solved rectangle in the root's space the last frame pass cached for `view`, if any.
    func cachedRectInRoot(of view: HeadlessView) -> CGRect? {
        let state = view.layoutState
        return state.solvedEngineSerial == serial ? state.solvedRectInRoot : nil
    }

    // MARK: Pass

    /// Brings the cached solved rectangles and frames up to date with the solution, visiting only what may have
    /// moved: the items the solver reports as changed (``Solver/takeChangedVariables()``), the direct subviews of
    /// views whose origin moved (a frame is relative to the superview), and ``slotsToRevisit``. Along the way it
    /// settles the margins and safe area guides whose insets may have moved, marks as needing layout the superviews
    /// of views whose solved frame differs from their frame (a view whose size changes is marked when its superview
    /// sets its frame, as in UIKit), sizes a root that does not translate its autoresizing mask, and reports sizes
    /// that required constraints force below zero.
    ///
    /// Each item is visited once per round (in slot order when many changed, for memory locality): a frame reads
    /// the superview's origin from the solver, current whether or not the superview was visited yet, so there is
    /// no second walk over the items.
    ///
    /// A view whose size comes out negative gets its `size >= 0` floors here (see ``enforceNonNegativeSizes()``),
    /// and the pass goes on with what the new solution moved.
    func updateSolvedFrames() {
        compactRegistrationsIfMostlyStale()
        var changed = changedSlotsScratch
        changedSlotsScratch = []
        defer {
            changed.removeAll(keepingCapacity: true)
            changedSlotsScratch = changed
        }
        var settleEveryGuide = safeAreaNeedsRefresh
        safeAreaNeedsRefresh = false
        // The views and guides whose negative size was reported this pass, as forced by the engine's own
        // constraints only.
        var reported: Set<ObjectIdentifier> = []
        for round in 0..<32 {
            registeredItems.beginRound()
            changed.removeAll(keepingCapacity: true)
            collectChangedSlots(into: &changed)
            var settled = 0
            for _ in 0..<4 where settleEveryGuide || settled < changed.count {
                let moved = settleInsetGuides(for: changed[settled...], everyGuide: settleEveryGuide)
                settleEveryGuide = false
                settled = changed.count
                guard moved else { break }
                collectChangedSlots(into: &changed)
            }
            // From here on the round's set is final: a subview not in it keeps its cached rectangle.
            registeredItems.sortQueuedSlots(&changed)
            var offenders: [(state: ItemLayoutState, axes: SizeAxes)] = []
            var offendingAxes: SizeAxes = []
            // Taken once for the round's reads (six values for every view a resize moves), not once per read.
            let solver = solver
            for slot in changed {
                let missingFloors: SizeAxes
                if let view = registeredItems.unretainedView(at: slot) {
                    // Borrowed: the table holds the view through the pass.
                    missingFloors = view._withUnsafeGuaranteedRef {
                        updateSolvedFrame(of: $0, isRoot: false, reading: solver)
                    }
                } else {
                    switch registeredItems.item(at: slot) {
                    case .root: missingFloors = updateSolvedFrame(of: root, isRoot: true, reading: solver)
                    case .view(let view): missingFloors = updateSolvedFrame(of: view, isRoot: false, reading: solver)
                    case .guide(let guide): missingFloors = missingFloorsOfUserGuide(guide)
                    case nil: continue
                    }
                }
                if !missingFloors.isEmpty, let item = registeredItems.item(at: slot) {
                    offenders.append((layoutState(of: item), missingFloors))
                    offendingAxes.formUnion(missingFloors)
                    // Visited next round even if the floors move nothing: a size that required constraints force
                    // below zero is reported then.
                    slotsToRevisit.append(slot)
                }
            }
            let moved = !negativeSizedItems.isEmpty && breakConstraintsForcingNegativeSizes(reported: &reported)
            guard !offenders.isEmpty || moved else { return }
            if round >= Self.floorCascadeRounds && !offenders.isEmpty {
                // An item that needs floors is usually one of many that gave up room (an overflowing stack: the
                // dual simplex gives all of it to one item, and each round's floors would pass it to the next).
                // Floor every item this round moved, on the axes that went negative, once: the floors enter through
                // the dual simplex, which spreads the overflow over them in one long step.
                for slot in changed {
                    guard let item = registeredItems.item(at: slot) else { continue }
                    let state = layoutState(of: item)
                    let axes = offendingAxes.subtracting(state.flooredAxes)
                    if state.wantsNonNegativity && !axes.isEmpty { offenders.append((state, axes)) }
                }
            }
            if round == 30 {
                // Pathological cascades: floor every remaining item at once.
                compactRegistrations()
                forEachRegisteredView { view in
                    if view.layoutState.wantsNonNegativity { offenders.append((view.layoutState, .both)) }
                }
            }
            addSizeFloors(to: offenders)
        }
    }

    /// After this many rounds of a frame pass that each floored items, the next round floors every item it moved
    /// (see ``updateSolvedFrames()``).
    static let floorCascadeRounds = 0

    /// Appends to `slots`, once per round, the slots of the registered items whose variables the solver reports
    /// as changed since it was last asked, and the slots queued for a revisit.
    func collectChangedSlots(into slots: inout [Int32]) {
        solver.takeChangedVariableIDs { ids in
            registeredItems.queueOwners(ofVariableIDs: ids, into: &slots)
        }
        guard !slotsToRevisit.isEmpty else { return }
        for slot in slotsToRevisit {
            registeredItems.queue(slot, into: &slots)
        }
        slotsToRevisit.removeAll(keepingCapacity: true)
    }

    /// Caches `view`'s solved rectangle in the root's space and its frame, and when its origin moved, the frames
    /// of its subviews that are not visited this round themselves; sizes a root that does not translate its
    /// autoresizing mask; reports a negative size that required constraints force. Returns the axes on which the
    /// view's size is negative and it has no `size >= 0` floor yet (they are to be added). Values are read from
    /// `solver`, the engine's.
    func updateSolvedFrame(of view: HeadlessView, isRoot: Bool, reading solver: Solver) -> SizeAxes {
        let state = view.layoutState
        guard let variables = state.variables else { return [] }
        let rect = CGRect(
            x: value(of: variables.minX, reading: solver), y: value(of: variables.minY, reading: solver),
            width: solver.value(of: variables.width), height: solver.value(of: variables.height))
        let originMoved = state.solvedEngineSerial != serial || !rect.origin.isIdentical(to: state.solvedRectInRoot.origin)
        state.solvedRectInRoot = rect
        state.solvedEngineSerial = serial
        let negativeAxes = SizeAxes(negativeIn: rect.size)
        let negative = !negativeAxes.isEmpty
        let missingFloors = state.wantsNonNegativity ? negativeAxes.subtracting(state.flooredAxes) : []
        if missingFloors.isEmpty && (negative || state.reportedNegativeSize) {
            checkNonNegative(view, width: Double(rect.size.width), height: Double(rect.size.height))
        }
        if isRoot {
            view.solvedFrameSerial = 0
            if !view.storedTranslatesAutoresizingMask && !rect.size.isIdentical(to: view.storedFrame.size) {
                view.setFrameKeepingConstraints(CGRect(origin: view.storedFrame.origin, size: rect.size))
            }
        } else if let parent = view.superviewReference,
            let parentVariables = parent._withUnsafeGuaranteedRef({ $0.layoutState.variables })
        {
            // A registered view's superview is registered too (views register their ancestors first). The
            // superview is borrowed unmanaged: every view of a resize passes here.
            let parentOrigin = CGPoint(
                x: value(of: parentVariables.minX, reading: solver), y: value(of: parentVariables.minY, reading: solver))
            parent._withUnsafeGuaranteedRef {
                setSolvedFrame(of: view, rect: rect, parent: $0, parentOrigin: parentOrigin)
            }
        } else {
            view.solvedFrameSerial = 0
        }
        if originMoved {
            for subview in view.storedSubviews {
                let subviewState = subview.layoutState
                // Subviews visited this round place themselves; those not cached yet are not laid out here.
                guard subviewState.solvedEngineSerial == serial, !registeredItems.isQueued(subviewState.slot) else {
                    continue
                }
                setSolvedFrame(
                    of: subview, rect: subviewState.solvedRectInRoot, parent: view, parentOrigin: rect.origin)
            }
        }
        return missingFloors
    }

    /// Caches `view`'s solved frame, `rect` (in the root's space) relative to its superview's origin, and marks
    /// the superview as needing layout when it differs from the frame (the superview's `layoutSubviews()` sets
    /// it, which marks the view itself when its size changes).
    func setSolvedFrame(
        of view: HeadlessView, rect: CGRect, parent: HeadlessView, parentOrigin: CGPoint
    ) {
        let frame = CGRect(
            x: rect.origin.x - parentOrigin.x, y: rect.origin.y - parentOrigin.y,
            width: rect.size.width, height: rect.size.height)
        view.solvedFrame = frame
        view.solvedFrameSerial = serial
        guard !frame.isIdentical(to: view.storedFrame) else { return }
        parent.subviewDidMove(view)
    }

    /// The axes on which a user guide's solved size is negative and it has no `size >= 0` floor yet (user guides
    /// are not in the frame pass; their floors are checked here). A guide negative despite its floors is noted, as
    /// a view is, for ``breakConstraintsForcingNegativeSizes(reported:)``.
    func missingFloorsOfUserGuide(_ guide: HeadlessLayoutGuide) -> SizeAxes {
        let state = guide.layoutState
        guard state.wantsNonNegativity, let variables = state.variables else { return [] }
        let size = solvedSize(of: variables)
        let negativeAxes = SizeAxes(negativeIn: size)
        let missingFloors = negativeAxes.subtracting(state.flooredAxes)
        if missingFloors.isEmpty && (!negativeAxes.isEmpty || state.reportedNegativeSize) {
            checkNonNegative(guide, width: Double(size.width), height: Double(size.height))
        }
        return missingFloors
    }

    // MARK: Safe area

    /// Re-computes from the solved layout the insets of the margins and safe area guides that the items in `slots`
    /// may have moved (or of every guide when `everyGuide`), in one batch. Returns whether any guide's constant
    /// changed.
    ///
    /// A view's safe area depends only on its own rectangle and on those of its ancestors that have simulated
    /// insets: so the guides to settle are those of the changed views, or all of them when a changed view has
    /// simulated insets.
    func settleInsetGuides(for slots: ArraySlice<Int32>, everyGuide: Bool) -> Bool {
        guard !insetGuides.isEmpty else { return false }
        var everyGuide = everyGuide
        if !everyGuide {
            for slot in slots {
                let view: HeadlessView
                switch registeredItems.item(at: slot) {
                case .root: view = root
                case .view(let member): view = member
                case .guide, nil: continue
                }
                if !view.storedSimulatedSafeAreaInsets.isEqual(to: .zero) {
                    everyGuide = true
                    break
                }
            }
        }
        var moved = false
        solver.performBatch {
            if everyGuide {
                compactRegistrations()
                for case let guide? in insetGuides.lazy.map(\.guide) where settle(guide) {
                    moved = true
                }
                return
            }
            for slot in slots {
                switch registeredItems.item(at: slot) {
                case .root:
                    if settleGuides(of: root) { moved = true }
                case .view(let view):
                    if settleGuides(of: view) { moved = true }
                case .guide(let guide):
                    if guide.kind != .user && settle(guide) { moved = true }
                case nil:
                    break
                }
            }
        }
        return moved
    }

    /// Settles `view`'s margins and safe area guides; returns whether a constant changed.
    func settleGuides(of view: HeadlessView) -> Bool {
        var moved = false
        if let guide = view.storedLayoutMarginsGuide, settle(guide) { moved = true }
        if let guide = view.storedSafeAreaLayoutGuide, settle(guide) { moved = true }
        return moved
    }

    /// Re-computes one registered margins or safe area guide's insets from the solved layout; returns whether a
    /// constant changed.
    func settle(_ guide: HeadlessLayoutGuide) -> Bool {
        guard guide.kind != .user, let view = guide.storedOwningView, guide.layoutState.variables(in: self) != nil
        else { return false }
        let safe = view.computeSafeAreaInsets { self.solvedRectInRoot(of: $0) }
        return refreshGuideInsets(of: guide, safeArea: safe)
    }

    // MARK: Registration lists

    /// Compacts the registration lists once most of their entries are stale, so that adding and removing views
    /// costs amortised O(1) however rarely a pass walks every view.
    func compactRegistrationsIfMostlyStale() {
        guard registrationsNeedCompaction,
            staleRegistrations * 2 > registeredViews.count + insetGuides.count + userGuides.count
        else { return }
        compactRegistrations()
    }
}
