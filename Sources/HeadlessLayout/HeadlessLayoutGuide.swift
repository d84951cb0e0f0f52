import Foundation

/// UIKit's name for the headless layout guide class.
public typealias UILayoutGuide = HeadlessLayoutGuide

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`): add it to a view
/// with ``HeadlessView/addLayoutGuide(_:)`` and use it as an item on either side of constraints.
open class HeadlessLayoutGuide: Hashable, CustomStringConvertible, LayoutItem {
    /// Engine registration and the constraints naming this guide.
    let layoutState = ItemLayoutState()
    /// What made the guide: the user, or a view for its margins or safe area.
    let kind: LayoutGuideKind
    /// The owning view, held without retaining it as UIKit does (the view holds its guides and clears this when
    /// it removes the guide or is deallocated; not `weak`, see ``ItemHandle``).
    var storedOwningView: HeadlessView? {
        get { owningViewReference?.takeUnretainedValue() }
        set { owningViewReference = newValue.map { .passUnretained($0) } }
    }
    /// ``storedOwningView`` unmanaged, for reading without reference counting (see ``ItemHandle``).
    @exclusivity(unchecked) var owningViewReference: Unmanaged<HeadlessView>?
    /// The handle through which constraints name this guide without retaining it.
    let itemHandle = ItemHandle()

    /// A name shown in descriptions and diagnostics (`UIViewLayoutMarginsGuide` and `UIViewSafeAreaLayoutGuide`
    /// for the guides views make).
    open var identifier: String

    /// Makes a guide that belongs to no view yet.
    public init() {
        kind = .user
        identifier = ""
        itemHandle.attach(self)
    }

    /// Makes one of a view's own guides.
    init(kind: LayoutGuideKind, owningView: HeadlessView) {
        self.kind = kind
        self.owningViewReference = .passUnretained(owningView)
        switch kind {
        case .user: identifier = ""
        case .layoutMargins: identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        }
        itemHandle.attach(self)
    }

    /// Tells the constraints that name this guide that it is gone.
    deinit {
        itemHandle.clear()
    }

    /// The view the guide belongs to. Setting it adds the guide to that view (or removes it from its view).
    open var owningView: HeadlessView? {
        get { storedOwningView }
        set {
            guard kind == .user, newValue !== storedOwningView else { return }
            if let newValue {
                newValue.addLayoutGuide(self)
            } else {
                storedOwningView?.removeLayoutGuide(self)
            }
        }
    }

    /// The owning view stands for the guide in the view hierarchy.
    var hostView: HeadlessView? { storedOwningView }

    /// The guide's rectangle in its owning view's coordinate space, as solved by the last layout pass. A margins
    /// or safe area guide that takes part in no constraint is computed from the owning view's bounds.
    open var layoutFrame: CGRect {
        guard let view = storedOwningView else { return .zero }
        if let engine = layoutState.engine, let rect = engine.solvedRect(of: self, relativeTo: view) {
            return rect
        }
        let bounds = view.bounds
        let insets: UIEdgeInsets
        switch kind {
        case .user: return .zero
        case .safeArea: insets = view.safeAreaInsets
        case .layoutMargins: insets = view.effectiveMarginInsets(safeArea: view.safeAreaInsets)
        }
        return CGRect(
            x: bounds.origin.x + insets.left, y: bounds.origin.y + insets.top,
            width: bounds.size.width - insets.left - insets.right,
            height: bounds.size.height - insets.top - insets.bottom)
    }

    /// Asks the engine holding this guide to refresh some of its implicit constraints.
    func requestRefresh(_ kinds: RefreshKinds) {
        guard let engine = layoutState.engine else { return }
        engine.enqueueRefresh(of: self, kinds)
    }

    /// Identity: two guides are equal only when they are the same object.
    /// - Parameters:
    ///   - lhs: A guide.
    ///   - rhs: Another guide.
    /// - Returns: Whether they are the same object.
    public static func == (lhs: HeadlessLayoutGuide, rhs: HeadlessLayoutGuide) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// `<HeadlessLayoutGuide: 0x…; layoutFrame = …; owningView = …>`.
    open var description: String {
        var text = "<\(String(describing: type(of: self))): \(NSLayoutConstraint.address(of: self))"
        if !identifier.isEmpty {
            text += " - \"\(identifier)\""
        }
        if let view = storedOwningView {
            text += ", owningView = \(String(describing: type(of: view))):\(NSLayoutConstraint.address(of: view))"
        }
        return text + ">"
    }
}

/// What made a layout guide.
enum LayoutGuideKind {
    /// Made by the user and added with `addLayoutGuide(_:)`.
    case user
    /// A view's `layoutMarginsGuide`.
    case layoutMargins
    /// A view's `safeAreaLayoutGuide`.
    case safeArea
}
