import Cassowary
import TestSupport
import Testing

/// A vertical stack of views in solver terms, as a layout engine builds it: per view `x == root.x + 20`,
/// `x + w == root.x + root.w - 20`, `h >= 0`, content hugging `h <= 20` at 250 and compression resistance
/// `h >= 20` at 750 (700 for the view named by ``softView``), links `y[0] == root.y + 20` and
/// `y[i] == y[i-1] + h[i-1] + spacing[i]`, and the closing `y[last] + h[last] <= root.y + root.h - 20`.
struct StackLayout {
    /// The spacing above each view (the constant of its link).
    var spacings: [Double]
    /// The height of the root.
    var rootHeight: Double
    /// The view that gives way first when the root is too short, or nil.
    var softView: Int?

    let solver = Solver()
    private(set) var ys: [Variable] = []
    private(set) var heights: [Variable] = []
    private(set) var widths: [Variable] = []
    /// `links[i]` places view i (nil where it was left out).
    private(set) var links: [Constraint?] = []
    /// The constraint fixing the root's height.
    private(set) var rootHeightConstraint: Constraint?
    /// Every constraint added when the stack was built.
    private(set) var allConstraints: [Constraint] = []

    /// Builds the stack, leaving out the links in `omitted`.
    init(spacings: [Double], rootHeight: Double, softView: Int? = nil, omitted: Set<Int> = []) throws {
        self.spacings = spacings
        self.rootHeight = rootHeight
        self.softView = softView
        let rootX = solver.makeVariable(named: "root.x"), rootY = solver.makeVariable(named: "root.y")
        let rootW = solver.makeVariable(named: "root.w"), rootH = solver.makeVariable(named: "root.h")
        self.rootY = rootY
        let heightConstraint = Constraint(LinearExpression(rootH), .equal, LinearExpression(constant: rootHeight))
        rootHeightConstraint = heightConstraint
        var constraints = [
            Constraint(LinearExpression(rootX), .equal, LinearExpression(constant: 0)),
            Constraint(LinearExpression(rootY), .equal, LinearExpression(constant: 0)),
            Constraint(LinearExpression(rootW), .equal, LinearExpression(constant: 1000)),
            heightConstraint,
        ]
        for index in spacings.indices {
            let x = solver.makeVariable(named: "x\(index)"), y = solver.makeVariable(named: "y\(index)")
            let w = solver.makeVariable(named: "w\(index)"), h = solver.makeVariable(named: "h\(index)")
            constraints += [
                Constraint(LinearExpression(x), .equal, rootX + 20),
                Constraint(x + w, .equal, rootX + rootW - 20),
                Constraint(LinearExpression(h), .greaterThanOrEqual, LinearExpression(constant: 0)),
                Constraint(LinearExpression(h), .lessThanOrEqual, LinearExpression(constant: 20), strength: Strength(250)),
                Constraint(
                    LinearExpression(h), .greaterThanOrEqual, LinearExpression(constant: 20),
                    strength: Strength(index == softView ? 700 : 750)),
            ]
            ys.append(y)
            heights.append(h)
            widths.append(w)
            links.append(nil)
            if !omitted.contains(index) {
                let link = makeLink(index, spacing: spacings[index], rootY: rootY)
                links[index] = link
                constraints.append(link)
            }
        }
        if let lastY = ys.last, let lastH = heights.last {
            constraints.append(Constraint(lastY + lastH, .lessThanOrEqual, rootY + rootH - 20))
        }
        allConstraints = constraints
        try solver.addConstraints(constraints)
    }

    private let rootY: Variable

    /// The link of view `index` with another spacing (a new constraint, not added).
    func makeLink(_ index: Int, spacing: Double) -> Constraint {
        makeLink(index, spacing: spacing, rootY: rootY)
    }

