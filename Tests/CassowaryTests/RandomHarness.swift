@testable import Cassowary
import TestSupport
import Testing

/// Drives a ``Solver`` through a seeded random sequence of operations on a small system and, after every one,
/// compares it with ``LexicographicReference`` solved from scratch. Stops at the first disagreement and records
/// it with the seed, the step and a replayable log of the operations so far.
final class RandomHarness {
    /// The test's own record of one added constraint, independent of what the solver reports.
    private struct ModelConstraint {
        let constraint: Constraint
        let label: String
        var coefficients: [Double]
        var constant: Double
        let relation: Relation
        var strength: Strength
        /// The ±1000 box added first; never removed or changed, so that every system is bounded.
        let isBound: Bool

        var linear: LexicographicReference.LinearConstraint {
            .init(
                coefficients: coefficients, constant: constant, relation: relation.reference,
                level: strength.isRequired ? nil : strength.level)
        }
    }

    /// An edit variable and its current suggestion.
    private struct ModelEdit {
        var level: Double
        var suggestion: Double
    }

    private var generator: SplitMix64
    private let seed: UInt64
    private let solver = Solver()
    private let variables: [Variable]
    private let levels: [Double]
    private var constraints: [ModelConstraint] = []
    private var edits: [Int: ModelEdit] = [:]
    private var log: [String] = []
    private var nextLabel = 0
    private var failed = false
    /// Kinds of non-fatal disagreement already recorded for this seed (one issue per kind).
    private var reportedKinds: Set<String> = []
    /// Constraints removed from the solver, which may be added again (same objects).
    private var removedPool: [ModelConstraint] = []

    /// Tolerance for comparing violations and checking required constraints.
    private static let tolerance = 1e-6
    /// Level palettes: two or three optional levels, conventional, adjacent, negative and fractional.
    private static let palettes: [[Double]] = [[1, 2, 3], [250, 251], [-3.5, 0, 1000], [0.25, 0.5], [1, 1000, 1e6]]
    /// A level for nearly every constraint: float priorities, each its own level, as a layout with a distinct
    /// priority per optional constraint makes them.
    static let manyLevels: [Double] = (0..<24).map { 100 + 800 * (Double($0) * 0.618_033_988_749_894_8).truncatingRemainder(dividingBy: 1) }

    /// The shape of the generated systems.
    struct Profile: Sendable {
        /// How often a generated constant is zero: high rates put many constraints through the origin, making
        /// degenerate vertices (several active constraints at one point) the rule.
        var zeroConstantRate: Double
        /// How often a new constraint is parallel to a held one (redundant or conflicting with it).
        var parallelRate: Double
        /// How often a new constraint is required.
        var requiredRate: Double

        /// Mixed systems.
        static let standard = Profile(zeroConstantRate: 0.1, parallelRate: 0.25, requiredRate: 0.3)
        /// Most constraints through the origin.
        static let degenerate = Profile(zeroConstantRate: 0.7, parallelRate: 0.25, requiredRate: 0.3)
        /// Many required constraints, most of them parallel to held ones: redundant required equalities.
        static let redundant = Profile(zeroConstantRate: 0.5, parallelRate: 0.6, requiredRate: 0.6)
    }

    private let profile: Profile
    /// See ``init(seed:profile:longStep:deferredReads:)``.
    private let deferredReads: Bool

