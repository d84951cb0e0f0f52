import Foundation

extension HeadlessView {
    // MARK: Layout pass


    /// Marks this view and its ancestors as leading to a view that needs layout, each noted by its superview.
    func markSubtreeNeedsLayout() {
        // Walks unretained (retaining each ancestor cost more than the walk): every view on the superview chain is
        // alive when the walk starts (a view being freed clears its subviews' superview), and nothing here runs
        // code that could free one.
        var view = Unmanaged.passUnretained(self)
        while view._withUnsafeGuaranteedRef({ !$0.subtreeNeedsLayout }) {
            guard let parent = view._withUnsafeGuaranteedRef({ view in
                view.subtreeNeedsLayout = true
                return view.superviewReference
            }) else { return }
            parent._withUnsafeGuaranteedRef { parent in
                view._withUnsafeGuaranteedRef { parent.noteSubviewNeedsLayout($0) }
            }
            view = parent
        }
    }

    /// The number of subviews up to which a layout pass simply checks every subview (in subview order).
    private static let subviewsCheckedInFull = 32

    /// Notes that `subview` (or something below it) needs layout, for this view's next layout pass. Small views
    /// check all their subviews anyway; a large one lists the few that asked, until so many did that checking
    /// them all costs less.
    func noteSubviewNeedsLayout(_ subview: HeadlessView) {
        guard !scansSubviewsForLayout else { return }
        if storedSubviews.count <= Self.subviewsCheckedInFull || subviewsNeedingLayout.count * 8 >= storedSubviews.count {
            scansSubviewsForLayout = true
            if !subviewsNeedingLayout.isEmpty {
                subviewsNeedingLayout.removeAll()
            }
            return
        }
        subviewsNeedingLayout.append(subview)
    }


    /// Asks for layout because the layout engine found `subview`'s solved frame different from its frame: only
    /// that subview needs placing, unless a full layout is pending anyway (see ``placesAllSubviews``), or so many
    /// subviews moved that placing them all costs less than listing them.
    func subviewDidMove(_ subview: HeadlessView) {
        if needsLayoutFlag {
            guard !placesAllSubviews else { return }
            if movedSubviews.count < storedSubviews.count / 8 {
                movedSubviews.append(subview)
            } else {
                placesAllSubviews = true
                movedSubviews.removeAll()
            }
            return
        }
        setNeedsLayout()
        // An override of setNeedsLayout() that does not call super asks for nothing. A view whose only subview
        // moved places it either way: it keeps placing all, without a list.
        guard needsLayoutFlag, placesAllSubviews, movedSubviews.isEmpty, storedSubviews.count > 1 else { return }
        placesAllSubviews = false
        movedSubviews.append(subview)
    }

    /// Runs ``layoutSubviews()`` on every view of this subtree that needs it, parents first (siblings in subview
    /// order, or for a view with many subviews of which few need layout, in the order they asked).
    func layoutSubtreeIfNeeded() {
        // The stack holds its views unretained (a resize pushes every view: retaining each cost more than the rest
        // of its visit). Each is kept alive by `keptAlive`, which holds the list it was pushed from and where in the
        // stack its views start (one retain per parent), even when a `layoutSubviews()` removes it from its
        // superview; `self` is held by the caller. A list is let go once its last view is done, while it is still
        // in the cache (freeing a deep hierarchy's lists at the end cost a cache miss each).
        var stack: [Unmanaged<HeadlessView>] = [Unmanaged.passUnretained(self)]
        var keptAlive: [(subviews: [HeadlessView], start: Int)] = []
        while let entry = stack.popLast() {
            // The list holding the last view popped from it stays alive until that view is done.
            let finishing = keptAlive.last?.start == stack.count ? keptAlive.removeLast().subviews : nil
            withExtendedLifetime(finishing) {
                entry._withUnsafeGuaranteedRef { view in
                    view.layOutAndQueueSubviews(onto: &stack, keptAlive: &keptAlive)
                }
            }
        }
    }

