/// An unknown of a linear system: a handle made by one ``Solver``, whose value that solver computes.
///
/// Variables are plain integer handles, so they cost nothing to copy, hash or store. A variable belongs to the
/// solver that made it (``Solver/makeVariable(named:)``); using it with another solver is a programming error.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The external symbol that stands for this variable in its solver's tableau.
    @usableFromInline let symbol: Symbol

    /// The solver-local index of this variable (its symbol's id).
    public var id: Int32 { symbol.id }

    /// Wraps an external symbol; only ``Solver`` makes variables.
    @inline(__always)
    init(_ symbol: Symbol) {
        self.symbol = symbol
    }

    /// `v<id>`, for diagnostics; ``Solver/name(of:)`` gives the name it was made with.
    public var description: String { "v\(id)" }
}
