#if PURELAYOUT_HEADLESS
import Foundation

#if canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident memory.
enum PeakMemory {
    /// The peak resident set size in megabytes (MiB): `VmHWM` from `/proc/self/status` on Linux, `ru_maxrss`
    /// on Apple platforms; `nil` when neither can be read.
    static func megabytes() -> Double? {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1024 }
            }
        }
        #if canImport(Darwin)
            var usage = rusage()
            if getrusage(RUSAGE_SELF, &usage) == 0 { return Double(usage.ru_maxrss) / (1024 * 1024) }
        #endif
        return nil
    }
}
#endif
