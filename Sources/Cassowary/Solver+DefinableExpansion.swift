// Expanding a new row only as far as it takes to reach a user variable it can define.
extension Solver {
    /// What ``expandedUntilDefinable(_:)`` found.
    enum DefinableExpansion {
        /// `row` names `variable` with the coefficient the full expansion would give it, and otherwise only
        /// symbols that are not definitions and definitions ranked below `rank`; every definition naming
        /// `variable` ranks above `rank`. Solved for `variable`, it is a definition at `rank`.
        case definable(row: Row, variable: Symbol, rank: Double)
        /// No such variable: the row fully expanded (as ``Solver/expanded(_:downTo:)`` makes it).
        case expanded(Row)
    }

    /// `row` expanded through the definitions it names in falling rank, stopping as soon as it holds a
    /// parametric user variable whose every dependant (the definitions naming it) ranks above every definition
    /// left to expand: that variable's coefficient can no longer change, and it can be defined by the row as it
    /// stands, between the two ranks.
    ///
    /// A constraint naming only defined variables (a card's trailing inset, added after the row of cards was
    /// linked and sized) has no variable of its own to define. Expanded whole, it reached down every chain its
    /// variables rest on and became a definition as long as the chain, for every such constraint: quadratic time
    /// and memory. Its free variable (the next card's position, held by two short definitions) is usually found a
    /// few definitions down; the definition is then those few cells.
    ///
    /// Costs no more than the full expansion it replaces (the same walk, cut short), plus a look at the
    /// dependants of each parametric variable met (those with more than ``lazyDependantLimit`` are passed over).
    func expandedUntilDefinable(_ row: Row) -> DefinableExpansion {
        var heap = [Symbol].borrowScratch(from: &expansionHeap)
        defer { [Symbol].giveBack(&heap, to: &expansionHeap) }
        // Candidates by the lowest rank of their dependants, the highest on top.
        // A variable met again (through another of its dependants, at most ``lazyDependantLimit`` times) is listed
        // again; the copies are looked at and dropped together.
        definableCandidates.removeAll()
        func consider(_ symbol: Symbol) {
            guard isParametricVariable(symbol), columns[symbol].count <= Self.lazyDependantLimit,
                  let floor = lowestDependantRank(of: symbol)
            else { return }
            definableCandidates.push(symbol, floor: floor)
        }
        var result = startExpansion(of: row, heap: &heap, meeting: consider)
        while true {
            let nextRank = heap.first.map { definitionRank[$0] } ?? -.infinity
            while let candidate = definableCandidates.top, candidate.floor > nextRank {
                definableCandidates.pop()
                let rank = nextRank == -.infinity
                    ? candidate.floor - 1 : nextRank + (candidate.floor - nextRank) * Self.rankSplit
                guard !nearZero(result.coefficient(of: candidate.variable)), nextRank < rank, rank < candidate.floor
                else { continue }
                // The definitions left to expand stay named, with the weight that reached them.
                while let symbol = popHighestRank(&heap) {
                    let weight = expansionWeights[symbol]
                    if abs(weight) > cancelledWeight {
                        result.add(symbol, weight)
                    }
                }
                return .definable(row: result, variable: candidate.variable, rank: rank)
            }
            guard !heap.isEmpty else { break }
            expandHighest(&heap, into: &result, meeting: consider)
        }
        return .expanded(result)
    }

    /// Where a definition found part-way down an expansion ranks between the definitions left in its row (below)
    /// and those naming its variable (above), as a fraction of the gap from below.
    ///
    /// A row of cards whose trailing insets come after the links defines each card's next spacer position just
    /// above the previous card's, under the same ceiling: the chain climbs the gap by this fraction of what is left
    /// at every card. At the midpoint it ran out of `Double`s after about fifty cards, and that card's inset was
    /// expanded down the whole row (hunt seed 33, first layout > 60 s at 3,000 cards; seed 15's fitting size 4 s). A
    /// sixteenth lasts about 550 cards, and each run-out costs one expansion of the cards since the last (108 ms and
    /// 39 ms). Raising the dependants instead (69e1c02, reverted) ordered the ranks along the row, and cards inserted
    /// at its start then expanded down one another.
    static let rankSplit = 1.0 / 16
}

/// A max-heap of the parametric variables ``Solver/expandedUntilDefinable(_:)`` has met, by the lowest rank of
/// their dependants (a full expansion of a long row can meet one per definition read).
struct DefinableCandidateHeap {
    private var entries: [(variable: Symbol, floor: Double)] = []

    /// Empties the heap, keeping its storage.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    /// The candidate whose dependants' lowest rank is highest, or `nil`.
    var top: (variable: Symbol, floor: Double)? { entries.first }

    /// Adds `variable`, whose dependants' lowest rank is `floor`.
    mutating func push(_ variable: Symbol, floor: Double) {
        entries.append((variable, floor))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[parent].floor < entries[child].floor else { break }
            entries.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes ``top``.
    mutating func pop() {
        guard !entries.isEmpty else { return }
        entries.swapAt(0, entries.count - 1)
        entries.removeLast()
        var parent = 0
        while true {
            var largest = parent
            let left = 2 * parent + 1
            if left < entries.count && entries[left].floor > entries[largest].floor { largest = left }
            if left + 1 < entries.count && entries[left + 1].floor > entries[largest].floor { largest = left + 1 }
            guard largest != parent else { return }
            entries.swapAt(parent, largest)
            parent = largest
        }
    }
}
