import Cassowary

/// A registered item of a hierarchy's engine. The root is not held (it owns the engine: holding it would be a
/// retain cycle).
enum RegisteredItem {
    /// The engine's root view.
    case root
    /// A registered view other than the root.
    case view(HeadlessView)
    /// A registered layout guide (user, margins or safe area).
    case guide(HeadlessLayoutGuide)
}

/// The registered items of a hierarchy's engine in dense slots, with the slot of each solver variable, so that
/// a frame pass goes from the variables the solver reports as changed to their items without hashing, and
/// queues each item once per round through marks kept next to the slots.
struct RegisteredItemTable {
    /// The slot of the item owning each solver variable, by variable id; -1 for none.
    private var slotOfVariable: [Int32] = []
    /// The item in each slot; `nil` for a free slot.
    private var items: [RegisteredItem?] = []
    /// The round that last queued each slot as changed.
    private var changeMarks: [UInt32] = []
    /// Free slots, for reuse.
    private var freeSlots: [Int32] = []
    /// The current round's mark (never 0 once a round began).
    private var round: UInt32 = 0

    /// The item in `slot`, if the slot is in use.
    func item(at slot: Int32) -> RegisteredItem? {
        let index = Int(slot)
        guard index >= 0, index < items.count else { return nil }
        return items[index]
    }

    /// The view in `slot` when it holds a view other than the root, unretained: valid while the slot holds it (a
    /// frame pass visits thousands, and retaining each cost more than the rest of its visit).
    @inline(__always)
    func unretainedView(at slot: Int32) -> Unmanaged<HeadlessView>? {
        let index = Int(slot)
        guard index >= 0, index < items.count, case .view(let view)? = items[index] else { return nil }
        return Unmanaged.passUnretained(view)
    }

    /// Makes room for items with `variables` more variables in all (four per view), so that registering a
    /// batch does not regrow the tables step by step (each regrowth copies them into fresh memory).
    mutating func reserveCapacity(variables: Int) {
        guard variables > 0 else { return }
        slotOfVariable.growCapacity(toAtLeast: slotOfVariable.count + variables)
        let neededItems = items.count - freeSlots.count + variables / 4
        items.growCapacity(toAtLeast: neededItems)
        changeMarks.growCapacity(toAtLeast: neededItems)
    }

    /// Puts `item` into a free slot and maps its variables to it; returns the slot.
    mutating func insert(_ item: RegisteredItem, variables: ItemVariables) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            items[Int(slot)] = item
        } else {
            slot = Int32(items.count)
            items.append(item)
            changeMarks.append(0)
        }
        map(variables, to: slot)
        return slot
    }

    /// Frees `slot` and unmaps `variables` (the variables of the item in it).
    mutating func remove(slot: Int32, variables: ItemVariables) {
        let index = Int(slot)
        guard index >= 0, index < items.count, items[index] != nil else { return }
        items[index] = nil
        freeSlots.append(slot)
        map(variables, to: -1)
    }

    /// Maps each of `variables` to `slot`.
    private mutating func map(_ variables: ItemVariables, to slot: Int32) {
        if let minX = variables.minX { map(minX, to: slot) }
        if let minY = variables.minY { map(minY, to: slot) }
        map(variables.width, to: slot)
        map(variables.height, to: slot)
    }

    /// Maps `variable` to `slot`.
    private mutating func map(_ variable: Variable, to slot: Int32) {
        let index = Int(variable.id)
        guard index >= 0 else { return }
        if index >= slotOfVariable.count {
            // Variables are made one at a time: fill a chunk ahead (the array's storage itself grows geometrically,
            // or was reserved for the batch).
            let grown = Swift.max(index + 1, slotOfVariable.count + 1024)
            slotOfVariable.append(contentsOf: repeatElement(-1, count: grown - slotOfVariable.count))
        }
        slotOfVariable[index] = slot
    }

    /// Starts a round: no slot is queued in it yet.
    mutating func beginRound() {
        round &+= 1
        if round == 0 {
            for index in changeMarks.indices {
                changeMarks[index] = 0
            }
            round = 1
        }
    }

    /// Appends to `slots` the slot of the item owning each variable of `ids` that this round has not queued yet
    /// (one pass over the ids, the tables read through their buffers).
    mutating func queueOwners(ofVariableIDs ids: UnsafeBufferPointer<Int32>, into slots: inout [Int32]) {
        guard !ids.isEmpty else { return }
        let round = self.round
        let start = slots.count
        // Room for every id first, written in place and trimmed after: an append per slot checked the array's
        // uniqueness through a runtime call.
        slots.append(contentsOf: repeatElement(0, count: ids.count))
        let end = slotOfVariable.withUnsafeBufferPointer { slotOfVariable in
            changeMarks.withUnsafeMutableBufferPointer { changeMarks in
                slots.withUnsafeMutableBufferPointer { slots in
                    var end = start
                    for id in ids {
                        let index = Int(id)
                        guard index >= 0, index < slotOfVariable.count else { continue }
                        let slot = slotOfVariable[index]
                        guard slot >= 0, changeMarks[Int(slot)] != round else { continue }
                        changeMarks[Int(slot)] = round
                        slots[end] = slot
                        end += 1
                    }
                    return end
                }
            }
        }
        slots.removeLast(slots.count - end)
    }

    /// Appends `slot` to `slots` unless this round queued it already or it is free.
    mutating func queue(_ slot: Int32, into slots: inout [Int32]) {
        let index = Int(slot)
        guard index >= 0, index < items.count, items[index] != nil, changeMarks[index] != round else { return }
        changeMarks[index] = round
        slots.append(slot)
    }

    /// Puts the slots queued this round in slot order (registration order, which is roughly the order the items
    /// were made in, so walking them touches memory in order) when they are many: a scan of the marks then costs
    /// less than the cache misses of a scattered walk.
    func sortQueuedSlots(_ slots: inout [Int32]) {
        guard slots.count > 64, slots.count * 8 > changeMarks.count else { return }
        slots.removeAll(keepingCapacity: true)
        for index in changeMarks.indices where changeMarks[index] == round {
            slots.append(Int32(index))
        }
    }

    /// Whether this round queued `slot`.
    func isQueued(_ slot: Int32) -> Bool {
        let index = Int(slot)
        return index >= 0 && index < changeMarks.count && changeMarks[index] == round
    }
}

extension Array {
    /// Makes room for `total` elements, at least doubling the storage when it grows, so that reserving before
    /// every batch stays amortised O(1) (`reserveCapacity` alone allocates exactly what is asked).
    fileprivate mutating func growCapacity(toAtLeast total: Int) {
        guard total > capacity else { return }
        reserveCapacity(Swift.max(total, 2 * capacity))
    }
}
