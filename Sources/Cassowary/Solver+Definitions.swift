// Lazily defined user variables: evaluation and expansion through the definition graph.
//
// The row of a basic external variable may name other basic external variables. Those references form an
// acyclic graph (a variable is only ever defined in terms of symbols that do not depend on it), so values are
// computed by walking it, and a row is expanded into parametric symbols by pushing weights down it in
// topological order: each definition is visited once, however many paths lead to it.
extension Solver {
    /// Notes that the definition of `symbol` changed (for a variable; restricted symbols carry no cached value).
    @inline(__always)
    func touch(_ symbol: Int32) {
        let index = Int(symbol)
        guard kinds[index] == .external, !isTouched[index] else { return }
        isTouched[index] = true
        touchedVariables.append(symbol)
    }

    /// Marks stale the cached value of every touched variable and of every definition that names one,
    /// transitively, and reports them all as changed. The walk covers exactly what may have moved, so its cost
    /// is that of the change, not of the whole system.
    func propagateTouches() {
        guard !touchedVariables.isEmpty else { return }
        beginWalk()
        var queue = touchedVariables
        touchedVariables.removeAll(keepingCapacity: true)
        for symbol in queue {
            isTouched[Int(symbol)] = false
            visitMarks[Int(symbol)] = visitToken
        }
        var head = 0
        while head < queue.count {
            let index = Int(queue[head])
            head += 1
            valueIsCurrent[index] = false
            if !isReportedChanged[index] {
                isReportedChanged[index] = true
                changedVariables.append(Int32(index))
            }
            for dependant in columns[index]
            where kinds[Int(dependant)] == .external && visitMarks[Int(dependant)] != visitToken {
                visitMarks[Int(dependant)] = visitToken
                queue.append(dependant)
            }
        }
    }

    /// Whether `symbol` is a basic external variable (one with a definition row).
    @inline(__always)
    func isDefinedVariable(_ symbol: Int32) -> Bool {
        kinds[Int(symbol)] == .external && rows[Int(symbol)] != nil
    }

    /// The value of the basic symbol `root`, evaluating the definitions it depends on (iteratively: chains can
    /// be tens of thousands deep) and caching every value computed.
    func evaluate(_ root: Int32) -> Double {
        if valueIsCurrent[Int(root)] { return cachedValues[Int(root)] }
        var stack = evaluationStack
        evaluationStack = []
        defer {
            stack.removeAll(keepingCapacity: true)
            evaluationStack = stack
        }
        stack.append(root)
        while let top = stack.last {
            let index = Int(top)
            if valueIsCurrent[index] {
                stack.removeLast()
                continue
            }
            guard let row = rows[index] else {
                cachedValues[index] = 0
                valueIsCurrent[index] = true
                stack.removeLast()
                continue
            }
            var sum = row.constant
            var ready = true
            for (symbol, coefficient) in row.cells where isDefinedVariable(symbol) {
                if valueIsCurrent[Int(symbol)] {
                    sum += coefficient * cachedValues[Int(symbol)]
                } else {
                    ready = false
                    stack.append(symbol)
                }
            }
            if ready {
                cachedValues[index] = sum
                valueIsCurrent[index] = true
                stack.removeLast()
            }
        }
        return cachedValues[Int(root)]
    }

    /// Starts a new graph walk: afterwards no symbol is marked.
    private func beginWalk() {
        visitToken &+= 1
        if visitToken == 0 {
            visitMarks = [UInt32](repeating: 0, count: visitMarks.count)
            visitToken = 1
        }
    }

    /// `row` with every basic external variable replaced by its definition, recursively: the result names only
    /// parametric symbols (restricted ones and parametric external variables).
    func expanded(_ row: Row) -> Row {
        let order = definitionsReachable(from: row)
        if order.isEmpty { return row }
        for symbol in order {
            expansionWeights[Int(symbol)] = 0
        }
        var result = Row(constant: row.constant)
        for (symbol, coefficient) in row.cells {
            if isDefinedVariable(symbol) {
                expansionWeights[Int(symbol)] += coefficient
            } else {
                result.add(symbol, coefficient)
            }
        }
        // `order` lists dependencies before dependants; walk it backwards so every definition has received
        // all of its weight before passing it on.
        for symbol in order.reversed() {
            let weight = expansionWeights[Int(symbol)]
            if weight == 0 { continue }
            guard let definition = rows[Int(symbol)] else { continue }
            result.constant += weight * definition.constant
            for (other, coefficient) in definition.cells {
                if isDefinedVariable(other) {
                    expansionWeights[Int(other)] += weight * coefficient
                } else {
                    result.add(other, weight * coefficient)
                }
            }
        }
        return result
    }

    /// The basic external variables reachable from `row` through definitions, in post-order (every variable
    /// after the variables its definition names).
    private func definitionsReachable(from row: Row) -> [Int32] {
        beginWalk()
        var order: [Int32] = []
        var stack: [(symbol: Int32, finished: Bool)] = []
        for symbol in row.cells.keys where isDefinedVariable(symbol) {
            stack.append((symbol, false))
        }
        while let (symbol, finished) = stack.popLast() {
            if finished {
                order.append(symbol)
                continue
            }
            if visitMarks[Int(symbol)] == visitToken { continue }
            visitMarks[Int(symbol)] = visitToken
            stack.append((symbol, true))
            guard let definition = rows[Int(symbol)] else { continue }
            for other in definition.cells.keys where isDefinedVariable(other) && visitMarks[Int(other)] != visitToken {
                stack.append((other, false))
            }
        }
        return order
    }

    /// Whether `row` names any basic external variable.
    func namesDefinedVariable(_ row: Row) -> Bool {
        row.cells.keys.contains { isDefinedVariable($0) }
    }
}
