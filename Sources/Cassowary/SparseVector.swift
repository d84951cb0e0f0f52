/// One cell of a ``SparseVector``: a symbol and its coefficient, stored side by side.
struct SparseCell {
    /// The symbol.
    var key: Symbol
    /// The coefficient.
    var value: Double
}

/// A sparse map from symbols to coefficients, tuned for tableau rows: most rows hold a handful of cells.
/// Up to ``inlineCapacity`` cells live inside the vector itself, so a short row costs no allocation and reading
/// it (as evaluating a definition does, once per variable per layout) follows no pointer; a row that outgrows
/// them moves its cells to one array searched linearly, and a row that grows long also gets a position index.
///
/// Iteration follows insertion order (with swap-removal), in both representations alike, so the solver's
/// arithmetic is deterministic from run to run, unlike a hashed dictionary's order.
struct SparseVector: Sequence {
    /// How many cells live inline: a constraint between two views' edges names at most four variables (each
    /// view's position and size), so every definition a view layout makes fits.
    static let inlineCapacity = 4
    /// Rows up to this many cells are searched linearly; longer rows keep ``positions``.
    private static let indexThreshold = 16
    /// The storage a row gets when it outgrows its inline cells by appending one at a time.
    private static let initialCapacity = 8

    // The inline cells: keys and values apart, so that four of each pack without padding. Keys past
    // ``inlineCount`` are never read (they start as symbol 0).
    private var key0 = Symbol(id: 0)
    private var key1 = Symbol(id: 0)
    private var key2 = Symbol(id: 0)
    private var key3 = Symbol(id: 0)
    private var value0: Double = 0
    private var value1: Double = 0
    private var value2: Double = 0
    private var value3: Double = 0
    /// The cells, in insertion order (with swap-removal), once the row has outgrown its inline cells.
    private var storage: [SparseCell] = []
    /// The position of each key, once the row is long.
    private var positions: PositionIndex?
    /// How many coefficients are negative.
    private var negatives: Int32 = 0
    /// The number of inline cells, or -1 once the cells live in ``storage`` (for good).
    private var inlineCount: Int8 = 0

    /// How many coefficients are negative (lets the simplex skip objective rows with nothing to improve).
    var negativeCount: Int { Int(negatives) }

    /// The cell at position `index` (`0 ..< count`) of the vector's storage order, which is stable while the vector
    /// is not changed: a scan may resume where an earlier one stopped.
    @inline(__always)
    func cell(at index: Int) -> SparseCell {
        isSpilled ? storage[index] : SparseCell(key: inlineKey(at: index), value: inlineValue(at: index))
    }

    /// Whether the cells live in ``storage``.
    @inline(__always)
    private var isSpilled: Bool { inlineCount < 0 }

    /// Whether the cells live inside the vector (no storage allocated).
    var isStoredInline: Bool { !isSpilled }

    /// The number of cells.
    var count: Int { isSpilled ? storage.count : Int(inlineCount) }
    /// Whether the row has no cells.
    var isEmpty: Bool { count == 0 }

    /// The symbols, in storage order (a new array: for the solver's rare paths).
    var keys: [Symbol] {
        var keys: [Symbol] = []
        keys.reserveCapacity(count)
        forEachKey { keys.append($0) }
        return keys
    }

    /// The keys of ``storage``, as the position index reads them.
    private var storageKeys: LazyMapCollection<[SparseCell], Symbol> { storage.lazy.map(\.key) }

    // MARK: Inline cells by position

    @inline(__always)
    private func inlineKey(at index: Int) -> Symbol {
        switch index {
        case 0: key0
        case 1: key1
        case 2: key2
        default: key3
        }
    }

    @inline(__always)
    private func inlineValue(at index: Int) -> Double {
        switch index {
        case 0: value0
        case 1: value1
        case 2: value2
        default: value3
        }
    }

    @inline(__always)
    private mutating func setInlineValue(_ value: Double, at index: Int) {
        switch index {
        case 0: value0 = value
        case 1: value1 = value
        case 2: value2 = value
        default: value3 = value
        }
    }

