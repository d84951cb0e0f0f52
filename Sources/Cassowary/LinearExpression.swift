/// One variable times a coefficient: a term of an ``LinearExpression``.
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
public struct LinearExpression: Sendable {
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
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-rhs)
}

/// `-operand`.
public prefix func - (operand: LinearExpression) -> LinearExpression {
    operand * -1
}

/// `lhs × rhs`: every term and the constant scaled by `rhs`.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
        terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
        constant: lhs.constant * rhs
    )
}

/// `lhs × rhs`.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs * lhs
}

/// `lhs / rhs`.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
}

/// `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}

/// `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

/// `lhs + rhs`.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
}

/// `lhs - rhs`.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    -rhs + lhs
}

/// `lhs × rhs` as an expression.
public func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [Term(lhs, rhs)])
}

/// `lhs × rhs` as an expression.
public func * (lhs: Double, rhs: Variable) -> LinearExpression {
    rhs * lhs
}

/// `lhs + rhs` as an expression.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
}

/// `lhs - rhs` as an expression.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
}

/// `lhs + rhs` as an expression.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + rhs
}

/// `lhs - rhs` as an expression.
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - rhs
}

/// `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
}

/// `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
}

/// `lhs + rhs`.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
}

/// `lhs - rhs`.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
}

/// `-operand` as an expression.
public prefix func - (operand: Variable) -> LinearExpression {
    operand * -1
}
