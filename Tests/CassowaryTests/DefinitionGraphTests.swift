import Cassowary
import TestSupport
import Testing

/// The solver keeps user variables as lazy definitions that name other variables. These tests drive it through
/// layout-shaped systems (chains, shared references, redundant equalities) with removals and constant changes,
/// and compare every incremental state with a solver built from scratch on the same constraints.
@Suite("Lazy definitions against fresh solves")
struct DefinitionGraphTests {
    /// Removing an optional equality whose marker two definitions hold (one through an expansion) used to
    /// leave a required inequality violated.
    @Test("removing a marker held by two definitions keeps required constraints exact")
    func markerHeldByTwoDefinitions() throws {
        let solver = Solver()
        let nearlyRequired = Strength(999.99999)
        let v = (0..<40).map { _ in solver.makeVariable() }
        try solver.addConstraint(Constraint(LinearExpression(v[1]), .greaterThanOrEqual, strength: nearlyRequired))
        try solver.addConstraint(Constraint(v[0] - 1000, .equal))
        try solver.addConstraint(Constraint(v[1] - 1000, .equal))
        for index in [11, 12, 20, 21, 28, 29] {
            try solver.addConstraint(
                Constraint(LinearExpression(v[index]), .greaterThanOrEqual, strength: nearlyRequired))
        }
        try solver.addConstraint(Constraint(v[9] + 0.5 * v[11] - 387, .greaterThanOrEqual, strength: Strength(999)))
        try solver.addConstraint(Constraint(v[18] - v[26] - v[28] + 405, .equal, strength: Strength(1)))
        let optional = Constraint(v[36] + v[38] - v[18] - 298, .equal, strength: Strength(1))
        try solver.addConstraint(optional)
        let required = v[36] + 0.5 * v[38] - 0.5 * v[9] - 0.5 * v[26] - 420
        try solver.addConstraint(Constraint(required, .greaterThanOrEqual))
        try solver.removeConstraint(optional)
        #expect(evaluate(required, in: solver) >= -1e-9)
    }

    /// The toggle workload's shape: a column's links added before the sizes they name are solved for those sizes,
    /// so removing a link finds its marker held by two definitions, one naming the other (the one whose expanded
    /// coefficient cancels must not be chosen). The column is removed in order (seed 0) or shuffled, a row added,
    /// then back; every state is exact.
    @Test("swapping a column of links for a row and back, links added before sizes", arguments: 0..<4)
    func columnSwappedForRow(seed: UInt64) throws {
        var random = SplitMix64(seed: 0x7066_0000 + seed)
        let count = 30
        let solver = Solver()
        let variables = (0..<(2 + 4 * count)).map { _ in solver.makeVariable() }
        let (rootX, rootY) = (variables[0], variables[1])
        let x = (0..<count).map { variables[2 + 4 * $0] }, y = (0..<count).map { variables[3 + 4 * $0] }
        let w = (0..<count).map { variables[4 + 4 * $0] }, h = (0..<count).map { variables[5 + 4 * $0] }
        let fixed = [Constraint(LinearExpression(rootX), .equal), Constraint(LinearExpression(rootY), .equal)]
        let sizes: [Constraint] = (0..<count).flatMap { index -> [Constraint] in
            [Constraint(w[index] - 20, .equal), Constraint(h[index] - 20, .equal)]
        }
        // A view's leading (top) pinned and its top (leading) 8 after the previous view, or the root.
        func links(pinning pinned: [Variable], to pinnedRoot: Variable, chaining chained: [Variable],
                   after sizes: [Variable], from chainRoot: Variable) -> [Constraint] {
            var links: [Constraint] = []
            for index in 0..<count {
                let previous: LinearExpression =
                    index == 0 ? LinearExpression(chainRoot) : chained[index - 1] + sizes[index - 1]
                links.append(Constraint(pinned[index] - pinnedRoot - 8, .equal))
                links.append(Constraint(chained[index] - previous - 8, .equal))
            }
            return links
        }
        let column = links(pinning: x, to: rootX, chaining: y, after: h, from: rootY)
        let row = links(pinning: y, to: rootY, chaining: x, after: w, from: rootX)
        try solver.addConstraints(fixed + column + sizes)
        func expectPlaced(vertically: Bool, _ context: String) {
            for index in 0..<count {
                let along = 8 + 28 * Double(index)
                #expect(abs(solver.value(of: x[index]) - (vertically ? 8 : along)) < 1e-9, "\(context) x\(index)")
                #expect(abs(solver.value(of: y[index]) - (vertically ? along : 8)) < 1e-9, "\(context) y\(index)")
            }
        }
        expectPlaced(vertically: true, "column")
        for removed in seed == 0 ? column : column.shuffled(using: &random) {
            try solver.removeConstraint(removed)
        }
        try solver.addConstraints(row)
        expectPlaced(vertically: false, "row")
        try expectMatchesFreshSolve(solver, fixed + sizes + row, variables, [], "row")
        for removed in seed == 0 ? row : row.shuffled(using: &random) {
            try solver.removeConstraint(removed)
        }
        try solver.addConstraints(column)
        expectPlaced(vertically: true, "column again")
        try expectMatchesFreshSolve(solver, fixed + sizes + column, variables, [], "column again")
    }

