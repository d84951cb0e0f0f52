/// The candidates of a long dual step (``Solver/enteringAfterBoundExchanges(for:)``), smallest lexicographic
/// cost ratio first (ties: lowest symbol): a binary heap whose entries may be stale (a candidate whose ratios
/// changed is entered again: the caller enters the popped symbol's current ratios with
/// ``EntryClosing/unlessPoppedMatches``, which keeps them only when they differ).
///
/// Ratios are sparse: an entry holds only the levels at which its symbol costs, as `(level, ratio)` pairs by
/// rising level index (highest priority first), and a missing level reads as zero. A dense vector per entry cost a
/// value per priority level, and with a distinct priority for every optional constraint the levels are as many as
/// the constraints: every comparison and every swap of the heap walked them all. Entries are appended to one
/// pool and never moved; the heap orders entry numbers.
struct RatioWalk {
    /// The heap: entry numbers, smallest ratios first.
    private var heap: [Int] = []
    /// Each entry's symbol, by entry number.
    private var symbols: [Symbol] = []
    /// Where each entry's ratios start in ``ratioLevels`` and ``ratios``; they end where the next entry's start.
    private var starts: [Int] = []
    /// The level index of every ratio of every entry.
    private var ratioLevels: [Int] = []
    /// Every ratio of every entry.
    private var ratios: [Double] = []
    /// The entry ``popMin()`` returned last.
    private var popped: Int?

    /// How ``endEntry(_:)`` closes an entry.
    enum EntryClosing {
        /// Appended only; ``heapify()`` orders the entries before the first pop.
        case beforeHeapify
        /// Put in heap order.
        case inHeapOrder
        /// Dropped when its ratios equal those of the entry popped last (its symbol's costs have not changed since
        /// it was entered), else put in heap order.
        case unlessPoppedMatches
    }

    /// Starts an entry for `symbol`; its ratios follow (``addRatio(_:atLevel:)``) and ``endEntry(_:)`` closes it.
    mutating func beginEntry(_ symbol: Symbol) {
        symbols.append(symbol)
        starts.append(ratios.count)
    }

    /// Adds the ratio of the open entry at the level at index `level`, which is above (a higher index than) the
    /// entry's previous one.
    mutating func addRatio(_ ratio: Double, atLevel level: Int) {
        assert(ratioLevels.count == starts[starts.count - 1] || ratioLevels[ratioLevels.count - 1] < level,
               "ratios are added by rising level index")
        ratioLevels.append(level)
        ratios.append(ratio)
    }

    /// Closes the open entry as `closing` says. Returns whether it was dropped (its ratios equal the popped
    /// entry's).
    @discardableResult
    mutating func endEntry(_ closing: EntryClosing) -> Bool {
        let entry = symbols.count - 1
        if closing == .unlessPoppedMatches, let popped, compareRatios(entry, popped) == 0 {
            ratioLevels.removeLast(ratioLevels.count - starts[entry])
            ratios.removeLast(ratios.count - starts[entry])
            symbols.removeLast()
            starts.removeLast()
            return true
        }
        heap.append(entry)
        guard closing != .beforeHeapify else { return false }
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
        return false
    }

    /// Orders the entries appended so far into a heap.
    mutating func heapify() {
        var index = heap.count / 2
        while index > 0 {
            index -= 1
            siftDown(index)
        }
    }

    /// Removes and returns the symbol with the smallest ratios (its entry kept to compare with, see
    /// ``EntryClosing/unlessPoppedMatches``).
    mutating func popMin() -> Symbol? {
        guard let first = heap.first else { return nil }
        popped = first
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        siftDown(0)
        return symbols[first]
    }

    /// Where the ratios of entry `entry` end.
    private func end(of entry: Int) -> Int {
        entry + 1 < starts.count ? starts[entry + 1] : ratios.count
    }

    /// Whether entry `lhs` comes before entry `rhs`: its ratios are lexicographically smaller, or equal with a
    /// lower symbol.
    private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        let order = compareRatios(lhs, rhs)
        return order != 0 ? order < 0 : symbols[lhs] < symbols[rhs]
    }

    /// Compares the ratios of entries `lhs` and `rhs` level by level from the highest, a level's difference within
    /// ``epsilon`` counting as equal: negative when `lhs`'s are lexicographically smaller, positive when larger,
    /// zero when equal.
    private func compareRatios(_ lhs: Int, _ rhs: Int) -> Int {
        var left = starts[lhs]
        let leftEnd = end(of: lhs)
        var right = starts[rhs]
        let rightEnd = end(of: rhs)
        while left < leftEnd || right < rightEnd {
            let difference: Double
            if right == rightEnd || (left < leftEnd && ratioLevels[left] < ratioLevels[right]) {
                difference = ratios[left]
                left += 1
            } else if left == leftEnd || ratioLevels[right] < ratioLevels[left] {
                difference = -ratios[right]
                right += 1
            } else {
                difference = ratios[left] - ratios[right]
                left += 1
                right += 1
            }
            if difference < -epsilon { return -1 }
            if difference > epsilon { return 1 }
        }
        return 0
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            var smallest = left
            if left + 1 < count && precedes(heap[left + 1], heap[left]) { smallest = left + 1 }
            guard precedes(heap[smallest], heap[parent]) else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
