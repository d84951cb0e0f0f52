// Free pairs: removing a constraint without pivoting a long row.
//
// Removing a constraint frees the symbol that marked it. Cassowary pivots the marker into a restricted row and
// drops that row, which costs a substitution of the whole row, and a layout's restricted rows can be as long as
// the layout (a stack's closing `bottom <= superview.bottom` sums every height above it). Instead, the marker
// of a required constraint (a dummy pinned at zero, or a slack) is replaced by `p - q`, two fresh zero-cost
// slacks: the difference is as free as an unrestricted variable, the rows keep their length, and the simplex
// needs no new case. An optional constraint's two symbols (its error and its slack or second error) are such a
// pair already once their cost is gone. When the constraint is added again, its row reduces to
// `-p + q + marker' = c`, one of the pair is solved for, the substitution puts the new marker where the old one
// was, and the pair leaves the tableau.
//
// In every row the two symbols of a pair appear with opposite coefficients as long as both are parametric (the
// columns stay opposite under pivoting), and once one of them is basic the other appears only in its row. So:
// - a basic member's row is the definition of the free difference alone: dropping it, with the other member,
//   loses no constraint;
// - a pair named only by one definition row is the freedom of that variable alone: dropping the definition
//   (the variable becomes parametric) and the pair loses nothing either;
// - a pair that no row names is gone.
// Pairs that stay (the removed equality was not added again) are ordinary degrees of freedom; if too many
// accumulate they are eliminated as Cassowary would have eliminated the markers.
//
// Both looking at every pair and eliminating them are paid for by the pairs made since, so that removing many
// views one call at a time stays linear: a list losing every other row of 10,000 made 15,000 pairs, and looking
// at all of them after each removal was quadratic; eliminating them once there were 64 pivoted the list's
// closing row (as long as the list) into the definitions holding them, before the rows linked again in the same
// pass would have taken the pairs back.
extension Solver {
    /// Up to this many pairs, every optimisation looks at all of them; beyond, only once their number doubled
    /// since the last look.
    private static let eagerFreePairCount = 64

    /// Pairs beyond this many are eliminated the classic way, oldest first, down to half as many: as many as
    /// the constraints held (at least 64), so that pairs cost no more memory than the constraints do.
    private var freePairLimit: Int {
        Swift.max(Self.eagerFreePairCount, constraintCount)
    }

    /// Substitutes a fresh free pair `p - q` for the parametric `marker` in every row and objective holding it.
    func replaceWithFreePair(_ marker: Symbol) {
        let positive = makeSymbol(.slack)
        let negative = makeSymbol(.slack)
        makeFreePair(positive, negative)
        var difference = Row()
        difference.add(positive, 1)
        difference.add(negative, -1)
        substitute(marker, with: difference)
    }

    /// Records two costless symbols whose columns are opposite (they entered one row with opposite
    /// coefficients and no other) as a free pair: they belong to no constraint any more.
    func makeFreePair(_ positive: Symbol, _ negative: Symbol) {
        for symbol in [positive, negative] {
            kinds[symbol] = .slack
            markerOwner[symbol] = nil
        }
        pairPartner[positive] = negative
        pairPartner[negative] = positive
        freePairs.append(positive)
    }

    /// Drops every pair that no longer carries a degree of freedom of its own (see the file comment), and
    /// eliminates the oldest pairs when there are too many; with more than 64 pairs, only when their number
    /// has doubled since the last call that looked. Keeps the tableau optimal: a pair costs nothing at
    /// the optimum, so dropping it changes no cost. Returns whether a row was pivoted (values may have moved).
    @discardableResult
    func collectFreePairs() -> Bool {
        guard !freePairs.isEmpty,
              freePairs.count <= Self.eagerFreePairCount || freePairs.count >= nextFreePairCollection
        else { return false }
        defer { nextFreePairCollection = 2 * freePairs.count }
        var kept: [Symbol] = []
        for positive in freePairs {
            guard let negative = pairPartner[positive] else {
                assertionFailure("a free pair's symbols are each other's partners")
                continue
            }
            if !collectIfIdle(positive, negative) {
                kept.append(positive)
            }
        }
        var pivoted = false
        if kept.count > freePairLimit {
            let excess = kept.count - freePairLimit / 2
            for positive in kept.prefix(excess) {
                let negative = pairPartner[positive]
                eliminate(positive)
                scrub(negative)
                releasePair(positive, negative)
            }
            kept.removeFirst(excess)
            pivoted = true
        }
        freePairs = kept
        return pivoted
    }

    /// Drops the pair if one of its symbols is basic, if a single definition holds it, or if nothing holds it.
    /// Returns whether it was dropped.
    private func collectIfIdle(_ positive: Symbol, _ negative: Symbol) -> Bool {
        if isBasic(positive) || isBasic(negative) {
            let basic = isBasic(positive) ? positive : negative
            _ = takeRow(of: basic)
            scrub(basic == positive ? negative : positive)
        } else if columns[positive].isEmpty && columns[negative].isEmpty {
            // Nothing left to drop.
        } else if columns[positive].count == 1, let holder = columns[positive].first,
                  kinds[holder] == .external, columns[negative].allSatisfy({ $0 == holder }) {
            _ = takeRow(of: holder)
        } else {
            return false
        }
        scrub(positive)
        scrub(negative)
        releasePair(positive, negative)
        return true
    }

    /// Retires both symbols of a pair, which no row names any more.
    private func releasePair(_ positive: Symbol, _ negative: Symbol?) {
        releaseSymbol(positive)
        releaseSymbol(negative)
    }
}