    /// A chain of views whose links are removed and re-added in the middle: every value is restored.
    @Test("churning a link in a long chain restores the chain", arguments: [1, 250, 499])
    func chainChurn(link: Int) throws {
        let (solver, xs, links) = try makeChain(count: 500)
        let removed = links[link - 1]
        try solver.removeConstraint(removed)
        #expect(solver.isAmbiguous(xs[link]))
        try solver.addConstraint(removed)
        #expect(xs.indices.allSatisfy { abs(solver.value(of: xs[$0]) - Double($0) * 10) < 1e-9 })
        try solver.setConstant(-30, of: removed)
        #expect(abs(solver.value(of: xs[499]) - 5010) < 1e-9)
        #expect(abs(solver.value(of: xs[link - 1]) - Double(link - 1) * 10) < 1e-9)
    }

    @Test("random layout-shaped systems: incremental state equals a fresh solve", arguments: 0..<60)
    func randomSystems(seed: UInt64) throws {
        var random = SplitMix64(seed: 0xDEF1_0000 + seed)
        let count = random.int(in: 6...14)
        let solver = Solver()
        let variables = (0..<count).map { solver.makeVariable(named: "x\($0)") }
        let levels = [Strength(1), Strength(250), Strength(750)]
        var held: [Constraint] = []
        // Bounds keep every system bounded, as a window does.
        for variable in variables {
            held.append(Constraint(variable + 2000, .greaterThanOrEqual))
            held.append(Constraint(variable - 2000, .lessThanOrEqual))
        }
        try solver.addConstraints(held)
        var lastValues = variables.map { solver.value(of: $0) }
        _ = solver.takeChangedVariables()
        for step in 0..<40 {
            let action = random.int(in: 0...9)
            if action < 5 || held.count < 2 * count + 2 {
                let constraint = randomConstraint(&random, variables, levels)
                do {
                    try solver.addConstraint(constraint)
                    held.append(constraint)
                } catch {
                    guard case .unsatisfiable = error else {
                        Issue.record("seed \(seed) step \(step): \(error)")
                        return
                    }
                }
            } else if action < 8 {
                let index = random.int(in: (2 * count)...(held.count - 1))
                try solver.removeConstraint(held.remove(at: index))
            } else {
                let index = random.int(in: (2 * count)...(held.count - 1))
                let constraint = held[index]
                let constant = Double(random.int(in: -300...300))
                do {
                    try solver.setConstant(constant, of: constraint)
                } catch {
                    guard case .unsatisfiable = error else {
                        Issue.record("seed \(seed) step \(step): \(error)")
                        return
                    }
                }
            }
            try expectMatchesFreshSolve(solver, held, variables, levels, "seed \(seed) step \(step)")
            // Every variable whose value moved is reported as changed.
            let reported = Set(solver.takeChangedVariables())
            let values = variables.map { solver.value(of: $0) }
            for (index, variable) in variables.enumerated() where abs(values[index] - lastValues[index]) > 1e-9 {
                #expect(reported.contains(variable), "seed \(seed) step \(step): x\(index) moved unreported")
            }
            lastValues = values
        }
    }

