// Bland's rule without scanning whole objective rows: per level, a heap of the symbols that may improve it.
extension Solver {
    /// The lowest symbol that improves level `level` and leaves every higher level unchanged (Bland's rule), or
    /// `nil`: the top of the level's heap in `candidates`, built on first use in this run of the simplex.
    ///
    /// Scanning the objective row for it on every pivot made a run of degenerate pivots past the fallback cost
    /// the row's length each: in the fitting cell the lowest level's row holds two errors per label that a
    /// higher level blocks, and each label takes one degenerate pivot (quadratic). A pivot changes the
    /// objectives' coefficients of the symbols of the entering symbol's new row only, so after building a
    /// level's heap each pivot adds just those (``noteBlandPivot(entering:candidates:)``); entries that stopped
    /// improving are dropped when they reach the top. The choice is the one a scan would make.
    func lowestImprovingSymbol(at level: Int, candidates: inout BlandCandidates) -> Symbol? {
        if candidates.heaps.count < objectives.count {
            candidates.heaps.append(contentsOf: repeatElement(nil, count: objectives.count - candidates.heaps.count))
        }
        if candidates.heaps[level] == nil {
            candidates.heaps[level] = buildBlandHeap(at: level)
        }
        // Edited in place: a copy taken out of the array would be copied again on its first change.
        while let top = candidates.heaps[level]?.first {
            searchWork.blandSymbolsExamined += 1
            if improves(top, level: level) { return top }
            candidates.heaps[level]?.popFirst()
        }
        return nil
    }

    /// Adds to every heap built in `candidates` the symbols of `entering`'s row (just pivoted in) that now
    /// improve the heap's level: the only symbols whose objective coefficients the pivot changed.
    func noteBlandPivot(entering: Symbol, candidates: inout BlandCandidates) {
        guard candidates.isBuilt else { return }
        rows.withRow(of: entering) { row in
            Row.forEachCell(ofRowAt: row) { symbol, _ in
                for level in candidates.heaps.indices where candidates.heaps[level] != nil {
                    searchWork.blandSymbolsExamined += 1
                    if improves(symbol, level: level) {
                        candidates.heaps[level]?.insert(symbol)
                    }
                }
            }
        }
    }

    /// The heap of every symbol that improves level `level` and leaves the higher levels unchanged.
    private func buildBlandHeap(at level: Int) -> SymbolHeap {
        var symbols: [Symbol] = []
        searchWork.blandSymbolsExamined += objectives[level].cells.count
        for (symbol, coefficient) in objectives[level].cells
        where coefficient < -epsilon && kinds[symbol] != .dummy && isFree(symbol, above: level) {
            symbols.append(symbol)
        }
        return SymbolHeap(symbols)
    }

    /// Whether the parametric `symbol` improves level `level` (a negative cost there, not a dummy) and leaves
    /// every higher level unchanged.
    private func improves(_ symbol: Symbol, level: Int) -> Bool {
        guard kinds[symbol] != .dummy, let coefficient = objectives[level].cells[symbol],
              coefficient < -epsilon
        else { return false }
        return isFree(symbol, above: level)
    }
}

/// The candidates of Bland's rule during one run of the primal simplex: per objective level, a heap holding
/// every symbol that improves the level (and possibly some that no longer do), built on the level's first use.
struct BlandCandidates {
    /// Per level, `nil` until the level is first searched.
    var heaps: [SymbolHeap?] = []

    /// Whether any level's heap is built.
    var isBuilt: Bool { heaps.contains { $0 != nil } }
}

/// A binary min-heap of symbols, lowest id first.
struct SymbolHeap {
    /// The heap, smallest first.
    private var storage: [Symbol]

    /// A heap of `symbols`.
    init(_ symbols: [Symbol]) {
        storage = symbols
        var index = storage.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    /// The smallest symbol, or `nil` when empty.
    var first: Symbol? { storage.first }

    /// Adds `symbol` (a symbol already held may be added again).
    mutating func insert(_ symbol: Symbol) {
        storage.append(symbol)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes the smallest symbol.
    mutating func popFirst() {
        let last = storage.removeLast()
        guard !storage.isEmpty else { return }
        storage[0] = last
        siftDown(from: 0)
    }

    /// Restores the heap order below `index`.
    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            guard left < storage.count else { return }
            let child = left + 1 < storage.count && storage[left + 1] < storage[left] ? left + 1 : left
            guard storage[child] < storage[parent] else { return }
            storage.swapAt(child, parent)
            parent = child
        }
    }
}
