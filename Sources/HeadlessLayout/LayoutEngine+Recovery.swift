import Cassowary
import Foundation

// Recovering from unsatisfiable layouts: which constraint is broken, when it is reported, and when it holds again.
//
// The rules, each a promise a test keeps:
// - A conflict is judged on the state a whole sync leaves, never on a state halfway through it: a constraint that
//   cannot be added while the queue is applied is held broken and tried again at the end of the sync
//   (re-lowering every leading/trailing constraint after a direction flip passes through such states).
// - The constraint broken is one a person can find: their own, or an autoresizing, intrinsic-size or root-size
//   constraint. When one of the engine's own constraints (a guide's insets, a size floor) is what cannot hold,
//   a findable constraint of the conflict is broken in its place.
// - A broken constraint is tried at its own strength again at every sync: once the conflict is gone it holds
//   again, and a conflict made again later (or the constraint deactivated and activated again) is reported
//   again. A conflict that never went away is reported once.
extension LayoutEngine {
    /// Tries again the constraints held broken: those of earlier syncs silently (their conflict was reported),
    /// those that failed during this sync with a report when they still cannot hold.
    func resolveConflicts() {
        guard !deferredConflicts.isEmpty || !brokenConstraints.isEmpty else { return }
        let earlier = brokenConstraints
        let fresh = deferredConflicts
        brokenConstraints = []
        deferredConflicts = []
        // A hold whose conflict nothing has touched since it was found stays as it is: trying again would find the
        // same conflict (for a long chain's, expanding the chain twice more; for an app with many broken
        // constraints, a pass's cost growing with their number however small its change).
        for held in earlier {
            if isUnchanged(held) {
                brokenConstraints.append(held)
            } else {
                restore(held.constraint)
            }
        }
        for deferred in fresh {
            if isUnchanged(deferred) {
                brokenConstraints.append(deferred)
                reportBreaking(deferred.constraint, conflicts: deferred.conflicts.map(\.id))
            } else {
                restore(deferred.constraint)
            }
        }
    }

    /// Whether trying `held` at its own strength again would find the same conflict: its constraint is still held
    /// broken in the form it was given then, with the same constant, and either no required constraint changed
    /// since, or every required constraint of its conflict is still held with the same constant (those alone
    /// contradict it, whatever else changed). Only for a constraint a person can find (one of the engine's own
    /// breaks another in its place, see ``restore(_:)``).
    private func isUnchanged(_ held: HeldBrokenConstraint) -> Bool {
        let constraint = held.constraint
        guard constraint.role.mayBeBroken, !constraint.needsRelowering, let current = lowered(of: constraint),
            current.isBroken, current.solverID == held.brokenForm, current.appliedConstant == held.constant,
            constraint.storedConstant == held.constant, isCurrent(current, of: constraint)
        else { return false }
        if held.requiredChanges == solver.requiredChanges { return true }
        return !held.conflicts.isEmpty
            && held.conflicts.allSatisfy { solver.heldConstant(of: $0.id) == $0.constant }
    }

    /// Records that `constraint` is held broken from now on for `conflicts`, with what ``isUnchanged(_:)`` needs.
    func holdBroken(_ constraint: NSLayoutConstraint, conflicts: [ConstraintID]) {
        brokenConstraints.append(heldBroken(constraint, conflicts: conflicts))
    }

    /// `constraint`, held broken now for `conflicts` (the required constraints that contradict it), stamped with
    /// the solver's state.
    func heldBroken(_ constraint: NSLayoutConstraint, conflicts: [ConstraintID]) -> HeldBrokenConstraint {
        HeldBrokenConstraint(
            constraint: constraint,
            conflicts: conflicts.compactMap { id in solver.heldConstant(of: id).map { (id, $0) } },
            requiredChanges: solver.requiredChanges, brokenForm: lowered(of: constraint)?.solverID,
            constant: constraint.storedConstant)
    }

    /// Adds `constraint`, held broken, at its own strength again; when it still cannot hold, breaks a constraint a
    /// person can find (itself, or one of the conflict if it is one of the engine's own) and reports the conflict
    /// unless it is one reported before.
    private func restore(_ constraint: NSLayoutConstraint) {
        guard let current = lowered(of: constraint), current.isBroken else { return }
        retire(constraint)
        guard let lowering = lower(constraint) else { return }
        guard var conflicts = conflictsAdding(constraint, lowering) else { return }
        // One of the engine's own constraints: break findable constraints of the conflict until it holds.
        if !constraint.role.mayBeBroken {
            for _ in 0..<8 {
                guard let victim = breakable(among: conflicts) else { break }
                breakConstraint(victim, conflicts: conflicts)
                guard let remaining = conflictsAdding(constraint, lowering) else { return }
                conflicts = remaining
            }
        }
        addBroken(constraint, lowering)
        holdBroken(constraint, conflicts: conflicts)
        reportBreaking(constraint, conflicts: conflicts)
    }