    @Test("a constant change in the middle of a chain reports only the variables after it")
    func changedVariablesAreLocal() throws {
        let (solver, xs, links) = try makeChain(count: 1000)
        #expect(Set(solver.takeChangedVariables()) == Set(xs))
        #expect(solver.takeChangedVariables().isEmpty)
        try solver.setConstant(-20, of: links[899])  // moves xs[900...]
        let changed = Set(solver.takeChangedVariables())
        #expect(changed == Set(xs[900...]))
        #expect(abs(solver.value(of: xs[999]) - 10_000) < 1e-9)
        #expect(abs(solver.value(of: xs[899]) - 8_990) < 1e-9)
    }

    @Test("the closure form of takeChangedVariables reports each changed variable once, then nothing")
    func changedVariablesThroughAClosure() throws {
        let (solver, xs, links) = try makeChain(count: 200)
        var first: [Variable] = []
        solver.takeChangedVariables { first.append($0) }
        #expect(first.count == xs.count && Set(first) == Set(xs))
        var none: [Variable] = []
        solver.takeChangedVariables { none.append($0) }
        #expect(none.isEmpty)
        try solver.setConstant(-25, of: links[149])  // moves xs[150...] by 15
        var moved: [Variable] = []
        solver.takeChangedVariables { moved.append($0) }
        #expect(moved.count == 50 && Set(moved) == Set(xs[150...]))
        #expect(abs(solver.value(of: xs[199]) - 2_005) < 1e-9)
        // The array form sees the same reports: none are left after the closure took them.
        #expect(solver.takeChangedVariables().isEmpty)
    }

    private func randomConstraint(
        _ random: inout SplitMix64, _ variables: [Variable], _ levels: [Strength]
    ) -> Constraint {
        let first = random.element(of: variables)
        let second = random.element(of: variables)
        let third = random.element(of: variables)
        let constant = Double(random.int(in: -200...200))
        let expression: LinearExpression
        switch random.int(in: 0...3) {
        case 0: expression = first - second + constant  // x = y + c: a chain link
        case 1: expression = first - 0.5 * second - 0.5 * third + constant  // a centre
        case 2: expression = first + second - third + constant  // an edge: x + w = y
        default: expression = first + constant  // a pin
        }
        let relation: Relation = random.chance(0.6) ? .equal : (random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual)
        let strength = random.chance(0.5) ? Strength.required : random.element(of: levels)
        return Constraint(expression, relation, strength: strength)
    }

    private func expectMatchesFreshSolve(
        _ solver: Solver, _ held: [Constraint], _ variables: [Variable], _ levels: [Strength], _ context: String
    ) throws {
        let fresh = Solver()
        let freshVariables = variables.map { fresh.makeVariable(named: solver.name(of: $0)) }
        let copies = held.map { constraint in
            Constraint(
                LinearExpression(
                    terms: constraint.expression.terms.map { Term(freshVariables[Int($0.variable.id)], $0.coefficient) },
                    constant: constraint.expression.constant),
                constraint.relation, strength: constraint.strength)
        }
        try fresh.addConstraints(copies)
        for constraint in held where constraint.strength.isRequired {
            let violation = self.violation(of: constraint, in: solver)
            #expect(violation < 1e-6, "\(context): required \(constraint) violated by \(violation)")
        }
        for level in levels.reversed() {
            let incremental = held.filter { $0.strength == level }.reduce(0) { $0 + violation(of: $1, in: solver) }
            let reference = copies.filter { $0.strength == level }.reduce(0) { $0 + violation(of: $1, in: fresh) }
            #expect(
                abs(incremental - reference) < 1e-6,
                "\(context): level \(level) violation \(incremental), fresh solve \(reference)")
            if abs(incremental - reference) >= 1e-6 { return }
        }
    }

    private func violation(of constraint: Constraint, in solver: Solver) -> Double {
        let value = evaluate(constraint.expression, in: solver)
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    private func evaluate(_ expression: LinearExpression, in solver: Solver) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
}

/// A solver holding `x0 = 0` and `x(i) = x(i-1) + 10` for `count` variables: the variables and the links.
private func makeChain(count: Int) throws -> (Solver, [Variable], [Constraint]) {
    let solver = Solver()
    let xs = (0..<count).map { _ in solver.makeVariable() }
    var links: [Constraint] = []
    try solver.addConstraint(Constraint(LinearExpression(xs[0]), .equal))
    for index in 1..<xs.count {
        let link = Constraint(xs[index] - xs[index - 1] - 10, .equal)
        links.append(link)
        try solver.addConstraint(link)
    }
    return (solver, xs, links)
}
