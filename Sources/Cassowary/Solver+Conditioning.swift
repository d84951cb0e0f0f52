// Keeping the tableau's coefficients near the layout's own: every row stored is checked, and a tableau whose rows
// have run away is rebuilt from the constraints held (a refactorisation).
//
// Layout coefficients are ±1 or small multipliers, and a row of n items sums a few n of them, so a coefficient many
// orders above that was made by eliminations that amplify one another: a pivot on a small element divides its row by
// it, and the rows the result is substituted into take the quotients; a lazy definition that names other definitions
// can carry the growth down a chain, removal after removal. Values read through such rows lose as many digits as
// the coefficients gained: hunt seed 8879 (200 matched items, a tenth inserted at random places) read a required
// link 0.01 point off after its coefficients reached 4e11, and seed 8708 read values of 6e41 and reported a conflict
// among constraints that hold together. Removing a marker that only definitions hold now chooses a definition that
// does not amplify (`Solver+DroppedDefinitions.swift`), which prevented those two; the pivots of the simplex can
// still amplify (a matched row's shared size enters with a coefficient of 1/n: rows of 120 to 200 matched items
// relinked again and again, with an earlier form of that choice, reached 1e21 that way), so the growth is also
// watched. The watch reads each row alone; a chain of definitions multiplies the growth of its rows, which only the
// choice of pivot keeps small.
//
// What LP solvers do when the updates of a factorised basis lose accuracy is refactorise it; here, rebuild the
// tableau (`Solver+Rebuild.swift`), whose rows are then made from the constraints' own expressions again. A rebuild
// costs about a build, so it is spaced: after one, the next needs at least as much work again as the rebuild's
// budget. A rebuilt tableau that itself passes the limits is given up, and the tableau kept as it was.
extension Solver {
    /// The largest coefficient, and the largest constant, a row may have before the tableau counts as
    /// ill-conditioned. A rebuilt tableau past them is given up (found by the hunt: a two-level list of 600 cards
    /// rebuilt in the order a reactivation leaves it defined each card's position through the previous two,
    /// constants grew to 2⁵⁴, and the sums that should have cancelled lost the layout's points to rounding).
    static let conditionedCoefficientLimit = 1e6
    /// See ``conditionedCoefficientLimit``.
    static let conditionedConstantLimit = 1e9

    /// Notes a row being stored whose coefficients or constant pass the limits.
    @inline(__always)
    func checkConditioning(of row: borrowing Row) {
        guard !rowIsIllConditioned else { return }
        if abs(row.constant) > Self.conditionedConstantLimit || row.cells.hasMagnitude(above: coefficientLimit) {
            rowIsIllConditioned = true
        }
    }

    /// Whether a row past the limits was stored since the last rebuild, and enough work was done since the last
    /// rebuild for that reason (``conditioningRebuildSpacing``): the batch then rebuilds at its next change or at
    /// its end (``batchIsPastBudget``).
    var needsConditioningRebuild: Bool {
        rowIsIllConditioned && tableauWork &- conditioningRebuildEnd >= conditioningRebuildSpacing
    }

    /// Notes a rebuild tried since `workBefore` (made or given up): the rows stored are those of a fresh build, or
    /// of a tableau that a rebuild cannot improve, and the next rebuild for conditioning waits for another budget
    /// of work.
    func noteConditioningRebuild(since workBefore: Int) {
        if rowIsIllConditioned { searchWork.conditioningRebuildsTried += 1 }
        rowIsIllConditioned = false
        conditioningRebuildEnd = tableauWork
        conditioningRebuildSpacing = max(rebuildBudget, 2 &* (tableauWork &- workBefore))
    }
}
