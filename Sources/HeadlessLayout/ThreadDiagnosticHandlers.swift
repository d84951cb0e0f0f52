import Foundation

/// The diagnostic handlers of the synchronous ``LayoutDiagnostics/withHandler(_:perform:)`` scopes open on one
/// thread, innermost last. Kept in the thread's dictionary, so a handler is only ever called on the thread that
/// installed it (which is why it need not be `Sendable`).
final class ThreadDiagnosticHandlers {
    /// The key in `Thread.threadDictionary`.
    private static let key = "HeadlessLayout.ThreadDiagnosticHandlers"

    /// The open scopes' handlers, innermost last.
    var handlers: [(LayoutDiagnostic) -> Void] = []

    /// The current thread's stack, made on first use.
    static var current: ThreadDiagnosticHandlers {
        if let stack = existing { return stack }
        let stack = ThreadDiagnosticHandlers()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    /// The current thread's stack, if it ever had one.
    static var existing: ThreadDiagnosticHandlers? {
        Thread.current.threadDictionary[key] as? ThreadDiagnosticHandlers
    }
}