    /// Makes a system of 2–4 variables boxed in ±1000 by required constraints.
    /// - Parameters:
    ///   - seed: Fixes the whole run.
    ///   - profile: The shape of the generated systems.
    ///   - longStep: Whether every dual step takes the long step (bound exchanges), however short its row;
    ///     otherwise only rows as long as the solver's default threshold do, which these small systems never have.
    ///   - deferredReads: Whether values are read only every few steps (no snapshot before a call either), so
    ///     that several changes pile up between reads, as a layout sync makes them.
    ///   - levels: The optional levels to draw from; by default, one of the palettes, drawn from `seed`.
    ///   - foldsEveryDummy: Whether the dummies of every row holding one are folded into an aggregate (otherwise
    ///     only rows as long as the solver's default threshold have theirs folded, which these systems never have).
    ///   - rebuildsInBatches: Whether a batch rebuilds the tableau before each of its changes (otherwise only a
    ///     batch past its budget does, which these systems never reach).
    ///   - rebuildsOnEveryBudget: Whether a batch's rebuild budget is nothing: it rebuilds at its first change,
    ///     leaves its removals to the next rebuild from then on, and rebuilds again whenever it has done twice its
    ///     last rebuild's work.
    init(
        seed: UInt64, profile: Profile = .standard, longStep: Bool = false, deferredReads: Bool = false,
        levels palette: [Double]? = nil, foldsEveryDummy: Bool = false, rebuildsInBatches: Bool = false,
        rebuildsOnEveryBudget: Bool = false
    ) {
        self.seed = seed
        self.profile = profile
        self.deferredReads = deferredReads
        if longStep { solver.boundExchangeMinimumRowLength = 0 }
        if foldsEveryDummy {
            solver.foldedDummyMinimum = 1
            solver.foldedHolderMinimum = 0
        }
        if rebuildsInBatches { solver.rebuildsEagerly = true }
        if rebuildsOnEveryBudget { solver.rebuildBudgetOverride = 0 }
        generator = SplitMix64(seed: seed)
        let variableCount = generator.int(in: 2...4)
        var made: [Variable] = []
        for index in 0..<variableCount { made.append(solver.makeVariable(named: "v\(index)")) }
        variables = made
        let drawn = generator.element(of: Self.palettes)
        levels = palette ?? drawn
        log.append("// seed \(seed)\(longStep ? " (long step)" : ""): \(variableCount) variables v0…v\(variableCount - 1), levels \(levels)")
        for index in variables.indices {
            var unit = [Double](repeating: 0, count: variables.count)
            unit[index] = 1
            for (constant, relation) in [(1000.0, Relation.greaterThanOrEqual), (-1000, .lessThanOrEqual)] {
                let model = makeModel(
                    coefficients: unit, constant: constant, relation: relation, strength: .required, isBound: true)
                perform("addConstraint(\(model.label))") { () throws(SolverError) in
                    try solver.addConstraint(model.constraint)
                }
                constraints.append(model)
            }
        }
    }

    // MARK: - Running

    /// Runs `steps` random operations, verifying after each; with `checkingAmbiguity` also compares
    /// ``Solver/isAmbiguous(_:)`` with the reference's range of optimal values after each step.
    func run(steps: Int, checkingAmbiguity: Bool) {
        guard !failed else { return }
        verify(after: "setup", checkingAmbiguity: checkingAmbiguity)
        var unread: [String] = []
        for step in 0..<steps where !failed {
            unread.append("step \(step): \(randomStep())")
            guard !failed, !deferredReads || step == steps - 1 || generator.chance(0.3) else { continue }
            verify(after: unread.joined(separator: "; "), checkingAmbiguity: checkingAmbiguity)
            unread = []
        }
    }

    private var removable: [Int] { constraints.indices.filter { !constraints[$0].isBound } }

    /// Performs one random operation and returns what it was.
    private func randomStep() -> String {
        let roll = generator.int(in: 0...99)
        switch roll {
        case 0..<35 where removable.count < 8: return addRandomConstraint()
        case 0..<50 where !removable.isEmpty: return removeRandomConstraint()
        case 50..<65 where !removable.isEmpty: return setRandomConstant()
        case 65..<75 where !removable.isEmpty: return setRandomStrength()
        case 75..<85 where edits.count < variables.count: return addRandomEdit()
        case 85..<93 where !edits.isEmpty: return suggestRandomValue()
        case 93..<95 where !edits.isEmpty: return removeRandomEdit()
        case 95..<97 where !removedPool.isEmpty && removable.count < 8: return addRemovedConstraint()
        case 97..<100: return randomBatch()
        default: return removable.count < 8 ? addRandomConstraint() : removeRandomConstraint()
        }
    }

