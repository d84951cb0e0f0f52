#if PURELAYOUT_HEADLESS
import Foundation
import Testing

@testable import Benchmarks

/// The runners measure correct layouts end to end, and the command line and the table read as documented.
/// Times are only required to exist, never compared with a threshold.
@Suite struct RunnerTests {
    /// One trial, two repetitions of each cheap operation: enough to run every code path.
    static let quickPolicy = RepetitionPolicy(
        maximumTrials: 1, minimumTrials: 1, slowTrialMilliseconds: 0, trialBudgetMilliseconds: 0,
        maximumRepetitions: 2, repetitionBudgetMilliseconds: 0)

    @Test(arguments: WorkloadKind.allCases)
    func workloadRunnerChecksEveryMeasuredState(kind: WorkloadKind) {
        let result = WorkloadRunner(workload: kind.workload, n: 20, policy: Self.quickPolicy).run()
        #expect(result.correct, "\(result.failure ?? "")")
        #expect(result.failure == nil)
        #expect(result.diagnostics == 0)
        #expect(result.trials == 1)
        #expect(result.constraints == kind.workload.totalConstraintCount(n: 20))
        #expect(result.buildAndFirstLayoutMs != nil && result.firstBuildAndFirstLayoutMs != nil)
        #expect(result.resizeMs != nil && result.constantChangeMs != nil && result.churnMs != nil)
        #expect(result.frameWritesMs != nil)
        #expect(result.pureLayoutBuildMs != nil && result.apiOverheadPercent != nil)
    }

    @Test(arguments: WorkloadKind.allCases)
    func coldBuildMeasuresOnlyTheFirstBuildAndChecksIt(kind: WorkloadKind) {
        let result = WorkloadRunner(workload: kind.workload, n: 20).runColdBuild()
        #expect(result.correct, "\(result.failure ?? "")")
        #expect(result.firstBuildAndFirstLayoutMs != nil)
        #expect(result.resizeMs == nil && result.constantChangeMs == nil)
    }

    @Test func tinyLayoutsRunnerChecksEveryContainer() {
        let result = TinyLayoutsRunner(batches: 1, layoutsPerBatch: 20).run()
        #expect(result.correct, "\(result.failure ?? "")")
        #expect(result.layouts == 20)
        #expect(result.batches == 1)
        #expect(result.constraintsPerContainer == 51)
        #expect(result.microsecondsPerLayout != nil)
    }

    @Test func samplesReportTheMedian() {
        var samples = Samples()
        #expect(samples.median == nil)
        for value in [5.0, 1, 3] { samples.append(value) }
        #expect(samples.median == 3)
        samples.append(10)
        #expect(samples.median == 4)
        #expect(samples.first == 5)
    }

    @Test func optionsDefaultToEveryWorkloadAtThreeSizes() throws {
        let options = try BenchmarkOptions.parse([])
        #expect(options.workloads == WorkloadKind.allCases)
        #expect(options.includesTinyLayouts)
        #expect(options.sizes == [100, 1_000, 10_000])
        #expect(options.measurementCount == 16)
    }

    @Test func optionsReadWorkloadsSizesAndFlags() throws {
        let options = try BenchmarkOptions.parse([
            "--workload", "stack,tiny", "--n", "10_000", "--json", "out.json", "--timeout", "60", "--in-process",
        ])
        #expect(options.workloads == [.stack])
        #expect(options.includesTinyLayouts)
        #expect(options.sizes == [10_000])
        #expect(options.jsonPath == "out.json")
        #expect(options.timeoutSeconds == 60)
        #expect(options.inProcess)
        #expect(try BenchmarkOptions.parse(["--quick"]).sizes == [100, 1_000])
        #expect(try BenchmarkOptions.parse(["--help"]).showsHelp)
    }

    @Test(arguments: [["--workload", "pyramid"], ["--n", "1"], ["--n"], ["--timeout", "-3"], ["--fast"]])
    func optionsRefuseMistakes(arguments: [String]) {
        #expect(throws: BenchmarkOptions.ParseError.self) { try BenchmarkOptions.parse(arguments) }
    }

