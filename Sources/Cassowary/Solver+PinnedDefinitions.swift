// Pinning a variable that an earlier constraint defined: the pin becomes its definition, and the earlier
// definition becomes the row to add.
//
// A chain's links are solved for whatever variable is still free when each is added, and that is often one a later
// constraint pins: aligning the centres of a row of views solves each alignment for the next view's height
// (`h₂ = 2y₁ + h₁ − 2y₂`), and the views' fixed heights come after. A pin names no parametric variable, and a level
// or two of unfolding (`lazilyUnfolded`) reaches only defined ones, so the pin was expanded whole: down the chain
// of heights, for every view (`autoDistributeViews(withFixedSize:)` of 3,000 views took 1 s to lay out the first
// time, quadratic in time and memory). The system `{v = old, v = pin}` is `{v = pin, 0 = old − pin}`: with the
// pin as `v`'s definition, the next pin's expansion stops at `v`, and `old − pin` is added like any new row (solved
// lazily for a variable it names when one can take it, else expanded, which now reaches only short definitions).

/// A definition taken from its variable by a pin, kept so that a failed addition can put it back.
struct DisplacedDefinition {
    /// The pinned variable.
    let variable: Symbol
    /// Its definition before the pin.
    let row: Row
    /// Its rank before the pin.
    let rank: Double

    /// Gives the variable its old definition and rank back (the pin failed).
    func restore(in solver: Solver) {
        _ = solver.takeRow(of: variable)
        solver.define(variable, by: row, rank: rank)
    }
}

extension Solver {
    /// Makes the required pin `row` (one defined variable `v`: `a·v + c = 0`, its marker not in it yet) `v`'s
    /// definition, when `v`'s definition names no slack or error (an equality system, where any variable may
    /// take any equation), and returns what is left to add: `nil` as `row` when `v`'s old definition minus the pin could
    /// be defined lazily (done), else that row with the markers in it, and the old definition to put back if the
    /// row fails. `nil` when `v` is not a defined variable.
    func displaceDefinition(
        pinnedBy row: Row, marker: Symbol, other: Symbol?, coefficient: Double
    ) -> (row: Row?, displaced: DisplacedDefinition)? {
        guard let pinned = pinnedDefinedVariable(of: row), let old = rows[pinned],
            !old.cells.containsKey(where: { kinds[$0] == .slack || kinds[$0] == .error })
        else { return nil }
        var pin = row
        let factor = pin.solve(for: pinned)
        addMarkers(to: &pin, marker: marker, other: other, coefficient: coefficient, scale: factor)
        // `0 = old − v`, with `v` replaced by the pin.
        var equation = old
        equation.add(pin, times: -1)
        let displaced = DisplacedDefinition(variable: pinned, row: old, rank: definitionRank[pinned])
        let lazy = lazilySolvableVariable(in: equation)
        _ = takeRow(of: pinned)
        define(pinned, by: pin, rank: lowestRankBelowAll())
        guard let (variable, rank) = lazy else { return (equation, displaced) }
        equation.solve(for: variable)
        define(variable, by: equation, rank: rank)
        return (nil, displaced)
    }

    /// The variable `row` pins when it names exactly one symbol, a defined variable (`v = c`, `v <= c`, before its
    /// markers are added), else `nil`.
    func pinnedDefinedVariable(of row: Row) -> Symbol? {
        guard row.cells.count == 1 else { return nil }
        var pinned: Symbol?
        row.cells.forEachKey { pinned = $0 }
        guard let pinned, isDefinedVariable(pinned) else { return nil }
        return pinned
    }

    /// The symbol of `row` held by the fewest rows (ties: the lowest), or `nil` for an empty row.
    func leastHeldSymbol(in row: Row) -> Symbol? {
        var best: (symbol: Symbol, holders: Int)?
        row.cells.forEachKey { symbol in
            guard !isAggregate(symbol) else { return }
            let holders = columns[symbol].count
            if best.map({ holders < $0.holders || (holders == $0.holders && symbol < $0.symbol) }) ?? true {
                best = (symbol, holders)
            }
        }
        return best?.symbol
    }
}
