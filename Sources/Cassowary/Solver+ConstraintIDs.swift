// Constraints added by their terms and named by ID: no `Constraint` object per constraint. Package access: the
// fast path of the layout engine (HeadlessLayout); the public API is the object one.
extension Solver {
    /// Adds the constraint `Σ terms + constant (relation) 0` by its terms, and re-solves (at the end of the
    /// enclosing batch, if any).
    ///
    /// The solver keeps no ``Constraint`` object for it: only its marker symbols, constant and strength. That
    /// is the form for callers that hold thousands of constraints in their own records (a layout engine): each
    /// addition costs no allocation beyond the tableau's. An optional constraint always succeeds; a required
    /// one fails when it contradicts the required constraints already held, and then the solver is unchanged.
    ///
    /// An optional equality may cost differently on its two sides: with `belowStrength`, `strength` prices
    /// violations that leave the expression above zero and `belowStrength` those below. That is a pair of
    /// inequalities on one expression (`e <= 0` at `strength`, `e >= 0` at `belowStrength`: a view's content
    /// hugging and compression resistance) as one row with two errors and no slacks: the pair's two zero-cost
    /// slacks made every dual step through a stack of such views pass each view twice (PERFORMANCE-LOG.md, class 3).
    /// - Parameters:
    ///   - terms: The variable terms (up to ``InlineTerms/capacity``; more need a ``Constraint`` object).
    ///   - constant: The constant part of the expression.
    ///   - relation: How the expression compares with zero.
    ///   - strength: Required (default) or an optional level.
    ///   - belowStrength: For an optional equality, the optional level of violations below zero; ignored
    ///     otherwise.
    ///   - placement: The placement order the same constraint had in this solver before (``placementOrder(of:)``
    ///     read before it was removed), so that a rebuild places it where the layout's first build did; `nil` for
    ///     the next order (see ``PlacementOrder``).
    /// - Returns: The constraint's ID, valid until it is removed.
    /// - Throws: ``ConstraintIDError/unsatisfiable(conflicts:)``.
    package func addConstraint(
        terms: InlineTerms, constant: Double, _ relation: Relation, strength: Strength = .required,
        belowStrength: Strength? = nil, placement: PlacementOrder? = nil
    ) throws(ConstraintIDError) -> ConstraintID {
        rebuildIfBatchIsCostly()
        let slot: ConstraintSlot
        do {
            slot = try insert(
                terms: terms, spilled: [], constant: constant, relation, strength: strength, object: nil,
                belowStrength: belowStrength, placement: placement)
        } catch {
            throw .unsatisfiable(conflicts: ids(of: error.conflicts))
        }
        optimizeUnlessBatching()
        return ConstraintID(slot: slot, generation: lastGeneration)
    }

    /// Whether the constraint `id` names is held by this solver.
    /// - Parameter id: An ID returned by this solver.
    /// - Returns: `false` once the constraint was removed.
    package func hasConstraint(_ id: ConstraintID) -> Bool {
        slot(of: id) != nil
    }

    /// The ID of a constraint object held by this solver (constraints added as objects have IDs too: a
    /// conflict reported by ID may name them).
    /// - Parameter constraint: Any constraint.
    /// - Returns: Its ID, or `nil` when this solver does not hold it.
    package func id(of constraint: Constraint) -> ConstraintID? {
        guard hasConstraint(constraint), let slot = constraint.slot, let record = records[slot] else { return nil }
        return ConstraintID(slot: slot, generation: record.generation)
    }

    /// The placement order of a held constraint (see ``PlacementOrder``): pass it to
    /// ``addConstraint(terms:constant:_:strength:belowStrength:placement:)`` when the same constraint is added again.
    /// - Parameter id: An ID returned by this solver.
    /// - Returns: The order, or `nil` when the constraint is not held.
    package func placementOrder(of id: ConstraintID) -> PlacementOrder? {
        slot(of: id).map { placementOrders[$0.index] }
    }

    /// The current strength of a held constraint.
    /// - Parameter id: An ID returned by this solver.
    /// - Returns: The strength, or `nil` when the constraint is not held.
    package func strength(of id: ConstraintID) -> Strength? {
        slot(of: id).flatMap { records[$0]?.strength }
    }

    /// The current below strength of a held optional equality added with one (see
    /// ``addConstraint(terms:constant:_:strength:belowStrength:placement:)``).
    /// - Parameter id: An ID returned by this solver.
    /// - Returns: The strength, or `nil` when the constraint is not held or has none.
    package func belowStrength(of id: ConstraintID) -> Strength? {
        slot(of: id).flatMap { belowStrengths[$0] }
    }

