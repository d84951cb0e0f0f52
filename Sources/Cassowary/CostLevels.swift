/// The priority levels (``Strength/level`` values) whose objective rows may hold a symbol, highest first: a
/// superset, so a noted level may hold a zero for the symbol (see `Solver+CostLevels.swift`).
///
/// Most symbols cost at one level (an error, at its constraint's strength) or none, and a few at two: those are kept
/// inline, and the rest of a longer list in a ``CostLevelOverflow`` the solver owns. So the per-symbol table holds
/// plain values: growing it, copying an entry and freeing the table cost no reference counting.
struct CostLevels {
    /// The highest noted level; NaN when none is (a strength's level is never NaN).
    private var first = Double.nan
    /// The second highest noted level; NaN when fewer than two are.
    private var second = Double.nan
    /// The list of the other noted levels in the overflow (below ``second``), or -1.
    private var overflow: Int32 = -1

    /// Whether no level is noted.
    var isEmpty: Bool { first.isNaN }

    /// How many levels are noted.
    func count(in pool: CostLevelOverflow) -> Int {
        (first.isNaN ? 0 : 1) + (second.isNaN ? 0 : 1) + pool.count(of: overflow)
    }

    /// Notes `level`, keeping the order; nothing when it is noted already.
    mutating func insert(_ level: Double, in pool: inout CostLevelOverflow) {
        if first.isNaN {
            first = level
            return
        }
        if level == first || level == second { return }
        if level > first {
            let lower = first
            first = level
            insertBelowFirst(lower, in: &pool)
        } else {
            insertBelowFirst(level, in: &pool)
        }
    }

    /// Notes `level`, which is below ``first`` and not ``second``.
    private mutating func insertBelowFirst(_ level: Double, in pool: inout CostLevelOverflow) {
        if second.isNaN {
            second = level
        } else if level > second {
            let lower = second
            second = level
            pool.insert(lower, into: &overflow)
        } else {
            pool.insert(level, into: &overflow)
        }
    }

    /// Forgets every level and returns them, highest first: the two inline and the list of the others (empty
    /// unless the entry had more than two).
    mutating func takeAll(in pool: inout CostLevelOverflow) -> (first: Double?, second: Double?, others: [Double]) {
        let taken = (
            first: first.isNaN ? nil : first, second: second.isNaN ? nil : second, others: pool.take(&overflow))
        first = .nan
        second = .nan
        return taken
    }

    /// Forgets every level.
    mutating func removeAll(in pool: inout CostLevelOverflow) {
        first = .nan
        second = .nan
        pool.release(&overflow)
    }

    /// Calls `body` with each noted level, highest first.
    @inline(__always)
    func forEach(in pool: CostLevelOverflow, _ body: (Double) -> Void) {
        guard !first.isNaN else { return }
        body(first)
        guard !second.isNaN else { return }
        body(second)
        pool.forEach(of: overflow, body)
    }

    /// Whether `predicate` holds for some noted level (looked at highest first, stopping at the first).
    @inline(__always)
    func contains(in pool: CostLevelOverflow, where predicate: (Double) -> Bool) -> Bool {
        guard !first.isNaN else { return false }
        if predicate(first) { return true }
        guard !second.isNaN else { return false }
        if predicate(second) { return true }
        return pool.contains(of: overflow, where: predicate)
    }

    /// The highest noted level below `bound`, or `nil`.
    func highest(below bound: Double, in pool: CostLevelOverflow) -> Double? {
        if !first.isNaN && first < bound { return first }
        if !second.isNaN && second < bound { return second }
        return pool.highest(of: overflow, below: bound)
    }
}

/// The lists of the levels that ``CostLevels`` entries do not keep inline (their third and lower), each sorted
/// highest first, with the numbers of released lists for reuse.
struct CostLevelOverflow {
    /// The lists, by number.
    private var lists: [[Double]] = []
    /// The numbers of released lists.
    private var released: [Int32] = []

    /// How many levels list `index` holds (0 for -1).
    func count(of index: Int32) -> Int {
        index < 0 ? 0 : lists[Int(index)].count
    }

    /// Adds `level` to list `index` in order, unless it is there; makes the list (and sets `index`) when `index` is -1.
    mutating func insert(_ level: Double, into index: inout Int32) {
        if index < 0 {
            if let reused = released.popLast() {
                index = reused
            } else {
                index = Int32(lists.count)
                lists.append([])
            }
        }
        let list = Int(index)
        // Found by halving: with a distinct priority for every optional constraint, a symbol of a line's closing
        // row costs at a level per item, and a scan from the top was a third of a reactivation (hunt seed 23).
        var low = 0
        var high = lists[list].count
        while low < high {
            let middle = (low + high) / 2
            if lists[list][middle] > level {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low < lists[list].count && lists[list][low] == level { return }
        lists[list].insert(level, at: low)
    }

    /// Empties list `index` for reuse and sets `index` to -1.
    mutating func release(_ index: inout Int32) {
        guard index >= 0 else { return }
        lists[Int(index)].removeAll(keepingCapacity: true)
        released.append(index)
        index = -1
    }

    /// The levels of list `index` (none for -1), which is released, and `index` set to -1.
    mutating func take(_ index: inout Int32) -> [Double] {
        guard index >= 0 else { return [] }
        let levels = lists[Int(index)]
        release(&index)
        return levels
    }

    /// Calls `body` with each level of list `index`, highest first.
    @inline(__always)
    func forEach(of index: Int32, _ body: (Double) -> Void) {
        guard index >= 0 else { return }
        for level in lists[Int(index)] {
            body(level)
        }
    }

    /// Whether `predicate` holds for some level of list `index`.
    func contains(of index: Int32, where predicate: (Double) -> Bool) -> Bool {
        index >= 0 && lists[Int(index)].contains(where: predicate)
    }

    /// The highest level of list `index` below `bound`, or `nil`.
    func highest(of index: Int32, below bound: Double) -> Double? {
        guard index >= 0 else { return nil }
        return lists[Int(index)].first { $0 < bound }
    }
}
