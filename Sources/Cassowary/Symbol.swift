/// A symbol of a solver's tableau: a user variable (external), a slack, an error or a dummy (its ``SymbolKind``),
/// named by a dense id that indexes every per-symbol table (``SymbolColumn``).
///
/// A struct of one `Int32`, so it costs what the bare id did, and a symbol cannot be mistaken for a constraint's
/// slot, a row's position or a count. Absence is `Symbol?`, never a reserved id: only a storage type that needs a
/// compact mark for speed or memory (``SymbolSet``'s inline members, ``OptionalSymbolColumn``) keeps one, inside,
/// and its API takes and returns optionals. Ordered by id, for the solver's deterministic tie-breaks (Bland's
/// rule, "the lowest").
@usableFromInline
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible, PackedID {
    /// The id: non-negative, and below the solver's symbol count once the symbol is made.
    @usableFromInline let id: Int32

    /// The symbol with id `id` (non-negative).
    @inlinable @inline(__always)
    init(id: Int32) {
        assert(id >= 0, "a symbol id is never negative")
        self.id = id
    }

    /// The symbol whose id is `index`.
    @inlinable @inline(__always)
    init(index: Int) {
        self.init(id: Int32(truncatingIfNeeded: index))
    }

    /// The id as a table index.
    @inlinable
    var index: Int {
        @inline(__always) get { Int(id) }
    }

    /// Whether `lhs` has the lower id.
    @inlinable @inline(__always)
    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.id < rhs.id
    }

    /// `s<id>`, for diagnostics.
    @usableFromInline
    var description: String { "s\(id)" }
}

extension Optional where Wrapped == Symbol {
    /// Whether `symbol` comes before this candidate in the solver's tie-breaks: always, when there is none yet
    /// (the "lowest id" rule of a search that starts with no candidate).
    @inline(__always)
    func isAfter(_ symbol: Symbol) -> Bool {
        guard let self else { return true }
        return symbol < self
    }
}
