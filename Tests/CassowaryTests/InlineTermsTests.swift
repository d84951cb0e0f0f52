@testable import Cassowary
import Testing

@Suite("Inline terms: constraints built without an array")
struct InlineTermsTests {
    /// `(variable id, coefficient)` pairs of a list, in order.
    private func pairs(_ terms: InlineTerms) -> [(Int32, Double)] {
        terms.terms.map { ($0.variable.id, $0.coefficient) }
    }

    @Test("Adding merges a repeated variable and keeps the order of first appearance")
    func addMerges() {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        var terms = InlineTerms()
        let accepted1 = terms.add(y, 2)
        #expect(accepted1)
        let accepted2 = terms.add(x, 1)
        #expect(accepted2)
        let accepted3 = terms.add(y, 0.5)
        #expect(accepted3)
        let accepted4 = terms.add(z, -3)
        #expect(accepted4)
        #expect(terms.count == 3)
        #expect(pairs(terms).map(\.0) == [y.id, x.id, z.id])
        #expect(pairs(terms).map(\.1) == [2.5, 1, -3])
    }

    @Test("Appending keeps a repeated variable as its own term")
    func appendKeepsRepeats() {
        let solver = Solver()
        let x = solver.makeVariable()
        var terms = InlineTerms()
        terms.append(x, 1)
        terms.append(x, 2)
        #expect(pairs(terms).map(\.1) == [1, 2])
    }

    @Test("A full list refuses a new variable and changes nothing, but still merges")
    func capacity() {
        let solver = Solver()
        let variables = (0...InlineTerms.capacity).map { _ in solver.makeVariable() }
        var terms = InlineTerms()
        for (index, variable) in variables.prefix(InlineTerms.capacity).enumerated() {
            let accepted = terms.add(variable, Double(index + 1))
            #expect(accepted)
        }
        let before = pairs(terms)
        let accepted5 = terms.add(variables[InlineTerms.capacity], 9)
        #expect(!accepted5)
        let accepted6 = terms.append(variables[0], 9)
        #expect(!accepted6)
        #expect(pairs(terms).map(\.0) == before.map(\.0))
        #expect(pairs(terms).map(\.1) == before.map(\.1))
        let accepted7 = terms.add(variables[2], 10)
        #expect(accepted7)
        #expect(pairs(terms)[2].1 == 13)
    }

    @Test("Removing negligible terms keeps the others in order")
    func removeNegligible() {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        var terms = InlineTerms()
        terms.add(x, 1)
        terms.add(y, 0.25)
        terms.add(z, 2)
        terms.add(y, -0.25)
        terms.add(x, 1e-13)
        terms.removeTerms(within: 1e-12)
        #expect(pairs(terms).map(\.0) == [x.id, z.id])
        #expect(pairs(terms).map(\.1) == [1 + 1e-13, 2])
    }

    @Test("A constraint from inline terms reads back, solves and shifts like one from an expression")
    func constraintFromInlineTerms() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        var terms = InlineTerms()
        terms.add(x, 1)
        terms.add(y, -1)
        // x - y - 10 == 0, y == 5.
        let inline = Constraint(terms: terms, constant: -10, .equal)
        let expressionTerms = inline.expression.terms
        #expect(expressionTerms.map(\.variable) == [x, y])
        #expect(expressionTerms.map(\.coefficient) == [1, -1])
        #expect(inline.expression.constant == -10)
        try solver.addConstraint(inline)
        try solver.addConstraint(Constraint(y - 5, .equal))
        #expect(solver.value(of: x) == 15)
        try solver.setConstant(-20, of: inline)
        #expect(inline.expression.constant == -20)
        #expect(solver.value(of: x) == 25)
    }

    @Test("An expression longer than the inline capacity is kept whole", arguments: [6, 7, 12])
    func longExpression(termCount: Int) throws {
        let solver = Solver()
        let variables = (0..<termCount).map { _ in solver.makeVariable() }
        // Σ (i + 1)·vᵢ − total == 0 with every vᵢ but the first pinned to 1.
        let expression = LinearExpression(
            terms: variables.enumerated().map { Term($1, Double($0 + 1)) },
            constant: -Double(termCount * (termCount + 1) / 2) - 4)
        let constraint = Constraint(expression, .equal)
        #expect(constraint.expression.terms.map(\.variable) == variables)
        #expect(constraint.description.hasSuffix("\(expression.constant) == 0 | required"))
        try solver.addConstraint(constraint)
        for variable in variables.dropFirst() {
            try solver.addConstraint(Constraint(LinearExpression(variable) - 1, .equal))
        }
        #expect(abs(solver.value(of: variables[0]) - 5) < 1e-9)
    }
}
