// Folding the dummies of a long row into one symbol, so that substituting the row costs what its free symbols cost.
//
// A required equality's dummy is always zero: it never enters the basis, and it is in a row only so that the
// constraint can be found again (removed, or given a new constant). A row expanded down a chain holds the dummy of
// every link it passed: closing a line of 300 cards (`last.end >= parent.end − inset`) gave a row of 1,801 cells,
// 1,797 of them dummies. When the optimisation then moved the line's shared spacer width, that row was
// substituted into the 598 rows holding the width's slack, a million cells of dummies (hunt seed 33; in the slow
// steps of seeds 5, 16, 22 and 23 dummies were 60-99% of the cells substituted).
//
// So a row about to be substituted into more than two rows, with at least ``Solver/foldedDummyMinimum`` plain dummies,
// has them folded into one new dummy, an *aggregate*, whose members (the dummies with their coefficients) are kept
// aside in ``Solver/aggregateMembers``: the row holds `1 × aggregate` instead. (Folding rows substituted into two
// rows or fewer, or new definitions, gained nothing measurable and cost the deletion workload 40% more instructions:
// each removal then put its dummy back into rows that would have held it anyway.)
//
// An aggregate is a dummy like any other (zero, never entering, determined), and its members are only ever plain
// dummies. What needs a plain dummy's rows reads through its aggregates:
// - a constant change of its constraint moves the rows holding an aggregate it is in as well
//   (``forEachRowReached(byDummy:_:)``);
// - removing its constraint first puts it back, explicitly, into every row and objective holding one of its
//   aggregates (``materializeDummy(_:)``), and the removal then runs as if it had never been folded;
// - a conflict names the owners of an aggregate's members (``requiredOwners(ofMarkersIn:excluding:)``).
// Aggregates no row or objective holds any more are released now and then (``sweepAggregates(keepingThoseIn:and:)``),
// never one a row outside the column index holds, since no column says it is in use: the row being folded (a sweep
// that released one let the fold take its symbol, reused, for a member of the new aggregate), and a placement's
// subject row, folded before its lazy solution is (a sweep in the second fold released the first's new aggregate, so
// the rows it was substituted into held a plain dummy where three markers should be, and removing one of those
// constraints later broke a required inequality by up to 1,960 points: `ChainOrderTests`, seed 3977).
//
// A long row that expansions read rather than substitute is folded too, once a placement has read it
// (``foldRowsReadWhole()``): a line closed at its parent's end solves the closing for the shared size, a row as long
// as the line, and every later constraint on one item's size read it whole (hunt seed 1027's first layout: 1,600
// cells for each of 800 constraints at 400 views). Folded after the placement that read it, at a point where every
// row is in the tableau; folded during the expansion itself, it changed rows the placement was still working on.
extension Solver {
    /// Whether `symbol` is an aggregate of dummies.
    @inline(__always)
    func isAggregate(_ symbol: Symbol) -> Bool {
        !aggregateMembers.isEmpty && aggregateMembers[symbol] != nil
    }

    /// Folds the plain dummies of `row`, about to be substituted for `substituted`, into a new aggregate when it
    /// holds at least ``foldedDummyMinimum`` of them and at least ``foldedHolderMinimum`` rows hold `substituted`
    /// (into one or two, a substitution costs about what the fold does). The row is not in the tableau's column
    /// index, or is indexed as the row of `indexedAs` (a pivot's row, re-keyed in place), whose entries the fold
    /// then moves from the dummies to the aggregate. `keeping` is another row outside the index that will enter the
    /// tableau with this one (a placement's subject row, folded before its lazy solution is): a sweep the fold makes
    /// keeps its aggregates too.
    func foldDummies(
        in row: inout Row, substitutedFor substituted: Symbol, indexedAs basic: Symbol? = nil, readWhole: Bool = false,
        keeping other: Row? = nil
    ) {
        guard row.cells.count >= foldedDummyMinimum, readWhole || columns[substituted].count >= foldedHolderMinimum
        else { return }
        // Counted with the aggregates among them (a row holds few): a look at the kind table only.
        var count = 0
        row.cells.forEachKey { symbol in
            if kinds[symbol] == .dummy { count += 1 }
        }
        guard count >= foldedDummyMinimum else { return }
        if aggregateMembers.count >= nextAggregateSweep {
            sweepAggregates(keepingThoseIn: row, and: other)
        }
        var members = Row()
        members.cells.reserveCapacity(count)
        // A definition may name a basic dummy (a redundant equality's): only parametric ones are members.
        for (symbol, coefficient) in row.cells
        where kinds[symbol] == .dummy && !isAggregate(symbol) && !isBasic(symbol) {
            members.add(symbol, coefficient)
        }
        guard members.cells.count >= foldedDummyMinimum else { return }
        let aggregate = makeSymbol(.dummy)
        members.cells.forEachKey { symbol in
            aggregatesHolding[symbol, default: []].append(aggregate)
        }
        for (symbol, _) in members.cells {
            _ = row.cells.removeValue(forKey: symbol)
            if let basic { columns[symbol].remove(basic) }
        }
        row.add(aggregate, 1)
        if let basic { columns[aggregate].insert(basic) }
        aggregateMembers[aggregate] = members
    }

