/// How an expression compares with zero in a ``Constraint``.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression (relation) 0` with a strength.
///
/// A constraint has identity: it is added to a ``Solver`` once, and removed, re-weighted or given a new constant
/// through that solver. It belongs to at most one solver at a time, and like the solver it is used from one
/// thread at a time (it is `Sendable` only so that errors can carry it). Its stored fields skip the dynamic
/// exclusivity checks, like the solver's: they are modified in place only by this module, never across a call.
public final class Constraint: @unchecked Sendable, CustomStringConvertible {
    /// The left-hand side; the right-hand side is zero. Its constant reflects ``Solver/setConstant(_:of:)``.
    public var expression: LinearExpression {
        LinearExpression(terms: spilledTerms.isEmpty ? terms.terms : spilledTerms, constant: constant)
    }
    /// The terms of ``expression`` when there are at most ``InlineTerms/capacity``, stored in the object.
    @exclusivity(unchecked) var terms: InlineTerms
    /// The terms of ``expression`` when there are more (``terms`` is then empty).
    @exclusivity(unchecked) var spilledTerms: [Term]
    /// The constant of ``expression``.
    @exclusivity(unchecked) var constant: Double
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// Its current strength; changed with ``Solver/setStrength(_:of:)``.
    @exclusivity(unchecked) public internal(set) var strength: Strength
    /// A label shown in diagnostics.
    @exclusivity(unchecked) public var name: String?

    /// The place of this constraint in the solver that holds it, if any.
    @exclusivity(unchecked) var slot: ConstraintSlot?
    /// The solver holding this constraint, if any. Held without reference counting (a weak reference would give
    /// every solver a side table and slow down each of its retains); the solver clears it when it lets the
    /// constraint go and when it is deallocated. Stored unmanaged: reading it as a reference would retain the
    /// solver, and the solver only ever compares it with itself.
    @exclusivity(unchecked) var owner: Unmanaged<Solver>?

    /// The solver that last held this constraint and the placement order it had there (see ``PlacementOrder``):
    /// added to that solver again, it comes where it came the first time. The solver is compared by identity only;
    /// a later solver at the same address takes the order as a hint, which can change a rebuild's cost, never its
    /// result.
    @exclusivity(unchecked) var lastPlacement: (solver: ObjectIdentifier, order: PlacementOrder)?

    /// The placement order this constraint had when `solver` last held it, if it did.
    func placement(in solver: Solver) -> PlacementOrder? {
        guard let lastPlacement, lastPlacement.solver == ObjectIdentifier(solver) else { return nil }
        return lastPlacement.order
    }

    /// Whether `solver` holds this constraint (compared without retaining either).
    @inline(__always)
    func isOwned(by solver: Solver) -> Bool {
        owner?.toOpaque() == Unmanaged.passUnretained(solver).toOpaque()
    }

    /// Makes `expression (relation) 0`.
    /// - Parameters:
    ///   - expression: The left-hand side.
    ///   - relation: The comparison with zero.
    ///   - strength: Required (default) or an optional level.
    ///   - name: A label for diagnostics.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, name: String? = nil) {
        var terms = InlineTerms()
        if expression.terms.count <= InlineTerms.capacity {
            for term in expression.terms {
                terms.append(term.variable, term.coefficient)
            }
            spilledTerms = []
        } else {
            spilledTerms = expression.terms
        }
        self.terms = terms
        self.constant = expression.constant
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// Makes `Σ terms + constant (relation) 0` from terms built in place: a caller that collects its terms in
    /// an ``InlineTerms`` (a layout engine lowering a layout constraint) makes a constraint of up to six terms
    /// without allocating an array.
    /// - Parameters:
    ///   - terms: The variable terms.
    ///   - constant: The constant part.
    ///   - relation: The comparison with zero.
    ///   - strength: Required (default) or an optional level.
    ///   - name: A label for diagnostics.
    package init(
        terms: InlineTerms, constant: Double, _ relation: Relation, strength: Strength = .required,
        name: String? = nil
    ) {
        self.terms = terms
        self.spilledTerms = []
        self.constant = constant
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// Calls `body` with each term's variable (its external symbol) and coefficient, in order.
    @inline(__always)
    func forEachTerm(_ body: (_ variable: Symbol, _ coefficient: Double) -> Void) {
        guard spilledTerms.isEmpty else {
            for term in spilledTerms {
                body(term.variable.symbol, term.coefficient)
            }
            return
        }
        terms.forEach(body)
    }

    /// Makes `lhs (relation) rhs`, that is `lhs - rhs (relation) 0`.
    /// - Parameters:
    ///   - lhs: The left-hand side.
    ///   - relation: The comparison.
    ///   - rhs: The right-hand side.
    ///   - strength: Required (default) or an optional level.
    ///   - name: A label for diagnostics.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required, name: String? = nil
    ) {
        self.init(lhs - rhs, relation, strength: strength, name: name)
    }

    /// The constraint as `Σ terms + constant (relation) 0 | strength`.
    public var description: String {
        var text = name.map { "\($0): " } ?? ""
        forEachTerm { variable, coefficient in
            text += "\(coefficient) * \(Variable(variable)) + "
        }
        text += "\(constant) \(relation) 0 | \(strength)"
        return text
    }
}
