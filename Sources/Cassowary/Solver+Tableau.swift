// Tableau bookkeeping: symbols, rows and the column index that keeps substitutions local.
extension Solver {
    /// Makes a restricted symbol of `kind`, reusing a retired one when there is one.
    func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let symbol = freeSymbols.popLast() {
            kinds[symbol] = kind
            return symbol
        }
        return appendSymbol(kind)
    }

    /// Makes a new symbol of `kind`: the next slot of the per-symbol tables, which already hold a new symbol's
    /// values there.
    func appendSymbol(_ kind: SymbolKind) -> Symbol {
        let id = symbolCount
        if id == kinds.count {
            // Fill at most a chunk: up to the room reserved, or, with none left, twice as many symbols (at least
            // 64), as a small solver needs no more.
            let room = kinds.capacity
            let chunkEnd = id + Self.symbolFillChunk
            growSymbolTables(to: room > id ? min(room, chunkEnd) : max(64, min(2 * id, chunkEnd)))
        }
        symbolCount += 1
        let symbol = Symbol(index: id)
        kinds[symbol] = kind
        return symbol
    }

    /// The most slots of every per-symbol table filled at once when a new symbol needs one.
    static let symbolFillChunk = 1024

    /// Makes room in the per-symbol tables for at least `count` symbols, without filling the slots
    /// (``Solver/reserveCapacity(variables:constraints:)``): they are filled a chunk at a time as symbols are
    /// made, so room reserved for symbols never made is never touched, and a big reservation's pages are never
    /// faulted in.
    func reserveSymbols(_ count: Int) {
        guard count > kinds.count else { return }
        if count > kinds.capacity { symbolTableMoves += 1 }
        kinds.reserveCapacity(count)
        rows.reserveCapacity(count)
        columns.reserveCapacity(count)
        markerOwner.reserveCapacity(count)
        cachedValues.reserveCapacity(count)
        valueIsCurrent.reserveCapacity(count)
        isTouched.reserveCapacity(count)
        isReportedChanged.reserveCapacity(count)
        visitMarks.reserveCapacity(count)
        expansionWeights.reserveCapacity(count)
        isQueuedForExpansion.reserveCapacity(count)
        definitionRank.reserveCapacity(count)
        pairPartner.reserveCapacity(count)
        determinedMarks.reserveCapacity(count)
        awaitedMarks.reserveCapacity(count)
        costLevels.reserveCapacity(count)
    }

    /// How many symbols the per-symbol tables have room for without regrowing (``reserveSymbols(_:)`` and
    /// geometric growth set it); every table has at least this much.
    package var symbolRoom: Int { kinds.capacity }

    /// Fills every per-symbol table up to `count` slots with the values of a new symbol, all at once: growing
    /// each table one append at a time was most of the cost of making a row. (Storage grows at least
    /// twofold when it is full.)
    private func growSymbolTables(to count: Int) {
        let added = count - kinds.count
        guard added > 0 else { return }
        if count > kinds.capacity { symbolTableMoves += 1 }
        kinds.append(repeating: .external, count: added)
        rows.appendEmpty(count: added)
        columns.append(count: added) { SymbolSet() }
        markerOwner.appendNone(count: added)
        cachedValues.append(repeating: 0, count: added)
        valueIsCurrent.append(repeating: false, count: added)
        isTouched.append(repeating: false, count: added)
        isReportedChanged.append(repeating: false, count: added)
        visitMarks.append(repeating: 0, count: added)
        // Written when a symbol is queued for an expansion, before it is read: left untouched until then.
        expansionWeights.appendUninitialized(count: added)
        isQueuedForExpansion.append(repeating: false, count: added)
        definitionRank.append(repeating: 0, count: added)
        pairPartner.appendNone(count: added)
        determinedMarks.append(repeating: 0, count: added)
        awaitedMarks.append(repeating: 0, count: added)
        costLevels.append(count: added) { CostLevels() }
    }

    /// Retires a restricted symbol that no row, column or objective mentions any more.
    func releaseSymbol(_ symbol: Symbol?) {
        guard let symbol else { return }
        removeFromObjectives(symbol)
        markerOwner[symbol] = nil
        pairPartner[symbol] = nil
        freeSymbols.append(symbol)
    }

    /// Whether `symbol` is basic (has a row), tested in place.
    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool {
        rows.contains(symbol)
    }

    /// Stores `row` as the row of the basic symbol `basic`, indexing its cells.
    func setRow(_ row: consuming Row, for basic: Symbol) {
        checkConditioning(of: row)
        touch(basic)
        row.cells.forEachKey { symbol in
            columns[symbol].insert(basic)
        }
        rows.store(row, for: basic)
    }

    /// Removes and returns the row of `basic`, un-indexing its cells. A basic slack or error that definitions name
    /// (a pivot left them naming it) is replaced by its row in them first: without its row, it would read as
    /// parametric, at zero.
    func takeRow(of basic: Symbol) -> Row? {
        if kinds[basic] != .external, !columns[basic].isEmpty, let row = rows[basic] {
            substitute(basic, with: row)
        }
        guard let row = rows.take(basic) else { return nil }
        touch(basic)
        row.cells.forEachKey { symbol in
            columns[symbol].remove(basic)
        }
        return row
    }

    /// Substitutes `symbol = row` into every tableau row that holds `symbol` and into the objectives,
    /// noting restricted rows whose constant went negative.
    ///
    /// `row` names only parametric symbols. With `lazy`, an equal expression that may name definitions ranked
    /// below every definition holding `symbol` (``expanded(_:downTo:)`` of the unexpanded equation), the
    /// definitions take `lazy` instead: solving a layout-long restricted row for a slack that a short definition
    /// names then leaves the definition short (`h = b - y - 8 - s` with `s` solved from `h = 20` becomes
    /// `h = 20 + d`, not the whole chain below `y`).
    ///
    /// With `keepingDefinitions` (a pivot), the definitions holding `symbol` are left as they are, still naming it.
    func substitute(
        _ symbol: Symbol, with row: Row, definitionsWith lazy: Row? = nil, keepingDefinitions: Bool = false
    ) {
        let holders = columns[symbol]
        // A pivot's work is counted as if the definitions it leaves naming `symbol` were rewritten too: the
        // rebuild's budget (`Solver+Rebuild.swift`) was set against that count.
        searchWork.substitutedRows += holders.count
        tableauWork &+= holders.count &* row.cells.count
        checkConditioning(of: row)
        columns[symbol].removeAll()
        for basic in holders {
            if keepingDefinitions, kinds[basic] == .external {
                columns[symbol].insert(basic)
                continue
            }
            if let lazy, kinds[basic] == .external {
                substituteInRow(of: basic, symbol, with: lazy, value: row.constant)
            } else {
                substituteInRow(of: basic, symbol, with: row, value: row.constant)
            }
        }
        substituteInObjectives(symbol, with: row)
        artificialObjective?.substitute(symbol, with: row)
    }

    /// Substitutes `symbol = row` into the row of `basic`, which holds `symbol` (its column entry is
    /// already gone).
    ///
    /// `symbol` is parametric, so it stands at zero and takes `value`, the value of the expression it is
    /// replaced by (the constant of its expanded form): the value of `basic` moves by `factor × value` only. A definition is marked touched only if it moves, so a degenerate pivot or
    /// a free pair standing in for a removed marker reports no change.
    ///
    /// That reasoning holds for true values; a cached value can lag behind them while touches are pending
    /// (``propagateTouches()`` reaches a definition through the variables its row names). So when touches are
    /// pending and the substitution takes a variable out of the row (`symbol` itself, or one that cancels), the
    /// definition is touched too: the walk could otherwise no longer reach it from a change it rests on.
    private func substituteInRow(of basic: Symbol, _ symbol: Symbol, with row: Row, value: Double) {
        guard var target = rows.take(basic) else { return }  // uniquely referenced while it is edited
        guard let factor = target.cells.removeValue(forKey: symbol) else {
            rows.store(consume target, for: basic)
            return
        }
        var dropsVariable = kinds[symbol] == .external || isTouched[symbol] || isBasic(symbol)
        target.constant += row.constant * factor
        if SparseVector.mergesRather(adding: row.cells, to: target.cells) {
            target.cells.addMerging(row.cells, times: factor) { other, change in
                if change > 0 {
                    columns[other].insert(basic)
                } else {
                    columns[other].remove(basic)
                    dropsVariable = dropsVariable || kinds[other] == .external || isTouched[other]
                }
            }
        } else {
            row.cells.forEachCell { other, coefficient in
                switch target.add(other, coefficient * factor) {
                case 1: columns[other].insert(basic)
                case -1:
                    columns[other].remove(basic)
                    dropsVariable = dropsVariable || kinds[other] == .external || isTouched[other]
                default: break
                }
            }
        }
        if value * factor != 0 || (dropsVariable && !touchedVariables.isEmpty) {
            touch(basic)
        }
        if target.constant < 0 && kinds[basic] != .external {
            infeasibleRows.append(basic)
        }
        // Moved back in: through the subscript's optional, the row was copied (two retains and two releases).
        rows.store(consume target, for: basic)
    }

    /// Exchanges `entering` (parametric) and `leaving` (basic, whose row holds `entering`).
    ///
    /// The entering symbol's row is substituted into the restricted rows and the objectives that hold it; the
    /// definitions holding it keep naming it, basic now (invariant 5), and it takes a rank below every definition.
    /// Substituted into them too, a row as long as a line (an overflowing row's closing) lengthened every definition
    /// holding the entering symbol, and each later pivot rewrote them all again: a spacer's slack, named by every
    /// spacer's definition, entered with a 1,665-cell row in the first layout of 1,000 items with equal spacers
    /// (hunt seed 5: 718 → 273 ms; 1,000 cards inserted into a 4,000-card list, seed 19: 2.7 → 0.9 s). The
    /// definitions pay for the row only if the symbol's row is dropped while they name it (``takeRow(of:)``).
    /// Leaving, a symbol they name stays in them, parametric at the zero the pivot leaves it at.
    ///
    /// Without `keepingDefinitions` (phase one's pivots, `addWithArtificialVariable`) the row is substituted into
    /// the definitions too: kept there as well, hunt seed 5's priority mirror at 3,000 views passed 60 s (24 s when
    /// phase one substitutes) and seed 19's reactivation took 13.2 s (3.3 s), though seed 19's relinked removal fell
    /// to 0.97 s (11.3 s).
    func pivot(entering: Symbol, leaving: Symbol, keepingDefinitions: Bool = true) {
        guard var row = rows.take(leaving) else { return }
        touch(leaving)
        pivotLog?.append((entering, leaving))
        searchWork.pivots += 1
        // The row keeps every cell but `entering` and gains `leaving`: its column entries are re-keyed in place
        // (one rename per cell) rather than dropped and made again (two set operations per cell, most of the
        // cost of passing a breakpoint on a long row, hunt seed 193).
        row.cells.forEachKey { symbol in
            if symbol == entering {
                columns[symbol].remove(leaving)
            } else {
                columns[symbol].replace(leaving, with: entering)
            }
        }
        row.add(leaving, -1)
        columns[leaving].insert(entering)
        row.solve(for: entering)
        foldDummies(in: &row, substitutedFor: entering, indexedAs: entering)
        if keepingDefinitions {
            let rank = lowestRankBelowAll()
            definitionRank[entering] = rank
            lowestRank = rank
        }
        // The row is checked for conditioning as it is substituted.
        substitute(entering, with: row, keepingDefinitions: keepingDefinitions)
        touch(entering)
        rows.store(row, for: entering)
    }

    /// Runs `body` recording its pivots; returns them.
    func recordingPivots(_ body: () -> Void) -> [(entering: Symbol, leaving: Symbol)] {
        pivotLog = []
        body()
        let log = pivotLog ?? []
        pivotLog = nil
        return log
    }

    /// Undoes recorded pivots, newest first, restoring the basis they started from.
    func undo(_ log: [(entering: Symbol, leaving: Symbol)]) {
        for step in log.reversed() {
            pivot(entering: step.leaving, leaving: step.entering)
        }
    }

    /// The row `Σ terms + constant` of a constraint's expression, over its variables only (the spilled terms, when
    /// there are any, are all of them; a coefficient near zero is left out).
    @inline(__always)
    func expressionRow(terms: borrowing InlineTerms, spilled: [Term], constant: Double) -> Row {
        var row = Row(constant: constant)
        if spilled.isEmpty {
            row.cells.reserveCapacity(terms.count)
            terms.forEach { variable, coefficient in
                if !nearZero(coefficient) {
                    row.add(variable, coefficient)
                }
            }
        } else {
            row.cells.reserveCapacity(spilled.count)
            for term in spilled where !nearZero(term.coefficient) {
                row.add(term.variable.symbol, term.coefficient)
            }
        }
        return row
    }

    /// The constraint's row over its variables (basic ones are not expanded), with its marker symbols made and
    /// its errors charged to the objective (an optional equality's negative error at `belowStrength`, if given), but not yet in the row: ``addMarkers(to:marker:other:coefficient:scale:)``
    /// puts them there, after the row is solved for a variable when it defines one, so that a definition of four
    /// cells is built in four and stays inline.
    func makeRow(
        terms: borrowing InlineTerms, spilled: [Term], constant: Double, _ relation: Relation, strength: Strength,
        belowStrength: Strength? = nil
    ) -> (row: Row, marker: Symbol, other: Symbol?, markerCoefficient: Double) {
        let row = expressionRow(terms: terms, spilled: spilled, constant: constant)
        let marker: Symbol
        var other: Symbol?
        var markerCoefficient = 1.0
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // The slack `s >= 0` in `expression + s = 0` (<=) or `expression - s = 0` (>=); an optional
            // inequality's error takes the other sign.
            markerCoefficient = relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                addCost(error, 1, atLevel: levelIndex(for: strength))
                other = error
            }
        case .equal:
            if strength.isRequired {
                // The dummy that marks a required equality.
                marker = makeSymbol(.dummy)
            } else {
                // `expression - e⁺ + e⁻ = 0`, both errors costed (e⁻ at the below strength, if any).
                marker = makeSymbol(.error)
                let negativeError = makeSymbol(.error)
                other = negativeError
                markerCoefficient = -1
                addCost(marker, 1, atLevel: levelIndex(for: strength))
                addCost(negativeError, 1, atLevel: levelIndex(for: belowStrength ?? strength))
            }
        }
        return (row, marker, other, markerCoefficient)
    }

    /// Adds the marker cells of a row from ``makeRow(terms:spilled:constant:_:strength:)`` — `coefficient ×
    /// marker`, and `-coefficient × other` when there is one — each times `scale` (the factor the row was solved
    /// with, or 1).
    func addMarkers(to row: inout Row, marker: Symbol, other: Symbol?, coefficient: Double, scale: Double) {
        row.add(marker, coefficient * scale)
        if let other {
            row.add(other, -coefficient * scale)
        }
    }

    /// The index in ``levels`` of an optional strength's level, adding the level if it is new.
    func levelIndex(for strength: Strength) -> Int {
        let level = strength.level
        let low = levelPosition(of: level)
        if low < levels.count && levels[low] == level {
            return low
        }
        levels.insert(level, at: low)
        objectives.insert(Row(), at: low)
        return low
    }
}