    @inline(__always)
    private mutating func setInlineCell(_ key: Symbol, _ value: Double, at index: Int) {
        switch index {
        case 0: (key0, value0) = (key, value)
        case 1: (key1, value1) = (key, value)
        case 2: (key2, value2) = (key, value)
        default: (key3, value3) = (key, value)
        }
    }

    /// The position of `key` among the inline cells, if present.
    @inline(__always)
    private func inlinePosition(of key: Symbol) -> Int? {
        let count = Int(inlineCount)
        if count > 0 && key0 == key { return 0 }
        if count > 1 && key1 == key { return 1 }
        if count > 2 && key2 == key { return 2 }
        if count > 3 && key3 == key { return 3 }
        return nil
    }

    /// The position of `key` in ``storage``, if present.
    @inline(__always)
    private func storagePosition(of key: Symbol) -> Int? {
        storage.withUnsafeBufferPointer { cells in
            // The index and the keys read in place: bound to a name, or read through the array, each was a copy
            // (a retain and a release) per lookup, and a long row (an objective) is looked up once per cell added.
            if positions != nil {
                return positions.unsafelyUnwrapped.position(of: key, in: cells.lazy.map(\.key))
            }
            for index in 0..<cells.count where cells[index].key == key {
                return index
            }
            return nil
        }
    }

    // MARK: Reading and writing

    /// The coefficient of `key`, or `nil`; setting `nil` removes the cell.
    subscript(key: Symbol) -> Double? {
        get {
            if isSpilled {
                return storagePosition(of: key).map { storage[$0].value }
            }
            return inlinePosition(of: key).map { inlineValue(at: $0) }
        }
        set {
            guard let newValue else {
                _ = removeValue(forKey: key)
                return
            }
            if isSpilled, let index = storagePosition(of: key) {
                negatives += (newValue < 0 ? 1 : 0) - (storage[index].value < 0 ? 1 : 0)
                storage[index].value = newValue
            } else if !isSpilled, let index = inlinePosition(of: key) {
                negatives += (newValue < 0 ? 1 : 0) - (inlineValue(at: index) < 0 ? 1 : 0)
                setInlineValue(newValue, at: index)
            } else {
                append(key, newValue)
            }
        }
    }

    /// Makes room for `capacity` cells without reallocating: a row that will not fit inline moves to its
    /// storage at once, at that size.
    mutating func reserveCapacity(_ capacity: Int) {
        if isSpilled {
            storage.reserveCapacity(capacity)
        } else if capacity > Self.inlineCapacity {
            spill(capacity: capacity)
        }
    }

    /// Moves the inline cells, in order, to ``storage`` with room for `capacity` cells.
    private mutating func spill(capacity: Int) {
        var cells: [SparseCell] = []
        cells.reserveCapacity(Swift.max(capacity, Int(inlineCount)))
        for index in 0..<Int(inlineCount) {
            cells.append(SparseCell(key: inlineKey(at: index), value: inlineValue(at: index)))
        }
        storage = cells
        inlineCount = -1
    }

    /// Adds a cell for a key that is not present.
    private mutating func append(_ key: Symbol, _ value: Double) {
        if value < 0 { negatives += 1 }
        if !isSpilled {
            if Int(inlineCount) < Self.inlineCapacity {
                setInlineCell(key, value, at: Int(inlineCount))
                inlineCount += 1
                return
            }
            spill(capacity: Self.initialCapacity)
        }
        storage.append(SparseCell(key: key, value: value))
        if var index = positions.take() {
            storage.withUnsafeBufferPointer { index.inserted(in: $0.lazy.map(\.key)) }
            positions = consume index
        } else if storage.count > Self.indexThreshold {
            positions = PositionIndex(storageKeys)
        }
    }