    @Test func tableShowsEveryResultAndFlagsWrongOnes() {
        var good = WorkloadResult.unmeasured(StackWorkload(), n: 100, failure: "", timedOut: false)
        good.failure = nil
        good.correct = true
        good.buildAndFirstLayoutMs = 12.5
        good.firstBuildAndFirstLayoutMs = 31.4
        good.frameWritesMs = 0.25
        let slow = WorkloadResult.unmeasured(ChainWorkload(), n: 10_000, failure: "stopped after 300 s", timedOut: true)
        let wrong = WorkloadResult.unmeasured(GridWorkload(), n: 100, failure: "after resize: 1 of 100 frames wrong",
            timedOut: false)
        let report = BenchmarkReport(
            engine: "test", date: "", host: "", childProcesses: true, results: [good, slow, wrong], tinyLayouts: nil,
            targets: [])
        let text = TableRenderer.render(report, timeoutSeconds: 300)
        #expect(text.contains("12.5"))
        #expect(text.contains(" first b+l ") && text.contains("31.4"))
        #expect(text.contains(" frames ") && text.contains("0.250"))
        #expect(text.contains("> 300 s"))
        #expect(TableRenderer.checkText(good) == "ok")
        #expect(TableRenderer.checkText(slow) == "timeout")
        #expect(TableRenderer.checkText(wrong) == "WRONG")
        #expect(text.contains("chain n=10000: stopped after 300 s"))
        #expect(text.contains("grid n=100: after resize: 1 of 100 frames wrong"))
    }

    @Test func targetsNameTheWorstMeasurement() {
        var fast = WorkloadResult.unmeasured(StackWorkload(), n: 10_000, failure: "", timedOut: false)
        fast.buildAndFirstLayoutMs = 100
        var slow = WorkloadResult.unmeasured(GridWorkload(), n: 10_000, failure: "", timedOut: false)
        slow.buildAndFirstLayoutMs = 400
        let report = BenchmarkReport(
            engine: "test", date: "", host: "", childProcesses: true, results: [fast, slow], tinyLayouts: nil,
            targets: [])
        let checks = TargetEvaluator.evaluate(report)
        let buildCheck = checks.first { $0.target.hasPrefix("build + first layout") }
        #expect(buildCheck?.met == false)
        #expect(buildCheck?.measured.contains("grid 10000") == true)
        #expect(checks.first { $0.target.hasPrefix("peak memory") }?.met == nil)
    }

    @Test func issue18TargetsCheckTheResizeAgainstFramesAndTheGrowthFromOneThousand() {
        func result(_ n: Int, build: Double, resize: Double, frames: Double) -> WorkloadResult {
            var result = WorkloadResult.unmeasured(GridWorkload(), n: n, failure: "", timedOut: false)
            result.buildAndFirstLayoutMs = build
            result.resizeMs = resize
            result.frameWritesMs = frames
            result.churnMs = build / 10
            result.pureLayoutBuildMs = build / 2
            result.peakMemoryMB = n == 10_000 ? 120 : 30
            return result
        }
        // Build + first layout 20 times larger at 10 times the views: exponent 1.30; resize 3× the frames.
        let report = BenchmarkReport(
            engine: "test", date: "", host: "", childProcesses: true,
            results: [result(1_000, build: 2, resize: 0.1, frames: 0.05), result(10_000, build: 40, resize: 1.2, frames: 0.4)],
            tinyLayouts: nil, targets: [])
        let checks = TargetEvaluator.evaluate(report)
        let growth = checks.first { $0.target.hasPrefix("every measure grows") }
        #expect(growth?.met == false)
        #expect(growth?.measured.contains("grid build + first layout: 1.30") == true)
        let resize = checks.first { $0.target.hasPrefix("resize ≤ 2.5×") }
        #expect(resize?.met == false)
        #expect(resize?.measured == "worst grid 10000: 3.00×")
        #expect(checks.first { $0.target.hasPrefix("peak memory < 100 MB") }?.met == false)

        let linear = BenchmarkReport(
            engine: "test", date: "", host: "", childProcesses: true,
            results: [result(1_000, build: 2, resize: 0.1, frames: 0.05), result(10_000, build: 20, resize: 1, frames: 0.5)],
            tinyLayouts: nil, targets: [])
        let met = TargetEvaluator.evaluate(linear)
        #expect(met.first { $0.target.hasPrefix("every measure grows") }?.met == true)
        #expect(met.first { $0.target.hasPrefix("resize ≤ 2.5×") }?.met == true)
    }
}
#endif