    /// The current constant of a held constraint's expression.
    /// - Parameter id: An ID returned by this solver.
    /// - Returns: The constant, or `nil` when the constraint is not held.
    package func constant(of id: ConstraintID) -> Double? {
        slot(of: id).flatMap { records[$0]?.constant }
    }

    /// Removes a constraint and re-solves.
    /// - Parameter id: The ID of a constraint held by this solver.
    /// - Throws: ``ConstraintIDError/unknownConstraint(_:)``.
    package func removeConstraint(_ id: ConstraintID) throws(ConstraintIDError) {
        guard let slot = slot(of: id) else { throw .unknownConstraint(id) }
        retireOrLeaveToRebuild(slot: slot)
        optimizeUnlessBatching()
    }

    /// Changes the constant of a held constraint's expression in place (marker shift and dual simplex), and
    /// re-solves, as ``setConstant(_:of:)-(_,Constraint)`` does for an object.
    /// - Parameters:
    ///   - constant: The new constant of the expression.
    ///   - id: The ID of a constraint held by this solver.
    /// - Throws: ``ConstraintIDError/unknownConstraint(_:)``, or ``ConstraintIDError/unsatisfiable(conflicts:)``
    ///   when the new constant makes a required constraint contradict the others (it then keeps its old one).
    package func setConstant(_ constant: Double, of id: ConstraintID) throws(ConstraintIDError) {
        guard let slot = slot(of: id) else { throw .unknownConstraint(id) }
        rebuildIfBatchIsCostly()
        do {
            try changeConstant(ofSlot: slot, to: constant)
        } catch {
            throw .unsatisfiable(conflicts: ids(of: error.conflicts))
        }
    }

    /// Changes the strength of a held optional constraint to another optional strength, and re-solves.
    /// - Parameters:
    ///   - strength: The new optional strength.
    ///   - id: The ID of an optional constraint held by this solver.
    /// - Throws: ``ConstraintIDError/unknownConstraint(_:)``, or ``ConstraintIDError/requiredStrengthChange(_:)`` when
    ///   either strength is required (remove the constraint and add it again instead).
    package func setStrength(_ strength: Strength, of id: ConstraintID) throws(ConstraintIDError) {
        guard let slot = slot(of: id), let current = records[slot]?.strength else {
            throw .unknownConstraint(id)
        }
        if strength == current { return }
        guard !strength.isRequired, !current.isRequired else { throw .requiredStrengthChange(id) }
        rebuildIfBatchIsCostly()
        reweight(slot: slot, to: strength)
        optimizeUnlessBatching()
    }

    /// Changes the below strength of a held optional equality added with one to another optional strength, and
    /// re-solves.
    /// - Parameters:
    ///   - strength: The new optional strength of violations below zero.
    ///   - id: The ID of an optional equality held by this solver with a below strength.
    /// - Throws: ``ConstraintIDError/unknownConstraint(_:)`` when it is not held or has no below strength, or
    ///   ``ConstraintIDError/requiredStrengthChange(_:)`` when `strength` is required.
    package func setBelowStrength(_ strength: Strength, of id: ConstraintID) throws(ConstraintIDError) {
        guard let slot = slot(of: id), let current = belowStrengths[slot] else { throw .unknownConstraint(id) }
        if strength == current { return }
        guard !strength.isRequired else { throw .requiredStrengthChange(id) }
        rebuildIfBatchIsCostly()
        reweight(slot: slot, to: strength, below: true)
        optimizeUnlessBatching()
    }

    /// The expression constant of the constraint `id` names, if it is still held.
    /// - Parameter id: An ID returned by this solver.
    /// - Returns: `nil` once the constraint was removed.
    package func heldConstant(of id: ConstraintID) -> Double? {
        slot(of: id).flatMap { records[$0]?.constant }
    }

    /// The slot `id` names, if its constraint is still held.
    func slot(of id: ConstraintID) -> ConstraintSlot? {
        guard id.slot.index < records.count, records[id.slot]?.generation == id.generation else { return nil }
        return id.slot
    }

    /// The IDs of the constraints in `slots`.
    private func ids(of slots: [ConstraintSlot]) -> [ConstraintID] {
        slots.compactMap { slot in
            records[slot].map { ConstraintID(slot: slot, generation: $0.generation) }
        }
    }
}
