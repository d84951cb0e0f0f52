#if PURELAYOUT_HEADLESS
import Cassowary
import Foundation

/// Renders a hunt: every recipe in a line, a table of every (recipe, operation) sorted by growth exponent, and the
/// findings, each with its seed and recipe so that it can be replayed (`--hunt-seed S`).
enum HuntTable {
    /// The whole report of a hunt over `seedResults` (in seed order) at `sizes`.
    static func render(_ seedResults: [HuntSeedResult], sizes: [Int], threshold: Double) -> String {
        let rows = allRows(seedResults, sizes: sizes, threshold: threshold)
        var lines = ["recipes:"]
        for seedResult in seedResults {
            // The summary the run recorded: it says whether the recipe was over-constrained (`--root-share`).
            let recipe = HuntRecipe(seed: seedResult.seed)
            lines.append("  seed \(recipe.seed): \(seedResult.recipe)")
            lines.append("      ops: " + recipe.operations.flatMap(\.stepNames).joined(separator: " → "))
        }
        lines.append("")
        lines.append(heading(sizes: sizes) + ", sorted by exponent")
        lines.append("")
        let sorted = rows.sorted { ($0.exponent ?? -.infinity) > ($1.exponent ?? -.infinity) }
        lines += table(sorted, sizes: sizes, showsSeed: true)
        lines.append("")
        lines += findings(rows, sizes: sizes, threshold: threshold)
        return lines.joined(separator: "\n")
    }

    /// The report of one replayed recipe: the recipe in full, its steps in order, and its findings.
    static func renderReplay(_ seedResult: HuntSeedResult, sizes: [Int], threshold: Double) -> String {
        let recipe = HuntRecipe(seed: seedResult.seed)
        let rows = HuntRow.rows(of: seedResult, stepNames: recipe.stepNames, sizes: sizes, threshold: threshold)
        var lines = [recipe.details]
        if seedResult.recipe != recipe.summary { lines.append("  as run: \(seedResult.recipe)") }
        lines += ["", heading(sizes: sizes), ""]
        lines += table(rows, sizes: sizes, showsSeed: false)
        lines += [
            "", "the hierarchy solver's work in each step: tableau cells (substituted, or read by expansions), rows "
                + "shifted by constant changes, pivots and rebuilds; cost reads = objective levels read for a "
                + "symbol's cost (the dual long step's ratios, which the cells do not count); held = the cells of the "
                + "restricted rows after the "
                + "step (a held exp near 2: the tableau the step ends in is dense); counts are the same on every "
                + "machine", "",
        ]
        lines += workTable(rows, sizes: sizes)
        for (size, result) in zip(sizes, seedResult.results) {
            if let failure = result.failure { lines.append("  N=\(size): \(failure)") }
            for operation in result.operations {
                if let failure = operation.failure { lines.append("  N=\(size) \(operation.name): \(failure)") }
            }
        }
        lines.append("")
        lines += findings(rows, sizes: sizes, threshold: threshold)
        return lines.joined(separator: "\n")
    }

    /// Every row of every recipe, in seed and step order.
    static func allRows(_ seedResults: [HuntSeedResult], sizes: [Int], threshold: Double) -> [HuntRow] {
        seedResults.flatMap { seedResult in
            HuntRow.rows(
                of: seedResult, stepNames: HuntRecipe(seed: seedResult.seed).stepNames, sizes: sizes,
                threshold: threshold)
        }
    }

    /// What the table's columns mean.
    private static func heading(sizes: [Int]) -> String {
        let (small, large) = (sizes.dropLast().last ?? 0, sizes.last ?? 0)
        guard sizes.count >= 2 else {
            return "first occurrence of each operation in ms; peak MB = the child's VmHWM at N=\(large)"
        }
        return "first occurrence of each operation in ms; exp = log(t\(large) / t\(small)) / log(\(large) / \(small)) "
            + "(1 linear, 2 quadratic; '>' a lower bound); peak MB = the child's VmHWM at N=\(large)"
    }

    /// The table of `rows`, in the order given.
    private static func table(_ rows: [HuntRow], sizes: [Int], showsSeed: Bool) -> [String] {
        let header =
            (showsSeed ? ["seed"] : []) + ["operation"] + sizes.map { "N=\($0)" } + ["exp", "peak MB", "finding"]
        let cells = rows.map { row in
            (showsSeed ? ["\(row.seed)"] : []) + [row.operation] + row.perSize.map(AdversarialTable.time)
                + [exponentText(row), TableRenderer.number(row.peakMemoryMB, digits: 1), row.verdict?.rawValue ?? ""]
        }
        let operationColumn = showsSeed ? 1 : 0
        return TableRenderer.table(header: header, rows: cells, leftAligned: [operationColumn, header.count - 1])
    }

