import Foundation

/// One problem HeadlessLayout found in a layout, reported instead of crashing.
///
/// UIKit throws or logs in these situations; HeadlessLayout hands a `LayoutDiagnostic` to the current
/// ``LayoutDiagnostics`` handler and carries on. It carries references to the constraints involved, so use it on
/// the thread that built the layout (it is `Sendable` only so handlers can collect it).
public struct LayoutDiagnostic: @unchecked Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// Required constraints contradict each other; one was broken (kept just below required).
        case unsatisfiableConstraints
        /// A constraint was activated whose items share no common ancestor view.
        case noCommonAncestor
        /// A constraint was built from an illegal combination (UIKit throws at creation).
        case invalidConstraint
        /// `addConstraint(_:)` was called on a view that is not a common ancestor of the constraint's items.
        case invalidInstallation
        /// An active constraint's priority was changed between required and optional (UIKit throws).
        case requiredPriorityChange
        /// A value that the engine cannot use (not finite) was given to a constraint or a view.
        case invalidValue

        /// The case name.
        public var description: String {
            switch self {
            case .unsatisfiableConstraints: "unsatisfiableConstraints"
            case .noCommonAncestor: "noCommonAncestor"
            case .invalidConstraint: "invalidConstraint"
            case .invalidInstallation: "invalidInstallation"
            case .requiredPriorityChange: "requiredPriorityChange"
            case .invalidValue: "invalidValue"
            }
        }
    }

    /// What went wrong.
    public let kind: Kind
    /// The explanation, in Apple's wording where Apple has one.
    public let message: String
    /// The constraints involved; for ``Kind/unsatisfiableConstraints`` the conflicting set, the broken one last.
    public let constraints: [NSLayoutConstraint]

    /// Makes a diagnostic.
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: The explanation.
    ///   - constraints: The constraints involved.
    public init(kind: Kind, message: String, constraints: [NSLayoutConstraint] = []) {
        self.kind = kind
        self.message = message
        self.constraints = constraints
    }

    /// `[kind] message`.
    public var description: String { "[\(kind)] \(message)" }
}

/// Where HeadlessLayout sends its ``LayoutDiagnostic``s.
///
/// By default each diagnostic's message is printed to standard error, as UIKit logs to the console. A handler
/// installed with ``withHandler(_:perform:)`` receives the diagnostics raised while its body runs, and only those:
/// the synchronous form scopes its handler to the current thread (so, like `PureLayout.withFailureHandler`, it
/// takes a plain closure that may capture local state), the asynchronous form to the current task. Tests run in
/// parallel, so handlers are scoped, never global. The innermost scope receives a diagnostic: the thread's, when
/// the current thread is inside a synchronous scope, otherwise the task's.
public enum LayoutDiagnostics {
    /// The handler of the current task's asynchronous scope, if any. (Task-local values need the concurrency
    /// runtime of macOS 10.15 and iOS 13, later than the package's minimums, which matter with the `Headless`
    /// trait on Apple platforms.)
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @TaskLocal static var currentHandler: (@Sendable (LayoutDiagnostic) -> Void)?

    /// Runs `body` with `handler` receiving every diagnostic raised on the current thread meanwhile.
    /// - Parameters:
    ///   - handler: Receives each diagnostic, synchronously, on the thread that raised it.
    ///   - body: The work to observe.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withHandler<Result, Failure: Error>(
        _ handler: (LayoutDiagnostic) -> Void,
        perform body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = withoutActuallyEscaping(handler) { escapable in
            let stack = ThreadDiagnosticHandlers.current
            stack.handlers.append(escapable)
            defer { stack.handlers.removeLast() }
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Runs the asynchronous `body` with `handler` receiving every diagnostic raised in this task meanwhile.
    /// - Parameters:
    ///   - handler: Receives each diagnostic.
    ///   - isolation: The caller's actor, inherited automatically.
    ///   - body: The work to observe.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public static func withHandler<Result>(
        _ handler: @escaping @Sendable (LayoutDiagnostic) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        perform body: () async throws -> Result
    ) async rethrows -> Result {
        try await $currentHandler.withValue(handler, operation: body, isolation: isolation)
    }

    /// Sends `diagnostic` to the innermost handler, or prints its message to standard error.
    /// - Parameter diagnostic: The problem to report.
    public static func report(_ diagnostic: LayoutDiagnostic) {
        if let handler = ThreadDiagnosticHandlers.existing?.handlers.last {
            handler(diagnostic)
        } else if #available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *), let handler = currentHandler {
            handler(diagnostic)
        } else {
            FileHandle.standardError.write(Data((diagnostic.message + "\n").utf8))
        }
    }

    /// Reports a diagnostic built from its parts.
    static func report(_ kind: LayoutDiagnostic.Kind, _ message: String, _ constraints: [NSLayoutConstraint] = []) {
        report(LayoutDiagnostic(kind: kind, message: message, constraints: constraints))
    }
}
