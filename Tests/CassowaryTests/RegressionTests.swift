import Cassowary
import Testing

/// Minimal systems shrunk from randomised failures (see ``RandomHarness``): each one broke a solver version.
@Suite("Regressions shrunk from randomised runs")
struct RegressionTests {
    /// One step of a shrunk case.
    enum Step: Sendable, CustomStringConvertible {
        case add(Int), remove(Int)
        /// `addEditVariable(v[variable], strength: Strength(level))`.
        case edit(variable: Int, level: Double)
        /// `setConstant(constant, of: c[index])`.
        case setConstant(Int, Double)

        var description: String {
            switch self {
            case .add(let index): "add c\(index)"
            case .remove(let index): "remove c\(index)"
            case .edit(let variable, let level): "edit v\(variable) at \(level)"
            case .setConstant(let index, let constant): "setConstant(\(constant), of: c\(index))"
            }
        }
    }

    /// A shrunk case: constraints `Σ coefficients·v + constant (relation) 0` (level nil = required) and steps.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var constraints: [(coefficients: [Double], constant: Double, relation: Relation, level: Double?)]
        var steps: [Step]
        /// Variables that a required equality pins: never ambiguous once the steps are done.
        var pinned: [Int] = []

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "remove -2y - 2z == 0 while -4y - 4z == 0 (redundant) stays, with y, z <= 1000",
            constraints: [
                ([0, 1, 0], -1000, .lessThanOrEqual, nil),
                ([0, 0, 1], -1000, .lessThanOrEqual, nil),
                ([0, -2, -2], 0, .equal, nil),
                ([0, -4, -4], 0, .equal, nil),
            ],
            steps: [.add(0), .add(1), .add(2), .add(3), .remove(2)]),
        Case(
            name: "remove -2y == 0 while a second -2y == 0 stays, with an optional x - 2y + 40 <= 0",
            constraints: [
                ([2, 0], 0, .equal, nil),
                ([0, -2], 0, .equal, nil),
                ([1, -2], 40, .lessThanOrEqual, 251),
                ([0, -2], 0, .equal, nil),
            ],
            steps: [.add(0), .add(1), .add(2), .add(3), .remove(1)]),
        Case(
            name: "remove -4x == 0 while y == 0 and -3x + y == 0 (together redundant with it) stay",
            constraints: [
                ([1, 0], -1000, .lessThanOrEqual, nil),
                ([0, -1], 0, .equal, nil),
                ([-4, 0], 0, .equal, nil),
                ([-3, 1], 0, .equal, nil),
            ],
            steps: [.add(0), .add(1), .add(2), .add(3), .remove(2)]),
        Case(
            name: "remove 3y == 0 while -2y == 0 stays, then add 3y == 0 again",
            constraints: [
                ([0, 3], 0, .equal, nil),
                ([0, 3], 0, .greaterThanOrEqual, 0.25),
                ([0, -2], 0, .equal, nil),
            ],
            steps: [.add(0), .add(1), .add(2), .remove(0), .add(0)]),
        Case(
            name: "remove 5y - 2w - 3 == 0 while its duplicate stays, with w <= 1000 and an edit on y",
            constraints: [
                ([0, 0, 0, 1], -1000, .lessThanOrEqual, nil),
                ([0, 5, 0, -2], -3, .equal, nil),
                ([0, 5, 0, -2], -3, .equal, nil),
            ],
            steps: [.add(0), .edit(variable: 1, level: 1), .add(1), .add(2), .remove(1)]),
        Case(
            name: "remove 4y == 0 while -2y == 0 stays: y is still pinned, not ambiguous",
            constraints: [
                ([0, -4], 0, .lessThanOrEqual, nil),
                ([0, 4], 0, .equal, nil),
                ([0, -2], 0, .equal, nil),
            ],
            steps: [.add(0), .add(1), .add(2), .remove(1)],
            pinned: [1]),
        Case(
            name: "after removing a redundant partner, setConstant on a parallel optional equality succeeds",
            constraints: [
                ([0, 0, -5, 3], 24, .equal, nil),
                ([0, 0, -3, 0], -15, .lessThanOrEqual, 251),
                ([0, 0, -5, 3], 24, .equal, nil),
                ([0, 0, -5, 3], 24, .equal, 251),
            ],
            steps: [.add(0), .add(1), .add(2), .add(3), .remove(0), .setConstant(3, -0.5)]),
    ]

    @Test("after removing a redundant required partner the solver stays consistent", arguments: cases)
    func redundantRemoval(_ testCase: Case) throws {
        let solver = Solver()
        let variables = (0..<4).map { solver.makeVariable(named: "v\($0)") }
        let constraints = testCase.constraints.enumerated().map { index, spec in
            var expression = LinearExpression(constant: spec.constant)
            for (variable, coefficient) in zip(variables, spec.coefficients) where coefficient != 0 {
                expression = expression + variable * coefficient
            }
            return Constraint(
                expression, spec.relation, strength: spec.level.map { Strength($0) } ?? .required, name: "c\(index)")
        }
        for step in testCase.steps {
            let error = solverError {
                switch step {
                case .add(let index): try solver.addConstraint(constraints[index])
                case .remove(let index): try solver.removeConstraint(constraints[index])
                case .edit(let variable, let level):
                    try solver.addEditVariable(variables[variable], strength: Strength(level))
                case .setConstant(let index, let constant):
                    try solver.setConstant(constant, of: constraints[index])
                }
            }
            #expect(error == nil, "\(step) threw \(String(describing: error))")
            let values = variables.map { solver.value(of: $0) }
            for (index, constraint) in constraints.enumerated()
            where solver.hasConstraint(constraint) && constraint.strength.isRequired {
                let spec = testCase.constraints[index]
                let value = zip(spec.coefficients, values).reduce(constraint.expression.constant) { $0 + $1.0 * $1.1 }
                let holds = switch spec.relation {
                case .equal: abs(value) <= 1e-9
                case .lessThanOrEqual: value <= 1e-9
                case .greaterThanOrEqual: value >= -1e-9
                }
                #expect(holds, "after \(step): required c\(index) evaluates to \(value) at \(values)")
            }
        }
        for index in testCase.pinned {
            #expect(!solver.isAmbiguous(variables[index]), "v\(index) is pinned by a required equality")
        }
    }
}
