#if PURELAYOUT_HEADLESS
import Foundation

/// Renders a report as plain-text tables: one row per workload and N, then the tiny layouts and the targets.
enum TableRenderer {
    /// The whole text printed after a run.
    static func render(_ report: BenchmarkReport, timeoutSeconds: Double) -> String {
        var lines: [String] = []
        lines.append("PureLayoutSwift benchmarks — \(report.engine), \(report.host)")
        lines.append(
            "medians in ms; first b+l = the first build + layout of a fresh process (cold, no median; the best of three processes); "
                + "resize = root width changed + layoutIfNeeded(); frames = every view's frame set by hand "
                + "to the one the resize gives it (no solver, no layout pass); constant = one middle constant "
                + "changed + layout (moved = views it moves); churn = deactivate + layout + reactivate + layout; "
                + "PL build = the same build with PureLayout calls; API = PL build over the raw build timed in turns "
                + "with it")
        lines.append("")
        let header = [
            "workload", "N", "views", "constraints", "build", "layout", "build+layout", "first b+l", "µs/constraint",
            "resize",
            "frames", "constant", "moved", "churn", "PL build", "API", "peak MB", "check",
        ]
        let timeout = "> \(Int(timeoutSeconds)) s"
        let rows = report.results.map { result -> [String] in
            let time = { (value: Double?) in value == nil && result.timedOut ? timeout : milliseconds(value) }
            return [
                result.workload, "\(result.n)", "\(result.views)", "\(result.constraints)", time(result.buildMs),
                time(result.firstLayoutMs), time(result.buildAndFirstLayoutMs), time(result.firstBuildAndFirstLayoutMs),
                number(result.microsecondsPerConstraint, digits: 2), time(result.resizeMs),
                time(result.frameWritesMs), time(result.constantChangeMs), "\(result.viewsMovedByConstantChange)",
                time(result.churnMs),
                time(result.pureLayoutBuildMs), percent(result.apiOverheadPercent),
                number(result.peakMemoryMB, digits: 1), checkText(result),
            ]
        }
        lines.append(contentsOf: table(header: header, rows: rows, leftAligned: [0, 17]))
        let failures = report.results.filter { !$0.correct }
        for result in failures {
            lines.append("  \(result.workload) n=\(result.n): \(result.failure ?? "wrong")")
        }
        if let tiny = report.tinyLayouts {
            lines.append("")
            let perLayout =
                tiny.microsecondsPerLayout == nil && tiny.timedOut
                ? timeout : number(tiny.microsecondsPerLayout, digits: 1) + " µs"
            lines.append(
                "tiny layouts: \(tiny.layouts) fresh \(tiny.viewsPerContainer)-view containers "
                    + "(\(tiny.constraintsPerContainer) constraints each) per batch, \(tiny.batches) batches: "
                    + "\(perLayout) per build + layout, peak \(number(tiny.peakMemoryMB, digits: 1)) MB, "
                    + (tiny.correct ? "ok" : "WRONG: \(tiny.failure ?? "")"))
        }
        if !report.targets.isEmpty {
            lines.append("")
            lines.append("targets (the kiwisolver ratios are checked by scripts/compare_kiwi.sh):")
            lines.append(contentsOf: targetTable(report.targets))
        }
        return lines.joined(separator: "\n")
    }

    /// Milliseconds with three significant digits or more; "—" when missing.
    static func milliseconds(_ value: Double?) -> String {
        guard let value else { return "—" }
        switch value {
        case ..<0.01: return String(format: "%.4f", value)
        case ..<1: return String(format: "%.3f", value)
        case ..<10: return String(format: "%.2f", value)
        case ..<1000: return String(format: "%.1f", value)
        default: return String(format: "%.0f", value)
        }
    }

    /// A number with `digits` decimals; "—" when missing.
    static func number(_ value: Double?, digits: Int) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "—"
    }

    /// A signed percentage; "—" when missing.
    static func percent(_ value: Double?) -> String {
        value.map { String(format: "%+.0f%%", $0) } ?? "—"
    }

    /// "ok", "WRONG" (a wrong frame, a diagnostic, a crash) or "timeout" (stopped at the time limit, the answers
    /// measured until then were right).
    static func checkText(_ result: WorkloadResult) -> String {
        if result.correct { return "ok" }
        let failure = result.failure ?? ""
        return result.timedOut && failure.hasPrefix("stopped after") ? "timeout" : "WRONG"
    }

    /// The targets as a table: met, MISSED or n/a, what each says, and the worst measurement.
    static func targetTable(_ targets: [TargetCheck]) -> [String] {
        table(
            header: ["", "target", "measured"], rows: targets.map { [mark($0.met), $0.target, $0.measured] },
            leftAligned: [0, 1, 2])
    }

    private static func mark(_ met: Bool?) -> String {
        switch met {
        case true?: "met"
        case false?: "MISSED"
        case nil: "n/a"
        }
    }

    /// Columns padded to their widest cell; numbers right-aligned, the `leftAligned` columns left-aligned.
    static func table(header: [String], rows: [[String]], leftAligned: Set<Int>) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return [line(header), rule] + rows.map(line)
    }
}
#endif
