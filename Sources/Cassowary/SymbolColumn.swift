/// One of the solver's per-symbol tables of plain values (a kind, a cached value, a mark), indexed by symbol id
/// without the checks an array makes on every access: a uniqueness test on each write and a bounds test on each
/// read. The evaluation and propagation loops touch several tables per symbol, and those checks were a tenth of
/// their instructions.
///
/// Indices must be below ``count``: checked in debug builds only. The solver grows every table together with its
/// symbol count (`growSymbolTables(to:)`), so a symbol id always indexes every table. A reference type owned by one
/// solver: a table is never copied, and its storage is freed with it.
@usableFromInline
final class SymbolColumn<Element: BitwiseCopyable> {
    /// The elements. (Stored fields skip the dynamic exclusivity checks, as the solver's do: they are changed
    /// only by growing, never during an access.)
    @usableFromInline @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
    /// The number of elements.
    @usableFromInline @exclusivity(unchecked) private(set) var count = 0
    /// The number of elements `base` has room for.
    @exclusivity(unchecked) private var capacity = 0

    /// Makes an empty table.
    init() {
        base = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    }

    deinit {
        base.deallocate()
    }

    /// The element at `index`.
    @inlinable
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "symbol \(index) is outside a table of \(count)")
            return base[index]
        }
        set {
            assert(index >= 0 && index < count, "symbol \(index) is outside a table of \(count)")
            base[index] = newValue
        }
    }

    /// The elements as a buffer (valid until the table grows).
    var buffer: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// Appends `added` copies of `value`, growing the storage at least twofold when it is full.
    func append(repeating value: Element, count added: Int) {
        guard added > 0 else { return }
        let needed = count + added
        if needed > capacity {
            let grown = Swift.max(needed, 2 * capacity)
            let storage = UnsafeMutablePointer<Element>.allocate(capacity: grown)
            storage.moveInitialize(from: base, count: count)
            base.deallocate()
            base = storage
            capacity = grown
        }
        (base + count).initialize(repeating: value, count: added)
        count = needed
    }

    /// Sets every element to `value`.
    func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }
}
