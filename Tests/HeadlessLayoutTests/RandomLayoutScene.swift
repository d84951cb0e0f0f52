import Foundation
import HeadlessLayout
import TestSupport

// The generator and the reference model of the randomised property test: a seeded random hierarchy with
// required constraints that a random "witness" layout satisfies and optional constraints at several priorities,
// all made through the public NSLayoutConstraint initializer; and the same problem written as linear programs
// for ReferenceLP.

/// A linear expression over the reference variables: `Σ coefficient × variable + constant`.
struct LinearForm {
    var terms: [Int: Double] = [:]
    var constant: Double = 0

    static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = lhs
        for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
        result.constant += rhs.constant
        return result
    }

    static func * (factor: Double, form: LinearForm) -> LinearForm {
        LinearForm(terms: form.terms.mapValues { factor * $0 }, constant: factor * form.constant)
    }

    static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        lhs + (-1) * rhs
    }

    /// The form without terms whose coefficient vanished.
    var simplified: LinearForm {
        LinearForm(terms: terms.filter { abs($0.value) > 1e-12 }, constant: constant)
    }

    /// The value of the form for the given variable values.
    func value(_ values: (Int) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.value * values($1.key) }
    }
}

/// One generated constraint: its description in scene indices and the live `NSLayoutConstraint`.
struct GeneratedConstraint {
    let firstView: Int
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let secondView: Int?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: Double
    let constraint: NSLayoutConstraint
}

/// A random hierarchy under a fixed 1000×1000 root, with required constraints satisfied by a witness layout
/// and optional constraints at several priorities.
final class RandomLayoutScene {
    static let rootSize = 1000.0
    static let optionalPriorities: [Float] = [999, 750, 500, 251, 250, 1]
    static let horizontalLocations: [NSLayoutConstraint.Attribute] = [.left, .right, .centerX, .leading, .trailing]
    static let verticalLocations: [NSLayoutConstraint.Attribute] = [
        .top, .bottom, .centerY, .firstBaseline, .lastBaseline,
    ]
    static let horizontalMargins: [NSLayoutConstraint.Attribute] = [
        .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
    ]
    static let verticalMargins: [NSLayoutConstraint.Attribute] = [.topMargin, .bottomMargin, .centerYWithinMargins]
    static let locationMultipliers: [Double] = [1, 1, 1, 0.5, 2, 0.25]
    static let sizeMultipliers: [Double] = [1, 1, 0.5, 2, 1.5, 0.25]

    let seed: UInt64
    /// The location attributes constraints are drawn from, per axis (margin attributes included or not).
    let horizontalPool: [NSLayoutConstraint.Attribute]
    let verticalPool: [NSLayoutConstraint.Attribute]
    private var random: SplitMix64
    /// Index 0 is the root; views 1… are auto layout views.
    let views: [HeadlessView]
    /// The parent index of each view (−1 for the root).
    let parents: [Int]
    /// A layout (absolute rectangles) that satisfies every required constraint.
    let witness: [CGRect]
    private(set) var constraints: [GeneratedConstraint] = []

