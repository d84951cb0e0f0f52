#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// How a workload makes its constraints: the two builds whose cost difference is the PureLayout API's overhead.
enum ConstraintStyle: String, CaseIterable, Codable, Sendable {
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` and one
    /// `NSLayoutConstraint.activate(_:)` for the whole hierarchy.
    case raw
    /// PureLayout calls (`autoPinEdge`, `autoMatch`, `autoSetDimension`, …), each installing its constraint.
    case pureLayout
}

/// The state of a scene whose frames are checked: the root's width and whether the middle constraint holds its
/// changed constant.
struct SceneState: Equatable, Sendable {
    /// The root view's width.
    var rootWidth: CGFloat
    /// Whether the middle constraint's constant is raised by ``LayoutWorkload/middleConstantChange``.
    var middleChanged: Bool
}

/// A hierarchy built by a workload, ready to be laid out and edited.
struct LayoutScene {
    /// The root view; it keeps the frame it was given (it has no superview).
    let root: HeadlessView
    /// Every view the workload made, in the order of ``LayoutWorkload/expectedFrames(n:state:)``.
    let views: [HeadlessView]
    /// How many constraints the build made and activated (the implicit intrinsic-size constraints not included).
    let explicitConstraintCount: Int
    /// The constraint in the middle of the layout whose constant the benchmark changes, and which it deactivates
    /// and reactivates (churn).
    let middleConstraint: NSLayoutConstraint
}

/// One benchmark layout, defined once and built either with raw constraints or with PureLayout calls.
///
/// A workload is a closed-form layout: ``expectedFrames(n:state:)`` gives every view's frame, so the benchmark
/// checks each answer it times and `scripts/kiwi_workloads.py` can check kiwisolver's answers the same way.
protocol LayoutWorkload: Sendable {
    /// Which workload this is.
    var kind: WorkloadKind { get }
    /// How many views the workload makes for a requested `n` (the grid rounds to a square; at least 2).
    func viewCount(n: Int) -> Int
    /// How many constraints a build activates for `n`, intrinsic-size constraints not included.
    func explicitConstraintCount(n: Int) -> Int
    /// How many implicit intrinsic-size constraints (hugging and compression resistance) the engine adds.
    func implicitConstraintCount(n: Int) -> Int
    /// The root's initial frame size.
    func rootSize(n: Int) -> CGSize
    /// The root's width in the resize measurement (it alternates with the initial width).
    func resizedRootWidth(n: Int) -> CGFloat
    /// How much the constant-change measurement adds to the middle constraint's constant (and then takes back).
    var middleConstantChange: CGFloat { get }
    /// How many views change frame when the middle constraint's constant changes.
    func viewsMovedByConstantChange(n: Int) -> Int
    /// Makes the views and activates the constraints (no layout).
    func build(n: Int, style: ConstraintStyle) -> LayoutScene
    /// Every view's frame (relative to its superview) once laid out in `state`, in ``LayoutScene/views`` order.
    func expectedFrames(n: Int, state: SceneState) -> [CGRect]
}

extension LayoutWorkload {
    /// `n` views, and at least 2: the default of the workloads that make one view per requested view.
    func viewCount(n: Int) -> Int { max(n, 2) }

    /// Four constraints per view: the default of the workloads that place each view by two edges on each axis
    /// (or an edge and a dimension).
    func explicitConstraintCount(n: Int) -> Int { 4 * viewCount(n: n) }

    /// None: the default of the workloads whose views have no intrinsic size.
    func implicitConstraintCount(n: Int) -> Int { 0 }

    /// Every constraint the engine solves for `n`: explicit plus implicit.
    func totalConstraintCount(n: Int) -> Int {
        explicitConstraintCount(n: n) + implicitConstraintCount(n: n)
    }

    /// The state right after the build: initial root width, base constant.
    func initialState(n: Int) -> SceneState {
        SceneState(rootWidth: rootSize(n: n).width, middleChanged: false)
    }

    /// Makes the root view with the workload's initial frame at the origin.
    func makeRoot(n: Int) -> HeadlessView {
        HeadlessView(frame: CGRect(origin: .zero, size: rootSize(n: n)))
    }
}

/// The benchmark's layouts.
enum WorkloadKind: String, CaseIterable, Codable, Sendable {
    /// Independent siblings, each pinned to the superview.
    case siblings
    /// A vertical stack of views with an intrinsic height between fixed margins.
    case stack
    /// A K×K grid of equal cells pinned on all sides.
    case grid
    /// Each view inset 1 pt from its parent, N levels deep.
    case nesting
    /// A horizontal chain of equal-width views between the root's edges.
    case chain

    /// The workload's definition.
    var workload: any LayoutWorkload {
        switch self {
        case .siblings: SiblingsWorkload()
        case .stack: StackWorkload()
        case .grid: GridWorkload()
        case .nesting: NestingWorkload()
        case .chain: ChainWorkload()
        }
    }

    /// One line saying what the workload lays out.
    var summary: String {
        switch self {
        case .siblings: "independent siblings: leading, trailing, top, height pinned to the root (4 per view)"
        case .stack:
            "vertical stack, intrinsic height 44 (hugging 250, compression 750), top margin fixed, bottom margin <="
        case .grid: "K×K grid of equal cells, edges chained and pinned to the root on all sides"
        case .nesting: "each view inset 1 pt from its parent on all four edges, N levels deep"
        case .chain: "horizontal chain of equal widths, 2 pt apart, pinned to both root edges"
        }
    }
}

/// Makes an inactive constraint `item.attribute (relation) toItem.toAttribute + constant` with UIKit's
/// item/attribute initializer (multiplier 1); the items are views or layout guides.
func rawConstraint(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal,
    _ toItem: AnyObject? = nil, _ toAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    constant: CGFloat = 0
) -> NSLayoutConstraint {
    NSLayoutConstraint(
        item: item, attribute: attribute, relatedBy: relation,
        toItem: toItem, attribute: toAttribute, multiplier: 1, constant: constant)
}

/// Turns `view`'s autoresizing constraints off and adds it to `parent`, the raw UIKit way.
@discardableResult
func addRawView<View: HeadlessView>(_ view: View, to parent: HeadlessView) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}
#endif
