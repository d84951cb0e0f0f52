import Cassowary
import Foundation

/// A relationship between two layout attributes that the layout engine must (priority 1000) or should satisfy:
/// `firstItem.firstAttribute (relation) secondItem.secondAttribute × multiplier + constant`.
///
/// Mirrors UIKit's `NSLayoutConstraint`: items are views or layout guides, activation installs the constraint on
/// the nearest common ancestor of its items, `constant` can change cheaply while active, `multiplier` is fixed.
/// Where UIKit throws (illegal attribute pairs, no common ancestor, required ↔ optional priority changes on an
/// active constraint), HeadlessLayout reports through ``LayoutDiagnostics`` and leaves the constraint as it was.
open class NSLayoutConstraint: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    // MARK: Stored fields

    // The stored fields come in the order of use, so that a pass over many constraints touches as few cache lines
    // of each as can be (fields are laid out in declaration order): first the fields every pass reads next to
    // the reference count (queueing, activation, synchronizing, lowering), then the solver form and the numbers
    // lowering reads, then what only installation and diagnostics use. At 10,000 views the constraints do not
    // fit in the cache, and each line a pass touches is a miss.
    // The `var`s skip the dynamic exclusivity checks: only this module's code modifies them, in place and with
    // no call out while a modification lasts (the checks were a third of activating a constraint).

    /// The ``LayoutEngine/serial`` of the engine whose pending list holds this constraint, or 0. A serial rather
    /// than a reference: queueing and dequeuing every constraint of a build then costs no reference counting, and
    /// serials are never reused, so a gone engine cannot be mistaken for a new one.
    @exclusivity(unchecked) var pendingEngineSerial: UInt64 = 0
    /// The handle of ``installView``.
    @exclusivity(unchecked) var installViewHandle: ItemHandle?
    /// The handle of the first item.
    let firstItemHandle: ItemHandle?
    /// The handle of the second item.
    let secondItemHandle: ItemHandle?
    /// Stored value of ``priority``.
    @exclusivity(unchecked) var storedPriority: UILayoutPriority
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The attribute of the second item, or `.notAnAttribute`.
    public let secondAttribute: Attribute
    /// How the first attribute compares with the second side.
    public let relation: Relation
    /// Whether the constraint was made with a second item (which may since have been deallocated).
    let hasSecondItem: Bool
    /// Whether the next sync must lower it again (the reading direction of its first item changed).
    @exclusivity(unchecked) var needsRelowering = false
    /// Whether the conflict that holds it broken was reported: a conflict is reported once, until it holds again
    /// or is deactivated (activating it again makes the conflict again).
    @exclusivity(unchecked) var conflictReported = false
    /// Whether the arguments made a legal constraint (why not was reported at creation); only a valid constraint
    /// can be activated.
    let isValid: Bool
    /// Internal constraints the engine makes (autoresizing, content size, guides); `.user` for all others (two
    /// bytes, so it sits beside the hot fields).
    let role: ConstraintRole

    /// The constraint's lowered form in an engine, if it is in one.
    @exclusivity(unchecked) var lowered: LoweredConstraint?
    /// The measuring engine holding the constraint's measuring slot, if any (see `MeasuringTables.swift`); a gone
    /// engine's slot is free.
    @exclusivity(unchecked) var measuringOwner: EngineHandle?
    /// The placement order its solver form last had in a hierarchy's engine (see ``PlacementOrder``): lowered there
    /// again (activated again, or lowered anew), it asks for the same, so that a rebuild of the engine's tableau
    /// places it where the layout's first build did. Kept when the constraint is deactivated; in another engine it
    /// is only a hint, which can change what a rebuild costs, never the layout.
    @exclusivity(unchecked) var placement: PlacementOrder?
    /// The handle of ``coordinateView``.
    @exclusivity(unchecked) var coordinateViewHandle: ItemHandle?
    /// The factor applied to the second attribute. Read-only, as on Apple platforms.
    public let multiplier: CGFloat
    /// Stored value of ``constant``.
    @exclusivity(unchecked) var storedConstant: CGFloat

    /// ``installIndex``, stored in 32 bits (with the two reference slots, 12 bytes instead of 24: every byte of a
    /// constraint counts when 40,000 of them are read in a pass).
    @exclusivity(unchecked) private var storedInstallIndex: Int32 = -1
    /// ``firstReferenceSlot``, stored in 32 bits.
    @exclusivity(unchecked) private var storedFirstReferenceSlot: Int32 = -1
    /// ``secondReferenceSlot``, stored in 32 bits.
    @exclusivity(unchecked) private var storedSecondReferenceSlot: Int32 = -1
    /// The constraint's index in the lowered forms of ``measuringOwner`` (beside the other 32-bit fields).
    @exclusivity(unchecked) var measuringIndex: Int32 = 0
    /// A name shown in the constraint's description and in diagnostics.
    open var identifier: String?
    /// Where the constraint was made, recorded by the API that made it (PureLayoutSwift records every constraint
    /// it makes); shown by ``debugDescription`` and in conflict reports. `nil` for constraints made directly.
    @exclusivity(unchecked) public var callSite: ConstraintCallSite?

    /// The position of this constraint in its install view's list, or -1.
    var installIndex: Int {
        get { Int(storedInstallIndex) }
        set { storedInstallIndex = Int32(newValue) }
    }
    /// The position of this constraint in its first item's list of referencing constraints, or -1.
    var firstReferenceSlot: Int {
        get { Int(storedFirstReferenceSlot) }
        set { storedFirstReferenceSlot = Int32(newValue) }
    }
    /// The position of this constraint in its second item's list (when that item differs from the first), or -1.
    var secondReferenceSlot: Int {
        get { Int(storedSecondReferenceSlot) }
        set { storedSecondReferenceSlot = Int32(newValue) }
    }

    // MARK: Definition

    /// The first item, held weakly as UIKit does (through its handle); `nil` once it is deallocated.
    var firstLayoutItem: (any LayoutItem)? { firstItemHandle?.item }
    /// The second item, held weakly as UIKit does (through its handle); `nil` once it is deallocated.
    var secondLayoutItem: (any LayoutItem)? { secondItemHandle?.item }

    /// The constant added to the second side. Setting it on an active constraint moves the layout in place at
    /// the next layout pass (no removal and re-adding).
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.report(
                    .invalidValue, "Ignoring the non-finite constant \(newValue) given to \(self).", [self])
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            lowered?.engine?.enqueue(self)
            tellMeasuringEngines(installedOn: installViewHandle?.viewReference, relower: false)
        }
    }

    /// The priority: `.required` (1000) must hold; lower values are satisfied as well as possible, higher
    /// priorities first. Changing between required and optional while the constraint is active is reported
    /// and ignored (UIKit throws); between two optional values it re-weights the layout in place.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
                LayoutDiagnostics.report(
                    .invalidValue,
                    "A constraint's priority must be greater than 0 and less or equal to 1000; ignoring "
                        + "\(newValue.rawValue) for \(self).", [self])
                return
            }
            guard newValue != storedPriority else { return }
            if isActive && newValue.isRequired != storedPriority.isRequired {
                LayoutDiagnostics.report(
                    .requiredPriorityChange,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(Self.format(Double(newValue.rawValue))) and the existing "
                        + "priority was \(Self.format(Double(storedPriority.rawValue))). Constraint: \(self)", [self])
                return
            }
            storedPriority = newValue
            lowered?.engine?.enqueue(self)
            tellMeasuringEngines(installedOn: installViewHandle?.viewReference, relower: false)
        }
    }

    // MARK: Installation and engine state

    /// The view this constraint is installed on (the nearest common ancestor of its items, or the view given
    /// to `addConstraint(_:)`); `nil` while inactive.
    var installView: HeadlessView? {
        get { installViewHandle?.view }
        set { installViewHandle = newValue?.itemHandle }
    }
    /// Whether the constraint is installed on a view that is still alive (`installView != nil`, without
    /// retaining the view).
    var isInstalled: Bool { Self.itemExists(installViewHandle) }
    /// The nearest common ancestor of the items: the coordinate space the constraint's numbers are read in.
    var coordinateView: HeadlessView? {
        get { coordinateViewHandle?.view }
        set { coordinateViewHandle = newValue?.itemHandle }
    }

    // MARK: Creation

    /// Makes a constraint `view1.attr1 (relation) view2.attr2 × multiplier + c`, inactive.
    ///
    /// Illegal combinations (UIKit throws) are reported as ``LayoutDiagnostic/Kind/invalidConstraint`` and give a
    /// constraint that can never be activated: a location attribute equal to a constant (no second item, or a
    /// multiplier of 0), a size paired with a location, locations on different axes, leading/trailing mixed
    /// with left/right, and items that are neither views nor layout guides.
    /// - Parameters:
    ///   - view1: The first item: a ``HeadlessView`` or ``HeadlessLayoutGuide``.
    ///   - attr1: Its attribute.
    ///   - relation: How the sides compare.
    ///   - view2: The second item, or `nil` for a constant.
    ///   - attr2: Its attribute, or `.notAnAttribute`.
    ///   - multiplier: The factor applied to the second attribute.
    ///   - c: The constant.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            validating: Self.itemHandle(of: view1), attr1, relation, second: view2.flatMap(Self.itemHandle(of:)),
            hasSecondObject: view2 != nil, attr2, multiplier: multiplier, constant: c, objects: { (view1, view2) })
    }

    /// Makes a constraint `view1.attr1 (relation) view2.attr2 × multiplier + c` between objects, inactive: the
    /// same constraint, checks and diagnostics as the `Any` initializer, which UIKit has alone.
    ///
    /// Swift picks this overload whenever the items are statically objects (views, guides, `AnyObject`), so the
    /// call sites are UIKit's; it finds the layout item with class casts, where a cast from `Any` must first
    /// open the existential (about a sixth of a constraint's creation).
    /// - Parameters:
    ///   - view1: The first item: a ``HeadlessView`` or ``HeadlessLayoutGuide``.
    ///   - attr1: Its attribute.
    ///   - relation: How the sides compare.
    ///   - view2: The second item, or `nil` for a constant.
    ///   - attr2: Its attribute, or `.notAnAttribute`.
    ///   - multiplier: The factor applied to the second attribute.
    ///   - c: The constant.
    public convenience init(
        item view1: __shared AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: __shared AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        // The items are borrowed (`__shared`) and read in place: taking them owned, as initializers do by
        // default, cost every call site a retain and release of both.
        var second: ItemHandle?
        if let view2 = view2.map({ Unmanaged.passUnretained($0) }) {
            second = view2._withUnsafeGuaranteedRef { Self.itemHandle(ofObject: $0) }
        }
        self.init(
            validating: Self.itemHandle(ofObject: view1), attr1, relation, second: second,
            hasSecondObject: view2 != nil, attr2, multiplier: multiplier, constant: c, objects: { (view1, view2) })
    }

    /// Makes a user constraint, checking its arguments and reporting an illegal one (see the public
    /// initializers).
    private convenience init(
        validating first: ItemHandle?, _ attr1: Attribute, _ relation: Relation,
        second: ItemHandle?, hasSecondObject: Bool, _ attr2: Attribute, multiplier: CGFloat,
        constant c: CGFloat, objects: () -> (first: Any, second: Any?)
    ) {
        let reason = Self.validate(
            firstItem: first, attr1, secondItem: second, hasSecondObject: hasSecondObject, attr2,
            multiplier: multiplier, constant: c, objects: objects)
        self.init(
            role: .user, firstHandle: first, attr1, relation, secondHandle: second, attr2, multiplier: multiplier,
            constant: c, priority: .required, invalidReason: reason)
        if let reason {
            LayoutDiagnostics.report(.invalidConstraint, reason + " Constraint: \(self)", [self])
        }
    }

    /// The handle of the layout item `object` is (a view or a layout guide, the only layout items), through class
    /// casts: a cast from `Any` to the protocol looks up conformances, which cost more than the rest of the
    /// initializer.
    private static func itemHandle(of object: Any) -> ItemHandle? {
        if let view = object as? HeadlessView { return view.itemHandle }
        if let guide = object as? HeadlessLayoutGuide { return guide.itemHandle }
        return nil
    }

    /// The handle of the layout item `object` is, through class casts from an object reference (no existential
    /// to open, and no layout item existential made: its witness calls cost retains).
    @inline(__always)
    private static func itemHandle(ofObject object: AnyObject) -> ItemHandle? {
        // An exact class match reads the object's type without retaining it (a cast retains and releases it
        // around the runtime call); subclasses and guides take the casts, which borrow the object otherwise.
        if type(of: object) == HeadlessView.self { return unsafeDowncast(object, to: HeadlessView.self).itemHandle }
        if object is HeadlessView { return unsafeDowncast(object, to: HeadlessView.self).itemHandle }
        if object is HeadlessLayoutGuide { return unsafeDowncast(object, to: HeadlessLayoutGuide.self).itemHandle }
        return nil
    }

    /// Makes a constraint without validating it (the engine's own constraints).
    convenience init(
        role: ConstraintRole, first: (any LayoutItem)?, _ attr1: Attribute, _ relation: Relation,
        second: (any LayoutItem)?, _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat,
        priority: UILayoutPriority, invalidReason: String? = nil
    ) {
        self.init(
            role: role, firstHandle: first?.itemHandle, attr1, relation, secondHandle: second?.itemHandle, attr2,
            multiplier: multiplier, constant: constant, priority: priority, invalidReason: invalidReason)
    }

    /// Makes a constraint between the items of two handles without validating it.
    init(
        role: ConstraintRole, firstHandle: ItemHandle?, _ attr1: Attribute, _ relation: Relation,
        secondHandle: ItemHandle?, _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat,
        priority: UILayoutPriority, invalidReason: String? = nil
    ) {
        self.role = role
        self.firstItemHandle = firstHandle
        self.secondItemHandle = secondHandle
        self.hasSecondItem = secondHandle != nil
        self.firstAttribute = attr1
        self.secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.isValid = invalidReason == nil
    }

    // MARK: Items

    /// The first item (a view or a layout guide); `nil` once it has been deallocated.
    open var firstItem: AnyObject? { firstLayoutItem }

    /// The second item, or `nil` for a constraint to a constant.
    open var secondItem: AnyObject? { secondLayoutItem }

    // MARK: Identity

    /// Identity: two constraints are equal only when they are the same object (as `NSObject`'s `isEqual:`).
    /// - Parameters:
    ///   - lhs: A constraint.
    ///   - rhs: Another constraint.
    /// - Returns: Whether they are the same object.
    public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Who made a constraint: the user, or the engine for one of UIKit's implicit constraint kinds.
