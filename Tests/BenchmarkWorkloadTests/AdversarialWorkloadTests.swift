#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

@testable import Benchmarks

/// Every adversarial workload, at small N, lays out to its closed-form frames (or, where equal priorities leave
/// a choice, to the closed-form shape) after every operation the benchmark times, with exactly the diagnostics
/// the operation expects: so the benchmark never times a wrong answer.
@Suite struct AdversarialWorkloadTests {
    @Test(arguments: AdversarialKind.allCases)
    func everyOperationLeavesTheClosedFormLayout(kind: AdversarialKind) {
        let workload = kind.workload
        for n in [2, 10, 33] {
            let result = AdversarialRunner(workload: workload, n: n).run()
            #expect(result.operations.map(\.name) == ["build"] + workload.operations, "\(kind) n=\(n)")
            for operation in result.operations {
                #expect(operation.milliseconds != nil, "\(kind) n=\(n): \(operation.name) not timed")
                #expect(operation.failure == nil, "\(kind) n=\(n): \(operation.name): \(operation.failure ?? "")")
            }
            #expect(result.correct)
        }
    }

    @Test func theChainCheckFindsABrokenChain() {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<3).map { index in
            let view = HeadlessView(frame: CGRect(x: 0, y: 10 + CGFloat(index) * 30, width: 10, height: 20))
            root.addSubview(view)
            return view
        }
        let check = { (end: CGFloat, maximum: CGFloat) in
            ChainCheck.mismatch(views, along: .vertical, start: 10, gap: { _ in 10 }, end: end, maximum: { _ in maximum })
        }
        #expect(check(90, 20) == nil)
        #expect(check(80, 20) != nil)
        #expect(check(90, 15) != nil)
        views[1].frame.origin.y += 1
        #expect(check(90, 20) != nil)
    }

    @Test func theTableShowsTheExponentAndTheLimitThatStoppedAnOperation() {
        let small = AdversarialResult(
            workload: "edges", n: 1_000,
            operations: [OperationResult(name: "build", milliseconds: 1), OperationResult(name: "layout", milliseconds: 10)])
        let large = AdversarialResult(
            workload: "edges", n: 10_000,
            operations: [
                OperationResult(name: "build", milliseconds: 10),
                OperationResult(name: "layout", atLeastMilliseconds: 1_000, stoppedAt: "120 s"),
            ], timedOut: true, failure: "stopped after 120 s")
        let text = AdversarialTable.render([small, large])
        #expect(text.contains("1.00"))
        #expect(text.contains("> 120 s"))
        #expect(text.contains("> 2.00"))
    }

    @Test func issue18TargetsNameTheWorstOperationAndCountTheOthers() {
        func result(_ workload: String, _ n: Int, _ times: [(String, Double)], peak: Double) -> AdversarialResult {
            var result = AdversarialResult(
                workload: workload, n: n, operations: times.map { OperationResult(name: $0.0, milliseconds: $0.1) })
            result.peakMemoryMB = peak
            return result
        }
        let results = [
            result("cell", 1_000, [("build", 2), ("first layout", 8), ("root shrinks", 3), ("label grows", 1)], peak: 30),
            result(
                "cell", 10_000, [("build", 20), ("first layout", 90), ("root shrinks", 35), ("label grows", 20)],
                peak: 85),
            result("fitting", 1_000, [("build", 2), ("fitting size", 11)], peak: 30),
            result("fitting", 10_000, [("build", 15), ("fitting size", 125)], peak: 84),
        ]
        let checks = AdversarialTargets.evaluate(results)
        #expect(checks.map(\.met) == [false, true, false, true])
        // "label grows": 1 → 20 ms, exponent 1.30; the others are linear or below.
        #expect(checks[0].measured == "worst cell: label grows: 1.30")
        #expect(checks[1].measured == "worst cell: 110.0 ms")
        #expect(checks[2].measured == "worst fitting: fitting size: 125.0 ms")
        let text = AdversarialTable.render(results)
        #expect(text.contains("targets (issue #18, at N = 1,000 and 10,000):"))
        #expect(text.contains("MISSED  every other operation's first occurrence ≤ 50 ms at N = 10,000"))

        // Two operations over 50 ms are counted; without N = 1,000 the growth is not measurable.
        let slower = [
            result("cell", 10_000, [("build", 20), ("first layout", 90), ("root shrinks", 60)], peak: 85),
            result("fitting", 10_000, [("build", 15), ("fitting size", 125)], peak: 84),
        ]
        let only = AdversarialTargets.evaluate(slower)
        #expect(only[0].met == nil)
        #expect(only[2].measured == "worst fitting: fitting size: 125.0 ms (2 of 2 over)")
    }

    @Test func optionsSelectTheAdversarialFamilyAtItsOwnSizes() throws {
        let options = try BenchmarkOptions.parse(["--workload", "adversarial", "--memory-limit", "512"])
        #expect(options.adversarial == AdversarialKind.allCases)
        #expect(options.workloads.isEmpty)
        #expect(options.adversarialSizes == [1_000, 10_000])
        #expect(options.memoryLimitMB == 512)
        #expect(options.measurementCount == 2 * AdversarialKind.allCases.count)
        let one = try BenchmarkOptions.parse(["--workload", "compete", "--n", "50"])
        #expect(one.adversarial == [.compete] && one.adversarialSizes == [50] && one.measurementCount == 1)
    }
}
#endif
