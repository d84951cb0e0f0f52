/// A strong handle to a layout item that does not keep the item alive: the item clears it when it is
/// deallocated, so a holder reads `nil` from then on, exactly as through a weak reference.
///
/// Constraints name their items, installation view and coordinate space through handles rather than `weak`
/// references: a weak reference gives its target a side table, and from then on every retain and release of the
/// target takes the runtime's slow path. Views and guides are retained and released constantly during layout,
/// so that cost showed up as a third of the time of a build and half of a resize.
///
/// The references are stored unmanaged. ``view``, ``guide`` and ``item`` return a strong reference (one retain
/// and release, like an `unowned(unsafe)` read); the hot paths instead read ``viewReference``,
/// ``layoutStateReference`` or ``hostViewReference`` and borrow the object with `_withUnsafeGuaranteedRef` for
/// the length of a closure, which costs no reference counting at all. That is sound for the same reason the handle
/// is: the item is alive until its `deinit` clears the handle, and no such closure lets the item go.
final class ItemHandle {
    /// The item when it is a view, until it is deallocated.
    @exclusivity(unchecked) private(set) var viewReference: Unmanaged<HeadlessView>?
    /// The item when it is a layout guide, until it is deallocated.
    @exclusivity(unchecked) private(set) var guideReference: Unmanaged<HeadlessLayoutGuide>?
    /// The item's engine state (owned by the item, so alive as long as it is), until the item is deallocated.
    @exclusivity(unchecked) private(set) var layoutStateReference: Unmanaged<ItemLayoutState>?
    /// The measuring engine holding the item's measuring slot, if any (see `MeasuringTables.swift`); a gone
    /// engine's slot is free.
    @exclusivity(unchecked) var measuringOwner: EngineHandle?
    /// The item's index in the item states of ``measuringOwner``.
    @exclusivity(unchecked) var measuringIndex: Int32 = 0

    /// Makes a handle that names nothing yet; the item attaches itself once it is initialized.
    init() {}

    /// The item, until it is deallocated.
    var item: (any LayoutItem)? {
        if let view { return view }
        return guide
    }

    /// The item when it is a view (saves a dynamic cast), until it is deallocated.
    var view: HeadlessView? { viewReference?.takeUnretainedValue() }

    /// The item when it is a layout guide, until it is deallocated.
    var guide: HeadlessLayoutGuide? { guideReference?.takeUnretainedValue() }

    /// Whether the item is still alive (tested without reading the item).
    var holdsItem: Bool { layoutStateReference != nil }

    /// The view that stands for the item in the view hierarchy (the view itself, or a guide's owning view),
    /// unretained; `nil` when there is none.
    var hostViewReference: Unmanaged<HeadlessView>? {
        if let viewReference { return viewReference }
        return guideReference?._withUnsafeGuaranteedRef { $0.owningViewReference }
    }

    /// Names `view` (called by the view's initializer).
    func attach(_ view: HeadlessView) {
        viewReference = .passUnretained(view)
        layoutStateReference = .passUnretained(view.layoutState)
    }

    /// Names `guide` (called by the guide's initializer).
    func attach(_ guide: HeadlessLayoutGuide) {
        guideReference = .passUnretained(guide)
        layoutStateReference = .passUnretained(guide.layoutState)
    }

    /// Called by the item's `deinit`: holders read `nil` from now on.
    func clear() {
        viewReference = nil
        guideReference = nil
        layoutStateReference = nil
    }
}

/// A strong handle to a layout engine that does not keep the engine alive: the engine clears it when it is
/// deallocated. Views, item states and constraints reach their engine through it (see ``ItemHandle`` for why
/// not `weak`, and why the reference is unmanaged).
final class EngineHandle {
    /// The engine, until it is deallocated.
    @exclusivity(unchecked) private var engineReference: Unmanaged<LayoutEngine>?

    /// Makes a handle whose engine is set by the engine's initializer.
    init() {}

    /// The engine, until it is deallocated.
    var engine: LayoutEngine? {
        get { engineReference?.takeUnretainedValue() }
        set { engineReference = newValue.map { .passUnretained($0) } }
    }

    /// Calls `body` with the engine, borrowed without reference counting; `nil` once the engine is gone.
    @inline(__always)
    func withEngine<Result>(_ body: (LayoutEngine) throws -> Result) rethrows -> Result? {
        guard let engineReference else { return nil }
        return try engineReference._withUnsafeGuaranteedRef(body)
    }
}

/// Calls `body` with each object of `objects`, borrowed without reference counting: the array (which the caller
/// holds for the length of the call) keeps every element alive, so retaining each one for `body` is not needed.
/// - Parameters:
///   - objects: The objects.
///   - body: Called with each object in order.
@inline(__always)
func forEachBorrowed<Object: AnyObject>(_ objects: [Object], _ body: (Object) -> Void) {
    objects.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: Unmanaged<Object>.self) { references in
            for reference in references {
                reference._withUnsafeGuaranteedRef(body)
            }
        }
    }
}

/// Calls `body` with each non-`nil` object of `objects`, borrowed without reference counting (see the
/// non-optional ``forEachBorrowed(_:_:)``).
/// - Parameters:
///   - objects: The objects and holes.
///   - body: Called with each object in order.
@inline(__always)
func forEachBorrowed<Object: AnyObject>(_ objects: [Object?], _ body: (Object) -> Void) {
    objects.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: Unmanaged<Object>?.self) { references in
            for case let reference? in references {
                reference._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
