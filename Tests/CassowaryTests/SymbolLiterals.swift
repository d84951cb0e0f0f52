@testable import Cassowary

/// Symbols written as their ids in the storage tests (`set.insert(7)`, `row.add(3, 2)`): the tests of
/// ``SymbolSet``, ``SparseVector``, ``RowTable`` and ``SymbolColumn`` exercise storage, where a symbol is its id.
extension Symbol: ExpressibleByIntegerLiteral {
    /// The symbol whose id is `value`.
    public init(integerLiteral value: Int32) {
        self.init(id: value)
    }
}
