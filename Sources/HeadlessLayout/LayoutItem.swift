import Cassowary
import Foundation

/// What the layout engine needs of a layout item: a view or a layout guide.
protocol LayoutItem: AnyObject {
    /// Engine registration and the constraints that reference the item.
    var layoutState: ItemLayoutState { get }
    /// The view that stands for the item in the view hierarchy: the view itself, or a guide's owning view.
    var hostView: HeadlessView? { get }
    /// The handle through which constraints name the item without retaining it; its `view` or `guide` also
    /// tells which kind of item this is without a dynamic cast.
    var itemHandle: ItemHandle { get }
}

/// The four solver variables of a registered item: absolute minX, minY, width, height. A root view has no
/// position variables (its origin is 0 in its own coordinate space).
struct ItemVariables {
    /// Absolute minimum x, or `nil` for the root.
    let minX: Variable?
    /// Absolute minimum y, or `nil` for the root.
    let minY: Variable?
    /// Width.
    let width: Variable
    /// Height.
    let height: Variable
}

/// An item's state in the layout engine of its hierarchy.
///
/// Its stored fields skip the dynamic exclusivity checks: only the engine modifies them, assigning plain values
/// whole or appending to its own lists, never across a call out.
final class ItemLayoutState {
    // The fields a frame pass or a lowering reads for every item come first (`variables(in:)` reads the variables
    // and the engine handle), so that they share as few cache lines as can be.
    /// Its variables in ``engine``.
    @exclusivity(unchecked) var variables: ItemVariables?
    /// The engine the item is registered in; `nil` when it is in none (or that engine is gone).
    var engine: LayoutEngine? {
        get { engineHandle?.engine }
        set { engineHandle = newValue?.handle }
    }
    /// The handle of ``engine``.
    @exclusivity(unchecked) var engineHandle: EngineHandle?
    /// The serial of the engine whose solution ``solvedRectInRoot`` holds; 0 for none.
    @exclusivity(unchecked) var solvedEngineSerial: UInt64 = 0
    /// The item's slot in the ``LayoutEngine/registeredItems`` of ``engine`` (a hierarchy's engine); -1 when
    /// it has none.
    @exclusivity(unchecked) var slot: Int32 = -1
    /// Whether the item's size must not go negative (views and user guides; not the margins and safe area
    /// guides, whose size follows their view's).
    @exclusivity(unchecked) var wantsNonNegativity = false
    /// Whether a negative size has been reported (until it is positive again).
    @exclusivity(unchecked) var reportedNegativeSize = false
    /// `width >= 0`, just below required, once the item's width has gone negative (or a neighbour's has: see
    /// ``LayoutEngine/updateSolvedFrames()``).
    @exclusivity(unchecked) var widthFloor: Constraint?
    /// `height >= 0`, as ``widthFloor``.
    @exclusivity(unchecked) var heightFloor: Constraint?

    /// The axes the item has a size floor on.
    var flooredAxes: SizeAxes {
        var axes: SizeAxes = []
        if widthFloor != nil { axes.insert(.width) }
        if heightFloor != nil { axes.insert(.height) }
        return axes
    }
    /// The solved rectangle in the root's space, kept current by the frame passes of the engine whose serial is
    /// ``solvedEngineSerial``.
    @exclusivity(unchecked) var solvedRectInRoot = CGRect.zero

    /// The implicit constraints placing it: autoresizing constraints, a root's size, or a guide's insets.
    @exclusivity(unchecked) var frameConstraints: [NSLayoutConstraint] = []
    /// Content hugging and compression resistance, indexed by ``ContentSizeSlot`` (empty until the item has an
    /// intrinsic size).
    @exclusivity(unchecked) var contentSizeConstraints: [NSLayoutConstraint?] = []
    /// The active constraints naming this item, in no particular order (each constraint knows its slot here).
    @exclusivity(unchecked) var referencingConstraints: [NSLayoutConstraint] = []
    /// Implicit constraints to refresh at the next sync.
    @exclusivity(unchecked) var pendingRefresh: RefreshKinds = []
    /// Which registration of the item this is (an engine-wide serial), to drop stale entries of the engine's
    /// registration list after the item left and came back.
    @exclusivity(unchecked) var registrationSerial = 0

    /// Records that `constraint` names this item (as its first item when `asFirst`).
    func addReference(_ constraint: NSLayoutConstraint, asFirst: Bool) {
        if referencingConstraints.capacity == 0 {
            // A view is typically named by a handful of constraints: one allocation instead of three.
            referencingConstraints.reserveCapacity(4)
        }
        if asFirst {
            constraint.firstReferenceSlot = referencingConstraints.count
        } else {
            constraint.secondReferenceSlot = referencingConstraints.count
        }
        referencingConstraints.append(constraint)
    }

    /// Forgets that `constraint` names this item, moving the last reference into its slot.
    func removeReference(_ constraint: NSLayoutConstraint, asFirst: Bool) {
        let slot = asFirst ? constraint.firstReferenceSlot : constraint.secondReferenceSlot
        guard slot >= 0, slot < referencingConstraints.count, referencingConstraints[slot] === constraint else { return }
        let last = referencingConstraints.removeLast()
        if slot < referencingConstraints.count {
            referencingConstraints[slot] = last
            // The moved constraint names this item first when its first item's state is this one (compared
            // through the handle: reading the item would make an existential and retain it).
            let namesFirst = last.firstItemHandle?.layoutStateReference?.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
            if namesFirst && last.firstReferenceSlot == referencingConstraints.count {
                last.firstReferenceSlot = slot
            } else {
                last.secondReferenceSlot = slot
            }
        }
        if asFirst {
            constraint.firstReferenceSlot = -1
        } else {
            constraint.secondReferenceSlot = -1
        }
    }

    /// The variables of this item in `engine`, if it is registered there.
    /// Compares handles (each engine has its own, cleared when it goes), which reads no engine reference.
    @inline(__always)
    func variables(in engine: LayoutEngine) -> ItemVariables? {
        engineHandle === engine.handle ? variables : nil
    }
}

/// Which implicit constraints of an item need refreshing.
struct RefreshKinds: OptionSet {
    let rawValue: UInt8
    /// Autoresizing constraints, or a root's size.
    static let frame = RefreshKinds(rawValue: 1)
    /// Content hugging and compression resistance.
    static let contentSize = RefreshKinds(rawValue: 2)
    /// A margins or safe area guide's insets.
    static let guideInsets = RefreshKinds(rawValue: 4)
}

/// Slots of ``ItemLayoutState/contentSizeConstraints``.
enum ContentSizeSlot: Int {
    case horizontalHugging = 0
    case horizontalCompression = 1
    case verticalHugging = 2
    case verticalCompression = 3
}

/// Hands out process-wide unique stamps: engine serials, so that a cached solved frame can only be read back by
/// the engine that wrote it.
enum LayoutStamp {
    /// Guards ``last``.
    private static let lock = NSLock()
    /// The last stamp handed out.
    nonisolated(unsafe) private static var last: UInt64 = 0

    /// A stamp never handed out before.
    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// A set of an item's size axes: which of its sizes are floored, or came out negative.
struct SizeAxes: OptionSet {
    let rawValue: UInt8

    /// The width.
    static let width = SizeAxes(rawValue: 1)
    /// The height.
    static let height = SizeAxes(rawValue: 2)
    /// Both.
    static let both: SizeAxes = [.width, .height]

    /// The axes on which `size` is below zero (beyond rounding).
    init(negativeIn size: CGSize) {
        self = []
        if size.width < -1e-7 { insert(.width) }
        if size.height < -1e-7 { insert(.height) }
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }
}
