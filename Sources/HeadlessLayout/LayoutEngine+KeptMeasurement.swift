import Cassowary
import Foundation

// A measuring engine kept by the view it measures, between calls of `systemLayoutSizeFitting`.
//
// Building the measuring problem (registering every view, lowering and adding every constraint) is most of a
// measurement's cost, so the first measurement keeps its engine (``HeadlessView/keptFittingEngine``) and the next
// ones bring it up to date instead. What it must follow, and how:
// - In place, from notifications: constraints activated or deactivated in the subtree (lowered again), constants
//   and priorities changed, intrinsic sizes invalidated and content priorities changed (content constraints and
//   baselines), frames and autoresizing of views (`requestRefresh`). They reach the engine through the
//   ``MeasuringCoverage`` of the view concerned; the engine holds them (items by handle) until it measures.
// - Read again at every measurement, being what changes without a notification or outside the subtree: the frames
//   behind autoresizing constraints (a layout pass moves them), the margins and safe area guides' insets (frames,
//   margins and ancestors' safe areas), the root's inherited reading direction, and the target.
// - By measuring afresh: a view or guide joining or leaving the subtree, a reading direction set inside it,
//   a conflict (the engine breaks constraints, which a fresh engine may do differently), or anything it cannot
//   settle. The engine is then stale: it ignores every notification and is replaced at the next measurement.
//
// A kept engine holds nothing that holds its root (items by handle, constraints only), so the root, which owns it,
// is freed as usual and frees it.

/// How a detached engine holds its root's size.
struct FittingTarget: Equatable {
    /// The wanted size.
    let size: CGSize
    /// The priority of the wanted width.
    let horizontalPriority: UILayoutPriority
    /// The priority of the wanted height.
    let verticalPriority: UILayoutPriority
}

/// What a kept measuring engine learns between two measurements, and what it reads again at each.
final class KeptMeasurement {
    /// Whether the engine can no longer be brought up to date in place: it ignores notifications, and the next
    /// measurement replaces it.
    private(set) var isStale = false
    /// Whether the engine is measuring now (a measurement made from inside it, by an overridden
    /// `intrinsicContentSize` say, uses an engine of its own).
    var isMeasuring = false
    /// The inherited reading direction of the root when the engine was built.
    let rootDirection: UIUserInterfaceLayoutDirection
    /// Constraints that changed since the last measurement, with whether they are lowered again (a constraint
    /// activated or deactivated) or only updated (a constant or priority); in order, repeats allowed.
    private(set) var changedConstraints: [(constraint: NSLayoutConstraint, relower: Bool)] = []
    /// Items whose implicit constraints changed since the last measurement, by handle (a view held here would
    /// keep the root alive through its own engine).
    private(set) var changedItems: [(handle: ItemHandle, kinds: RefreshKinds)] = []
    /// How many notifications may wait before the engine gives up following them (a hierarchy mutated for long
    /// without measuring): afterwards it is stale, and the next measurement builds anew.
    var notificationLimit = 4096
    /// Registered views with frame constraints (autoresizing), refreshed at every measurement, by handle.
    private(set) var framedViews: [ItemHandle] = []
    /// The identities of ``framedViews``.
    private var framedViewIDs: Set<ObjectIdentifier> = []
    /// The item state owning each width and height variable of a registered view or user guide, by variable id:
    /// the sizes a measurement checks for `size >= 0` are those whose variables changed.
    var sizeOwners: [Int32: ItemLayoutState] = [:]
    /// How many of the engine's registered views, and of its user guides, ``noteRegistrations(of:)`` has seen.
    var scannedRegistrations = (views: 0, guides: 0)
    /// The coverage given to the views of the subtree while the engine is built, by the coverage each had.
    private var coverageMemo: [ObjectIdentifier: MeasuringCoverage] = [:]
    /// The coverage given to the views of the subtree that had none.
    private var firstCoverage: MeasuringCoverage?

    /// Starts following the subtree of a root whose inherited direction is `rootDirection`.
    init(rootDirection: UIUserInterfaceLayoutDirection) {
        self.rootDirection = rootDirection
    }

    /// Makes the engine stale and drops what it was told.
    func invalidate() {
        isStale = true
        changedConstraints = []
        changedItems = []
    }

    /// Notes that `constraint` changed: lowered again when `relower` (activated or deactivated), else updated.
    func note(_ constraint: NSLayoutConstraint, relower: Bool) {
        guard !isStale else { return }
        changedConstraints.append((constraint, relower))
        if changedConstraints.count > notificationLimit { invalidate() }
    }

    /// Notes that `item`'s implicit constraints of `kinds` need refreshing.
    func note(_ item: any LayoutItem, _ kinds: RefreshKinds) {
        guard !isStale else { return }
        changedItems.append((item.itemHandle, kinds))
        if changedItems.count > notificationLimit { invalidate() }
    }

