// Which user variable a new row defines lazily: a fresh one, one whose dependants all rank above the row, one a
// pin reaches by unfolding a level or three of definitions, or (for a row left fully expanded) the parametric one
// named by the fewest rows. `Solver+Constraints.swift` places rows; this file chooses what they define.
extension Solver {
    /// A parametric external variable that `row` can define as it stands, with the rank its definition gets:
    /// a fresh one (named by no row; one no waiting optional constraint names first, then the lowest id), else one
    /// whose dependants (the definitions naming it) all rank above every basic variable the row names, so that no
    /// cycle can form (fewest dependants, then lowest id; variables named by more than ``lazyDependantLimit`` rows
    /// are not examined). `nil` when there is none.
    func lazilySolvableVariable(in row: Row) -> (variable: Symbol, rank: Double)? {
        let floor = highestDefinitionRank(in: row)
        var fresh: Symbol?
        var freshIsAwaited = false
        var hasCandidates = false
        let epoch = hasDeferredConstraints ? awaitedEpoch : 0
        row.cells.forEachKey { symbol in
            guard isParametricVariable(symbol) else { return }
            if columns[symbol].isEmpty {
                // A variable no waiting constraint names first (see `Solver+DeferredConstraints.swift`).
                let isAwaited = epoch != 0 && awaitedMarks[symbol] == epoch
                if fresh == nil || (freshIsAwaited && !isAwaited)
                    || (freshIsAwaited == isAwaited && fresh.isAfter(symbol))
                {
                    fresh = symbol
                    freshIsAwaited = isAwaited
                }
            } else {
                hasCandidates = true
            }
        }
        if let fresh { return (fresh, (floor ?? 0) + 1) }
        guard hasCandidates else { return nil }
        var best: Symbol?
        var bestCount = Int.max
        var bestRank = 0.0
        var squeezed: Symbol?
        row.cells.forEachKey { symbol in
            guard isParametricVariable(symbol) else { return }
            let count = columns[symbol].count
            guard count <= Self.lazyDependantLimit,
                  count < bestCount || (count == bestCount && best.map { symbol < $0 } ?? false),
                  let ceiling = lowestDependantRank(of: symbol) else { return }
            let rank = floor.map { $0 / 2 + ceiling / 2 } ?? ceiling - 1
            guard floor.map({ $0 < rank }) ?? true, rank < ceiling else {
                if squeezed == nil { squeezed = symbol }
                return
            }
            best = symbol
            bestCount = count
            bestRank = rank
        }
        if let best { return (best, bestRank) }
        if let squeezed, let floor, raiseDependants(of: squeezed, above: floor + 1, unlessNamedBy: row) {
            return (squeezed, floor + 1)
        }
        return nil
    }

    /// Makes room for a definition of `variable` at `rank`: raises every definition that depends on `variable`
    /// (transitively) and does not rank above what it names to one above it. Visits at most
    /// ``rankRaiseLimit`` definitions; changes nothing and returns `false` when more would be needed, or when a
    /// dependant is a basic variable `row` names (defining `variable` by `row` would close a cycle).
    ///
    /// A link solved lazily between two earlier ones gets the midpoint of their ranks, so along a chain pinned after
    /// it was linked the interval halved at every link, and after about fifty links no `Double` was left between
    /// them: every such link was then expanded down the chain (quadratic again). Raising the few dependants keeps
    /// the ranks a topological order without a midpoint.
    private func raiseDependants(of variable: Symbol, above rank: Double, unlessNamedBy row: Row) -> Bool {
        var raised: [Symbol: Double] = [:]
        var pending: [(symbol: Symbol, rank: Double)] = [(variable, rank)]
        while let (symbol, symbolRank) = pending.popLast() {
            for dependant in columns[symbol] where kinds[dependant] == .external {
                let current = raised[dependant] ?? definitionRank[dependant]
                guard current <= symbolRank else { continue }
                guard raised.count < Self.rankRaiseLimit, row.coefficient(of: dependant) == 0 else { return false }
                raised[dependant] = symbolRank + 1
                pending.append((dependant, symbolRank + 1))
            }
        }
        for (symbol, newRank) in raised {
            definitionRank[symbol] = newRank
        }
        return true
    }

    /// The most definitions ``raiseDependants(of:above:unlessNamedBy:)`` raises for one new definition.
    private static let rankRaiseLimit = 256

