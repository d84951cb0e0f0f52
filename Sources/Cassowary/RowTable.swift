/// The tableau's rows, by symbol: a basic symbol has a row, every other symbol has none.
///
/// The rows are stored densely, apart from the per-symbol table that says where each symbol's row is: only basic
/// symbols take a row's room (a row keeps its first cells inline, so it is large), and a layout makes as many
/// parametric symbols (markers) as basic ones. The hot paths (evaluating definitions, testing whether a symbol is
/// basic) read a row in place with ``contains(_:)`` and ``withRow(of:_:)``; the rest read and write optional
/// copies through the subscript. A freed row's room is reused by the next row stored. A reference type owned by
/// one solver, like its other per-symbol tables.
final class RowTable {
    /// For every symbol, the position of its row in ``storage``, or -1 (a mark private to this table: a position
    /// is four bytes where an optional one would take eight, in a table with an element per symbol).
    private let positions = SymbolColumn<Int32>()
    /// The rows, densely; positions in ``freePositions`` hold empty rows.
    private let storage = SymbolColumn<Row>()
    /// Positions in ``storage`` that no symbol uses, for reuse. (Stored fields skip the dynamic exclusivity
    /// checks, as the solver's do: they are changed only inside this table's methods, never across a call.)
    @exclusivity(unchecked) private var freePositions: [Int32] = []

    /// The number of symbols the table covers.
    var count: Int { positions.count }

    /// Covers `count` more symbols, without rows.
    func appendEmpty(count: Int) {
        positions.append(repeating: -1, count: count)
    }

    /// Makes room for `total` symbols without filling their slots.
    func reserveCapacity(_ total: Int) {
        positions.reserveCapacity(total)
    }

    /// Makes room for `added` more rows than are stored now (the tableau gains at most one per constraint
    /// added).
    func reserveRows(adding added: Int) {
        storage.reserveCapacity(storage.count - freePositions.count + added)
    }

    /// Whether `symbol` has a row.
    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool {
        positions[symbol] >= 0
    }

    /// Calls `body` with the address of the row of `symbol`; `nil` when it has none. Reading the
    /// row's fields through the address copies nothing (passing the row itself to a closure copied it, storage
    /// and all). The address is valid only inside `body`, which must not change this table.
    @inline(__always)
    func withRow<Result>(of symbol: Symbol, _ body: (UnsafePointer<Row>) -> Result) -> Result? {
        let position = positions[symbol]
        guard position >= 0 else { return nil }
        return body(UnsafePointer(storage.base + Int(position)))
    }

    /// Removes the row of `symbol` and returns it, uniquely referenced (so that editing it copies
    /// nothing).
    @inline(__always)
    func take(_ symbol: Symbol) -> Row? {
        let position = positions[symbol]
        guard position >= 0 else { return nil }
        var row = Row()
        swap(&row, &storage[position: Int(position)])
        positions[symbol] = -1
        freePositions.append(position)
        return row
    }

    /// Stores `row` as the row of `symbol`, moved in.
    func store(_ row: consuming Row, for symbol: Symbol) {
        let position = positions[symbol]
        if position >= 0 {
            storage[position: Int(position)] = consume row
        } else if let free = freePositions.popLast() {
            storage[position: Int(free)] = consume row
            positions[symbol] = free
        } else {
            positions[symbol] = Int32(storage.count)
            storage.append(consume row)
        }
    }

    /// Exchanges this table's rows with `other`'s, without copying any (see `Solver+Rebuild.swift`).
    func exchangeRows(with other: RowTable) {
        positions.exchangeElements(with: other.positions)
        storage.exchangeElements(with: other.storage)
        swap(&freePositions, &other.freePositions)
    }

    /// The row of `symbol` (a copy), or `nil`; setting `nil` removes it.
    subscript(symbol: Symbol) -> Row? {
        get {
            withRow(of: symbol) { $0.pointee }
        }
        set {
            if let newValue {
                store(newValue, for: symbol)
            } else {
                _ = take(symbol)
            }
        }
        _modify {
            var row = take(symbol)
            defer {
                if let row {
                    store(row, for: symbol)
                }
            }
            yield &row
        }
    }
}
