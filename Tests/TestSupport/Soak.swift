import Foundation

/// How much of their random input the randomised suites run: their defaults, or more when `PURELAYOUT_SOAK=N` is set
/// (`PURELAYOUT_SOAK=5000 swift test --filter RandomizedTests` runs 5,000 seeds of each randomised solver test; the
/// mutation sequences and the fitting sizes read it as a total). One setting for every suite, read here.
package enum Soak {
    /// `PURELAYOUT_SOAK` as a positive count, or `nil` when it is not set (or not a positive number).
    package static var requested: Int? {
        guard let value = ProcessInfo.processInfo.environment["PURELAYOUT_SOAK"].flatMap(Int.init), value > 0 else {
            return nil
        }
        return value
    }

    /// `defaults`, or as many seeds from its lower bound as the soak asks for when that is more.
    /// - Parameter defaults: The seeds a plain `swift test` runs.
    /// - Returns: The seeds to run.
    package static func seeds(_ defaults: Range<Int>) -> Range<Int> {
        guard let requested, requested > defaults.count else { return defaults }
        return defaults.lowerBound..<(defaults.lowerBound + requested)
    }

    /// `defaultCount` per part, or the soak's total split over `parts` (rounded up) when that is more.
    /// - Parameters:
    ///   - defaultCount: What each part runs by default.
    ///   - parts: How many parts (parallel batches) share the soak.
    /// - Returns: The count for each part.
    package static func perPart(default defaultCount: Int, parts: Int) -> Int {
        guard let requested else { return defaultCount }
        return max(defaultCount, (requested + parts - 1) / parts)
    }
}
