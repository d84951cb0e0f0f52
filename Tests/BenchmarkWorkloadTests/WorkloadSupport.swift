#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

@testable import Benchmarks

/// Collects the layout diagnostics reported in a scope; lock-protected because the handler is `@Sendable`.
final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    /// Records one diagnostic's message.
    func record(_ diagnostic: LayoutDiagnostic) {
        lock.lock()
        messages.append(diagnostic.message)
        lock.unlock()
    }

    /// Every message recorded so far.
    var recorded: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}

/// Runs `body` and returns the messages of the diagnostics it caused.
func diagnostics(during body: () -> Void) -> [String] {
    let log = DiagnosticLog()
    LayoutDiagnostics.withHandler({ diagnostic in log.record(diagnostic) }) {
        body()
    }
    return log.recorded
}

/// Expects every view of `scene` to have the frame the workload's closed form gives for `state`.
func expectFrames(
    _ scene: LayoutScene, of workload: any LayoutWorkload, n: Int, state: SceneState, _ phase: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = workload.expectedFrames(n: n, state: state)
    #expect(scene.views.count == expected.count, "\(phase): view count", sourceLocation: sourceLocation)
    let mismatch = FrameCheck.firstMismatch(views: scene.views, expected: expected)
    #expect(mismatch == nil, "\(workload.kind) n=\(n) after \(phase): \(mismatch ?? "")", sourceLocation: sourceLocation)
}

/// Small sizes every workload is built at (the grid rounds them to 3×3, 6×6 and 7×7).
let smallSizes = [10, 33, 50]
#endif
