// Checks of the tableau's form and of the values read, for the randomized tests (invariants 3, 4, 5 and 11 of
// docs/ARCHITECTURE.md). Each reads the whole tableau: tests only.
extension Solver {
    /// A description of the first breach of invariants 3-5 found, or `nil`: a restricted row or an objective naming
    /// a basic symbol (only definitions may name one: a defined variable, or a slack or error a pivot left them
    /// naming), or a column index that is not exactly the rows holding each symbol.
    func tableauFormBreach() -> String? {
        for index in 0..<symbolCount {
            let basic = Symbol(index: index)
            guard let row = rows[basic] else { continue }
            for (symbol, _) in row.cells {
                if isBasic(symbol), kinds[basic] != .external {
                    return "the \(kinds[basic]) row of \(basic) names the basic \(kinds[symbol]) \(symbol)"
                }
                if !columns[symbol].contains(basic) { return "the column of \(symbol) lacks \(basic), whose row holds it" }
            }
        }
        for (level, objective) in objectives.enumerated() {
            for (symbol, _) in objective.cells where isBasic(symbol) {
                return "objective \(level) names the basic \(kinds[symbol]) \(symbol)"
            }
        }
        for index in 0..<symbolCount {
            let symbol = Symbol(index: index)
            for basic in columns[symbol] where rows[basic]?.cells[symbol] == nil {
                return "the column of \(symbol) names \(basic), whose row does not hold it"
            }
        }
        return nil
    }

    /// A description of the first defined variable whose value read differs from the value of its definition
    /// expanded into parametric symbols (each at zero), or `nil` (invariant 11: what a change leaves stale is
    /// reached by the walk of the touched variables). Reads every value first, which places whatever waits.
    func staleValue(tolerance: Double = 1e-6) -> String? {
        for index in 0..<symbolCount where kinds[Symbol(index: index)] == .external {
            _ = value(of: Variable(Symbol(index: index)))
        }
        for index in 0..<symbolCount {
            let variable = Symbol(index: index)
            guard kinds[variable] == .external, let row = rows[variable] else { continue }
            let expected = expanded(row).constant
            let read = value(of: Variable(variable))
            if abs(read - expected) > tolerance * max(1, abs(expected)) {
                return "\(variable) reads \(read), its definition expanded \(expected)"
            }
        }
        return nil
    }

    /// The largest magnitude of a coefficient in any row of the tableau: how far eliminations have grown it (a
    /// solution read through rows whose coefficients are many orders above the values loses that many digits).
    func largestTableauCoefficient() -> Double {
        var largest = 0.0
        for index in 0..<symbolCount {
            guard let row = rows[Symbol(index: index)] else { continue }
            for (_, coefficient) in row.cells { largest = max(largest, abs(coefficient)) }
        }
        return largest
    }
}
