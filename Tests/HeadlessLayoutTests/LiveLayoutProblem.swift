import Foundation
import HeadlessLayout
import TestSupport

/// The layout problem a live hierarchy poses, read only through UIKit's public surface (subviews, each view's
/// installed `constraints`, intrinsic sizes with their hugging and compression priorities, the root's frame and
/// the layout direction) and written as linear programs for ``ReferenceLP``: the independent oracle of the
/// mutation-sequence tests. It knows nothing of the engine's queues, registrations or solver.
///
/// Scope: views (those that translate their autoresizing masks with no mask set; the root keeps its frame) and the
/// layout guides added to them, edge, center and size attributes and the margin attributes (the root's safe area
/// zero) and baselines, and horizontal constraints that do not mix `centerX` with `leading`/`trailing`.
struct LiveLayoutProblem {
    /// One constraint of the problem: its residual `first − m × second − c` as a form over the views'
    /// variables, its relation and its priority.
    struct Term {
        let residual: LinearForm
        let relation: NSLayoutConstraint.Relation
        let priority: Float
        /// The live constraint, when it is one a person made (intrinsic sizes have none).
        let constraint: NSLayoutConstraint?
    }

    /// The root; its frame is constant.
    let root: HeadlessView
    /// Every view of the hierarchy but the root, parents first; view `i` owns variables `4i ..< 4i + 4`
    /// (absolute x, y, width, height).
    let views: [HeadlessView]
    /// The layout guides added to the views (`layoutGuides`), whose variables follow the views'.
    let guides: [HeadlessLayoutGuide]
    /// The constraints and implicit intrinsic-size constraints of the hierarchy.
    private(set) var terms: [Term] = []
    private let index: [ObjectIdentifier: Int]

    /// What `systemLayoutSizeFitting` asks of the measured view: a size, held at a priority per axis.
    struct FittingTarget {
        let size: CGSize
        let horizontalPriority: Float
        let verticalPriority: Float
    }

