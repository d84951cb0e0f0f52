#if PURELAYOUT_HEADLESS
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

/// Measures one workload at one N: build, first layout, resize, the same frames set by hand, constant change,
/// churn, and the PureLayout build, checking the frames after every kind of change.
struct WorkloadRunner {
    /// The workload measured.
    let workload: any LayoutWorkload
    /// The requested N.
    let n: Int
    /// How often each measurement is repeated.
    var policy = RepetitionPolicy()

    /// The medians of every measurement (in-process; peak memory is this process's so far).
    /// - Parameter publish: Receives the result so far after every phase (a child process writes it to its
    ///   result file, so that a time limit keeps the phases that finished).
    func run(publishing publish: (WorkloadResult) -> Void = { _ in }) -> WorkloadResult {
        let counter = DiagnosticCounter()
        let log = MeasurementLog()
        let current = { log.result(for: workload, n: n, diagnostics: counter.snapshot) }
        counter.counting {
            var elapsed = 0.0
            var firstTrial = 0.0
            repeat {
                let trial = Stopwatch.milliseconds {
                    measureRawTrial(log) { publish(current()) }
                    log.record(measureBuildsInTurns(into: log, check: log.trials == 0))
                    log.trials += 1
                    publish(current())
                }
                if log.trials == 1 { firstTrial = trial }
                elapsed += trial
            } while policy.wantsAnotherTrial(after: log.trials, elapsed: elapsed, firstTrial: firstTrial)
        }
        return current()
    }

    /// Only the first build + first layout of this process (the cold measurement, for a process that does nothing
    /// else; see ``WorkloadResult/firstBuildAndFirstLayoutMs``).
    func runColdBuild() -> WorkloadResult {
        let log = MeasurementLog()
        let counter = DiagnosticCounter()
        counter.counting {
            let (scene, buildMs) = Stopwatch.measure { workload.build(n: n, style: .raw) }
            let layoutMs = Stopwatch.milliseconds { scene.root.layoutIfNeeded() }
            log.buildAndLayout.append(buildMs + layoutMs)
            log.record(check(scene, workload.initialState(n: n), "first layout"))
        }
        return log.result(for: workload, n: n, diagnostics: counter.snapshot)
    }

    /// One trial on a fresh raw-built hierarchy, recording samples and the first wrong answer in `log` and
    /// calling `phaseDone` after each phase.
    private func measureRawTrial(_ log: MeasurementLog, phaseDone: () -> Void) {
        let base = workload.initialState(n: n)
        let (scene, buildMs) = Stopwatch.measure { workload.build(n: n, style: .raw) }
        let root = scene.root
        let layoutMs = Stopwatch.milliseconds { root.layoutIfNeeded() }
        log.build.append(buildMs)
        log.firstLayout.append(layoutMs)
        log.buildAndLayout.append(buildMs + layoutMs)
        if scene.explicitConstraintCount != workload.explicitConstraintCount(n: n) {
            log.record(
                "the build made \(scene.explicitConstraintCount) constraints, the workload defines "
                    + "\(workload.explicitConstraintCount(n: n))")
        }
        log.record(check(scene, base, "first layout"))
        phaseDone()

        // Resize: the root's width alternates between the resized and the initial width.
        let rootHeight = workload.rootSize(n: n).height
        let resized = SceneState(rootWidth: workload.resizedRootWidth(n: n), middleChanged: false)
        log.record(
            repeatPairs(
                into: &log.resize,
                forward: {
                    root.frame = CGRect(x: 0, y: 0, width: resized.rootWidth, height: rootHeight)
                    root.layoutIfNeeded()
                },
                checkForward: { check(scene, resized, "resize") },
                back: {
                    root.frame = CGRect(x: 0, y: 0, width: base.rootWidth, height: rootHeight)
                    root.layoutIfNeeded()
                }))
        log.record(check(scene, base, "resize back"))
        phaseDone()

        // Frames by hand: every view given the frame the resize gives it, and back, through the public `frame`
        // setter (no solver, no layout pass): the frame updates of a resize on their own, which no faster solver
        // removes.
        let views = scene.views
        let resizedFrames = workload.expectedFrames(n: n, state: resized)
        let baseFrames = workload.expectedFrames(n: n, state: base)
        log.record(
            repeatPairs(
                into: &log.frameWrites,
                forward: { Self.assign(resizedFrames, to: views) },
                checkForward: { check(scene, resized, "frames set by hand") },
                back: { Self.assign(baseFrames, to: views) }))
        root.layoutIfNeeded()
        log.record(check(scene, base, "layout after frames set by hand"))
        phaseDone()

        // Constant change: the middle constraint's constant alternates between changed and base.
        let middle = scene.middleConstraint
        let baseConstant = middle.constant
        let changed = SceneState(rootWidth: base.rootWidth, middleChanged: true)
        log.record(
            repeatPairs(
                into: &log.constantChange,
                forward: {
                    middle.constant = baseConstant + workload.middleConstantChange
                    root.layoutIfNeeded()
                },
                checkForward: { check(scene, changed, "constant change") },
                back: {
                    middle.constant = baseConstant
                    root.layoutIfNeeded()
                }))
        log.record(check(scene, base, "constant change back"))
        phaseDone()

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
            log.churn.append(milliseconds)
            churnElapsed += milliseconds
            repetitions += 1
        }
        log.record(check(scene, base, "churn"))
        phaseDone()
    }

    /// Sets each view's frame to the frame at the same position.
    private static func assign(_ frames: [CGRect], to views: [HeadlessView]) {
        for (view, frame) in zip(views, frames) {
            view.frame = frame
        }
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

    /// Times the raw and the PureLayout builds in turns (no layout), so that both see the same conditions; when
    /// `check` is set, lays the first PureLayout build out (untimed) and checks its constraint count and frames.
    private func measureBuildsInTurns(into log: MeasurementLog, check shouldCheck: Bool) -> String? {
        var failure: String?
        var repetitions = 0
        var elapsed = 0.0
        while policy.wantsAnotherRepetition(after: repetitions, elapsed: elapsed) {
            let rawMs = Stopwatch.measure { workload.build(n: n, style: .raw) }.milliseconds
            let (scene, pureLayoutMs) = Stopwatch.measure { workload.build(n: n, style: .pureLayout) }
            log.rawBuildPaired.append(rawMs)
            log.pureLayoutBuild.append(pureLayoutMs)
            elapsed += rawMs + pureLayoutMs
            if shouldCheck && repetitions == 0 {
                scene.root.layoutIfNeeded()
                if scene.explicitConstraintCount != workload.explicitConstraintCount(n: n) {
                    failure = "the PureLayout build made \(scene.explicitConstraintCount) constraints, the raw one "
                        + "\(workload.explicitConstraintCount(n: n))"
                } else {
                    failure = check(scene, workload.initialState(n: n), "PureLayout build")
                }
            }
            repetitions += 2
        }
        return failure
    }

    private func check(_ scene: LayoutScene, _ state: SceneState, _ phase: String) -> String? {
        FrameCheck.check(scene, of: workload, n: n, state: state, phase: phase)
    }
}
#endif
