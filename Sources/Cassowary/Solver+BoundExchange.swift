// The dual simplex's long step: passing the candidates whose own bounds cannot absorb an infeasibility.
//
// When a long row is infeasible and many candidates tie in the dual ratio test (an overflowing stack: every
// view's compression error costs the same), the textbook dual simplex pivots the row on one candidate, which
// then overshoots its bound (a view's size floor) and makes that short row infeasible, and so on: one pivot per
// view that gives up room, each substituting a row as long as the stack: Ω(n²). The bounded dual simplex's
// bound-flipping ratio test (Maros; Koberstein's thesis) walks the candidates in ratio order instead and
// *flips* every candidate whose range is smaller than the infeasibility left, pivoting only on the first that is
// not. This solver has no bounded symbols: a candidate's bound is the restricted row that stops it first (the
// primal ratio test), so a flip is an exchange with that row, a pivot on a short row that touches the long one
// in one cell (see ``Solver/enteringAfterBoundExchanges(for:)``).
extension Solver {
    /// The entering symbol for the infeasible row of `leaving`, after the row has been brought as close to
    /// feasibility as exchanges with its candidates' bounding rows can bring it (those exchanges are made here).
    /// `nil` when no candidate can make the row feasible; every exchange made for it is then undone, so the
    /// caller sees the row it started with.
    ///
    /// The walk takes the candidates (a positive coefficient in the row; not a dummy) in increasing order of
    /// their lexicographic cost ratio. For a candidate `j` with coefficient `a` in the row, let `i` be the
    /// restricted row that stops `j` first (smallest `bᵢ / −aᵢⱼ` over rows with `aᵢⱼ < 0`, `bᵢ ≥ 0`), at `u`.
    /// If `a × u` is less than the infeasibility left, `j` is exchanged with `i` (the row gains `a × u`, and no
    /// feasible row loses feasibility) and the walk goes on; otherwise the row is pivoted on `j`, as the plain test
    /// would after passing the same ratios.
    ///
    /// Why the objective stays optimal. At the walk's position `t` (the ratio of the candidate in hand), every
    /// parametric `k` has `dₖ − t·aₖ ≥ 0` (lexicographically; `dₖ` its cost vector, `aₖ` its coefficient in the
    /// row): for a candidate not yet passed, since its ratio is at least `t`; for any other, since its cost is
    /// non-negative and its coefficient is not positive. An exchange of `j` with `i` at `t = ratioⱼ` adds
    /// multiples of `dⱼ − t·aⱼ = 0` to every `dₖ − t·aₖ`, so it keeps the invariant: a cell that becomes a candidate
    /// has a ratio of at least `t` (the walk stays in order; changed cells are pushed again), and `i` itself gets
    /// `dᵢ − t·aᵢ = 0`. The final pivot at `t` leaves every cost at `dₖ − t·aₖ ≥ 0`: optimal, as after the
    /// bounded dual simplex's flips.
    func enteringAfterBoundExchanges(for leaving: Symbol) -> Symbol? {
        guard let length = rows.withRow(of: leaving, { $0.pointee.cells.count }) else { return nil }
        if length < boundExchangeMinimumRowLength || objectives.isEmpty {
            return rows[leaving].flatMap { dualEntering(for: $0) }
        }
        var walk = RatioWalk(levels: objectives.count)
        rows.withRow(of: leaving) { row in
            Row.forEachCell(ofRowAt: row) { symbol, coefficient in
                if coefficient > epsilon && kinds[symbol] != .dummy {
                    walk.append(symbol) { objectives[$0].coefficient(of: symbol) / coefficient }
                }
            }
        }
        walk.heapify()
        var exchanges: [(entering: Symbol, leaving: Symbol)] = []
        while let candidate = walk.popMin() {
            // Read in place: a copy of the long row held across the exchange's pivot would make the pivot copy
            // the whole row when it edits it (once per exchange: quadratic again).
            guard let (coefficient, deficit) = rows.withRow(of: leaving, {
                ($0.pointee.cells[candidate] ?? 0, -$0.pointee.constant)
            }) else { break }
            guard coefficient > epsilon, kinds[candidate] != .dummy, !isBasic(candidate) else { continue }
            let ratio = { (level: Int) in self.objectives[level].coefficient(of: candidate) / coefficient }
            if !walk.poppedMatches(ratio) {
                walk.push(candidate, ratio)
                continue
            }
            guard let (bound, bounding) = boundingRow(of: candidate, excluding: leaving),
                  coefficient * bound < deficit - epsilon
            else {
                return candidate
            }
            pivot(entering: candidate, leaving: bounding)
            exchanges.append((candidate, bounding))
            searchWork.boundExchanges += 1
            // The only cells of the row whose coefficients or costs changed: those of the exchanged row.
            rows.withRow(of: candidate) { exchanged in
                Row.forEachCell(ofRowAt: exchanged) { symbol, _ in
                    let coefficient = rows.withRow(of: leaving) { $0.pointee.cells[symbol] ?? 0 } ?? 0
                    if coefficient > epsilon && kinds[symbol] != .dummy {
                        walk.push(symbol) { objectives[$0].coefficient(of: symbol) / coefficient }
                    }
                }
            }
        }
        // No candidate can make the row feasible: the caller reports the row as it was.
        for step in exchanges.reversed() {
            pivot(entering: step.leaving, leaving: step.entering)
        }
        return nil
    }

