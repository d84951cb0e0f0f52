#if PURELAYOUT_HEADLESS
import Foundation

/// Checks the performance targets that need no kiwisolver numbers (`scripts/compare_kiwi.sh` checks the rest).
enum TargetEvaluator {
    /// One check per target, over every result it applies to; a target with no applicable result is `nil`.
    static func evaluate(_ report: BenchmarkReport) -> [TargetCheck] {
        let results = report.results
        let largest = results.filter { $0.n >= 10_000 }
        var checks: [TargetCheck] = []

        checks.append(
            limit(
                "build + first layout < 250 ms at N = 10,000", largest, limit: 250,
                value: { $0.buildAndFirstLayoutMs }, unit: "ms"))
        checks.append(
            limit(
                "peak memory < 100 MB (each workload at N = 10,000)", largest, limit: 100,
                value: { $0.peakMemoryMB }, unit: "MB"))
        checks.append(growthCheck(results))
        checks.append(
            ratioCheck(
                "resize ≤ 2.5× setting the same frames by hand at N = 10,000",
                largest.map { result in
                    ("\(result.workload) \(result.n)", both(result.resizeMs, result.frameWritesMs).map { $0.0 / $0.1 })
                }, limit: 2.5 + 1e-9))

        var scaling: [(String, Double?)] = []
        for kind in WorkloadKind.allCases {
            let mine = results.filter { $0.workload == kind.rawValue }
            guard let small = mine.first(where: { $0.n == 100 }), let large = mine.first(where: { $0.n == 10_000 })
            else { continue }
            let ratio = both(small.microsecondsPerConstraint, large.microsecondsPerConstraint).map { $0.1 / $0.0 }
            scaling.append((kind.rawValue, ratio ?? (large.timedOut ? Double.infinity : nil)))
        }
        checks.append(ratioCheck("time per constraint at N = 10,000 ≤ 3× that at N = 100", scaling, limit: 3))

        checks.append(
            limit(
                "constant change < 1 ms moving one view (siblings)", results.filter { $0.workload == "siblings" },
                limit: 1, value: { $0.constantChangeMs }, unit: "ms"))
        checks.append(
            limit(
                "constant change < 10 ms moving half (stack, nesting)",
                results.filter { $0.workload == "stack" || $0.workload == "nesting" }, limit: 10,
                value: { $0.constantChangeMs }, unit: "ms"))
        checks.append(
            limit(
                "resize of a 10,000-view stack < 20 ms", largest.filter { $0.workload == "stack" }, limit: 20,
                value: { $0.resizeMs }, unit: "ms"))

        let churn = results.map { result in
            ("\(result.workload) \(result.n)", both(result.constantChangeMs, result.churnMs).map { $0.1 / $0.0 })
        }
        checks.append(ratioCheck("churn ≤ 10× a constant change", churn, limit: 10))

        let api = results.map { result in
            ("\(result.workload) \(result.n)", result.apiOverheadPercent.map { $0 / 100 + 1 })
        }
        checks.append(ratioCheck("PureLayout build ≤ 1.5× the raw build (API overhead ≤ 50%)", api, limit: 1.5))
        return checks
    }

    /// Every applicable result's value must be below `limit`; the measured text names the worst.
    private static func limit(
        _ target: String, _ results: [WorkloadResult], limit: Double, value: (WorkloadResult) -> Double?,
        unit: String
    ) -> TargetCheck {
        let values = results.map { result in
            ("\(result.workload) \(result.n)", value(result) ?? (result.timedOut ? Double.infinity : nil))
        }
        return TargetCheck.worst(
            target, values, limit: limit,
            format: { $0.isFinite ? TableRenderer.milliseconds($0) + " \(unit)" : "did not finish in time" })
    }

    private static func ratioCheck(_ target: String, _ values: [(String, Double?)], limit: Double) -> TargetCheck {
        TargetCheck.worst(target, values, limit: limit, format: TargetCheck.ratio)
    }

    /// Issue #18's growth target over the five workloads: each median measure's exponent between N = 1,000 and
    /// 10,000 (a measure stopped at 10,000 counts as infinite). The constant change and the churn are left out: on
    /// most workloads they take microseconds for one view, where an exponent measures the clock.
    private static func growthCheck(_ results: [WorkloadResult]) -> TargetCheck {
        let measures: [(String, (WorkloadResult) -> Double?)] = [
            ("build + first layout", { $0.buildAndFirstLayoutMs }), ("resize", { $0.resizeMs }),
            ("PureLayout build", { $0.pureLayoutBuildMs }),
        ]
        var values: [(String, Double?)] = []
        for kind in WorkloadKind.allCases {
            let mine = results.filter { $0.workload == kind.rawValue }
            guard let small = mine.first(where: { $0.n == 1_000 }), let large = mine.first(where: { $0.n == 10_000 })
            else { continue }
            for (name, measure) in measures {
                let exponent = AdversarialTable.growthExponent(measure(small), measure(large), sizes: [1_000, 10_000])
                values.append(("\(kind.rawValue) \(name)", exponent ?? (large.timedOut ? .infinity : nil)))
            }
        }
        return TargetCheck.worst(
            "every measure grows with exponent ≤ 1.15 from N = 1,000 to 10,000", values, limit: 1.15 + 1e-9,
            format: TargetCheck.exponent)
    }
}

/// Both values, or `nil`.
private func both(_ first: Double?, _ second: Double?) -> (Double, Double)? {
    guard let first, let second else { return nil }
    return (first, second)
}
#endif
