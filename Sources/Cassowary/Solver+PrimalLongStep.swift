// The primal simplex's long step: passing the breakpoints of optional constraints instead of pivoting at each.
//
// Items whose sizes are tied together (matched sizes, `autoMatch` to an anchor) each with an optional constraint on
// that size (a preferred or content size) put the shared size in every item's row. When the optimum of that size
// moves, the textbook ratio test stops at the first item whose constraint it reaches: the entering symbol is pivoted
// into that item's row, a substitution into every row holding the entering symbol (all the items'), the item's error
// leaves, its partner error then has a negative cost, enters, and stops at the next item: one pivot through every
// item's row per item passed, Ω(n²) (a row of 100 such cards reactivated: 50 pivots through 221 rows each).
//
// An optional constraint is piecewise linear in what it names: its two symbols (an equality's two errors, an
// inequality's slack and error, a free pair) are one free quantity split at zero. Reaching a breakpoint (the basic
// one falls to zero) only changes the slope of the objective along the entering symbol, by the two symbols' costs
// (Maros's and Koberstein's bound-flipping ratio test, in its primal form). So the step walks the candidates in ratio
// order and passes every such breakpoint as long as the objective still falls: passing is an exchange of the row's
// basic symbol with its partner, which no other row holds (see `Solver+FreePairs.swift`: once one symbol of a pair
// is basic the other appears only in its row), a pivot that touches that one row and the objective. The entering
// symbol is pivoted once, into the row where the objective stops falling or where a bound that cannot be passed (a
// required inequality's slack, a dummy) stops it.
//
// Why the result is a simplex step: the passed rows' partners become basic at minus the value their row had, which
// the final pivot (at a ratio at least theirs) brings back to zero or above; the rows not passed have ratios at least
// the final one and stay feasible. The entering symbol's cost after the exchanges is its slope past the last
// breakpoint passed, still negative, so the final pivot improves the objective (or keeps it, at a zero ratio), as the
// textbook step at that breakpoint would have after the same pivots.
extension Solver {
    /// The row the main phase pivots `entering` into, after passing (by exchanges with their partners) the
    /// breakpoints of optional constraints that the objective still falls past; `nil` when no row bounds it. With
    /// `bland` (a degenerate run), no breakpoint is passed: the plain ratio test keeps Bland's rule from cycling.
    ///
    /// Not used in the artificial phase: its objective gives the errors no cost, so it would pass every breakpoint up
    /// to the artificial row, far from the optimum, and the main phase then walked back through long rows (hunt seed
    /// 29's reactivation: 7.8 times the instructions at 600 views). That phase passes only the breakpoints at a
    /// zero ratio (``leavingRowPassingZeroBreakpoints(for:bland:)``), which move nothing.
    func leavingRowPassingBreakpoints(for entering: Symbol, bland: Bool) -> Symbol? {
        guard let first = leavingRow(for: entering) else { return nil }
        // The common case costs one partner lookup: the first row to stop the symbol is a hard bound.
        guard !bland, !objectives.isEmpty, flippablePartner(of: first, entering: entering) != nil else { return first }
        let candidates = ratioCandidates(for: entering)
        // The objective's slope along the entering symbol, by level (sparse: the levels it costs at).
        var slope: [(level: Int, value: Double)] = []
        forEachCost(of: entering) { level, cost in
            slope.append((level, cost))
        }
        for (index, candidate) in candidates.enumerated() {
            guard index + 1 < candidates.count,
                  let (partner, scale) = flippablePartner(of: candidate.basic, entering: entering)
            else { return candidate.basic }
            // Past the breakpoint the partner grows at |a| / γ per unit: the slope gains its cost at that rate.
            let rate = -candidate.coefficient / scale
            let passed = adding(rate, timesCostOf: partner, to: slope)
            guard isLexicographicallyNegative(passed) else { return candidate.basic }
            pivot(entering: partner, leaving: candidate.basic)
            searchWork.breakpointsPassed += 1
            slope = passed
        }
        return candidates.last?.basic
    }

