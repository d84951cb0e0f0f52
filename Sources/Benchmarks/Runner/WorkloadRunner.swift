import Foundation
import PureLayoutSwift

/// Counts the diagnostics the engine reports while a measurement runs; lock-protected because the diagnostics
/// handler is `@Sendable`.
final class DiagnosticCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded = 0
    private var firstMessage: String?

    /// Records one diagnostic.
    func record(_ diagnostic: LayoutDiagnostic) {
        lock.lock()
        recorded += 1
        if firstMessage == nil { firstMessage = diagnostic.message }
        lock.unlock()
    }

    /// How many diagnostics were reported, and the first one's message.
    var snapshot: (count: Int, firstMessage: String?) {
        lock.lock()
        defer { lock.unlock() }
        return (recorded, firstMessage)
    }

    /// Runs `body` with this counter as the current diagnostics handler.
    func counting(_ body: () -> Void) {
        LayoutDiagnostics.withHandler({ [self] diagnostic in record(diagnostic) }) {
            body()
        }
    }
}

/// Measures one workload at one N: build, first layout, resize, constant change, churn, and the PureLayout
/// build, checking the frames after every kind of change.
struct WorkloadRunner {
    /// The workload measured.
    let workload: any LayoutWorkload
    /// The requested N.
    let n: Int
    /// How often each measurement is repeated.
    var policy = RepetitionPolicy()

    /// The medians of every measurement (in-process; peak memory is this process's so far).
    func run() -> WorkloadResult {
        let counter = DiagnosticCounter()
        var result = WorkloadResult.unmeasured(workload, n: n, failure: "not run", timedOut: false)
        counter.counting { result = measure() }
        let diagnostics = counter.snapshot
        result.diagnostics = diagnostics.count
        if diagnostics.count > 0 && result.failure == nil {
            result.failure = "\(diagnostics.count) layout diagnostic(s); first: \(diagnostics.firstMessage ?? "")"
        }
        result.correct = result.failure == nil
        result.peakMemoryMB = PeakMemory.megabytes()
        return result
    }

    private func measure() -> WorkloadResult {
        var build = Samples(), firstLayout = Samples(), buildAndLayout = Samples()
        var resize = Samples(), constantChange = Samples(), churn = Samples(), pureLayoutBuild = Samples()
        var failure: String?
        var trials = 0
        var elapsed = 0.0
        var firstTrial = 0.0
        repeat {
            let trial = Stopwatch.milliseconds {
                let raw = measureRawTrial(
                    build: &build, firstLayout: &firstLayout, buildAndLayout: &buildAndLayout, resize: &resize,
                    constantChange: &constantChange, churn: &churn)
                let pureLayout = measurePureLayoutBuild(into: &pureLayoutBuild, check: trials == 0)
                failure = failure ?? raw ?? pureLayout
            }
            if trials == 0 { firstTrial = trial }
            trials += 1
            elapsed += trial
        } while policy.wantsAnotherTrial(after: trials, elapsed: elapsed, firstTrial: firstTrial)

        var result = WorkloadResult.unmeasured(workload, n: n, failure: "", timedOut: false)
        result.buildMs = build.median
        result.firstLayoutMs = firstLayout.median
        result.buildAndFirstLayoutMs = buildAndLayout.median
        result.resizeMs = resize.median
        result.constantChangeMs = constantChange.median
        result.churnMs = churn.median
        result.pureLayoutBuildMs = pureLayoutBuild.median
        if let raw = build.median, let pureLayout = pureLayoutBuild.median, raw > 0 {
            result.apiOverheadPercent = (pureLayout / raw - 1) * 100
        }
        if let total = buildAndLayout.median {
            result.microsecondsPerConstraint = total * 1000 / Double(max(1, result.constraints))
        }
        result.trials = trials
        result.failure = failure
        return result
    }

