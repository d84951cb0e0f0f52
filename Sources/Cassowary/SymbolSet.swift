/// A set of symbol ids, tuned for the tableau's column index: most symbols appear in a handful of rows, kept in
/// an array searched linearly; a symbol that appears in many rows also gets a position index.
///
/// Iteration follows insertion order (with swap-removal), so pivoting is deterministic from run to run.
struct SymbolSet: Sequence {
    /// Sets up to this many members are searched linearly; larger ones keep ``positions``.
    private static let indexThreshold = 16

    /// The members.
    private(set) var members: [Int32] = []
    /// The position of each member, once the set is large.
    private var positions: PositionIndex?

    /// The number of members.
    var count: Int { members.count }
    /// Whether the set is empty.
    var isEmpty: Bool { members.isEmpty }
    /// The first member, if any.
    var first: Int32? { members.first }

    @inline(__always)
    private func position(of member: Int32) -> Int? {
        if let positions {
            return positions.position(of: member, in: members)
        }
        return members.firstIndex(of: member)
    }

    /// Adds `member` if it is not present.
    mutating func insert(_ member: Int32) {
        guard position(of: member) == nil else { return }
        if members.capacity == 0 {
            // Most columns hold a few rows: one allocation instead of a doubling from a single member.
            members.reserveCapacity(8)
        }
        members.append(member)
        if positions != nil {
            positions?.inserted(in: members)
        } else if members.count > Self.indexThreshold {
            positions = PositionIndex(members)
        }
    }

    /// Removes `member` if it is present.
    mutating func remove(_ member: Int32) {
        guard let index = position(of: member) else { return }
        let last = members.count - 1
        positions?.remove(member, in: members)
        if index != last {
            let moved = members[last]
            members[index] = moved
            positions?.moved(moved, to: index, in: members, from: last)
        }
        members.removeLast()
    }

    /// Removes every member.
    mutating func removeAll() {
        members = []
        positions = nil
    }

    /// Iterates the members in storage order.
    func makeIterator() -> IndexingIterator<[Int32]> {
        members.makeIterator()
    }
}
