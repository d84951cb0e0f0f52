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
        var walk = RatioWalk()
        rows.withRow(of: leaving) { row in
            Row.forEachCell(ofRowAt: row) { symbol, coefficient in
                if coefficient > epsilon && kinds[symbol] != .dummy {
                    enter(symbol, coefficient, into: &walk, .beforeHeapify)
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
            // A stale entry (its costs changed since it was entered) goes back with its current ratios.
            guard enter(candidate, coefficient, into: &walk, .unlessPoppedMatches) else { continue }
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
                        enter(symbol, coefficient, into: &walk, .inHeapOrder)
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

    /// Adds `symbol` to `walk` with its cost ratios (its cost at each level divided by `coefficient`), closed as
    /// `closing` says (see ``RatioWalk/EntryClosing``). Returns whether the entry matched the one popped last (and
    /// was dropped); always `false` for the other closings.
    @discardableResult
    private func enter(
        _ symbol: Symbol, _ coefficient: Double, into walk: inout RatioWalk, _ closing: RatioWalk.EntryClosing
    ) -> Bool {
        walk.beginEntry(symbol)
        forEachCost(of: symbol) { level, cost in
            walk.addRatio(cost / coefficient, atLevel: level)
        }
        return walk.endEntry(closing)
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
