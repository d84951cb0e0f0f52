#if PURELAYOUT_HEADLESS
import Foundation

/// Renders the adversarial results: one row per workload and operation, the first occurrence's time at every N,
/// the growth exponent between the two largest N, and each N's peak memory; then the targets
/// (``AdversarialTargets``) when 1,000 or 10,000 ran.
enum AdversarialTable {
    /// The table and the failures, as printed after a run.
    static func render(_ results: [AdversarialResult]) -> String {
        let sizes = Array(Set(results.map(\.n))).sorted()
        var lines = [
            "adversarial workloads — first occurrence of each operation in ms (no repetition, no median); "
                + "exp = log(t\(sizes.last ?? 0) / t\(sizes.dropLast().last ?? 0)) / log(\(sizes.last ?? 0) / "
                + "\(sizes.dropLast().last ?? 0)) (1 linear, 2 quadratic); peak MB = the measuring child's VmHWM",
            "",
        ]
        let header =
            ["workload", "operation"] + sizes.map { "N=\($0)" } + ["exp"] + sizes.map { "peak MB \($0)" } + ["check"]
        var rows: [[String]] = []
        var workloads: [String] = []
        for result in results where !workloads.contains(result.workload) { workloads.append(result.workload) }
        for workload in workloads {
            let mine = Dictionary(
                results.filter { $0.workload == workload }.map { ($0.n, $0) }, uniquingKeysWith: { first, _ in first })
            var names: [String] = []
            for size in sizes {
                for operation in mine[size]?.operations ?? [] where !names.contains(operation.name) {
                    names.append(operation.name)
                }
            }
            for (index, name) in names.enumerated() {
                let operations = sizes.map { size in mine[size]?.operations.first { $0.name == name } }
                let times = operations.map(time)
                let memory = sizes.map { index == 0 ? TableRenderer.number(mine[$0]?.peakMemoryMB, digits: 1) : "" }
                let wrong = operations.contains { $0?.failure != nil }
                rows.append(
                    [index == 0 ? workload : "", name] + times + [exponent(operations, sizes)] + memory
                        + [wrong ? "WRONG" : operations.contains(where: { $0?.milliseconds == nil }) ? "stopped" : "ok"])
            }
        }
        lines += TableRenderer.table(header: header, rows: rows, leftAligned: [0, 1, header.count - 1])
        for result in results where !result.correct {
            lines.append("  \(result.workload) n=\(result.n): \(failures(of: result).joined(separator: "; "))")
        }
        let targets = AdversarialTargets.evaluate(results)
        if targets.contains(where: { $0.met != nil }) {
            lines.append("")
            lines.append("targets (issue #18, at N = 1,000 and 10,000):")
            lines.append(contentsOf: TableRenderer.targetTable(targets))
        }
        return lines.joined(separator: "\n")
    }

    /// What went wrong in a result: the process's failure and every operation's.
    static func failures(of result: AdversarialResult) -> [String] {
        (result.failure.map { [$0] } ?? []) + result.operations.compactMap { operation in
            operation.failure.map { "\(operation.name): \($0)" }
        }
    }

    /// The operation's time, "> 120 s" or "> 6144 MB" when a limit stopped it, "—" when it never started.
    static func time(_ operation: OperationResult?) -> String {
        if let milliseconds = operation?.milliseconds { return TableRenderer.milliseconds(milliseconds) }
        if let limit = operation?.stoppedAt { return "> \(limit)" }
        return "—"
    }

    /// `log(t_b / t_a) / log(N_b / N_a)` over the two largest N; "> e" when the larger one was stopped (its
    /// time is then at least what it ran); "—" when either is missing.
    static func exponent(_ operations: [OperationResult?], _ sizes: [Int]) -> String {
        guard sizes.count >= 2, let small = operations[sizes.count - 2]?.milliseconds,
            let largeOperation = operations[sizes.count - 1]
        else { return "—" }
        if let exponent = growthExponent(small, largeOperation.milliseconds, sizes: sizes) {
            return String(format: "%.2f", exponent)
        }
        if let lowerBound = growthExponent(small, largeOperation.atLeastMilliseconds, sizes: sizes) {
            return String(format: "> %.2f", lowerBound)
        }
        return "—"
    }

    /// `log(large / small) / log(N_b / N_a)`, the growth exponent of a measure taken at the two largest of `sizes`
    /// (N_a, N_b); `nil` when there are fewer than two sizes or either measure is missing or not positive.
    static func growthExponent(_ small: Double?, _ large: Double?, sizes: [Int]) -> Double? {
        guard sizes.count >= 2, let small, small > 0, let large, large > 0 else { return nil }
        return log(large / small) / log(Double(sizes[sizes.count - 1]) / Double(sizes[sizes.count - 2]))
    }
}
#endif
