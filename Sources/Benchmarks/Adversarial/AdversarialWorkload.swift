#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// One timed operation of an adversarial workload: a change with the layout pass after it, then an untimed
/// check of the frames it left.
struct AdversarialStep {
    /// What the operation does, as the table names it (one of ``AdversarialWorkload/operations``).
    let name: String
    /// How many layout diagnostics the operation must report (breaking a required conflict reports one).
    var expectedDiagnostics = 0
    /// The change and its layout pass: the time of this closure is the operation's time.
    let perform: () -> Void
    /// Compares the frames after ``perform`` with the closed form; a description of the first mismatch, or `nil`.
    let check: () -> String?
}

extension AdversarialStep {
    /// A step whose whole timed work is laying `root` out (the first layout, typically), then `check`.
    static func layout(_ name: String, of root: HeadlessView, check: @escaping () -> String?) -> AdversarialStep {
        AdversarialStep(name: name, perform: { root.layoutIfNeeded() }, check: check)
    }

    /// A step whose timed work is `change`, then laying `root` out (one constant, size or frame changed and the
    /// pass it causes), then `check`.
    static func changing(
        _ name: String, expectedDiagnostics: Int = 0, of root: HeadlessView, change: @escaping () -> Void,
        check: @escaping () -> String?
    ) -> AdversarialStep {
        AdversarialStep(
            name: name, expectedDiagnostics: expectedDiagnostics,
            perform: {
                change()
                root.layoutIfNeeded()
            }, check: check)
    }
}

/// A built adversarial hierarchy and the operations timed on it, in order (each once: the first occurrence).
struct AdversarialScene {
    /// The root view (it keeps the frame it was given).
    let root: HeadlessView
    /// The operations after the build, in the order they run.
    let steps: [AdversarialStep]
}

/// A layout chosen to hit a hard case of the engine (overflow, degenerate priorities, toggled sets, …), at any N.
///
/// Unlike ``LayoutWorkload`` every operation is timed once, on its first occurrence: caches and warm paths
/// would hide a cliff that a best-of-N or a median smooths over.
protocol AdversarialWorkload: Sendable {
    /// Which workload this is.
    var kind: AdversarialKind { get }
    /// The names of the steps ``makeScene(n:)`` returns, in order ("build" not included).
    var operations: [String] { get }
    /// Makes the views and activates the constraints for `n` (timed as the "build" operation).
    func makeScene(n: Int) -> AdversarialScene
}

extension AdversarialWorkload {
    /// Makes the root of a raw-constraint scene (`rootSize`, at the origin) and `max(n, 2)` views of type `View`,
    /// each added to the root the raw UIKit way (``addRawView(_:to:)``) and then handed to `constrain` with the
    /// view before it (`nil` for the first) and the root; `constrain` makes the view's constraints, inactive, in
    /// the workload's own lists, and the workload activates them.
    /// - Returns: The root and the views, in order.
    func makeRawScene<View: HeadlessView>(
        of type: View.Type, n: Int, rootSize: CGSize,
        constrain: (_ view: View, _ previous: View?, _ root: HeadlessView) -> Void
    ) -> (root: HeadlessView, views: [View]) {
        let root = HeadlessView(frame: CGRect(origin: .zero, size: rootSize))
        var views: [View] = []
        for _ in 0..<max(n, 2) {
            let view = addRawView(View(frame: .zero), to: root)
            constrain(view, views.last, root)
            views.append(view)
        }
        return (root, views)
    }
}

/// The adversarial workloads.
enum AdversarialKind: String, CaseIterable, Codable, Sendable {
    /// An intrinsic stack that stops fitting: a gap grows, then the root shrinks.
    case overflow
    /// A row distributed with `matchedSizes: false` whose middle item grows past the row.
    case distribute
    /// Edge-to-edge chains of constant-size items in both axes.
    case edges
    /// Equal-priority competition: `width == 100 @250` items in a root too narrow.
    case compete
    /// Required `>=` spacings and an optional `==` spacing, then the root shrinks until it overflows.
    case inequality
    /// Layout guides as equal spacers between fixed-width views.
    case guides
    /// Two constraint sets swapped with `autoRemoveConstraints` / `autoInstallConstraints`.
    case toggle
    /// A required constraint that conflicts with a chain, added and removed.
    case conflict
    /// Many optional priorities raised at once, then lowered.
    case priorities
    /// The fitting size of a tall cell.
    case fitting
    /// A view removed from the middle of a deep hierarchy.
    case removal
    /// A cell laid out as a root whose size is optional: labels pinned to both sides, stacked.
    case cell
    /// Rows inserted into and removed from a long list.
    case insertion
    /// Every label's text size changed at once in a stack that fits exactly.
    case textSize = "textsize"
    /// Every other row of a long list removed in one pass, the rest linked again.
    case deletion
    /// `autoDistributeViews(withFixedSpacing:)` with its defaults (matched sizes) over intrinsic views, stretched.
    case matched

