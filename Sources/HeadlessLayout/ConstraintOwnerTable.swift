import Cassowary

/// Which layout constraint each solver constraint stands for: the reverse of ``LoweredConstraint/solverID``, for
/// naming the constraints of a conflict the solver reports by ID.
///
/// An array indexed by the ID's slot (``ConstraintID/slotIndex``), which the solver keeps dense, rather than a
/// dictionary: the table is built over every constraint of the engine when a conflict is reported, tens of
/// thousands in a long chain, and a hash and probe per entry were most of that.
struct ConstraintOwnerTable {
    /// Each slot's constraint and the ID it was entered under (a slot is reused after a removal).
    private var entries: [(id: ConstraintID, constraint: NSLayoutConstraint)?] = []

    /// An empty table with room for `capacity` slots.
    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// The layout constraint whose solver form is `id`, if one was entered under that very ID.
    subscript(id: ConstraintID) -> NSLayoutConstraint? {
        get {
            let index = id.slotIndex
            guard index < entries.count, let entry = entries[index], entry.id == id else { return nil }
            return entry.constraint
        }
        set {
            let index = id.slotIndex
            if index >= entries.count {
                guard newValue != nil else { return }
                entries.append(contentsOf: repeatElement(nil, count: index + 1 - entries.count))
            }
            entries[index] = newValue.map { (id, $0) }
        }
    }
}
