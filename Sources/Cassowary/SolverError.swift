/// Why a ``Solver`` refused a request. The solver is unchanged after any of these.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added. `conflicts` are
    /// those constraints, the smallest set the solver could name that together with the new one is infeasible.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint is already in this solver (or in another one).
    case duplicateConstraint(Constraint)
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never be suggested away from its value.
    case requiredEditStrength(Variable)
    /// A strength change between required and optional on an added constraint: remove and add it instead.
    case requiredStrengthChange(Constraint)
    /// The system became unbounded or numerically broken; the message says where.
    case internalError(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicts):
            "unsatisfiable constraint \(constraint), conflicting with \(conflicts.count) constraint(s): "
                + conflicts.map(\.description).joined(separator: "; ")
        case .duplicateConstraint(let constraint): "duplicate constraint \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint \(constraint)"
        case .duplicateEditVariable(let variable): "duplicate edit variable \(variable)"
        case .unknownEditVariable(let variable): "unknown edit variable \(variable)"
        case .requiredEditStrength(let variable): "edit variable \(variable) cannot be required"
        case .requiredStrengthChange(let constraint):
            "cannot change \(constraint) between required and optional while it is added"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
