/// A sparse map from symbol ids to coefficients, tuned for tableau rows: most rows hold a handful of cells,
/// which live in two parallel arrays searched linearly; a row that grows long also gets a position index.
///
/// Iteration follows insertion order (with swap-removal), so the solver's arithmetic is deterministic from run
/// to run, unlike a hashed dictionary's order.
struct SparseVector: Sequence {
    /// Rows up to this many cells are searched linearly; longer rows keep ``positions``.
    private static let indexThreshold = 16

    /// The symbols, parallel to ``coefficients``.
    private(set) var keys: [Int32] = []
    /// The coefficients, parallel to ``keys``.
    private var coefficients: [Double] = []
    /// The position of each key, once the row is long.
    private var positions: PositionIndex?
    /// How many coefficients are negative (lets the simplex skip objective rows with nothing to improve).
    private(set) var negativeCount = 0

    /// The number of cells.
    var count: Int { keys.count }
    /// Whether the row has no cells.
    var isEmpty: Bool { keys.isEmpty }

    /// The position of `key`, if present.
    @inline(__always)
    private func position(of key: Int32) -> Int? {
        if let positions {
            return positions.position(of: key, in: keys)
        }
        return keys.firstIndex(of: key)
    }

    /// The coefficient of `key`, or `nil`; setting `nil` removes the cell.
    subscript(key: Int32) -> Double? {
        get {
            position(of: key).map { coefficients[$0] }
        }
        set {
            if let newValue {
                if let index = position(of: key) {
                    negativeCount += (newValue < 0 ? 1 : 0) - (coefficients[index] < 0 ? 1 : 0)
                    coefficients[index] = newValue
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
        keys.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    /// Adds a cell for a key that is not present.
    private mutating func append(_ key: Int32, _ value: Double) {
        if value < 0 { negativeCount += 1 }
        if keys.capacity == 0 {
            reserveCapacity(Self.initialCapacity)
        }
        keys.append(key)
        coefficients.append(value)
        if positions != nil {
            positions?.inserted(in: keys)
        } else if keys.count > Self.indexThreshold {
            positions = PositionIndex(keys)
        }
    }

    /// Removes the cell of `key` and returns its coefficient.
    @discardableResult
    mutating func removeValue(forKey key: Int32) -> Double? {
        guard let index = position(of: key) else { return nil }
        let value = coefficients[index]
        if value < 0 { negativeCount -= 1 }
        let last = keys.count - 1
        positions?.remove(key, in: keys)
        if index != last {
            let moved = keys[last]
            keys[index] = moved
            coefficients[index] = coefficients[last]
            positions?.moved(moved, to: index, in: keys, from: last)
        }
        keys.removeLast()
        coefficients.removeLast()
        return value
    }

    /// Adds `delta` to the coefficient of `key`, removing the cell when the sum is (near) zero. Returns +1 when
    /// a cell appeared, -1 when one vanished, 0 otherwise.
    @inline(__always)
    mutating func accumulate(_ key: Int32, _ delta: Double) -> Int {
        if let index = position(of: key) {
            let old = coefficients[index]
            let sum = old + delta
            if nearZero(sum) {
                removeValue(forKey: key)
                return -1
            }
            negativeCount += (sum < 0 ? 1 : 0) - (old < 0 ? 1 : 0)
            coefficients[index] = sum
            return 0
        }
        if nearZero(delta) { return 0 }
        append(key, delta)
        return 1
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        for index in coefficients.indices {
            coefficients[index] *= factor
        }
        if factor < 0 {
            negativeCount = coefficients.count - negativeCount
        }
    }

    /// Calls `body` with each cell in storage order, reading the storage in place (a `for` loop copies both
    /// arrays into its iterator).
    @inline(__always)
    func forEachCell(_ body: (Int32, Double) -> Void) {
        keys.withUnsafeBufferPointer { keys in
            coefficients.withUnsafeBufferPointer { coefficients in
                for index in 0..<keys.count {
                    body(keys[index], coefficients[index])
                }
            }
        }
    }

    /// Iterates `(key, value)` pairs in storage order.
    func makeIterator() -> Iterator {
        Iterator(keys: keys, coefficients: coefficients)
    }

    /// Iterates the cells of a ``SparseVector``.
    struct Iterator: IteratorProtocol {
        let keys: [Int32]
        let coefficients: [Double]
        var index = 0

        mutating func next() -> (key: Int32, value: Double)? {
            guard index < keys.count else { return nil }
            defer { index += 1 }
            return (keys[index], coefficients[index])
        }
    }
}
