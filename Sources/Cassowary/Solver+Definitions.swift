/// An expansion weight this close to zero has cancelled out (`y₁ - y₁`): the definition is not expanded.
let cancelledWeight = 1.0e-12

// Lazily defined user variables: evaluation and expansion through the definition graph.
//
// The row of a basic external variable may name other basic external variables, and basic slacks and errors that a
// pivot left it naming (their rows name only parametric symbols). Those references form an acyclic graph (a
// variable is only ever defined in terms of symbols that do not depend on it), so values are computed by walking
// it, and a row is expanded into parametric symbols by pushing weights down it in topological order: each definition
// is visited once, however many paths lead to it. A basic slack or error ranks below every definition.
extension Solver {
    /// Notes that the value of `symbol` may have changed: a variable's definition changed, or the row of a slack or
    /// error that definitions name (a pivot left them naming it; its value, its row's constant, is in theirs).
    /// Other restricted symbols carry no value anyone caches.
    @inline(__always)
    func touch(_ symbol: Symbol) {
        guard !isTouched[symbol], kinds[symbol] == .external || !columns[symbol].isEmpty else { return }
        isTouched[symbol] = true
        touchedVariables.append(symbol)
    }

    /// Marks stale the cached value of every touched variable and of every definition that names one,
    /// transitively, and reports them all as changed. The walk covers exactly what may have moved, so its cost
    /// is that of the change, not of the whole system.
    func propagateTouches() {
        guard !touchedVariables.isEmpty else { return }
        beginWalk()
        let token = visitToken
        // Each symbol is pushed once (marked as it is), so the stack and the report grow without copies or
        // uniqueness checks.
        let stack = walkStack
        for symbol in touchedVariables {
            isTouched[symbol] = false
            visitMarks[symbol] = token
            stack.append(symbol)
        }
        touchedVariables.removeAll(keepingCapacity: true)
        let changed = changedVariables
        // The walk reads the column sets in place through their address: reading a set out of the table would copy
        // it (retaining its storage) for every variable visited. Nothing here changes the tables' sizes.
        let firstColumn = UnsafePointer(columns.base)
        // Depth first: a chain of definitions (a row of equal cells, a stack) is followed in the order its symbols
        // were made, which keeps the per-symbol tables' reads close together; breadth first, the walk crossed
        // every chain at each step.
        while stack.count > 0 {
            let last = stack.removeLast()
            if kinds[last] == .external {
                valueIsCurrent[last] = false
                if !isReportedChanged[last] {
                    isReportedChanged[last] = true
                    changed.append(last)
                }
            }
            SymbolSet.forEachMember(of: firstColumn + last.index) { dependant in
                if kinds[dependant] == .external && visitMarks[dependant] != token {
                    visitMarks[dependant] = token
                    stack.append(dependant)
                }
            }
        }
    }

    /// Whether `symbol` is a basic external variable (one with a definition row).
    @inline(__always)
    func isDefinedVariable(_ symbol: Symbol) -> Bool {
        kinds[symbol] == .external && isBasic(symbol)
    }

    /// Whether `symbol` is a parametric external variable (one with no definition row).
    @inline(__always)
    func isParametricVariable(_ symbol: Symbol) -> Bool {
        kinds[symbol] == .external && !isBasic(symbol)
    }

    /// The value of the basic symbol `root`, evaluating the definitions it depends on (iteratively: chains can
    /// be tens of thousands deep) and caching every value computed.
    @inline(__always)
    func evaluate(_ root: Symbol) -> Double {
        if valueIsCurrent[root] { return cachedValues[root] }
        // Most stale definitions name only current values (one view moved by its superview): sum them directly,
        // inlined into the caller (a resize reads thousands of them).
        if let sum = definitionSum(ofRowOf: root, noting: { _ in }) {
            cachedValues[root] = sum
            valueIsCurrent[root] = true
            return sum
        }
        return evaluateThroughDefinitions(root)
    }

    /// ``evaluate(_:)`` for a variable with no definition (0) or whose definition names stale definitions: walks
    /// them with an explicit stack.
    private func evaluateThroughDefinitions(_ root: Symbol) -> Double {
        var stack = [Symbol].borrowScratch(from: &evaluationStack)
        defer { [Symbol].giveBack(&stack, to: &evaluationStack) }
        stack.append(root)
        while let top = stack.last {
            if valueIsCurrent[top] {
                stack.removeLast()
                continue
            }
            guard isBasic(top) else {
                cachedValues[top] = 0
                valueIsCurrent[top] = true
                stack.removeLast()
                continue
            }
            if let sum = definitionSum(ofRowOf: top, noting: { stack.append($0) }) {
                cachedValues[top] = sum
                valueIsCurrent[top] = true
                stack.removeLast()
            }
        }
        return cachedValues[root]
    }