enum ConstraintRole: Equatable {
    /// Made through the public initializer.
    case user
    /// Reproduces a view's frame and autoresizing mask (UIKit's `NSAutoresizingMaskLayoutConstraint`); the
    /// payload is the mask's raw bits (all six fit in a byte), which the description shows as Apple's
    /// `h=--& v=--&` summary.
    case autoresizing(maskBits: UInt8)
    /// Holds a root view's size at its frame.
    case rootSize
    /// Holds a measured view's size at the target of `systemLayoutSizeFitting`.
    case fittingSize
    /// Content hugging of the intrinsic content size (`size <= intrinsic`).
    case contentHugging
    /// Content compression resistance (`size >= intrinsic`).
    case contentCompression
    /// Places the layout margins guide or the safe area guide inside its view.
    case guideInset
    /// A width or height that must not go negative (only shown in diagnostics).
    case nonNegativeSize

    /// Whether the user made the constraint.
    var isUser: Bool {
        if case .user = self { return true }
        return false
    }

    /// Whether a person can find the constraint, and so whether the engine may break it to recover from a
    /// conflict: their own, or one UIKit names in its logs (autoresizing, intrinsic size, a root's encapsulated
    /// size). Margin and safe area guide insets, fitting sizes and size floors are the engine's own.
    var mayBeBroken: Bool {
        switch self {
        case .user, .autoresizing, .rootSize, .contentHugging, .contentCompression: true
        case .fittingSize, .guideInset, .nonNegativeSize: false
        }
    }

