import Cassowary

// Views and guides leaving the hierarchy.
//
// Removing a view from its superview takes its subtree out of the engine at once: its items forget their variables
// and registrations, and the constraints that named it forget their solver forms. The solver forms themselves are
// removed later: every purge since the solver was last used is removed in one solver batch the next time anything
// uses the solver (``LayoutEngine/solver``, the engine's one way to it), normally the next layout pass.
//
// Removed in a batch of their own, the views of a block removed one by one each paid for its removal alone. When
// the rows they leave are long (a row of cards whose widths all follow the first one's: the removal of each card
// rewrote a definition as long as the row, hunt seed 21), that cost the block n² however few views it held, and no
// batch ever passed the budget after which the solver leaves removals to one rebuild of its tableau
// (`Solver+PendingRemovals.swift`). In one batch, the views share that budget: past it, the rest of the block waits
// for one rebuild at the batch's end (seed 21 at 3,000 views: 27.6 million cells of work, 1.4 s; now 1.3 million,
// 0.1 s). Until then, the solver optimises after each view's removals (`Solver.optimizeBetweenRemovals()`), as the
// end of each view's own batch did: removals left unoptimised until the batch's end cost more than the optimisations
// they saved, where the rows stay short (seed 22's block removal 0.38 → 5.9 million cells, seed 25's 0.04 → 4.2).
//
// Nothing else changes: the engine's own tables (registrations, lowered forms, conflict owners) forget the subtree
// at the call, as before, so a view added back before the next pass registers again from nothing, and the solver
// forms purged are removed before the new ones are added.

/// The solver form of a purged constraint or size floor, waiting to be removed from the engine's solver.
enum PurgedSolverForm {
    /// The solver form of a layout constraint (or of an implicit one: a frame or content size constraint).
    case lowered(ConstraintID)
    /// A size floor (`size >= 0`) of a purged item.
    case floor(Constraint)
    /// The end of one purge (a view's subtree, or a guide): the solver optimises there.
    case endOfPurge
}

extension LayoutEngine {
    /// The solver, once the solver forms of earlier purges are removed from it (see the file comment). Every use of
    /// the engine's solver goes through here.
    var solver: Solver {
        if !purgedSolverForms.isEmpty {
            removePurgedSolverForms()
        }
        return unsettledSolver
    }

    /// Removes the solver forms of every purge since the solver was last used, in one batch.
    private func removePurgedSolverForms() {
        let forms = purgedSolverForms
        purgedSolverForms = []
        unsettledSolver.performBatch {
            for form in forms {
                switch form {
                case .lowered(let id):
                    try? unsettledSolver.removeConstraint(id)
                case .floor(let floor):
                    try? unsettledSolver.removeConstraint(floor)
                case .endOfPurge:
                    unsettledSolver.optimizeBetweenRemovals()
                }
            }
        }
    }

    /// Forgets `constraint`'s solver form, if it has one here, and leaves its removal from the solver to the next
    /// use of the solver (see the file comment).
    private func retireLater(_ constraint: NSLayoutConstraint) {
        guard let solverID = forgetSolverForm(of: constraint) else { return }
        purgedSolverForms.append(.lowered(solverID))
    }

    /// Removes everything of `view`'s subtree from this engine (the subtree is leaving the hierarchy), and the
    /// solver forms of `detached`, the constraints just deactivated because they tied the subtree to the rest.
    func purgeSubtree(_ view: HeadlessView, retiring detached: [NSLayoutConstraint]) {
        for constraint in detached {
            retireLater(constraint)
        }
        view.forEachViewInSubtree { member in
            for case let constraint? in member.installedConstraintSlots {
                if constraint.pendingEngineSerial == serial {
                    constraint.pendingEngineSerial = 0
                }
                retireLater(constraint)
            }
        }
        view.forEachItemInSubtree { purgeState(of: $0) }
        endPurge()
    }

    /// Removes one item (a guide being removed from its view) from this engine, with the solver forms of
    /// `detached`, the constraints just deactivated because they named it.
    func purgeItem(_ item: any LayoutItem, retiring detached: [NSLayoutConstraint]) {
        for constraint in detached {
            retireLater(constraint)
        }
        purgeState(of: item)
        endPurge()
    }

    /// Ends a purge: the solver optimises there when the queued forms are removed, and the next pass compacts the
    /// registrations and lays out again.
    private func endPurge() {
        purgedSolverForms.append(.endOfPurge)
        registrationsNeedCompaction = true
        solutionChanged = true
    }

    /// Removes an item's implicit constraints and forgets its variables.
    func purgeState(of item: any LayoutItem) {
        let state = state(of: item)
        guard state.variables(in: self) != nil else {
            state.pendingRefresh = []
            return
        }
        for case let floor? in [state.widthFloor, state.heightFloor] {
            purgedSolverForms.append(.floor(floor))
        }
        for constraint in state.frameConstraints {
            retireLater(constraint)
        }
        for case let constraint? in state.contentSizeConstraints {
            retireLater(constraint)
        }
        if let variables = state.variables, !isDetached {
            registeredItems.remove(slot: state.slot, variables: variables)
            staleRegistrations += 1
        }
        registrationEpoch += 1
        state.solvedEngineSerial = 0
        item.itemHandle.viewReference?._withUnsafeGuaranteedRef { $0.solvedFrameSerial = 0 }
        state.slot = -1
        state.engine = nil
        state.variables = nil
        state.widthFloor = nil
        state.heightFloor = nil
        state.frameConstraints = []
        state.contentSizeConstraints = []
        state.pendingRefresh = []
    }
}