    /// Folds the dummies of every row an expansion read whole during the placement just made (``rowsReadWhole``)
    /// that is still basic, in place. Called after a constraint is placed, when every row is in the tableau.
    func foldRowsReadWhole() {
        guard !rowsReadWhole.isEmpty else { return }
        let read = rowsReadWhole
        rowsReadWhole.removeAll(keepingCapacity: true)
        for basic in read {
            guard var row = rows.take(basic) else { continue }
            foldDummies(in: &row, substitutedFor: basic, indexedAs: basic, readWhole: true)
            rows.store(consume row, for: basic)
        }
    }

    /// Puts the plain dummy `dummy` back into every row and objective that holds it through an aggregate, and takes
    /// it out of those aggregates: afterwards the tableau holds it exactly as if it had never been folded.
    func materializeDummy(_ dummy: Symbol) {
        guard !aggregatesHolding.isEmpty, let aggregates = aggregatesHolding.removeValue(forKey: dummy) else { return }
        for aggregate in aggregates {
            guard let weight = aggregateMembers[aggregate]?.cells.removeValue(forKey: dummy) else { continue }
            // Tableau work like a substitution's, one cell per row: counted, so that a batch of removals through
            // widely held aggregates passes its rebuild budget (`Solver+Rebuild.swift`) as a batch of substitutions
            // would.
            tableauWork &+= columns[aggregate].count
            for basic in columns[aggregate] {
                guard var row = rows.take(basic) else { continue }
                switch row.add(dummy, row.coefficient(of: aggregate) * weight) {
                case 1: columns[dummy].insert(basic)
                case -1: columns[dummy].remove(basic)
                default: break
                }
                rows.store(consume row, for: basic)
            }
            var costs: [(level: Int, cost: Double)] = []
            forEachCost(of: aggregate) { level, cost in costs.append((level, cost)) }
            for (level, cost) in costs {
                addCost(dummy, cost * weight, atLevel: level)
            }
            if let cost = artificialObjective?.coefficient(of: aggregate), cost != 0 {
                artificialObjective?.add(dummy, cost * weight)
            }
        }
    }

    /// Calls `body` with every basic symbol whose row the plain dummy `dummy` reaches, the symbol it reaches it
    /// through (`dummy` itself, or an aggregate) and that symbol's weight in it: the row's coefficient of `via` times
    /// `weight` is the dummy's coefficient there. A row reached both ways is called once per way.
    func forEachRowReached(
        byDummy dummy: Symbol, _ body: (_ basic: Symbol, _ via: Symbol, _ weight: Double) -> Void
    ) {
        for basic in columns[dummy] {
            body(basic, dummy, 1)
        }
        guard !aggregatesHolding.isEmpty, let aggregates = aggregatesHolding[dummy] else { return }
        for aggregate in aggregates {
            guard let weight = aggregateMembers[aggregate]?.coefficient(of: dummy), weight != 0 else { continue }
            for basic in columns[aggregate] {
                body(basic, aggregate, weight)
            }
        }
    }

    /// Calls `body` with each plain dummy `symbol` stands for: itself, or an aggregate's members.
    func forEachPlainDummy(of symbol: Symbol, _ body: (Symbol) -> Void) {
        if let members = isAggregate(symbol) ? aggregateMembers[symbol] : nil {
            members.cells.forEachKey(body)
        } else {
            body(symbol)
        }
    }

    /// Releases the aggregates that no row, objective or member list needs any more: rows replaced since they were
    /// folded, or every member removed. Runs when the aggregates have doubled since the last sweep, so its cost is
    /// spread over the folds that made them. Keeps those `kept` holds, and those `other` holds: the rows being folded
    /// and about to enter the tableau, which are outside the column index.
    func sweepAggregates(keepingThoseIn kept: borrowing Row, and other: Row? = nil) {
        var released: [Symbol] = []
        for (aggregate, members) in aggregateMembers
        where kept.cells[aggregate] == nil && other?.cells[aggregate] == nil {
            // An aggregate left without members is zero: the rows and objectives holding it can drop it.
            guard artificialObjective.map({ $0.coefficient(of: aggregate) == 0 }) ?? true,
                  members.cells.count == 0 || (columns[aggregate].isEmpty && !hasCost(aggregate))
            else { continue }
            released.append(aggregate)
        }
        // In symbol order, not the dictionary's (which differs from run to run): released symbols are reused, and
        // which symbol takes which role decides the simplex's ties, so a hash order made the same layout solve
        // differently in two runs.
        released.sort()
        for aggregate in released {
            guard let members = aggregateMembers.removeValue(forKey: aggregate) else { continue }
            members.cells.forEachKey { dummy in
                aggregatesHolding[dummy]?.removeAll { $0 == aggregate }
                if aggregatesHolding[dummy]?.isEmpty == true {
                    aggregatesHolding[dummy] = nil
                }
            }
            scrub(aggregate)
            releaseSymbol(aggregate)
        }
        nextAggregateSweep = max(Self.firstAggregateSweep, 2 * aggregateMembers.count)
    }

    /// How many aggregates there may be before the first sweep.
    static let firstAggregateSweep = 64
}
