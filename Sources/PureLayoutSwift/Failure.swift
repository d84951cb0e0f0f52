import Foundation

/// A misuse of the PureLayout API that PureLayout itself would have stopped with an assertion: a superview method
/// on a view without a superview, views without a common ancestor, too few views, an attribute that does not fit
/// the call, hugging or compression resistance outside a priority scope, or a constraint without items.
///
/// The call that failed still returns: constraints that could not be made are replaced by inactive placeholders
/// (`view.attribute == view.attribute`, never installed), and constraints that cannot be installed are left
/// inactive. Route failures to your own code with ``PureLayout/withFailureHandler(_:perform:)->_``; outside any
/// handler, a failure is written to standard error and the program carries on (it never traps, in any build).
public nonisolated struct PureLayoutFailure: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public nonisolated enum Kind: Sendable, Hashable, CaseIterable {
        /// A superview (or safe-area or margin) method was called on a view that has no superview.
        case noSuperview
        /// A constraint's items (views or layout guides) are not in one view hierarchy, so it cannot be installed.
        case noCommonAncestor
        /// An array method was called with fewer views than it needs (2 to align or match, 1 otherwise).
        case tooFewViews
        /// An attribute that does not fit the call: a baseline for a margin axis, an alignment that crosses the
        /// distribution axis, a width, height or margin used to align distributed views.
        case invalidAttribute
        /// Hugging or compression resistance was set outside `NSLayoutConstraint.autoSetPriority(_:forConstraints:)`.
        case priorityScopeRequired
        /// A constraint whose items are both gone was installed.
        case itemlessConstraint
        /// The feature does not exist on this platform or OS version (margins and safe area before macOS 11).
        case unsupportedOnPlatform
    }

    /// What went wrong.
    public let kind: Kind
    /// The Swift spelling of the PureLayout call that failed, e.g. `autoPinEdge(toSuperviewEdge:withInset:)`.
    public let call: String
    /// The file that made the failing call, as `#fileID` spells it (`MyApp/ProfileHeader.swift`).
    public let fileID: String
    /// The line that made the failing call.
    public let line: Int
    /// A sentence naming the line and the call, the view(s) involved (type name and address or identifier) and
    /// the fix: `PureLayout: ProfileHeader.swift:42 avatar.autoPinEdge(toSuperviewEdge:) failed: …. Fix: ….`
    public let message: String

    /// Same as ``message``.
    public var description: String { message }

    /// Makes a failure from its parts; ``message`` is assembled from `call` (on `receiver`, when there is one),
    /// `problem`, `subjects` and `fix`.
    init(kind: Kind, call: APICall, receiver: String?, problem: String, subjects: [String], fix: String) {
        self.kind = kind
        self.call = call.name
        self.fileID = call.file.description
        self.line = Int(call.line)
        let involved = subjects.isEmpty ? "" : " (\(subjects.joined(separator: ", ")))"
        let spelling = receiver.map { "\($0).\(call.name)" } ?? call.name
        self.message = "PureLayout: \(call.location) \(spelling) failed: \(problem)\(involved). Fix: \(fix)."
    }
}

extension PureLayoutFailure {
    /// Reports a failure about views to the current thread's innermost failure handler, or to the default one.
    static func report(_ kind: Kind, call: APICall, views: [ALView], problem: String, fix: String) {
        let failure = PureLayoutFailure(
            kind: kind, call: call, receiver: CallSpelling.failureReceiver(of: call.name, views: views),
            problem: problem, subjects: views.map(ViewHierarchy.describe), fix: fix)
        deliver(failure)
    }

    /// Reports a failure about a constraint to the current thread's innermost failure handler, or to the default.
    static func report(_ kind: Kind, call: APICall, constraint: NSLayoutConstraint, problem: String, fix: String) {
        let failure = PureLayoutFailure(
            kind: kind, call: call, receiver: nil, problem: problem, subjects: [ViewHierarchy.describe(constraint)],
            fix: fix)
        deliver(failure)
    }

    /// Hands `failure` to the innermost handler of this thread, or to ``defaultHandler(_:)``.
    private static func deliver(_ failure: PureLayoutFailure) {
        if let handler = ThreadLocalScopes.current?.failureHandlers.last {
            handler(failure)
        } else {
            defaultHandler(failure)
        }
    }

    /// Writes the failure to standard error and carries on, in every build: a misuse must not end a process (in a
    /// test run, one forgotten `addSubview` would lose every other test's result). The call has already returned
    /// inert placeholders, so the app keeps running with that layout missing.
    private static func defaultHandler(_ failure: PureLayoutFailure) {
        FileHandle.standardError.write(Data((failure.message + "\n").utf8))
    }
}

/// Namespace for PureLayoutSwift's settings that have no PureLayout counterpart.
public enum PureLayout {
    /// Runs `body`, routing every ``PureLayoutFailure`` raised on the current thread meanwhile to `handler`.
    ///
    /// Handlers nest: the innermost one receives the failure. They are per thread, so two threads (or two tests
    /// running in parallel) each see only their own. Outside any handler, a failure is written to standard error
    /// and the program carries on.
    /// - Parameters:
    ///   - handler: Called once per failure, synchronously, on the failing thread.
    ///   - body: The code whose failures `handler` receives.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @discardableResult
    public static func withFailureHandler<R>(
        _ handler: (PureLayoutFailure) -> Void, perform body: () throws -> R
    ) rethrows -> R {
        try withoutActuallyEscaping(handler) { escapableHandler in
            try ThreadScopes.withScope(
                push: { $0.failureHandlers.append(escapableHandler) },
                pop: { $0.failureHandlers.removeLast() },
                body)
        }
    }

    /// Runs `body`, routing every ``PureLayoutFailure`` raised on the current thread meanwhile to `handler`: the
    /// overload for bodies that return nothing, chosen where the call itself stands in a `Void` context. Behaves
    /// as the generic overload.
    /// - Parameters:
    ///   - handler: Called once per failure, synchronously, on the failing thread.
    ///   - body: The code whose failures `handler` receives.
    /// - Throws: What `body` throws.
    public static func withFailureHandler(
        _ handler: (PureLayoutFailure) -> Void, perform body: () throws -> Void
    ) rethrows {
        try withoutActuallyEscaping(handler) { escapableHandler in
            try ThreadScopes.withScope(
                push: { $0.failureHandlers.append(escapableHandler) },
                pop: { $0.failureHandlers.removeLast() },
                body)
        }
    }
}