    /// The row the artificial phase pivots `entering` into, after passing the breakpoints of optional constraints
    /// that stop it at a zero ratio, as long as the artificial objective still falls along it; `nil` when no row
    /// bounds it. With `bland` (a long degenerate run), none is passed: Bland's rule keeps the phase from cycling.
    ///
    /// A required constraint re-added through an artificial variable in a line of matched items (hunt seed 342: a
    /// tenth of a 400-item list's constraints activated again) met every item's error at zero: the textbook step
    /// pivoted the entering symbol into that error's row, the error's partner then entered and stopped at the next
    /// item's error, and so on, each pivot substituting a row into the 70 to 800 rows holding the entering symbol:
    /// 3,147 pivots, 1.8 s. Passing a breakpoint at a zero ratio moves no value, so phase one ends where it would
    /// have; only its basis differs, reached by one substitution instead of one per item.
    func leavingRowPassingZeroBreakpoints(for entering: Symbol, bland: Bool) -> Symbol? {
        guard let first = leavingRow(for: entering) else { return nil }
        guard !bland, artificialObjective != nil,
              let firstRatio = rows.withRow(of: first, { -$0.pointee.constant / ($0.pointee.cells[entering] ?? -1) }),
              firstRatio <= epsilon, flippablePartner(of: first, entering: entering) != nil
        else { return first }
        let candidates = ratioCandidates(for: entering)
        // Read in place: a copy of the objective held across the exchanges would make each copy it whole.
        var slope = artificialObjective?.coefficient(of: entering) ?? 0
        for (index, candidate) in candidates.enumerated() {
            guard candidate.ratio <= epsilon, index + 1 < candidates.count,
                  let (partner, scale) = flippablePartner(of: candidate.basic, entering: entering)
            else { return candidate.basic }
            let passed = slope - candidate.coefficient / scale * (artificialObjective?.coefficient(of: partner) ?? 0)
            guard passed < -epsilon else { return candidate.basic }
            pivot(entering: partner, leaving: candidate.basic, keepingDefinitions: false)
            searchWork.breakpointsPassed += 1
            slope = passed
        }
        return candidates.last?.basic
    }

    /// The restricted rows that stop `entering` as it grows (a negative coefficient), each with its ratio and that
    /// coefficient, by rising ratio (ties by symbol).
    private func ratioCandidates(for entering: Symbol) -> [(ratio: Double, basic: Symbol, coefficient: Double)] {
        var candidates: [(ratio: Double, basic: Symbol, coefficient: Double)] = []
        for basic in columns[entering] where kinds[basic] != .external {
            guard let (constant, coefficient) = rows.withRow(of: basic, {
                ($0.pointee.constant, $0.pointee.cells[entering] ?? 0)
            }), coefficient < -epsilon else { continue }
            candidates.append((-constant / coefficient, basic, coefficient))
        }
        candidates.sort { $0.ratio != $1.ratio ? $0.ratio < $1.ratio : $0.basic < $1.basic }
        return candidates
    }

    /// The partner of the basic symbol `basic` (the other symbol of its optional constraint, or of its free
    /// pair) and its coefficient in `basic`'s row, when exchanging them passes the breakpoint where `basic` falls
    /// to zero as `entering` grows: the partner is parametric, held by that row alone, and grows as `basic` would
    /// fall (a positive coefficient). `nil` otherwise (a required constraint's slack or dummy, an external row).
    private func flippablePartner(of basic: Symbol, entering: Symbol) -> (partner: Symbol, scale: Double)? {
        let kind = kinds[basic]
        guard kind == .slack || kind == .error else { return nil }
        let partner: Symbol
        if let pair = pairPartner[basic] {
            partner = pair
        } else if let slot = markerOwner[basic], let record = records[slot], let other = record.other {
            partner = basic == record.marker ? other : record.marker
        } else {
            return nil
        }
        guard partner != entering, !isBasic(partner), columns[partner].count == 1, columns[partner].contains(basic),
              let scale = rows.withRow(of: basic, { $0.pointee.cells[partner] ?? 0 }), scale > epsilon
        else { return nil }
        return (partner, scale)
    }

    /// Whether the first entry of `vector` that is not near zero is negative.
    private func isLexicographicallyNegative(_ vector: [(level: Int, value: Double)]) -> Bool {
        for (_, value) in vector where !nearZero(value) {
            return value < 0
        }
        return false
    }

    /// `slope + rate ×` the cost vector of `symbol`, both sparse and by rising level index.
    private func adding(
        _ rate: Double, timesCostOf symbol: Symbol, to slope: [(level: Int, value: Double)]
    ) -> [(level: Int, value: Double)] {
        var result: [(level: Int, value: Double)] = []
        result.reserveCapacity(slope.count + costLevels[symbol].count(in: costLevelOverflow))
        var next = 0
        forEachCost(of: symbol) { level, cost in
            while next < slope.count && slope[next].level < level {
                result.append(slope[next])
                next += 1
            }
            if next < slope.count && slope[next].level == level {
                result.append((level, slope[next].value + rate * cost))
                next += 1
            } else {
                result.append((level, rate * cost))
            }
        }
        result.append(contentsOf: slope[next...])
        return result
    }
}
