import Foundation
import HeadlessLayout
import TestSupport

/// The mutations of the mutation-sequence tests: each changes the live hierarchy through UIKit's public API and
/// updates the model of what the test set (``MutationScene/Entry``) as UIKit would.
extension MutationScene {
    /// The kinds of mutation, drawn with equal chance.
    enum Mutation: CaseIterable {
        case constant, optionalPriority, requiredness, toggle, batchToggle, editThenToggle, newConstraint
        case dropConstraint, intrinsicSize, detach, move, reattach, moveWithConstraintsReactivated, newView
        case rootResize, directionFlip, newGuide, removeGuide, readdGuide, margins, frame
    }

    /// Applies `count` random mutations (before the next layout pass).
    func mutate(count: Int) {
        for _ in 0..<count {
            apply(random.element(of: Mutation.allCases))
        }
    }

    /// Applies one mutation; one that finds nothing to act on does nothing.
    func apply(_ mutation: Mutation) {
        switch mutation {
        case .constant:
            guard let index = pickEntry({ $0.isActive }) else { return }
            setConstant(index, newConstant(for: entries[index]))
        case .optionalPriority:
            guard let index = pickEntry({ $0.isActive && $0.priority != .required }) else { return }
            setPriority(index, optionalPriority())
        case .requiredness:
            guard let index = pickEntry({ $0.priority == .required || $0.holdsInWitness }) else { return }
            let wasActive = entries[index].isActive
            setActive([index], false)
            setPriority(index, entries[index].priority == .required ? optionalPriority() : .required)
            if wasActive || random.chance(0.5) { setActive([index], true) }
        case .toggle:
            guard let index = pickEntry({ _ in true }) else { return }
            setActive([index], !entries[index].isActive)
        case .batchToggle:
            let picked = Array(Set((0..<random.int(in: 2...5)).compactMap { _ in pickEntry { _ in true } }))
            setActive(picked, random.chance(0.5))
        case .editThenToggle:
            guard let index = pickEntry({ $0.isActive }) else { return }
            setConstant(index, newConstant(for: entries[index]))
            setActive([index], false)
            if random.chance(0.6) { setActive([index], true) }
        case .newConstraint:
            addConstraint()
        case .dropConstraint:
            guard let index = pickEntry({ _ in true }) else { return }
            setActive([index], false)
            note("drop \(describe(entries[index]))")
            var remaining = entries
            remaining.remove(at: index)
            setEntries(remaining)
        case .intrinsicSize:
            guard let view = views.compactMap({ $0 as? MutableIntrinsicView }).randomElement(using: &random) else {
                return
            }
            randomizeIntrinsicSize(of: view)
            note("intrinsic \(name(view)) \(view.contentSize)")
        case .detach:
            guard views.filter({ $0.superview == nil }).count < 3, let view = attachedViews.randomElement(using: &random)
            else { return }
            reparent(view, under: nil)
        case .move:
            guard let view = attachedViews.randomElement(using: &random),
                let parent = ([root] + attachedViews).filter({ !$0.isDescendant(of: view) }).randomElement(using: &random)
            else { return }
            reparent(view, under: parent)
        case .reattach:
            guard let view = views.filter({ $0.superview == nil }).randomElement(using: &random) else { return }
            reparent(view, under: random.element(of: [root] + attachedViews))
        case .moveWithConstraintsReactivated:
            moveWithConstraintsReactivated()
        case .newView:
            let view = addView()
            addConstraints(to: view)
        case .newGuide:
            let guide = addGuide()
            addConstraints(to: guide)
        case .removeGuide:
            guard let guide = attachedGuides.randomElement(using: &random), let owner = guide.owningView else { return }
            // As UIKit does, the constraints naming the guide are deactivated.
            for index in entries.indices where entries[index].isActive && entries[index].items.contains(where: { $0 === guide }) {
                updateEntry(index) { $0.isActive = false }
            }
            owner.removeLayoutGuide(guide)
            note("remove guide \(name(guide))")
        case .readdGuide:
            guard let guide = guides.filter({ $0.owningView == nil }).randomElement(using: &random) else { return }
            random.element(of: [root] + attachedViews).addLayoutGuide(guide)
            note("guide \(name(guide)) added to \(name(guide.owningView))")
        case .frame:
            guard let view = attachedViews.filter({ isTranslating($0) }).randomElement(using: &random) else { return }
            view.frame = CGRect(
                x: random.int(in: 0...600), y: random.int(in: 0...600), width: random.int(in: 10...300),
                height: random.int(in: 10...300))
            note("frame \(name(view)) \(view.frame)")
        case .margins:
            guard let view = attachedViews.randomElement(using: &random) else { return }
            view.setRandomMargins(upTo: 24, using: &random)
            note("margins \(name(view)) \(view.layoutMargins)")
        case .rootResize:
            root.frame = CGRect(x: 0, y: 0, width: random.int(in: 1000...1300), height: random.int(in: 1000...1300))
            note("root \(root.frame.size)")
        case .directionFlip:
            root.layoutDirectionTrait = random.element(of: [.leftToRight, .rightToLeft, nil])
            note("direction \(String(describing: root.layoutDirectionTrait))")
        }
    }