    /// Adds `constraint`, lowered as `lowering`, at its own strength: `nil` when it holds (it is then one of the
    /// constraints restored this sync), else the conflicting constraints (and it is not added).
    private func conflictsAdding(
        _ constraint: NSLayoutConstraint, _ lowering: (builder: ExpressionBuilder, baseConstant: Double)
    ) -> [ConstraintID]? {
        do {
            let id = try lowering.builder.add(
                to: solver, solverRelation(constraint.relation), strength: strength(of: constraint))
            record(constraint, id, baseConstant: lowering.baseConstant, isBroken: false)
            restoredConstraints.append(constraint)
            return nil
        } catch {
            return Self.conflicts(in: error)
        }
    }

    /// Forgets that the constraints restored this sync were reported, once the frame pass left them holding (a
    /// size forced below zero may break one again: the same conflict, not reported again).
    func settleRestoredConstraints() {
        // A measuring engine reports nothing, so it leaves the hierarchy engine's record of what was reported alone.
        for constraint in restoredConstraints where !isDetached && lowered(of: constraint)?.isBroken == false {
            constraint.conflictReported = false
        }
        restoredConstraints = []
    }

    /// Holds `victim` broken, just below required, and reports it with the conflict it was broken for.
    func breakConstraint(_ victim: NSLayoutConstraint, conflicts: [ConstraintID]) {
        retire(victim)
        guard let lowering = lower(victim) else { return }
        addBroken(victim, lowering)
        holdBroken(victim, conflicts: conflicts)
        reportBreaking(victim, conflicts: conflicts)
    }

    /// Reports that `broken` was broken for `conflicts`, unless this conflict was reported before and never went
    /// away (``NSLayoutConstraint/conflictReported``).
    private func reportBreaking(_ broken: NSLayoutConstraint, conflicts: [ConstraintID]) {
        guard !isDetached, !broken.conflictReported else { return }
        broken.conflictReported = true
        reportUnsatisfiable(broken, conflicts: conflicts)
    }

    /// The constraint of `conflicts` to break: one that a person can find and that holds at its own strength now,
    /// the user's own before an intrinsic-size one, and those before a view's autoresizing or root size (the
    /// frames a person set); the last of the conflict among equals.
    func breakable(among conflicts: [ConstraintID]) -> NSLayoutConstraint? {
        func rank(_ role: ConstraintRole) -> Int {
            switch role {
            case .user: 0
            case .contentHugging, .contentCompression: 1
            default: 2
            }
        }
        var best: NSLayoutConstraint?
        for id in conflicts {
            guard let owner = owner(of: id), owner.role.mayBeBroken, lowered(of: owner)?.isBroken == false else {
                continue
            }
            if best.map({ rank(owner.role) <= rank($0.role) }) ?? true {
                best = owner
            }
        }
        return best
    }

    /// The conflicting constraints an unsatisfiable addition names.
    static func conflicts(in error: ConstraintIDError) -> [ConstraintID] {
        if case .unsatisfiable(let found) = error { return found }
        return []
    }

    // MARK: Negative sizes

