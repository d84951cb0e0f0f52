/// The rows of the optional constraints added inside a batch and not placed yet, in the order they were added,
/// found by slot without hashing (see `Solver+DeferredConstraints.swift`).
///
/// A first layout defers every content-size constraint it adds, and every removal asks whether its constraint is
/// still waiting: kept in a dictionary, hashing slots was a tenth of the first layout of 10,000 labels. Here an
/// entry is found through a position per slot index, which grows only as far as the highest slot ever deferred.
///
/// A constraint removed while it waits leaves a hole at its position; a new constraint given the same slot before
/// the batch ends fills that hole, and is placed at that position (as the order of slots kept beside a dictionary
/// placed it).
struct DeferredRowTable {
    /// A position in ``entries``.
    private struct Entry {
        /// The slot whose constraint the entry was made for.
        let slot: ConstraintSlot
        /// The waiting row; empty in a hole.
        var row: Row
        /// Whether the row still waits (false in a hole: its constraint was removed or placed).
        var isWaiting: Bool
    }

    /// The entries, in the order their slots were first deferred since the table was last emptied.
    private var entries: [Entry] = []
    /// For every slot index, its entry's position in ``entries``, or -1 when it has none.
    private var positions: [Int32] = []
    /// How many entries hold a waiting row.
    private(set) var count = 0

    /// Whether no row waits.
    var isEmpty: Bool { count == 0 }

    /// The position of `slot`'s entry, if it has one (waiting or a hole).
    @inline(__always)
    private func position(of slot: ConstraintSlot) -> Int? {
        let index = slot.index
        guard index < positions.count else { return nil }
        let position = positions[index]
        return position >= 0 ? Int(position) : nil
    }

    /// Whether the constraint in `slot` waits.
    @inline(__always)
    func contains(_ slot: ConstraintSlot) -> Bool {
        guard let position = position(of: slot) else { return false }
        return entries[position].isWaiting
    }

    /// Keeps `row` as the waiting row of `slot`, which holds none: after the others, or in the hole `slot` left.
    mutating func append(_ row: consuming Row, for slot: ConstraintSlot) {
        assert(!contains(slot), "a slot waits once")
        count += 1
        if let position = position(of: slot) {
            entries[position].row = row
            entries[position].isWaiting = true
            return
        }
        let index = slot.index
        if index >= positions.count {
            positions.append(contentsOf: repeatElement(-1, count: Swift.max(index + 1, 2 * positions.count) - positions.count))
        }
        positions[index] = Int32(entries.count)
        entries.append(Entry(slot: slot, row: row, isWaiting: true))
    }

    /// Removes the waiting row of `slot` and returns it; `nil` when it has none.
    @discardableResult
    mutating func remove(_ slot: ConstraintSlot) -> Row? {
        guard let position = position(of: slot), entries[position].isWaiting else { return nil }
        return take(at: position)
    }

    /// Sets the constant of the waiting row of `slot`; returns whether it has one.
    mutating func setConstant(_ constant: Double, of slot: ConstraintSlot) -> Bool {
        guard let position = position(of: slot), entries[position].isWaiting else { return false }
        entries[position].row.constant = constant
        return true
    }

    /// The number of entries (waiting rows and holes): the positions ``takeWaiting(at:)`` reads are below it.
    var end: Int { entries.count }

    /// Takes out the row waiting at `position`, with its slot, leaving a hole; `nil` for a hole (or a position past
    /// the entries).
    mutating func takeWaiting(at position: Int) -> (slot: ConstraintSlot, row: Row)? {
        guard position < entries.count, entries[position].isWaiting else { return nil }
        return (entries[position].slot, take(at: position))
    }

    /// Takes the row at `position` out, leaving a hole.
    private mutating func take(at position: Int) -> Row {
        count -= 1
        entries[position].isWaiting = false
        var row = Row()
        swap(&row, &entries[position].row)
        return row
    }

    /// Forgets the holes below `end` (the rows ``takeWaiting(at:)`` took), keeping any row waiting there (a slot's
    /// constraint removed and its slot given to a new one meanwhile) and the entries after them, in order, at the
    /// front.
    mutating func forget(upTo end: Int) {
        let end = Swift.min(end, entries.count)
        var kept = 0
        for position in 0..<entries.count {
            let entry = entries[position]
            if position < end && !entry.isWaiting {
                positions[entry.slot.index] = -1
                continue
            }
            if kept != position {
                entries[kept] = entry
                positions[entry.slot.index] = Int32(kept)
            }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
    }
}
