// Edit variables: optional equalities whose value is suggested repeatedly (dragging, animation).
extension Solver {
    /// Adds an edit constraint `variable == value` at an optional strength; its value starts at the
    /// variable's current value, so adding it moves nothing.
    /// - Parameters:
    ///   - variable: A variable of this solver.
    ///   - strength: An optional strength.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` or ``SolverError/requiredEditStrength(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let current = value(of: variable)
        let constraint = Constraint(LinearExpression(terms: [Term(variable)], constant: -current), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = EditRecord(constraint: constraint, value: current)
    }

    /// Removes the edit constraint of `variable`.
    /// - Parameter variable: A variable with an edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    /// Whether `variable` has an edit constraint.
    /// - Parameter variable: A variable of this solver.
    /// - Returns: `true` after ``addEditVariable(_:strength:)`` and before ``removeEditVariable(_:)``.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    /// - Parameters:
    ///   - value: The wanted value.
    ///   - variable: A variable with an edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        edit.value = value
        edits[variable] = edit
        try setConstant(-value, of: edit.constraint)
    }
}
