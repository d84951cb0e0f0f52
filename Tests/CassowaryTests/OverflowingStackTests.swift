@testable import Cassowary
import Testing
import TestSupport

/// Stacks that stop fitting, the shape of the dual simplex's long step (`Solver+BoundExchange.swift`): items with
/// an intrinsic size held by hugging and compression resistance, size floors just below required, gaps between
/// them, and a container whose size changes. Generated (sizes, priorities, which floors exist, equality or
/// inequality gaps) and mutated at random, compared with the reference LP after every change; and the work of an
/// overflow counted at two sizes.
@Suite("Overflowing stacks: the dual simplex's long step")
struct OverflowingStackTests {
    @Test("random stacks that overflow and fit again reach the lexicographic optimum", arguments: Soak.seeds(0..<150))
    func randomStacks(seed: Int) throws {
        var harness = StackHarness(seed: UInt64(seed))
        try harness.run(changes: 12)
    }

    /// The pivots and exchanges the solver makes while a stack of `count` items (intrinsic height 20, gaps 8,
    /// every floor in force) loses the room of a quarter of its items.
    private func overflowWork(items count: Int) throws -> SearchWork {
        let solver = Solver()
        let root = solver.makeVariable(named: "H")
        let fits = 28.0 * Double(count) + 8
        let rootSize = Constraint(LinearExpression(root), .equal, LinearExpression(constant: fits))
        try solver.addConstraint(rootSize)
        var heights: [Variable] = []
        try solver.performBatch { () throws(SolverError) in
            var previousBottom = LinearExpression(constant: 0)
            for index in 0..<count {
                let y = solver.makeVariable(named: "y\(index)")
                let h = solver.makeVariable(named: "h\(index)")
                heights.append(h)
                try solver.addConstraint(Constraint(LinearExpression(y), .equal, previousBottom + 8))
                try solver.addConstraint(Constraint(LinearExpression(h), .lessThanOrEqual, LinearExpression(constant: 20), strength: Strength(250)))
                try solver.addConstraint(Constraint(LinearExpression(h), .greaterThanOrEqual, LinearExpression(constant: 20), strength: Strength(750)))
                try solver.addConstraint(Constraint(LinearExpression(h), .greaterThanOrEqual, LinearExpression(constant: 0), strength: Strength(999)))
                previousBottom = y + h
            }
            try solver.addConstraint(Constraint(previousBottom + 8, .equal, LinearExpression(root)))
        }
        let before = solver.searchWork
        let lost = 20.0 * Double(count / 4) + 10
        try solver.setConstant(-(fits - lost), of: rootSize)
        let total = heights.reduce(0) { $0 + solver.value(of: $1) }
        #expect(abs(total - (20 * Double(count) - lost)) < 1e-6)
        #expect(heights.allSatisfy { solver.value(of: $0) > -1e-9 && solver.value(of: $0) < 20 + 1e-9 })
        var work = solver.searchWork
        work.pivots -= before.pivots
        work.boundExchanges -= before.boundExchanges
        return work
    }

    @Test("an overflow of a quarter of the stack: a few pivots however long the stack, exchanges linear in it")
    func overflowPivotsStayFew() throws {
        let small = try overflowWork(items: 200)
        let large = try overflowWork(items: 400)
        #expect(small.boundExchanges >= 50, "the long step takes the overflow: \(small.boundExchanges) exchanges")
        #expect(large.pivots - large.boundExchanges <= small.pivots - small.boundExchanges + 4,
                "pivots on the long row: \(small.pivots - small.boundExchanges) -> \(large.pivots - large.boundExchanges)")
        #expect(Double(large.pivots) <= 2.5 * Double(small.pivots), "pivots: \(small.pivots) -> \(large.pivots)")
    }
}

/// A random stack driven through random changes, checked against ``LexicographicReference`` after each.
private struct StackHarness {
    /// One constraint as the test knows it: `Σ coefficients + constant (relation) 0`.
    struct Model {
        var coefficients: [Int: Double]
        var constant: Double
        let relation: Relation
        var strength: Strength
        /// The solver's constraint: an object, or the ID of an equality whose two sides cost differently, which
        /// two models (its `<=` side and its `>=` side) share.
        let constraint: Constraint?
        var pair: ConstraintID? = nil
    }

