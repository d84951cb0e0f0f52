#if PURELAYOUT_HEADLESS
import Cassowary
import Foundation
import PureLayoutSwift

/// Runs one recipe at one N in this process: the build and every step once, each timed on its first occurrence
/// and then checked (untimed) against every required constraint; any layout diagnostic is a failure of the
/// generator (a recipe must never make required constraints conflict), not a result of the engine, unless the
/// recipe is over-constrained on purpose: then the diagnostics are expected, and the check exempts the constraints
/// and negative sizes they report (``HuntReportedBreaks``).
struct HuntRunner {
    /// The recipe run.
    let recipe: HuntRecipe
    /// The number of leaf items.
    let n: Int

    /// The name a result of this recipe carries ("seed 17").
    static func resultName(of recipe: HuntRecipe) -> String { "seed \(recipe.seed)" }

    /// Builds, lays out and changes the recipe's scene, timing each step once.
    /// - Parameter publish: Receives the result so far after every step (a child process writes it to its result
    ///   file, so that a time limit keeps the steps that finished).
    func run(publishing publish: (AdversarialResult) -> Void = { _ in }) -> AdversarialResult {
        var result = AdversarialResult(workload: Self.resultName(of: recipe), n: n)
        let start = Stopwatch.clock.now
        /// Records `operation` with the problems it reported and publishes the result so far.
        func finish(_ operation: OperationResult, diagnostics: (count: Int, firstMessage: String?)) {
            var operation = operation
            operation.diagnostics = diagnostics.count
            if let message = diagnostics.firstMessage {
                operation.failure =
                    (operation.failure.map { $0 + "; " } ?? "")
                    + "generator bug: \(diagnostics.count) diagnostic(s); first: \(message)"
            }
            result.operations.append(operation)
            result.elapsedMs = Stopwatch.milliseconds(start.duration(to: Stopwatch.clock.now))
            result.peakMemoryMB = PeakMemory.megabytes()
            publish(result)
        }
        var scene: HuntScene?
        var build = OperationResult(name: "build")
        let breaks = recipe.isOverConstrained ? HuntReportedBreaks() : nil
        let buildDiagnostics = Self.problems(expecting: breaks) {
            build.milliseconds = Stopwatch.operationMilliseconds { scene = HuntScene(recipe: recipe, n: n) }
        }
        finish(build, diagnostics: buildDiagnostics)
        guard let scene else { return result }
        scene.reportedBreaks = breaks
        for step in scene.steps() {
            var operation = OperationResult(name: step.name)
            let diagnostics = Self.problems(expecting: breaks) {
                let workBefore = scene.root.hierarchySolverWorkCounts ?? SolverWorkCounts()
                operation.milliseconds = Stopwatch.operationMilliseconds(step.perform)
                operation.work = scene.root.hierarchySolverWorkCounts?.since(workBefore)
                operation.heldCells = scene.root.hierarchyHeldCells
                operation.failure = step.check()
            }
            finish(operation, diagnostics: diagnostics)
        }
        return result
    }

    /// Runs `body` and returns how many layout diagnostics and PureLayout failures it reported, and the first
    /// one's message; with `breaks` (an over-constrained recipe), the layout diagnostics go there instead, and only
    /// PureLayout failures count.
    static func problems(
        expecting breaks: HuntReportedBreaks?, during body: () -> Void
    ) -> (count: Int, firstMessage: String?) {
        guard let breaks else { return problems(during: body) }
        var failures: [String] = []
        breaks.recording {
            PureLayout.withFailureHandler({ failures.append($0.message) }, perform: body)
        }
        return (failures.count, failures.first)
    }

    /// Runs `body` and returns how many layout diagnostics and PureLayout failures it reported, and the first
    /// one's message.
    static func problems(during body: () -> Void) -> (count: Int, firstMessage: String?) {
        var failures: [String] = []
        let diagnostics = AdversarialRunner.diagnostics {
            PureLayout.withFailureHandler({ failures.append($0.message) }, perform: body)
        }
        return (diagnostics.count + failures.count, diagnostics.firstMessage ?? failures.first)
    }
}
#endif
