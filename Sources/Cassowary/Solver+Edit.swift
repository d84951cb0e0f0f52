// Edit variables: optional equalities whose value is suggested repeatedly (dragging, animation).
extension Solver {
    /// Adds an edit constraint `variable == value` at an optional strength; its value starts at the
    /// variable's current value, so adding it moves nothing.
    /// - Parameters:
    ///   - variable: A variable of this solver.
    ///   - strength: An optional strength.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` or ``SolverError/requiredEditStrength(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let current = value(of: variable)
        let constraint = Constraint(LinearExpression(terms: [Term(variable)], constant: -current), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable.id] = EditRecord(constraint: constraint, value: current)
    }

    /// Removes the edit constraint of `variable`.
    /// - Parameter variable: A variable with an edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    /// Whether `variable` has an edit constraint.
    /// - Parameter variable: A variable of this solver.
    /// - Returns: `true` after ``addEditVariable(_:strength:)`` and before ``removeEditVariable(_:)``.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable.id] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    /// - Parameters:
    ///   - value: The wanted value.
    ///   - variable: A variable with an edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        edit.value = value
        edits[variable.id] = edit
        try setConstant(-value, of: edit.constraint)
    }

    /// Whether another solution, exactly as good at every priority level, gives `variable` another value.
    ///
    /// True for a variable no constraint pins down (it is free, or depends on a free variable or on a slack
    /// that can move at no cost).
    /// - Parameter variable: A variable of this solver.
    /// - Returns: Whether the variable's value is not determined by the constraints.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        let id = Int(variable.id)
        guard id >= 0, id < rows.count else { return true }
        guard let row = rows[id] else { return true }
        for (symbol, coefficient) in row.cells where !nearZero(coefficient) {
            switch kinds[Int(symbol)] {
            case .external:
                return true
            case .dummy:
                continue
            case .slack, .error:
                if costs(symbol) { continue }
                if canIncrease(symbol) { return true }
            }
        }
        return false
    }

    /// Whether moving `symbol` off zero costs something at some level.
    private func costs(_ symbol: Int32) -> Bool {
        objectives.contains { !nearZero($0.coefficient(of: symbol)) }
    }

    /// Whether `symbol` can rise above zero without making a restricted row negative.
    private func canIncrease(_ symbol: Int32) -> Bool {
        for basic in columns[Int(symbol)] where kinds[Int(basic)] != .external {
            guard let row = rows[Int(basic)] else { continue }
            let coefficient = row.coefficient(of: symbol)
            if kinds[Int(basic)] == .dummy && !nearZero(coefficient) { return false }
            if coefficient < -epsilon && row.constant <= epsilon { return false }
        }
        return true
    }
}
