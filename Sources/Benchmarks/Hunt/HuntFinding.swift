#if PURELAYOUT_HEADLESS
import Foundation

/// One recipe measured at every N of a hunt.
struct HuntSeedResult: Codable, Sendable {
    /// The recipe's seed.
    var seed: UInt64
    /// The recipe in one line.
    var recipe: String
    /// One result per N, in the order of the sizes.
    var results: [AdversarialResult]
}

/// One operation of one recipe across the sizes of a hunt: its times, its growth exponent between the two largest
/// N, and why it is a finding, if it is.
struct HuntRow {
    /// Why an operation is reported.
    enum Verdict: String {
        /// Its exponent passes the threshold and it is not noise.
        case superLinear = "SUPER-LINEAR"
        /// A time or memory limit stopped it at some N.
        case stopped = "STOPPED"
        /// It reported layout diagnostics or PureLayout failures: the generator made a conflict.
        case generatorBug = "GENERATOR BUG"
        /// A required constraint does not hold after it, and nothing was reported.
        case wrongLayout = "WRONG LAYOUT"
        /// The child process died or wrote nothing during it.
        case crashed = "CRASHED"
    }

    /// The recipe's seed.
    var seed: UInt64
    /// The operation's name.
    var operation: String
    /// The operation at each N (`nil` where it never started).
    var perSize: [OperationResult?]
    /// The growth exponent between the two largest N, if both have a time (or the larger a lower bound).
    var exponent: Double?
    /// Whether ``exponent`` is a lower bound (the larger N was stopped).
    var exponentIsLowerBound = false
    /// The peak memory of the child at the largest N, in MiB.
    var peakMemoryMB: Double?
    /// Why it is a finding, or `nil`.
    var verdict: Verdict?

    /// The rows of one recipe: one per step name, in recipe order.
    static func rows(of seedResult: HuntSeedResult, stepNames: [String], sizes: [Int], threshold: Double) -> [HuntRow] {
        stepNames.enumerated().map { step, name in
            let perSize = seedResult.results.map { result in result.operations.first { $0.name == name } }
            var row = HuntRow(seed: seedResult.seed, operation: name, perSize: perSize)
            row.peakMemoryMB = seedResult.results.last?.peakMemoryMB
            if sizes.count >= 2, let large = perSize[sizes.count - 1] {
                let small = perSize[sizes.count - 2]?.milliseconds
                if let exponent = AdversarialTable.growthExponent(small, large.milliseconds, sizes: sizes) {
                    row.exponent = exponent
                } else if let lowerBound = AdversarialTable.growthExponent(
                    small, large.atLeastMilliseconds, sizes: sizes)
                {
                    row.exponent = lowerBound
                    row.exponentIsLowerBound = true
                }
            }
            // A child that died (not stopped by a limit) is blamed on the step it was in: its first unfinished one.
            let crashed = seedResult.results.contains {
                $0.failure != nil && !$0.timedOut && $0.operations.count == step
            }
            row.verdict = crashed ? .crashed : verdict(of: row, threshold: threshold)
            return row
        }
    }

    /// Why `row` is a finding: a failure first (a generator bug, a wrong layout, a stop), then a super-linear
    /// exponent on an operation that is not noise (at least ``HuntRequest/noiseFloorMilliseconds`` at the smaller
    /// N, or more than ``HuntRequest/slowAtLargeMilliseconds`` at the larger).
    private static func verdict(of row: HuntRow, threshold: Double) -> Verdict? {
        let operations = row.perSize.compactMap { $0 }
        if operations.contains(where: { $0.diagnostics > 0 }) { return .generatorBug }
        if operations.contains(where: { $0.failure != nil }) { return .wrongLayout }
        if operations.contains(where: { $0.stoppedAt != nil }) { return .stopped }
        guard let exponent = row.exponent, exponent > threshold, row.perSize.count >= 2 else { return nil }
        let small = row.perSize[row.perSize.count - 2]?.milliseconds ?? 0
        let large = row.perSize[row.perSize.count - 1].flatMap { $0.milliseconds ?? $0.atLeastMilliseconds } ?? 0
        let isNoise = small < HuntRequest.noiseFloorMilliseconds && large <= HuntRequest.slowAtLargeMilliseconds
        return isNoise ? nil : .superLinear
    }
}
#endif
