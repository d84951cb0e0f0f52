/// A set of symbols, tuned for the tableau's column index: most symbols appear in one or two rows, kept
/// inline without any allocation; more members live in an array searched linearly; a symbol that appears in
/// many rows also gets a position index.
///
/// Iteration follows insertion order (with swap-removal), so pivoting is deterministic from run to run.
struct SymbolSet: Sequence {
    /// Sets up to this many members are searched linearly; larger ones keep ``positions``.
    private static let indexThreshold = 16
    /// A value of ``inline0`` or ``inline1``: no member there.
    private static let none: Int32 = -1
    /// The value of ``inline0`` once the members live in ``spilled``.
    private static let spilledMark: Int32 = -2

    /// The first inline member's id, ``none``, or ``spilledMark`` once the set outgrew its inline room (until
    /// ``removeAll()``). Symbol ids are non-negative, so the marks take no room of their own: a set is 24 bytes,
    /// and every symbol of a solver has one. The marks never leave the set: its API deals in ``Symbol``s.
    private var inline0: Int32 = SymbolSet.none
    /// The second inline member's id, or ``none`` (always ``none`` when ``inline0`` is not a member).
    private var inline1: Int32 = SymbolSet.none
    /// The members, once the set has spilled.
    private var spilled: [Symbol] = []
    /// The position of each spilled member, once the set is large.
    private var positions: PositionIndex?

    /// Whether the members live in ``spilled``.
    @inline(__always)
    private var isSpilled: Bool { inline0 == Self.spilledMark }
    /// The number of inline members (while not spilled).
    @inline(__always)
    private var inlineCount: Int { inline0 < 0 ? 0 : (inline1 < 0 ? 1 : 2) }

    /// The number of members.
    var count: Int { isSpilled ? spilled.count : inlineCount }
    /// Whether the set is empty.
    var isEmpty: Bool { count == 0 }
    /// The first member, if any.
    var first: Symbol? {
        if isSpilled { return spilled.first }
        return inline0 >= 0 ? Symbol(id: inline0) : nil
    }

    /// The position of `member` among the spilled members, if present.
    @inline(__always)
    private func spilledPosition(of member: Symbol) -> Int? {
        if let positions {
            return positions.position(of: member, in: spilled)
        }
        return spilled.firstIndex(of: member)
    }

    /// Whether `member` is in the set.
    func contains(_ member: Symbol) -> Bool {
        if isSpilled { return spilledPosition(of: member) != nil }
        return inline0 == member.id || inline1 == member.id
    }

    /// Adds `member` if it is not present.
    mutating func insert(_ member: Symbol) {
        guard !isSpilled else {
            insertSpilled(member)
            return
        }
        let id = member.id
        if inline0 < 0 {
            inline0 = id
        } else if inline1 < 0 {
            guard inline0 != id else { return }
            inline1 = id
        } else {
            guard inline0 != id, inline1 != id else { return }
            spilled.reserveCapacity(8)
            spilled.append(Symbol(id: inline0))
            spilled.append(Symbol(id: inline1))
            inline0 = Self.spilledMark
            inline1 = Self.none
            insertSpilled(member)
        }
    }

    /// Adds `member` to the spilled members if it is not present.
    private mutating func insertSpilled(_ member: Symbol) {
        guard spilledPosition(of: member) == nil else { return }
        spilled.append(member)
        if positions != nil {
            positions?.inserted(in: spilled)
        } else if spilled.count > Self.indexThreshold {
            positions = PositionIndex(spilled)
        }
    }

    /// Replaces the member `old` by `new`, which is not a member, in place (a spilled set keeps its order): what
    /// a pivot does to the column of every symbol its row keeps, the row's basic symbol changing from `old` to
    /// `new`. Inserts `new` when `old` is not a member.
    mutating func replace(_ old: Symbol, with new: Symbol) {
        assert(!contains(new), "a replacement is not a member yet")
        guard isSpilled else {
            if inline0 == old.id {
                inline0 = new.id
            } else if inline1 == old.id {
                inline1 = new.id
            } else {
                insert(new)
            }
            return
        }
        guard let index = spilledPosition(of: old) else {
            insertSpilled(new)
            return
        }
        positions?.remove(old, in: spilled)
        spilled[index] = new
        positions?.renamed(new, at: index)
    }

    /// Removes `member` if it is present.
    mutating func remove(_ member: Symbol) {
        guard isSpilled else {
            if inline1 == member.id {
                inline1 = Self.none
            } else if inline0 == member.id {
                // Swap-removal, as for spilled members: the last member takes the removed one's place.
                inline0 = inline1
                inline1 = Self.none
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
        if spilled.giveBackRoomIfMostlyEmpty() {
            // A column that was long and is short again gives its room back, as a row does.
            positions = spilled.count > Self.indexThreshold ? PositionIndex(spilled) : nil
        }
    }

    /// Removes every member.
    mutating func removeAll() {
        inline0 = Self.none
        inline1 = Self.none
        spilled = []
        positions = nil
    }

    /// Calls `body` with each member in storage order, reading the set in place (a `for` loop copies the set
    /// into its iterator, which costs more than the walk itself on the hot paths).
    @inline(__always)
    func forEachMember(_ body: (Symbol) -> Void) {
        if isSpilled {
            spilled.withUnsafeBufferPointer { members in
                for member in members { body(member) }
            }
            return
        }
        guard inline0 >= 0 else { return }
        body(Symbol(id: inline0))
        if inline1 >= 0 { body(Symbol(id: inline1)) }
    }

    /// Calls `body` with each member of the set at `set`, in storage order, reading its fields in place: a walk
    /// over many sets in an array calls this through the array's buffer, where calling a method on the element
    /// copies it (and retains its storage) first.
    @inline(__always)
    static func forEachMember(of set: UnsafePointer<SymbolSet>, _ body: (Symbol) -> Void) {
        if set.pointee.isSpilled {
            set.pointee.spilled.withUnsafeBufferPointer { members in
                for member in members { body(member) }
            }
            return
        }
        let first = set.pointee.inline0
        guard first >= 0 else { return }
        body(Symbol(id: first))
        let second = set.pointee.inline1
        if second >= 0 { body(Symbol(id: second)) }
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
        mutating func next() -> Symbol? {
            if set.isSpilled {
                guard index < set.spilled.count else { return nil }
                defer { index += 1 }
                return set.spilled[index]
            }
            guard index < set.inlineCount else { return nil }
            defer { index += 1 }
            return Symbol(id: index == 0 ? set.inline0 : set.inline1)
        }
    }
}
