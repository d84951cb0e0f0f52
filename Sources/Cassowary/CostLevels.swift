/// The priority levels (``Strength/level`` values) whose objective rows may hold a symbol, highest first: a
/// superset, so a noted level may hold a zero for the symbol (see `Solver+CostLevels.swift`).
///
/// Most symbols cost at one level (an error, at its constraint's strength) or none: the first level is kept
/// inline, and only a symbol noted at several levels allocates.
struct CostLevels {
    /// The highest noted level; NaN when none is (a strength's level is never NaN).
    private var head = Double.nan
    /// The other noted levels, highest first.
    private var tail: [Double] = []

    /// Whether no level is noted.
    var isEmpty: Bool { head.isNaN }

    /// How many levels are noted.
    var count: Int { head.isNaN ? 0 : 1 + tail.count }

    /// Notes `level`, keeping the order; nothing when it is noted already.
    mutating func insert(_ level: Double) {
        if head.isNaN {
            head = level
            return
        }
        if level == head { return }
        if level > head {
            tail.insert(head, at: 0)
            head = level
            return
        }
        var index = 0
        while index < tail.count && tail[index] > level {
            index += 1
        }
        if index < tail.count && tail[index] == level { return }
        tail.insert(level, at: index)
    }

    /// Forgets every level.
    mutating func removeAll() {
        head = .nan
        if !tail.isEmpty {
            tail = []
        }
    }

    /// Keeps only the levels for which `isKept` holds, in order.
    mutating func filter(_ isKept: (Double) -> Bool) {
        var kept = CostLevels()
        forEach { level in
            if isKept(level) { kept.insert(level) }
        }
        self = kept
    }

    /// Calls `body` with each noted level, highest first.
    @inline(__always)
    func forEach(_ body: (Double) -> Void) {
        guard !head.isNaN else { return }
        body(head)
        for level in tail {
            body(level)
        }
    }

    /// Whether `predicate` holds for some noted level (looked at highest first, stopping at the first).
    @inline(__always)
    func contains(where predicate: (Double) -> Bool) -> Bool {
        guard !head.isNaN else { return false }
        if predicate(head) { return true }
        for level in tail where predicate(level) {
            return true
        }
        return false
    }

    /// The highest noted level below `bound`, or `nil`.
    func highest(below bound: Double) -> Double? {
        guard !head.isNaN else { return nil }
        if head < bound { return head }
        for level in tail where level < bound {
            return level
        }
        return nil
    }
}
