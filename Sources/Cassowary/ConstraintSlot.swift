/// The place of a held constraint among its solver's records (`Solver.records`): what a ``ConstraintID`` names
/// with a generation, what a marker symbol's owner is (`Solver.markerOwner`), and what a conflict lists.
///
/// A struct of one `Int32`, so it cannot be mistaken for a symbol or a count. Absence is `ConstraintSlot?`; only
/// ``OptionalSymbolColumn`` keeps a compact mark for it, inside.
struct ConstraintSlot: Hashable, Sendable, CustomStringConvertible, PackedID {
    /// The position in the records: non-negative.
    let id: Int32

    /// The slot at position `id` (non-negative).
    @inline(__always)
    init(id: Int32) {
        assert(id >= 0, "a slot is never negative")
        self.id = id
    }

    /// The slot at position `index`.
    @inline(__always)
    init(index: Int) {
        self.init(id: Int32(truncatingIfNeeded: index))
    }

    /// The position as an array index.
    var index: Int {
        @inline(__always) get { Int(id) }
    }

    /// The position, for diagnostics.
    var description: String { "\(id)" }
}

extension Array where Element == ConstraintRecord? {
    /// The record in `slot` (`nil` for a free slot), read and changed in place.
    subscript(slot: ConstraintSlot) -> ConstraintRecord? {
        @inline(__always) get { self[slot.index] }
        @inline(__always) _modify { yield &self[slot.index] }
    }
}
