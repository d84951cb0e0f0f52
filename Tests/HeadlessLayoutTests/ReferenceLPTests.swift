import TestSupport
import Testing

/// The reference LP solver is itself checked on problems with known answers before it judges the engine.
@Suite("Reference LP oracle")
struct ReferenceLPTests {
    private func optimalValue(_ outcome: ReferenceLP.Outcome) -> Double? {
        if case .optimal(let value, _) = outcome { return value }
        return nil
    }

    @Test("A bounded minimum with inequalities")
    func boundedMinimum() {
        var problem = ReferenceLP()
        let x = problem.addVariable(free: true)
        let y = problem.addVariable(free: true)
        problem.add([x: 1], .greaterThanOrEqual, 1)
        problem.add([y: 1], .greaterThanOrEqual, 2)
        problem.add([x: 1, y: 1], .lessThanOrEqual, 10)
        let outcome = problem.minimize([x: 1, y: 1])
        #expect(optimalValue(outcome).map { abs($0 - 3) < 1e-9 } == true)
        if case .optimal(_, let solution) = outcome {
            #expect(abs(solution[x] - 1) < 1e-9 && abs(solution[y] - 2) < 1e-9)
        }
    }

    @Test("Free variables reach negative optima")
    func negativeOptimum() {
        var problem = ReferenceLP()
        let x = problem.addVariable(free: true)
        problem.add([x: 1], .greaterThanOrEqual, -5)
        #expect(optimalValue(problem.minimize([x: 1])).map { abs($0 + 5) < 1e-9 } == true)
        #expect(problem.minimize([x: -1]) == .unbounded)
    }

    @Test("Equalities and an absolute-value objective")
    func absoluteValue() {
        // minimise |x − 7| + |x − 3| with x = 2y and y ≤ 2, so x ≤ 4: every x in 3…4 gives the optimum 4.
        var problem = ReferenceLP()
        let x = problem.addVariable(free: true)
        let y = problem.addVariable(free: true)
        let aPlus = problem.addVariable(free: false)
        let aMinus = problem.addVariable(free: false)
        let bPlus = problem.addVariable(free: false)
        let bMinus = problem.addVariable(free: false)
        problem.add([x: 1, y: -2], .equal, 0)
        problem.add([y: 1], .lessThanOrEqual, 2)
        problem.add([x: 1, aPlus: -1, aMinus: 1], .equal, 7)
        problem.add([x: 1, bPlus: -1, bMinus: 1], .equal, 3)
        let value = optimalValue(problem.minimize([aPlus: 1, aMinus: 1, bPlus: 1, bMinus: 1]))
        #expect(value.map { abs($0 - 4) < 1e-9 } == true)
    }

    @Test("Infeasible problems are detected")
    func infeasible() {
        var problem = ReferenceLP()
        let x = problem.addVariable(free: true)
        problem.add([x: 1], .greaterThanOrEqual, 5)
        problem.add([x: 1], .lessThanOrEqual, 4)
        #expect(problem.minimize([x: 1]) == .infeasible)
    }

    @Test("Lexicographic minimum: a higher level is never traded for a lower one")
    func lexicographic() {
        // Level 1 wants x = 100 (weight 1), level 2 wants x = 300 a hundred times over.
        var problem = ReferenceLP()
        let x = problem.addVariable(free: true)
        let highPlus = problem.addVariable(free: false)
        let highMinus = problem.addVariable(free: false)
        problem.add([x: 1, highPlus: -1, highMinus: 1], .equal, 100)
        var low: [Int: Double] = [:]
        for _ in 0..<100 {
            let plus = problem.addVariable(free: false)
            let minus = problem.addVariable(free: false)
            problem.add([x: 1, plus: -1, minus: 1], .equal, 300)
            low[plus] = 1
            low[minus] = 1
        }
        let optima = problem.lexicographicMinimum([[highPlus: 1, highMinus: 1], low])
        #expect(optima.map { abs($0[0]) < 1e-9 && abs($0[1] - 20_000) < 1e-6 } == true)
    }

    @Test("Redundant equalities do not break phase one")
    func redundantRows() {
        var problem = ReferenceLP()
        let x = problem.addVariable(free: true)
        let y = problem.addVariable(free: true)
        problem.add([x: 1, y: 1], .equal, 10)
        problem.add([x: 2, y: 2], .equal, 20)
        problem.add([x: 1], .greaterThanOrEqual, 0)
        problem.add([y: 1], .greaterThanOrEqual, 0)
        #expect(optimalValue(problem.minimize([x: 1, y: 3])).map { abs($0 - 10) < 1e-9 } == true)
    }
}
