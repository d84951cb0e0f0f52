#if PURELAYOUT_HEADLESS
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one measurement in a child process of this executable (`--workload W --n N --result-file PATH`), so
/// that its peak memory is its own and a crash or a hang costs only that measurement.
struct ChildProcessRunner {
    /// What a child run produced.
    struct Outcome {
        /// The last result the child wrote (it writes one after every phase), if any.
        var data: Data?
        /// How the child failed (crash, exit status, no result, time limit), or `nil` when it finished.
        var failure: String?
        /// Whether the child ran past the time limit and was stopped.
        var timedOut = false
    }

    /// This executable.
    let executable: URL
    /// The time limit per child, in seconds.
    let timeoutSeconds: Double

    /// The path of the running executable.
    static func currentExecutable() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        if let url = Bundle.main.executableURL { return url }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "Benchmarks")
    }

    /// Runs `Benchmarks --workload name --n n --result-file …` and waits for it, up to the time limit.
    func run(workload name: String, n: Int) -> Outcome {
        let resultFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("purelayout-benchmark-\(getpid())-\(name)-\(n)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: resultFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--workload", name, "--n", String(n), "--result-file", resultFile.path]
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return Outcome(data: nil, failure: "could not start \(executable.path): \(error)")
        }
        var outcome = Outcome()
        if finished.wait(timeout: .now() + timeoutSeconds) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
            outcome.timedOut = true
            outcome.failure = "stopped after \(Int(timeoutSeconds)) s"
        } else if process.terminationReason == .uncaughtSignal {
            outcome.failure = "the child process died of signal \(process.terminationStatus)"
        } else if process.terminationStatus != 0 {
            outcome.failure = "the child process exited with status \(process.terminationStatus)"
        }
        outcome.data = try? Data(contentsOf: resultFile)
        if outcome.data == nil && outcome.failure == nil {
            outcome.failure = "the child process wrote no result"
        }
        return outcome
    }
}
#endif
