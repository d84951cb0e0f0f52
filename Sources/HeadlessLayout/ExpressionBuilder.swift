import Cassowary

/// Accumulates a linear expression for a layout constraint, merging repeated variables, and makes the solver
/// constraint from it. The terms stay in place (at most six: two items' position and size, and a coordinate
/// view's origin) until the solver constraint takes them: lowering a constraint allocates no array.
struct ExpressionBuilder {
    /// The terms so far.
    private var terms = InlineTerms()
    /// The constant so far.
    var constant: Double = 0

    /// Makes an empty builder.
    init() {}

    /// Adds `coefficient × variable`. There is always room: a constraint names at most two items' position and
    /// size variables and its coordinate view's origin (six, ``InlineTerms/capacity``).
    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        let added = terms.add(variable, coefficient)
        assert(added, "a layout constraint names at most \(InlineTerms.capacity) variables")
    }

    /// Adds `scale × attribute` of an item with `variables`, an edge, center or size attribute (see
    /// ``NSLayoutConstraint/Attribute/hasPlainGeometry``). A position is `min + fraction × size` less the
    /// coordinate view's `origin` minimum; when `mirrored`, a horizontal position is the coordinate view's width
    /// less that (right-to-left constraints with leading/trailing). `origin` may be `nil` for a size.
    mutating func add(
        _ attribute: NSLayoutConstraint.Attribute, of variables: ItemVariables, scale: Double,
        origin: ItemVariables?, mirrored: Bool
    ) {
        let fraction: Double
        let horizontal: Bool
        switch attribute {
        case .width:
            add(variables.width, scale)
            return
        case .height:
            add(variables.height, scale)
            return
        case .left: (fraction, horizontal) = (0, true)
        case .right: (fraction, horizontal) = (1, true)
        case .centerX: (fraction, horizontal) = (0.5, true)
        case .leading: (fraction, horizontal) = (mirrored ? 1 : 0, true)
        case .trailing: (fraction, horizontal) = (mirrored ? 0 : 1, true)
        case .top: (fraction, horizontal) = (0, false)
        case .bottom: (fraction, horizontal) = (1, false)
        case .centerY: (fraction, horizontal) = (0.5, false)
        default:
            // Callers pass only attributes with `hasPlainGeometry` (both lowering paths check it first).
            assertionFailure("\(attribute) is not an edge, center or size attribute")
            return
        }
        let sign: Double = horizontal && mirrored ? -1 : 1
        if let minimum = horizontal ? variables.minX : variables.minY { add(minimum, sign * scale) }
        add(horizontal ? variables.width : variables.height, sign * scale * fraction)
        guard let origin else { return }
        if let originMinimum = horizontal ? origin.minX : origin.minY { add(originMinimum, -sign * scale) }
        if horizontal && mirrored {
            add(origin.width, scale)
        }
    }

    /// Adds the solver constraint `Σ terms + constant (relation) 0`, without terms that cancelled out, to
    /// `solver` by its terms (no constraint object).
    /// - Parameters:
    ///   - solver: The engine's solver.
    ///   - relation: The comparison with zero.
    ///   - strength: The solver strength.
    ///   - belowStrength: For an optional equality, the strength of violations below zero (see
    ///     ``Solver/addConstraint(terms:constant:_:strength:belowStrength:placement:)``); `nil`: `strength`.
    ///   - placement: The placement order the constraint had in `solver` before, if any (see ``PlacementOrder``).
    /// - Returns: The solver's ID for it.
    /// - Throws: As ``Solver/addConstraint(terms:constant:_:strength:belowStrength:placement:)``.
    func add(
        to solver: Solver, _ relation: Cassowary.Relation, strength: Strength, belowStrength: Strength? = nil,
        placement: PlacementOrder? = nil
    ) throws(ConstraintIDError) -> ConstraintID {
        var kept = terms
        kept.removeTerms(within: 1e-12)
        return try solver.addConstraint(
            terms: kept, constant: constant, relation, strength: strength, belowStrength: belowStrength,
            placement: placement)
    }
}
