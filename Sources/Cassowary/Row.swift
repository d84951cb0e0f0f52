/// The kinds of symbol a tableau holds.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative, no cost.
    case slack
    /// The error of an optional constraint: non-negative, costs 1 at its constraint's level.
    case error
    /// The marker of a required equality: always zero, never pivoted into the basis.
    case dummy
}

/// Values closer to zero than this are zero.
let epsilon = 1.0e-8

/// Whether `value` is zero within ``epsilon``.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}

/// A sparse linear row `constant + Σ coefficient × symbol`.
///
/// In the tableau a row belongs to its basic symbol: `basic = constant + Σ cells`. Rows keep no zero cells.
struct Row {
    /// Coefficients by symbol.
    var cells: SparseVector
    /// The constant term.
    var constant: Double

    init(constant: Double = 0) {
        self.cells = SparseVector()
        self.constant = constant
    }

    /// Calls `body` with each cell of the row at `row`, read in place (see
    /// ``SparseVector/forEachCell(at:_:)``).
    @inline(__always)
    static func forEachCell(ofRowAt row: UnsafePointer<Row>, _ body: (Symbol, Double) -> Void) {
        // `cells` is a stored property, so it has an offset (folded to a constant).
        let offset = MemoryLayout<Row>.offset(of: \Row.cells)!
        let cells = UnsafeRawPointer(row).advanced(by: offset).assumingMemoryBound(to: SparseVector.self)
        SparseVector.forEachCell(at: cells, body)
    }

    /// The coefficient of `symbol`, or 0.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `coefficient × symbol`; reports whether the symbol was new to the row (+1), vanished (-1) or
    /// neither (0), so the caller can keep the column index current.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        cells.accumulate(symbol, coefficient)
    }

    /// Adds `factor × other` without tracking columns (for objective rows and rows under construction).
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        other.cells.forEachCell { symbol, coefficient in
            add(symbol, coefficient * factor)
        }
    }

    /// Multiplies every term by -1.
    mutating func negate() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Solves `0 = self` for `symbol`, which must be in the row: afterwards `symbol = self`, and the row no
    /// longer holds `symbol`. Returns the factor every other cell was multiplied by.
    @discardableResult
    mutating func solve(for symbol: Symbol) -> Double {
        let coefficient = cells.removeValue(forKey: symbol) ?? 1
        let factor = -1 / coefficient
        constant *= factor
        cells.scale(by: factor)
        return factor
    }

    /// Substitutes `symbol = row` into this row without tracking columns.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) {
            add(row, times: coefficient)
        }
    }
}