    var generator: SplitMix64
    let solver = Solver()
    var variables: [Variable] = []
    var models: [Model] = []
    /// Per item: the indices in ``models`` of its hugging, compression and (if any) floor constraints.
    var content: [(hugging: Int, compression: Int, floor: Int?)] = []
    /// The indices of the gap constraints and of the root's size.
    var gaps: [Int] = []
    var rootSize = 0
    /// Whether each item's hugging and compression are one equality with two strengths (else two inequalities).
    var pairsContent = false
    var log: [String] = []

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
        // Every dual step takes the long step, or only long rows do.
        solver.boundExchangeMinimumRowLength = generator.element(of: [0, 0, 8, 32])
    }

    mutating func variable(_ name: String) -> Int {
        variables.append(solver.makeVariable(named: name))
        return variables.count - 1
    }

    @discardableResult
    mutating func add(_ coefficients: [Int: Double], _ constant: Double, _ relation: Relation, _ strength: Strength) throws -> Int {
        var expression = LinearExpression(constant: constant)
        for (index, coefficient) in coefficients.sorted(by: { $0.key < $1.key }) {
            expression = expression + variables[index] * coefficient
        }
        let constraint = Constraint(expression, relation, strength: strength)
        try solver.addConstraint(constraint)
        models.append(Model(coefficients: coefficients, constant: constant, relation: relation, strength: strength, constraint: constraint))
        return models.count - 1
    }

    mutating func run(changes: Int) throws {
        let count = generator.int(in: 2...14)
        let equalGaps = generator.chance(0.6)
        let levels: [Double] = generator.element(of: [[250, 750], [250, 750, 500], [100, 100, 300], [750]])
        let floorRate = generator.element(of: [1.0, 0.7, 0.0])
        pairsContent = generator.chance(0.5)
        log.append("\(count) items, \(equalGaps ? "equal" : "inequality") gaps, levels \(levels), floors \(floorRate), paired content \(pairsContent)")
        let root = variable("H")
        var previousBottom: [Int: Double] = [:]
        var previousConstant = 0.0
        for index in 0..<count {
            let y = variable("y\(index)"), h = variable("h\(index)")
            let gap = Double(generator.int(in: 0...10))
            var link = previousBottom
            link[y, default: 0] -= 1
            if equalGaps {
                gaps.append(try add(link, previousConstant + gap, .equal, .required))
            } else {
                gaps.append(try add(link, previousConstant + gap, .lessThanOrEqual, .required))
                try add(link, previousConstant + gap, .equal, Strength(generator.element(of: levels)))
            }
            let intrinsic = Double(generator.int(in: 0...30))
            let huggingStrength = Strength(generator.element(of: levels))
            let compressionStrength = Strength(generator.element(of: levels))
            let hugging: Int, compression: Int
            if pairsContent {
                // One equality whose sides cost differently: `h - k` above zero at the hugging strength, below at
                // the compression strength.
                var terms = InlineTerms()
                terms.append(variables[h], 1)
                let id = try solver.addConstraint(
                    terms: terms, constant: -intrinsic, .equal, strength: huggingStrength,
                    belowStrength: compressionStrength)
                models.append(Model(coefficients: [h: 1], constant: -intrinsic, relation: .lessThanOrEqual, strength: huggingStrength, constraint: nil, pair: id))
                models.append(Model(coefficients: [h: 1], constant: -intrinsic, relation: .greaterThanOrEqual, strength: compressionStrength, constraint: nil, pair: id))
                hugging = models.count - 2
                compression = models.count - 1
            } else {
                hugging = try add([h: 1], -intrinsic, .lessThanOrEqual, huggingStrength)
                compression = try add([h: 1], -intrinsic, .greaterThanOrEqual, compressionStrength)
            }
            let floor = generator.chance(floorRate) ? try add([h: 1], 0, .greaterThanOrEqual, Strength(999)) : nil
            content.append((hugging, compression, floor))
            previousBottom = [y: 1, h: 1]
            previousConstant = 0
        }
        var closing = previousBottom
        closing[root, default: 0] -= 1
        try add(closing, 8, equalGaps ? .equal : .lessThanOrEqual, .required)
        rootSize = try add([root: 1], -Double(generator.int(in: 0...(30 * count))), .equal, .required)
        try verify("built")
        for step in 0..<changes {
            guard generator.chance(0.35) else {
                let description = try change()
                try verify("change \(step): \(description)")
                continue
            }
            // Several changes in one batch, as a layout pass makes them: optional constants shifted in without
            // restoring feasibility until the batch ends or another change needs it (`settleDeferredShifts`).
            var descriptions: [String] = []
            try solver.performBatch { () throws in
                if generator.chance(0.4) {
                    descriptions.append(try everyIntrinsicChanged())
                }
                for _ in 0..<generator.int(in: 1...5) {
                    descriptions.append(try change())
                }
            }
            try verify("batch \(step): \(descriptions.joined(separator: "; "))")
        }
    }

    /// Every item's intrinsic size changed by the same amount (a text size changed for every label).
    mutating func everyIntrinsicChanged() throws -> String {
        let step = Double(generator.int(in: -6...6))
        for item in content.indices {
            let intrinsic = max(0, -models[content[item].hugging].constant + step)
            try setConstant(content[item].hugging, -intrinsic)
            if models[content[item].compression].pair == nil {
                try setConstant(content[item].compression, -intrinsic)
            } else {
                models[content[item].compression].constant = -intrinsic
            }
        }
        return "every intrinsic size \(step > 0 ? "+" : "")\(step)"
    }

    /// One random change: the root's size (most often), a gap, an intrinsic size, a priority, a floor.
    mutating func change() throws -> String {
        switch generator.int(in: 0...9) {
        case 0...3:
            let size = Double(generator.int(in: 0...(30 * content.count)))
            try setConstant(rootSize, -size)
            return "root size \(size)"
        case 4, 5:
            let gap = generator.int(in: 0...(gaps.count - 1))
            let value = Double(generator.int(in: 0...30))
            try setConstant(gaps[gap], value)
            return "gap \(gap) = \(value)"
        case 6, 7:
            let item = generator.int(in: 0...(content.count - 1))
            let intrinsic = Double(generator.int(in: 0...40))
            try setConstant(content[item].hugging, -intrinsic)
            if models[content[item].compression].pair == nil {
                try setConstant(content[item].compression, -intrinsic)
            } else {
                models[content[item].compression].constant = -intrinsic
            }
            return "item \(item) intrinsic \(intrinsic)"
        case 8:
            let item = generator.int(in: 0...(content.count - 1))
            let index = generator.chance(0.5) ? content[item].hugging : content[item].compression
            let strength = Strength(generator.element(of: [100.0, 250, 500, 750]))
            if let pair = models[index].pair {
                if index == content[item].hugging {
                    try solver.setStrength(strength, of: pair)
                } else {
                    try solver.setBelowStrength(strength, of: pair)
                }
                #expect(solver.strength(of: pair) == models[content[item].hugging].strength || index == content[item].hugging)
            } else if let constraint = models[index].constraint {
                try solver.setStrength(strength, of: constraint)
            }
            models[index].strength = strength
            return "item \(item) constraint \(index) strength \(strength.level)"
        case 9 where generator.chance(0.5):
            // Every missing floor at once, through the dual simplex (as the layout engine floors a cascade).
            var added: [Int] = []
            var floors: [Constraint] = []
            for item in content.indices where content[item].floor == nil {
                guard let height = models[content[item].hugging].coefficients.keys.first else { continue }
                let constraint = Constraint(LinearExpression(variables[height]), .greaterThanOrEqual, strength: Strength(999))
                models.append(Model(coefficients: [height: 1], constant: 0, relation: .greaterThanOrEqual, strength: Strength(999), constraint: constraint))
                content[item].floor = models.count - 1
                added.append(item)
                floors.append(constraint)
            }
            try solver.addOptionalInequalities(floors)
            return "floors added to \(added)"
        default:
            let item = generator.int(in: 0...(content.count - 1))
            let (hugging, compression) = (content[item].hugging, content[item].compression)
            if let pair = models[hugging].pair, let height = models[hugging].coefficients.keys.first,
               generator.chance(0.3) {
                try solver.removeConstraint(pair)
                var terms = InlineTerms()
                terms.append(variables[height], 1)
                let id = try solver.addConstraint(
                    terms: terms, constant: models[hugging].constant, .equal, strength: models[hugging].strength,
                    belowStrength: models[compression].strength)
                #expect(solver.belowStrength(of: id) == models[compression].strength)
                models[hugging].pair = id
                models[compression].pair = id
                return "item \(item) content removed and added again"
            }
            if let floor = content[item].floor, let constraint = models[floor].constraint {
                try solver.removeConstraint(constraint)
                models[floor].strength = .required  // marks it gone for the reference
                models[floor].coefficients = [:]
                content[item].floor = nil
                return "item \(item) floor removed"
            }
            guard let height = models[content[item].hugging].coefficients.keys.first else { return "nothing" }
            content[item].floor = try add([height: 1], 0, .greaterThanOrEqual, Strength(999))
            return "item \(item) floor added"
        }
    }

    mutating func setConstant(_ index: Int, _ constant: Double) throws {
        if let pair = models[index].pair {
            try solver.setConstant(constant, of: pair)
        } else if let constraint = models[index].constraint {
            try solver.setConstant(constant, of: constraint)
        }
        models[index].constant = constant
    }

    func verify(_ context: String) throws {
        let values = variables.map { solver.value(of: $0) }
        let held = models.filter { !$0.coefficients.isEmpty }
        func evaluate(_ model: Model) -> Double {
            model.coefficients.reduce(model.constant) { $0 + $1.value * values[$1.key] }
        }
        func violation(_ model: Model) -> Double {
            let value = evaluate(model)
            switch model.relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
        for model in held where model.strength.isRequired {
            #expect(violation(model) < 1e-6, "\(context): a required constraint is violated; \(log)")
        }
        let reference = LexicographicReference(
            variableCount: variables.count,
            constraints: held.map {
                .init(coefficients: $0.coefficients, constant: $0.constant, relation: $0.relation.reference,
                      level: $0.strength.isRequired ? nil : $0.strength.level)
            })
        let optimum = try #require(reference.solve()?.optimum, "\(context): the reference found no optimum")
        var actual = [Double](repeating: 0, count: optimum.levels.count)
        for model in held where !model.strength.isRequired {
            if let slot = optimum.levels.firstIndex(of: model.strength.level) { actual[slot] += violation(model) }
        }
        #expect(zip(actual, optimum.violations).allSatisfy { abs($0 - $1) < 1e-6 },
                "\(context): violations \(actual), optimum \(optimum.violations) at levels \(optimum.levels); \(log)")
    }
}
