#if PURELAYOUT_HEADLESS
import Foundation

/// The measurements of one workload at one N; all times are medians in milliseconds. The same shape is written
/// by `scripts/kiwi_workloads.py`, so the comparison script reads both.
struct WorkloadResult: Codable, Sendable {
    /// The workload's name (``WorkloadKind`` raw value).
    var workload: String
    /// The requested N.
    var n: Int
    /// How many views the workload made.
    var views: Int
    /// Constraints the build activated.
    var explicitConstraints: Int
    /// Implicit intrinsic-size constraints (hugging and compression resistance).
    var implicitConstraints: Int
    /// `explicitConstraints + implicitConstraints`: what the solver holds (the root's frame not included).
    var constraints: Int
    /// How many views the constant change moves.
    var viewsMovedByConstantChange: Int
    /// Creating the views and activating the constraints (raw initializers).
    var buildMs: Double?
    /// The first `layoutIfNeeded()`.
    var firstLayoutMs: Double?
    /// Build plus first layout, the median of the per-trial sums.
    var buildAndFirstLayoutMs: Double?
    /// Build plus first layout of the first trial: the first hierarchy a fresh process builds, before any table
    /// has grown or page been touched, which is what an app's first screen costs and what a median hides (the best
    /// of three fresh processes when children measure).
    var firstBuildAndFirstLayoutMs: Double?
    /// Changing the root's width and laying out again.
    var resizeMs: Double?
    /// Setting every view's frame by hand, through the public `frame` setter, to the frame a resize gives it (or
    /// back): no solver and no layout pass, only the frame updates that a resize moving every view makes too.
    /// Swift only.
    var frameWritesMs: Double?
    /// Changing the middle constraint's constant and laying out again.
    var constantChangeMs: Double?
    /// Deactivating the middle constraint, laying out, reactivating it, laying out.
    var churnMs: Double?
    /// The same build made with PureLayout calls.
    var pureLayoutBuildMs: Double?
    /// The raw build again, timed in turns with the PureLayout build (same conditions, many more samples at
    /// small N than ``buildMs``).
    var rawBuildPairedMs: Double?
    /// How much slower the PureLayout build is than the raw one timed in turns with it, in percent.
    var apiOverheadPercent: Double?
    /// `buildAndFirstLayoutMs` per solver constraint, in microseconds.
    var microsecondsPerConstraint: Double?
    /// The peak resident memory of the process that measured this workload, in MiB.
    var peakMemoryMB: Double?
    /// How many build-and-layout trials the medians come from.
    var trials: Int
    /// Whether every checked frame matched the closed-form answer and no diagnostic was reported.
    var correct: Bool
    /// What went wrong: a wrong frame, a diagnostic, a crash or a timeout.
    var failure: String?
    /// How many layout diagnostics the engine reported while measuring.
    var diagnostics: Int
    /// Whether the measurement was stopped at the time limit.
    var timedOut: Bool

    /// An empty result for a workload that produced no measurement (crash or timeout).
    static func unmeasured(
        _ workload: any LayoutWorkload, n: Int, failure: String, timedOut: Bool
    ) -> WorkloadResult {
        WorkloadResult(
            workload: workload.kind.rawValue, n: n, views: workload.viewCount(n: n),
            explicitConstraints: workload.explicitConstraintCount(n: n),
            implicitConstraints: workload.implicitConstraintCount(n: n),
            constraints: workload.totalConstraintCount(n: n),
            viewsMovedByConstantChange: workload.viewsMovedByConstantChange(n: n), trials: 0, correct: false,
            failure: failure, diagnostics: 0, timedOut: timedOut)
    }
}

/// Many tiny layouts: a fresh 10-view stack container built and laid out again and again, the shape of a test
/// suite.
struct TinyLayoutsResult: Codable, Sendable {
    /// Layouts per batch.
    var layouts: Int
    /// Views per container.
    var viewsPerContainer: Int
    /// Solver constraints per container (explicit plus intrinsic).
    var constraintsPerContainer: Int
    /// The median over batches of the time per layout (build, layout, read frames), in microseconds.
    var microsecondsPerLayout: Double?
    /// The median batch time in milliseconds.
    var batchMs: Double?
    /// How many batches were timed.
    var batches: Int
    /// The peak resident memory of the measuring process, in MiB.
    var peakMemoryMB: Double?
    /// Whether the checked container's frames were right and no diagnostic was reported.
    var correct: Bool
    /// What went wrong, if anything.
    var failure: String?
    /// Whether the measurement was stopped at the time limit.
    var timedOut: Bool
}

/// The whole run: what `--json PATH` writes.
struct BenchmarkReport: Codable, Sendable {
    /// The engine measured.
    var engine: String
    /// When the run finished (ISO 8601).
    var date: String
    /// The host's processor count and operating system.
    var host: String
    /// Whether every workload ran in its own child process (peak memory per workload).
    var childProcesses: Bool
    /// One entry per workload and N.
    var results: [WorkloadResult]
    /// The tiny-layouts measurement, if it ran.
    var tinyLayouts: TinyLayoutsResult?
    /// The adversarial workloads, one entry per workload and N (`nil` when none ran).
    var adversarial: [AdversarialResult]?
    /// The performance targets that these numbers alone can check.
    var targets: [TargetCheck]
}

/// One performance target checked against the measurements.
struct TargetCheck: Codable, Sendable {
    /// What the target says.
    var target: String
    /// The measured value, as shown.
    var measured: String
    /// `true` met, `false` missed, `nil` not measurable in this run.
    var met: Bool?

    /// The check that every value is below `limit`, naming the worst one and how many are not below (when more than
    /// one); a value that was not measured makes it missed, and with none measured it is not measurable.
    static func worst(
        _ target: String, _ values: [(String, Double?)], limit: Double, format: (Double) -> String
    ) -> TargetCheck {
        let measured = values.compactMap { name, value in value.map { (name, $0) } }
        guard let worst = measured.max(by: { $0.1 < $1.1 }) else {
            return TargetCheck(target: target, measured: "not measured in this run", met: nil)
        }
        let missing = values.count - measured.count
        let over = measured.count(where: { $0.1 >= limit })
        var text = "worst \(worst.0): \(format(worst.1))"
        if over > 1 { text += " (\(over) of \(measured.count) over)" }
        if missing > 0 { text += " (\(missing) not measured)" }
        return TargetCheck(target: target, measured: text, met: worst.1 < limit && missing == 0)
    }

    /// A ratio shown as `2.41×`, or "did not finish in time" for an infinite one.
    static func ratio(_ value: Double) -> String {
        value.isFinite ? String(format: "%.2f×", value) : "did not finish in time"
    }

    /// A growth exponent shown as `1.07`, or "did not finish in time" for an infinite one.
    static func exponent(_ value: Double) -> String {
        value.isFinite ? String(format: "%.2f", value) : "did not finish in time"
    }
}
#endif
