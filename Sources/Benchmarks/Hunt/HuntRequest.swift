#if PURELAYOUT_HEADLESS
import Foundation

/// What `--hunt` or `--hunt-seed` asks for: which recipes, at which N, and the exponent above which an operation
/// is reported.
struct HuntRequest: Equatable, Sendable {
    /// The N each recipe is built at unless `--n` says otherwise (the exponent is taken between the two largest).
    static let defaultSizes = [300, 3_000]
    /// The growth exponent above which an operation is a finding.
    static let defaultThreshold = 1.3
    /// The time limit per child process unless `--timeout` says otherwise, in seconds.
    static let defaultTimeoutSeconds = 60.0
    /// The name a hunt child is started with (`--workload hunt --hunt-seed S --n N --result-file F`).
    static let workloadName = "hunt"
    /// Below this time at the smaller N (ms) an operation is noise: its exponent alone does not make it a finding…
    static let noiseFloorMilliseconds = 0.5
    /// …unless it takes more than this at the larger N (ms).
    static let slowAtLargeMilliseconds = 5.0

    /// The seeds of the recipes to run, in order.
    var seeds: [UInt64]
    /// Whether one recipe is replayed (`--hunt-seed`): its recipe in full and its own table.
    var isReplay: Bool
    /// The values of N.
    var sizes: [Int] = defaultSizes
    /// The growth exponent above which an operation is a finding.
    var threshold: Double = defaultThreshold
    /// The share of the shortest root its required constraints allow that a recipe bounded from above is given
    /// (`--root-share`): 1, or less to over-constrain every such recipe (see ``HuntRecipe/overConstrained(share:)``).
    var rootShare: Double = 1

    /// The recipe of `seed`, over-constrained when ``rootShare`` is below 1.
    func recipe(seed: UInt64) -> HuntRecipe {
        HuntRecipe(seed: seed).overConstrained(share: CGFloat(rootShare))
    }

    /// The arguments that carry this request's recipe options to a child process.
    var childArguments: [String] {
        rootShare < 1 ? ["--root-share", String(rootShare)] : []
    }

    /// Reads the seeds of `--hunt`: `A..<B`, `A...B`, or a comma-separated list.
    static func parseSeeds(_ text: String) throws(BenchmarkOptions.ParseError) -> [UInt64] {
        for (separator, closed) in [("..<", false), ("...", true)] {
            let parts = text.components(separatedBy: separator)
            guard parts.count == 2 else { continue }
            guard let lower = UInt64(parts[0]), let upper = UInt64(parts[1]), closed ? lower <= upper : lower < upper
            else {
                throw BenchmarkOptions.ParseError(description: "--hunt needs a range such as 0..<40, not \(text)")
            }
            return closed ? Array(lower...upper) : Array(lower..<upper)
        }
        var seeds: [UInt64] = []
        for part in text.split(separator: ",") {
            guard let seed = UInt64(part) else {
                throw BenchmarkOptions.ParseError(
                    description: "--hunt needs a range (0..<40, 0...39) or comma-separated seeds, not \(text)")
            }
            seeds.append(seed)
        }
        guard !seeds.isEmpty else { throw BenchmarkOptions.ParseError(description: "--hunt needs at least one seed") }
        return seeds
    }

    /// Reads the one seed of `--hunt-seed`.
    static func parseSeed(_ text: String) throws(BenchmarkOptions.ParseError) -> UInt64 {
        guard let seed = UInt64(text) else {
            throw BenchmarkOptions.ParseError(description: "--hunt-seed needs a whole number, not \(text)")
        }
        return seed
    }
}
#endif
