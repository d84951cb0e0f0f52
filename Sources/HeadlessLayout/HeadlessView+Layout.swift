import Foundation
import Cassowary

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
    ///
    /// A subview is checked when the walk reaches it, just before it is laid out: at 10,000 views a view's fields
    /// leave the cache between a pass that queued every subview and the visits, so queueing read each view twice.
    func layoutSubtreeIfNeeded() {
        // Views are visited unretained (a resize visits every view: retaining each cost more than the rest of its
        // visit). Each is held by the list it was found in, which its level keeps (one retain per parent) until
        // the list's last view is done, even when a `layoutSubviews()` removes a view from its superview; `self`
        // is held by the caller. A list is let go once its last view is done, while it is still in the cache.
        var enclosing: [LayoutWalkLevel] = []
        var level = LayoutWalkLevel(subviews: [], listedBy: nil)
        var view = Unmanaged.passUnretained(self)
        while true {
            if let inner = view._withUnsafeGuaranteedRef({ $0.layOutAndTakeSubviewsToVisit() }) {
                // A level whose last view this was is done: let go of it now rather than keep it until the walk
                // comes back up (a deep chain holds no level per depth).
                if !level.isChecked {
                    enclosing.append(level)
                }
                level = inner
            }
            while true {
                if let next = level.nextViewNeedingLayout() {
                    view = next
                    break
                }
                guard let outer = enclosing.popLast() else { return }
                level = outer
            }
        }
    }

    /// One step of ``layoutSubtreeIfNeeded()``: runs ``layoutSubviews()`` if this view needs it, then returns the
    /// subviews the walk checks next (all of them, or those that asked), if any.
    private func layOutAndTakeSubviewsToVisit() -> LayoutWalkLevel? {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSubviews()
        }
        subtreeNeedsLayout = false
        if scansSubviewsForLayout {
            scansSubviewsForLayout = false
            if !subviewsNeedingLayout.isEmpty {
                subviewsNeedingLayout.removeAll()
            }
            return storedSubviews.isEmpty ? nil : LayoutWalkLevel(subviews: storedSubviews, listedBy: nil)
        }
        guard !subviewsNeedingLayout.isEmpty else { return nil }
        let listed = subviewsNeedingLayout
        subviewsNeedingLayout.removeAll(keepingCapacity: true)
        return LayoutWalkLevel(subviews: listed, listedBy: Unmanaged.passUnretained(self))
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

/// One level of the layout walk (see ``HeadlessView/layoutSubtreeIfNeeded()``): the subviews of a view that was
/// laid out, held for the walk, and how far the walk has checked them.
private struct LayoutWalkLevel {
    /// The subviews to check: all of a view's subviews, or those that asked for layout.
    let subviews: [HeadlessView]
    /// The view that listed ``subviews`` when they are those that asked (a member that left it since is skipped);
    /// `nil` for all of a view's subviews.
    let listedBy: Unmanaged<HeadlessView>?
    /// Where the next check starts.
    private var next = 0

    /// Starts a level over `subviews`.
    init(subviews: [HeadlessView], listedBy: Unmanaged<HeadlessView>?) {
        self.subviews = subviews
        self.listedBy = listedBy
    }

    /// Whether every subview has been checked.
    var isChecked: Bool { next >= subviews.count }

    /// The next subview that needs layout (itself or below), unretained (``subviews`` holds it), or `nil` when
    /// none is left.
    mutating func nextViewNeedingLayout() -> Unmanaged<HeadlessView>? {
        var position = next
        defer { next = position }
        let listedBy = listedBy?.toOpaque()
        return subviews.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<HeadlessView>.self) { references in
                while position < references.count {
                    let candidate = references[position]
                    position += 1
                    let wanted = candidate._withUnsafeGuaranteedRef { view in
                        (view.needsLayoutFlag || view.subtreeNeedsLayout)
                            && (listedBy == nil || view.superviewReference?.toOpaque() == listedBy)
                    }
                    if wanted { return candidate }
                }
                return nil
            }
        }
    }
}

extension HeadlessView {
    /// What the solver of the engine this view's hierarchy is laid out by has done to its tableau so far, with what
    /// the measuring engines of its views (`systemLayoutSizeFitting`) did to theirs (see ``SolverWorkCounts``), or
    /// `nil` while the hierarchy has no engine: the benchmarks' hunt reads it around each step to count a step's work
    /// besides timing it.
    package var hierarchySolverWorkCounts: SolverWorkCounts? {
        guard let engine = hierarchyEngine else { return nil }
        var counts = engine.solver.workCounts
        counts.add(engine.measuringWork)
        return counts
    }

    /// How many cells the restricted rows of the tableau of the solver of this view's hierarchy hold now (see
    /// ``Solver/heldRestrictedCells``), or `nil` while the hierarchy has no engine: the benchmarks' hunt reads it after
    /// each step, to tell a step whose optimum is dense from one whose path to it is long.
    package var hierarchyHeldCells: Int? {
        hierarchyEngine?.solver.heldRestrictedCells
    }

    /// How many symbols the per-symbol tables of the solver of this view's hierarchy have room for (see
    /// ``Solver/symbolRoom``), or `nil` while the hierarchy has no engine: tests read it to check that a pass
    /// reserves room only for what it adds.
    package var hierarchySolverSymbolRoom: Int? {
        hierarchyEngine?.solver.symbolRoom
    }

    /// How many times the per-symbol tables of the solver of this view's hierarchy have moved to larger storage
    /// (see ``Solver/symbolTableMoves``), or `nil` while the hierarchy has no engine: tests read it to check that
    /// a pass sizes the tables once.
    package var hierarchySolverSymbolTableMoves: Int? {
        hierarchyEngine?.solver.symbolTableMoves
    }
}
