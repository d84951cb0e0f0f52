@testable import Cassowary
import Testing

/// Placement orders (`PlacementOrder.swift`): a constraint added again with the order it had keeps its place in the
/// order a rebuild follows, so a rebuild after a reactivation makes the tableau the layout's first build made.
@Suite("Placement orders: a constraint added again comes where it came the first time")
struct PlacementOrderTests {
    /// The ID form (the layout engine's): orders rise with the additions, a constraint added again with the order
    /// read before its removal takes it again, and the next new one still comes after every order given.
    @Test func idsKeepTheOrderPassedBack() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable(), w = solver.makeVariable()
        func add(_ variable: Variable, _ constant: Double, placement: PlacementOrder? = nil) throws -> ConstraintID {
            var terms = InlineTerms()
            _ = terms.append(variable, 1)
            return try solver.addConstraint(terms: terms, constant: -constant, .equal, placement: placement)
        }
        let first = try add(x, 1), second = try add(y, 2), third = try add(z, 3)
        let orders = try [first, second, third].map { try #require(solver.placementOrder(of: $0)) }
        #expect(orders == orders.sorted() && Set(orders).count == 3, "\(orders)")

        try solver.removeConstraint(second)
        #expect(solver.placementOrder(of: second) == nil, "a removed constraint has no order")
        let again = try add(y, 2, placement: orders[1])
        #expect(solver.placementOrder(of: again) == orders[1])
        let fresh = try add(w, 4)
        #expect(try #require(solver.placementOrder(of: fresh)) > orders[2])
        expectValues(solver, [x, y, z, w], [1, 2, 3, 4])
    }

    /// The object form: a constraint object removed and added again keeps its order in that solver; added to
    /// another solver, it takes that solver's next order.
    @Test func objectsKeepTheirOrderInTheirSolver() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let floor = Constraint(x + 0, .greaterThanOrEqual), link = Constraint(y - x - 10, .equal)
        try solver.addConstraints([floor, link, Constraint(x - 1, .equal)])
        let order = try #require(slotOrder(of: floor, in: solver))
        try solver.removeConstraint(floor)
        try solver.addConstraint(Constraint(y - 30, .lessThanOrEqual))
        try solver.addConstraint(floor)
        #expect(slotOrder(of: floor, in: solver) == order)
        expectValues(solver, [x, y], [1, 11])

        // Another solver whose first variable has the same id: the floor reads the same there.
        let other = Solver()
        let u = other.makeVariable()
        let own = Constraint(u - 5, .equal)
        try other.addConstraint(own)
        try solver.removeConstraint(floor)
        try other.addConstraint(floor)
        #expect(try #require(slotOrder(of: floor, in: other)) > #require(slotOrder(of: own, in: other)))
        expectValue(other, u, 5)
    }

    /// A chain `x[i+1] == x[i] + 10` from `x[0] == 5` with optional preferences on every other position; a third of
    /// its links removed and added again, then the tableau rebuilt. Placed in the order of the additions, the links
    /// added again would come last and define their positions through the rest of the chain; in their placement
    /// order the rebuild makes the tableau a fresh solver builds from the same constraints in the first order:
    /// the same variables defined, by rows of the same lengths.
    @Test func aRebuildAfterAReactivationMakesTheFirstBuild() throws {
        let count = 30
        func makeChain(_ solver: Solver) -> (variables: [Variable], constraints: [Constraint]) {
            let xs = (0..<count).map { _ in solver.makeVariable() }
            var constraints = [Constraint(xs[0] - 5, .equal)]
            for index in 1..<count {
                constraints.append(Constraint(xs[index] - xs[index - 1] - 10, .equal))
                if index.isMultiple(of: 2) {
                    constraints.append(Constraint(xs[index] - Double(12 * index), .equal, strength: .weak))
                }
            }
            return (xs, constraints)
        }
        let solver = Solver()
        let (xs, constraints) = makeChain(solver)
        try solver.addConstraints(constraints)
        let reactivated = constraints.indices.filter { $0.isMultiple(of: 3) }.map { constraints[$0] }
        try solver.performBatch { () throws(SolverError) in
            for constraint in reactivated { try solver.removeConstraint(constraint) }
            for constraint in reactivated { try solver.addConstraint(constraint) }
            #expect(solver.rebuildTableau(atBatchEnd: true))
        }

        let fresh = Solver()
        let (freshXs, freshConstraints) = makeChain(fresh)
        try fresh.addConstraints(freshConstraints)
        #expect(shape(of: solver, xs) == shape(of: fresh, freshXs))
        expectValues(solver, xs, freshXs.map { fresh.value(of: $0) })
    }

    /// For each variable, the length of the row defining it (`nil` when it is parametric).
    private func shape(of solver: Solver, _ variables: [Variable]) -> [Int?] {
        variables.map { solver.rows[$0.symbol]?.cells.count }
    }

    /// The placement order of the slot holding `constraint` in `solver`.
    private func slotOrder(of constraint: Constraint?, in solver: Solver) -> PlacementOrder? {
        guard let constraint, solver.hasConstraint(constraint), let slot = constraint.slot else { return nil }
        return solver.placementOrders[slot.index]
    }
}
