import Foundation
import HeadlessLayout
import TestSupport

/// A view whose intrinsic size the mutation tests change (to and from none).
final class MutableIntrinsicView: HeadlessView {
    /// The size `intrinsicContentSize` returns.
    var contentSize = CGSize(width: HeadlessView.noIntrinsicMetric, height: HeadlessView.noIntrinsicMetric)

    /// The offsets its baselines report (a label's text baselines); changed together with the content.
    var baselines = (first: CGFloat(0), last: CGFloat(0))

    override var intrinsicContentSize: CGSize {
        contentSize
    }

    override var firstBaselineOffsetFromTop: CGFloat {
        baselines.first
    }

    override var lastBaselineOffsetFromBottom: CGFloat {
        baselines.last
    }
}

/// The generator of the mutation-sequence tests: a seeded hierarchy under a root of at least 1000×1000, and a
/// model of what the test set (each constraint's items, constant, priority and whether it is active; each view's
/// parent), mutated step by step the way an app changes a screen.
///
/// Required constraints always hold together: each is written to hold in a *witness* layout (one absolute
/// rectangle per view, sizes at least 10), with `leading`/`trailing` as its only horizontal positions and the
/// root only through its leading and top edges (or `<=` its trailing and bottom edges), so that the witness
/// mirrored about the root's width satisfies them in right-to-left too and a root that grows keeps them
/// feasible. Optional constraints are anything in scope. Conflicts are made only on purpose (``Step/conflict``).
final class MutationScene {
    /// One constraint the test made.
    struct Entry {
        let constraint: NSLayoutConstraint
        /// The views and layout guides it names (one or two).
        let items: [AnyObject]
        /// Whether it holds in the witness layout (only such constraints are ever required).
        var holdsInWitness: Bool
        /// What the test set, to compare with what the constraint reads back.
        var isActive: Bool
        var constant: CGFloat
        var priority: UILayoutPriority
    }

