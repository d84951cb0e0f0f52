@testable import Cassowary
import Testing

/// The fitting size of a cell holding a stack of labels, built as the layout engine's detached fitting engine
/// builds it: the cell's size pulled to zero at a low level, each label's intrinsic size held by hugging and
/// compression resistance, the labels pinned 16 from the sides and stacked 8 apart. Checks the answer, and that
/// the searches whose cost used to grow with the square of the labels (the subject check of each new row, and
/// Bland's rule through the run of one degenerate pivot per label) grow linearly: counts of work, no timings.
@Suite("A fitting cell's searches grow linearly")
struct FittingCellTests {
    /// Adds the cell of `count` labels to `solver`, in the order a measuring engine adds it (the cell's size
    /// pulled to zero at 50 first, each label's content next, its links last). Returns the cell's width and height.
    static func addCell(labels count: Int, to solver: Solver) throws(SolverError) -> (width: Variable, height: Variable) {
        let width = solver.makeVariable(named: "W")
        let height = solver.makeVariable(named: "H")
        let fitting = Strength(50)
        let hugging = Strength(250)
        let compression = Strength(750)
        try solver.addConstraint(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 0), strength: fitting))
        try solver.addConstraint(Constraint(LinearExpression(height), .equal, LinearExpression(constant: 0), strength: fitting))
        var previousBottom = LinearExpression(constant: 0)
        for index in 0..<count {
            let x = solver.makeVariable(named: "x\(index)")
            let y = solver.makeVariable(named: "y\(index)")
            let w = solver.makeVariable(named: "w\(index)")
            let h = solver.makeVariable(named: "h\(index)")
            for (size, intrinsic) in [(w, 100.0), (h, 44.0)] {
                try solver.addConstraint(Constraint(LinearExpression(size), .lessThanOrEqual, LinearExpression(constant: intrinsic), strength: hugging))
                try solver.addConstraint(Constraint(LinearExpression(size), .greaterThanOrEqual, LinearExpression(constant: intrinsic), strength: compression))
            }
            try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 16)))
            try solver.addConstraint(Constraint(x + w, .equal, width - 16))
            try solver.addConstraint(Constraint(LinearExpression(y), .equal, previousBottom + 8))
            previousBottom = y + h
        }
        try solver.addConstraint(Constraint(previousBottom, .equal, height - 8))
        return (width, height)
    }

    /// Checks the solved size of a cell of `count` labels: `132 × (52·count + 8)`.
    static func expectSolvedSize(of cell: (width: Variable, height: Variable), labels count: Int, in solver: Solver) {
        #expect(abs(solver.value(of: cell.width) - 132) < 1e-6)
        #expect(abs(solver.value(of: cell.height) - (52 * Double(count) + 8)) < 1e-6)
    }

    /// The solver's search counts after solving a cell of `count` labels, added in one batch or one at a time.
    private func searchWork(labels count: Int, batched: Bool) throws -> SearchWork {
        let solver = Solver()
        let cell = try batched
            ? solver.performBatch { () throws(SolverError) in try Self.addCell(labels: count, to: solver) }
            : Self.addCell(labels: count, to: solver)
        Self.expectSolvedSize(of: cell, labels: count, in: solver)
        return solver.searchWork
    }

    @Test(
        "twice the labels, at most 2.5 times the rows checked for a subject and the symbols Bland's rule examines",
        arguments: [false, true])
    func searchesGrowLinearly(batched: Bool) throws {
        let small = try searchWork(labels: 200, batched: batched)
        let large = try searchWork(labels: 400, batched: batched)
        if batched {
            // The optional rows wait for the required ones (`Solver+DeferredConstraints.swift`): no search is left
            // to grow, which the unbatched build keeps covering.
            #expect(small.deferredPlacements == 4 * 200 + 2 && large.deferredPlacements == 4 * 400 + 2)
        } else {
            #expect(small.subjectRowsChecked > 0 && small.blandSymbolsExamined > 0, "the cell takes both paths")
        }
        #expect(Double(large.subjectRowsChecked) <= 2.5 * Double(max(small.subjectRowsChecked, 1)),
                "subject checks: \(small.subjectRowsChecked) -> \(large.subjectRowsChecked)")
        #expect(Double(large.blandSymbolsExamined) <= 2.5 * Double(max(small.blandSymbolsExamined, 1)),
                "Bland's rule: \(small.blandSymbolsExamined) -> \(large.blandSymbolsExamined)")
    }
}