    /// Whether the constraint holds a root's size.
    var isRootSize: Bool {
        if case .rootSize = self { return true }
        return false
    }
}

/// A constraint's form inside one engine's solver.
struct LoweredConstraint {
    /// The engine holding it; `nil` once that engine is gone.
    var engine: LayoutEngine? { engineHandle.engine }
    /// The handle of ``engine``.
    let engineHandle: EngineHandle
    /// The solver's ID for the constraint's solver form.
    let solverID: ConstraintID
    /// The solver expression's constant minus the user constant's contribution: the solver constant is
    /// `baseConstant - constant`.
    let baseConstant: Double
    /// The constant the solver currently has.
    var appliedConstant: CGFloat
    /// The priority the solver currently has (its strength, unless broken).
    var appliedPriority: UILayoutPriority
    /// Whether it was broken to recover from an unsatisfiable layout (held just below required).
    var isBroken: Bool
    /// The engine's registration epoch when it was lowered (see ``LayoutEngine/registrationEpoch``): an item
    /// registered or purged after it makes the solver form stale.
    let epoch: Int
    /// For a content hugging constraint lowered together with its compression resistance as one equality (see
    /// `LayoutEngine+ContentPairs.swift`), the compression priority the solver has; `nil` otherwise.
    var pairedCompressionPriority: UILayoutPriority? = nil
}
