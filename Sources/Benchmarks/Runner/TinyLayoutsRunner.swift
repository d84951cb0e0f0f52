#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Many tiny layouts, the shape of a test suite: a fresh 10-view stack container (``StackWorkload`` at n = 10)
/// is built and laid out 2,000 times per batch, and every container's last frame is checked.
struct TinyLayoutsRunner {
    /// Layouts per timed batch.
    static let defaultLayoutsPerBatch = 2_000
    /// Views per container.
    static let viewsPerContainer = 10
    /// The container's workload.
    static let workload = StackWorkload()

    /// How many batches are timed (the median is reported).
    var batches = 3
    /// Layouts per batch (``defaultLayoutsPerBatch`` unless a test asks for fewer).
    var layoutsPerBatch = Self.defaultLayoutsPerBatch

    /// The median time per layout, checking every container.
    func run() -> TinyLayoutsResult {
        let counter = DiagnosticCounter()
        var result = TinyLayoutsResult(
            layouts: layoutsPerBatch, viewsPerContainer: Self.viewsPerContainer,
            constraintsPerContainer: Self.workload.totalConstraintCount(n: Self.viewsPerContainer),
            batches: 0, correct: false, failure: "not run", timedOut: false)
        counter.counting { result = measure() }
        let diagnostics = counter.snapshot
        if diagnostics.count > 0 && result.failure == nil {
            result.failure = "\(diagnostics.count) layout diagnostic(s); first: \(diagnostics.firstMessage ?? "")"
        }
        result.correct = result.failure == nil
        result.peakMemoryMB = PeakMemory.megabytes()
        return result
    }

    private func measure() -> TinyLayoutsResult {
        let workload = Self.workload
        let n = Self.viewsPerContainer
        let checked = workload.build(n: n, style: .raw)
        checked.root.layoutIfNeeded()
        var failure = FrameCheck.check(checked, of: workload, n: n, state: workload.initialState(n: n), phase: "layout")
        let expectedLast = workload.expectedFrames(n: n, state: workload.initialState(n: n)).last ?? .zero

        var samples = Samples()
        var wrongContainers = 0
        for _ in 0..<batches {
            let milliseconds = Stopwatch.milliseconds {
                for _ in 0..<layoutsPerBatch {
                    let scene = workload.build(n: n, style: .raw)
                    scene.root.layoutIfNeeded()
                    if let last = scene.views.last, !FrameCheck.matches(last.frame, expectedLast) {
                        wrongContainers += 1
                    }
                }
            }
            samples.append(milliseconds)
        }
        if wrongContainers > 0 {
            failure = failure ?? "\(wrongContainers) containers had a wrong last frame"
        }
        return TinyLayoutsResult(
            layouts: layoutsPerBatch, viewsPerContainer: n,
            constraintsPerContainer: workload.totalConstraintCount(n: n),
            microsecondsPerLayout: samples.median.map { $0 * 1000 / Double(layoutsPerBatch) },
            batchMs: samples.median, batches: samples.count, correct: failure == nil, failure: failure,
            timedOut: false)
    }
}
#endif
