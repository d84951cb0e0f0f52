/// Sums by symbol, kept in the order each symbol was first given one (so that what is done with them is the same
/// from run to run, unlike a dictionary's order).
struct OrderedSymbolSums {
    /// Each symbol's sum, in first-seen order.
    private(set) var sums: [(symbol: Symbol, sum: Double)] = []
    /// The position of each symbol in ``sums``.
    private var positions: [Symbol: Int] = [:]

    /// Adds `value` to the sum of `symbol`.
    mutating func add(_ value: Double, to symbol: Symbol) {
        if let position = positions[symbol] {
            sums[position].sum += value
        } else {
            positions[symbol] = sums.count
            sums.append((symbol, value))
        }
    }
}