    /// `row` (a pin of one defined variable) with its basic external variables replaced by their definitions a
    /// level at a time (at most ``unfoldDepth`` levels, while it stays under ``unfoldedCellLimit`` cells), as
    /// soon as it names a variable that ``lazilySolvableVariable(in:)`` can define (`.definable`); when the
    /// definitions run out first, the row fully expanded (`.expanded`, so the caller need not expand it again: a
    /// content width of each label in a fitting cell, pinned after the links, unfolded three levels and was then
    /// expanded from the start); `nil` otherwise.
    ///
    /// A constraint that pins a variable already defined by an earlier one (`h₁ = 20` after `y₂ = y₁ + h₁ + 8`
    /// was solved for `h₁`) names no parametric variable; expanding it whole runs down the chain and leaves a
    /// definition as long as the chain, for every such constraint (quadratic time and memory). One level
    /// (`y₂ − y₁ − 8 = 20`) names `y₂`, which can be defined lazily like any link of a chain.
    func lazilyUnfolded(_ row: Row) -> DefinableExpansion? {
        // Only a definition that names a user variable can bring one into the row (an intrinsic size's
        // definition names only its slack and error, the usual case): checked first, without copying the row.
        guard let pinned = pinnedDefinedVariable(of: row) else { return nil }
        let reachesVariable = rows.withRow(of: pinned) { definition in
            var found = false
            Row.forEachCell(ofRowAt: definition) { other, _ in
                if kinds[other] == .external { found = true }
            }
            return found
        }
        guard reachesVariable == true else { return nil }
        var unfolded = row
        // The solver's scratch list (an allocation per pin otherwise); a walk nested in this one would find it
        // taken and make its own.
        var defined = [Symbol].borrowScratch(from: &unfoldingScratch)
        defer { [Symbol].giveBack(&defined, to: &unfoldingScratch) }
        defined.reserveCapacity(Self.unfoldedCellLimit)
        for _ in 0..<Self.unfoldDepth {
            // The level's defined variables, listed first: replacing them while reading the row would need a copy
            // of it per level. Their definitions are read in place.
            defined.removeAll(keepingCapacity: true)
            unfolded.cells.forEachKey { symbol in
                if isBasic(symbol) { defined.append(symbol) }
            }
            guard !defined.isEmpty else { return nil }
            // A definition too long to be cancelled down to the limit: given up before any is copied.
            let tooLong = defined.contains { symbol in
                rows.withRow(of: symbol) { $0.pointee.cells.count > Self.unfoldReadLimit } == true
            }
            guard !tooLong else { return nil }
            for symbol in defined {
                guard let coefficient = unfolded.cells.removeValue(forKey: symbol) else { continue }
                rows.withRow(of: symbol) { definition in
                    unfolded.constant += definition.pointee.constant * coefficient
                    Row.forEachCell(ofRowAt: definition) { other, value in
                        unfolded.add(other, value * coefficient)
                    }
                }
            }
            guard unfolded.cells.count <= Self.unfoldedCellLimit else { return nil }
            if let (variable, rank) = lazilySolvableVariable(in: unfolded) {
                return .definable(row: unfolded, variable: variable, rank: rank)
            }
            if !namesBasicSymbol(unfolded) { return .expanded(unfolded) }
        }
        return nil
    }

    /// How many levels of definitions ``lazilyUnfolded(_:)`` replaces before it gives up.
    private static let unfoldDepth = 3

    /// The most cells a row unfolded by ``lazilyUnfolded(_:)`` may hold (a longer one is expanded whole).
    private static let unfoldedCellLimit = 16

    /// The longest definition ``lazilyUnfolded(_:)`` copies into the row it unfolds. One longer is almost never
    /// cancelled down to ``unfoldedCellLimit`` by the other definitions of its level, and finding that out by copying
    /// it made every give-up cost the definition's length: hunt seed 44 (cards whose contents match an anchor,
    /// distributed between the parent's edges) copied 4 million cells into rows it then gave up at 1,000 items and
    /// 36 million at 3,000, its first layout going from 87 ms to 8.5 s at 10,000 items, none of it in the cell counts.
    private static let unfoldReadLimit = 4 * unfoldedCellLimit

    /// Parametric variables named by more rows than this are not solved for lazily (checking that no cycle
    /// forms costs a look at every row naming them); the row is expanded instead.
    static let lazyDependantLimit = 64

    /// The parametric external variable named by the fewest rows (ties: lowest id), or `nil`.
    func parametricVariable(in row: Row) -> Symbol? {
        var best: Symbol?
        var bestCount = Int.max
        row.cells.forEachKey { symbol in
            guard isParametricVariable(symbol) else { return }
            let count = columns[symbol].count
            if count < bestCount || (count == bestCount && best.map { symbol < $0 } ?? false) {
                best = symbol
                bestCount = count
            }
        }
        return best
    }
}
