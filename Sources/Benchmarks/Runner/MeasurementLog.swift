#if PURELAYOUT_HEADLESS
import Foundation

/// The samples and the first wrong answer gathered while one workload is measured, turned into a
/// ``WorkloadResult`` at any moment (a child process publishes one after every phase, so a time limit keeps the
/// phases that finished).
final class MeasurementLog {
    /// Creating the views and activating the constraints (raw initializers).
    var build = Samples()
    /// The first `layoutIfNeeded()`.
    var firstLayout = Samples()
    /// Build plus first layout, per trial.
    var buildAndLayout = Samples()
    /// Root width changes with their layouts.
    var resize = Samples()
    /// Every view's frame set by hand to the one a resize gives it (or back).
    var frameWrites = Samples()
    /// Middle constant changes with their layouts.
    var constantChange = Samples()
    /// Deactivate, lay out, reactivate, lay out.
    var churn = Samples()
    /// The PureLayout build, timed in turns with ``rawBuildPaired``.
    var pureLayoutBuild = Samples()
    /// The raw build alone (no layout), timed in turns with ``pureLayoutBuild``.
    var rawBuildPaired = Samples()
    /// Finished trials.
    var trials = 0
    /// The first wrong answer seen.
    private(set) var failure: String?

    /// Keeps `failure` if it is the first one.
    func record(_ failure: String?) {
        if self.failure == nil { self.failure = failure }
    }

    /// The medians so far, with the diagnostics counted so far.
    func result(
        for workload: any LayoutWorkload, n: Int, diagnostics: (count: Int, firstMessage: String?)
    ) -> WorkloadResult {
        var result = WorkloadResult.unmeasured(workload, n: n, failure: "", timedOut: false)
        result.buildMs = build.median
        result.firstLayoutMs = firstLayout.median
        result.buildAndFirstLayoutMs = buildAndLayout.median
        result.firstBuildAndFirstLayoutMs = buildAndLayout.first
        result.resizeMs = resize.median
        result.frameWritesMs = frameWrites.median
        result.constantChangeMs = constantChange.median
        result.churnMs = churn.median
        result.pureLayoutBuildMs = pureLayoutBuild.median
        result.rawBuildPairedMs = rawBuildPaired.median
        if let raw = rawBuildPaired.median, let pureLayout = pureLayoutBuild.median, raw > 0 {
            result.apiOverheadPercent = (pureLayout / raw - 1) * 100
        }
        if let total = buildAndLayout.median {
            result.microsecondsPerConstraint = total * 1000 / Double(max(1, result.constraints))
        }
        result.trials = trials
        result.diagnostics = diagnostics.count
        result.failure = failure
        if diagnostics.count > 0 && failure == nil {
            result.failure = "\(diagnostics.count) layout diagnostic(s); first: \(diagnostics.firstMessage ?? "")"
        }
        result.correct = result.failure == nil
        result.peakMemoryMB = PeakMemory.megabytes()
        return result
    }
}
#endif
