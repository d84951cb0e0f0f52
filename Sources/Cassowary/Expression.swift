/// One variable times a coefficient: a term of an ``Expression``.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Makes `coefficient × variable`.
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: Its factor (default 1).
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Build one with the arithmetic operators (`2 * x + y - 10`) or the initializers. A variable may appear in
/// several terms; the solver adds them up.
public struct Expression: Sendable {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Makes `Σ terms + constant`.
    /// - Parameters:
    ///   - terms: The variable terms.
    ///   - constant: The constant part.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `variable`.
    /// - Parameter variable: The variable.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Makes the constant expression `constant`.
    /// - Parameter constant: The value.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }
}

// MARK: - Arithmetic

/// `lhs + rhs`.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// `lhs - rhs`.
public func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-rhs)
}

/// `-operand`.
public prefix func - (operand: Expression) -> Expression {
    operand * -1
}

/// `lhs × rhs`: every term and the constant scaled by `rhs`.
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
        terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
        constant: lhs.constant * rhs
    )
}

/// `lhs × rhs`.
public func * (lhs: Double, rhs: Expression) -> Expression {
    rhs * lhs
}

/// `lhs / rhs`.
public func / (lhs: Expression, rhs: Double) -> Expression {
    lhs * (1 / rhs)
}

/// `lhs + rhs`.
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
}

/// `lhs - rhs`.
public func - (lhs: Expression, rhs: Double) -> Expression {
    lhs + -rhs
}

/// `lhs + rhs`.
public func + (lhs: Double, rhs: Expression) -> Expression {
    rhs + lhs
}

/// `lhs - rhs`.
public func - (lhs: Double, rhs: Expression) -> Expression {
    -rhs + lhs
}

/// `lhs × rhs` as an expression.
public func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs, rhs)])
}

/// `lhs × rhs` as an expression.
public func * (lhs: Double, rhs: Variable) -> Expression {
    rhs * lhs
}

/// `lhs + rhs` as an expression.
public func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) + Expression(rhs)
}

/// `lhs - rhs` as an expression.
public func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) - Expression(rhs)
}

/// `lhs + rhs` as an expression.
public func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs) + rhs
}

/// `lhs - rhs` as an expression.
public func - (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs) - rhs
}

/// `lhs + rhs`.
public func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs + Expression(rhs)
}

/// `lhs - rhs`.
public func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs - Expression(rhs)
}

/// `lhs + rhs`.
public func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) + rhs
}

/// `lhs - rhs`.
public func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) - rhs
}

/// `-operand` as an expression.
public prefix func - (operand: Variable) -> Expression {
    operand * -1
}
