import Cassowary
import Foundation

/// UIKit's name for the headless view class, so code written against UIKit compiles unchanged.
public typealias UIView = HeadlessView

/// A view without drawing: a rectangle in a view hierarchy, laid out by Auto Layout exactly as UIKit's `UIView`.
///
/// HeadlessLayout mirrors the layout half of `UIView` (see `docs/ARCHITECTURE.md` and the shared UIKit
/// semantics): frames, the view hierarchy, constraints and their installation, intrinsic content size,
/// autoresizing masks, layout margins, the safe area, layout direction and the layout pass. Each hierarchy root
/// owns one layout engine, built lazily and synchronised at ``layoutIfNeeded()``.
///
/// Views are not thread-safe: use a hierarchy from one thread at a time (different threads may build their
/// own hierarchies).
open class HeadlessView: Hashable, CustomStringConvertible, LayoutItem {
    // MARK: Storage
    //
    // The fields the layout pass reads and writes for every view come first (fewer cache lines per view). The
    // fields the engine and activation touch skip the dynamic exclusivity checks (about half the cost of
    // installing a constraint): they are only ever modified in place by this module's own code, with no call
    // out while a modification lasts.

    /// Engine registration and the constraints naming this view.
    let layoutState = ItemLayoutState()
    /// The frame in the superview's coordinate space.
    @exclusivity(unchecked) var storedFrame: CGRect
    /// The superview, held without retaining it as UIKit does (the superview holds its subviews, and clears
    /// this when it is removed or deallocated; not `weak`, see ``ItemHandle``).
    var storedSuperview: HeadlessView? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map { .passUnretained($0) } }
    }
    /// ``storedSuperview`` unmanaged, for walking the hierarchy without reference counting (see ``ItemHandle``).
    @exclusivity(unchecked) var superviewReference: Unmanaged<HeadlessView>?

    /// Whether `view` is this view's superview, compared without retaining either.
    @inline(__always)
    func isSubview(of view: HeadlessView) -> Bool {
        superviewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }
    /// The frame the last frame pass of the engine whose serial is ``solvedFrameSerial`` solved for this view
    /// (relative to the superview): the superview's ``layoutSubviews()`` copies it into ``storedFrame``. Kept
    /// beside the frame, so that placing a subview reads one object, not its engine state too.
    @exclusivity(unchecked) var solvedFrame = CGRect.zero
    /// The serial of the engine whose frame pass set ``solvedFrame``; 0 while the view has none (a root, or a
    /// view whose superview's rectangle is not known), set back to 0 when the view joins or leaves an engine.
    @exclusivity(unchecked) var solvedFrameSerial: UInt64 = 0
    /// The subviews, back to front, with a hole (``HeadlessView/departedSubview``) where a subview left since the
    /// last compaction; read through ``storedSubviews``, which compacts them first.
    @exclusivity(unchecked) var subviewSlots: [HeadlessView] = []
    /// How many holes ``subviewSlots`` has.
    @exclusivity(unchecked) var departedSubviewCount = 0
    /// This view's position in its superview's ``subviewSlots``.
    @exclusivity(unchecked) var slotInSuperview = 0
    /// Whether ``layoutSubviews()`` must run at the next layout pass.
    @exclusivity(unchecked) var needsLayoutFlag = true
    /// Whether this view or a descendant needs layout.
    @exclusivity(unchecked) var subtreeNeedsLayout = true
    /// Whether the next layout pass checks every subview instead of ``subviewsNeedingLayout`` (many asked).
    @exclusivity(unchecked) var scansSubviewsForLayout = false
    /// Whether the next default ``layoutSubviews()`` places every subview; when `false`, only the layout engine
    /// asked for this layout, and only ``movedSubviews`` (whose solved frames moved) need placing.
    @exclusivity(unchecked) var placesAllSubviews = true
    /// Stored value of ``translatesAutoresizingMaskIntoConstraints``.
    @exclusivity(unchecked) var storedTranslatesAutoresizingMask = true
    /// Whether a kept measuring engine was ever built over this view (``measuringCoverage`` is set): the one field
    /// the notification hooks read while no engine is kept.
    @exclusivity(unchecked) var isInMeasuredSubtree = false
    /// Whether ``updateConstraints()`` must run at the next constraint update pass.
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
    /// Whether this view or a descendant needs a constraint update.
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = true
    /// The engine of the hierarchy this view is in (its root's ``layoutEngine``), kept on every view of the
    /// hierarchy so that finding it never walks up; `nil` while the hierarchy has none.
    var hierarchyEngine: LayoutEngine? {
        get { hierarchyEngineHandle?.engine }
        set { hierarchyEngineHandle = newValue?.handle }
    }
    /// The handle of ``hierarchyEngine``.
    @exclusivity(unchecked) var hierarchyEngineHandle: EngineHandle?
    /// The subviews whose solved frames differ from their frames, while ``placesAllSubviews`` is `false`.
    @exclusivity(unchecked) var movedSubviews: [HeadlessView] = []
    /// The subviews that came to need layout (themselves or below) since this view's last layout pass, in the
    /// order they asked, so that a pass over a view with thousands of subviews visits only those; may hold
    /// subviews that since left or were laid out. Unused (empty) while ``scansSubviewsForLayout``.
    @exclusivity(unchecked) var subviewsNeedingLayout: [HeadlessView] = []
    /// How many subviews translate a non-empty autoresizing mask (see ``autoresizesWithSuperview``): a new size
    /// walks the subviews only when some may follow it.
    @exclusivity(unchecked) var autoresizingSubviewCount = 0
    /// Stored value of ``semanticContentAttribute``.
    var storedSemanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Stored value of ``layoutDirectionTrait``.
    var storedLayoutDirectionTrait: UIUserInterfaceLayoutDirection?
    /// The inherited direction, once computed; cleared in a subtree when a trait changes or it moves.
    var cachedInheritedDirection: UIUserInterfaceLayoutDirection?
    /// The handle through which constraints name this view without retaining it.
    let itemHandle = ItemHandle()
    /// The constraints installed on this view, in installation order, with holes left by removals.
    @exclusivity(unchecked) var installedConstraintSlots: [NSLayoutConstraint?] = []
    /// The number of holes in ``installedConstraintSlots``.
    @exclusivity(unchecked) var installedConstraintHoles = 0
    /// Stored value of ``autoresizingMask``.
    @exclusivity(unchecked) var storedAutoresizingMask: AutoresizingMask = []
    /// The origin of `bounds` (the size is the frame's).
    @exclusivity(unchecked) var boundsOrigin: CGPoint = .zero

    /// The layout engine of the hierarchy this view is the root of, once built.
    @exclusivity(unchecked) var layoutEngine: LayoutEngine?
    /// The measuring engine kept from this view's last ``systemLayoutSizeFitting(_:)`` (see ``FittingSizeSolver``).
    @exclusivity(unchecked) var keptFittingEngine: LayoutEngine?
    /// The kept measuring engines whose measured subtree holds this view, if any (see ``MeasuringCoverage``).
    @exclusivity(unchecked) var measuringCoverage: MeasuringCoverage?
    /// The layout guides added with ``addLayoutGuide(_:)``.
    @exclusivity(unchecked) var storedLayoutGuides: [HeadlessLayoutGuide] = []
    /// The layout margins guide, once asked for.
    var storedLayoutMarginsGuide: HeadlessLayoutGuide?
    /// The safe area guide, once asked for.
    var storedSafeAreaLayoutGuide: HeadlessLayoutGuide?
    /// The layout margins as last set: physical or directional.
    var marginsStorage: MarginsStorage = .directional(NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    /// Content hugging and compression resistance priorities.
    @exclusivity(unchecked) var contentPriorities = ContentPriorities()
    /// Stored value of ``simulatedSafeAreaInsets``.
    var storedSimulatedSafeAreaInsets: UIEdgeInsets = .zero
    /// Stored value of ``insetsLayoutMarginsFromSafeArea``.
    var storedInsetsLayoutMarginsFromSafeArea = true

    /// A string that identifies the view in tests and diagnostics (UIKit's `accessibilityIdentifier`; here it
    /// only names the view).
    public var accessibilityIdentifier: String?

    // MARK: Creation

    /// Makes a view with `frame` in its (future) superview's coordinate space.
    ///
    /// Required, so that `Self(frame:)` works on the metatype (as `init(frame:)` does for UIKit's Objective-C
    /// classes); a subclass that declares its own designated initializers also implements this one, as UIKit
    /// subclasses implement `init?(coder:)`.
    /// - Parameter frame: The initial frame.
    public required init(frame: CGRect) {
        storedFrame = frame
        itemHandle.attach(self)
    }

    /// Tells the objects that name this view without retaining it that it is gone: its handle (constraints),
    /// its subviews (their superview) and its guides (their owning view).
    deinit {
        itemHandle.clear()
        for subview in storedSubviews where subview.isSubview(of: self) {
            subview.storedSuperview = nil
        }
        for guide in storedLayoutGuides where guide.storedOwningView === self {
            guide.storedOwningView = nil
        }
        storedLayoutMarginsGuide?.storedOwningView = nil
        storedSafeAreaLayoutGuide?.storedOwningView = nil
    }

    /// Makes a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The view itself: views stand for themselves in the hierarchy.
    var hostView: HeadlessView? { self }

    // MARK: Hierarchy

    /// The view this view is a subview of, or `nil` for a root.
    public var superview: HeadlessView? { storedSuperview }

    /// The subviews, back to front.
    public var subviews: [HeadlessView] { storedSubviews }

    /// The root of this view's hierarchy (the view itself when it has no superview).
    var rootView: HeadlessView {
        var view = self
        while let parent = view.storedSuperview {
            view = parent
        }
        return view
    }

    /// Adds `view` as the frontmost subview, removing it from its previous superview first. Constraints that tied
    /// it to views outside its subtree are deactivated by that removal.
    /// - Parameter view: The view to add; adding a view to itself or to one of its descendants is ignored.
    open func addSubview(_ view: HeadlessView) {
        insertSubview(view, at: subviewSlots.count - departedSubviewCount)
    }

    /// Inserts `view` at `index` of the subviews (clamped to the valid range), removing it from its previous
    /// superview first.
    /// - Parameters:
    ///   - view: The view to insert; inserting a view into itself or one of its descendants is ignored.
    ///   - index: The position among the subviews, 0 being the back.
    open func insertSubview(_ view: HeadlessView, at index: Int) {
        // A view without subviews cannot be an ancestor of this one: skip the walk up.
        guard view !== self, view.storedSubviews.isEmpty || !isDescendant(of: view) else { return }
        if view.isSubview(of: self) {
            moveSubview(view, to: index)
            return
        }
        view.removeFromSuperview()
        invalidateMeasuringEngines()
        // A root joining a hierarchy gives up its engine: its items re-register in the new root's engine.
        view.layoutEngine = nil
        placeSubview(view, at: index)
        if view.autoresizesWithSuperview { autoresizingSubviewCount += 1 }
        view.storedSuperview = self
        if view.subtreeNeedsLayout {
            noteSubviewNeedsLayout(view)
        }
        view.forgetInheritedDirection()
        if let engine = hierarchyEngine {
            view.forEachViewInSubtree { $0.hierarchyEngine = engine }
            engine.enqueueSubtree(view)
        } else if view.hierarchyEngine != nil {
            view.forEachViewInSubtree { $0.hierarchyEngine = nil }
        }
        if view.subtreeNeedsUpdateConstraints {
            markSubtreeNeedsUpdateConstraints()
        }
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview` among the subviews.
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: A subview of this view; when it is not one, `view` goes to the front.
    open func insertSubview(_ view: HeadlessView, aboveSubview siblingSubview: HeadlessView) {
        insertSubview(view, at: position(of: siblingSubview, leaving: view).map { $0 + 1 } ?? Int.max)
    }

    /// Inserts `view` just below `siblingSubview` among the subviews.
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: A subview of this view; when it is not one, `view` goes to the back.
    open func insertSubview(_ view: HeadlessView, belowSubview siblingSubview: HeadlessView) {
        insertSubview(view, at: position(of: siblingSubview, leaving: view) ?? 0)
    }

    /// Removes this view from its superview. Every constraint that ties this view's subtree to views outside it
    /// is deactivated; constraints inside the subtree stay active and move with it.
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.invalidateMeasuringEngines()
        let leaving = deactivateConstraintsLeavingSubtree()
        if let engine = parent.hierarchyEngine {
            engine.purgeSubtree(self, retiring: leaving)
            forEachViewInSubtree { $0.hierarchyEngine = nil }
        }
        if parent.vacateSlot(of: self) {
            if autoresizesWithSuperview { parent.autoresizingSubviewCount -= 1 }
        }
        if !parent.subviewsNeedingLayout.isEmpty {
            parent.subviewsNeedingLayout.removeAll { $0 === self }
        }
        storedSuperview = nil
        forgetInheritedDirection()
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or one of its descendants.
    /// - Parameter view: A possible ancestor.
    /// - Returns: `true` when `view` is this view or an ancestor of it.
    public func isDescendant(of view: HeadlessView) -> Bool {
        var current: HeadlessView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// Calls `body` for this view and every descendant, parents before children (iteratively, so deep
    /// hierarchies cannot exhaust the stack).
    func forEachViewInSubtree(_ body: (HeadlessView) -> Void) {
        var stack: [HeadlessView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
    }

    /// Calls `body` for every layout item of this subtree: each view, its guides, its margins and safe area guides.
    func forEachItemInSubtree(_ body: (any LayoutItem) -> Void) {
        forEachViewInSubtree { view in
            body(view)
            for guide in view.storedLayoutGuides {
                body(guide)
            }
            if let guide = view.storedLayoutMarginsGuide {
                body(guide)
            }
            if let guide = view.storedSafeAreaLayoutGuide {
                body(guide)
            }
        }
    }

    /// Deactivates the active constraints that name an item of this subtree but are installed outside it, and
    /// returns them. The subtree's views are listed first, so each constraint's install view is looked up, not
    /// walked up to this view (in a deep hierarchy that walk made removing a subtree quadratic). A view without
    /// subviews (a list's row) is its whole subtree: no list is made. Install views are compared by their handles,
    /// which reads no view.
    func deactivateConstraintsLeavingSubtree() -> [NSLayoutConstraint] {
        var subtree: Set<ObjectIdentifier>?
        if !subviewSlots.isEmpty {
            var members = Set<ObjectIdentifier>()
            forEachViewInSubtree { members.insert(ObjectIdentifier($0.itemHandle)) }
            subtree = members
        }
        var leaving: [NSLayoutConstraint] = []
        forEachItemInSubtree { item in
            for constraint in item.layoutState.referencingConstraints {
                guard let handle = constraint.installViewHandle, constraint.isInstalled else { continue }
                let inside = subtree.map { $0.contains(ObjectIdentifier(handle)) } ?? (handle === itemHandle)
                if !inside {
                    leaving.append(constraint)
                }
            }
        }
        for constraint in leaving {
            constraint.isActive = false
        }
        return leaving
    }

    // MARK: Overridable layout members

    /// The natural size of the view's content; ``noIntrinsicMetric`` along an axis without one (a plain view has
    /// none). Override it in subclasses; call ``invalidateIntrinsicContentSize()`` when it changes. Each axis with a
    /// size adds two implicit constraints: hugging `size <= intrinsic` at ``contentHuggingPriority(for:)`` and
    /// compression resistance `size >= intrinsic` at ``contentCompressionResistancePriority(for:)``.
    open var intrinsicContentSize: CGSize {
        CGSize(width: HeadlessView.noIntrinsicMetric, height: HeadlessView.noIntrinsicMetric)
    }

    /// Tells the layout engine that ``intrinsicContentSize`` changed; the next layout pass uses the new size.
    open func invalidateIntrinsicContentSize() {
        requestRefresh(.contentSize)
        tellMeasuringEnginesContentChanged()
        if let engine = layoutState.engine {
            // Baselines may move with the content.
            for constraint in layoutState.referencingConstraints
            where constraint.firstAttribute == .firstBaseline || constraint.firstAttribute == .lastBaseline
                || constraint.secondAttribute == .firstBaseline || constraint.secondAttribute == .lastBaseline
            {
                constraint.needsRelowering = true
                engine.enqueue(constraint)
            }
        }
        superview?.setNeedsLayout()
    }

    /// The distance from the top of the view to its first baseline (0 for a plain view: its first baseline is
    /// its top). Override it in text-like subclasses.
    open var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// The distance from the bottom of the view up to its last baseline (0 for a plain view: its last baseline
    /// is its bottom). Override it in text-like subclasses.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// The view's rectangle in its superview's coordinate space. Auto Layout writes the solved rectangle here
    /// during the layout pass (no pixel rounding); until then reading it returns the previous frame. Setting it on
    /// a view that translates its autoresizing mask into constraints moves those constraints too.
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.size.width.isFinite,
                newValue.size.height.isFinite
            else {
                LayoutDiagnostics.report(.invalidValue, "Ignoring the non-finite frame \(newValue) given to \(self).")
                return
            }
            guard !newValue.isIdentical(to: storedFrame) else { return }
            setFrameKeepingConstraints(newValue)
            requestRefresh(.frame)
        }
    }

    /// The view's rectangle in its own coordinate space: the origin (0, 0 unless set) and the frame's size.
    /// Setting a new size keeps the view's center.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            let old = storedFrame
            guard !newValue.size.isIdentical(to: old.size) else { return }
            let center = CGPoint(x: old.origin.x + old.size.width / 2, y: old.origin.y + old.size.height / 2)
            frame = CGRect(
                x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
                width: newValue.size.width, height: newValue.size.height)
        }
    }

    /// The center of the frame, in the superview's coordinate space. Setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.origin.x + storedFrame.size.width / 2, y: storedFrame.origin.y + storedFrame.size.height / 2) }
        set {
            frame = CGRect(
                x: newValue.x - storedFrame.size.width / 2, y: newValue.y - storedFrame.size.height / 2,
                width: storedFrame.size.width, height: storedFrame.size.height)
        }
    }

    /// Marks the view as needing layout: its ``layoutSubviews()`` runs at the next ``layoutIfNeeded()`` that
    /// reaches it.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        placesAllSubviews = true
        if !movedSubviews.isEmpty {
            movedSubviews.removeAll()
        }
        markSubtreeNeedsLayout()
    }

    /// Lays out now if anything is pending: updates constraints, synchronises the hierarchy's layout engine
    /// (one optimisation for everything changed since the last pass), then runs ``layoutSubviews()`` top-down
    /// from the highest ancestor that needs layout, which copies the solved frames into the subviews.
    open func layoutIfNeeded() {
        let root = rootView
        root.updateConstraintsIfNeeded()
        let engine = root.makeLayoutEngineIfNeeded()
        engine.synchronize()
        var start = self
        while let parent = start.storedSuperview, parent.needsLayoutFlag {
            start = parent
        }
        start.layoutSubtreeIfNeeded()
    }

    /// Positions the subviews. The default implementation synchronises the layout engine if constraints changed
    /// and sets each subview's frame to its solved rectangle; override it to adjust frames after calling
    /// `super.layoutSubviews()`.
    ///
    /// When only the layout engine asked for this layout (some subviews' solved frames moved, nothing called
    /// ``setNeedsLayout()``), the subviews whose frames already are their solved rectangles are skipped: a
    /// subview moving among thousands costs one frame, not thousands.
    open func layoutSubviews() {
        // A view without subviews has nothing to place: it only applies constraint changes made before this call
        // (by an override), so that they reach the rest of the pass.
        guard !storedSubviews.isEmpty else {
            placesAllSubviews = true
            // Every leaf of a layout pass comes here: the engine is asked without retaining it.
            if hierarchyEngineHandle?.withEngine({ $0.hasPendingWork }) == true, let engine = hierarchyEngine {
                engine.synchronize()
            }
            return
        }
        let placedAll = placesAllSubviews
        // Every parent of a layout pass comes here: the engine is borrowed to ask it, and retained only to
        // synchronize (which may run a subclass's code). A subview's solved frame is its own (see
        // ``solvedFrame``), valid while it carries the engine's serial.
        guard let needsSynchronizing = hierarchyEngineHandle?.withEngine({ $0.needsSynchronizing }) else { return }
        if needsSynchronizing, let engine = hierarchyEngine {
            engine.synchronize()
        }
        guard let serial = hierarchyEngineHandle?.withEngine({ $0.serial }) else { return }
        // Exactly a `HeadlessView`: no override runs after this placing, so plain subviews are laid out as placed.
        let isPlain = ObjectIdentifier(type(of: self)) == ObjectIdentifier(HeadlessView.self)
        if placedAll || placesAllSubviews {
            placesAllSubviews = true
            if !movedSubviews.isEmpty {
                movedSubviews.removeAll()
            }
            // The copy of the list keeps every subview alive, so each is borrowed rather than retained.
            let subviews = storedSubviews
            forEachBorrowed(subviews) { subview in
                if subview.solvedFrameSerial == serial {
                    subview.placeAtSolvedFrame(byPlainSuperview: isPlain)
                }
            }
        } else {
            let moved = movedSubviews
            movedSubviews = []
            placesAllSubviews = true
            for subview in moved where subview.isSubview(of: self) && subview.solvedFrameSerial == serial {
                subview.placeAtSolvedFrame(byPlainSuperview: isPlain)
            }
        }
    }

    /// Override to create or change the view's constraints when asked to by ``setNeedsUpdateConstraints()``;
    /// call `super.updateConstraints()` at the end. The default implementation does nothing.
    open func updateConstraints() {}

    /// The size closest to `targetSize` that the view's constraints allow (with the target held at
    /// ``UILayoutPriority/fittingSizeLevel``). Only the constraints inside the view's subtree count: those tying
    /// it to its superview are ignored, as in UIKit.
    /// - Parameter targetSize: Usually ``layoutFittingCompressedSize`` or ``layoutFittingExpandedSize``.
    /// - Returns: The fitting size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, with each dimension of the target held
    /// at its own priority (`.required` fixes it, as for a cell of known width).
    /// - Parameters:
    ///   - targetSize: The wanted size.
    ///   - horizontalFittingPriority: The priority of the target width.
    ///   - verticalFittingPriority: The priority of the target height.
    /// - Returns: The fitting size.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let solver = FittingSizeSolver(
            view: self, targetSize: targetSize, horizontalPriority: horizontalFittingPriority,
            verticalPriority: verticalFittingPriority)
        return solver.fittingSize()
    }

    // MARK: Identity and description

    /// Identity: two views are equal only when they are the same object (as `NSObject`'s `isEqual:`).
    /// - Parameters:
    ///   - lhs: A view.
    ///   - rhs: Another view.
    /// - Returns: Whether they are the same object.
    public static func == (lhs: HeadlessView, rhs: HeadlessView) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// `<HeadlessView: 0x…; frame = (x y; w h)>`, like UIKit's view descriptions, with
    /// `; identifier = 'avatar'` before the `>` when the view has an `accessibilityIdentifier`.
    open var description: String {
        let frame = storedFrame
        var text = "<\(String(describing: type(of: self))): \(NSLayoutConstraint.address(of: self)); frame = "
            + "(\(NSLayoutConstraint.format(Double(frame.origin.x))) \(NSLayoutConstraint.format(Double(frame.origin.y))); "
            + "\(NSLayoutConstraint.format(Double(frame.size.width))) "
            + "\(NSLayoutConstraint.format(Double(frame.size.height))))"
        if let identifier = NSLayoutConstraint.displayIdentifier(of: self) {
            text += "; identifier = '\(identifier)'"
        }
        return text + ">"
    }
}

/// How the layout margins were last set.
enum MarginsStorage {
    /// Through `layoutMargins`: left and right stay put when the direction changes.
    case physical(UIEdgeInsets)
    /// Through `directionalLayoutMargins`: leading and trailing flip with the direction.
    case directional(NSDirectionalEdgeInsets)
}

/// A view's content hugging and compression resistance priorities, stored inline.
struct ContentPriorities {
    /// Horizontal hugging (250 by default).
    var horizontalHugging = UILayoutPriority.defaultLow
    /// Vertical hugging (250 by default).
    var verticalHugging = UILayoutPriority.defaultLow
    /// Horizontal compression resistance (750 by default).
    var horizontalCompression = UILayoutPriority.defaultHigh
    /// Vertical compression resistance (750 by default).
    var verticalCompression = UILayoutPriority.defaultHigh

    /// The hugging priority along `axis`.
    func hugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? horizontalHugging : verticalHugging
    }

    /// The compression resistance priority along `axis`.
    func compression(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? horizontalCompression : verticalCompression
    }

    /// Sets the hugging priority along `axis`.
    mutating func setHugging(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { horizontalHugging = priority } else { verticalHugging = priority }
    }

    /// Sets the compression resistance priority along `axis`.
    mutating func setCompression(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { horizontalCompression = priority } else { verticalCompression = priority }
    }
}
