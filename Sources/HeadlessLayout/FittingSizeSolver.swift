import Cassowary
import Foundation

/// Computes `systemLayoutSizeFitting` with a detached engine over the measured view's subtree: its constraints,
/// the implicit ones of its descendants, and its own size held at the target with the fitting priorities.
struct FittingSizeSolver {
    /// The measured view.
    let view: HeadlessView
    /// The target size.
    let targetSize: CGSize
    /// The priority of the target width.
    let horizontalPriority: UILayoutPriority
    /// The priority of the target height.
    let verticalPriority: UILayoutPriority

    /// The size the constraints allow closest to the target.
    func fittingSize() -> CGSize {
        let engine = LayoutEngine(
            measuring: view,
            target: FittingTarget(
                size: targetSize, horizontalPriority: horizontalPriority, verticalPriority: verticalPriority))
        engine.synchronize()
        guard let variables = engine.registeredVariables(of: view) else { return view.bounds.size }
        return CGSize(width: engine.solver.value(of: variables.width), height: engine.solver.value(of: variables.height))
    }
}
