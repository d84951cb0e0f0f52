/// The tableau's rows, one slot per symbol: a basic symbol's slot holds its row, every other slot is empty.
///
/// Slots hold rows marked present or absent rather than optional rows: a row keeps its first cells inline, and
/// copying an optional one went through the runtime's generic value witness on every read. The slots are a
/// ``SymbolColumn``, read and written in place. The hot paths (evaluating definitions, testing whether a symbol
/// is basic) read a slot with ``contains(_:)`` and ``withRow(at:_:)``; the rest read and write optional copies
/// through the subscript. A reference type owned by one solver, like its other per-symbol tables.
final class RowTable {
    /// The slots, by symbol id.
    private let slots = SymbolColumn<Row>()

    /// The number of slots.
    var count: Int { slots.count }

    /// Appends `count` empty slots.
    func appendEmpty(count: Int) {
        slots.append(count: count) { Row.absent }
    }

    /// Whether the slot at `index` holds a row, read in place.
    @inline(__always)
    func contains(_ index: Int) -> Bool {
        slots[index].isPresent
    }

    /// Calls `body` with the address of the row at `index`; `nil` when the slot is empty. Reading the row's
    /// fields through the address copies nothing (passing the row itself to a closure copied it, storage and all).
    /// The address is valid only inside `body`, which must not change this table.
    @inline(__always)
    func withRow<Result>(at index: Int, _ body: (UnsafePointer<Row>) -> Result) -> Result? {
        guard slots[index].isPresent else { return nil }
        return body(UnsafePointer(slots.base + index))
    }

    /// Empties the slot at `index` and returns the row it held, uniquely referenced (so that editing it copies
    /// nothing).
    @inline(__always)
    func take(_ index: Int) -> Row? {
        guard contains(index) else { return nil }
        var row = Row.absent
        swap(&row, &slots[index])
        return row
    }

    /// Stores `row` at `index`, moved in (setting through the subscript copies it out of its optional).
    func store(_ row: consuming Row, at index: Int) {
        slots[index] = row
    }

    /// The row at `index` (a copy), or `nil`; setting `nil` empties the slot.
    subscript(index: Int) -> Row? {
        get {
            contains(index) ? slots[index] : nil
        }
        set {
            slots[index] = newValue ?? Row.absent
        }
        _modify {
            var row = take(index)
            defer {
                if let row {
                    slots[index] = row
                }
            }
            yield &row
        }
    }
}
