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
    func reportBreaking(_ broken: NSLayoutConstraint, conflicts: [ConstraintID]) {
        guard !isDetached, !broken.conflictReported else { return }
        broken.conflictReported = true
        reportUnsatisfiable(broken, conflicts: conflicts)
    }

    /// The constraint of `conflicts` to break: one that a person can find and that holds at its own strength now,
    /// the user's own before an intrinsic-size one, and those before a view's autoresizing or root size (the
    /// frames a person set); the last of the conflict among equals. With `spacingsFirst` (a deficit to absorb),
    /// within each of those a spacing between items that do not hold one another comes first, then an inset (one
    /// item holds the other), then a size: a broken spacing can absorb any deficit, an inset no more than its
    /// holder's size. Constraints of a kind in `skipped` are passed over.
    func breakable(
        among conflicts: [ConstraintID], spacingsFirst: Bool = false, skipping skipped: Set<BreakKind> = []
    ) -> NSLayoutConstraint? {
        var best: (constraint: NSLayoutConstraint, rank: Int)?
        for id in conflicts {
            guard let owner = owner(of: id), owner.role.mayBeBroken, lowered(of: owner)?.isBroken == false else {
                continue
            }
            let roleRank = switch owner.role {
            case .user: 0
            case .contentHugging, .contentCompression: 1
            default: 2
            }
            var rank = roleRank * 4
            if spacingsFirst || !skipped.isEmpty {
                // Told apart by kind only when asked: it reads the items' hierarchy.
                let kind = BreakKind(owner)
                if skipped.contains(kind) { continue }
                if spacingsFirst { rank += kind.absorbingOrder }
            }
            if rank <= best?.rank ?? .max {
                best = (owner, rank)
            }
        }
        return best?.constraint
    }

    /// The conflicting constraints an unsatisfiable addition names.
    static func conflicts(in error: ConstraintIDError) -> [ConstraintID] {
        if case .unsatisfiable(let found) = error { return found }
        return []
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
