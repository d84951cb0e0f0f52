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
//
// The same holds for a required equality over several variables that are all defined, or free but held too widely
// to define (a tie to the root): each view of a row centred in its parent (`centerY == root.centerY`) after the
// row's alignment links (`centerY == previous.centerY`) names the view's position, defined by its link to the
// previous view, and the root's height. Expanded, the tie went down the links to the first view and cancelled
// there (it is redundant): one definition per view before it, for every view (hunt seed 9, measured at 800 views:
// 322,791 definitions expanded; the fitting size of its root grew as n²). The tie now takes the definition of its
// highest-ranked variable, and `old − tie` expands one link to the previous view's tie and cancels (3,185).
// The tie's definition ranks between what it names and what names its variable, as a definition found part-way
// down an expansion does (``Solver/rankSplit``); when no rank fits between them, the row is expanded as before.

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
    /// Makes the required equality `row` (its marker not in it yet) the definition of the variable `v` that
    /// ``displaceableVariable(of:)`` picks, and returns what is left to add: `nil` as `row` when `v`'s old
    /// definition minus the new one could be defined lazily (done), else that row with the markers in it, and the
    /// old definition to put back if the row fails. `nil` when no variable can be displaced.
    func displaceDefinition(
        pinnedBy row: Row, marker: Symbol, other: Symbol?, coefficient: Double
    ) -> (row: Row?, displaced: DisplacedDefinition)? {
        guard let (pinned, newRank, old) = displaceableVariable(of: row) else { return nil }
        var pin = row
        let factor = pin.solve(for: pinned)
        addMarkers(to: &pin, marker: marker, other: other, coefficient: coefficient, scale: factor)
        // `0 = old − v`, with `v` replaced by the pin.
        var equation = old
        equation.add(pin, times: -1)
        let displaced = DisplacedDefinition(variable: pinned, row: old, rank: definitionRank[pinned])
        _ = takeRow(of: pinned)
        define(pinned, by: pin, rank: newRank)
        // Chosen once the pin is `v`'s definition: the pin names variables the equation names too, and a definition
        // of one of them must rank below the pin, which now depends on it. (Chosen before, it ranked from `v`'s old
        // dependants only, above the pin that names it: the ranks stopped being a topological order and the next
        // expansion through them never ended.)
        let lazy = lazilySolvableVariable(in: equation)
        guard let (variable, rank) = lazy else { return (equation, displaced) }
        equation.solve(for: variable)
        define(variable, by: equation, rank: rank)
        return (nil, displaced)
    }

    /// The defined variable whose definition the required equality `row` (user variables only, its marker not in it
    /// yet) takes, the rank of that new definition, and the old definition: a pin's variable, ranked below every
    /// rank; else the row's defined variable of the highest rank, ranked between the row's other defined variables
    /// and the definitions naming it. Either way the old definition must name no slack or error (an equality
    /// system, where any variable may take any equation). `nil` when the row names a symbol other than a user
    /// variable or no defined variable, when that variable is one a dormant constraint rests on, when the row rests
    /// on definitions no lower than its old definition does, or when no rank fits.
    func displaceableVariable(of row: Row) -> (variable: Symbol, rank: Double, old: Row)? {
        func equalitySystem(_ definition: Row) -> Bool {
            !definition.cells.containsKey(where: { kinds[$0] == .slack || kinds[$0] == .error })
        }
        if let pinned = pinnedDefinedVariable(of: row) {
            guard let old = rows[pinned], equalitySystem(old) else { return nil }
            return (pinned, lowestRankBelowAll(), old)
        }
        var highest: (variable: Symbol, rank: Double)?
        var floor: Double?
        var namesOnlyVariables = true
        row.cells.forEachKey { symbol in
            guard kinds[symbol] == .external else {
                namesOnlyVariables = false
                return
            }
            guard isDefinedVariable(symbol) else { return }
            let rank = definitionRank[symbol]
            guard let current = highest else {
                highest = (symbol, rank)
                return
            }
            // `floor`: the highest rank among the others.
            floor = max(floor ?? -.infinity, min(rank, current.rank))
            if rank > current.rank {
                highest = (symbol, rank)
            }
        }
        // A variable a dormant constraint rests on keeps its definition: that constraint stays aside only while the
        // definitions below it name nothing but dummies (see `Solver+DormantConstraints.swift`), and the tie's other
        // variables may name errors.
        guard namesOnlyVariables, let highest, determinedMarks[highest.variable] != determinedEpoch,
              let old = rows[highest.variable], equalitySystem(old)
        else { return nil }
        // Only a tie that rests on lower definitions than the old one takes its place: a row of views centred in
        // the parent *before* being aligned to the previous one has each position defined by its centring, and the
        // alignment taking that definition would make the positions a chain (hunt seeds 10 and 23: first layout
        // 25 → 204 ms at 1,000 views). The tie is expanded instead, and cancels at once.
        guard let oldFloor = highestDefinitionRank(in: old), floor.map({ $0 < oldFloor }) ?? true else { return nil }
        switch (floor, lowestDependantRank(of: highest.variable)) {
        case let (floor?, ceiling?):
            let rank = floor + (ceiling - floor) * Self.rankSplit
            guard floor < rank, rank < ceiling else { return nil }
            return (highest.variable, rank, old)
        case let (floor?, nil):
            return (highest.variable, floor + 1, old)
        case let (nil, ceiling?):
            return (highest.variable, ceiling - 1, old)
        case (nil, nil):
            return (highest.variable, lowestRankBelowAll(), old)
        }
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
}
