import Cassowary
import Testing

/// Chains whose links are added before the constants that pin them (the layout engine adds edges before sizes):
/// each link is solved for a fresh variable that a later constant pins, which the solver must re-solve lazily.
@Suite("Chains pinned after they are linked")
struct PinnedChainTests {
    private static let count = 400

    @Test("y[i+1] == y[i] + h[i] + 8 linked first, then y[0] == 8 and every h[i] == 20")
    func sizesPinnedAfterTheChain() throws {
        let solver = Solver()
        let ys = (0..<Self.count).map { solver.makeVariable(named: "y\($0)") }
        let hs = (0..<Self.count).map { solver.makeVariable(named: "h\($0)") }
        for index in 1..<Self.count {
            try solver.addConstraint(Constraint(LinearExpression(ys[index]), .equal, ys[index - 1] + hs[index - 1] + 8))
        }
        try solver.addConstraint(Constraint(LinearExpression(ys[0]), .equal, LinearExpression(constant: 8)))
        var sizes: [Constraint] = []
        for height in hs {
            let size = Constraint(LinearExpression(height), .equal, LinearExpression(constant: 20))
            try solver.addConstraint(size)
            sizes.append(size)
        }
        let expect = { (closedForm: (Int) -> Double, label: String) in
            let wrong = ys.indices.filter { abs(solver.value(of: ys[$0]) - closedForm($0)) > 1e-6 }
            #expect(wrong.isEmpty, "\(label): \(wrong.count) wrong, first y[\(wrong.first ?? -1)]")
        }
        expect({ 8 + 28 * Double($0) }, "pinned")

        let middle = Self.count / 2
        try solver.setConstant(-30, of: sizes[middle])
        expect({ 8 + 28 * Double($0) + ($0 > middle ? 10 : 0) }, "middle height 30")

        try solver.removeConstraint(sizes[middle])
        try solver.addConstraint(Constraint(LinearExpression(hs[middle]), .equal, LinearExpression(constant: 20)))
        expect({ 8 + 28 * Double($0) }, "middle height removed and pinned again")

        #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(LinearExpression(hs[0]), .equal, LinearExpression(constant: 21)))
        }
        expect({ 8 + 28 * Double($0) }, "after a rejected conflicting pin")
    }
}
