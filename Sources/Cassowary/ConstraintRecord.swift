/// What the solver keeps for a constraint it holds: the symbols that mark its row and what can change later (its
/// constant and strength). Its terms are not kept: after insertion the tableau holds them.
struct ConstraintRecord {
    /// The constraint object it was added as, or `nil` when it was added by its terms.
    let object: Constraint?
    /// The constant of the constraint's expression, as last set.
    var constant: Double
    /// The constraint's strength, as last set.
    var strength: Strength
    /// The symbol that marks the constraint's row: its slack, its dummy, or its positive error.
    let marker: Symbol
    /// Which of the constraints ever held in this record's slot this one is (see ``ConstraintID``). (Before
    /// ``other``: an optional symbol takes five bytes, and after the generation it packs with the flags below.)
    let generation: UInt32
    /// The constraint's second symbol (error of an optional inequality, negative error of an optional
    /// equality), if it has one.
    let other: Symbol?
    /// How the expression compares with zero.
    let relation: Relation
    /// Whether `marker` had the coefficient -1 rather than 1 in the constraint's original equation
    /// `expression + μ·marker + … = 0` (it is always one or the other). A flag rather than a `Double`: the
    /// record is 40 bytes, not 56, and a layout holds one per constraint.
    let markerIsNegated: Bool
    /// Whether it was added through the dual simplex (``Solver/addOptionalInequalities(_:)``): a rebuild places it
    /// the same way, once the others are placed and optimal (`Solver+Rebuild.swift`).
    let enteredViolated: Bool

    /// The coefficient `marker` had in the constraint's original equation, 1 or -1.
    var markerCoefficient: Double { markerIsNegated ? -1 : 1 }
}

/// What the solver keeps for an edit variable.
struct EditRecord {
    /// The optional equality `variable == value`.
    let constraint: Constraint
    /// The value last suggested.
    var value: Double
}