    /// Takes the constraints that changed, each once, with whether any of its changes asks to lower it again.
    func takeChangedConstraints() -> [(constraint: NSLayoutConstraint, relower: Bool)] {
        let changes = changedConstraints
        changedConstraints = []
        guard changes.count > 1 else { return changes }
        var position: [ObjectIdentifier: Int] = [:]
        var unique: [(constraint: NSLayoutConstraint, relower: Bool)] = []
        for change in changes {
            let key = ObjectIdentifier(change.constraint)
            if let index = position[key] {
                unique[index].relower = unique[index].relower || change.relower
            } else {
                position[key] = unique.count
                unique.append(change)
            }
        }
        return unique
    }

    /// Takes the items whose implicit constraints changed.
    func takeChangedItems() -> [(handle: ItemHandle, kinds: RefreshKinds)] {
        let changes = changedItems
        changedItems = []
        return changes
    }

    /// Lists `view` among the views whose frame constraints are refreshed at every measurement.
    func noteFramed(_ view: HeadlessView) {
        if framedViewIDs.insert(ObjectIdentifier(view)).inserted {
            framedViews.append(view.itemHandle)
        }
    }

    /// Names the engine of `handle` in `view`'s coverage (while the engine is built): views that had the same
    /// coverage share the new one.
    func cover(_ view: HeadlessView, for handle: EngineHandle) {
        view.isInMeasuredSubtree = true
        guard let old = view.measuringCoverage else {
            if firstCoverage == nil { firstCoverage = MeasuringCoverage(engines: [handle]) }
            view.measuringCoverage = firstCoverage
            return
        }
        let key = ObjectIdentifier(old)
        if let made = coverageMemo[key] {
            view.measuringCoverage = made
            return
        }
        let made = old.adding(handle)
        coverageMemo[key] = made
        view.measuringCoverage = made
    }

    /// Forgets the coverages made while the engine was built (the views hold them).
    func finishCovering() {
        coverageMemo = [:]
        firstCoverage = nil
    }
}

extension LayoutEngine {
    /// Measures `view` with a new engine, as every measurement did before engines were kept, and keeps the
    /// engine on the view when it can follow the view's changes; returns the size.
    static func measureKeepingEngine(_ view: HeadlessView, at target: FittingTarget) -> CGSize {
        view.keptFittingEngine?.kept?.invalidate()
        view.keptFittingEngine = nil
        let engine = LayoutEngine(measuring: view, target: target)
        let kept = KeptMeasurement(rootDirection: view.inheritedLayoutDirection)
        engine.kept = kept
        kept.isMeasuring = true
        engine.synchronize()
        kept.isMeasuring = false
        kept.finishCovering()
        let size = engine.measuredSize()
        engine.noteMeasuringWork(since: SolverWorkCounts())
        if !kept.isStale && engine.brokenConstraints.isEmpty && engine.deferredConflicts.isEmpty {
            engine.noteRegistrations(of: kept)
            // Every variable is new: the next measurement checks only the sizes that moved after this one.
            engine.solver.takeChangedVariableIDs { _ in }
            kept.notificationLimit = max(4096, 2 * engine.measuringTables.loweredCount)
            view.keptFittingEngine = engine
        } else {
            kept.invalidate()
        }
        return size
    }

    /// Measures `view` with a new engine that is not kept (the measurement as it was before engines were kept).
    static func measureOnce(_ view: HeadlessView, at target: FittingTarget) -> CGSize {
        let engine = LayoutEngine(measuring: view, target: target)
        engine.synchronize()
        engine.noteMeasuringWork(since: SolverWorkCounts())
        return engine.measuredSize()
    }

    /// Adds what this measuring engine's solver did since `before` to the work of the engine of its measured view's
    /// hierarchy (``measuringWork``), so that counting a hierarchy's work counts its measurements too.
    func noteMeasuringWork(since before: SolverWorkCounts) {
        root.hierarchyEngine?.measuringWork.add(solver.workCounts.since(before))
    }

    /// The measured root's solved size (its bounds' size if it is not registered, which does not happen).
    func measuredSize() -> CGSize {
        guard let variables = registeredVariables(of: root) else { return root.bounds.size }
        return solvedSize(of: variables)
    }

