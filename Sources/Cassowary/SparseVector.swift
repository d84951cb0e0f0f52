/// One cell of a ``SparseVector``: a symbol id and its coefficient, stored side by side.
struct SparseCell {
    /// The symbol id.
    var key: Int32
    /// The coefficient.
    var value: Double
}

/// A sparse map from symbol ids to coefficients, tuned for tableau rows: most rows hold a handful of cells,
/// which live in one array searched linearly (one allocation per row: a row's symbols and coefficients share
/// it); a row that grows long also gets a position index.
///
/// Iteration follows insertion order (with swap-removal), so the solver's arithmetic is deterministic from run
/// to run, unlike a hashed dictionary's order.
struct SparseVector: Sequence {
    /// Rows up to this many cells are searched linearly; longer rows keep ``positions``.
    private static let indexThreshold = 16

    /// The cells, in insertion order (with swap-removal).
    private var storage: [SparseCell] = []
    /// The position of each key, once the row is long.
    private var positions: PositionIndex?
    /// How many coefficients are negative (lets the simplex skip objective rows with nothing to improve).
    private(set) var negativeCount = 0

    /// The symbols, in storage order.
    var keys: LazyMapCollection<[SparseCell], Int32> { storage.lazy.map(\.key) }

    /// The number of cells.
    var count: Int { storage.count }
    /// Whether the row has no cells.
    var isEmpty: Bool { storage.isEmpty }

    /// The position of `key`, if present.
    @inline(__always)
    private func position(of key: Int32) -> Int? {
        if let positions {
            return positions.position(of: key, in: keys)
        }
        return storage.withUnsafeBufferPointer { cells in
            for index in 0..<cells.count where cells[index].key == key {
                return index
            }
            return nil
        }
    }

    /// The coefficient of `key`, or `nil`; setting `nil` removes the cell.
    subscript(key: Int32) -> Double? {
        get {
            position(of: key).map { storage[$0].value }
        }
        set {
            if let newValue {
                if let index = position(of: key) {
                    negativeCount += (newValue < 0 ? 1 : 0) - (storage[index].value < 0 ? 1 : 0)
                    storage[index].value = newValue
                } else {
                    append(key, newValue)
                }
            } else {
                _ = removeValue(forKey: key)
            }
        }
    }

    /// The smallest storage a row gets on its first cell: most rows end up with a handful of cells, and growing
    /// them one doubling at a time from a single cell cost more in allocations than the arithmetic on them.
    private static let initialCapacity = 8

    /// Makes room for `capacity` cells without reallocating.
    mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// Adds a cell for a key that is not present.
    private mutating func append(_ key: Int32, _ value: Double) {
        if value < 0 { negativeCount += 1 }
        if storage.capacity == 0 {
            reserveCapacity(Self.initialCapacity)
        }
        storage.append(SparseCell(key: key, value: value))
        if positions != nil {
            let keys = self.keys
            positions?.inserted(in: keys)
        } else if storage.count > Self.indexThreshold {
            positions = PositionIndex(keys)
        }
    }

    /// Removes the cell of `key` and returns its coefficient.
    @discardableResult
    mutating func removeValue(forKey key: Int32) -> Double? {
        guard let index = position(of: key) else { return nil }
        let value = storage[index].value
        if value < 0 { negativeCount -= 1 }
        let last = storage.count - 1
        if positions != nil {
            let keys = self.keys
            positions?.remove(key, in: keys)
        }
        if index != last {
            let moved = storage[last]
            storage[index] = moved
            positions?.moved(moved.key, to: index, from: last)
        }
        storage.removeLast()
        return value
    }

    /// Adds `delta` to the coefficient of `key`, removing the cell when the sum is (near) zero. Returns +1 when
    /// a cell appeared, -1 when one vanished, 0 otherwise.
    @inline(__always)
    mutating func accumulate(_ key: Int32, _ delta: Double) -> Int {
        if let index = position(of: key) {
            let old = storage[index].value
            let sum = old + delta
            if nearZero(sum) {
                removeValue(forKey: key)
                return -1
            }
            negativeCount += (sum < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
            storage[index].value = sum
            return 0
        }
        if nearZero(delta) { return 0 }
        append(key, delta)
        return 1
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        for index in storage.indices {
            storage[index].value *= factor
        }
        if factor < 0 {
            negativeCount = storage.count - negativeCount
        }
    }

    /// Calls `body` with each cell in storage order, reading the storage in place (a `for` loop copies the
    /// array into its iterator).
    @inline(__always)
    func forEachCell(_ body: (Int32, Double) -> Void) {
        storage.withUnsafeBufferPointer { cells in
            for cell in cells {
                body(cell.key, cell.value)
            }
        }
    }

    /// Calls `body` with each key in storage order, reading the storage in place.
    @inline(__always)
    func forEachKey(_ body: (Int32) -> Void) {
        storage.withUnsafeBufferPointer { cells in
            for cell in cells {
                body(cell.key)
            }
        }
    }

    /// Whether some key satisfies `predicate`, reading the storage in place.
    @inline(__always)
    func containsKey(where predicate: (Int32) -> Bool) -> Bool {
        storage.withUnsafeBufferPointer { cells in
            cells.contains { predicate($0.key) }
        }
    }

    /// Iterates `(key, value)` pairs in storage order.
    func makeIterator() -> Iterator {
        Iterator(storage: storage)
    }

    /// Iterates the cells of a ``SparseVector``.
    struct Iterator: IteratorProtocol {
        /// The cells iterated (a copy: the row may change while the caller walks it).
        let storage: [SparseCell]
        /// The next position.
        var index = 0

        /// The next cell, or `nil` at the end.
        mutating func next() -> (key: Int32, value: Double)? {
            guard index < storage.count else { return nil }
            defer { index += 1 }
            let cell = storage[index]
            return (cell.key, cell.value)
        }
    }
}
