/// An unknown of a linear system: a handle made by one ``Solver``, whose value that solver computes.
///
/// Variables are plain integer handles, so they cost nothing to copy, hash or store. A variable belongs to the
/// solver that made it (``Solver/makeVariable(named:)``); using it with another solver is a programming error.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The solver-local index of this variable.
    public let id: Int32

    /// Wraps a solver-local index; only ``Solver`` makes variables.
    init(id: Int32) {
        self.id = id
    }

    /// `v<id>`, for diagnostics; ``Solver/name(of:)`` gives the name it was made with.
    public var description: String { "v\(id)" }
}
