/// A strong handle to a layout item that does not keep the item alive: the item clears it when it is
/// deallocated, so a holder reads `nil` from then on, exactly as through a weak reference.
///
/// Constraints name their items, installation view and coordinate space through handles rather than `weak`
/// references: a weak reference gives its target a side table, and from then on every retain and release of the
/// target takes the runtime's slow path. Views and guides are retained and released constantly during layout,
/// so that cost showed up as a third of the time of a build and half of a resize.
final class ItemHandle {
    /// The item, until it is deallocated.
    unowned(unsafe) var item: (any LayoutItem)?
    /// The item when it is a view (saves a dynamic cast on the hot paths), until it is deallocated.
    unowned(unsafe) var view: HeadlessView?
    /// The item when it is a layout guide, until it is deallocated.
    unowned(unsafe) var guide: HeadlessLayoutGuide?
    /// Whether the item is still alive: tested without reading the item, since reading an unretained reference
    /// retains it (and a `nil` test would release it again).
    private(set) var holdsItem = false

    /// Makes a handle that names nothing yet; the item attaches itself once it is initialized.
    init() {}

    /// Names `view` (called by the view's initializer).
    func attach(_ view: HeadlessView) {
        item = view
        self.view = view
        holdsItem = true
    }

    /// Names `guide` (called by the guide's initializer).
    func attach(_ guide: HeadlessLayoutGuide) {
        item = guide
        self.guide = guide
        holdsItem = true
    }

    /// Called by the item's `deinit`: holders read `nil` from now on.
    func clear() {
        item = nil
        view = nil
        guide = nil
        holdsItem = false
    }
}

/// A strong handle to a layout engine that does not keep the engine alive: the engine clears it when it is
/// deallocated. Views, item states and constraints reach their engine through it (see ``ItemHandle`` for why
/// not `weak`).
final class EngineHandle {
    /// The engine, until it is deallocated.
    unowned(unsafe) var engine: LayoutEngine?

    /// Makes a handle whose engine is set by the engine's initializer.
    init() {}
}
