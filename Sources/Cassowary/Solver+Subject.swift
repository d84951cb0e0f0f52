// Choosing the restricted symbol a new row is solved for when it names no user variable it can define.
extension Solver {
    /// The restricted symbol to make basic for a new row that names no external variable: the new slack or
    /// error when its coefficient is negative (it then starts feasible), else `nil` (an artificial variable is
    /// needed).
    func chooseSubject(in row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        let markerKind = kinds[marker]
        if (markerKind == .slack || markerKind == .error) && row.coefficient(of: marker) < 0 {
            return marker
        }
        if let other, kinds[other] == .error && row.coefficient(of: other) < 0 {
            return other
        }
        return nil
    }

    /// A slack or error already in the tableau that can be solved for from `row` (whose constant is
    /// non-negative) without making any restricted row negative: the pivot phase one would make, made directly,
    /// so no artificial variable is needed. A symbol of a free pair first (the pair then leaves the tableau:
    /// re-adding a removed constraint costs what removing it did), else the one held by the fewest rows (ties:
    /// the lowest), or `nil`. Substituting the subject fills every row that holds it: the oldest error of a
    /// stack is held by a row per later link, so choosing it for each new link made the rows quadratic
    /// (Markowitz's rule: pivot where the fill-in is least).
    ///
    /// Checking that a candidate keeps the rows feasible reads every row holding it, so the candidates are
    /// checked in order of preference and the first feasible one is taken: every candidate checked is held by
    /// no more rows than the subject, whose substitution reads those rows anyway. (Checking them in the row's
    /// order read the O(n) rows holding a stack's first error for every new link of the fitting cell.)
    /// - Parameter pairedOnly: Whether to look at the symbols of free pairs only.
    func feasibleRestrictedSubject(in row: Row, pairedOnly: Bool) -> Symbol? {
        // The most preferred candidate is nearly always feasible: found in one pass, without sorting.
        var best: SubjectCandidate?
        var candidateCount = 0
        forEachSubjectCandidate(in: row, pairedOnly: pairedOnly) { candidate in
            candidateCount += 1
            if best.map({ candidate.isPreferred(to: $0) }) ?? true {
                best = candidate
            }
        }
        guard let best else { return nil }
        if keepsRowsFeasible(best.symbol, at: best.value) { return best.symbol }
        guard candidateCount > 1 else { return nil }
        var others: [SubjectCandidate] = []
        others.reserveCapacity(candidateCount - 1)
        forEachSubjectCandidate(in: row, pairedOnly: pairedOnly) { candidate in
            if candidate.symbol != best.symbol {
                others.append(candidate)
            }
        }
        others.sort { $0.isPreferred(to: $1) }
        return others.first { keepsRowsFeasible($0.symbol, at: $0.value) }?.symbol
    }

    /// Calls `body` with each slack or error of `row` (of a free pair only, if `pairedOnly`) with a negative
    /// coefficient, and the value it takes as the row's subject. When the row's constant is zero, a positive
    /// coefficient will do as well (the row reads the same negated, and the subject takes zero either way): a chain
    /// of equal spacers ties each new guide's slack to the first one's (`0 = s₁ − sₖ + …`), and taking the first
    /// one's, held by a row per earlier guide, for every new guide made the rows quadratic.
    private func forEachSubjectCandidate(
        in row: Row, pairedOnly: Bool, _ body: (SubjectCandidate) -> Void
    ) {
        let eitherSign = row.constant == 0
        for (symbol, coefficient) in row.cells where coefficient < -epsilon || (eitherSign && coefficient > epsilon) {
            let kind = kinds[symbol]
            guard kind == .slack || kind == .error else { continue }
            let isPaired = pairPartner[symbol] != nil
            guard isPaired || !pairedOnly else { continue }
            body(
                SubjectCandidate(
                    symbol: symbol, isPaired: isPaired, holders: columns[symbol].count,
                    value: eitherSign ? 0 : row.constant / -coefficient, costLevel: costLevel(of: symbol)))
        }
    }

    /// The priority level at which `symbol`'s value costs: its constraint's strength for an error (an equality's
    /// negative error: its below strength, if it has one), `-infinity` for a slack.
    private func costLevel(of symbol: Symbol) -> Double {
        guard kinds[symbol] == .error, let slot = markerOwner[symbol], let record = records[slot] else {
            return -.infinity
        }
        return strength(ofError: symbol, of: record, in: slot).level
    }

