@testable import Cassowary
import TestSupport
import Testing

/// `Solver.setConstants`: many constant changes shifted in together and made feasible by one dual simplex (the
/// layout engine hands it every constant change of a pass). Random rows of views (`x`, `w` per view in a container
/// `cx`, `cw`, chained by gaps and pinned at both ends; widths compressible at an optional strength or fixed) get
/// random sets of changes, some of which contradict the required constraints, and after each set:
/// - nothing is refused when the changes can hold together (a fresh solver given them all is the oracle), and
///   something is when they cannot;
/// - every required constraint holds with the constants taken (a refused change keeps its old one);
/// - with fixed widths (a unique optimum), the values are those of a fresh solver given the same constraints.
/// Each seed runs twice: with the solver's thresholds, and with every row's dummies folded into aggregates (a
/// batch then moves the rows holding an aggregate of changed links once, by the members' steps summed).
@Suite("Constant changes applied together")
struct BatchedConstantTests {
    /// One constraint of the row: its terms, relation, strength and current expression constant.
    struct Model {
        var terms: [(Int, Double)]
        var constant: Double
        let relation: Relation
        let strength: Strength
        var id: ConstraintID?
    }

    /// Adds `model` to `solver` over `variables`.
    static func add(_ model: Model, to solver: Solver, _ variables: [Variable]) throws -> ConstraintID {
        var terms = InlineTerms()
        for (index, coefficient) in model.terms {
            terms.append(variables[index], coefficient)
        }
        return try solver.addConstraint(terms: terms, constant: model.constant, model.relation, strength: model.strength)
    }

    @Test(
        "changes applied together hold, refusals are real, values match a fresh solve",
        arguments: Soak.seeds(0..<200), [false, true])
    func randomBatches(seed: Int, foldsEveryDummy: Bool) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let count = 2 + Int(random.next() % 5)
        // Variables: cx = 0, cw = 1, then x_i = 2 + 2i, w_i = 3 + 2i.
        let solver = Solver()
        if foldsEveryDummy {
            solver.foldedDummyMinimum = 1
            solver.foldedHolderMinimum = 0
        }
        let variables = (0..<(2 + 2 * count)).map { solver.makeVariable(named: "v\($0)") }
        var models: [Model] = [Model(terms: [(0, 1)], constant: 0, relation: .equal, strength: .required)]
        let fixedWidths = random.next() % 2 == 0
        for index in 0..<count {
            let x = 2 + 2 * index, w = 3 + 2 * index
            if fixedWidths {
                models.append(Model(terms: [(w, 1)], constant: -30, relation: .equal, strength: .required))
            } else {
                models.append(Model(terms: [(w, 1)], constant: -30, relation: .equal, strength: Strength(750)))
                models.append(Model(terms: [(w, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required))
            }
            let previousEnd: [(Int, Double)] = index == 0 ? [(0, 1)] : [(x - 2, 1), (w - 2, 1)]
            models.append(
                Model(terms: [(x, 1)] + previousEnd.map { ($0.0, -$0.1) }, constant: -10, relation: .equal, strength: .required))
        }
        let last = (2 + 2 * (count - 1), 3 + 2 * (count - 1))
        models.append(
            Model(terms: [(0, 1), (1, 1), (last.0, -1), (last.1, -1)], constant: -10, relation: .equal, strength: .required))
        models.append(
            Model(terms: [(1, 1)], constant: -Double(count * 40 + 10), relation: .equal, strength: .required))
        for index in models.indices {
            models[index].id = try Self.add(models[index], to: solver, variables)
        }
        for round in 0..<12 {
            var changes: [(id: ConstraintID, constant: Double)] = []
            var wanted: [Int: Double] = [:]
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let index = Int(random.next() % UInt64(models.count))
                guard wanted[index] == nil else { continue }
                let constant = models[index].constant + Double(Int(random.next() % 5) - 2) * 5
                changes.append((models[index].id!, constant))
                wanted[index] = constant
            }
            // The oracle: whether the required constraints can take every change together.
            var joint = models
            for (index, constant) in wanted {
                joint[index].constant = constant
            }
            let check = Solver()
            let checkVariables = (0..<variables.count).map { check.makeVariable(named: "v\($0)") }
            let jointlyFeasible = joint.allSatisfy { (try? Self.add($0, to: check, checkVariables)) != nil }
            let refused = Set(solver.performBatch { solver.setConstants(changes) })
            let context = "seed \(seed)\(foldsEveryDummy ? " (folded)" : ""), round \(round)"
            if jointlyFeasible {
                #expect(refused.isEmpty, "\(context): changes that hold together were refused")
            } else {
                #expect(!refused.isEmpty, "\(context): changes that contradict the required constraints were all taken")
            }
            for (index, constant) in wanted where !refused.contains(models[index].id!) {
                models[index].constant = constant
            }
            let values = variables.map { solver.value(of: $0) }
            for model in models where model.strength.isRequired {
                let residual = model.terms.reduce(model.constant) { $0 + $1.1 * values[$1.0] }
                let holds = model.relation == .equal ? abs(residual) < 1e-6 : residual > -1e-6
                #expect(holds, "\(context): a required constraint is off by \(residual)")
            }
            // With compressible widths of equal strength the optimum is not unique: only fixed rows are compared.
            guard fixedWidths else { continue }
            let fresh = Solver()
            let freshVariables = (0..<variables.count).map { fresh.makeVariable(named: "v\($0)") }
            for model in models {
                _ = try Self.add(model, to: fresh, freshVariables)
            }
            for index in variables.indices {
                #expect(
                    abs(fresh.value(of: freshVariables[index]) - values[index]) < 1e-6,
                    "\(context): v\(index) is \(values[index]), a fresh solve gives \(fresh.value(of: freshVariables[index]))")
            }
        }
    }
}
