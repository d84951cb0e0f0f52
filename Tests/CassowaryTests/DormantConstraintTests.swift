@testable import Cassowary
import TestSupport
import Testing

/// Over-determined systems, the shape of `Solver+DormantConstraints.swift`: chains of required equalities (links,
/// alignments, pins) that determine their variables, then required constraints over those variables that the
/// chains already decide — redundant equalities, inequalities that hold or fail, equalities that contradict — mixed
/// with optional constraints, removals (after which a dormant constraint must take over what the removed one
/// fixed), constant changes that move determined values (refused when they break a dormant constraint), and several
/// changes in one batch. After every step the solver must agree with the reference LP: every required constraint
/// holds, every level's violation is optimal, a refused change names constraints that really contradict it and
/// leaves the values as they were.
@Suite("Dormant constraints against the reference LP")
struct DormantConstraintTests {
    @Test("chains, redundant and contradicting constraints, removals, constant changes", arguments: Soak.seeds(0..<60))
    func overDetermined(seed: Int) {
        var system = OverDeterminedSystem(seed: UInt64(seed))
        system.run(steps: 70)
    }

    @Test("the dormant path is taken: a redundant pin of every link of a chain", arguments: [40, 400])
    func redundantPinsPark(count: Int) throws {
        let solver = Solver()
        let tops = (0..<count).map { _ in solver.makeVariable() }
        let heights = (0..<count).map { _ in solver.makeVariable() }
        // Each top pinned; each centre aligned to the previous one (solved for the next height); the first height
        // pinned: every height is determined, and each later pin is redundant.
        for index in 0..<count {
            try solver.addConstraint(Constraint(tops[index] - Double(index % 3), .equal))
            if index > 0 {
                try solver.addConstraint(
                    Constraint(
                        tops[index] + 0.5 * heights[index] - tops[index - 1] - 0.5 * heights[index - 1]
                            - Double(index % 3 - (index - 1) % 3), .equal))
            }
        }
        try solver.addConstraint(Constraint(heights[0] - 30, .equal))
        let before = solver.searchWork.dormantConstraintsParked
        for index in 1..<count { try solver.addConstraint(Constraint(heights[index] - 30, .equal)) }
        #expect(solver.searchWork.dormantConstraintsParked - before == count - 1)
        let longest = (0..<solver.rows.count).compactMap { solver.rows[Symbol(index: $0)]?.cells.count }.max() ?? 0
        #expect(longest <= 8, "the longest row has \(longest) cells for \(count) views")
        // A contradicting pin is refused, naming constraints that determine the height.
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(heights[count / 2] - 31, .equal)) }
        // The first pin removed: the dormant pins take over, and the heights stay 30.
        try solver.removeConstraint(try #require(firstHeightPin(in: solver, heights: heights)))
        for index in 0..<count { #expect(abs(solver.value(of: heights[index]) - 30) < 1e-9, "height \(index)") }
    }

    @Test("a dormant constraint at the far end of a long chain is not broken by rounding when the chain moves")
    func longChainRounding() throws {
        // x₀ pinned, x(i+1) = x(i) + 40.3 for 10,000 links: positions near 403,000, each summed down the chain.
        let count = 10_000
        let solver = Solver()
        let positions = (0...count).map { _ in solver.makeVariable() }
        let originPin = Constraint(positions[0] - 7.1, .equal)
        try solver.addConstraint(originPin)
        for index in 1...count {
            try solver.addConstraint(Constraint(positions[index] - positions[index - 1] - 40.3, .equal))
        }
        // Redundant with the chain: each end tied to the other by the sum of the links, written by a user.
        let parked = solver.searchWork.dormantConstraintsParked
        for stride in [1, 7, 333, count] {
            let span = LinearExpression(positions[stride]) - LinearExpression(positions[0])
            try solver.addConstraint(Constraint(span - 40.3 * Double(stride), .equal))
        }
        #expect(solver.searchWork.dormantConstraintsParked - parked == 4)
        // Moving the whole chain keeps every one of them true: the change must be accepted.
        for origin in [1_234.567, -98_765.4321, 0.1] {
            try solver.setConstant(-origin, of: originPin)
            #expect(abs(solver.value(of: positions[0]) - origin) < 1e-9)
            #expect(abs(solver.value(of: positions[count]) - origin - 40.3 * Double(count)) < 1e-4)
        }
    }

    /// A row distributed with matched sizes (each item 8 after the previous one, every width tied to the previous one,
    /// the last end at the parent's): the links decide every width, and each item's preferred width is dormant. A
    /// batch that removes links and adds them back (items relinked) wakes the dormant constraints at the first removal.
    /// Put back at the next addition, they were placed while the widths were free, each expanded through the row, and
    /// stayed in the tableau after the batch: at 400 items, 118,606 cells in restricted rows. Optional ones wait for
    /// the batch's end now (and a rebuild part-way through the batch leaves them waiting), and go dormant again.
    @Test("optional constraints woken inside a batch wait for its end, and sleep again", arguments: [40, 400])
    func wokenOptionalConstraintsWaitForTheBatch(count: Int) throws {
        let solver = Solver()
        let positions = (0..<count).map { _ in solver.makeVariable() }
        let widths = (0..<count).map { _ in solver.makeVariable() }
        let parent = 20.0 * Double(count)
        try solver.addConstraint(Constraint(LinearExpression(positions[0]), .equal))
        var links: [Constraint?] = [nil]
        for index in 1..<count {
            let link = Constraint(positions[index] - positions[index - 1] - widths[index - 1] - 8, .equal)
            try solver.addConstraint(link)
            links.append(link)
            try solver.addConstraint(Constraint(widths[index] - widths[index - 1], .equal))
        }
        try solver.addConstraint(Constraint(positions[count - 1] + widths[count - 1] - parent, .equal))
        for index in 0..<count {
            try solver.addConstraint(Constraint(widths[index] - Double(10 + index % 5), .equal, strength: .weak))
        }
        #expect(solver.dormantRows.count == count, "every preferred width is dormant after the build")
        // Every fourth item relinked, all in one batch, the way a layout pass applies a pass's edits.
        let relinked = Array(stride(from: 4, to: count, by: 4))
        let old = relinked.compactMap { links[$0] }
        try solver.performBatch { () throws(SolverError) in
            for (index, link) in zip(relinked, old) {
                try solver.removeConstraint(link)
                let link = Constraint(positions[index] - positions[index - 1] - widths[index - 1] - 8, .equal)
                try solver.addConstraint(link)
                links[index] = link
            }
        }
        #expect(solver.dormantRows.count == count, "the preferred widths are dormant again")
        let restricted = solver.heldRestrictedCells
        #expect(restricted <= 4 * count, "\(restricted) cells in restricted rows for \(count) items")
        let width = (parent - 8 * Double(count - 1)) / Double(count)
        for index in 0..<count {
            #expect(abs(solver.value(of: widths[index]) - width) < 1e-9, "width \(index)")
            #expect(abs(solver.value(of: positions[index]) - Double(index) * (width + 8)) < 1e-6, "position \(index)")
        }
    }

    @Test("relinking a list whose positions are free leaves the dormant constraints of another part asleep")
    func unrelatedRemovalsDoNotWake() throws {
        let solver = Solver()
        // A determined part: a pinned chain, and ten constraints over it that the chain already decides.
        let fixed = (0...50).map { _ in solver.makeVariable() }
        try solver.addConstraint(Constraint(fixed[0] - 3, .equal))
        for index in 1...50 { try solver.addConstraint(Constraint(fixed[index] - fixed[index - 1] - 10, .equal)) }
        for index in stride(from: 5, through: 50, by: 5) {
            try solver.addConstraint(Constraint(fixed[index] - fixed[0] - Double(10 * index), .equal))
        }
        // A list whose widths are only preferred: its positions are not determined.
        let count = 60
        let positions = (0...count).map { _ in solver.makeVariable() }
        let widths = (0..<count).map { _ in solver.makeVariable() }
        try solver.addConstraint(Constraint(LinearExpression(positions[0]), .equal))
        var links: [Constraint] = []
        for index in 0..<count {
            try solver.addConstraint(Constraint(widths[index] - 20, .equal, strength: .weak))
            let link = Constraint(positions[index + 1] - positions[index] - widths[index] - 8, .equal)
            try solver.addConstraint(link)
            links.append(link)
        }
        let parked = solver.searchWork.dormantConstraintsParked
        // Every link removed and added again, reading a value after each: no dormant constraint is put back.
        for index in 0..<count {
            try solver.removeConstraint(links[index])
            links[index] = Constraint(positions[index + 1] - positions[index] - widths[index] - 8, .equal)
            try solver.addConstraint(links[index])
            #expect(abs(solver.value(of: positions[index + 1]) - 28 * Double(index + 1)) < 1e-9)
        }
        #expect(solver.searchWork.dormantConstraintsParked == parked)
        #expect(abs(solver.value(of: fixed[50]) - 503) < 1e-9)
    }

    /// The constraint pinning `heights[0]` (added as an object, so found by its variable and constant).
    private func firstHeightPin(in solver: Solver, heights: [Variable]) -> Constraint? {
        solver.records.lazy.compactMap { $0?.object }.first { constraint in
            constraint.terms.terms.count == 1 && constraint.terms.terms[0].variable == heights[0]
                && constraint.constant == -30
        }
    }
}

