@testable import Cassowary
import Testing

/// A distinct priority for every optional constraint (UIKit's priorities are floats): as many objective levels as
/// constraints. The solver reads a symbol's cost at the levels it costs at (`Solver+CostLevels.swift`), not at every
/// level; reading every level made each pivot and each dual step's ratio as long as the layout (hunt seeds 0 and
/// 7: first layouts of 0.4-0.75 s and steps of 3 s at 3,000 views). Checks the lexicographic answer, and that the
/// levels read grow with the items, not with their square (counts, no timings). The randomized suites run a
/// palette of a level per constraint against the reference LP.
@Suite("A distinct priority per constraint: costs read at their own levels")
struct CostLevelTests {
    /// The `count` priorities of the row, all different: the golden-ratio sequence over 100…900.
    private static func priorities(_ count: Int) -> [Double] {
        (0..<count).map { 100 + 800 * (Double($0) * 0.618_033_988_749_894_8).truncatingRemainder(dividingBy: 1) }
    }

    /// An edge-to-edge row of `count` items between 0 and `total`, each width held at 20 by an equality at its
    /// own priority, each width at least 0; built in one batch, or one constraint at a time. Returns the solver, the
    /// widths, and the constraint that pins the row's end.
    private func row(count: Int, total: Double, batched: Bool) throws
        -> (solver: Solver, widths: [Variable], end: Constraint)
    {
        let solver = Solver()
        let edges = (0...count).map { solver.makeVariable(named: "x\($0)") }
        let widths = (0..<count).map { solver.makeVariable(named: "w\($0)") }
        let priorities = Self.priorities(count)
        let end = Constraint(LinearExpression(edges[count]), .equal, LinearExpression(constant: total))
        let build = { () throws(SolverError) in
            try solver.addConstraint(Constraint(LinearExpression(edges[0]), .equal, LinearExpression(constant: 0)))
            for index in 0..<count {
                try solver.addConstraint(Constraint(edges[index + 1] - edges[index] - widths[index], .equal))
                try solver.addConstraint(Constraint(LinearExpression(widths[index]), .greaterThanOrEqual, LinearExpression(constant: 0)))
                try solver.addConstraint(
                    Constraint(LinearExpression(widths[index]), .equal, LinearExpression(constant: 20),
                               strength: Strength(priorities[index])))
            }
            try solver.addConstraint(end)
        }
        if batched {
            try solver.performBatch(build)
        } else {
            try build()
        }
        return (solver, widths, end)
    }

    @Test("30 points short: the lowest priority's item gives up its 20, the next lowest 10", arguments: [false, true])
    func lowestPrioritiesGiveWay(batched: Bool) throws {
        let count = 60
        let (solver, widths, _) = try row(count: count, total: 20 * Double(count) - 30, batched: batched)
        let byPriority = Self.priorities(count).indices.sorted { Self.priorities(count)[$0] < Self.priorities(count)[$1] }
        for (rank, index) in byPriority.enumerated() {
            let expected = rank == 0 ? 0.0 : rank == 1 ? 10.0 : 20.0
            #expect(abs(solver.value(of: widths[index]) - expected) < 1e-6, "w\(index), priority rank \(rank)")
        }
    }

    @Test("four times the items and levels, at most six times the cost levels read")
    func levelsReadGrowLinearly() throws {
        var reads: [Int] = []
        for count in [100, 400] {
            let (solver, widths, end) = try row(count: count, total: 20 * Double(count) - 30, batched: true)
            #expect(abs(widths.reduce(0) { $0 + solver.value(of: $1) } - (20 * Double(count) - 30)) < 1e-6)
            // The row shrinks: every width gives up what the lower priorities could not.
            try solver.setConstant(-(10 * Double(count)), of: end)
            #expect(abs(widths.reduce(0) { $0 + solver.value(of: $1) } - 10 * Double(count)) < 1e-6)
            reads.append(solver.searchWork.costLevelsRead)
        }
        #expect(reads[1] <= 6 * reads[0], "cost levels read: \(reads[0]) at 100 items, \(reads[1]) at 400")
    }
}
