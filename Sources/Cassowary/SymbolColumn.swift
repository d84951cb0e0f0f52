/// One of the solver's per-symbol tables (a kind, a cached value, a mark, a column set), indexed by ``Symbol``
/// without the checks an array makes on every access: a uniqueness test on each write and a bounds test on each
/// read. The evaluation and propagation loops touch several tables per symbol, and those checks were a tenth of
/// their instructions. Elements are read and changed in place (a column set gains a member without being copied
/// out and back).
///
/// Indices must be below ``count``: checked in debug builds only. The solver grows every table together with its
/// symbol count (`growSymbolTables(to:)`), so a symbol always indexes every table. A reference type owned by one
/// solver: a table is never copied, and its storage is freed with it.
@usableFromInline
final class SymbolColumn<Element> {
    /// The elements. (Stored fields skip the dynamic exclusivity checks, as the solver's do: they are changed
    /// only by growing, never during an access.)
    @usableFromInline @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
    /// The number of elements.
    @usableFromInline @exclusivity(unchecked) private(set) var count = 0
    /// The number of elements `base` has room for.
    @exclusivity(unchecked) private(set) var capacity = 0

    /// Makes an empty table.
    init() {
        base = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The element of `symbol`.
    @inlinable
    subscript(symbol: Symbol) -> Element {
        unsafeAddress {
            assert(symbol.index < count, "symbol \(symbol.index) is outside a table of \(count)")
            return UnsafePointer(base + symbol.index)
        }
        unsafeMutableAddress {
            assert(symbol.index < count, "symbol \(symbol.index) is outside a table of \(count)")
            return base + symbol.index
        }
    }

    /// The element at `position`, for a table used as plain dense storage (``RowTable``'s rows).
    subscript(position position: Int) -> Element {
        unsafeAddress {
            assert(position >= 0 && position < count, "position \(position) is outside a table of \(count)")
            return UnsafePointer(base + position)
        }
        unsafeMutableAddress {
            assert(position >= 0 && position < count, "position \(position) is outside a table of \(count)")
            return base + position
        }
    }

    /// The elements as a buffer (valid until the table grows; an element must not be changed through it while it
    /// is read through the subscript).
    var buffer: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// Appends `added` copies of `value`, growing the storage at least twofold when it is full.
    func append(repeating value: Element, count added: Int) {
        guard added > 0 else { return }
        makeRoom(for: added)
        (base + count).initialize(repeating: value, count: added)
        count += added
    }

    /// Appends `added` elements without initializing them, for a table of plain values that is always written
    /// before it is read: room that is never used is then never touched.
    func appendUninitialized(count added: Int) {
        assert(_isPOD(Element.self), "only plain values may be left uninitialized")
        guard added > 0 else { return }
        makeRoom(for: added)
        count += added
    }

    /// Appends `element`, moved in.
    func append(_ element: consuming Element) {
        makeRoom(for: 1)
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `added` elements made by `make`: for elements that hold references, where copying one value
    /// into every slot goes through its value witness and retains for each copy.
    func append(count added: Int, making make: () -> Element) {
        guard added > 0 else { return }
        makeRoom(for: added)
        for offset in 0..<added {
            (base + count + offset).initialize(to: make())
        }
        count += added
    }

    /// Removes and returns the last element, for a table used as a list of symbols (a walk's stack); the table
    /// must not be empty.
    @inline(__always)
    func removeLast() -> Element {
        assert(count > 0, "removeLast() on an empty table")
        count -= 1
        return (base + count).move()
    }

    /// Removes every element, keeping the storage (for a table used as a list of symbols).
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Makes room for `total` elements without initializing any: storage that is never filled is never
    /// touched (a big allocation's pages are then never faulted in).
    func reserveCapacity(_ total: Int) {
        makeRoom(for: total - count)
    }

    /// Grows the storage, at least twofold, so that `added` more elements fit.
    private func makeRoom(for added: Int) {
        let needed = count + added
        guard needed > capacity else { return }
        let grown = Swift.max(needed, 2 * capacity)
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        storage.moveInitialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = grown
    }

    /// Sets every element to `value`.
    func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }

    /// Exchanges this table's elements with `other`'s, without copying any (a rebuilt tableau is adopted this
    /// way, see `Solver+Rebuild.swift`).
    func exchangeElements(with other: SymbolColumn<Element>) {
        swap(&base, &other.base)
        swap(&count, &other.count)
        swap(&capacity, &other.capacity)
    }
}