/// A random over-determined system driven step by step and checked against ``LexicographicReference``.
private struct OverDeterminedSystem {
    private var tracker: ReferenceTracker
    private var random: SplitMix64
    private static let levels = [1.0, 250, 1000]

    private var solver: Solver { tracker.solver }
    private var variables: [Variable] { tracker.variables }
    private var held: [ReferenceTracker.Held] { tracker.held }

    init(seed: UInt64) {
        random = SplitMix64(seed: 0xD0_4A47 &+ seed)
        let count = random.int(in: 5...14)
        tracker = ReferenceTracker(variableCount: count, seed: seed)
        // Required links: every variable after the first tied to an earlier one by an equality naming two to four
        // variables, the first pinned: a chain that determines them all.
        tracker.add(terms: [(0, 1)], constant: -Double(random.int(in: 0...50)), .equal, level: nil)
        for index in 1..<count {
            var terms: [(Int, Double)] = [(index, 1), (random.int(in: 0...index - 1), -1)]
            if index > 1, random.chance(0.4) {
                let a = random.int(in: 0...index - 1)
                terms.append((a, 0.5))
                terms.append((random.int(in: 0...index - 1), -0.5))
            }
            tracker.add(terms: terms, constant: Double(random.int(in: -20...20)), .equal, level: nil)
        }
    }

