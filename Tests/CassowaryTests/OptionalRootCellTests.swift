@testable import Cassowary
import Testing

/// A cell laid out as a root whose size is optional (just below required): labels pinned 16 from both of its sides,
/// each label's intrinsic width held by hugging and compression resistance (as two inequalities, or as one
/// equality with two strengths), the root wider than the labels want. Every label's row names the root's width, so
/// the subject chosen for the first one decides whether the solve passes a hub of errors from label to label (one
/// substitution into every row per label: quadratic). Counts of work, no timings.
@Suite("A cell with an optional root size: no hub passed from label to label")
struct OptionalRootCellTests {
    /// The rows substituted into while a cell of `count` labels is built and solved.
    private func substitutedRows(labels count: Int, paired: Bool) throws -> Int {
        let solver = Solver()
        let rootLeft = solver.makeVariable(named: "X")
        let rootWidth = solver.makeVariable(named: "W")
        let rootSize = Strength(999.99995)
        try solver.performBatch { () throws in
            try solver.addConstraint(Constraint(LinearExpression(rootLeft), .equal, LinearExpression(constant: 0)))
            try solver.addConstraint(Constraint(LinearExpression(rootWidth), .equal, LinearExpression(constant: 320), strength: rootSize))
            for index in 0..<count {
                let x = solver.makeVariable(named: "x\(index)")
                let w = solver.makeVariable(named: "w\(index)")
                if paired {
                    var terms = InlineTerms()
                    terms.append(w, 1)
                    _ = try solver.addConstraint(
                        terms: terms, constant: -100, .equal, strength: Strength(250), belowStrength: Strength(750)
                    ) as ConstraintID
                } else {
                    try solver.addConstraint(Constraint(LinearExpression(w), .lessThanOrEqual, LinearExpression(constant: 100), strength: Strength(250)))
                    try solver.addConstraint(Constraint(LinearExpression(w), .greaterThanOrEqual, LinearExpression(constant: 100), strength: Strength(750)))
                }
                try solver.addConstraint(Constraint(LinearExpression(x), .equal, rootLeft + 16))
                try solver.addConstraint(Constraint(x + w, .equal, rootLeft + rootWidth - 16))
            }
        }
        #expect(abs(solver.value(of: rootWidth) - 320) < 1e-6, "the root keeps its size")
        return solver.searchWork.substitutedRows
    }

    @Test("twice the labels, at most 2.5 times the rows substituted into", arguments: [false, true])
    func substitutionsGrowLinearly(paired: Bool) throws {
        let small = try substitutedRows(labels: 200, paired: paired)
        let large = try substitutedRows(labels: 400, paired: paired)
        #expect(Double(large) <= 2.5 * Double(max(small, 1)), "rows substituted into: \(small) -> \(large)")
    }
}