    /// The workload's definition.
    var workload: any AdversarialWorkload {
        switch self {
        case .overflow: OverflowWorkload()
        case .distribute: DistributeWorkload()
        case .edges: EdgesWorkload()
        case .compete: CompeteWorkload()
        case .inequality: InequalityWorkload()
        case .guides: GuidesWorkload()
        case .toggle: ToggleWorkload()
        case .conflict: ConflictWorkload()
        case .priorities: PrioritiesWorkload()
        case .fitting: FittingWorkload()
        case .removal: RemovalWorkload()
        case .cell: CellWorkload()
        case .insertion: InsertionWorkload()
        case .textSize: TextSizeWorkload()
        case .deletion: DeletionWorkload()
        case .matched: MatchedRowWorkload()
        }
    }

    /// One line saying what the workload lays out and changes.
    var summary: String {
        switch self {
        case .overflow: "intrinsic stack (44, hugging 250, compression 750) stops fitting: a gap grows, the root shrinks"
        case .distribute: "autoDistributeViews(matchedSizes: false) row of intrinsic widths; the middle item grows"
        case .edges: "diagonal chain: each view 20×20 (autoSetDimension), 8 below and 8 after the previous"
        case .compete: "row of width == 100 @250 items between required root edges, the root too narrow"
        case .inequality: "top >= previous.bottom + 8, bottom <= root.bottom − 8, top == … @500; the root shrinks"
        case .guides: "fixed-width views separated by layout guides of equal width; the root resizes"
        case .toggle: "a column set and a row set of constraints swapped with autoRemove/autoInstallConstraints"
        case .conflict: "a required chain, then a required constraint conflicting with it is added and removed"
        case .priorities: "height == 44 @300 and height == 30 @250 per view; all of the 250s raised to 400 at once"
        case .fitting: "systemLayoutSizeFitting of a cell holding an N-label stack"
        case .removal: "N-deep nesting, the view at depth N/2 removed from its superview"
        case .cell: "labels pinned to both sides of a root that does not translate its mask; it shrinks, one grows"
        case .insertion: "a list of 44-pt rows: one inserted in the middle, removed, then the first row removed"
        case .textSize: "a stack of labels that fits exactly: every label taller at once, then back; every spacing 1, then 0"
        case .deletion: "a list of 44-pt rows; every other row removed in one pass and the rest linked again"
        case .matched: "autoDistributeViews(withFixedSpacing:) defaults over intrinsic views, stretched; the root narrows"
        }
    }
}

/// A view with an intrinsic size that can change (it invalidates its intrinsic size when set).
final class ResizableIntrinsicView: HeadlessView {
    /// The size ``intrinsicContentSize`` reports.
    var intrinsicSize = CGSize(width: 20, height: 20) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// ``intrinsicSize``.
    override var intrinsicContentSize: CGSize { intrinsicSize }
}

/// Checks of the answers that are not unique (equal priorities leave a choice) but whose shape is.
enum ChainCheck {
    /// Checks that `views` are chained along `axis`: the first starts at `start`, each next one `gap(i)` after
    /// the end of view `i − 1`, every length lies in `0...maximum(i)`, and the last ends at `end` (if given).
    /// - Returns: A description of the first violation, or `nil`.
    static func mismatch(
        _ views: [HeadlessView], along axis: ChainAxis, start: CGFloat, gap: (Int) -> CGFloat, end: CGFloat?,
        maximum: (Int) -> CGFloat
    ) -> String? {
        var expectedOrigin = start
        for (index, view) in views.enumerated() {
            let (origin, length) = axis.span(of: view.frame)
            if index > 0 { expectedOrigin += gap(index) }
            if !FrameCheck.matches(origin, expectedOrigin) {
                return "view \(index) starts at \(origin), expected \(expectedOrigin)"
            }
            let tolerance = FrameCheck.tolerance(for: maximum(index))
            if length < -tolerance || length > maximum(index) + tolerance {
                return "view \(index) is \(length) long, outside 0...\(maximum(index))"
            }
            expectedOrigin = origin + length
        }
        if let end, !FrameCheck.matches(expectedOrigin, end) {
            return "the chain ends at \(expectedOrigin), expected \(end)"
        }
        return nil
    }
}
#endif