    /// Reads the problem of the hierarchy under `root`; with `fitting`, the problem `systemLayoutSizeFitting`
    /// solves instead: `root` is the measured view, its size a variable held at the target by optional (or
    /// required) constraints, and only the constraints installed in its subtree count.
    init(root: HeadlessView, fitting: FittingTarget? = nil) {
        self.root = root
        var views: [HeadlessView] = fitting == nil ? [] : [root]
        var stack = root.subviews.reversed() as [HeadlessView]
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        self.views = views
        guides = (views.first === root ? views : [root] + views).flatMap(\.layoutGuides)
        let items: [AnyObject] = views + guides
        index = Dictionary(uniqueKeysWithValues: items.enumerated().map { (ObjectIdentifier($1), $0) })
        for view in fitting == nil ? [root] + views : views {
            for constraint in view.constraints {
                terms.append(term(of: constraint, installedOn: view))
            }
        }
        // A view that translates its autoresizing mask (none of these tests sets one) is held at its frame, relative
        // to its superview, by required constraints.
        for view in views where view !== root && view.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview else { continue }
            let frame = view.frame
            let pins: [(LinearForm, CGFloat)] = [
                (component(0, of: view) - component(0, of: parent), frame.minX - parent.bounds.minX),
                (component(1, of: view) - component(1, of: parent), frame.minY - parent.bounds.minY),
                (component(2, of: view), frame.width), (component(3, of: view), frame.height),
            ]
            for (form, value) in pins {
                terms.append(
                    Term(
                        residual: form - LinearForm(constant: Double(value)), relation: .equal, priority: 1000,
                        constraint: nil))
            }
        }
        if let fitting {
            let width = component(2, of: root) - LinearForm(constant: Double(fitting.size.width))
            let height = component(3, of: root) - LinearForm(constant: Double(fitting.size.height))
            terms.append(Term(residual: width, relation: .equal, priority: fitting.horizontalPriority, constraint: nil))
            terms.append(Term(residual: height, relation: .equal, priority: fitting.verticalPriority, constraint: nil))
        }
        for view in views {
            let size = view.intrinsicContentSize
            for (axis, value) in [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)]
            where value != HeadlessView.noIntrinsicMetric {
                let dimension = component(axis == .horizontal ? 2 : 3, of: view) - LinearForm(constant: Double(value))
                terms.append(
                    Term(
                        residual: dimension, relation: .lessThanOrEqual,
                        priority: view.contentHuggingPriority(for: axis).rawValue, constraint: nil))
                terms.append(
                    Term(
                        residual: dimension, relation: .greaterThanOrEqual,
                        priority: view.contentCompressionResistancePriority(for: axis).rawValue, constraint: nil))
            }
        }
    }

    /// The same problem with `item`'s size required to be `size`.
    func holding(_ item: AnyObject, at size: CGSize) -> LiveLayoutProblem {
        var problem = self
        for (component, value) in [(2, size.width), (3, size.height)] {
            problem.terms.append(
                Term(
                    residual: self.component(component, of: item) - LinearForm(constant: Double(value)),
                    relation: .equal, priority: 1000, constraint: nil))
        }
        return problem
    }

    /// Why `size` is not the size of an optimal layout of this fitting problem (its root held at `size`, some
    /// priority level does worse than `optimum`, the problem's ``lexicographicOptimum()``), or `nil` when it is.
    func fittingFault(of size: CGSize, optimum: [Double]) -> String? {
        guard let held = holding(root, at: size).lexicographicOptimum() else {
            return "no layout of the subtree allows that size"
        }
        for (level, (best, withSize)) in zip(optionalLevels, zip(optimum, held))
        where abs(withSize - best) > 1e-5 * max(1, best) {
            return "at priority \(level) that size costs \(withSize), the optimum is \(best) (levels \(optionalLevels))"
        }
        return nil
    }

    /// What is wrong with the solved layout (the views' frames and the guides' layout frames) against this
    /// problem, or `nil`: a required constraint violated, a negative size, or an optional priority level that
    /// does worse than the ``lexicographicOptimum()`` (levels compared in turn, down to the first that does
    /// better, which may trade for a higher one). `name` names a view or guide in the message.
    func solvedLayoutFault(naming name: (AnyObject) -> String) -> String? {
        guard let optimum = lexicographicOptimum() else {
            return "the generator made required constraints that cannot hold together (a test bug)"
        }
        let values = solvedValues()
        let value: (Int) -> Double = { values[$0] }
        for term in terms where term.priority >= 1000 {
            let violation = Self.violation(of: term, value)
            if violation > 1e-6 * max(1, abs(term.residual.constant)) + 1e-6 {
                return "a required constraint is violated by \(violation): \(term.constraint.map { "\($0)" } ?? "intrinsic")"
            }
        }
        let items: [AnyObject] = views + guides
        for (position, item) in items.enumerated()
        where values[position * 4 + 2] < -1e-6 || values[position * 4 + 3] < -1e-6 {
            return "\(name(item)) has a negative size: \(values[(position * 4)..<(position * 4 + 4)])"
        }
        let levels = violations(value)
        for (level, (actual, best)) in zip(optionalLevels, zip(levels, optimum)) {
            if abs(actual - best) > 1e-5 * max(1, best) {
                return "priority \(level): total violation \(actual), the optimum is \(best) "
                    + "(levels \(optionalLevels), engine \(levels), optimum \(optimum))"
            }
            if actual > best { break }
        }
        return nil
    }

    /// The number of variables.
    var variableCount: Int { (views.count + guides.count) * 4 }

    /// Component `component` (0 x, 1 y, 2 width, 3 height) of `item` (a view or a guide) as a form; the root's
    /// are its frame.
    func component(_ component: Int, of item: AnyObject) -> LinearForm {
        guard let position = index[ObjectIdentifier(item)] else {
            let frame = root.frame
            return LinearForm(constant: Double([0, 0, frame.width, frame.height][component]))
        }
        return LinearForm(terms: [position * 4 + component: 1])
    }

    /// `attribute` of `view` in the space of `space`; horizontal positions measured leftwards from its right edge
    /// when `mirrored`.
    func form(
        _ attribute: NSLayoutConstraint.Attribute, of view: AnyObject, in space: HeadlessView, mirrored: Bool
    ) -> LinearForm {
        // A margin attribute is the plain attribute of the view's bounds inset by its layout margins (the root's
        // safe area is zero in these tests, so the margins guide is the bounds inset by `layoutMargins`).
        var attribute = attribute
        var inset = UIEdgeInsets.zero
        if let baselineView = view as? HeadlessView, attribute == .firstBaseline || attribute == .lastBaseline {
            // A baseline is the top (bottom) moved by the offset the view reports.
            let top = component(1, of: view) - component(1, of: space)
            if attribute == .firstBaseline {
                return top + LinearForm(constant: Double(baselineView.firstBaselineOffsetFromTop))
            }
            return top + component(3, of: view) - LinearForm(constant: Double(baselineView.lastBaselineOffsetFromBottom))
        }
        if let plain = Self.plainAttribute[attribute], let marginView = view as? HeadlessView {
            attribute = plain
            inset = marginView.layoutMargins
        }
        let x = component(0, of: view) - component(0, of: space) + LinearForm(constant: Double(inset.left))
        let y = component(1, of: view) - component(1, of: space) + LinearForm(constant: Double(inset.top))
        let width = component(2, of: view) - LinearForm(constant: Double(inset.left + inset.right))
        let height = component(3, of: view) - LinearForm(constant: Double(inset.top + inset.bottom))
        let spaceWidth = component(2, of: space)
        switch attribute {
        case .leading where mirrored: return spaceWidth - x - width
        case .trailing where mirrored: return spaceWidth - x
        case .centerX where mirrored: return spaceWidth - x - 0.5 * width
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .centerX: return x + 0.5 * width
        case .top: return y
        case .bottom: return y + height
        case .centerY: return y + 0.5 * height
        case .width: return width
        case .height: return height
        default: preconditionFailure("attribute \(attribute) is outside the mutation tests' scope")
        }
    }

    /// The plain attribute of each margin attribute (that attribute of the margins guide).
    static let plainAttribute: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
        .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
        .leadingMargin: .leading, .trailingMargin: .trailing, .centerXWithinMargins: .centerX,
        .centerYWithinMargins: .centerY,
    ]

    /// The term of `constraint`, read in the space of the view it is installed on (its nearest common ancestor).
    private func term(of constraint: NSLayoutConstraint, installedOn space: HeadlessView) -> Term {
        let first = constraint.firstItem!
        let second = constraint.secondItem
        let firstHost = (first as? HeadlessView) ?? (first as? HeadlessLayoutGuide)?.owningView
        let directional = [constraint.firstAttribute, constraint.secondAttribute].contains {
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains($0)
        }
        let mirrored = directional && firstHost?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var residual = form(constraint.firstAttribute, of: first, in: space, mirrored: mirrored)
        if let second, constraint.secondAttribute != .notAnAttribute {
            residual = residual
                - Double(constraint.multiplier) * form(constraint.secondAttribute, of: second, in: space, mirrored: mirrored)
        }
        residual = residual - LinearForm(constant: Double(constraint.constant))
        return Term(
            residual: residual, relation: constraint.relation, priority: constraint.priority.rawValue,
            constraint: constraint)
    }

    /// How far `term` is from holding for the variable values `values` (0 when it holds).
    static func violation(of term: Term, _ values: (Int) -> Double) -> Double {
        let residual = term.residual.value(values)
        switch term.relation {
        case .equal: return abs(residual)
        case .lessThanOrEqual: return max(0, residual)
        case .greaterThanOrEqual: return max(0, -residual)
        }
    }

    /// The optional priorities of the problem, highest first.
    var optionalLevels: [Float] {
        Array(Set(terms.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
    }

    /// The total violation at each optional level (``optionalLevels``) of the solution `values`.
    func violations(_ values: (Int) -> Double) -> [Double] {
        optionalLevels.map { level in
            terms.filter { $0.priority == level }.reduce(0) { $0 + Self.violation(of: $1, values) }
        }
    }

    /// Whether every required constraint and every size floor can hold together (the optional ones ignored).
    var requiredConstraintsCanHold: Bool {
        var linear = sizeFloors
        for term in terms where term.priority >= 1000 {
            let form = term.residual.simplified
            linear.append(.init(coefficients: form.terms, constant: form.constant, relation: term.relation.reference, level: nil))
        }
        return LexicographicReference(variableCount: variableCount, constraints: linear, pinsRelatively: true)
            .optimalViolations() != nil
    }

    /// `width >= 0` and `height >= 0` of every view and user layout guide, required.
    private var sizeFloors: [LexicographicReference.LinearConstraint] {
        (0..<(views.count + guides.count)).flatMap { position in
            (2...3).map { dimension in
                LexicographicReference.LinearConstraint(
                    coefficients: [position * 4 + dimension: 1], constant: 0, relation: .greaterThanOrEqual, level: nil)
            }
        }
    }

    /// The lexicographic optimum: the least total violation at each optional level in turn, every required
    /// constraint and every size floor (`width >= 0`, `height >= 0`) holding; `nil` when the required
    /// constraints cannot hold together.
    func lexicographicOptimum() -> [Double]? {
        // Views and user layout guides never take a negative size unless a conflict breaks something.
        var linear = sizeFloors
        for term in terms {
            let form = term.residual.simplified
            linear.append(
                .init(
                    coefficients: form.terms, constant: form.constant, relation: term.relation.reference,
                    level: term.priority < 1000 ? Double(term.priority) : nil))
        }
        return LexicographicReference(variableCount: variableCount, constraints: linear, pinsRelatively: true)
            .optimalViolations()
    }

    /// The solved absolute rectangles of the views (read from their frames) and of the guides (from their
    /// `layoutFrame`s), as variable values.
    func solvedValues() -> [Double] {
        func origin(of view: HeadlessView) -> CGPoint {
            guard view !== root else { return .zero }
            var origin = view.frame.origin
            var ancestor = view.superview
            while let current = ancestor, current !== root {
                origin.x += current.frame.origin.x - current.bounds.origin.x
                origin.y += current.frame.origin.y - current.bounds.origin.y
                ancestor = current.superview
            }
            return origin
        }
        let viewValues = views.flatMap { view -> [Double] in
            let origin = origin(of: view)
            return [Double(origin.x), Double(origin.y), Double(view.frame.width), Double(view.frame.height)]
        }
        let guideValues = guides.flatMap { guide -> [Double] in
            guard let owner = guide.owningView else { return [0, 0, 0, 0] }
            let base = origin(of: owner)
            let frame = guide.layoutFrame
            return [
                Double(base.x + frame.minX - owner.bounds.minX), Double(base.y + frame.minY - owner.bounds.minY),
                Double(frame.width), Double(frame.height),
            ]
        }
        return viewValues + guideValues
    }
}

extension NSLayoutConstraint.Relation {
    /// The same relation in ``ReferenceLP``'s terms.
    var reference: ReferenceLP.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
