import Cassowary
import Foundation

// Non-negative sizes: the floors `width >= 0` and `height >= 0` (just below required), added where a solved size
// comes out negative.
extension LayoutEngine {
    /// Gives `width >= 0` and `height >= 0` (just below required) to every item whose solved size is negative,
    /// and solves again, until no size is negative or required constraints force it. (A hierarchy's engine does
    /// the same for the items that moved, in ``updateSolvedFrames()``.)
    ///
    /// Adding the floors only where a size went negative gives exactly the optimum of having them on every item
    /// (the solution satisfies the floors it lacks, and is optimal for the fewer floors it has), without the cost
    /// of two more inequalities per item in every solve.
    func enforceNonNegativeSizes() {
        compactRegistrations()
        for round in 0..<32 {
            var offenders: [(state: ItemLayoutState, axes: SizeAxes)] = []
            func inspect(_ state: ItemLayoutState) {
                guard state.wantsNonNegativity, let variables = state.variables else { return }
                let axes = (round == 31 ? .both : SizeAxes(negativeIn: solvedSize(of: variables)))
                    .subtracting(state.flooredAxes)
                if !axes.isEmpty {
                    offenders.append((state, axes))
                }
            }
            forEachSizedItem { inspect(state(of: $0)) }
            guard !offenders.isEmpty else { return }
            addSizeFloors(to: offenders)
        }
    }

    /// Adds `width >= 0` and `height >= 0` (just below required) on the given axes of each item that lacks them,
    /// at once, through the dual simplex (``Solver/addOptionalInequalities(_:)``): a floor under an overflowing
    /// stack is violated by the whole overflow, which the dual simplex spreads over the floored items in one long
    /// step.
    func addSizeFloors(to offenders: [(state: ItemLayoutState, axes: SizeAxes)]) {
        var floors: [Constraint] = []
        func floor(_ size: Variable) -> Constraint {
            let floor = Constraint(LinearExpression(size), .greaterThanOrEqual, strength: EngineLevel.nonNegativeSize)
            floors.append(floor)
            return floor
        }
        for (state, axes) in offenders {
            guard let variables = state.variables else { continue }
            if axes.contains(.width) && state.widthFloor == nil { state.widthFloor = floor(variables.width) }
            if axes.contains(.height) && state.heightFloor == nil { state.heightFloor = floor(variables.height) }
        }
        // Fresh optional inequalities: nothing to throw.
        try? solver.addOptionalInequalities(floors)
    }
}