    /// Brings this kept engine up to date and measures its root at `target`; `nil` when it cannot (it is stale,
    /// the root's reading direction changed, a conflict appeared), and the caller measures afresh.
    func measureAgain(at target: FittingTarget) -> CGSize? {
        guard let kept, !kept.isStale, !kept.isMeasuring else { return nil }
        guard root.inheritedLayoutDirection == kept.rootDirection else { return nil }
        kept.isMeasuring = true
        let before = solver.workCounts
        defer {
            kept.isMeasuring = false
            noteMeasuringWork(since: before)
        }
        if fittingTarget != target {
            fittingTarget = target
            enqueueRefresh(of: root, .frame)
        }
        let changedItems = kept.takeChangedItems()
        for (itemHandle, kinds) in changedItems {
            if let item = itemHandle.item, registeredVariables(of: item) != nil {
                enqueueRefresh(of: item, kinds)
            }
        }
        // What changes without a notification: frames under autoresizing constraints, guides' insets.
        for itemHandle in kept.framedViews {
            if let view = itemHandle.view, registeredVariables(of: view) != nil {
                enqueueRefresh(of: view, .frame)
            }
        }
        for itemHandle in insetGuides {
            if let guide = itemHandle.guide, registeredVariables(of: guide) != nil {
                enqueueRefresh(of: guide, .guideInsets)
            }
        }
        let changedConstraints = kept.takeChangedConstraints()
        var retiredAny = false
        solver.performBatch {
            processPendingItems()
            for (constraint, relower) in changedConstraints {
                retiredAny = synchronizeKept(constraint, relower: relower) || retiredAny
            }
            resolveConflicts()
        }
        conflictOwners = nil
        restoredConstraints = []
        guard !kept.isStale, brokenConstraints.isEmpty, deferredConflicts.isEmpty else { return nil }
        // Items stay registered when the constraints that named them go, where a fresh engine would not register
        // them. That changes nothing unless one of them follows its superview's size by an autoresizing mask
        // (its own size's constraints and floor then hold on to the superview's size): then measure afresh.
        if retiredAny && kept.framedViews.contains(where: { $0.view?.followsItsSuperviewBySize == true }) {
            return nil
        }
        noteRegistrations(of: kept)
        for (itemHandle, kinds) in changedItems where kinds.contains(.frame) {
            if let view = itemHandle.view, !state(of: view).frameConstraints.isEmpty, view !== root {
                kept.noteFramed(view)
            }
        }
        guard enforceSizeFloorsOfChangedSizes(kept) else { return nil }
        kept.notificationLimit = max(4096, 2 * measuringTables.loweredCount)
        return measuredSize()
    }

    /// Brings a constraint that changed in place: lowered again (when `relower`) or updated while it is installed
    /// in the subtree, retired otherwise; returns whether it was retired (and not added again).
    private func synchronizeKept(_ constraint: NSLayoutConstraint, relower: Bool) -> Bool {
        let installedHere =
            constraint.isValid
            && constraint.installViewHandle?.viewReference?._withUnsafeGuaranteedRef {
                $0.measuringCoverage?.names(handle) ?? false
            } == true
        guard installedHere else {
            let wasLowered = lowered(of: constraint) != nil
            retire(constraint)
            return wasLowered
        }
        if relower {
            retire(constraint)
        }
        update(constraint)
        return false
    }

    /// Notes the views and user guides registered since the last call: their sizes' variables, and the views with
    /// frame constraints.
    func noteRegistrations(of kept: KeptMeasurement) {
        func note(_ state: ItemLayoutState) {
            guard let variables = state.variables(in: self) else { return }
            kept.sizeOwners[variables.width.id] = state
            kept.sizeOwners[variables.height.id] = state
        }
        if kept.scannedRegistrations.views == 0 {
            kept.sizeOwners.reserveCapacity(2 * (registeredViews.count + userGuides.count + 1))
            note(state(of: root))
        }
        while kept.scannedRegistrations.views < registeredViews.count {
            let (itemHandle, serial) = registeredViews[kept.scannedRegistrations.views]
            kept.scannedRegistrations.views += 1
            guard let view = itemHandle.view else { continue }
            let state = state(of: view)
            guard state.registrationSerial == serial else { continue }
            note(state)
            if !state.frameConstraints.isEmpty {
                kept.noteFramed(view)
            }
        }
        while kept.scannedRegistrations.guides < userGuides.count {
            let itemHandle = userGuides[kept.scannedRegistrations.guides]
            kept.scannedRegistrations.guides += 1
            if let guide = itemHandle.guide {
                note(state(of: guide))
            }
        }
    }

    /// ``enforceNonNegativeSizes()`` for the sizes whose variables changed since the last measurement (the others
    /// were checked then); `false` when the floors do not settle (the caller measures afresh).
    private func enforceSizeFloorsOfChangedSizes(_ kept: KeptMeasurement) -> Bool {
        for _ in 0..<31 {
            var changed: [Int32] = []
            solver.takeChangedVariableIDs { changed.append(contentsOf: $0) }
            var offenders: [(state: ItemLayoutState, axes: SizeAxes)] = []
            for id in changed {
                guard let state = kept.sizeOwners[id], state.wantsNonNegativity, let variables = state.variables(in: self)
                else { continue }
                let negative = SizeAxes(negativeIn: solvedSize(of: variables))
                if !negative.isEmpty {
                    // A floor that does not hold (required constraints force the size below zero): which floors a
                    // fresh engine would add then depends on the order it finds them in.
                    guard negative.isDisjoint(with: state.flooredAxes) else { return false }
                    offenders.append((state, negative))
                }
            }
            guard !offenders.isEmpty else { return true }
            addSizeFloors(to: offenders)
        }
        return false
    }
}

extension HeadlessView {
    /// Whether the view translates an autoresizing mask that stretches its width or height with its superview's.
    var followsItsSuperviewBySize: Bool {
        storedTranslatesAutoresizingMask
            && !storedAutoresizingMask.isDisjoint(with: [.flexibleWidth, .flexibleHeight])
    }
}
