/// Why a ``Solver`` refused a request, one case per failure, each with what identifies the constraint or
/// variable. The solver is unchanged after any of these.
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
        }
    }
}

/// Why the solver refused a request about a constraint named by its ID (the layout engine's fast path,
/// ``Solver/addConstraint(terms:constant:_:strength:)``): ``SolverError``'s cases for constraints without an
/// object. The solver is unchanged after any of these.
package enum ConstraintIDError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already held; `conflicts` name
    /// those constraints, objects included (``Solver/id(of:)``).
    case unsatisfiable(conflicts: [ConstraintID])
    /// No constraint with this ID is in this solver (it was removed, or the ID is another solver's).
    case unknownConstraint(ConstraintID)
    /// A strength change between required and optional: remove and add the constraint instead.
    case requiredStrengthChange(ConstraintID)

    /// A one-line explanation.
    package var description: String {
        switch self {
        case .unsatisfiable(let conflicts):
            "unsatisfiable constraint, conflicting with \(conflicts.count) constraint(s): "
                + conflicts.map(\.description).joined(separator: ", ")
        case .unknownConstraint(let id): "unknown constraint \(id)"
        case .requiredStrengthChange(let id):
            "cannot change constraint \(id) between required and optional while it is added"
        }
    }
}

/// Why ``Solver/insert(terms:spilled:constant:_:strength:object:)`` or a constant change failed: the slots of the
/// required constraints the new one contradicts. The public entry points report them as objects or IDs.
struct InsertionConflict: Error {
    /// The slots of the conflicting required constraints.
    let conflicts: [ConstraintSlot]
}
