#if PURELAYOUT_HEADLESS
import Foundation

/// The `Benchmarks` executable: parses the options, runs the measurements (in child processes or in this
/// process), prints the table and the target checks, and writes the JSON report.
enum BenchmarkCommand {
    /// Runs the command line and returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        let options: BenchmarkOptions
        do {
            options = try BenchmarkOptions.parse(arguments)
        } catch {
            printError("Benchmarks: \(error.description)")
            return 2
        }
        if options.showsHelp {
            print(BenchmarkOptions.usage)
            return 0
        }
        if let resultFile = options.resultFile {
            return runChild(options, resultFile: resultFile)
        }
        if let comparison = options.huntComparison {
            return HuntComparison.run(before: comparison.before, after: comparison.after)
        }
        if let hunt = options.hunt {
            return HuntCommand.run(hunt, options: options)
        }
        let useChildren = !options.inProcess && options.measurementCount > 1
        var report = BenchmarkReport(
            engine: "PureLayoutSwift (HeadlessLayout + Cassowary)", date: ISO8601DateFormatter().string(from: Date()),
            host: hostDescription(), childProcesses: useChildren, results: [], tinyLayouts: nil, adversarial: nil,
            targets: [])
        let child = ChildProcessRunner(
            executable: ChildProcessRunner.currentExecutable(), timeoutSeconds: options.timeoutSeconds,
            memoryLimitMB: options.memoryLimitMB)
        var step = 0
        for (kind, n) in options.workloadCells {
            step += 1
            printError("[\(step)/\(options.measurementCount)] \(kind.rawValue) n=\(n) …")
            let (result, milliseconds) = Stopwatch.measure {
                useChildren ? measureInChild(kind, n: n, child) : WorkloadRunner(workload: kind.workload, n: n).run()
            }
            let outcome = result.correct ? "" : ": \(result.failure ?? "wrong")"
            printError("    \(String(format: "%.1f", milliseconds / 1000)) s\(outcome)")
            report.results.append(result)
        }
        if options.includesTinyLayouts {
            step += 1
            printError("[\(step)/\(options.measurementCount)] tiny layouts …")
            report.tinyLayouts = useChildren ? measureTinyInChild(child) : TinyLayoutsRunner().run()
        }
        for (kind, n) in options.adversarialCells {
            step += 1
            printError("[\(step)/\(options.measurementCount)] \(kind.rawValue) n=\(n) (adversarial) …")
            let (result, milliseconds) = Stopwatch.measure {
                useChildren
                    ? measureAdversarialInChild(kind, n: n, child)
                    : AdversarialRunner(workload: kind.workload, n: n).run()
            }
            let outcome = result.correct ? "" : ": \(AdversarialTable.failures(of: result).joined(separator: "; "))"
            printError("    \(String(format: "%.1f", milliseconds / 1000)) s\(outcome)")
            report.adversarial = (report.adversarial ?? []) + [result]
        }
        if !options.workloads.isEmpty || options.includesTinyLayouts {
            report.targets = TargetEvaluator.evaluate(report)
            print(TableRenderer.render(report, timeoutSeconds: options.timeoutSeconds))
        }
        if let adversarial = report.adversarial {
            print(AdversarialTable.render(adversarial))
        }
        if let jsonPath = options.jsonPath {
            do {
                try encode(report).write(to: URL(fileURLWithPath: jsonPath))
                printError("wrote \(jsonPath)")
            } catch {
                printError("Benchmarks: could not write \(jsonPath): \(error)")
                return 1
            }
        }
        return 0
    }

    /// Child mode: one measurement, its JSON written to `resultFile`.
    private static func runChild(_ options: BenchmarkOptions, resultFile: String) -> Int32 {
        if let hunt = options.hunt {
            guard hunt.seeds.count == 1, hunt.sizes.count == 1 else {
                printError("Benchmarks: --result-file needs exactly one --hunt-seed and one --n")
                return 2
            }
            return HuntCommand.runChild(hunt.recipe(seed: hunt.seeds[0]), n: hunt.sizes[0], resultFile: resultFile)
        }
        let data: Data
        do {
            if let kind = options.adversarial.first, let n = options.adversarialSizes.first,
                options.measurementCount == 1
            {
                let url = URL(fileURLWithPath: resultFile)
                let runner = AdversarialRunner(workload: kind.workload, n: n)
                let result = runner.run(publishing: { partial in try? encode(partial).write(to: url, options: .atomic) })
                data = try encode(result)
            } else if options.includesTinyLayouts && options.workloads.isEmpty {
                data = try encode(TinyLayoutsRunner().run())
            } else if let kind = options.workloads.first, let n = options.sizes.first,
                options.measurementCount == 1
            {
                let url = URL(fileURLWithPath: resultFile)
                let runner = WorkloadRunner(workload: kind.workload, n: n)
                let result =
                    options.coldOnly
                    ? runner.runColdBuild()
                    : runner.run(publishing: { partial in try? encode(partial).write(to: url, options: .atomic) })
                data = try encode(result)
            } else {
                printError("Benchmarks: --result-file needs exactly one workload and one --n")
                return 2
            }
            try data.write(to: URL(fileURLWithPath: resultFile))
        } catch {
            printError("Benchmarks: could not write \(resultFile): \(error)")
            return 1
        }
        return 0
    }

    private static func measureInChild(_ kind: WorkloadKind, n: Int, _ child: ChildProcessRunner) -> WorkloadResult {
        let outcome = child.run(workload: kind.rawValue, n: n)
        guard var result = outcome.data.flatMap({ try? JSONDecoder().decode(WorkloadResult.self, from: $0) }) else {
            return .unmeasured(
                kind.workload, n: n, failure: outcome.failure ?? "unreadable child result", timedOut: outcome.timedOut)
        }
        if let failure = outcome.failure {
            result.failure = result.failure.map { "\($0); \(failure)" } ?? failure
            result.correct = false
        }
        if outcome.timedOut {
            result.timedOut = true
            result.peakMemoryMB = nil  // the last value the child wrote is not its peak
            return result
        }
        // The cold build is the best of three fresh processes (this one and two that do nothing else).
        for _ in 0..<(coldProcesses - 1) {
            let cold = child.run(workload: kind.rawValue, n: n, extraArguments: ["--cold-only"])
            if let data = cold.data, let other = try? JSONDecoder().decode(WorkloadResult.self, from: data),
                let time = other.firstBuildAndFirstLayoutMs
            {
                result.firstBuildAndFirstLayoutMs = min(result.firstBuildAndFirstLayoutMs ?? time, time)
            }
        }
        return result
    }

    /// How many fresh processes the cold build is the best of.
    static let coldProcesses = 3

    private static func measureAdversarialInChild(
        _ kind: AdversarialKind, n: Int, _ child: ChildProcessRunner
    ) -> AdversarialResult {
        let outcome = child.run(workload: kind.rawValue, n: n)
        let partial = outcome.data.flatMap { try? JSONDecoder().decode(AdversarialResult.self, from: $0) }
        if let partial, outcome.failure == nil { return partial }
        return AdversarialRunner.stopped(partial, workload: kind.workload, n: n, outcome: outcome)
    }

    private static func measureTinyInChild(_ child: ChildProcessRunner) -> TinyLayoutsResult {
        let outcome = child.run(workload: BenchmarkOptions.tinyLayoutsName, n: TinyLayoutsRunner.viewsPerContainer)
        var result =
            outcome.data.flatMap { try? JSONDecoder().decode(TinyLayoutsResult.self, from: $0) }
            ?? TinyLayoutsResult(
                layouts: TinyLayoutsRunner.defaultLayoutsPerBatch, viewsPerContainer: TinyLayoutsRunner.viewsPerContainer,
                constraintsPerContainer: TinyLayoutsRunner.workload.totalConstraintCount(
                    n: TinyLayoutsRunner.viewsPerContainer),
                batches: 0, correct: false, failure: nil, timedOut: false)
        if outcome.data == nil && outcome.failure == nil { result.failure = "unreadable child result" }
        if let failure = outcome.failure {
            result.failure = result.failure.map { "\($0); \(failure)" } ?? failure
            result.correct = false
        }
        if outcome.timedOut {
            result.timedOut = true
            result.peakMemoryMB = nil
        }
        return result
    }

    /// Pretty-printed JSON with sorted keys.
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(value)
    }

    private static func hostDescription() -> String {
        let info = ProcessInfo.processInfo
        return "\(info.activeProcessorCount) cores, \(info.operatingSystemVersionString)"
    }

    /// Writes a line to standard error (progress and errors; the table goes to standard output).
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
#endif
