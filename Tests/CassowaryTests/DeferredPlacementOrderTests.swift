@testable import Cassowary
import Testing

/// How the constraints that wait for the end of a batch (`Solver+DeferredConstraints.swift`) meet the tableau the
/// required ones left: a link avoids defining a size a waiting content constraint names, and the waiting
/// constraints, placed in the order they came, cost a fitting cell a constant number of pivots per label. Both are
/// about work, not answers (the randomized suites check the answers): each test checks the solution, then the
/// shape or the count of work that the rule keeps small.
@Suite("Constraints waiting for their batch: what the links leave them, and the pivots they cost")
struct DeferredPlacementOrderTests {
    /// A vertical stack of `count` views built in one batch: each height held at 44 by hugging (250) and
    /// compression resistance (750), the first top 8 below 0, each next top 8 below the previous bottom.
    private func stack(count: Int) throws -> (solver: Solver, tops: [Variable], heights: [Variable]) {
        let solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        try solver.performBatch { () throws(SolverError) in
            for index in 0..<count {
                let top = solver.makeVariable(named: "y\(index)")
                let height = solver.makeVariable(named: "h\(index)")
                // The content size arrives when the view joins, before the link that places it.
                try solver.addConstraint(Constraint(LinearExpression(height), .lessThanOrEqual, LinearExpression(constant: 44), strength: Strength(250)))
                try solver.addConstraint(Constraint(LinearExpression(height), .greaterThanOrEqual, LinearExpression(constant: 44), strength: Strength(750)))
                let previousBottom = index == 0 ? LinearExpression(constant: 0) : tops[index - 1] + heights[index - 1]
                try solver.addConstraint(Constraint(LinearExpression(top), .equal, previousBottom + 8))
                tops.append(top)
                heights.append(height)
            }
        }
        return (solver, tops, heights)
    }

    @Test("a stack's links leave each height to its waiting content constraint", arguments: [1, 2, 50])
    func linksLeaveSizesToTheirContent(count: Int) throws {
        let (solver, tops, heights) = try stack(count: count)
        for index in 0..<count {
            #expect(abs(solver.value(of: tops[index]) - (8 + 52 * Double(index))) < 1e-9)
            #expect(abs(solver.value(of: heights[index]) - 44) < 1e-9)
            // Defined by its content constraint alone, as when the constraints come in the order they depend on;
            // a link solved for the height made the content constraint unfold through the link instead.
            let definition = try #require(solver.rows[heights[index].symbol], "h\(index) is not basic")
            let namesUserVariable = definition.cells.containsKey { solver.kinds[$0] == .external }
            #expect(!namesUserVariable, "h\(index) is defined through a link")
        }
    }

    /// The pivots the optimisation of `FittingCellTests`' cell of `count` labels makes, built in one batch.
    private func fittingCellPivots(labels count: Int) throws -> Int {
        let solver = Solver()
        let cell = try solver.performBatch { () throws(SolverError) in
            try FittingCellTests.addCell(labels: count, to: solver)
        }
        FittingCellTests.expectSolvedSize(of: cell, labels: count, in: solver)
        return solver.searchWork.pivots
    }

    @Test("a fitting cell's waiting constraints, placed in the order they came: pivots grow with the labels")
    func fittingCellPivotsGrowLinearly() throws {
        // The cell's zero size comes first, so every label's width enters 32 points short of its content and the
        // optimisation takes three pivots per label to undo it. Placing the strongest first took none here, but it
        // made a grid of rows sharing one width quadratic (`TableauGrowthTests`, seed 20): the order stays.
        let small = try fittingCellPivots(labels: 100)
        let large = try fittingCellPivots(labels: 400)
        #expect(Double(large) <= 4.5 * Double(small), "pivots: \(small) at 100 labels, \(large) at 400")
    }
}
