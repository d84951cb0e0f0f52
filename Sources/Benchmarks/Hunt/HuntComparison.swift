#if PURELAYOUT_HEADLESS
import Cassowary
import Foundation

/// Two hunts' reports (`--hunt … --json`), from two builds over the same seeds and sizes, compared step by step in
/// cells of tableau work (`--compare-hunts BEFORE AFTER`).
///
/// Times vary by a factor of two when two hunts share the machine; cells of work are exact and the same on every
/// machine, so the two builds can run side by side and still be compared to the cell. A step counts as cheaper or
/// dearer when it changed by at least ``minimumRatio`` and ``minimumCells`` (smaller changes are a rebuild passed at
/// another point, not a different cost).
struct HuntComparison {
    /// One step of one recipe at one N, measured by both builds.
    struct Step: Equatable {
        /// The recipe's seed.
        let seed: UInt64
        /// The step's name.
        let operation: String
        /// The number of leaf items.
        let n: Int
        /// Cells of work before.
        let before: Int
        /// Cells of work after.
        let after: Int
    }

    /// A change this large, as a ratio, counts.
    static let minimumRatio = 1.25
    /// A change this large, in cells, counts.
    static let minimumCells = 20_000

    /// The steps both reports measured, in seed, size and step order.
    let steps: [Step]
    /// The failures either report holds (a required constraint read violated, a limit hit, a generator bug).
    let failures: [String]

    /// Matches the steps of `before` and `after` by seed, N, place in the recipe and name (a recipe may repeat a
    /// step's name).
    init(before: [HuntSeedResult], after: [HuntSeedResult]) {
        var afterCells: [String: Int] = [:]
        for (seed, n, position, operation) in Self.operations(of: after) {
            guard let cells = operation.work?.tableauCells else { continue }
            afterCells["\(seed)/\(n)/\(position)/\(operation.name)"] = cells
        }
        steps = Self.operations(of: before).compactMap { seed, n, position, operation in
            guard let cells = operation.work?.tableauCells,
                  let later = afterCells["\(seed)/\(n)/\(position)/\(operation.name)"]
            else { return nil }
            return Step(seed: seed, operation: operation.name, n: n, before: cells, after: later)
        }
        failures = [("before", before), ("after", after)].flatMap { label, report in
            report.flatMap { seedResult in
                seedResult.results.flatMap { result in
                    AdversarialTable.failures(of: result).map { failure in
                        "\(label): seed \(seedResult.seed) at N=\(result.n): \(failure)"
                    }
                }
            }
        }
    }

    /// Every operation of `report`, with its recipe's seed, N and place among the recipe's steps.
    private static func operations(of report: [HuntSeedResult]) -> [(UInt64, Int, Int, OperationResult)] {
        report.flatMap { seedResult in
            seedResult.results.flatMap { result in
                result.operations.enumerated().map { (seedResult.seed, result.n, $0.offset, $0.element) }
            }
        }
    }

    /// The steps at `n` that got cheaper (`cheaper`) or dearer by at least the minimum ratio and cells, the largest
    /// ratio first.
    func changed(at n: Int, cheaper: Bool) -> [Step] {
        steps.filter { step in
            guard step.n == n else { return false }
            let (from, to) = cheaper ? (step.before, step.after) : (step.after, step.before)
            return Double(from) >= Self.minimumRatio * Double(to) && from - to >= Self.minimumCells
        }.sorted { ratio($0) > ratio($1) }
    }

    /// The larger of a step's two counts over the smaller.
    private func ratio(_ step: Step) -> Double {
        Double(max(step.before, step.after)) / Double(max(1, min(step.before, step.after)))
    }

    /// The report: totals per N, then the steps that changed at the largest N (up to `listing` each way), then the
    /// failures.
    func render(listing: Int = 15) -> String {
        let sizes = Array(Set(steps.map(\.n))).sorted()
        var lines = ["hunts compared step by step in cells of tableau work (exact: the same on every machine)", ""]
        let totals = sizes.map { n in
            let mine = steps.filter { $0.n == n }
            let before = mine.reduce(0) { $0 + $1.before }
            let after = mine.reduce(0) { $0 + $1.after }
            let change = before == 0 ? "—" : String(format: "%+.1f%%", 100 * Double(after - before) / Double(before))
            return ["\(n)", "\(mine.count)", "\(before)", "\(after)", change]
        }
        lines += TableRenderer.table(header: ["N", "steps", "before", "after", "change"], rows: totals, leftAligned: [])
        if let largest = sizes.last {
            for cheaper in [true, false] {
                let found = changed(at: largest, cheaper: cheaper)
                lines.append("")
                let shown = found.count > listing ? " (the first \(listing))" : ""
                lines.append(
                    "\(cheaper ? "cheaper" : "dearer") at N=\(largest) by at least \(Self.minimumRatio)× and "
                        + "\(Self.minimumCells) cells: \(found.count)\(shown)")
                let rows = found.prefix(listing).map { step in
                    let change = String(format: "%.2f×", ratio(step))
                    return ["\(step.seed)", step.operation, "\(step.before)", "\(step.after)", change]
                }
                if !rows.isEmpty {
                    lines += TableRenderer.table(
                        header: ["seed", "operation", "before", "after", "ratio"], rows: rows, leftAligned: [1])
                }
            }
        }
        lines.append("")
        lines.append("failures: " + (failures.isEmpty ? "none" : "\(failures.count)"))
        lines += failures.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }

    /// Reads the reports at `before` and `after` (each a comma-separated list of paths, read as one hunt: the blocks
    /// of seeds of one build), prints the comparison, and returns the exit status (1 when a report cannot be read).
    static func run(before: String, after: String) -> Int32 {
        do {
            let decoder = JSONDecoder()
            let read = { (paths: String) throws -> [HuntSeedResult] in
                try paths.split(separator: ",").flatMap { path in
                    let data = try Data(contentsOf: URL(fileURLWithPath: String(path)))
                    return try decoder.decode([HuntSeedResult].self, from: data)
                }
            }
            print(HuntComparison(before: try read(before), after: try read(after)).render())
            return 0
        } catch {
            BenchmarkCommand.printError("Benchmarks: could not read the hunts to compare: \(error)")
            return 1
        }
    }
}
#endif
