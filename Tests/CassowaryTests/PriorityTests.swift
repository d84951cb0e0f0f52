import Cassowary
import Testing

/// Priorities are lexicographic: no amount of violation at one level is traded for any violation at a higher one.
@Suite("Lexicographic priority levels")
struct PriorityTests {
    @Test(
        "one constraint at the higher level beats a hundred at the level just below",
        arguments: [(251.0, 250.0), (250.0, 249.999), (3.0, 2.0), (-4.5, -5), (1e9 + 1, 1e9)])
    func oneBeatsHundred(high: Double, low: Double) throws {
        for highFirst in [true, false] {
            let solver = Solver()
            let x = solver.makeVariable(named: "x")
            let single = Constraint(LinearExpression(x), .equal, strength: Strength(high))
            let crowd = (0..<100).map { _ in Constraint(x - 10, .equal, strength: Strength(low)) }
            if highFirst {
                try solver.addConstraint(single)
                try solver.addConstraints(crowd)
            } else {
                try solver.addConstraints(crowd)
                try solver.addConstraint(single)
            }
            expectValue(solver, x, 0)
            try solver.removeConstraint(single)
            expectValue(solver, x, 10)
        }
    }

    @Test("a hundred constraints at the higher level beat one below")
    func hundredBeatOne() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, strength: Strength(250)))
        try solver.addConstraints((0..<100).map { _ in Constraint(x - 10, .equal, strength: Strength(251)) })
        expectValue(solver, x, 10)
    }

    @Test("1500 weak constraints do not outweigh one medium (no weights like 1 / 1000 / 1e6)")
    func manyWeakAgainstMedium() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, strength: .medium))
        try solver.addConstraints((0..<1500).map { _ in Constraint(x - 10, .equal, strength: .weak) })
        expectValue(solver, x, 0)
    }

    @Test("inequalities: x >= 10 at 251 wins over a hundred x <= 0 at 250")
    func inequalityLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraints(
            (0..<100).map { _ in Constraint(LinearExpression(x), .lessThanOrEqual, strength: Strength(250)) })
        try solver.addConstraint(Constraint(x - 10, .greaterThanOrEqual, strength: Strength(251)))
        expectValue(solver, x, 10)
    }

    @Test("violations are summed within a level: two x == 0 beat one x == 10 at the same level")
    func sumWithinLevel() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.addConstraint(Constraint(x - 10, .equal, strength: .medium))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, strength: .medium))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, strength: .medium))
        expectValue(solver, x, 0)
        // A scaled constraint counts its expression's violation: 3x == 30 beats two x == 0.
        try solver.addConstraint(Constraint(3 * x - 30, .equal, strength: .medium))
        expectValue(solver, x, 10)
    }

    @Test("three levels: the lowest level chooses only among the optima of the higher ones")
    func threeLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
        try solver.addConstraint(Constraint(x + y - 100, .equal, strength: .strong))
        try solver.addConstraint(Constraint(x - 70, .equal, strength: .medium))
        try solver.addConstraint(Constraint(y - 60, .equal, strength: .medium))
        // Medium's optimum (total violation 30) is the whole segment x in [40, 70]; weak picks the point.
        let weak = Constraint(x - 50, .equal, strength: .weak)
        try solver.addConstraint(weak)
        expectValues(solver, [x, y], [50, 50])
        // A weak wish outside the segment is met as far as the segment allows, and no further.
        try solver.setConstant(-90, of: weak)
        expectValues(solver, [x, y], [70, 30])
        try solver.setConstant(-10, of: weak)
        expectValues(solver, [x, y], [40, 60])
        // Strengthening the wish to strong moves the medium optimum instead.
        try solver.setStrength(.strong, of: weak)
        expectValues(solver, [x, y], [10, 90])
    }

    @Test("three levels in one chain: required box, level 3 width, level 2 position, level 1 size hint")
    func threeLevelLayout() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left"), width = solver.makeVariable(named: "width")
        try solver.addConstraints([
            Constraint(LinearExpression(left), .greaterThanOrEqual),
            Constraint(left + width - 320, .lessThanOrEqual),
            Constraint(width - 200, .greaterThanOrEqual, strength: Strength(3)),  // compression resistance
            Constraint(left - 150, .equal, strength: Strength(2)),  // preferred position
            Constraint(width - 400, .equal, strength: Strength(1)),  // preferred width
        ])
        // Width 200 at least (level 3), then left 150 would leave 170 < 200: level 3 wins, left = 120.
        expectValues(solver, [left, width], [120, 200])
    }

    @Test("levels may be negative or fractional; only their order matters")
    func unusualLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let levels: [Double] = [-1e6, -2.5, -2.25, 0, 1e-9, 0.5, 7, 1e300]  // ascending
        var added: [Constraint] = []
        for level in levels.shuffledDeterministically() {
            let constraint = Constraint(x - level.rank(in: levels), .equal, strength: Strength(level))
            try solver.addConstraint(constraint)
            added.append(constraint)
        }
        // Each constraint pins x to its level's rank; the highest level wins, then the next once it is removed.
        for rank in stride(from: levels.count - 1, through: 0, by: -1) {
            expectValue(solver, x, Double(rank))
            let top = try #require(added.first { $0.strength == Strength(levels[rank]) })
            try solver.removeConstraint(top)
        }
    }
}

extension Double {
    /// The index of this value in the ascending order of `values`.
    fileprivate func rank(in values: [Double]) -> Double {
        Double(values.sorted().firstIndex(of: self) ?? -1)
    }
}

extension Array {
    /// A fixed permutation (reversed halves interleaved), so that addition order differs from level order.
    fileprivate func shuffledDeterministically() -> [Element] {
        var result: [Element] = []
        let half = count / 2
        for index in 0..<half {
            result.append(self[count - 1 - index])
            result.append(self[index])
        }
        if count % 2 == 1 { result.append(self[half]) }
        return result
    }
}