    /// The restricted row other than `excluded` that stops the parametric `symbol` first as it grows from zero,
    /// with the amount it may grow (the primal ratio test over feasible rows; ties: lowest basic symbol).
    private func boundingRow(of symbol: Symbol, excluding excluded: Symbol) -> (bound: Double, row: Symbol)? {
        var best: Symbol?
        var bestBound = Double.greatestFiniteMagnitude
        for basic in columns[symbol] where basic != excluded && kinds[basic] != .external {
            guard let (constant, coefficient) = rows.withRow(of: basic, {
                ($0.pointee.constant, $0.pointee.cells[symbol] ?? 0)
            }), constant >= 0, coefficient < -epsilon else { continue }
            let bound = constant / -coefficient
            if bound < bestBound - epsilon || (bound < bestBound + epsilon && best.isAfter(basic)) {
                bestBound = min(bound, bestBound)
                best = basic
            }
        }
        return best.map { (bestBound, $0) }
    }
}

/// The candidates of a long dual step, smallest lexicographic ratio first (ties: lowest symbol): a binary heap
/// whose entries may be stale (a candidate whose ratio changed is pushed again; the caller checks the popped
/// ratio against the current one with ``poppedMatches(_:)``). Ratios are given level by level, highest level
/// first, by a closure, and kept in one flat array: no allocation per candidate.
struct RatioWalk {
    /// The number of objective levels (ratios per entry).
    let levels: Int
    /// The heap's symbols.
    private var symbols: [Symbol] = []
    /// The heap's ratios, ``levels`` per entry, in the order of ``symbols``.
    private var keys: [Double] = []
    /// The ratios of the entry ``popMin()`` returned last.
    private var popped: [Double]

    init(levels: Int) {
        self.levels = levels
        popped = [Double](repeating: 0, count: levels)
    }

    /// Appends an entry whose ratio at each level is `ratio(level)`, without keeping the heap order (call
    /// ``heapify()`` before the first pop).
    mutating func append(_ symbol: Symbol, _ ratio: (Int) -> Double) {
        symbols.append(symbol)
        for level in 0..<levels {
            keys.append(ratio(level))
        }
    }

    /// Orders the entries appended so far into a heap.
    mutating func heapify() {
        var index = symbols.count / 2
        while index > 0 {
            index -= 1
            siftDown(index)
        }
    }

    /// Adds an entry in heap order.
    mutating func push(_ symbol: Symbol, _ ratio: (Int) -> Double) {
        append(symbol, ratio)
        var child = symbols.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { break }
            swapEntries(child, parent)
            child = parent
        }
    }

    /// Removes and returns the symbol with the smallest ratios (kept for ``poppedMatches(_:)``).
    mutating func popMin() -> Symbol? {
        guard let first = symbols.first else { return nil }
        for level in 0..<levels {
            popped[level] = keys[level]
        }
        let last = symbols.count - 1
        swapEntries(0, last)
        symbols.removeLast()
        keys.removeLast(levels)
        siftDown(0)
        return first
    }

    /// Whether the ratios of the entry popped last equal `ratio(level)` within ``epsilon`` at every level.
    func poppedMatches(_ ratio: (Int) -> Double) -> Bool {
        for level in 0..<levels where !nearZero(popped[level] - ratio(level)) {
            return false
        }
        return true
    }

    /// Whether entry `lhs` comes before entry `rhs`.
    private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        let left = lhs * levels
        let right = rhs * levels
        for level in 0..<levels {
            let difference = keys[left + level] - keys[right + level]
            if difference < -epsilon { return true }
            if difference > epsilon { return false }
        }
        return symbols[lhs] < symbols[rhs]
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = symbols.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            var smallest = left
            if left + 1 < count && precedes(left + 1, left) { smallest = left + 1 }
            guard precedes(smallest, parent) else { return }
            swapEntries(parent, smallest)
            parent = smallest
        }
    }

    private mutating func swapEntries(_ lhs: Int, _ rhs: Int) {
        guard lhs != rhs else { return }
        symbols.swapAt(lhs, rhs)
        for level in 0..<levels {
            keys.swapAt(lhs * levels + level, rhs * levels + level)
        }
    }
}
