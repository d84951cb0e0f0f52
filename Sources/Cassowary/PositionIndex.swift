/// An open-addressing hash index from symbols to positions in a parallel array, for long rows and columns.
/// The keys it indexes are passed to each call (any random-access view of them: an array of symbols, or the key
/// column of a row's cells), so the index holds no copy.
///
/// Linear probing with a multiplicative hash (symbol ids are small dense integers, so no seeded hasher is
/// needed) and backward-shift deletion (no tombstones). Slots hold `position + 1`; 0 is empty.
struct PositionIndex {
    /// The slots; the count is a power of two (at least 16). The index holds nothing else, so an optional index
    /// takes one word in every row and column that may grow one.
    private var slots: [Int32]
    /// `slots.count - 1`.
    @inline(__always)
    private var mask: Int { slots.count &- 1 }
    /// How far the hash is shifted to land in the table: 32 − log₂(slot count).
    @inline(__always)
    private var shift: UInt32 { UInt32(32 &- slots.count.trailingZeroBitCount) }

    /// Indexes `keys` (position i holds `keys[i]`).
    init<Keys: RandomAccessCollection<Symbol>>(_ keys: Keys) where Keys.Index == Int {
        var capacity = 16
        while capacity < keys.count * 2 {
            capacity *= 2
        }
        slots = [Int32](repeating: 0, count: capacity)
        for position in keys.indices {
            place(keys[position], position: position)
        }
    }

    @inline(__always)
    private func home(of key: Symbol) -> Int {
        Int((UInt32(bitPattern: key.id) &* 2_654_435_761) >> shift)
    }

    /// Puts `key` (absent) at `position`.
    @inline(__always)
    private mutating func place(_ key: Symbol, position: Int) {
        var slot = home(of: key)
        while slots[slot] != 0 {
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(position + 1)
    }

    /// The slot holding `key`, if present.
    @inline(__always)
    private func slot<Keys: RandomAccessCollection<Symbol>>(of key: Symbol, in keys: Keys) -> Int?
    where Keys.Index == Int {
        var slot = home(of: key)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if keys[Int(entry) - 1] == key { return slot }
            slot = (slot + 1) & mask
        }
    }

    /// The position of `key` in `keys`, if present.
    @inline(__always)
    func position<Keys: RandomAccessCollection<Symbol>>(of key: Symbol, in keys: Keys) -> Int?
    where Keys.Index == Int {
        slot(of: key, in: keys).map { Int(slots[$0]) - 1 }
    }

    /// Records that `keys` gained `key` at its last position (`keys` already holds it).
    mutating func inserted<Keys: RandomAccessCollection<Symbol>>(in keys: Keys) where Keys.Index == Int {
        if keys.count * 2 > slots.count {
            self = PositionIndex(keys)
            return
        }
        place(keys[keys.count - 1], position: keys.count - 1)
    }

    /// Indexes `key` at `position`, where the keys hold it now in place of a key already removed from the index
    /// (a member renamed in place: the count of keys is unchanged, so the table needs no room).
    mutating func renamed(_ key: Symbol, at position: Int) {
        place(key, position: position)
    }

    /// Records that `key` moved to `position` (`keys` already shows the move).
    mutating func moved(_ key: Symbol, to position: Int, from oldPosition: Int) {
        var slot = home(of: key)
        while Int(slots[slot]) - 1 != oldPosition {
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(position + 1)
    }

    /// Removes `key`, which `keys` still holds.
    mutating func remove<Keys: RandomAccessCollection<Symbol>>(_ key: Symbol, in keys: Keys) where Keys.Index == Int {
        guard var hole = slot(of: key, in: keys) else { return }
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let wanted = home(of: keys[Int(slots[next]) - 1])
            // Move the entry back into the hole unless its home lies cyclically in (hole, next].
            let between = hole <= next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
            if !between {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }
}
