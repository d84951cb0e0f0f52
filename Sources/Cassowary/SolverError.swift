/// Why a ``Solver`` refused a request. The solver is unchanged after any of these.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added. `conflicts` are
    /// those constraints, the smallest set the solver could name that together with the new one is infeasible
    /// (constraints added by their terms have no object and are not listed: they are named in
    /// ``unsatisfiableConstraint(conflicts:)`` errors).
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// A required constraint added by its terms (``Solver/addConstraint(terms:constant:_:strength:)``), or given
    /// a new constant by ID, cannot hold together with the required constraints already held. `conflicts` name
    /// those constraints by ID, objects included (``Solver/id(of:)``).
    case unsatisfiableConstraint(conflicts: [ConstraintID])
    /// The constraint is already in this solver (or in another one).
    case duplicateConstraint(Constraint)
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// No constraint with this ID is in this solver (it was removed, or the ID is another solver's).
    case unknownConstraintID(ConstraintID)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never be suggested away from its value.
    case requiredEditStrength(Variable)
    /// A strength change between required and optional on an added constraint: remove and add it instead.
    case requiredStrengthChange(Constraint)
    /// ``requiredStrengthChange(_:)`` for a constraint named by its ID.
    case requiredStrengthChangeID(ConstraintID)
    /// The system became unbounded or numerically broken; the message says where.
    case internalError(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicts):
            "unsatisfiable constraint \(constraint), conflicting with \(conflicts.count) constraint(s): "
                + conflicts.map(\.description).joined(separator: "; ")
        case .unsatisfiableConstraint(let conflicts):
            "unsatisfiable constraint, conflicting with \(conflicts.count) constraint(s): "
                + conflicts.map(\.description).joined(separator: ", ")
        case .duplicateConstraint(let constraint): "duplicate constraint \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint \(constraint)"
        case .unknownConstraintID(let id): "unknown constraint \(id)"
        case .duplicateEditVariable(let variable): "duplicate edit variable \(variable)"
        case .unknownEditVariable(let variable): "unknown edit variable \(variable)"
        case .requiredEditStrength(let variable): "edit variable \(variable) cannot be required"
        case .requiredStrengthChange(let constraint):
            "cannot change \(constraint) between required and optional while it is added"
        case .requiredStrengthChangeID(let id):
            "cannot change constraint \(id) between required and optional while it is added"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}

/// Why ``Solver/insert(terms:spilled:constant:_:strength:object:)`` or a constant change failed: the slots of the
/// required constraints the new one contradicts. The public entry points report them as objects or IDs.
struct InsertionConflict: Error {
    /// The slots of the conflicting required constraints.
    let conflicts: [Int32]
}