    /// Removes the cell of `key` and returns its coefficient.
    @discardableResult
    mutating func removeValue(forKey key: Symbol) -> Double? {
        guard isSpilled else {
            guard let index = inlinePosition(of: key) else { return nil }
            let value = inlineValue(at: index)
            if value < 0 { negatives -= 1 }
            let last = Int(inlineCount) - 1
            if index != last {
                setInlineCell(inlineKey(at: last), inlineValue(at: last), at: index)
            }
            inlineCount -= 1
            return value
        }
        guard let index = storagePosition(of: key) else { return nil }
        let value = storage[index].value
        if value < 0 { negatives -= 1 }
        let last = storage.count - 1
        if var index = positions.take() {
            storage.withUnsafeBufferPointer { index.remove(key, in: $0.lazy.map(\.key)) }
            positions = consume index
        }
        if index != last {
            let moved = storage[last]
            storage[index] = moved
            positions?.moved(moved.key, to: index, from: last)
        }
        storage.removeLast()
        shrinkIfMostlyEmpty()
        return value
    }

    /// Vectors at least this long are added to each other by merging (``addMerging(_:times:_:)``).
    private static let mergeThreshold = 32

    /// Whether adding `addend` to `target` should merge the two instead of accumulating cell by cell: both long, as
    /// when a pivot on a row as long as a stack is substituted into rows that hold most of the same symbols.
    static func mergesRather(adding addend: SparseVector, to target: SparseVector) -> Bool {
        addend.count >= mergeThreshold && target.count >= mergeThreshold
    }

    /// Adds `factor × addend` by building the cells anew: this vector's cells in order, each summed with `addend`'s
    /// coefficient, then `addend`'s other cells. Every cell gets exactly the value ``accumulate(_:_:)`` would give
    /// it (`old + coefficient × factor`; a (near) zero sum vanishes, a (near) zero new cell is not added); only the
    /// storage order can differ. Calls `changed` with +1 for each symbol that appeared and -1 for each that
    /// vanished.
    ///
    /// Accumulating a long row into a long row cancels most cells (a dual pivot of an overflowing stack substitutes
    /// a row naming every view into rows naming nearly the same): each cancellation was a swap-removal and a
    /// position-index deletion, and each reappearing cell an append and an index insertion, most of such a pivot's
    /// cost. Both vectors must be stored out of line (``mergesRather(adding:to:)`` holds).
    mutating func addMerging(_ addend: SparseVector, times factor: Double, _ changed: (Symbol, Int) -> Void) {
        assert(isSpilled && addend.isSpilled, "only long vectors are merged")
        var cells: [SparseCell] = []
        cells.reserveCapacity(storage.count + addend.count)
        var negativeCount: Int32 = 0
        for cell in storage {
            var value = cell.value
            if let coefficient = addend[cell.key] {
                value += coefficient * factor
                if nearZero(value) {
                    changed(cell.key, -1)
                    continue
                }
            }
            if value < 0 { negativeCount += 1 }
            cells.append(SparseCell(key: cell.key, value: value))
        }
        for cell in addend.storage where self[cell.key] == nil {
            let delta = cell.value * factor
            if nearZero(delta) { continue }
            if delta < 0 { negativeCount += 1 }
            cells.append(SparseCell(key: cell.key, value: delta))
            changed(cell.key, 1)
        }
        storage = cells
        negatives = negativeCount
        positions = storage.count > Self.indexThreshold ? PositionIndex(storageKeys) : nil
        shrinkIfMostlyEmpty()
    }

    /// Gives back the storage of a row that was long and is short again (see
    /// `Array.giveBackRoomIfMostlyEmpty(minimum:)`), re-indexing the cells that moved.
    @inline(__always)
    private mutating func shrinkIfMostlyEmpty() {
        guard storage.giveBackRoomIfMostlyEmpty(minimum: Self.initialCapacity) else { return }
        positions = storage.count > Self.indexThreshold ? PositionIndex(storageKeys) : nil
    }

