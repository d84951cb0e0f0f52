import Cassowary
import Foundation

// Reading the solution: frames, guide rectangles, negative sizes, ambiguity.
extension LayoutEngine {
    /// The value of an optional position variable (a root's origin is 0).
    @inline(__always)
    func value(of variable: Variable?) -> Double {
        value(of: variable, reading: solver)
    }

    /// The value of an optional position variable in `solver`, the engine's, taken once by a caller that reads
    /// many (a root's origin is 0).
    @inline(__always)
    func value(of variable: Variable?, reading solver: Solver) -> Double {
        variable.map { solver.value(of: $0) } ?? 0
    }

    /// The solved rectangle of a registered guide in `view`'s coordinate space.
    func solvedRect(of guide: HeadlessLayoutGuide, relativeTo view: HeadlessView) -> CGRect? {
        guard let variables = registeredVariables(of: guide), let viewVariables = registeredVariables(of: view) else {
            return nil
        }
        return CGRect(
            x: value(of: variables.minX) - value(of: viewVariables.minX) + Double(view.boundsOrigin.x),
            y: value(of: variables.minY) - value(of: viewVariables.minY) + Double(view.boundsOrigin.y),
            width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// The solved width and height of an item with `variables`.
    func solvedSize(of variables: ItemVariables) -> CGSize {
        CGSize(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// A view's rectangle in the root's space: solved when the view is registered, from frames otherwise.
    func solvedRectInRoot(of view: HeadlessView) -> CGRect {
        if let variables = registeredVariables(of: view) {
            return CGRect(
                x: value(of: variables.minX), y: value(of: variables.minY),
                width: solver.value(of: variables.width), height: solver.value(of: variables.height))
        }
        return CGRect(origin: view.originInRoot, size: view.storedFrame.size)
    }

    /// Notes a width or height that required constraints force below zero (the engine's `size >= 0` had to give
    /// way): the frame pass then breaks a constraint of that conflict (see
    /// ``breakConstraintsForcingNegativeSizes(reported:)``).
    func checkNonNegative(_ item: any LayoutItem, width: Double, height: Double) {
        if width < -1e-7 || height < -1e-7 {
            negativeSizedItems.append(item)
        } else {
            state(of: item).reportedNegativeSize = false
        }
    }

    /// Reports, once, a width or height of `item` (a view or a user layout guide) that only the engine's own
    /// constraints force below zero.
    func reportNegativeSize(of item: any LayoutItem) {
        let state = state(of: item)
        guard !state.reportedNegativeSize, let variables = state.variables else { return }
        state.reportedNegativeSize = true
        let axis: NSLayoutConstraint.Axis = solver.value(of: variables.width) < -1e-7 ? .horizontal : .vertical
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let floor = NSLayoutConstraint(
            role: .nonNegativeSize, first: item, attribute, .greaterThanOrEqual, second: nil, .notAnAttribute,
            multiplier: 1, constant: 0, priority: .required)
        var involved = ConstraintGraph.constraintsAffecting(item, axis: axis).filter { $0.storedPriority.isRequired }
        involved.append(floor)
        LayoutDiagnostics.report(
            .unsatisfiableConstraints, Self.unsatisfiableMessage(involved, broken: floor), involved)
    }

    /// Whether another equally good solution moves any of the item's variables.
    func isAmbiguous(_ variables: ItemVariables) -> Bool {
        let all = [variables.minX, variables.minY, variables.width, variables.height].compactMap { $0 }
        return all.contains { solver.isAmbiguous($0) }
    }

    /// Finds another equally good value for an ambiguous variable of the item, through a temporary edit variable
    /// weaker than every constraint. Returns the item's rectangle in the root's space in that solution, or `nil`
    /// when nothing can move. When removing the edit variable keeps the new solution, the solution is marked as
    /// changed; otherwise (the solver fell back to its vertex) the caller applies the rectangle itself.
    func exerciseAmbiguity(of variables: ItemVariables) -> (rect: CGRect, kept: Bool)? {
        let all = [variables.minX, variables.minY, variables.width, variables.height].compactMap { $0 }
        func rect() -> CGRect {
            CGRect(
                x: value(of: variables.minX), y: value(of: variables.minY),
                width: solver.value(of: variables.width), height: solver.value(of: variables.height))
        }
        for variable in all where solver.isAmbiguous(variable) && !solver.hasEditVariable(variable) {
            let current = solver.value(of: variable)
            do {
                try solver.addEditVariable(variable, strength: EngineLevel.exercise)
            } catch {
                continue
            }
            var moved: CGRect?
            for delta in [100.0, -100.0, 10.0, -10.0] {
                try? solver.suggestValue(current + delta, for: variable)
                if abs(solver.value(of: variable) - current) > 1e-9 {
                    moved = rect()
                    break
                }
            }
            try? solver.removeEditVariable(variable)
            if let moved {
                let kept = rect() == moved
                if kept {
                    solutionChanged = true
                }
                return (moved, kept)
            }
        }
        return nil
    }
}
