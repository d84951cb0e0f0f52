#if PURELAYOUT_HEADLESS
import Foundation

/// Times code with the monotonic `ContinuousClock`.
enum Stopwatch {
    /// The clock every measurement uses.
    static let clock = ContinuousClock()

    /// Runs `body` and returns its result with the elapsed time in milliseconds.
    static func measure<Result>(_ body: () throws -> Result) rethrows -> (result: Result, milliseconds: Double) {
        let start = clock.now
        let result = try body()
        let elapsed = start.duration(to: clock.now)
        return (result, milliseconds(elapsed))
    }

    /// Runs `body` and returns the elapsed time in milliseconds.
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        try measure(body).milliseconds
    }

    /// Runs one timed operation of the adversarial family or the hunt (`body`, its first occurrence) and returns
    /// the elapsed time in milliseconds. Never inlined, so that callgrind can count each operation alone:
    /// `scripts/instruction_growth.sh` collects only inside this function and dumps the counts after every call.
    @inline(never)
    static func operationMilliseconds(_ body: () -> Void) -> Double {
        milliseconds(body)
    }

    /// `duration` in milliseconds.
    static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }
}

/// Repeated timings of one operation, summarised by their median.
struct Samples: Sendable {
    /// Every timing, in milliseconds, in the order taken.
    private(set) var values: [Double] = []

    /// Adds one timing.
    mutating func append(_ milliseconds: Double) {
        values.append(milliseconds)
    }

    /// How many timings were taken.
    var count: Int { values.count }

    /// The first timing taken (the cold one), `nil` when there is none.
    var first: Double? { values.first }

    /// The sum of all timings.
    var total: Double { values.reduce(0, +) }

    /// The median timing, `nil` when there is none (the mean of the two middle values for an even count).
    var median: Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

/// How many times the runner repeats each measurement: enough for a stable median, few enough that a slow
/// engine still finishes.
struct RepetitionPolicy: Sendable {
    /// The most build-and-layout trials (each on a fresh hierarchy). Cheap workloads take this many within the
    /// trial budget: with five, per-process medians of the same 1,000-view build still moved by a quarter.
    var maximumTrials = 15
    /// Trials taken at least, unless one trial already took longer than ``slowTrialMilliseconds``.
    var minimumTrials = 3
    /// A trial longer than this ends the trials after the first.
    var slowTrialMilliseconds = 5_000.0
    /// Once the trials so far took this long (and ``minimumTrials`` are done), no new trial starts.
    var trialBudgetMilliseconds = 3_000.0
    /// The most repetitions of a cheap operation (resize, constant change, churn) per trial.
    var maximumRepetitions = 20
    /// Once one operation's repetitions in a trial took this long (after two), it is not repeated again.
    var repetitionBudgetMilliseconds = 300.0

    /// Whether another trial should start after `trials` trials that took `elapsed` milliseconds in all.
    func wantsAnotherTrial(after trials: Int, elapsed: Double, firstTrial: Double) -> Bool {
        if trials >= maximumTrials { return false }
        if firstTrial > slowTrialMilliseconds { return false }
        if trials < minimumTrials { return true }
        return elapsed < trialBudgetMilliseconds
    }

    /// Whether to repeat an operation again after `repetitions` that took `elapsed` milliseconds in all.
    func wantsAnotherRepetition(after repetitions: Int, elapsed: Double) -> Bool {
        if repetitions < 2 { return true }
        return repetitions < maximumRepetitions && elapsed < repetitionBudgetMilliseconds
    }
}
#endif