    /// One step of ``layoutSubtreeIfNeeded()``: runs ``layoutSubviews()`` if this view needs it, then pushes the
    /// subviews that need layout (or lead to one that does) onto `stack`, last first, recording in `keptAlive` the
    /// list that holds them.
    private func layOutAndQueueSubviews(
        onto stack: inout [Unmanaged<HeadlessView>], keptAlive: inout [(subviews: [HeadlessView], start: Int)]
    ) {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSubviews()
        }
        subtreeNeedsLayout = false
        let start = stack.count
        if scansSubviewsForLayout {
            scansSubviewsForLayout = false
            if !subviewsNeedingLayout.isEmpty {
                subviewsNeedingLayout.removeAll()
            }
            let subviews = storedSubviews
            appendUnretainedReversed(subviews, to: &stack) { $0.needsLayoutFlag || $0.subtreeNeedsLayout }
            if stack.count > start { keptAlive.append((subviews, start)) }
        } else if !subviewsNeedingLayout.isEmpty {
            let listed = subviewsNeedingLayout
            subviewsNeedingLayout.removeAll(keepingCapacity: true)
            appendUnretainedReversed(listed, to: &stack) {
                $0.isSubview(of: self) && ($0.needsLayoutFlag || $0.subtreeNeedsLayout)
            }
            if stack.count > start { keptAlive.append((listed, start)) }
        }
    }


    /// The layout engine of this root, made (and filled with the whole hierarchy) on first use.
    func makeLayoutEngineIfNeeded() -> LayoutEngine {
        if let engine = layoutEngine { return engine }
        let engine = LayoutEngine(root: self)
        layoutEngine = engine
        // The first sync walks the whole hierarchy and points every view at the engine.
        hierarchyEngine = engine
        return engine
    }

    // MARK: Constraint update pass

    /// Marks the view as needing ``updateConstraints()`` at the next constraint update pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markSubtreeNeedsUpdateConstraints()
    }

    /// Marks this view and its ancestors as leading to a view that needs a constraint update.
    func markSubtreeNeedsUpdateConstraints() {
        var view: HeadlessView? = self
        while let current = view, !current.subtreeNeedsUpdateConstraints {
            current.subtreeNeedsUpdateConstraints = true
            view = current.storedSuperview
        }
    }

    /// Runs ``updateConstraints()`` on this view and its descendants that need it, subviews before their
    /// superviews (as UIKit's constraint pass goes from the leaves up).
    public func updateConstraintsIfNeeded() {
        guard subtreeNeedsUpdateConstraints || needsUpdateConstraintsFlag else { return }
        // Post-order: a view is handled after all of its subviews.
        var stack: [(view: HeadlessView, childrenDone: Bool)] = [(self, false)]
        while let (view, childrenDone) = stack.popLast() {
            if childrenDone {
                view.subtreeNeedsUpdateConstraints = false
                if view.needsUpdateConstraintsFlag {
                    view.needsUpdateConstraintsFlag = false
                    view.updateConstraints()
                }
                continue
            }
            stack.append((view, true))
            for subview in view.storedSubviews.reversed()
            where subview.subtreeNeedsUpdateConstraints || subview.needsUpdateConstraintsFlag {
                stack.append((subview, false))
            }
        }
    }


    // MARK: Fitting size

    /// The smallest size constraints allow: the target size for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The largest size constraints allow: the target size for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)



    // MARK: Debugging

    /// Whether the constraints leave the view's frame undetermined: another frame would satisfy them equally
    /// well. A view that translates its autoresizing mask, and a root, are never ambiguous.
    public var hasAmbiguousLayout: Bool {
        let root = rootView
        let engine = root.makeLayoutEngineIfNeeded()
        engine.synchronize()
        guard let variables = layoutState.variables(in: engine) else {
            return storedSuperview != nil && !storedTranslatesAutoresizingMask
        }
        return engine.isAmbiguous(variables)
    }

    /// Moves a view whose layout is ambiguous to another frame that satisfies its constraints equally well, and
    /// lays the hierarchy out again (does nothing for a view whose layout is not ambiguous).
    public func exerciseAmbiguityInLayout() {
        let root = rootView
        let engine = root.makeLayoutEngineIfNeeded()
        engine.synchronize()
        guard let variables = layoutState.variables(in: engine), let outcome = engine.exerciseAmbiguity(of: variables)
        else { return }
        if outcome.kept {
            root.layoutIfNeeded()
        } else if let parent = storedSuperview {
            // The solver went back to its own vertex: show the other solution until the layout next changes.
            let parentOrigin = engine.cachedRectInRoot(of: parent)?.origin ?? parent.originInRoot
            setFrameKeepingConstraints(
                CGRect(
                    x: outcome.rect.origin.x - parentOrigin.x, y: outcome.rect.origin.y - parentOrigin.y,
                    width: outcome.rect.size.width, height: outcome.rect.size.height))
            solvedFrame = storedFrame
        }
    }

    /// The constraints that affect the view's frame along `axis`, directly or through other items: the active
    /// constraints of the connected layout, and the implicit ones (autoresizing, content size, guides).
    /// - Parameter axis: The axis.
    /// - Returns: The constraints, those naming the view first.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        ConstraintGraph.constraintsAffecting(self, axis: axis)
    }
}
