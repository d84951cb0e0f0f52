#if PURELAYOUT_HEADLESS
import Foundation

/// The `--hunt` and `--hunt-seed` modes of `Benchmarks`: each recipe at each N in a fresh child process (or in this
/// process with `--in-process`), then the table and the findings; and the child's side of one measurement.
enum HuntCommand {
    /// Runs the hunt `request` asks for and prints its report; returns the exit status.
    static func run(_ request: HuntRequest, options: BenchmarkOptions) -> Int32 {
        let child = ChildProcessRunner(
            executable: ChildProcessRunner.currentExecutable(), timeoutSeconds: options.timeoutSeconds,
            memoryLimitMB: options.memoryLimitMB)
        let total = request.seeds.count * request.sizes.count
        var step = 0
        var seedResults: [HuntSeedResult] = []
        for seed in request.seeds {
            let recipe = request.recipe(seed: seed)
            var results: [AdversarialResult] = []
            for n in request.sizes {
                step += 1
                if let stopped = results.last, stopped.timedOut {
                    // A smaller N already passed a limit: a larger one would only pass it later.
                    results.append(
                        AdversarialResult(
                            workload: HuntRunner.resultName(of: recipe), n: n,
                            timedOut: true, failure: "not run: N=\(stopped.n) was stopped"))
                    continue
                }
                BenchmarkCommand.printError("[\(step)/\(total)] seed \(seed) n=\(n) …")
                let (result, milliseconds) = Stopwatch.measure {
                    options.inProcess
                        ? HuntRunner(recipe: recipe, n: n).run()
                        : measureInChild(recipe, n: n, request.childArguments, child)
                }
                let outcome = result.correct ? "" : ": \(AdversarialTable.failures(of: result).joined(separator: "; "))"
                BenchmarkCommand.printError("    \(String(format: "%.1f", milliseconds / 1000)) s\(outcome)")
                results.append(result)
            }
            seedResults.append(HuntSeedResult(seed: seed, recipe: recipe.summary, results: results))
        }
        if request.isReplay, let only = seedResults.first {
            print(HuntTable.renderReplay(only, sizes: request.sizes, threshold: request.threshold))
        } else {
            print(HuntTable.render(seedResults, sizes: request.sizes, threshold: request.threshold))
        }
        if let jsonPath = options.jsonPath {
            do {
                try BenchmarkCommand.encode(seedResults).write(to: URL(fileURLWithPath: jsonPath))
                BenchmarkCommand.printError("wrote \(jsonPath)")
            } catch {
                BenchmarkCommand.printError("Benchmarks: could not write \(jsonPath): \(error)")
                return 1
            }
        }
        return 0
    }

    /// Child mode: runs `recipe` at `n` in this process, writing the result so far to `resultFile` after
    /// every step (so that a time limit keeps the steps that finished) and the whole result at the end.
    static func runChild(_ recipe: HuntRecipe, n: Int, resultFile: String) -> Int32 {
        let url = URL(fileURLWithPath: resultFile)
        let result = HuntRunner(recipe: recipe, n: n).run { partial in
            try? BenchmarkCommand.encode(partial).write(to: url, options: .atomic)
        }
        do {
            try BenchmarkCommand.encode(result).write(to: url, options: .atomic)
        } catch {
            BenchmarkCommand.printError("Benchmarks: could not write \(resultFile): \(error)")
            return 1
        }
        return 0
    }

    /// Runs `recipe` at `n` in a child process; a child that was stopped or died keeps the steps it finished, and
    /// the step it was in is marked with the limit and the time it ran at least.
    private static func measureInChild(
        _ recipe: HuntRecipe, n: Int, _ arguments: [String], _ child: ChildProcessRunner
    ) -> AdversarialResult {
        let outcome = child.run(
            workload: HuntRequest.workloadName, n: n, extraArguments: ["--hunt-seed", String(recipe.seed)] + arguments)
        let partial = outcome.data.flatMap { try? JSONDecoder().decode(AdversarialResult.self, from: $0) }
        if let partial, outcome.failure == nil { return partial }
        return AdversarialRunner.stopped(
            partial, named: HuntRunner.resultName(of: recipe), steps: recipe.stepNames, n: n, outcome: outcome)
    }
}
#endif