    mutating func run(steps: Int) {
        tracker.verify(after: "setup")
        for step in 0..<steps where !tracker.failed {
            let roll = random.int(in: 0...99)
            switch roll {
            case 0..<35: addDecided()
            case 35..<50: addOptional()
            case 50..<65: removeOne()
            case 65..<78: changeConstant()
            case 78..<88: changeConstantsTogether()
            default:
                // Several changes in one batch, read once at the end.
                solver.performBatch {
                    for _ in 0..<random.int(in: 2...5) {
                        switch random.int(in: 0...2) {
                        case 0: addDecided()
                        case 1: removeOne()
                        default: addOptional()
                        }
                    }
                }
            }
            tracker.verify(after: "step \(step)")
        }
    }

    /// A required constraint over one to three variables built from their current values: redundant, holding
    /// with room, or (one time in four) off by a few points, which may contradict the chains.
    private mutating func addDecided() {
        let count = random.int(in: 1...3)
        var terms: [(Int, Double)] = []
        for _ in 0..<count {
            terms.append((random.int(in: 0...variables.count - 1), random.element(of: [1, -1, 0.5, 2])))
        }
        let value = terms.reduce(0.0) { $0 + $1.1 * solver.value(of: variables[$1.0]) }
        let relation = random.element(of: [Relation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
        var constant = -value.rounded()
        if abs(value - value.rounded()) > 1e-9 { constant = -value }
        if random.chance(0.25) { constant += Double(random.int(in: -3...3)) }
        tracker.add(terms: terms, constant: constant, relation, level: nil)
    }

    private mutating func addOptional() {
        let index = random.int(in: 0...variables.count - 1)
        let relation = random.element(of: [Relation.equal, .greaterThanOrEqual, .lessThanOrEqual])
        tracker.add(
            terms: [(index, 1)], constant: -Double(random.int(in: -10...80)), relation,
            level: random.element(of: Self.levels))
    }

    private mutating func removeOne() {
        guard !held.isEmpty else { return }
        tracker.remove(at: random.int(in: 0...held.count - 1))
    }

    /// A required equality's constant moved by a few points: it moves every determined value resting on it, and
    /// is refused exactly when the reference finds the required constraints infeasible with it.
    private mutating func changeConstant() {
        let equalities = held.indices.filter { held[$0].linear.level == nil && held[$0].linear.relation == .equal }
        guard let index = equalities.isEmpty ? nil : random.element(of: equalities) else { return }
        tracker.setConstant(held[index].linear.constant + Double(random.int(in: -4...4)), ofHeldAt: index)
    }

    /// Two to four required equalities' constants moved in one ``Solver/setConstants(_:)`` call: all are taken
    /// when together they leave the required constraints feasible, else each is taken or refused in order, as one
    /// ``Solver/setConstant(_:of:)-(_,Constraint)`` call would.
    private mutating func changeConstantsTogether() {
        let equalities = held.indices.filter { held[$0].linear.level == nil && held[$0].linear.relation == .equal }
        guard equalities.count >= 2 else { return }
        var chosen: [Int] = []
        for _ in 0..<random.int(in: 2...4) {
            let index = random.element(of: equalities)
            if !chosen.contains(index) { chosen.append(index) }
        }
        let deltas = chosen.map { _ in Double(random.int(in: -4...4)) }
        tracker.note("constants together: \(zip(chosen, deltas).map { "\(held[$0.0].label) += \($0.1)" })")
        var together = held.map(\.linear)
        for (index, delta) in zip(chosen, deltas) { together[index].constant += delta }
        var expected = held.map(\.linear)
        var expectedRefused: Set<Int> = []
        if tracker.isRequiredFeasible(together) {
            expected = together
        } else {
            for (index, delta) in zip(chosen, deltas) {
                var trial = expected
                trial[index].constant += delta
                if tracker.isRequiredFeasible(trial) {
                    expected = trial
                } else {
                    expectedRefused.insert(index)
                }
            }
        }
        let changes = zip(chosen, deltas).compactMap { index, delta in
            solver.id(of: held[index].constraint).map { (id: $0, constant: held[index].linear.constant + delta) }
        }
        let refused = Set(solver.setConstants(changes))
        for (index, _) in zip(chosen, deltas) {
            guard let id = solver.id(of: held[index].constraint) else { continue }
            if refused.contains(id) != expectedRefused.contains(index) {
                tracker.fail(
                    "setConstants: \(held[index].label) \(refused.contains(id) ? "refused" : "taken"), expected otherwise")
            }
        }
        for index in held.indices { tracker.update(heldAt: index, to: expected[index]) }
    }
}