    static let optionalPriorities: [Float] = [999, 751, 750, 500, 251, 250, 1]
    /// The margin attribute of each plain position attribute.
    static let marginAttribute: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
        .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin, .leading: .leadingMargin,
        .trailing: .trailingMargin, .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
    ]

    let seed: UInt64
    var random: SplitMix64
    let root: HeadlessView
    /// Every view made (the root excluded), attached or not.
    private(set) var views: [HeadlessView] = []
    /// Every layout guide made, in a view or removed from it.
    private(set) var guides: [HeadlessLayoutGuide] = []
    /// The witness rectangle of each view, by identity (absolute, left-to-right).
    private var witness: [ObjectIdentifier: CGRect] = [:]
    private(set) var entries: [Entry] = []
    /// The two constraints of the last conflict step, kept to make the same conflict again later.
    private var conflictPair: [NSLayoutConstraint] = []
    /// What each step did, for the failure message.
    private(set) var log: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for _ in 0..<random.int(in: 2...6) {
            addView()
        }
        for _ in 0..<random.int(in: 3...12) {
            addConstraint()
        }
    }

    // MARK: Hierarchy

    /// The views attached under the root, the root excluded.
    var attachedViews: [HeadlessView] { views.filter { $0.isDescendant(of: root) } }

    /// Views of the root's hierarchy, the root included.
    private var hierarchy: [HeadlessView] { [root] + attachedViews }

    /// The guides added to views of the root's hierarchy.
    var attachedGuides: [HeadlessLayoutGuide] { guides.filter { isInHierarchy($0) } }

    /// The views and guides constraints can be made between, the root excluded.
    var attachedItems: [AnyObject] { attachedViews + attachedGuides }

    /// The view `item` is (a view) or belongs to (a guide), if any.
    func host(_ item: AnyObject) -> HeadlessView? {
        (item as? HeadlessView) ?? (item as? HeadlessLayoutGuide)?.owningView
    }

    /// Whether `item` is in the root's hierarchy.
    func isInHierarchy(_ item: AnyObject) -> Bool {
        host(item)?.isDescendant(of: root) ?? false
    }

    /// Whether `item` is in `view`'s subtree.
    func isItem(_ item: AnyObject, inSubtreeOf view: HeadlessView) -> Bool {
        host(item)?.isDescendant(of: view) ?? false
    }

    /// Adds a new layout guide (a spacer) to a random view of the hierarchy, with a witness rectangle.
    @discardableResult
    func addGuide() -> HeadlessLayoutGuide {
        let guide = HeadlessLayoutGuide()
        random.element(of: hierarchy).addLayoutGuide(guide)
        guides.append(guide)
        witness[ObjectIdentifier(guide)] = randomWitness()
        log.append("new guide \(name(guide)) in \(name(guide.owningView))")
        return guide
    }

    /// Adds a new view (sometimes with an intrinsic size) under a random view of the hierarchy.
    @discardableResult
    func addView() -> HeadlessView {
        let view: HeadlessView = random.chance(0.4) ? MutableIntrinsicView() : HeadlessView()
        // Some views keep translating their autoresizing masks: placed by their frames, named only by optional
        // constraints (their frames change freely, so no witness holds for them).
        view.translatesAutoresizingMaskIntoConstraints = random.chance(0.15)
        if view.translatesAutoresizingMaskIntoConstraints {
            view.frame = randomWitness()
        }
        if let intrinsic = view as? MutableIntrinsicView {
            randomizeIntrinsicSize(of: intrinsic)
        }
        random.element(of: hierarchy).addSubview(view)
        views.append(view)
        witness[ObjectIdentifier(view)] = randomWitness()
        log.append("new view \(name(view)) in \(name(view.superview))")
        return view
    }

    /// Whether `item` is a view (not the root) that translates its autoresizing mask into constraints.
    func isTranslating(_ item: AnyObject?) -> Bool {
        guard let view = item as? HeadlessView, view !== root else { return false }
        return view.translatesAutoresizingMaskIntoConstraints
    }

    /// A witness rectangle for a new item: absolute, at least 10 × 10, inside the smallest root.
    private func randomWitness() -> CGRect {
        CGRect(
            x: random.int(in: 0...600), y: random.int(in: 0...600), width: random.int(in: 10...300),
            height: random.int(in: 10...300))
    }

    /// A short name of a view or guide for the log.
    func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if item === root { return "root" }
        if let index = guides.firstIndex(where: { $0 === item }) { return "g\(index)" }
        return "v\(views.firstIndex { $0 === item } ?? -1)"
    }

    func randomizeIntrinsicSize(of view: MutableIntrinsicView) {
        func metric() -> CGFloat { random.chance(0.25) ? HeadlessView.noIntrinsicMetric : CGFloat(random.int(in: 5...200)) }
        view.contentSize = CGSize(width: metric(), height: metric())
        view.baselines = (CGFloat(random.int(in: 0...16)), CGFloat(random.int(in: 0...16)))
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            if random.chance(0.5) {
                view.setContentHuggingPriority(UILayoutPriority(random.element(of: Self.optionalPriorities)), for: axis)
            }
            if random.chance(0.5) {
                view.setContentCompressionResistancePriority(
                    UILayoutPriority(random.element(of: Self.optionalPriorities)), for: axis)
            }
        }
        view.invalidateIntrinsicContentSize()
    }

    // MARK: Constraints

    /// Makes and activates a random constraint between views of the hierarchy.
    func addConstraint() {
        let candidates = attachedItems
        guard let first = candidates.isEmpty ? nil : random.element(of: candidates) else { return }
        let required = random.chance(0.55)
        guard let constraint = makeConstraint(first: first, required: required, witnessed: required || random.chance(0.3))
        else { return }
        constraint.constraint.isActive = true
        entries.append(constraint)
        log.append("add \(describe(constraint))")
    }

    /// A constraint of `first` and a random second view (or none), required or optional; `witnessed` ones (every
    /// required one) hold in the witness layout in both directions, whatever the root's size.
    private func makeConstraint(first: AnyObject, required: Bool, witnessed: Bool) -> Entry? {
        let vertical = random.chance(0.5)
        let kind = random.int(in: 0...2)  // 0: position, 1: size to a view, 2: size constant
        var second: AnyObject? = random.element(of: (hierarchy + attachedGuides as [AnyObject]).filter { $0 !== first })
        // A view placed by its frame is named by optional constraints only.
        var required = required
        var witnessed = witnessed
        if isTranslating(first) || isTranslating(second) {
            required = false
            witnessed = false
        }
        var firstAttribute: NSLayoutConstraint.Attribute
        var secondAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat = 1
        var relation = random.element(of: [NSLayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let horizontalPositions: [NSLayoutConstraint.Attribute] =
            witnessed ? [.leading, .trailing] : random.element(of: [[.leading, .trailing], [.left, .right, .centerX]])
        let positions = vertical ? [.top, .bottom, .centerY] : horizontalPositions
        switch kind {
        case 0:
            guard let other = second else { return nil }
            firstAttribute = random.element(of: positions)
            secondAttribute = random.element(of: positions)
            if other === root && witnessed {
                secondAttribute = random.element(of: vertical ? [.top, .bottom] : [.leading, .trailing])
                if secondAttribute == .bottom || secondAttribute == .trailing { relation = .lessThanOrEqual }
            }
            if !witnessed {
                multiplier = random.element(of: [1, 1, 0.5, 2])
                // Margin attributes (a view's, never a guide's): optional only, since margins change.
                if first is HeadlessView, random.chance(0.3), let margin = Self.marginAttribute[firstAttribute] {
                    firstAttribute = margin
                } else if first is HeadlessView, vertical, random.chance(0.3) {
                    firstAttribute = random.element(of: [.firstBaseline, .lastBaseline])
                }
                if other is HeadlessView, random.chance(0.3), let margin = Self.marginAttribute[secondAttribute] {
                    secondAttribute = margin
                }
            }
        case 1:
            firstAttribute = vertical ? .height : .width
            secondAttribute = random.chance(0.7) ? firstAttribute : (vertical ? .width : .height)
            multiplier = random.element(of: [1, 1, 0.5, 2, 1.5])
            if second === root { second = attachedItems.first { $0 !== first } }
            if second == nil { return nil }
        default:
            firstAttribute = vertical ? .height : .width
            secondAttribute = .notAnAttribute
            second = nil
        }
        if isTranslating(second) {
            required = false
            witnessed = false
        }
        let residual = witnessValue(firstAttribute, of: first)
            - Double(multiplier) * (second.map { witnessValue(secondAttribute, of: $0) } ?? 0)
        let slack = Double(random.int(in: 0...40))
        let constant: Double =
            switch relation {
            case .equal: residual
            case .lessThanOrEqual: residual + slack
            case .greaterThanOrEqual: residual - slack
            }
        let priority: UILayoutPriority = required ? .required : UILayoutPriority(random.element(of: Self.optionalPriorities))
        let made = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: CGFloat(witnessed ? constant : constant + Double(random.int(in: -60...60))))
        made.priority = priority
        return Entry(
            constraint: made, items: [first] + (second.map { [$0] } ?? []), holdsInWitness: witnessed,
            isActive: true, constant: made.constant, priority: priority)
    }

    /// The witness value of `attribute` of `view`, left-to-right (mirrored witness and mirrored lowering agree
    /// for the required constraints' attributes). Positions of the root are 0 (its leading and top) or 1000
    /// (its trailing and bottom, the smallest the root gets); positions are absolute, which equals reading them
    /// in any common ancestor's space for the difference of two positions with multiplier 1.
    private func witnessValue(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> Double {
        let rect = item === root ? CGRect(x: 0, y: 0, width: 1000, height: 1000) : witness[ObjectIdentifier(item)]!
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .centerX: return rect.midX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .centerY: return rect.midY
        case .width: return rect.width
        case .height: return rect.height
        default: return 0
        }
    }

    /// A readable form of a constraint for the log.
    func describe(_ entry: Entry) -> String {
        let constraint = entry.constraint
        let second = entry.items.count > 1 ? " \(name(entry.items[1])).\(constraint.secondAttribute)" : ""
        return "\(name(entry.items[0])).\(constraint.firstAttribute) \(constraint.relation)\(second)"
            + " ×\(constraint.multiplier) + \(constraint.constant) @\(constraint.priority.rawValue)"
    }

    /// Whether `entry`'s views are all in the root's hierarchy (it can be active there).
    func isAttached(_ entry: Entry) -> Bool {
        entry.items.allSatisfy { isInHierarchy($0) }
    }

    /// Whether `entry`'s views share a hierarchy (it can be activated).
    func sharesHierarchy(_ entry: Entry) -> Bool {
        let hosts = entry.items.compactMap { host($0) }
        guard hosts.count == entry.items.count else { return false }
        return hosts.count == 1 || topmost(hosts[0]) === topmost(hosts[1])
    }

    private func topmost(_ view: HeadlessView) -> HeadlessView {
        var top = view
        while let parent = top.superview { top = parent }
        return top
    }

    /// Sets the model's record of entry `index` from the constraint (after UIKit changed it, e.g. a removal
    /// deactivating it).
    func updateEntry(_ index: Int, _ change: (inout Entry) -> Void) {
        change(&entries[index])
    }

    /// Replaces the entries' list (the mutations drop entries).
    func setEntries(_ new: [Entry]) {
        entries = new
    }

    /// Appends a line to the log.
    func note(_ line: String) {
        log.append(line)
    }

    /// The conflict pair, made on first use: two required widths of one view that cannot both hold.
    func conflict(for view: HeadlessView) -> [NSLayoutConstraint] {
        if conflictPair.isEmpty || !conflictPair.allSatisfy({ ($0.firstItem as? HeadlessView)?.isDescendant(of: root) ?? false }) || random.chance(0.5) {
            conflictPair = [50, 60].map { width in
                NSLayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: width)
            }
        }
        return conflictPair
    }

    /// A random optional priority.
    func optionalPriority() -> UILayoutPriority {
        UILayoutPriority(random.element(of: Self.optionalPriorities))
    }

    /// A new constant for `entry` that keeps it holding in the witness when it must.
    func newConstant(for entry: Entry) -> CGFloat {
        guard entry.holdsInWitness else { return CGFloat(random.int(in: -200...400)) }
        let constraint = entry.constraint
        let residual = witnessValue(constraint.firstAttribute, of: entry.items[0])
            - Double(constraint.multiplier) * (entry.items.count > 1 ? witnessValue(constraint.secondAttribute, of: entry.items[1]) : 0)
        let slack = Double(random.int(in: 0...40))
        switch constraint.relation {
        case .equal: return CGFloat(residual)
        case .lessThanOrEqual: return CGFloat(residual + slack)
        case .greaterThanOrEqual: return CGFloat(residual - slack)
        }
    }

    /// A fresh random constraint on `first`, added to the entries (not activated).
    func makeEntry(first: AnyObject, required: Bool) -> Int? {
        guard let entry = makeConstraint(first: first, required: required, witnessed: required || random.chance(0.3))
        else { return nil }
        entries.append(entry)
        return entries.count - 1
    }
}
