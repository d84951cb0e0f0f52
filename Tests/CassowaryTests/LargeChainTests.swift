import Cassowary
import Testing

/// Larger systems checked against closed forms.
@Suite("Large chains")
struct LargeChainTests {
    private static let count = 500

    private func expectChain(
        _ solver: Solver, _ xs: [Variable], _ closedForm: (Int) -> Double, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let wrong = xs.indices.filter { abs(solver.value(of: xs[$0]) - closedForm($0)) > 1e-6 }
        guard let first = wrong.first else { return }
        Issue.record(
            Comment(
                rawValue: "\(label): \(wrong.count) wrong values, first x[\(first)] = \(solver.value(of: xs[first])), "
                    + "expected \(closedForm(first))"),
            sourceLocation: sourceLocation)
    }

    @Test("500 variables x[i+1] == x[i] + 10 follow their strongest anchor, an edit and a changed link")
    func equalityChain() throws {
        let solver = Solver()
        let xs = (0..<Self.count).map { solver.makeVariable(named: "x\($0)") }
        var links: [Constraint] = []
        for index in 1..<Self.count {
            let link = Constraint(LinearExpression(xs[index]), .equal, xs[index - 1] + 10)
            try solver.addConstraint(link)
            links.append(link)
        }
        try solver.addConstraint(Constraint(LinearExpression(xs[0]), .equal, strength: .weak))
        expectChain(solver, xs, { Double($0) * 10 }, "weak anchor x[0] == 0")

        let end = Constraint(xs[Self.count - 1] - 10_000, .equal, strength: .strong)
        try solver.addConstraint(end)
        expectChain(solver, xs, { 5010 + Double($0) * 10 }, "strong anchor x[499] == 10000")

        try solver.addEditVariable(xs[250], strength: .medium)
        try solver.suggestValue(0, for: xs[250])
        expectChain(solver, xs, { 5010 + Double($0) * 10 }, "medium edit under the strong anchor")

        try solver.removeConstraint(end)
        expectChain(solver, xs, { Double($0 - 250) * 10 }, "medium edit x[250] = 0")
        try solver.suggestValue(1234, for: xs[250])
        expectChain(solver, xs, { 1234 + Double($0 - 250) * 10 }, "medium edit x[250] = 1234")

        try solver.setConstant(-20, of: links[100])  // x[101] == x[100] + 20
        expectChain(solver, xs, { 1234 + Double($0 - 250) * 10 - ($0 <= 100 ? 10 : 0) }, "wider link 100–101")

        try solver.addConstraint(Constraint(LinearExpression(xs[0]), .greaterThanOrEqual))
        expectChain(solver, xs, { Double($0) * 10 + ($0 > 100 ? 10 : 0) }, "required x[0] >= 0")
        #expect(solver.constraintCount == Self.count - 1 + 2 + 1)  // links, two constraints on x[0], the edit
    }

    @Test("500 variables x[i+1] >= x[i] + 10 with weak stays at 0 pack tightly from x[0] >= 0")
    func inequalityChain() throws {
        let solver = Solver()
        let xs = (0..<Self.count).map { solver.makeVariable(named: "x\($0)") }
        var constraints = [Constraint(LinearExpression(xs[0]), .greaterThanOrEqual)]
        for index in xs.indices {
            constraints.append(Constraint(LinearExpression(xs[index]), .equal, strength: .weak))
            if index > 0 { constraints.append(Constraint(xs[index] - xs[index - 1] - 10, .greaterThanOrEqual)) }
        }
        try solver.addConstraints(constraints)
        expectChain(solver, xs, { Double($0) * 10 }, "packed")

        let last = xs[Self.count - 1]
        let tooShort = Constraint(last - 4000, .lessThanOrEqual)
        let countBefore = solver.constraintCount
        #expect(isUnsatisfiable(solverError { try solver.addConstraint(tooShort) }, for: tooShort))
        #expect(solver.constraintCount == countBefore)
        expectChain(solver, xs, { Double($0) * 10 }, "after the refused cap")

        try solver.addConstraint(Constraint(last - 6000, .equal, strength: .medium))
        expectChain(solver, xs, { $0 == Self.count - 1 ? 6000 : Double($0) * 10 }, "medium end at 6000")
        try solver.addConstraint(Constraint(xs[0] - 100, .equal, strength: .strong))
        expectChain(solver, xs, { $0 == Self.count - 1 ? 6000 : 100 + Double($0) * 10 }, "strong start at 100")
        #expect(!solver.isAmbiguous(xs[0]) && !solver.isAmbiguous(xs[250]))
    }
}
