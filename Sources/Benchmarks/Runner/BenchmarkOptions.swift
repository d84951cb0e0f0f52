#if PURELAYOUT_HEADLESS
import Foundation

/// The command line of `Benchmarks`.
struct BenchmarkOptions: Equatable {
    /// The name `--workload` accepts for the tiny-layouts measurement.
    static let tinyLayoutsName = "tiny"
    /// The sizes measured by default.
    static let defaultSizes = [100, 1_000, 10_000]
    /// The sizes `--quick` measures.
    static let quickSizes = [100, 1_000]
    /// The sizes the adversarial workloads are measured at unless `--n` says otherwise.
    static let defaultAdversarialSizes = [1_000, 10_000]
    /// The name `--workload` accepts for every adversarial workload.
    static let adversarialName = "adversarial"

    /// The workloads to measure, in table order.
    var workloads: [WorkloadKind] = WorkloadKind.allCases
    /// Whether to measure the tiny layouts.
    var includesTinyLayouts = true
    /// The values of N.
    var sizes: [Int] = defaultSizes
    /// The adversarial workloads to measure (none unless asked for), in table order.
    var adversarial: [AdversarialKind] = []
    /// The values of N for the adversarial workloads.
    var adversarialSizes: [Int] = defaultAdversarialSizes
    /// Where to write the JSON report.
    var jsonPath: String?
    /// The time limit for each child process, in seconds.
    var timeoutSeconds: Double = 300
    /// The resident memory a child process may reach before it is stopped, in MiB.
    var memoryLimitMB: Double = 6_144
    /// Run every measurement in this process instead of one child process each.
    var inProcess = false
    /// Child mode: write the single measurement's JSON here and print nothing else.
    var resultFile: String?
    /// Child mode with ``resultFile``: only the first build + layout (a cold measurement), nothing else.
    var coldOnly = false
    /// Print the usage and exit.
    var showsHelp = false
    /// The scaling hunt asked for with `--hunt` or `--hunt-seed` (then nothing else is measured).
    var hunt: HuntRequest?
    /// The two hunt reports `--compare-hunts` compares (then nothing is measured).
    var huntComparison: HuntComparisonRequest?

    /// The usage text.
    static let usage = """
        USAGE: swift run -c release --scratch-path .build-bench Benchmarks [options]

        Measures the HeadlessLayout engine through the public API (views, NSLayoutConstraint, layoutIfNeeded())
        on five workloads, each at every N: build (create and activate), first layout, resize (root width), the
        resized frames set by hand (no solver, no layout pass: the frame updates of a resize on their own),
        constant change of one middle constraint, churn (deactivate, lay out, reactivate, lay out), the same
        build with PureLayout calls, and peak memory. Also many tiny layouts (a fresh 10-view container laid
        out 2,000 times). Times are medians of repeated runs on a monotonic clock, in milliseconds.

        OPTIONS:
          --workload LIST   comma-separated: \(WorkloadKind.allCases.map(\.rawValue).joined(separator: ", ")), \
        \(tinyLayoutsName), all (default: all: these five and tiny); \(adversarialName) (every adversarial
                            workload) or any of \(AdversarialKind.allCases.map(\.rawValue).joined(separator: ", "))
          --n LIST          comma-separated values of N (default: 100,1000,10000)
          --quick           N = 100 and 1000 only
          --json PATH       also write the results as JSON to PATH
          --timeout SEC     time limit per child process (default: 300); a workload past it reports "> SEC s"
          --memory-limit MB stop a child whose resident memory passes MB (default: 6144); reported "> MB MB"
          --in-process      measure everything in this process (peak memory is then cumulative)
          --hunt SEEDS      the scaling hunt: random everyday layouts ("recipes") drawn from each seed (A..<B,
                            A...B or a list), each built at every N (default: 300,3000) in its own child and
                            timed step by step; reports every step whose growth exponent passes --threshold
                            (default: 1.3); --timeout defaults to 60 here
          --hunt-seed S     replay one recipe of the hunt: the recipe in full, the time of each of its steps,
                            and the hierarchy solver's work in each (tableau cells, rows shifted, pivots, rebuilds:
                            exact counts)
          --threshold E     the growth exponent above which the hunt reports a step
          --root-share S    over-constrain the hunt's recipes whose closing bounds the lines: the root S (0 < S
                            < 1) of the shortest their required constraints allow; the engine then reports
                            conflicts, and a step fails if the frames break a constraint, or show a negative
                            size, that it did not report
          --compare-hunts BEFORE AFTER
                            compare two hunts' JSON reports (--hunt ... --json) of two builds over the same
                            seeds and sizes, step by step in cells of tableau work (exact, unlike times); each
                            side may be a comma-separated list of reports (blocks of seeds)
          --help            show this text

        Each (workload, N) runs in its own child process so its peak memory (VmHWM) is its own; a single
        measurement (one workload, one N) runs in this process. Always build in release mode.

        The adversarial workloads (hard cases: overflow, equal priorities, toggled sets, conflicts, …) run at
        N = 1000 and 10000 unless --n is given; each operation is timed once, on its first occurrence (no
        median: a warm path would hide a cliff), and the table shows the growth exponent
        log(t_large / t_small) / log(N_large / N_small) between the two largest N. Use --timeout 120.

        WORKLOADS:
        \(WorkloadKind.allCases.map { "  \($0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
          tiny      a fresh 10-view stack container, built and laid out 2,000 times per batch

        ADVERSARIAL WORKLOADS:
        \(AdversarialKind.allCases.map { "  \($0.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
        """