    /// Whether every restricted row holding `symbol` stays non-negative when `symbol` rises to `value`.
    private func keepsRowsFeasible(_ symbol: Symbol, at value: Double) -> Bool {
        for basic in columns[symbol] where kinds[basic] != .external {
            searchWork.subjectRowsChecked += 1
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: symbol)
            if kinds[basic] == .dummy {
                if !nearZero(coefficient) { return false }
            } else if row.constant + coefficient * value < -epsilon {
                return false
            }
        }
        return true
    }
}

/// Counts of the work done by the solver's searches, which tests read to check that it grows linearly.
struct SearchWork {
    /// Rows read checking that a candidate subject keeps the rows feasible.
    var subjectRowsChecked = 0
    /// Symbols examined by Bland's rule: put in a heap (when it is built, and after a pivot) or taken off its top.
    var blandSymbolsExamined = 0
    /// Exchanges the dual simplex's long step made (see `Solver+BoundExchange.swift`).
    var boundExchanges = 0
    /// Pivots made, exchanges included.
    var pivots = 0
    /// Rows substitutions were made into (a pivot's cost grows with them).
    var substitutedRows = 0
    /// Definitions read by expansions (``Solver/expandHighest(_:into:meeting:)``).
    var definitionsExpanded = 0
    /// Times the tableau was rebuilt from the constraints held (see `Solver+Rebuild.swift`).
    var tableauRebuilds = 0
    /// Rebuilds tried because a row passed the conditioning limits, made or given up (`Solver+Conditioning.swift`).
    var conditioningRebuildsTried = 0
    /// Constraints made dormant (see `Solver+DormantConstraints.swift`), put-backs that went dormant again
    /// included.
    var dormantConstraintsParked = 0
    /// Optional constraints whose placement waited for the end of their batch (see
    /// `Solver+DeferredConstraints.swift`).
    var deferredPlacements = 0
    /// Breakpoints of optional constraints the primal simplex passed without pivoting at them (see
    /// `Solver+PrimalLongStep.swift`).
    var breakpointsPassed = 0
    /// Objective levels read for one symbol's cost (see `Solver+CostLevels.swift`): its noted levels, not every
    /// level the solver has.
    var costLevelsRead = 0
    /// Rows and aggregates a marker shift reached (see `Solver+Shift.swift`): once per row holding a changed marker,
    /// and, for a batch, once per aggregate holding one and per row holding such an aggregate.
    var shiftReaches = 0
}

/// A slack or error that a new row could be solved for (``Solver/feasibleRestrictedSubject(in:pairedOnly:)``).
struct SubjectCandidate {
    /// The symbol.
    let symbol: Symbol
    /// Whether it belongs to a free pair.
    let isPaired: Bool
    /// How many rows hold it.
    let holders: Int
    /// The value it takes as the row's subject.
    let value: Double
    /// The priority level its value costs at (`-infinity` for a slack, which costs nothing).
    let costLevel: Double

    /// The order of preference: a free pair's symbol first, then fewer holders (between symbols held by few rows, the
    /// cheaper violation first), then the cheaper violation, then the lower id. Of symbols held by few rows, the one
    /// whose constraint matters less absorbs the new row: a
    /// label pinned to both sides of a root whose size is optional made the root's size error the subject (it
    /// was older), so the root's size was violated, every later label's row named the first label's errors, and
    /// the optimisation passed that hub from label to label, one pivot through every row per label (quadratic).
    func isPreferred(to other: SubjectCandidate) -> Bool {
        if isPaired != other.isPaired { return isPaired }
        if max(holders, other.holders) <= Self.fewHolders && costLevel != other.costLevel {
            return costLevel < other.costLevel
        }
        if holders != other.holders { return holders < other.holders }
        if costLevel != other.costLevel { return costLevel < other.costLevel }
        return symbol < other.symbol
    }

    /// Candidates held by at most this many rows are chosen by cost first: the fill-in they can make is small,
    /// and the hub a costlier subject makes is not.
    static let fewHolders = 4
}