    /// Builds a scene of `viewCount` views from `seed`, drawing margin attributes too if `includeMargins`.
    init(seed: UInt64, viewCount: Int, includeMargins: Bool) {
        self.seed = seed
        horizontalPool = Self.horizontalLocations + (includeMargins ? Self.horizontalMargins : [])
        verticalPool = Self.verticalLocations + (includeMargins ? Self.verticalMargins : [])
        var random = SplitMix64(seed: seed)
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: Self.rootSize, height: Self.rootSize))
        var views = [root]
        var parents = [-1]
        var witness = [CGRect(x: 0, y: 0, width: Self.rootSize, height: Self.rootSize)]
        for index in 1...viewCount {
            let parent = random.int(in: 0...(index - 1))
            let view = HeadlessView()
            view.translatesAutoresizingMaskIntoConstraints = false
            views[parent].addSubview(view)
            views.append(view)
            parents.append(parent)
            witness.append(
                CGRect(
                    x: random.int(in: 0...900), y: random.int(in: 0...900), width: random.int(in: 10...300),
                    height: random.int(in: 10...300)))
        }
        self.random = random
        self.views = views
        self.parents = parents
        self.witness = witness
    }

    /// The number of auto layout views (the root excluded).
    var viewCount: Int { views.count - 1 }

    // MARK: Reference model

    /// The reference variable of view `index` (1…): 0 = absolute x, 1 = y, 2 = width, 3 = height.
    static func variable(view index: Int, _ component: Int) -> Int {
        (index - 1) * 4 + component
    }

    /// Component `component` of view `index` as a form (the root's are constants).
    func component(_ component: Int, of index: Int) -> LinearForm {
        if index == 0 {
            return LinearForm(constant: component < 2 ? 0 : Self.rootSize)
        }
        return LinearForm(terms: [Self.variable(view: index, component): 1])
    }

    /// The chain from view `index` to the root.
    func ancestry(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current = index
        while current >= 0 {
            chain.append(current)
            current = parents[current]
        }
        return chain
    }

    /// The nearest common ancestor of two scene views.
    func commonAncestor(_ first: Int, _ second: Int?) -> Int {
        guard let second else { return first }
        let secondChain = ancestry(of: second)
        return ancestry(of: first).first { secondChain.contains($0) } ?? 0
    }

    /// `attribute` of view `index` in the coordinate space of view `space` (left-to-right; plain views'
    /// baselines are their top and bottom; margins are UIKit's default 8).
    func form(_ attribute: NSLayoutConstraint.Attribute, of index: Int, in space: Int) -> LinearForm {
        let x = component(0, of: index) - component(0, of: space)
        let y = component(1, of: index) - component(1, of: space)
        let width = component(2, of: index)
        let height = component(3, of: index)
        let margin = LinearForm(constant: 8)
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .centerX, .centerXWithinMargins: return x + 0.5 * width
        case .leftMargin, .leadingMargin: return x + margin
        case .rightMargin, .trailingMargin: return x + width - margin
        case .top, .firstBaseline: return y
        case .bottom, .lastBaseline: return y + height
        case .centerY, .centerYWithinMargins: return y + 0.5 * height
        case .topMargin: return y + margin
        case .bottomMargin: return y + height - margin
        case .width: return width
        case .height: return height
        default: return LinearForm()
        }
    }

    /// `first − multiplier × second` of a constraint, without its constant.
    func difference(
        _ firstView: Int, _ firstAttribute: NSLayoutConstraint.Attribute, _ secondView: Int?,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: Double
    ) -> LinearForm {
        let space = commonAncestor(firstView, secondView)
        var result = form(firstAttribute, of: firstView, in: space)
        if let secondView {
            result = result - multiplier * form(secondAttribute, of: secondView, in: space)
        }
        return result.simplified
    }

    /// The value of a form in the witness layout.
    func witnessValue(_ form: LinearForm) -> Double {
        form.value { variable in
            let rect = self.witness[variable / 4 + 1]
            switch variable % 4 {
            case 0: return rect.origin.x
            case 1: return rect.origin.y
            case 2: return rect.size.width
            default: return rect.size.height
            }
        }
    }

    // MARK: Generation

    /// Draws the items, attributes and multiplier of a valid, non-degenerate constraint.
    private func drawShape() -> (Int, NSLayoutConstraint.Attribute, Int?, NSLayoutConstraint.Attribute, Double) {
        while true {
            let first = random.int(in: 1...viewCount)
            let kind = random.int(in: 0...2)
            var second: Int? = random.int(in: 0...viewCount)
            let firstAttribute: NSLayoutConstraint.Attribute
            var secondAttribute: NSLayoutConstraint.Attribute
            var multiplier: Double
            switch kind {
            case 0:
                firstAttribute = random.element(of: horizontalPool)
                secondAttribute = Self.matchingFamily(random.element(of: horizontalPool), for: firstAttribute)
                multiplier = random.element(of: Self.locationMultipliers)
            case 1:
                firstAttribute = random.element(of: verticalPool)
                secondAttribute = random.element(of: verticalPool)
                multiplier = random.element(of: Self.locationMultipliers)
            default:
                firstAttribute = random.element(of: [.width, .height])
                secondAttribute = random.element(of: [.width, .height])
                multiplier = random.element(of: Self.sizeMultipliers)
                if random.chance(0.3) {
                    second = nil
                    secondAttribute = .notAnAttribute
                    multiplier = 1
                }
            }
            let shape = difference(first, firstAttribute, second, secondAttribute, multiplier: multiplier)
            // A constraint whose sides cancel (a.left = a.left in a's own space) constrains nothing.
            if shape.terms.isEmpty { continue }
            return (first, firstAttribute, second, secondAttribute, multiplier)
        }
    }

    /// `attribute` moved into the leading/trailing or left/right family of `first` where the two would mix.
    static func matchingFamily(
        _ attribute: NSLayoutConstraint.Attribute, for first: NSLayoutConstraint.Attribute
    ) -> NSLayoutConstraint.Attribute {
        let directional: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: [NSLayoutConstraint.Attribute] = [.left, .right, .leftMargin, .rightMargin]
        if directional.contains(first), let index = absolute.firstIndex(of: attribute) { return directional[index] }
        if absolute.contains(first), let index = directional.firstIndex(of: attribute) { return absolute[index] }
        return attribute
    }

    /// Makes, records and activates one random constraint: required ones hold in the witness layout (with
    /// some slack for inequalities), optional ones are off the witness by up to 150 points.
    @discardableResult
    func addRandomConstraint(required: Bool) -> GeneratedConstraint {
        let (first, firstAttribute, second, secondAttribute, multiplier) = drawShape()
        let relation: NSLayoutConstraint.Relation =
            random.chance(0.5) ? .equal : (random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual)
        let shapeValue = witnessValue(difference(first, firstAttribute, second, secondAttribute, multiplier: multiplier))
        var constant = shapeValue
        if required {
            let slack = Double(random.int(in: 0...40))
            if relation == .lessThanOrEqual { constant += slack }
            if relation == .greaterThanOrEqual { constant -= slack }
        } else {
            constant += Double(random.int(in: -150...150))
        }
        let priority = required ? UILayoutPriority.required : UILayoutPriority(random.element(of: Self.optionalPriorities))
        let constraint = NSLayoutConstraint(
            item: views[first], attribute: firstAttribute, relatedBy: relation,
            toItem: second.map { views[$0] }, attribute: secondAttribute, multiplier: CGFloat(multiplier),
            constant: CGFloat(constant))
        constraint.priority = priority
        constraint.isActive = true
        let generated = GeneratedConstraint(
            firstView: first, firstAttribute: firstAttribute, relation: relation, secondView: second,
            secondAttribute: secondAttribute, multiplier: multiplier, constraint: constraint)
        constraints.append(generated)
        return generated
    }

    /// Adds `viewCount`…3×`viewCount` required and 1…3×`viewCount` optional random constraints.
    func populate() {
        for _ in 0..<random.int(in: viewCount...(3 * viewCount)) { addRandomConstraint(required: true) }
        for _ in 0..<random.int(in: 1...(3 * viewCount)) { addRandomConstraint(required: false) }
    }

    /// Random edits of the kinds an app makes between layout passes: optional constants and priorities,
    /// deactivation and reactivation, loosened required inequalities, and a new optional constraint.
    func mutate() {
        for generated in constraints {
            let constraint = generated.constraint
            if constraint.priority == .required {
                if constraint.isActive && random.chance(0.3) {
                    let loosening = CGFloat(random.int(in: 0...30))
                    if generated.relation == .lessThanOrEqual { constraint.constant += loosening }
                    if generated.relation == .greaterThanOrEqual { constraint.constant -= loosening }
                }
                continue
            }
            if random.chance(0.3) { constraint.constant += CGFloat(random.int(in: -100...100)) }
            if random.chance(0.2) { constraint.priority = UILayoutPriority(random.element(of: Self.optionalPriorities)) }
            if random.chance(0.15) { constraint.isActive.toggle() }
        }
        addRandomConstraint(required: false)
    }

    // MARK: Checks

    /// The active optional priorities, highest first.
    var activeOptionalLevels: [Float] {
        Set(constraints.filter { $0.constraint.isActive && $0.constraint.priority < .required }
            .map(\.constraint.priority.rawValue)).sorted(by: >)
    }

    /// The lexicographic optimum, level by level (highest priority first), computed by ReferenceLP.
    func referenceOptimum() -> [Double]? {
        var linear: [LexicographicReference.LinearConstraint] = []
        for index in 1...viewCount {
            for dimension in 2...3 {
                linear.append(
                    .init(
                        coefficients: [Self.variable(view: index, dimension): 1], constant: 0,
                        relation: .greaterThanOrEqual, level: nil))
            }
        }
        for generated in constraints where generated.constraint.isActive {
            let constraint = generated.constraint
            let shape =
                difference(
                    generated.firstView, generated.firstAttribute, generated.secondView, generated.secondAttribute,
                    multiplier: generated.multiplier) - LinearForm(constant: Double(constraint.constant))
            let isOptional = constraint.priority < .required
            linear.append(
                .init(
                    coefficients: shape.terms, constant: shape.constant, relation: generated.relation.reference,
                    level: isOptional ? Double(constraint.priority.rawValue) : nil))
        }
        return LexicographicReference(variableCount: 4 * viewCount, constraints: linear, pinsRelatively: true)
            .optimalViolations()
    }

    /// The engine's violation at each active optional level (highest first), from the solved frames.
    func engineViolations() -> [Double] {
        activeOptionalLevels.map { level in
            constraints.filter { $0.constraint.isActive && $0.constraint.priority.rawValue == level }
                .reduce(0.0) { $0 + Double(violation(of: $1.constraint) ?? .infinity) }
        }
    }

    /// Lays out the active constraints again in a brand-new hierarchy (one fresh solve, no incremental
    /// history) and returns its largest required violation and its violation at each active optional level:
    /// when only the incremental layout fails, the bug is in the engine's change handling.
    func freshReplay() -> (maximumRequiredViolation: Double, levels: [Double]) {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: Self.rootSize, height: Self.rootSize))
        var copies = [root]
        for index in 1...viewCount {
            let view = HeadlessView()
            view.translatesAutoresizingMaskIntoConstraints = false
            copies[parents[index]].addSubview(view)
            copies.append(view)
        }
        var replayed: [NSLayoutConstraint] = []
        _ = collectDiagnostics {
            for generated in constraints where generated.constraint.isActive {
                let original = generated.constraint
                let copy = NSLayoutConstraint(
                    item: copies[generated.firstView], attribute: generated.firstAttribute,
                    relatedBy: generated.relation, toItem: generated.secondView.map { copies[$0] },
                    attribute: generated.secondAttribute, multiplier: original.multiplier, constant: original.constant)
                copy.priority = original.priority
                replayed.append(copy)
            }
            NSLayoutConstraint.activate(replayed)
            root.layoutIfNeeded()
        }
        let maximumRequired = replayed.filter { $0.priority == .required }
            .map { Double(violation(of: $0) ?? .infinity) }.max() ?? 0
        let levels = activeOptionalLevels.map { level in
            replayed.filter { $0.priority.rawValue == level }
                .reduce(0.0) { $0 + Double(violation(of: $1) ?? .infinity) }
        }
        return (maximumRequired, levels)
    }

    /// A replayable description of the scene for failure messages.
    var summary: String {
        var lines = ["seed \(seed) (margins \(horizontalPool.count > Self.horizontalLocations.count ? "on" : "off")): parents \(parents.dropFirst())"]
        for generated in constraints {
            let constraint = generated.constraint
            let second = generated.secondView.map { "v\($0).\(generated.secondAttribute) × \(generated.multiplier) + " } ?? ""
            lines.append(
                "  v\(generated.firstView).\(generated.firstAttribute) \(generated.relation) \(second)\(constraint.constant) @\(constraint.priority.rawValue)\(constraint.isActive ? "" : " (inactive)")"
            )
        }
        for (index, view) in views.enumerated().dropFirst() {
            lines.append("  v\(index) frame \(view.frame)")
        }
        return lines.joined(separator: "\n")
    }
}