    /// Adds `delta` to the coefficient of `key`, removing the cell when the sum is (near) zero. Returns +1 when
    /// a cell appeared, -1 when one vanished, 0 otherwise.
    @inline(__always)
    mutating func accumulate(_ key: Symbol, _ delta: Double) -> Int {
        let position = isSpilled ? storagePosition(of: key) : inlinePosition(of: key)
        if let index = position {
            let old = isSpilled ? storage[index].value : inlineValue(at: index)
            let sum = old + delta
            if nearZero(sum) {
                removeValue(forKey: key)
                return -1
            }
            negatives += (sum < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
            if isSpilled {
                storage[index].value = sum
            } else {
                setInlineValue(sum, at: index)
            }
            return 0
        }
        if nearZero(delta) { return 0 }
        append(key, delta)
        return 1
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        if isSpilled {
            for index in storage.indices {
                storage[index].value *= factor
            }
        } else {
            value0 *= factor
            value1 *= factor
            value2 *= factor
            value3 *= factor
        }
        if factor < 0 {
            negatives = Int32(count) - negatives
        }
    }

    // MARK: Walking the cells

    /// Calls `body` with each cell in storage order, reading the cells in place (a `for` loop copies them into
    /// its iterator).
    @inline(__always)
    func forEachCell(_ body: (Symbol, Double) -> Void) {
        withUnsafePointer(to: self) { Self.forEachCell(at: $0, body) }
    }

    /// ``forEachCell(_:)`` for the vector at `vector`, read field by field: called on a vector in a table, with a
    /// `body` that writes elsewhere, the method copied the whole vector first (its storage retained and released).
    @inline(__always)
    static func forEachCell(at vector: UnsafePointer<SparseVector>, _ body: (Symbol, Double) -> Void) {
        let count = vector.pointee.inlineCount
        guard count < 0 else {
            if count > 0 { body(vector.pointee.key0, vector.pointee.value0) }
            if count > 1 { body(vector.pointee.key1, vector.pointee.value1) }
            if count > 2 { body(vector.pointee.key2, vector.pointee.value2) }
            if count > 3 { body(vector.pointee.key3, vector.pointee.value3) }
            return
        }
        vector.pointee.storage.withUnsafeBufferPointer { cells in
            for cell in cells {
                body(cell.key, cell.value)
            }
        }
    }

    /// Calls `body` with each key in storage order, reading the cells in place.
    @inline(__always)
    func forEachKey(_ body: (Symbol) -> Void) {
        forEachCell { key, _ in body(key) }
    }

    /// Whether some coefficient's magnitude is above `bound`, reading the cells in place.
    @inline(__always)
    func hasMagnitude(above bound: Double) -> Bool {
        guard isSpilled else {
            let count = inlineCount
            return (count > 0 && abs(value0) > bound) || (count > 1 && abs(value1) > bound)
                || (count > 2 && abs(value2) > bound) || (count > 3 && abs(value3) > bound)
        }
        return storage.withUnsafeBufferPointer { cells in
            cells.contains { abs($0.value) > bound }
        }
    }

    /// Whether some key satisfies `predicate`, reading the cells in place.
    @inline(__always)
    func containsKey(where predicate: (Symbol) -> Bool) -> Bool {
        guard isSpilled else {
            for index in 0..<Int(inlineCount) where predicate(inlineKey(at: index)) {
                return true
            }
            return false
        }
        return storage.withUnsafeBufferPointer { cells in
            cells.contains { predicate($0.key) }
        }
    }

    /// Iterates `(key, value)` pairs in storage order.
    func makeIterator() -> Iterator {
        Iterator(vector: self, count: count)
    }

    /// Iterates the cells of a ``SparseVector``.
    struct Iterator: IteratorProtocol {
        /// The cells iterated (a copy: the row may change while the caller walks it).
        let vector: SparseVector
        /// How many cells there are.
        let count: Int
        /// The next position.
        var index = 0

        /// The next cell, or `nil` at the end.
        mutating func next() -> (key: Symbol, value: Double)? {
            guard index < count else { return nil }
            defer { index += 1 }
            if vector.isSpilled {
                let cell = vector.storage[index]
                return (cell.key, cell.value)
            }
            return (vector.inlineKey(at: index), vector.inlineValue(at: index))
        }
    }
}