    /// Breaks, for the items (views and user layout guides) of ``negativeSizedItems`` whose sizes required
    /// constraints force below zero, findable constraints of that conflict, so that their size floors hold. The
    /// conflict is learnt by asking for `size >= 0` as required, one negative size after another, each kept while
    /// the next is asked and all taken back at the end. Asked alone, each can hold by passing the deficit to another
    /// size (a list of padded cards too long for its root: any one card's content can be at zero, not all of them);
    /// so the floored sizes that went negative meanwhile are asked in turn, until none is. Each size is asked once,
    /// and again after each constraint broken for it (up to ``breaksPerSize``). A size whose conflict names only the
    /// engine's own constraints is reported once, and not asked again this pass (`reported`).
    /// - Returns: Whether the solution may have moved since the frames were read: a constraint was broken, or a
    ///   floor asked held (taking it back leaves an optimum that may not be the one read).
    func breakConstraintsForcingNegativeSizes(reported: inout Set<ObjectIdentifier>) -> Bool {
        var asked = negativeSizedItems
        negativeSizedItems = []
        var brokeAny = false
        var heldFloors: [ConstraintID] = []
        // The sizes asked so far: each is asked once (a floor that holds can still read a rounding below zero).
        var askedAxes: [ObjectIdentifier: SizeAxes] = [:]
        while !asked.isEmpty {
            let heldBefore = heldFloors.count
            for item in asked where !reported.contains(ObjectIdentifier(item)) {
                guard let variables = state(of: item).variables else { continue }
                for attribute in [NSLayoutConstraint.Attribute.width, .height]
                where solver.value(of: attribute == .width ? variables.width : variables.height) < -1e-7 {
                    let axis: SizeAxes = attribute == .width ? .width : .height
                    guard askedAxes[ObjectIdentifier(item), default: []].insert(axis).inserted else { continue }
                    var floor = ExpressionBuilder()
                    floor.add(attribute, of: variables, scale: 1, origin: nil, mirrored: false)
                    // A constraint broken for it may not be enough (many sizes matched to one can each be the one
                    // left below zero): asked again after each break, up to a few.
                    for _ in 0..<Self.breaksPerSize {
                        do {
                            // It holds (something else moved): kept while the other sizes are asked.
                            let id = try floor.add(to: solver, .greaterThanOrEqual, strength: .required)
                            heldFloors.append(id)
                            nameSizeFloor(id, of: item, attribute)
                            break
                        } catch {
                            let conflicts = Self.conflicts(in: error)
                            if let victim = breakable(among: conflicts) {
                                breakConstraint(victim, conflicts: conflicts)
                                brokeAny = true
                            } else {
                                // Only the engine's own constraints force it: say so once.
                                reportNegativeSize(of: item)
                                reported.insert(ObjectIdentifier(item))
                                break
                            }
                        }
                    }
                }
            }
            // Every size asked held: the deficit went elsewhere, to sizes whose floors were only just below required.
            guard heldFloors.count > heldBefore else { break }
            asked = flooredItemsBelowZero(skipping: reported)
        }
        for id in heldFloors.reversed() {
            try? solver.removeConstraint(id)
        }
        conflictOwners = nil
        return brokeAny || !heldFloors.isEmpty
    }

    /// How many constraints ``breakConstraintsForcingNegativeSizes(reported:)`` breaks for one size before it leaves
    /// the size to the frame pass's next round.
    static let breaksPerSize = 8

    /// The registered views and user layout guides with a size floor on an axis whose size is below zero now, but
    /// those in `skipped`.
    private func flooredItemsBelowZero(skipping skipped: Set<ObjectIdentifier>) -> [any LayoutItem] {
        var found: [any LayoutItem] = []
        forEachSizedItem { item in
            let state = state(of: item)
            guard let variables = state.variables, !skipped.contains(ObjectIdentifier(item)) else { return }
            if (state.widthFloor != nil && solver.value(of: variables.width) < -1e-7)
                || (state.heightFloor != nil && solver.value(of: variables.height) < -1e-7)
            {
                found.append(item)
            }
        }
        return found
    }

    /// Names the floor `id` (`attribute >= 0` of `item`, asked as required by
    /// ``breakConstraintsForcingNegativeSizes(reported:)``) in the conflicts that a later size's floor reports.
    private func nameSizeFloor(_ id: ConstraintID, of item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        _ = owner(of: id)
        conflictOwners?[id] = NSLayoutConstraint(
            role: .nonNegativeSize, first: item, attribute, .greaterThanOrEqual, second: nil, .notAnAttribute,
            multiplier: 1, constant: 0, priority: .required)
    }
}

/// A constraint held broken (just below required), with what tells whether trying it at its own strength again
/// could succeed: one that failed during this sync (``LayoutEngine/deferredConflicts``, tried again at the sync's
/// end) or one held since an earlier sync (``LayoutEngine/brokenConstraints``).
struct HeldBrokenConstraint {
    /// The constraint.
    let constraint: NSLayoutConstraint
    /// The required constraints the solver named when it failed, with their constants then.
    let conflicts: [(id: ConstraintID, constant: Double)]
    /// The solver's ``Solver/requiredChanges`` when it was found unable to hold.
    let requiredChanges: UInt64
    /// The ID of the broken form it was then given.
    let brokenForm: ConstraintID?
    /// Its constant then.
    let constant: CGFloat
}