    private func makeLink(_ index: Int, spacing: Double, rootY: Variable) -> Constraint {
        if index == 0 {
            return Constraint(LinearExpression(ys[0]), .equal, rootY + spacing)
        }
        return Constraint(LinearExpression(ys[index]), .equal, ys[index - 1] + heights[index - 1] + spacing)
    }

    /// Replaces the link of view `index` (nil: leaves it out) in the solver and in the model.
    mutating func replaceLink(_ index: Int, spacing: Double?) throws {
        if let old = links[index] {
            try solver.removeConstraint(old)
            links[index] = nil
        }
        if let spacing {
            let link = makeLink(index, spacing: spacing)
            try solver.addConstraint(link)
            links[index] = link
            spacings[index] = spacing
        }
    }

    /// Every y, then every height, then every width.
    var variables: [Variable] { ys + heights + widths }

    /// The current values of ``variables``.
    var values: [Double] { variables.map { solver.value(of: $0) } }

    /// The variables whose values differ from `other`'s by more than `tolerance`, by name.
    func mismatches(with other: StackLayout, tolerance: Double = 1e-7) -> [String] {
        zip(variables, other.variables).compactMap { mine, theirs in
            let (lhs, rhs) = (solver.value(of: mine), other.solver.value(of: theirs))
            return abs(lhs - rhs) <= tolerance ? nil : "\(solver.name(of: mine)) = \(lhs), fresh \(rhs)"
        }
    }

    /// A stack solved from scratch with the same links (and the same omissions) as this one.
    func freshSolve() throws -> StackLayout {
        let omitted = Set(links.indices.filter { links[$0] == nil })
        return try StackLayout(spacings: spacings, rootHeight: rootHeight, softView: softView, omitted: omitted)
    }

    /// Descriptions of the required constraints that do not hold (links present, ordering, closing, widths).
    func requiredViolations(tolerance: Double = 1e-7) -> [String] {
        var violations: [String] = []
        let value = { (variable: Variable) in solver.value(of: variable) }
        for index in ys.indices {
            if value(heights[index]) < -tolerance { violations.append("h\(index) < 0") }
            if abs(value(widths[index]) - 960) > tolerance { violations.append("w\(index) != 960") }
            guard links[index] != nil else { continue }
            let above = index == 0 ? 0 : value(ys[index - 1]) + value(heights[index - 1])
            if abs(value(ys[index]) - above - spacings[index]) > tolerance { violations.append("link \(index)") }
        }
        if let lastY = ys.last, let lastH = heights.last, value(lastY) + value(lastH) > rootHeight - 20 + tolerance {
            violations.append("closing")
        }
        return violations
    }
}

/// Removing a constraint and adding it again ("churn") must leave the solver as a fresh solve would, however
/// cheaply it is done, and must not leave anything behind in the tableau.
@Suite("Constraint churn")
struct ChurnTests {
    /// Eight views of 20, seven spacings of 8 and margins of 20 need 256 points.
    private static let roomy = 400.0
    private static let exact = 256.0
    private static let squeezed = 242.0  // the soft view gives up 14 points

