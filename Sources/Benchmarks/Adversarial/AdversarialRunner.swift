#if PURELAYOUT_HEADLESS
import Cassowary
import Foundation
import PureLayoutSwift

/// The time of one operation's first occurrence.
struct OperationResult: Codable, Sendable, Equatable {
    /// The operation ("build" or one of ``AdversarialWorkload/operations``).
    var name: String
    /// Its time in milliseconds; `nil` when it did not finish.
    var milliseconds: Double?
    /// When a limit stopped it: how long it had run at least, in milliseconds.
    var atLeastMilliseconds: Double?
    /// The limit that stopped it ("120 s", "6144 MB"), if one did.
    var stoppedAt: String?
    /// How many layout diagnostics it reported.
    var diagnostics: Int = 0
    /// A wrong frame or an unexpected number of diagnostics.
    var failure: String?
    /// What the hierarchy's solver did to its tableau during it (the hunt records it; `nil` elsewhere, and for a
    /// step before the hierarchy has an engine).
    var work: SolverWorkCounts?
    /// The cells the hierarchy's tableau holds after it (the hunt records it, as ``work``).
    var heldCells: Int?
}

/// One adversarial workload measured at one N.
struct AdversarialResult: Codable, Sendable {
    /// The workload's name (``AdversarialKind`` raw value).
    var workload: String
    /// The requested N.
    var n: Int
    /// The operations that finished (and, after a time limit, the one that was stopped), in order.
    var operations: [OperationResult] = []
    /// The time from the start of the build to the end of the last finished operation, checks included.
    var elapsedMs: Double = 0
    /// The peak resident memory of the measuring process, in MiB.
    var peakMemoryMB: Double?
    /// Whether the measurement was stopped at the time or the memory limit.
    var timedOut = false
    /// A crash or a failure of the child process.
    var failure: String?

    /// Whether every finished operation was right and nothing failed.
    var correct: Bool { failure == nil && operations.allSatisfy { $0.failure == nil } }
}

/// Runs one adversarial workload at one N: the build and every operation once, each timed on its first
/// occurrence and checked afterwards (untimed).
struct AdversarialRunner {
    /// The workload measured.
    let workload: any AdversarialWorkload
    /// The requested N.
    let n: Int

    /// Measures every operation in order.
    /// - Parameter publish: Receives the result so far after every operation (a child process writes it to its
    ///   result file, so that a time limit keeps the operations that finished).
    func run(publishing publish: (AdversarialResult) -> Void = { _ in }) -> AdversarialResult {
        var result = AdversarialResult(workload: workload.kind.rawValue, n: n)
        let start = Stopwatch.clock.now
        func finish(_ operation: OperationResult) {
            result.operations.append(operation)
            result.elapsedMs = Stopwatch.milliseconds(start.duration(to: Stopwatch.clock.now))
            result.peakMemoryMB = PeakMemory.megabytes()
            publish(result)
        }
        var scene: AdversarialScene?
        let buildMessages = Self.diagnostics {
            let milliseconds = Stopwatch.operationMilliseconds { scene = workload.makeScene(n: n) }
            result.operations.append(OperationResult(name: "build", milliseconds: milliseconds))
        }
        if let scene {
            var build = result.operations.removeLast()
            build.diagnostics = buildMessages.count
            build.failure = buildMessages.firstMessage.map { "build reported: \($0)" }
            finish(build)
            for step in scene.steps {
                var operation = OperationResult(name: step.name)
                var failure: String?
                let messages = Self.diagnostics {
                    operation.milliseconds = Stopwatch.operationMilliseconds(step.perform)
                    failure = step.check()
                }
                operation.diagnostics = messages.count
                if messages.count != step.expectedDiagnostics {
                    failure = failure
                        ?? "\(messages.count) diagnostic(s), expected \(step.expectedDiagnostics)"
                        + (messages.firstMessage.map { "; first: \($0)" } ?? "")
                }
                operation.failure = failure
                finish(operation)
            }
        }
        return result
    }

    /// Runs `body` and returns how many layout diagnostics it reported, and the first one's message.
    static func diagnostics(during body: () -> Void) -> (count: Int, firstMessage: String?) {
        let counter = DiagnosticCounter()
        counter.counting(body)
        return counter.snapshot
    }

    /// What the parent reports for a child that stopped early: the finished operations, and the one it was in
    /// (the next of the workload's operations) with at least the time it ran before it was stopped.
    static func stopped(
        _ partial: AdversarialResult?, workload: any AdversarialWorkload, n: Int, outcome: ChildProcessRunner.Outcome
    ) -> AdversarialResult {
        stopped(partial, named: workload.kind.rawValue, steps: ["build"] + workload.operations, n: n, outcome: outcome)
    }

    /// What the parent reports for a child that stopped early, for a run named `name` whose steps are `names`
    /// (a workload's, or a hunt recipe's): the finished steps, and the one it was in with at least the time it
    /// ran before it was stopped.
    static func stopped(
        _ partial: AdversarialResult?, named name: String, steps names: [String], n: Int,
        outcome: ChildProcessRunner.Outcome
    ) -> AdversarialResult {
        var result = partial ?? AdversarialResult(workload: name, n: n)
        result.failure = outcome.failure ?? "unreadable child result"
        result.timedOut = outcome.timedOut
        if let limit = outcome.stoppedAt {
            result.peakMemoryMB = nil  // the last value the child wrote is not its peak
            if result.operations.count < names.count {
                result.operations.append(
                    OperationResult(
                        name: names[result.operations.count],
                        atLeastMilliseconds: max(0, outcome.wallMilliseconds - result.elapsedMs), stoppedAt: limit))
            }
        }
        return result
    }
}
#endif
