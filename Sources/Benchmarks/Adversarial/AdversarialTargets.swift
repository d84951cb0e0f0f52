#if PURELAYOUT_HEADLESS
import Foundation

/// Issue #18's targets over the adversarial workloads, checked on one run: every operation's first occurrence grows
/// with exponent at most 1.15 from N = 1,000 to 10,000; at 10,000 a build and the first layout after it take at most
/// 250 ms together, every other operation at most 50 ms, and the measuring process at most 100 MB. A check whose
/// sizes did not run is not measurable (`met == nil`).
enum AdversarialTargets {
    /// The smaller and the larger N the targets compare.
    static let sizes = [1_000, 10_000]

    /// One check per target.
    static func evaluate(_ results: [AdversarialResult]) -> [TargetCheck] {
        let small = results.filter { $0.n == sizes[0] }
        let large = results.filter { $0.n == sizes[1] }
        var growth: [(String, Double?)] = []
        var firstBuilds: [(String, Double?)] = []
        var others: [(String, Double?)] = []
        for result in large {
            let smaller = small.first { $0.workload == result.workload }
            for operation in result.operations {
                let time = operation.milliseconds ?? (operation.stoppedAt != nil ? .infinity : nil)
                let name = "\(result.workload): \(operation.name)"
                if let smaller {
                    let before = smaller.operations.first { $0.name == operation.name }?.milliseconds
                    let exponent = AdversarialTable.growthExponent(before, time, sizes: sizes)
                    growth.append((name, time == .infinity ? .infinity : exponent))
                }
                if !isFirstBuild(operation.name) { others.append((name, time)) }
            }
            let build = result.operations.first { $0.name == "build" }
            let layout = result.operations.first { $0.name.hasPrefix("first layout") }
            let total = build.map { build in
                [build, layout].compactMap { $0 }.reduce(0.0) { sum, operation in
                    sum + (operation.milliseconds ?? (operation.stoppedAt != nil ? .infinity : .nan))
                }
            }
            firstBuilds.append(("\(result.workload)", total.flatMap { $0.isNaN ? nil : $0 }))
        }
        let milliseconds = { (value: Double) in
            value.isFinite ? TableRenderer.milliseconds(value) + " ms" : "did not finish in time"
        }
        return [
            TargetCheck.worst(
                "every operation grows with exponent ≤ 1.15 from N = 1,000 to 10,000", small.isEmpty ? [] : growth,
                limit: 1.15 + 1e-9, format: TargetCheck.exponent),
            TargetCheck.worst(
                "build + first layout ≤ 250 ms at N = 10,000", firstBuilds, limit: 250 + 1e-9, format: milliseconds),
            TargetCheck.worst(
                "every other operation's first occurrence ≤ 50 ms at N = 10,000", others, limit: 50 + 1e-9,
                format: milliseconds),
            TargetCheck.worst(
                "peak memory ≤ 100 MB at N = 10,000", large.map { ($0.workload, $0.peakMemoryMB) }, limit: 100 + 1e-9,
                format: { String(format: "%.1f MB", $0) }),
        ]
    }

    /// Whether `operation` is a build or the first layout after it (the targets give those 250 ms together).
    static func isFirstBuild(_ operation: String) -> Bool {
        operation == "build" || operation.hasPrefix("first layout")
    }
}
#endif