    private func makeModel(
        coefficients: [Double], constant: Double, relation: Relation, strength: Strength, isBound: Bool = false
    ) -> ModelConstraint {
        var expression = LinearExpression(constant: constant)
        for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
            expression = expression + variables[index] * coefficient
        }
        let label = "c\(nextLabel)"
        nextLabel += 1
        let constraint = Constraint(expression, relation, strength: strength, name: label)
        log.append(
            "let \(label) = Constraint(\(Self.format(expression)), .\(relation.caseName), "
                + "strength: \(Self.format(strength)))")
        return ModelConstraint(
            constraint: constraint, label: label, coefficients: coefficients, constant: constant, relation: relation,
            strength: strength, isBound: isBound)
    }

    /// A random constraint with 1–3 terms (coefficients in -3…3, a variable may repeat) and an integer constant;
    /// some are parallel to a held constraint (scaled by ±1 or ±2, often with the same scaled constant, often an
    /// equality), to make redundant, degenerate and tightly conflicting systems common.
    private func randomConstraint(optionalOnly: Bool = false) -> ModelConstraint {
        var coefficients = [Double](repeating: 0, count: variables.count)
        var constant = randomConstant(in: -40...40)
        let isParallel = !removable.isEmpty && generator.chance(profile.parallelRate)
        if isParallel {
            let model = constraints[generator.element(of: removable)]
            let scale = Double(generator.element(of: [-2, -1, 1, 2]))
            coefficients = model.coefficients.map { $0 * scale }
            if generator.chance(0.5) { constant = model.constant * scale }
        } else {
            for _ in 0..<generator.int(in: 1...3) {
                var coefficient = 0
                while coefficient == 0 { coefficient = generator.int(in: -3...3) }
                coefficients[generator.int(in: 0...(variables.count - 1))] += Double(coefficient)
            }
        }
        var relation = generator.element(of: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        if isParallel, generator.chance(0.5) { relation = .equal }
        let required = !optionalOnly && generator.chance(profile.requiredRate)
        let strength = required ? Strength.required : Strength(generator.element(of: levels))
        return makeModel(
            coefficients: coefficients, constant: constant, relation: relation, strength: strength)
    }

    /// Zero with probability ``Profile/zeroConstantRate``, else an integer in `range`.
    private func randomConstant(in range: ClosedRange<Int>) -> Double {
        generator.chance(profile.zeroConstantRate) ? 0 : Double(generator.int(in: range))
    }

    private func addRandomConstraint() -> String {
        add(randomConstraint())
    }

    /// Adds a constraint object that was removed earlier, with the constant and strength it had then.
    private func addRemovedConstraint() -> String {
        let index = generator.int(in: 0...(removedPool.count - 1))
        let model = removedPool.remove(at: index)
        return add(model) + " [again]"
    }

    /// Adds `model`; a required one is checked against the reference's feasibility verdict.
    private func add(_ model: ModelConstraint) -> String {
        let description = "addConstraint(\(model.label))"
        guard model.strength.isRequired else {
            if perform(description, { () throws(SolverError) in try solver.addConstraint(model.constraint) }) {
                constraints.append(model)
            }
            return description
        }
        let feasible = reference(including: [model.linear]).isRequiredFeasible
        let before = snapshot()
        let error = solverError { try solver.addConstraint(model.constraint) }
        log.append("try solver.addConstraint(\(model.label))  // \(error.map { "threw \($0)" } ?? "ok")")
        switch error {
        case nil:
            constraints.append(model)
            if !feasible { fail("\(description): accepted, but the reference finds the required set infeasible") }
        case .unsatisfiable(let failed, let conflicts)?:
            if feasible { fail("\(description): refused as unsatisfiable, but the reference finds it feasible") }
            if failed !== model.constraint { fail("\(description): the error names \(failed), not the new constraint") }
            checkConflicts(conflicts, with: model, context: description)
            expectUnchanged(since: before, context: description)
            if solver.hasConstraint(model.constraint) { fail("\(description): a refused constraint is held") }
        case let other?:
            fail("\(description): unexpected error \(other)")
        }
        return description
    }

    /// The named conflicts must be held required constraints that, with the new one, are infeasible on their own.
    private func checkConflicts(_ conflicts: [Constraint], with model: ModelConstraint, context: String) {
        var subset: [LexicographicReference.LinearConstraint] = [model.linear]
        for conflict in conflicts {
            guard let held = constraints.first(where: { $0.constraint === conflict }), held.strength.isRequired
            else {
                fail("\(context): conflict \(conflict) is not a required constraint held by the solver")
                return
            }
            subset.append(held.linear)
        }
        if LexicographicReference(variableCount: variables.count, constraints: subset).isRequiredFeasible {
            let names = conflicts.compactMap(\.name)
            fail("\(context): the new constraint and its conflicts \(names) are jointly feasible")
        }
    }

    private func removeRandomConstraint() -> String {
        let index = generator.element(of: removable)
        let model = constraints[index]
        let description = "removeConstraint(\(model.label))"
        if perform(description, { () throws(SolverError) in try solver.removeConstraint(model.constraint) }) {
            constraints.remove(at: index)
            removedPool.append(model)
            if solver.hasConstraint(model.constraint) { fail("\(description): still held after removal") }
        }
        return description
    }

    private func setRandomConstant() -> String {
        let index = generator.element(of: removable)
        let constant = randomConstant(in: -80...80) / 2
        let label = constraints[index].label
        let description = "setConstant(\(constant), of: \(label))"
        guard constraints[index].strength.isRequired else {
            let constraint = constraints[index].constraint
            if perform(description, { () throws(SolverError) in try solver.setConstant(constant, of: constraint) }) {
                constraints[index].constant = constant
            }
            return description
        }
        var changed = constraints[index]
        changed.constant = constant
        let feasible = reference(replacing: index, with: changed.linear).isRequiredFeasible
        let before = snapshot()
        let error = solverError { try solver.setConstant(constant, of: constraints[index].constraint) }
        log.append("try solver.\(description)  // \(error.map { "threw \($0)" } ?? "ok")")
        switch error {
        case nil:
            constraints[index].constant = constant
            if !feasible { fail("\(description): accepted, but the reference finds the required set infeasible") }
        case .unsatisfiable(let failed, _)?:
            if feasible { fail("\(description): refused as unsatisfiable, but the reference finds it feasible") }
            if failed !== constraints[index].constraint { fail("\(description): the error names \(failed)") }
            expectUnchanged(since: before, context: description)
        case let other?:
            fail("\(description): unexpected error \(other)")
        }
        return description
    }

    private func setRandomStrength() -> String {
        let index = generator.element(of: removable)
        let model = constraints[index]
        if model.strength.isRequired || generator.chance(0.1) {
            let target = model.strength.isRequired ? Strength(generator.element(of: levels)) : .required
            let description = "setStrength(\(Self.format(target)), of: \(model.label)) [refused]"
            let before = snapshot()
            let error = solverError { try solver.setStrength(target, of: model.constraint) }
            log.append(
                "try solver.setStrength(\(Self.format(target)), of: \(model.label))  "
                    + "// \(error.map { "threw \($0)" } ?? "ok")")
            guard case .requiredStrengthChange(let reported)? = error, reported === model.constraint else {
                fail("\(description): expected requiredStrengthChange, got \(error.map { "\($0)" } ?? "success")")
                return description
            }
            expectUnchanged(since: before, context: description)
            return description
        }
        let strength = Strength(generator.element(of: levels))
        let description = "setStrength(\(Self.format(strength)), of: \(model.label))"
        if perform(description, { () throws(SolverError) in try solver.setStrength(strength, of: model.constraint) }) {
            constraints[index].strength = strength
        }
        return description
    }

    private func addRandomEdit() -> String {
        let free = variables.indices.filter { edits[$0] == nil }
        let index = generator.element(of: free)
        let level = generator.element(of: levels)
        let suggestion = Double(generator.int(in: -200...200)) / 2
        let description = "addEditVariable(v\(index), strength: Strength(\(level))) + suggestValue(\(suggestion))"
        let variable = variables[index]
        guard perform("addEditVariable(v\(index), strength: Strength(\(level)))", { () throws(SolverError) in
            try solver.addEditVariable(variable, strength: Strength(level))
        }) else { return description }
        guard perform("suggestValue(\(suggestion), for: v\(index))", { () throws(SolverError) in
            try solver.suggestValue(suggestion, for: variable)
        }) else { return description }
        edits[index] = ModelEdit(level: level, suggestion: suggestion)
        return description
    }

    private func suggestRandomValue() -> String {
        let index = generator.element(of: edits.keys.sorted())
        let suggestion = Double(generator.int(in: -200...200)) / 2
        let description = "suggestValue(\(suggestion), for: v\(index))"
        let variable = variables[index]
        if perform(description, { () throws(SolverError) in try solver.suggestValue(suggestion, for: variable) }) {
            edits[index]?.suggestion = suggestion
        }
        return description
    }

    private func removeRandomEdit() -> String {
        let index = generator.element(of: edits.keys.sorted())
        let description = "removeEditVariable(v\(index))"
        if perform(description, { () throws(SolverError) in try solver.removeEditVariable(variables[index]) }) {
            edits[index] = nil
            if solver.hasEditVariable(variables[index]) { fail("\(description): still an edit variable") }
        }
        return description
    }

    /// `addConstraints` of optional constraints, or a `performBatch` of optional adds, removals, constants and
    /// suggestions (operations that cannot fail).
    private func randomBatch() -> String {
        if generator.chance(0.5) {
            let models = (0..<generator.int(in: 1...3)).map { _ in randomConstraint(optionalOnly: true) }
            // Half the time through the dual simplex's entry of violated inequalities (which falls back to
            // `addConstraints` when a model is an equality).
            let dual = generator.chance(0.5)
            let call = dual ? "addOptionalInequalities" : "addConstraints"
            let description = "\(call)([\(models.map(\.label).joined(separator: ", "))])"
            if perform(description, { () throws(SolverError) in
                if dual {
                    try solver.addOptionalInequalities(models.map(\.constraint))
                } else {
                    try solver.addConstraints(models.map(\.constraint))
                }
            }) {
                constraints.append(contentsOf: models)
            }
            return description
        }
        var parts: [String] = []
        log.append("try solver.performBatch {")
        let succeeded = perform("performBatch") { () throws(SolverError) in
            for _ in 0..<generator.int(in: 2...4) {
                switch generator.int(in: 0...3) {
                case 0 where removable.count < 8:
                    let model = randomConstraint(optionalOnly: true)
                    log.append("    try solver.addConstraint(\(model.label))")
                    try solver.addConstraint(model.constraint)
                    constraints.append(model)
                    parts.append("add \(model.label)")
                case 1 where !removable.isEmpty:
                    let index = generator.element(of: removable)
                    log.append("    try solver.removeConstraint(\(constraints[index].label))")
                    try solver.removeConstraint(constraints[index].constraint)
                    parts.append("remove \(constraints[index].label)")
                    removedPool.append(constraints.remove(at: index))
                    // As a layout engine removes one view's constraints after another's (`LayoutEngine+Purging`).
                    if generator.chance(0.5) {
                        log.append("    solver.optimizeBetweenRemovals()")
                        solver.optimizeBetweenRemovals()
                        parts.append("optimize")
                    }
                case 2 where !edits.isEmpty:
                    let index = generator.element(of: edits.keys.sorted())
                    let suggestion = Double(generator.int(in: -200...200)) / 2
                    log.append("    try solver.suggestValue(\(suggestion), for: v\(index))")
                    try solver.suggestValue(suggestion, for: variables[index])
                    edits[index]?.suggestion = suggestion
                    parts.append("suggest v\(index) \(suggestion)")
                default:
                    let optional = removable.filter { !constraints[$0].strength.isRequired }
                    guard !optional.isEmpty else { continue }
                    let index = generator.element(of: optional)
                    let constant = randomConstant(in: -80...80) / 2
                    log.append("    try solver.setConstant(\(constant), of: \(constraints[index].label))")
                    try solver.setConstant(constant, of: constraints[index].constraint)
                    constraints[index].constant = constant
                    parts.append("setConstant \(constraints[index].label) \(constant)")
                }
            }
        }
        log.append("}")
        return "performBatch { \(parts.joined(separator: "; ")) }\(succeeded ? "" : " [threw]")"
    }

    // MARK: - Checking

    /// Runs an operation that must succeed; logs it and records a failure if it throws.
    @discardableResult
    private func perform(_ description: String, _ body: () throws(SolverError) -> Void) -> Bool {
        if description != "performBatch" { log.append("try solver.\(description)") }
        if let error = solverError(body) {
            fail("\(description) threw \(error)")
            return false
        }
        return true
    }

    private func reference(including extra: [LexicographicReference.LinearConstraint] = []) -> LexicographicReference {
        var linear = constraints.map(\.linear) + extra
        for (index, edit) in edits {
            var unit = [Double](repeating: 0, count: variables.count)
            unit[index] = 1
            linear.append(.init(coefficients: unit, constant: -edit.suggestion, relation: .equal, level: edit.level))
        }
        return LexicographicReference(variableCount: variables.count, constraints: linear)
    }

    private func reference(replacing index: Int, with replacement: LexicographicReference.LinearConstraint)
        -> LexicographicReference
    {
        var linear = constraints.map(\.linear)
        linear[index] = replacement
        return LexicographicReference(variableCount: variables.count, constraints: linear)
    }

    private func snapshot() -> SolverSnapshot? {
        deferredReads ? nil : SolverSnapshot(solver, variables: variables, constraints: constraints.map(\.constraint))
    }

    private func expectUnchanged(since before: SolverSnapshot?, context: String) {
        guard let before, let after = snapshot() else { return }
        guard !after.matches(before, tolerance: 1e-9) else { return }
        var sameValues = after
        sameValues.values = before.values
        if sameValues.matches(before) {
            // Only the values moved (seen where the previous solution was not unique): recorded once per seed, and
            // the run goes on, still checking that the moved values are optimal.
            fail(
                "\(context): a refused call moved the values from \(before.values) to \(after.values)",
                kind: "values moved by a refused call")
        } else {
            fail("\(context): solver changed by a refused call: before \(before), after \(after)")
        }
    }

    /// The value of `Σ coefficients·x + constant` at the solver's solution.
    private func evaluate(_ model: ModelConstraint, _ values: [Double]) -> Double {
        zip(model.coefficients, values).reduce(model.constant) { $0 + $1.0 * $1.1 }
    }

    private static func violation(of value: Double, _ relation: Relation) -> Double {
        switch relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
    }

    private func verify(after context: String, checkingAmbiguity: Bool) {
        let values = variables.map { solver.value(of: $0) }
        if !solver.costLevelsCoverObjectives() {
            fail("\(context): an objective holds a symbol whose cost levels do not name that level")
        }
        if !solver.markersStandForTheirConstraints() {
            fail("\(context): a required equality no longer rewrites to its own marker (invariant 16)")
        }
        if let breach = solver.tableauFormBreach() { fail("\(context): \(breach)") }
        if let stale = solver.staleValue() { fail("\(context): \(stale)") }
        for model in constraints {
            if !solver.hasConstraint(model.constraint) { fail("\(context): \(model.label) is no longer held") }
            if model.constraint.expression.constant != model.constant || model.constraint.strength != model.strength {
                fail(
                    "\(context): \(model.label) reports constant \(model.constraint.expression.constant) and strength "
                        + "\(model.constraint.strength), expected \(model.constant) and \(model.strength)")
            }
        }
        if solver.constraintCount != constraints.count + edits.count {
            fail(
                "\(context): constraintCount is \(solver.constraintCount), expected \(constraints.count) constraints "
                    + "and \(edits.count) edits")
        }
        for (index, variable) in variables.enumerated()
        where solver.hasEditVariable(variable) != (edits[index] != nil) {
            fail("\(context): hasEditVariable(v\(index)) is \(solver.hasEditVariable(variable))")
        }
        // (a) every required constraint holds.
        for model in constraints where model.strength.isRequired {
            let value = evaluate(model, values)
            if Self.violation(of: value, model.relation) > Self.tolerance {
                let violation = Self.violation(of: value, model.relation)
                fail("\(context): required \(model.label) is violated by \(violation) at \(values)")
            }
        }
        // (b) the per-level violations equal the reference's lexicographic optimum.
        let reference = reference()
        guard let (optimum, pinned) = reference.solve() else {
            fail("\(context): the reference could not solve the system (required infeasible or unbounded)")
            return
        }
        var actual = [Double](repeating: 0, count: optimum.levels.count)
        for model in constraints where !model.strength.isRequired {
            guard let slot = optimum.levels.firstIndex(of: model.strength.level) else { continue }
            actual[slot] += Self.violation(of: evaluate(model, values), model.relation)
        }
        for (index, edit) in edits {
            guard let slot = optimum.levels.firstIndex(of: edit.level) else { continue }
            actual[slot] += abs(values[index] - edit.suggestion)
        }
        if !zip(actual, optimum.violations).allSatisfy({ abs($0 - $1) <= Self.tolerance }) {
            fail(
                "\(context): violations per level \(optimum.levels) are \(actual), optimum \(optimum.violations); "
                    + "solver values \(values), a reference optimum \(optimum.values)")
        }
        guard checkingAmbiguity, !failed else { return }
        for index in variables.indices {
            guard let range = reference.range(ofVariable: index, in: pinned) else {
                fail("\(context): the reference could not range v\(index)")
                return
            }
            let width = range.upperBound - range.lowerBound
            let ambiguous = solver.isAmbiguous(variables[index])
            if width > 1e-5, !ambiguous {
                fail("\(context): v\(index) is not reported ambiguous, but optimal solutions span \(range)")
            } else if width < 1e-7, ambiguous {
                fail("\(context): v\(index) is reported ambiguous, but is \(range.lowerBound) in every optimum")
            }
        }
    }

    /// Records a disagreement; a fatal one (no `kind`) also ends the run, since the model may no longer match.
    private func fail(_ message: String, kind: String? = nil) {
        guard !failed else { return }
        if let kind {
            guard reportedKinds.insert(kind).inserted else { return }
        } else {
            failed = true
        }
        Issue.record(
            Comment(rawValue: "seed \(seed): \(message)\nreplay:\n\(log.joined(separator: "\n"))"))
    }
}
