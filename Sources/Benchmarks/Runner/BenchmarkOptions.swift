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

    /// The workloads to measure, in table order.
    var workloads: [WorkloadKind] = WorkloadKind.allCases
    /// Whether to measure the tiny layouts.
    var includesTinyLayouts = true
    /// The values of N.
    var sizes: [Int] = defaultSizes
    /// Where to write the JSON report.
    var jsonPath: String?
    /// The time limit for each child process, in seconds.
    var timeoutSeconds: Double = 300
    /// Run every measurement in this process instead of one child process each.
    var inProcess = false
    /// Child mode: write the single measurement's JSON here and print nothing else.
    var resultFile: String?
    /// Print the usage and exit.
    var showsHelp = false

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
        \(tinyLayoutsName), all (default: all)
          --n LIST          comma-separated values of N (default: 100,1000,10000)
          --quick           N = 100 and 1000 only
          --json PATH       also write the results as JSON to PATH
          --timeout SEC     time limit per child process (default: 300); a workload past it reports "> SEC s"
          --in-process      measure everything in this process (peak memory is then cumulative)
          --help            show this text

        Each (workload, N) runs in its own child process so its peak memory (VmHWM) is its own; a single
        measurement (one workload, one N) runs in this process. Always build in release mode.

        WORKLOADS:
        \(WorkloadKind.allCases.map { "  \($0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
          tiny      a fresh 10-view stack container, built and laid out 2,000 times per batch
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
            case "--timeout":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds > 0 else {
                    throw ParseError(description: "--timeout needs a positive number of seconds, not \(text)")
                }
                options.timeoutSeconds = seconds
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
            case "--workload":
                let text = try value(for: argument)
                options.workloads = []
                options.includesTinyLayouts = false
                for part in text.split(separator: ",").map(String.init) {
                    if part == "all" {
                        options.workloads = WorkloadKind.allCases
                        options.includesTinyLayouts = true
                    } else if part == tinyLayoutsName {
                        options.includesTinyLayouts = true
                    } else if let kind = WorkloadKind(rawValue: part) {
                        if !options.workloads.contains(kind) { options.workloads.append(kind) }
                    } else {
                        let known = WorkloadKind.allCases.map(\.rawValue) + [tinyLayoutsName, "all"]
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
        return options
    }

    /// Every (workload, N) measurement requested, in table order.
    var workloadCells: [(kind: WorkloadKind, n: Int)] {
        workloads.flatMap { kind in sizes.map { (kind, $0) } }
    }

    /// How many separate measurements the options ask for (the tiny layouts count as one).
    var measurementCount: Int {
        workloadCells.count + (includesTinyLayouts ? 1 : 0)
    }
}
#endif