    /// One trial on a fresh raw-built hierarchy; returns the first wrong answer seen, if any.
    private func measureRawTrial(
        build: inout Samples, firstLayout: inout Samples, buildAndLayout: inout Samples, resize: inout Samples,
        constantChange: inout Samples, churn: inout Samples
    ) -> String? {
        let base = workload.initialState(n: n)
        let (scene, buildMs) = Stopwatch.measure { workload.build(n: n, style: .raw) }
        let root = scene.root
        let layoutMs = Stopwatch.milliseconds { root.layoutIfNeeded() }
        build.append(buildMs)
        firstLayout.append(layoutMs)
        buildAndLayout.append(buildMs + layoutMs)
        var failure = check(scene, base, "first layout")
        if scene.explicitConstraintCount != workload.explicitConstraintCount(n: n) {
            failure = "the build made \(scene.explicitConstraintCount) constraints, the workload defines "
                + "\(workload.explicitConstraintCount(n: n))"
        }

        // Resize: the root's width alternates between the resized and the initial width.
        let rootHeight = workload.rootSize(n: n).height
        let resized = SceneState(rootWidth: workload.resizedRootWidth(n: n), middleChanged: false)
        failure = failure
            ?? repeatPairs(
                into: &resize,
                forward: {
                    root.frame = CGRect(x: 0, y: 0, width: resized.rootWidth, height: rootHeight)
                    root.layoutIfNeeded()
                },
                checkForward: { check(scene, resized, "resize") },
                back: {
                    root.frame = CGRect(x: 0, y: 0, width: base.rootWidth, height: rootHeight)
                    root.layoutIfNeeded()
                })
        failure = failure ?? check(scene, base, "resize back")

        // Constant change: the middle constraint's constant alternates between changed and base.
        let middle = scene.middleConstraint
        let baseConstant = middle.constant
        let changed = SceneState(rootWidth: base.rootWidth, middleChanged: true)
        failure = failure
            ?? repeatPairs(
                into: &constantChange,
                forward: {
                    middle.constant = baseConstant + workload.middleConstantChange
                    root.layoutIfNeeded()
                },
                checkForward: { check(scene, changed, "constant change") },
                back: {
                    middle.constant = baseConstant
                    root.layoutIfNeeded()
                })
        failure = failure ?? check(scene, base, "constant change back")

        // Churn: deactivate, lay out, reactivate, lay out.
        var repetitions = 0
        var churnElapsed = 0.0
        while policy.wantsAnotherRepetition(after: repetitions, elapsed: churnElapsed) {
            let milliseconds = Stopwatch.milliseconds {
                middle.isActive = false
                root.layoutIfNeeded()
                middle.isActive = true
                root.layoutIfNeeded()
            }
            churn.append(milliseconds)
            churnElapsed += milliseconds
            repetitions += 1
        }
        return failure ?? check(scene, base, "churn")
    }

    /// Times `forward` and `back` in turns (both are samples), checking the state after the first `forward`.
    private func repeatPairs(
        into samples: inout Samples, forward: () -> Void, checkForward: () -> String?, back: () -> Void
    ) -> String? {
        var failure: String?
        var repetitions = 0
        var elapsed = 0.0
        while policy.wantsAnotherRepetition(after: repetitions, elapsed: elapsed) {
            let forwardMs = Stopwatch.milliseconds(forward)
            if repetitions == 0 { failure = checkForward() }
            let backMs = Stopwatch.milliseconds(back)
            samples.append(forwardMs)
            samples.append(backMs)
            elapsed += forwardMs + backMs
            repetitions += 2
        }
        return failure
    }

    /// Times the PureLayout build; when `check` is set, lays it out (untimed) and checks its frames.
    private func measurePureLayoutBuild(into samples: inout Samples, check shouldCheck: Bool) -> String? {
        let (scene, milliseconds) = Stopwatch.measure { workload.build(n: n, style: .pureLayout) }
        samples.append(milliseconds)
        guard shouldCheck else { return nil }
        scene.root.layoutIfNeeded()
        if scene.explicitConstraintCount != workload.explicitConstraintCount(n: n) {
            return "the PureLayout build made \(scene.explicitConstraintCount) constraints, the raw one "
                + "\(workload.explicitConstraintCount(n: n))"
        }
        return check(scene, workload.initialState(n: n), "PureLayout build")
    }

    private func check(_ scene: LayoutScene, _ state: SceneState, _ phase: String) -> String? {
        FrameCheck.check(scene, of: workload, n: n, state: state, phase: phase)
    }
}
