import Foundation

/// The kept measuring engines whose measured subtree holds a view: how a change made to a view, or to a constraint
/// installed on it, reaches the engines that must follow it (see `LayoutEngine+KeptMeasurement.swift`).
///
/// Every view of a kept engine's subtree names that engine here from the moment the engine is built; views that
/// share the same engines share one object, so a subtree of thousands of views costs one reference each. A view
/// that joins a subtree after its engine was built is not named, but joining made that engine stale (see
/// ``HeadlessView/invalidateMeasuringEngines()``): a live, current engine is named by exactly the views of its
/// subtree. Names of gone or stale engines stay until the next engine over the view is built, and are ignored.
final class MeasuringCoverage {
    /// The handles of the engines (unretained: the measured view owns its engine).
    let engines: [EngineHandle]

    /// Makes the coverage naming `engines`.
    init(engines: [EngineHandle]) {
        self.engines = engines
    }

    /// Calls `body` with each engine named here that is alive and current, borrowed.
    @inline(__always)
    func forEachCurrentEngine(_ body: (KeptMeasurement) -> Void) {
        for handle in engines {
            handle.withEngine { engine in
                if let kept = engine.kept, !kept.isStale {
                    body(kept)
                }
            }
        }
    }

    /// Whether the engine of `handle` is named here.
    func names(_ handle: EngineHandle) -> Bool {
        engines.contains { $0 === handle }
    }

    /// This coverage without the engines that are gone or stale, with `handle` added.
    func adding(_ handle: EngineHandle) -> MeasuringCoverage {
        var kept = engines.filter { other in
            other !== handle && other.withEngine { $0.kept.map { !$0.isStale } ?? false } == true
        }
        kept.append(handle)
        return MeasuringCoverage(engines: kept)
    }
}

extension HeadlessView {
    /// Calls `body` with the kept measuring engines whose subtree holds this view (none, nearly always).
    @inline(__always)
    func forEachMeasuringEngine(_ body: (KeptMeasurement) -> Void) {
        guard isInMeasuredSubtree, let coverage = measuringCoverage else { return }
        coverage.forEachCurrentEngine(body)
    }

    /// Tells the kept measuring engines whose subtree holds this view that it changed in a way they do not follow
    /// in place (a subview or guide joined or left, a reading direction changed): each measures afresh next time.
    @inline(__always)
    func invalidateMeasuringEngines() {
        forEachMeasuringEngine { $0.invalidate() }
    }

    /// Tells the kept measuring engines holding this view that its intrinsic size changed: its content size
    /// constraints are refreshed and the baseline constraints naming it lowered again (its baselines may move with
    /// the content), as the hierarchy's engine does.
    func tellMeasuringEnginesContentChanged() {
        guard isInMeasuredSubtree, let coverage = measuringCoverage else { return }
        for constraint in layoutState.referencingConstraints
        where constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline {
            coverage.forEachCurrentEngine { $0.note(constraint, relower: true) }
        }
    }
}

extension NSLayoutConstraint {
    /// Tells the kept measuring engines whose subtree holds the view this constraint is installed on that it
    /// changed: its constant or priority (`relower` false), or whether it is installed (`relower` true).
    @inline(__always)
    func tellMeasuringEngines(installedOn view: Unmanaged<HeadlessView>?, relower: Bool) {
        guard let view, view._withUnsafeGuaranteedRef({ $0.isInMeasuredSubtree }) else { return }
        view._withUnsafeGuaranteedRef { $0.forEachMeasuringEngine { $0.note(self, relower: relower) } }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a first or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
