/// A value named by a non-negative `Int32` id, which ``OptionalSymbolColumn`` can store in four bytes.
protocol PackedID {
    /// The id: non-negative.
    var id: Int32 { get }
    /// The value with id `id` (non-negative).
    init(id: Int32)
}

/// A per-symbol table of optional ids (a symbol's pair partner, a marker's constraint slot), four bytes an
/// element. An `Optional` of a four-byte struct takes eight in a table (a tag byte, then padding), and these
/// tables have an element per symbol (10⁵ and more in a big layout): here -1 stands for `nil`, inside the table
/// only; its API takes and returns optionals. A struct over one ``SymbolColumn``: it adds no indirection.
struct OptionalSymbolColumn<Wrapped: PackedID> {
    /// The ids, -1 where there is none.
    private let storage = SymbolColumn<Int32>()

    /// The value of `symbol`, or `nil`.
    subscript(symbol: Symbol) -> Wrapped? {
        @inline(__always) get {
            let id = storage[symbol]
            return id < 0 ? nil : Wrapped(id: id)
        }
        @inline(__always) nonmutating set {
            storage[symbol] = newValue?.id ?? -1
        }
    }

    /// Appends `count` elements without a value.
    func appendNone(count: Int) {
        storage.append(repeating: -1, count: count)
    }

    /// Makes room for `total` elements without filling them.
    func reserveCapacity(_ total: Int) {
        storage.reserveCapacity(total)
    }

    /// Exchanges this table's elements with `other`'s, without copying any (see `Solver+Rebuild.swift`).
    func exchangeElements(with other: OptionalSymbolColumn<Wrapped>) {
        storage.exchangeElements(with: other.storage)
    }
}
