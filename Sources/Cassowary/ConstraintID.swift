/// A constraint held by a ``Solver``, named by its place in the solver rather than by an object.
///
/// A layout engine that adds tens of thousands of constraints adds them by their terms
/// (``Solver/addConstraint(terms:constant:_:strength:)``) and keeps the returned ID: the solver then makes no
/// ``Constraint`` object for them and keeps only what it needs to remove, re-weight and shift them. An ID stays
/// valid until its constraint is removed; a stale ID (its constraint removed, its place reused) is never
/// mistaken for the new constraint, because every addition gets a new generation.
package struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's place among the solver's records.
    let slot: ConstraintSlot
    /// Which of the constraints ever held in ``slot`` this is.
    let generation: UInt32

    /// `#slot.generation`.
    package var description: String { "#\(slot).\(generation)" }
}

extension ConstraintID {
    /// The constraint's place among the solver's records as an array index: dense (from zero up to about the
    /// number of constraints held) and reused after a removal, so a table indexed by it must keep the whole ID to
    /// tell the constraint now in a place from one removed from it.
    package var slotIndex: Int { slot.index }
}