    /// The value of the definition of `basic` (which must have a row) from the cached values of the variables it
    /// names, or `nil` when one of them is a definition whose value is stale (each such variable is passed to
    /// `stale`). The row is read in place, not copied.
    @inline(__always)
    private func definitionSum(ofRowOf basic: Symbol, noting stale: (Symbol) -> Void) -> Double? {
        rows.withRow(of: basic) { row in
            var sum = row.pointee.constant
            var ready = true
            Row.forEachCell(ofRowAt: row) { symbol, coefficient in
                guard kinds[symbol] == .external else {
                    // A slack or error a pivot left the definition naming: its row's constant is its value.
                    if let value = rows.withRow(of: symbol, { $0.pointee.constant }) {
                        sum += coefficient * value
                    }
                    return
                }
                // A current cached value is right whether or not the variable is basic (a parametric one's is 0),
                // so the cheaper test comes first; only a stale variable is checked for a definition.
                if valueIsCurrent[symbol] {
                    sum += coefficient * cachedValues[symbol]
                } else if isBasic(symbol) {
                    ready = false
                    stale(symbol)
                }
            }
            return ready ? sum : nil
        } ?? nil
    }

    /// Starts a new graph walk: afterwards no symbol is marked.
    private func beginWalk() {
        visitToken &+= 1
        if visitToken == 0 {
            visitMarks.fill(with: 0)
            visitToken = 1
        }
    }

    /// `row` with every basic external variable replaced by its definition, recursively: the result names only
    /// parametric symbols (restricted ones and parametric external variables).
    ///
    /// Definitions are visited in falling ``definitionRank``, so each one has received the weight of every
    /// dependant before it passes that weight on, and is visited once; a definition whose weight cancels out is
    /// not visited at all, nor what lies below it. Re-adding `y₂ = y₁ + h₁ + 8` to a chain whose `y₂` is
    /// defined as `y₁ + h₁ + 8 - p + q` therefore costs one definition, not the whole chain above it.
    ///
    /// With `floor`, definitions ranked below it are left as they are: the result names them (with the weight
    /// that reached them) and names no definition ranked `floor` or higher. A symbol held only by definitions
    /// ranked at least `floor` then has its full-expansion coefficient in the result (see
    /// ``Solver/substitute(_:with:definitionsWith:)``).
    func expanded(_ row: Row, downTo floor: Double = -.infinity) -> Row {
        // A row naming no definition is its own expansion (the same cells, in the same order).
        guard namesBasicSymbol(row) else { return row }
        var heap = [Symbol].borrowScratch(from: &expansionHeap)
        defer { [Symbol].giveBack(&heap, to: &expansionHeap) }
        var result = startExpansion(of: row, heap: &heap)
        while let top = heap.first, definitionRank[top] >= floor {
            expandHighest(&heap, into: &result)
        }
        // Below the floor: named, with the weight that reached them.
        while let symbol = popHighestRank(&heap) {
            let weight = expansionWeights[symbol]
            if abs(weight) > cancelledWeight {
                result.add(symbol, weight)
            }
        }
        return result
    }

    /// The start of an expansion of `row`: its definitions queued on `heap` with their coefficients as weights,
    /// its other cells (each passed to `meeting`, before it is added) in the result returned.
    @inline(__always)
    func startExpansion(of row: Row, heap: inout [Symbol], meeting: (Symbol) -> Void = { _ in }) -> Row {
        var result = Row(constant: row.constant)
        row.cells.forEachCell { symbol, coefficient in
            if isBasic(symbol) {
                addExpansionWeight(coefficient, to: symbol, heap: &heap)
            } else {
                meeting(symbol)
                result.add(symbol, coefficient)
            }
        }
        return result
    }

    /// One step of an expansion: takes the queued definition of highest rank off `heap` and adds it to `result`
    /// times the weight that reached it, queueing the definitions it names and passing each other symbol to
    /// `meeting` before it is added. A definition whose weight cancelled out is dropped unread.
    @inline(__always)
    func expandHighest(_ heap: inout [Symbol], into result: inout Row, meeting: (Symbol) -> Void = { _ in }) {
        guard let symbol = popHighestRank(&heap) else { return }
        let weight = expansionWeights[symbol]
        guard abs(weight) > cancelledWeight else { return }
        // Read in place (the body changes no row): a copy of the definition cost two retains and two releases,
        // and walking the copy's cells two more.
        rows.withRow(of: symbol) { definition in
            let count = definition.pointee.cells.count
            searchWork.definitionsExpanded += 1
            tableauWork &+= count
            if isPlacing, count >= foldedDummyMinimum {
                rowsReadWhole.append(symbol)
            }
            result.constant += weight * definition.pointee.constant
            Row.forEachCell(ofRowAt: definition) { other, coefficient in
                if isBasic(other) {
                    addExpansionWeight(weight * coefficient, to: other, heap: &heap)
                } else {
                    meeting(other)
                    result.add(other, weight * coefficient)
                }
            }
        }
    }