    @Test("removing and re-adding each link of a stack matches a fresh solve", arguments: [roomy, exact, squeezed])
    func churnEachLink(rootHeight: Double) throws {
        var stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: 7), rootHeight: rootHeight, softView: 5)
        for index in stack.ys.indices {
            let spacing = stack.spacings[index]
            try stack.replaceLink(index, spacing: nil)
            #expect(stack.requiredViolations().isEmpty, "link \(index) removed: \(stack.requiredViolations())")
            try stack.replaceLink(index, spacing: spacing)
            let mismatches = stack.mismatches(with: try stack.freshSolve())
            #expect(mismatches.isEmpty, "link \(index) re-added: \(mismatches)")
        }
        let soft = stack.solver.value(of: stack.heights[5])
        #expect(abs(soft - (rootHeight == Self.squeezed ? 6 : 20)) < 1e-7)
    }

    @Test("removing and re-adding any constraint of a stack (required or optional, equality or inequality) matches a fresh solve",
          arguments: [roomy, exact, squeezed])
    func churnEveryConstraint(rootHeight: Double) throws {
        let stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: 7), rootHeight: rootHeight, softView: 5)
        let fresh = try stack.freshSolve()
        for constraint in stack.allConstraints {
            try stack.solver.removeConstraint(constraint)
            try stack.solver.addConstraint(constraint)
            let mismatches = stack.mismatches(with: fresh)
            #expect(mismatches.isEmpty, "\(constraint) re-added: \(mismatches)")
        }
        // All at once, then back in reverse order.
        try stack.solver.performBatch { () throws(SolverError) in
            for constraint in stack.allConstraints.reversed() {
                try stack.solver.removeConstraint(constraint)
            }
        }
        #expect(stack.solver.constraintCount == 0)
        try stack.solver.addConstraints(stack.allConstraints.reversed())
        #expect(stack.mismatches(with: fresh).isEmpty)
    }

    @Test("optional constraints removed for good: the layout follows the ones left")
    func optionalRemovals() throws {
        let stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: 7), rootHeight: Self.squeezed, softView: 5)
        let constraints = stack.allConstraints
        let softResistance = try #require(constraints.firstIndex { $0.strength == Strength(700) })
        let softHugging = softResistance - 1
        let resistances = constraints.indices.filter { constraints[$0].strength == Strength(750) }

        func expectHeights(_ heights: [Double], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
            var y = 20.0
            for index in heights.indices {
                #expect(abs(stack.solver.value(of: stack.ys[index]) - y) < 1e-7, "\(label): y\(index)", sourceLocation: sourceLocation)
                #expect(abs(stack.solver.value(of: stack.heights[index]) - heights[index]) < 1e-7, "\(label): h\(index)", sourceLocation: sourceLocation)
                y += heights[index] + 8
            }
        }
        var heights = Array(repeating: 20.0, count: 8)
        heights[5] = 6
        expectHeights(heights, "built")
        // Without its compression resistance the soft view still gives way alone, and its hugging is moot.
        try stack.solver.removeConstraint(constraints[softResistance])
        expectHeights(heights, "soft resistance removed")
        try stack.solver.removeConstraint(constraints[softHugging])
        expectHeights(heights, "soft hugging removed")
        // The soft view resists again (at 700) and view 7 no longer does: view 7 gives way.
        let lastResistance = try #require(resistances.last)
        try stack.solver.removeConstraint(constraints[lastResistance])
        try stack.solver.addConstraint(constraints[softResistance])
        heights[5] = 20
        heights[7] = 6
        expectHeights(heights, "view 7 gives way")
        try stack.solver.addConstraint(constraints[lastResistance])
        try stack.solver.addConstraint(constraints[softHugging])
        heights[5] = 6
        heights[7] = 20
        expectHeights(heights, "all back")
        #expect(stack.mismatches(with: try stack.freshSolve()).isEmpty)
    }

    @Test("a churn that moves nothing reports no changed variables; one that moves reports what moved")
    func churnReportsChanges() throws {
        var stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: 9), rootHeight: 600)
        _ = stack.solver.takeChangedVariables()
        try stack.replaceLink(5, spacing: nil)
        try stack.replaceLink(5, spacing: 8)
        #expect(stack.solver.takeChangedVariables().isEmpty)
        try stack.replaceLink(5, spacing: 12)
        let changed = Set(stack.solver.takeChangedVariables())
        #expect(Set(stack.ys[5...]).isSubset(of: changed))
        #expect(changed.isDisjoint(with: stack.ys[..<5]))
    }

    @Test("a link re-added with another spacing matches a fresh solve with that spacing", arguments: [roomy, squeezed])
    func churnWithAnotherConstant(rootHeight: Double) throws {
        var stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: 7), rootHeight: rootHeight, softView: 5)
        for (index, spacing) in [(4, 2.0), (4, 10.0), (7, 0.0), (1, 12.0), (0, 25.0)] {
            try stack.replaceLink(index, spacing: spacing)
            let mismatches = stack.mismatches(with: try stack.freshSolve())
            #expect(mismatches.isEmpty, "link \(index) with spacing \(spacing): \(mismatches)")
        }
    }

    @Test("a re-added link that the closing inequality cannot fit is refused, and nothing moves")
    func churnRefused() throws {
        var stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: 7), rootHeight: Self.roomy)
        try stack.replaceLink(3, spacing: nil)
        let before = stack.values
        let tooWide = stack.makeLink(3, spacing: 1000)
        #expect(isUnsatisfiable(solverError { try stack.solver.addConstraint(tooWide) }, for: tooWide))
        #expect(!stack.solver.hasConstraint(tooWide))
        #expect(stack.values == before)
        try stack.replaceLink(3, spacing: 8)
        #expect(stack.mismatches(with: try stack.freshSolve()).isEmpty)
    }

    @Test("after its link is removed a view can slide; once re-added it cannot")
    func churnAmbiguity() throws {
        var stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: 7), rootHeight: Self.roomy)
        try stack.replaceLink(4, spacing: nil)
        #expect(stack.solver.isAmbiguous(stack.ys[4]))
        #expect(stack.solver.isAmbiguous(stack.ys[7]))
        #expect(!stack.solver.isAmbiguous(stack.ys[3]))
        try stack.replaceLink(4, spacing: 8)
        #expect(!stack.solver.isAmbiguous(stack.ys[4]))
        #expect(!stack.solver.isAmbiguous(stack.ys[7]))
    }

    @Test("two thousand churns of one link and of several links reuse the same symbols")
    func churnLeavesNothingBehind() throws {
        var stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: 49), rootHeight: 2000)
        try stack.replaceLink(25, spacing: 8)
        // A variable's id is the number of symbols made before it: if churn left symbols behind, ids would grow.
        let probe = stack.solver.makeVariable().id
        for round in 0..<2000 {
            try stack.replaceLink(25, spacing: nil)
            try stack.replaceLink(25, spacing: 8)
            if round % 4 == 0 {
                try stack.replaceLink(round % 50, spacing: nil)
                try stack.replaceLink(round % 50, spacing: stack.spacings[round % 50])
            }
        }
        #expect(stack.solver.makeVariable().id == probe + 1)
        let fresh = try stack.freshSolve()
        #expect(stack.mismatches(with: fresh).isEmpty)
        #expect(stack.solver.constraintCount == fresh.solver.constraintCount)
    }

    @Test("links removed for good, more than the solver keeps free, then added back, match fresh solves")
    func manyRemovals() throws {
        let count = 160
        var stack = try StackLayout(spacings: [20] + Array(repeating: 8, count: count - 1), rootHeight: 8000, softView: 7)
        var generator = SplitMix64(seed: 5)
        var order = Array(1..<count)
        for index in order.indices.reversed() {
            order.swapAt(index, generator.int(in: 0...index))
        }
        let removed = order.prefix(120)
        for index in removed {
            try stack.replaceLink(index, spacing: nil)
        }
        #expect(stack.requiredViolations().isEmpty, "\(stack.requiredViolations())")
        // Views whose links are all still held, from the top, are placed as in a fresh solve.
        let firstRemoved = removed.min() ?? count
        let fresh = try stack.freshSolve()
        for index in 0..<firstRemoved {
            #expect(abs(stack.solver.value(of: stack.ys[index]) - fresh.solver.value(of: fresh.ys[index])) < 1e-7)
        }
        for index in removed.reversed() {
            try stack.replaceLink(index, spacing: index % 3 == 0 ? 4 : 8)
        }
        let mismatches = stack.mismatches(with: try stack.freshSolve())
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Too short by 15: the soft view gives way.
        stack.rootHeight = stack.spacings.reduce(0, +) + Double(count) * 20 + 20 - 15
        try stack.solver.setConstant(-stack.rootHeight, of: try #require(stack.rootHeightConstraint))
        #expect(abs(stack.solver.value(of: stack.heights[7]) - 5) < 1e-7)
        let squeezed = stack.mismatches(with: try stack.freshSolve())
        #expect(squeezed.isEmpty, "\(squeezed.prefix(5))")
    }

    @Test("random churn, constant changes and root resizes on a stack match fresh solves", arguments: 0..<12)
    func randomChurn(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        let count = generator.int(in: 3...12)
        let needed = Double(count) * 28 + 32
        var stack = try StackLayout(
            spacings: (0..<count).map { _ in Double(generator.int(in: 0...12)) }, rootHeight: needed + 100,
            softView: generator.int(in: 0...(count - 1)))
        let rootHeight = try #require(stack.rootHeightConstraint)
        for step in 0..<40 {
            let index = generator.int(in: 0...(count - 1))
            switch generator.int(in: 0...2) {
            case 0:
                try stack.replaceLink(index, spacing: stack.spacings[index])
            case 1:
                try stack.replaceLink(index, spacing: Double(generator.int(in: 0...12)))
            case 2:
                let spacing = Double(generator.int(in: 0...12))
                try stack.solver.setConstant(-spacing, of: try #require(stack.links[index]))
                stack.spacings[index] = spacing
            default:
                break
            }
            // Keep the root from more than 15 points too short (so that only the soft view gives way, and the
            // solution is unique), and resize it now and then.
            let total = stack.spacings.reduce(0, +) + Double(count) * 20 + 20
            if stack.rootHeight < total - 15 || generator.chance(0.3) {
                stack.rootHeight = total + Double(generator.int(in: -15...60))
                try stack.solver.setConstant(-stack.rootHeight, of: rootHeight)
            }
            let mismatches = stack.mismatches(with: try stack.freshSolve())
            #expect(mismatches.isEmpty, "seed \(seed) step \(step): \(mismatches.prefix(4))")
            if !mismatches.isEmpty { return }
        }
    }

    @Test("churn in a chain (x[i] == x[i-1] + w[i-1] + 1) and in nested boxes matches a fresh solve")
    func churnChainAndNest() throws {
        func build(nested: Bool, skipping skipped: Int?) throws -> (Solver, [Variable], [Constraint?]) {
            let solver = Solver()
            var variables: [Variable] = []
            var links: [Constraint?] = []
            var constraints: [Constraint] = []
            var previous: (x: Variable, w: Variable)?
            for index in 0..<40 {
                let x = solver.makeVariable(), w = solver.makeVariable()
                let link: Constraint
                if let (px, pw) = previous {
                    link = nested
                        ? Constraint(LinearExpression(x), .equal, px + 1)
                        : Constraint(LinearExpression(x), .equal, px + pw + 1)
                    constraints.append(
                        nested ? Constraint(x + w, .equal, px + pw - 1) : Constraint(LinearExpression(w), .equal, LinearExpression(constant: 10)))
                } else {
                    link = Constraint(LinearExpression(x), .equal, LinearExpression(constant: 0))
                    constraints.append(Constraint(LinearExpression(w), .equal, LinearExpression(constant: 1000)))
                }
                links.append(index == skipped ? nil : link)
                if index != skipped { constraints.append(link) }
                variables += [x, w]
                previous = (x, w)
            }
            try solver.addConstraints(constraints)
            return (solver, variables, links)
        }
        for nested in [false, true] {
            let (solver, variables, links) = try build(nested: nested, skipping: nil)
            for index in [20, 1, 39] {
                let link = try #require(links[index])
                try solver.removeConstraint(link)
                try solver.addConstraint(link)
            }
            let (fresh, freshVariables, _) = try build(nested: nested, skipping: nil)
            let wrong = zip(variables, freshVariables).filter { abs(solver.value(of: $0) - fresh.value(of: $1)) > 1e-7 }
            #expect(wrong.isEmpty, "nested \(nested): \(wrong.count) values differ")
        }
    }
}
