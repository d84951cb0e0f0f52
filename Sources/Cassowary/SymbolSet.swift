/// A set of symbol ids, tuned for the tableau's column index: most symbols appear in one or two rows, kept
/// inline without any allocation; more members live in an array searched linearly; a symbol that appears in
/// many rows also gets a position index.
///
/// Iteration follows insertion order (with swap-removal), so pivoting is deterministic from run to run.
struct SymbolSet: Sequence {
    /// Sets up to this many members are searched linearly; larger ones keep ``positions``.
    private static let indexThreshold = 16
    /// How many members are kept inline before the set moves them to ``spilled``.
    private static let inlineCapacity = 2

    /// The first inline member (valid while not spilled and ``inlineCount`` > 0).
    private var inline0: Int32 = -1
    /// The second inline member (valid while not spilled and ``inlineCount`` > 1).
    private var inline1: Int32 = -1
    /// The number of inline members.
    private var inlineCount: UInt8 = 0
    /// Whether the members live in ``spilled`` (once the set outgrew its inline room; until ``removeAll()``).
    private var isSpilled = false
    /// The members, once the set has spilled.
    private var spilled: [Int32] = []
    /// The position of each spilled member, once the set is large.
    private var positions: PositionIndex?

    /// The number of members.
    var count: Int { isSpilled ? spilled.count : Int(inlineCount) }
    /// Whether the set is empty.
    var isEmpty: Bool { count == 0 }
    /// The first member, if any.
    var first: Int32? {
        if isSpilled { return spilled.first }
        return inlineCount > 0 ? inline0 : nil
    }

    /// The position of `member` among the spilled members, if present.
    @inline(__always)
    private func spilledPosition(of member: Int32) -> Int? {
        if let positions {
            return positions.position(of: member, in: spilled)
        }
        return spilled.firstIndex(of: member)
    }

    /// Whether `member` is in the set.
    func contains(_ member: Int32) -> Bool {
        if isSpilled { return spilledPosition(of: member) != nil }
        return (inlineCount > 0 && inline0 == member) || (inlineCount > 1 && inline1 == member)
    }

    /// Adds `member` if it is not present.
    mutating func insert(_ member: Int32) {
        guard !isSpilled else {
            insertSpilled(member)
            return
        }
        switch inlineCount {
        case 0:
            inline0 = member
            inlineCount = 1
        case 1:
            guard inline0 != member else { return }
            inline1 = member
            inlineCount = 2
        default:
            guard inline0 != member, inline1 != member else { return }
            spilled.reserveCapacity(8)
            spilled.append(inline0)
            spilled.append(inline1)
            isSpilled = true
            inlineCount = 0
            insertSpilled(member)
        }
    }

    /// Adds `member` to the spilled members if it is not present.
    private mutating func insertSpilled(_ member: Int32) {
        guard spilledPosition(of: member) == nil else { return }
        spilled.append(member)
        if positions != nil {
            positions?.inserted(in: spilled)
        } else if spilled.count > Self.indexThreshold {
            positions = PositionIndex(spilled)
        }
    }

    /// Removes `member` if it is present.
    mutating func remove(_ member: Int32) {
        guard isSpilled else {
            if inlineCount > 1 && inline1 == member {
                inlineCount = 1
            } else if inlineCount > 0 && inline0 == member {
                // Swap-removal, as for spilled members: the last member takes the removed one's place.
                inline0 = inline1
                inlineCount -= 1
            }
            return
        }
        guard let index = spilledPosition(of: member) else { return }
        let last = spilled.count - 1
        positions?.remove(member, in: spilled)
        if index != last {
            let moved = spilled[last]
            spilled[index] = moved
            positions?.moved(moved, to: index, from: last)
        }
        spilled.removeLast()
    }

    /// Removes every member.
    mutating func removeAll() {
        inlineCount = 0
        isSpilled = false
        spilled = []
        positions = nil
    }

    /// Calls `body` with each member in storage order, reading the set in place (a `for` loop copies the set
    /// into its iterator, which costs more than the walk itself on the hot paths).
    @inline(__always)
    func forEachMember(_ body: (Int32) -> Void) {
        if isSpilled {
            spilled.withUnsafeBufferPointer { members in
                for member in members { body(member) }
            }
            return
        }
        if inlineCount > 0 { body(inline0) }
        if inlineCount > 1 { body(inline1) }
    }

    /// Calls `body` with each member of the set at `set`, in storage order, reading its fields in place: a walk
    /// over many sets in an array calls this through the array's buffer, where calling a method on the element
    /// copies it (and retains its storage) first.
    @inline(__always)
    static func forEachMember(of set: UnsafePointer<SymbolSet>, _ body: (Int32) -> Void) {
        if set.pointee.isSpilled {
            set.pointee.spilled.withUnsafeBufferPointer { members in
                for member in members { body(member) }
            }
            return
        }
        let count = set.pointee.inlineCount
        if count > 0 { body(set.pointee.inline0) }
        if count > 1 { body(set.pointee.inline1) }
    }

    /// Iterates the members in storage order.
    func makeIterator() -> Iterator {
        Iterator(set: self)
    }

    /// Iterates the members of a ``SymbolSet`` in storage order.
    struct Iterator: IteratorProtocol {
        /// The set iterated (a copy: the set may change while the caller walks it).
        private let set: SymbolSet
        /// The next position.
        private var index = 0

        /// Starts at the first member of `set`.
        init(set: SymbolSet) {
            self.set = set
        }

        /// The next member, or `nil` at the end.
        mutating func next() -> Int32? {
            if set.isSpilled {
                guard index < set.spilled.count else { return nil }
                defer { index += 1 }
                return set.spilled[index]
            }
            guard index < Int(set.inlineCount) else { return nil }
            defer { index += 1 }
            return index == 0 ? set.inline0 : set.inline1
        }
    }
}