    /// Why a command line was refused.
    struct ParseError: Error, CustomStringConvertible {
        /// What was wrong.
        let description: String
    }

    /// Reads the command line (without the executable's name).
    static func parse(_ arguments: [String]) throws(ParseError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var explicitSizes: [Int]?
        var explicitTimeout = false
        var threshold: Double?
        var rootShare: Double?
        var quick = false
        var index = 0
        func value(for flag: String) throws(ParseError) -> String {
            index += 1
            guard index < arguments.count else { throw ParseError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": options.showsHelp = true
            case "--quick": quick = true
            case "--in-process": options.inProcess = true
            case "--json": options.jsonPath = try value(for: argument)
            case "--result-file": options.resultFile = try value(for: argument)
            case "--cold-only": options.coldOnly = true
            case "--timeout":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds > 0 else {
                    throw ParseError(description: "--timeout needs a positive number of seconds, not \(text)")
                }
                options.timeoutSeconds = seconds
                explicitTimeout = true
            case "--hunt":
                options.hunt = HuntRequest(seeds: try HuntRequest.parseSeeds(try value(for: argument)), isReplay: false)
            case "--hunt-seed":
                options.hunt = HuntRequest(seeds: [try HuntRequest.parseSeed(try value(for: argument))], isReplay: true)
            case "--root-share":
                let text = try value(for: argument)
                guard let share = Double(text), share > 0, share <= 1 else {
                    throw ParseError(description: "--root-share needs a share above 0 and at most 1, not \(text)")
                }
                rootShare = share
            case "--threshold":
                let text = try value(for: argument)
                guard let exponent = Double(text), exponent > 0 else {
                    throw ParseError(description: "--threshold needs a positive exponent, not \(text)")
                }
                threshold = exponent
            case "--memory-limit":
                let text = try value(for: argument)
                guard let megabytes = Double(text), megabytes > 0 else {
                    throw ParseError(description: "--memory-limit needs a positive number of MiB, not \(text)")
                }
                options.memoryLimitMB = megabytes
            case "--n":
                let text = try value(for: argument)
                var sizes: [Int] = []
                for part in text.split(separator: ",") {
                    let digits = part.replacingOccurrences(of: "_", with: "")
                    guard let size = Int(digits), size >= 2 else {
                        throw ParseError(description: "--n needs whole numbers of at least 2, not \(part)")
                    }
                    sizes.append(size)
                }
                guard !sizes.isEmpty else { throw ParseError(description: "--n needs at least one value") }
                explicitSizes = sizes
            case "--compare-hunts":
                let before = try value(for: argument)
                options.huntComparison = HuntComparisonRequest(before: before, after: try value(for: argument))
            case "--workload":
                let text = try value(for: argument)
                options.workloads = []
                options.includesTinyLayouts = false
                for part in text.split(separator: ",").map(String.init) {
                    if part == HuntRequest.workloadName {
                        continue  // a hunt child: --hunt-seed says which recipe
                    } else if part == "all" {
                        options.workloads = WorkloadKind.allCases
                        options.includesTinyLayouts = true
                    } else if part == tinyLayoutsName {
                        options.includesTinyLayouts = true
                    } else if let kind = WorkloadKind(rawValue: part) {
                        if !options.workloads.contains(kind) { options.workloads.append(kind) }
                    } else if part == adversarialName {
                        options.adversarial = AdversarialKind.allCases
                    } else if let kind = AdversarialKind(rawValue: part) {
                        if !options.adversarial.contains(kind) { options.adversarial.append(kind) }
                    } else {
                        let known =
                            WorkloadKind.allCases.map(\.rawValue) + [tinyLayoutsName, "all", adversarialName]
                            + AdversarialKind.allCases.map(\.rawValue)
                        throw ParseError(
                            description: "unknown workload \(part); known: \(known.joined(separator: ", "))")
                    }
                }
            default:
                throw ParseError(description: "unknown option \(argument) (see --help)")
            }
            index += 1
        }
        options.sizes = explicitSizes ?? (quick ? quickSizes : defaultSizes)
        options.adversarialSizes = explicitSizes ?? defaultAdversarialSizes
        if options.hunt != nil {
            options.hunt?.sizes = explicitSizes ?? HuntRequest.defaultSizes
            options.hunt?.threshold = threshold ?? HuntRequest.defaultThreshold
            options.hunt?.rootShare = rootShare ?? 1
            if !explicitTimeout { options.timeoutSeconds = HuntRequest.defaultTimeoutSeconds }
            options.workloads = []
            options.includesTinyLayouts = false
            options.adversarial = []
        } else if threshold != nil {
            throw ParseError(description: "--threshold needs --hunt or --hunt-seed")
        } else if rootShare != nil {
            throw ParseError(description: "--root-share needs --hunt or --hunt-seed")
        }
        return options
    }

    /// Every (workload, N) measurement requested, in table order.
    var workloadCells: [(kind: WorkloadKind, n: Int)] {
        workloads.flatMap { kind in sizes.map { (kind, $0) } }
    }

    /// Every (adversarial workload, N) measurement requested, in table order.
    var adversarialCells: [(kind: AdversarialKind, n: Int)] {
        adversarial.flatMap { kind in adversarialSizes.map { (kind, $0) } }
    }

    /// How many separate measurements the options ask for (the tiny layouts count as one).
    var measurementCount: Int {
        workloadCells.count + adversarialCells.count + (includesTinyLayouts ? 1 : 0)
    }
}
/// The two JSON reports of hunts that `--compare-hunts` compares.
struct HuntComparisonRequest: Equatable {
    /// The report of the build before the change.
    let before: String
    /// The report of the build after it.
    let after: String
}
#endif
