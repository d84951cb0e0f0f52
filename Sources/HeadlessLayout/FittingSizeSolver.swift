import Cassowary
import Foundation

/// Computes `systemLayoutSizeFitting` with a detached engine over the measured view's subtree: its constraints,
/// the implicit ones of its descendants, and its own size held at the target with the fitting priorities.
///
/// The engine is kept by the view between calls and told of the changes in its subtree (see
/// `LayoutEngine+KeptMeasurement.swift`): a measurement after no change, or after a few, costs what the changes
/// cost rather than building the problem again. Whenever the kept engine cannot be brought up to date in place,
/// the measurement builds a new one, as every measurement once did.
struct FittingSizeSolver {
    /// The measured view.
    let view: HeadlessView
    /// The target size.
    let targetSize: CGSize
    /// The priority of the target width.
    let horizontalPriority: UILayoutPriority
    /// The priority of the target height.
    let verticalPriority: UILayoutPriority

    /// The target and its priorities.
    var target: FittingTarget {
        FittingTarget(size: targetSize, horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
    }

    /// The size the constraints allow closest to the target.
    func fittingSize() -> CGSize {
        if let engine = view.keptFittingEngine {
            if let size = engine.measureAgain(at: target) { return size }
            if engine.kept?.isMeasuring == true {
                // Asked from inside the kept engine's own measurement: an engine of its own, which is not kept.
                return LayoutEngine.measureOnce(view, at: target)
            }
        }
        return LayoutEngine.measureKeepingEngine(view, at: target)
    }

    /// The size the constraints allow closest to the target, measured by a new engine that is not kept.
    func fittingSizeAfresh() -> CGSize {
        LayoutEngine.measureOnce(view, at: target)
    }
}

extension HeadlessView {
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` measured by a new
    /// engine that is not kept, whatever the view keeps: the reference the kept engines are tested against.
    /// - Parameters:
    ///   - targetSize: The wanted size.
    ///   - horizontalFittingPriority: The priority of the target width.
    ///   - verticalFittingPriority: The priority of the target height.
    /// - Returns: The fitting size.
    package func systemLayoutSizeFittingAfresh(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        return FittingSizeSolver(
            view: self, targetSize: targetSize, horizontalPriority: horizontalFittingPriority,
            verticalPriority: verticalFittingPriority
        ).fittingSizeAfresh()
    }

    /// The measuring engine this view keeps from its last `systemLayoutSizeFitting`, while it is current (for
    /// tests: whether a measurement reused it, and that it goes with the view).
    package var keptMeasuringEngine: AnyObject? {
        guard let engine = keptFittingEngine, let kept = engine.kept, !kept.isStale else { return nil }
        return engine
    }

    /// How many lowered forms the kept measuring engine's table has room for, held or freed (for tests: it stays
    /// near what the engine holds at once, however many constraints it lowered over its life).
    package var keptMeasuringLoweringCapacity: Int? {
        (keptMeasuringEngine as? LayoutEngine)?.measuringTables.lowerings.count
    }
}