    /// `0 = equation` solved for `subject` in the form the definitions holding `subject` take (see
    /// ``substitute(_:with:definitionsWith:)``): `equation` expanded down to the lowest rank among them, so it
    /// holds `subject` with its full coefficient and names only definitions ranked below every holder. `nil`
    /// when no definition holds `subject`, or when that form is no shorter than `solved` (the expanded
    /// solution).
    func lazySolution(of equation: Row, for subject: Symbol, shorterThan solved: borrowing Row) -> Row? {
        var floor = Double.infinity
        for holder in columns[subject] where kinds[holder] == .external {
            floor = min(floor, definitionRank[holder])
        }
        guard floor < .infinity else { return nil }
        var lazy = expanded(equation, downTo: floor)
        guard lazy.cells.count < solved.cells.count, !nearZero(lazy.coefficient(of: subject)) else { return nil }
        lazy.solve(for: subject)
        return lazy
    }

    /// Adds `weight` to what `symbol` passes on in an expansion, queueing it if it is not queued.
    @inline(__always)
    func addExpansionWeight(_ weight: Double, to symbol: Symbol, heap: inout [Symbol]) {
        if isQueuedForExpansion[symbol] {
            expansionWeights[symbol] += weight
            return
        }
        isQueuedForExpansion[symbol] = true
        expansionWeights[symbol] = weight
        heap.append(symbol)
        var child = heap.count - 1
        let rank = definitionRank[symbol]
        while child > 0 {
            let parent = (child - 1) / 2
            if definitionRank[heap[parent]] >= rank { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = symbol
    }

    /// Removes and returns the queued variable of highest rank (it leaves the queue: weight reaching it later,
    /// which the rank order rules out, would queue it again rather than be lost).
    @inline(__always)
    func popHighestRank(_ heap: inout [Symbol]) -> Symbol? {
        guard let top = heap.first else { return nil }
        isQueuedForExpansion[top] = false
        let last = heap.removeLast()
        if heap.isEmpty { return top }
        let rank = definitionRank[last]
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= heap.count { break }
            if child + 1 < heap.count && definitionRank[heap[child + 1]] > definitionRank[heap[child]] {
                child += 1
            }
            if definitionRank[heap[child]] <= rank { break }
            heap[parent] = heap[child]
            parent = child
        }
        heap[parent] = last
        return top
    }

    /// Records `row` (already solved for `variable`, a parametric external variable) as the definition of
    /// `variable` at `rank`, which must exceed the rank of every basic variable the row names and be below the
    /// rank of every definition that names `variable`.
    func define(_ variable: Symbol, by row: consuming Row, rank: Double) {
        #if DEBUG
        checkRankOrder(defining: variable, by: row, at: rank)
        #endif
        definitionRank[variable] = rank
        lowestRank = min(lowestRank, rank)
        setRow(row, for: variable)
    }

    /// Stops a debug build when defining `variable` by `row` at `rank` would break invariant 5 of
    /// docs/ARCHITECTURE.md (the ranks a topological order of the definitions): an expansion through ranks out of
    /// order can revisit a definition without end. Every path that makes a definition comes through ``define``, so a
    /// randomized test meets the first such definition instead of a hang.
    private func checkRankOrder(defining variable: Symbol, by row: borrowing Row, at rank: Double) {
        row.cells.forEachKey { named in
            if isDefinedVariable(named) && definitionRank[named] >= rank {
                assertionFailure("\(variable)'s definition at rank \(rank) names \(named), ranked \(definitionRank[named])")
            }
        }
        for dependant in columns[variable] where kinds[dependant] == .external && definitionRank[dependant] <= rank {
            assertionFailure("\(variable) defined at rank \(rank) is named by \(dependant), ranked \(definitionRank[dependant])")
        }
    }

    /// A rank below every rank given so far: right for a definition that names no basic variable, whatever
    /// names the variable it defines.
    func lowestRankBelowAll() -> Double {
        lowestRank - 1
    }

    /// The highest rank among the basic external variables `row` names, or `nil` when it names none.
    func highestDefinitionRank(in row: Row) -> Double? {
        var highest: Double?
        row.cells.forEachKey { symbol in
            guard isDefinedVariable(symbol) else { return }
            let rank = definitionRank[symbol]
            if highest.map({ rank > $0 }) ?? true {
                highest = rank
            }
        }
        return highest
    }

    /// The lowest rank among the definitions that name `variable`, or `nil` when none does.
    func lowestDependantRank(of variable: Symbol) -> Double? {
        var lowest: Double?
        for dependant in columns[variable] where kinds[dependant] == .external {
            let rank = definitionRank[dependant]
            if lowest.map({ rank < $0 }) ?? true {
                lowest = rank
            }
        }
        return lowest
    }

    /// Whether `row` names any basic symbol: a defined variable, or a slack or error a pivot left a definition naming.
    func namesBasicSymbol(_ row: Row) -> Bool {
        row.cells.containsKey { isBasic($0) }
    }
}
