// Adding inequalities that the current solution violates, through the dual simplex.
extension Solver {
    /// Adds optional inequalities that the current solution may violate, and re-solves with the dual simplex.
    ///
    /// Added one by one, a violated inequality is solved for its error, and the primal simplex then moves the
    /// violation away: when the violation is a whole overflow given to one item (a size floor under an overflowing
    /// stack), it moves it one item at a time, each pivot through a row as long as the stack. Here each violated
    /// inequality is solved for its slack instead, which starts negative, and the dual simplex restores feasibility
    /// while the objective stays optimal, with its long step (`Solver+BoundExchange.swift`) passing the items whose
    /// own floors stop them. Same result as ``addConstraints(_:)``; only the path differs.
    ///
    /// Takes the dual path only when it is sound: outside a batch, with the solution optimal (nothing deferred),
    /// for optional inequalities. Otherwise, and for any other constraint, it adds them as ``addConstraints(_:)``.
    /// - Parameter constraints: Constraints not held by any solver.
    /// - Throws: As ``addConstraints(_:)``.
    package func addOptionalInequalities(_ constraints: [Constraint]) throws(SolverError) {
        let sound = batchDepth == 0 && !needsOptimization && !dormantConstraintsAwake && !hasDeferredConstraints
            && artificialObjective == nil
            && infeasibleRows.isEmpty
            && constraints.allSatisfy { !$0.strength.isRequired && $0.relation != .equal }
        guard sound else {
            try addConstraints(constraints)
            return
        }
        for constraint in constraints {
            guard constraint.owner == nil, constraint.slot == nil else {
                // Like `addConstraints`: the ones before stay added.
                restoreFeasibility()
                throw .duplicateConstraint(constraint)
            }
            do {
                _ = try insert(
                    terms: constraint.terms, spilled: constraint.spilledTerms, constant: constraint.constant,
                    constraint.relation, strength: constraint.strength, object: constraint, entersViolated: true,
                    placement: constraint.placement(in: self))
            } catch {
                // An optional constraint cannot conflict.
                restoreFeasibility()
                throw .unsatisfiable(constraint, conflicts: [])
            }
        }
        restoreFeasibility()
    }

    /// The dual simplex over the rows queued by ``addOptionalInequalities(_:)`` (or by a rebuild placing such
    /// inequalities again), then the usual optimisation.
    func restoreFeasibility() {
        // The optimum before the additions is dual feasible, and each new error enters the objective with a
        // positive cost: the dual simplex applies. It cannot fail, since every violated row holds its own error.
        let failure = dualOptimize()
        assert(failure == nil, "optional inequalities cannot make the required constraints infeasible")
        optimizeObjective()
    }
}
