import Cassowary
import TestSupport
import Testing

/// The oracle is only as good as its own tests: hand-solved LPs, the classic cycling example, and small
/// lexicographic systems whose optimum is known in closed form.
@Suite("Reference LP (test oracle)")
struct ReferenceLPTests {
    private func expectOptimal(
        _ outcome: ReferenceLP.Outcome, objective: Double, solution expected: [Double]? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .optimal(let value, let solution) = outcome else {
            Issue.record("expected an optimum, got \(outcome)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            abs(value - objective) < 1e-9, "objective \(value), expected \(objective)", sourceLocation: sourceLocation)
        if let expected {
            for (actual, wanted) in zip(solution, expected) {
                #expect(
                    abs(actual - wanted) < 1e-9, "solution \(solution), expected \(expected)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test("maximises x + y over a two-row polygon (vertex 1.6, 1.2)")
    func polygon() {
        var problem = ReferenceLP(variableCount: 2)
        problem.addRow([1, 2], .lessThanOrEqual, 4)
        problem.addRow([3, 1], .lessThanOrEqual, 6)
        expectOptimal(problem.minimize([-1, -1]), objective: -2.8, solution: [1.6, 1.2])
    }

    @Test("handles >= and == rows and negative right-hand sides")
    func phaseOne() {
        var problem = ReferenceLP(variableCount: 2)
        problem.addRow([1, -1], .equal, -3)  // y = x + 3
        problem.addRow([1, 1], .greaterThanOrEqual, 5)
        expectOptimal(problem.minimize([1, 1]), objective: 5, solution: [1, 4])
        expectOptimal(problem.minimize([3, 1]), objective: 7, solution: [1, 4])
        expectOptimal(problem.minimize([-1, 3]), objective: 11, solution: [1, 4])
    }

    @Test("reports infeasible and unbounded problems")
    func infeasibleAndUnbounded() {
        var infeasible = ReferenceLP(variableCount: 1)
        infeasible.addRow([1], .greaterThanOrEqual, 5)
        infeasible.addRow([1], .lessThanOrEqual, 3)
        #expect(!infeasible.isFeasible)
        var negative = ReferenceLP(variableCount: 2)
        negative.addRow([1, 1], .equal, -1)
        #expect(!negative.isFeasible)
        var unbounded = ReferenceLP(variableCount: 2)
        unbounded.addRow([1, -1], .lessThanOrEqual, 1)
        guard case .unbounded = unbounded.minimize([-1, 0]) else {
            Issue.record("expected unbounded")
            return
        }
        #expect(unbounded.isFeasible)
    }

    @Test("survives redundant equality rows")
    func redundantRows() {
        var problem = ReferenceLP(variableCount: 2)
        problem.addRow([1, 1], .equal, 2)
        problem.addRow([1, 1], .equal, 2)
        problem.addRow([2, 2], .equal, 4)
        expectOptimal(problem.minimize([1, 0]), objective: 0, solution: [0, 2])
        expectOptimal(problem.minimize([-1, 0]), objective: -2, solution: [2, 0])
    }

    @Test("terminates on Beale's cycling example (Bland's rule)")
    func bealeCycling() {
        var problem = ReferenceLP(variableCount: 4)
        problem.addRow([0.25, -8, -1, 9], .lessThanOrEqual, 0)
        problem.addRow([0.5, -12, -0.5, 3], .lessThanOrEqual, 0)
        problem.addRow([0, 0, 1, 0], .lessThanOrEqual, 1)
        expectOptimal(problem.minimize([-0.75, 20, -0.5, 6]), objective: -1.25, solution: [1, 0, 1, 0])
    }

    private typealias Linear = LexicographicReference.LinearConstraint

    @Test("one violation at level 251 outweighs a hundred at level 250")
    func lexicographicLevels() throws {
        var constraints = [Linear(coefficients: [1], constant: 0, relation: .equal, level: 251)]
        for _ in 0..<100 { constraints.append(Linear(coefficients: [1], constant: -10, relation: .equal, level: 250)) }
        let reference = LexicographicReference(variableCount: 1, constraints: constraints)
        let optimum = try #require(reference.solve()).optimum
        #expect(optimum.levels == [251, 250])
        #expect(abs(optimum.violations[0]) < 1e-9)
        #expect(abs(optimum.violations[1] - 1000) < 1e-6)
        #expect(abs(optimum.values[0]) < 1e-6)
    }

    @Test("three levels: the lowest picks a point on the optimal face of the higher ones")
    func threeLevels() throws {
        let constraints = [
            Linear(coefficients: [1, 1], constant: -100, relation: .equal, level: 3),  // x + y == 100
            Linear(coefficients: [1, 0], constant: -70, relation: .equal, level: 2),  // x == 70
            Linear(coefficients: [0, 1], constant: -60, relation: .equal, level: 2),  // y == 60
            Linear(coefficients: [1, 0], constant: -90, relation: .equal, level: 1),  // x == 90
        ]
        let reference = LexicographicReference(variableCount: 2, constraints: constraints)
        let (optimum, pinned) = try #require(reference.solve())
        #expect(optimum.levels == [3, 2, 1])
        #expect(zip(optimum.violations, [0.0, 30, 20]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(optimum.violations)")
        #expect(abs(optimum.values[0] - 70) < 1e-6 && abs(optimum.values[1] - 30) < 1e-6, "\(optimum.values)")
        let range = try #require(reference.range(ofVariable: 0, in: pinned))
        #expect(abs(range.lowerBound - 70) < 1e-6 && abs(range.upperBound - 70) < 1e-6)
    }

    @Test("inequality violations count only the excess, and variables may be negative")
    func inequalities() throws {
        let constraints = [
            Linear(coefficients: [1], constant: 20, relation: .lessThanOrEqual, level: nil),  // x <= -20
            Linear(coefficients: [1], constant: 5, relation: .greaterThanOrEqual, level: 1),  // x >= -5
            Linear(coefficients: [1], constant: 30, relation: .greaterThanOrEqual, level: 1),  // x >= -30
        ]
        let optimum = try #require(LexicographicReference(variableCount: 1, constraints: constraints).solve()).optimum
        #expect(abs(optimum.violations[0] - 15) < 1e-9)
        #expect(abs(optimum.values[0] + 20) < 1e-9)
    }

    @Test("detects infeasible required sets and measures free ranges")
    func requiredFeasibilityAndRange() throws {
        let conflicting = LexicographicReference(variableCount: 1, constraints: [
            Linear(coefficients: [1], constant: -10, relation: .equal, level: nil),
            Linear(coefficients: [1], constant: -11, relation: .equal, level: nil),
        ])
        #expect(!conflicting.isRequiredFeasible)
        #expect(conflicting.solve() == nil)
        let halfLine = LexicographicReference(variableCount: 1, constraints: [
            Linear(coefficients: [1], constant: 0, relation: .greaterThanOrEqual, level: nil),
            Linear(coefficients: [1], constant: -1000, relation: .lessThanOrEqual, level: nil),
        ])
        #expect(halfLine.isRequiredFeasible)
        let pinned = try #require(halfLine.solve()).pinned
        let range = try #require(halfLine.range(ofVariable: 0, in: pinned))
        #expect(abs(range.lowerBound) < 1e-9 && abs(range.upperBound - 1000) < 1e-9)
    }
}
