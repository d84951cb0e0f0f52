/// What the solver keeps for a constraint it holds.
struct ConstraintRecord {
    /// The constraint.
    let constraint: Constraint
    /// The symbol that marks the constraint's row: its slack, its dummy, or its positive error.
    let marker: Int32
    /// The constraint's second symbol (error of an optional inequality, negative error of an optional
    /// equality), or -1.
    let other: Int32
    /// The coefficient `marker` had in the constraint's original equation `expression + μ·marker + … = 0`.
    let markerCoefficient: Double

    /// The error symbols that carry the constraint's cost in the objective.
    var errorSymbols: [Int32] {
        if constraint.strength.isRequired { return [] }
        return constraint.relation == .equal ? [marker, other] : [other]
    }
}

/// What the solver keeps for an edit variable.
struct EditRecord {
    /// The optional equality `variable == value`.
    let constraint: Constraint
    /// The value last suggested.
    var value: Double
}