    /// Makes and activates one or two random constraints of a new view or guide.
    private func addConstraints(to item: AnyObject) {
        for _ in 0..<random.int(in: 1...2) {
            if let index = makeEntry(first: item, required: random.chance(0.5)) {
                setActive([index], true)
                note("add \(describe(entries[index]))")
            }
        }
    }

    /// A random entry satisfying `condition`, or `nil`.
    private func pickEntry(_ condition: (Entry) -> Bool) -> Int? {
        let indices = entries.indices.filter { condition(entries[$0]) }
        return indices.isEmpty ? nil : random.element(of: indices)
    }

    private func setConstant(_ index: Int, _ constant: CGFloat) {
        entries[index].constraint.constant = constant
        updateEntry(index) { $0.constant = constant }
        note("constant \(describe(entries[index]))")
    }

    private func setPriority(_ index: Int, _ priority: UILayoutPriority) {
        entries[index].constraint.priority = priority
        updateEntry(index) { $0.priority = priority }
        note("priority \(describe(entries[index]))")
    }

    /// Activates (one by one, or as a batch) or deactivates the entries; an entry whose views share no hierarchy
    /// is left inactive (activating it is an error the tests do not make).
    func setActive(_ indices: [Int], _ active: Bool) {
        let chosen = indices.filter { !active || sharesHierarchy(entries[$0]) }
        let constraints = chosen.map { entries[$0].constraint }
        if chosen.count > 1 || random.chance(0.3) {
            if active { NSLayoutConstraint.activate(constraints) } else { NSLayoutConstraint.deactivate(constraints) }
        } else {
            constraints.forEach { $0.isActive = active }
        }
        for index in chosen {
            updateEntry(index) { $0.isActive = active }
        }
        note("\(active ? "activate" : "deactivate") \(chosen.map { describe(entries[$0]) })")
    }

    /// Moves `view` under `parent` (or detaches it); as UIKit does, the constraints that tie its subtree to views
    /// outside it are deactivated.
    private func reparent(_ view: HeadlessView, under parent: HeadlessView?) {
        // Adding a view to its own superview only brings it to the front.
        for index in entries.indices where entries[index].isActive && parent !== view.superview {
            let inside = entries[index].items.map { isItem($0, inSubtreeOf: view) }
            if inside.contains(true) && inside.contains(false) {
                updateEntry(index) { $0.isActive = false }
            }
        }
        if let parent {
            parent.addSubview(view)
        } else {
            view.removeFromSuperview()
        }
        note("move \(name(view)) under \(name(parent))")
    }

    /// Deactivates the constraints naming `view`'s subtree, moves it elsewhere in the hierarchy and activates them
    /// again, all before the next layout pass.
    private func moveWithConstraintsReactivated() {
        guard let view = attachedViews.randomElement(using: &random),
            let parent = ([root] + attachedViews).filter({ !$0.isDescendant(of: view) }).randomElement(using: &random)
        else { return }
        let naming = entries.indices.filter { index in
            entries[index].isActive && entries[index].items.contains { isItem($0, inSubtreeOf: view) }
                && isAttached(entries[index])
        }
        setActive(naming, false)
        if random.chance(0.3), let index = naming.first {
            setConstant(index, newConstant(for: entries[index]))
        }
        reparent(view, under: parent)
        setActive(naming, true)
    }
}

extension HeadlessView {
    /// Sets random layout margins of at most `limit` on each side, physical or directional at random.
    func setRandomMargins(upTo limit: Int, using random: inout SplitMix64) {
        let (a, b, c, d) = (
            CGFloat(random.int(in: 0...limit)), CGFloat(random.int(in: 0...limit)), CGFloat(random.int(in: 0...limit)),
            CGFloat(random.int(in: 0...limit)))
        if random.chance(0.5) {
            layoutMargins = UIEdgeInsets(top: a, left: b, bottom: c, right: d)
        } else {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: a, leading: b, bottom: c, trailing: d)
        }
    }
}
