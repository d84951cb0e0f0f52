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
        /// Whether the child ran past the time limit, or past the memory limit, and was stopped.
        var timedOut = false
        /// The limit that stopped the child ("120 s", "6144 MB"), if one did.
        var stoppedAt: String?
        /// How long the child ran, in milliseconds.
        var wallMilliseconds = 0.0
    }

    /// This executable.
    let executable: URL
    /// The time limit per child, in seconds.
    let timeoutSeconds: Double
    /// The resident memory a child may reach before it is stopped, in MiB (`nil`: no limit). A quadratic case
    /// at N = 10,000 can need tens of GB; the limit stops it before the machine runs out.
    var memoryLimitMB: Double?

    /// The path of the running executable.
    static func currentExecutable() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        if let url = Bundle.main.executableURL { return url }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "Benchmarks")
    }

    /// Runs `Benchmarks --workload name --n n --result-file …` (and `extraArguments`) and waits for it, up to the
    /// time limit.
    func run(workload name: String, n: Int, extraArguments: [String] = []) -> Outcome {
        let resultFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("purelayout-benchmark-\(getpid())-\(name)-\(n)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: resultFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--workload", name, "--n", String(n), "--result-file", resultFile.path] + extraArguments
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return Outcome(data: nil, failure: "could not start \(executable.path): \(error)")
        }
        var outcome = Outcome()
        let start = DispatchTime.now()
        let deadline = start + timeoutSeconds
        var stoppedAt: String?
        while finished.wait(timeout: .now() + 0.05) == .timedOut {
            if DispatchTime.now() >= deadline {
                stoppedAt = "\(Int(timeoutSeconds)) s"
            } else if let limit = memoryLimitMB, let resident = Self.residentMegabytes(of: process.processIdentifier),
                resident > limit
            {
                stoppedAt = "\(Int(limit)) MB"
            }
            guard stoppedAt == nil else { break }
        }
        outcome.wallMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        if let stoppedAt {
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
            outcome.timedOut = true
            outcome.stoppedAt = stoppedAt
            outcome.failure = "stopped after \(stoppedAt)"
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

    /// The resident memory (`VmRSS`) of process `pid` in MiB, `nil` when it cannot be read (not Linux).
    static func residentMegabytes(of pid: Int32) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1024 }
        }
        return nil
    }
}
#endif
