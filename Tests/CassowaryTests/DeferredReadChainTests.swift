import Cassowary
import Testing
import TestSupport

/// Layout-shaped systems changed several times between reads of their values.
///
/// The solver caches values and marks them stale lazily: a change touches the definitions it rewrites, and the
/// next read walks from them to everything that names them. A later change that rewrites a definition must not cut
/// the path that walk needs (a layout once changed a required width and removed a gap in one sync, and read the
/// container's old width). The generic random harness builds systems of 2–4 variables whose definitions are too
/// shallow for this; here a row of views (`x`, `w` per view in a container `cx`, `cw`, chained by gaps and pinned at
/// both ends, as PureLayout lays out a row) is changed by random required constant changes, removals and re-additions,
/// 1–5 at a time, and after each read every required constraint held must hold.
@Suite("Changes between reads on layout-shaped chains")
struct DeferredReadChainTests {
    /// One required constraint of the row and whether the solver holds it.
    struct Held {
        let constraint: Constraint
        var isHeld = true
    }

    @Test("every held required constraint holds at the next read", arguments: Soak.seeds(0..<400))
    func randomChanges(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let solver = Solver()
        let count = 2 + Int(random.next() % 2)
        let cx = solver.makeVariable(named: "cx")
        let cw = solver.makeVariable(named: "cw")
        let xs = (0..<count).map { solver.makeVariable(named: "x\($0)") }
        let ws = (0..<count).map { solver.makeVariable(named: "w\($0)") }
        func pin(_ expression: LinearExpression, _ constant: Double) -> Constraint {
            Constraint(expression, .equal, LinearExpression(constant: constant))
        }
        var constraints: [Constraint] = [pin(cx + 0, 0)]
        constraints += ws.map { pin($0 + 0, 30) }
        constraints.append(Constraint(xs[0] + 0, .equal, cx + 10))
        for index in 1..<count {
            constraints.append(Constraint(xs[index] + 0, .equal, xs[index - 1] + ws[index - 1] + 10))
        }
        constraints.append(Constraint(cx + cw, .equal, xs[count - 1] + ws[count - 1] + 10))
        constraints.append(pin(cw + 0, Double(count) * 40 + 10))
        var held = constraints.map { Held(constraint: $0) }
        for constraint in constraints { try solver.addConstraint(constraint) }
        // Half the time, weak preferences keep every variable determined whichever required constraints are
        // removed; otherwise a variable left free stands at zero.
        if random.next() % 2 == 0 {
            for variable in [cw] + xs + ws {
                try solver.addConstraint(Constraint(variable + 0, .equal, LinearExpression(constant: 0), strength: .weak))
            }
        }
        let variables = [cx, cw] + xs + ws
        var history: [String] = []
        for _ in 0..<100 {
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let index = Int(random.next() % UInt64(held.count))
                let constraint = held[index].constraint
                switch (held[index].isHeld, random.next() % 3) {
                case (true, 0):
                    try solver.removeConstraint(constraint)
                    held[index].isHeld = false
                    history.append("remove #\(index)")
                case (true, _):
                    // Small steps, often cancelling: feasible or refused (then nothing changes).
                    let constant = constraint.expression.constant + Double(Int(random.next() % 5) - 2) * 5
                    let refused = (try? solver.setConstant(constant, of: constraint)) == nil
                    history.append("#\(index) constant \(constant)\(refused ? " refused" : "")")
                case (false, _):
                    let refused = (try? solver.addConstraint(constraint)) == nil
                    held[index].isHeld = !refused
                    history.append("add #\(index)\(refused ? " refused" : "")")
                }
            }
            let values = Dictionary(uniqueKeysWithValues: variables.map { ($0, solver.value(of: $0)) })
            for (index, entry) in held.enumerated() where entry.isHeld {
                let residual = entry.constraint.expression.terms.reduce(entry.constraint.expression.constant) {
                    $0 + $1.coefficient * values[$1.variable, default: 0]
                }
                #expect(abs(residual) < 1e-6, "seed \(seed), #\(index) off by \(residual) after \(history)")
            }
        }
    }
}