    /// The tableau work of `rows`: the cells at every N, their growth exponent between the two largest, the rows
    /// shifted, pivots and rebuilds at the largest, the objective levels read for costs at the largest with their
    /// growth exponent (work the cells do not count: the dual long step's ratios), and the cells the restricted rows
    /// hold after the step at the largest N with their growth exponent (near 2 when the tableau the step ends in is
    /// dense; see `Solver+HeldCells.swift`).
    private static func workTable(_ rows: [HuntRow], sizes: [Int]) -> [String] {
        let large = sizes.last ?? 0
        let header = ["operation"] + sizes.map { "cells N=\($0)" }
            + ["exp", "shifted N=\(large)", "pivots N=\(large)", "rebuilds N=\(large)", "cost reads N=\(large)",
                "reads exp", "held N=\(large)", "held exp"]
        let cells = rows.map { row in
            let work = row.perSize.map { $0?.work }
            let counts = work.map { $0.map { "\($0.tableauCells)" } ?? "—" }
            let last = work.last ?? nil
            let largest = [\SolverWorkCounts.shiftedRows, \.pivots, \.rebuilds].map { count in
                last.map { "\($0[keyPath: count])" } ?? "—"
            }
            let reads = work.map { $0?.costReads }
            let held = row.perSize.map { $0?.heldCells }
            return [row.operation] + counts + [growthText(work.map { $0?.tableauCells }, sizes: sizes)] + largest
                + [(reads.last ?? nil).map { "\($0)" } ?? "—", growthText(reads, sizes: sizes)]
                + [(held.last ?? nil).map { "\($0)" } ?? "—", growthText(held, sizes: sizes)]
        }
        return TableRenderer.table(header: header, rows: cells, leftAligned: [0])
    }

    /// The growth exponent of `counts` between the two largest sizes, with two decimals, or "—".
    private static func growthText(_ counts: [Int?], sizes: [Int]) -> String {
        let at = { (index: Int) in counts.indices.contains(index) ? counts[index].map(Double.init) : nil }
        let exponent = AdversarialTable.growthExponent(at(sizes.count - 2), at(sizes.count - 1), sizes: sizes)
        return exponent.map { String(format: "%.2f", $0) } ?? "—"
    }

    /// The exponent with two decimals, "> e" for a lower bound, "—" when there is none.
    private static func exponentText(_ row: HuntRow) -> String {
        guard let exponent = row.exponent else { return "—" }
        return (row.exponentIsLowerBound ? "> " : "") + String(format: "%.2f", exponent)
    }

    /// The findings among `rows`, grouped by recipe (the recipe with the worst finding first: failures, then the
    /// highest exponent), each recipe named once with its seed so that it can be replayed.
    static func findings(_ rows: [HuntRow], sizes: [Int], threshold: Double) -> [String] {
        let found = rows.filter { $0.verdict != nil }
        var lines = [
            "findings (exponent > \(threshold) between N=\(sizes.dropLast().last ?? 0) and N=\(sizes.last ?? 0), "
                + "unless under \(HuntRequest.noiseFloorMilliseconds) ms at the smaller N and at most "
                + "\(HuntRequest.slowAtLargeMilliseconds) ms at the larger; limits hit; failures): \(found.count) in "
                + "\(Set(found.map(\.seed)).count) recipe(s); replay one with --hunt-seed S"
        ]
        if found.isEmpty { lines.append("  none") }
        let bySeed = Dictionary(grouping: found, by: \.seed).mapValues { $0.sorted(by: isWorse) }
        for (seed, seedRows) in bySeed.sorted(by: { isWorse($0.value[0], $1.value[0]) }) {
            let recipe = HuntRecipe(seed: seed)
            lines.append("  seed \(seed): \(recipe.summary)")
            lines.append("      ops: " + recipe.operations.flatMap(\.stepNames).joined(separator: " → "))
            for row in seedRows {
                let times = zip(sizes, row.perSize).map { "\(AdversarialTable.time($1)) ms at \($0)" }
                let memory = row.peakMemoryMB.map { String(format: ", peak %.0f MB", $0) } ?? ""
                lines.append(
                    "    \(row.verdict!.rawValue) \(row.operation): \(times.joined(separator: ", ")); "
                        + "exp \(exponentText(row))\(memory)")
                for operation in row.perSize.compactMap({ $0 }) {
                    if let failure = operation.failure { lines.append("      \(failure.prefix(600))") }
                }
            }
        }
        return lines
    }

    /// Whether `first` is a worse finding than `second`: a failure before an exponent, then the higher exponent.
    private static func isWorse(_ first: HuntRow, _ second: HuntRow) -> Bool {
        let (a, b) = (first.verdict == .superLinear ? 1 : 0, second.verdict == .superLinear ? 1 : 0)
        return a != b ? a < b : (first.exponent ?? .infinity) > (second.exponent ?? .infinity)
    }
}
#endif
