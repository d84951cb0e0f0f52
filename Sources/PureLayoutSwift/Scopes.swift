import Foundation

/// The scopes open on one thread: creation scopes (each capturing the constraints made inside it), ambient
/// priorities, ambient identifiers and failure handlers, innermost last.
///
/// A thread's instance is current only while at least one scope is open on it (see ``ThreadLocalScopes``), so code
/// outside every scope pays one thread-local read that returns `nil`; the thread keeps the instance between scopes
/// so that opening one allocates nothing.
///
/// The lists and the count skip the dynamic exclusivity checks: only this module touches them, on their own thread, and no access
/// lasts across a call out of the module (handlers and blocks run after the list has been read or changed).
final class ThreadScopes {
    /// One list per open creation scope (`autoCreateConstraintsWithoutInstalling` or
    /// `autoCreateAndInstallConstraints`), innermost last; constraints made meanwhile go to the last list.
    @exclusivity(unchecked) var captureFrames: [[NSLayoutConstraint]] = []
    /// The priorities of the open `autoSetPriority` scopes, innermost last.
    @exclusivity(unchecked) var priorities: [ALLayoutPriority] = []
    /// The identifiers of the open `autoSetIdentifier` scopes, innermost last.
    @exclusivity(unchecked) var identifiers: [String] = []
    /// The handlers of the open `PureLayout.withFailureHandler` scopes, innermost last.
    @exclusivity(unchecked) var failureHandlers: [(PureLayoutFailure) -> Void] = []

    /// How many scopes of any kind are open: one entry in one of the lists per open scope.
    @exclusivity(unchecked) var openScopeCount = 0

    /// Whether a creation scope is open, so new constraints are captured instead of installed.
    var isCapturing: Bool { !captureFrames.isEmpty }

    /// Adds `constraints` to the innermost creation scope's list.
    func capture(_ constraints: some Sequence<NSLayoutConstraint>) {
        guard !captureFrames.isEmpty else { return }
        captureFrames[captureFrames.count - 1].append(contentsOf: constraints)
    }

    /// Applies the innermost ambient priority (only inside a priority scope) and identifier (only inside an
    /// identifier scope) to `constraint`; outside those scopes the constraint keeps its own values.
    ///
    /// An active constraint whose priority crosses between required and optional is deactivated for the change
    /// and activated again, because Apple platforms refuse that change on an active constraint.
    func applyAmbientState(to constraint: NSLayoutConstraint) {
        if let priority = priorities.last, constraint.priority != priority {
            let crossesRequired = (constraint.priority == .required) != (priority == .required)
            if crossesRequired && constraint.isActive {
                constraint.isActive = false
                constraint.priority = priority
                constraint.isActive = true
            } else {
                constraint.priority = priority
            }
        }
        if let identifier = identifiers.last {
            constraint.identifier = identifier
        }
    }

    /// Runs `body` with a scope opened by `push` and closed by `pop` (also when `body` throws) on the current
    /// thread's state, which is current from the first scope until the last one closes (see ``ThreadLocalScopes``).
    @inline(__always)
    static func withScope<R>(
        push: (ThreadScopes) -> Void, pop: (ThreadScopes) -> Void, _ body: () throws -> R
    ) rethrows -> R {
        // The state is lent, not retained: the thread holds it while a scope is open (see `open()`).
        let scopes = ThreadLocalScopes.open()
        scopes._withUnsafeGuaranteedRef { scopes in
            scopes.openScopeCount += 1
            push(scopes)
        }
        defer {
            let isLast = scopes._withUnsafeGuaranteedRef { scopes in
                pop(scopes)
                scopes.openScopeCount -= 1
                return scopes.openScopeCount == 0
            }
            if isLast { ThreadLocalScopes.close() }
        }
        return try body()
    }

    /// Runs `body` inside a new creation scope and returns the constraints made in it (not those of nested
    /// creation scopes), in creation order.
    static func capturing(_ body: () throws -> Void) rethrows -> [NSLayoutConstraint] {
        var captured: [NSLayoutConstraint] = []
        try withScope(
            push: { $0.captureFrames.append([]) },
            pop: { captured = $0.captureFrames.removeLast() },
            body)
        return captured
    }
}

extension NSLayoutConstraint {
    /// Makes the constraints of the PureLayout calls in `block`, then activates them all at once.
    ///
    /// Constraints made in `block` are collected instead of installed; when `block` returns they get the ambient
    /// priority and identifier of the scopes around this call (if any) and are activated together. Only the
    /// innermost creation scope returns a constraint: constraints made inside a nested
    /// ``autoCreateAndInstallConstraints(_:file:line:)`` or ``autoCreateConstraintsWithoutInstalling(_:)`` belong to
    /// it. This call's constraints are activated even inside an enclosing `autoCreateConstraintsWithoutInstalling`
    /// and are not added to its list. Scopes are per thread.
    /// - Parameters:
    ///   - block: The PureLayout calls to run.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraints made in `block` (not in nested creation scopes), in creation order, active.
    /// - Throws: What `block` throws; the constraints made so far are then dropped, inactive.
    @discardableResult
    public static func autoCreateAndInstallConstraints(
        _ block: () throws -> Void, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> [NSLayoutConstraint] {
        let created = try ThreadScopes.capturing(block)
        ConstraintFunnel.installCreated(created, call: APICall(#function, file, line))
        return created
    }

    /// Makes the constraints of the PureLayout calls in `block` without installing (activating) them.
    ///
    /// Constraints made in `block` still get the ambient priority and identifier of enclosing scopes. Only the
    /// innermost creation scope returns a constraint; a nested ``autoCreateAndInstallConstraints(_:file:line:)`` still
    /// activates its own constraints. Install the result later with `autoInstallConstraints()`. Scopes are per
    /// thread.
    /// - Parameter block: The PureLayout calls to run.
    /// - Returns: The constraints made in `block` (not in nested creation scopes), in creation order, inactive.
    /// - Throws: What `block` throws.
    @discardableResult
    public static func autoCreateConstraintsWithoutInstalling(
        _ block: () throws -> Void
    ) rethrows -> [NSLayoutConstraint] {
        try ThreadScopes.capturing(block)
    }

    /// Gives every constraint that PureLayout installs in `block` the priority `priority`, and lets `block` set
    /// content hugging and compression resistance priorities.
    ///
    /// The priority is set before installation, also on constraints that a creation scope keeps inactive, and on
    /// constraints made earlier that are installed in `block` with `autoInstall()`. Scopes nest: the innermost
    /// priority wins and leaving a scope restores the outer one; outside every priority scope constraints keep
    /// their own priority (1000 by default). Constraints not made or installed through PureLayout are untouched.
    /// Scopes are per thread.
    /// - Parameters:
    ///   - priority: The priority to apply.
    ///   - block: The PureLayout calls to run.
    /// - Returns: What `block` returns.
    /// - Throws: What `block` throws.
    @discardableResult
    public static func autoSetPriority<R>(
        _ priority: ALLayoutPriority, forConstraints block: () throws -> R
    ) rethrows -> R {
        try ThreadScopes.withScope(
            push: { $0.priorities.append(priority) },
            pop: { $0.priorities.removeLast() },
            block)
    }

    /// Gives every constraint that PureLayout installs in `block` the priority `priority`: the overload for
    /// blocks that return nothing, chosen where the call itself stands in a `Void` context (for example as the
    /// single expression of an ``autoCreateAndInstallConstraints(_:file:line:)`` block), exactly like PureLayout's
    /// `autoSetPriority:forConstraints:`. Behaves as the generic overload.
    /// - Parameters:
    ///   - priority: The priority to apply.
    ///   - block: The PureLayout calls to run.
    /// - Throws: What `block` throws.
    public static func autoSetPriority(
        _ priority: ALLayoutPriority, forConstraints block: () throws -> Void
    ) rethrows {
        try ThreadScopes.withScope(
            push: { $0.priorities.append(priority) },
            pop: { $0.priorities.removeLast() },
            block)
    }

    /// Gives every constraint that PureLayout installs in `block` the identifier `identifier`.
    ///
    /// The identifier is set before installation, also on constraints that a creation scope keeps inactive.
    /// Scopes nest: the innermost identifier wins and leaving a scope restores the outer one; outside every
    /// identifier scope constraints keep their own identifier (`nil` by default). Scopes are per thread.
    /// - Parameters:
    ///   - identifier: The identifier to apply.
    ///   - block: The PureLayout calls to run.
    /// - Returns: What `block` returns.
    /// - Throws: What `block` throws.
    @discardableResult
    public static func autoSetIdentifier<R>(
        _ identifier: String, forConstraints block: () throws -> R
    ) rethrows -> R {
        try ThreadScopes.withScope(
            push: { $0.identifiers.append(identifier) },
            pop: { $0.identifiers.removeLast() },
            block)
    }

    /// Gives every constraint that PureLayout installs in `block` the identifier `identifier`: the overload for
    /// blocks that return nothing, chosen where the call itself stands in a `Void` context, exactly like
    /// PureLayout's `autoSetIdentifier:forConstraints:`. Behaves as the generic overload.
    /// - Parameters:
    ///   - identifier: The identifier to apply.
    ///   - block: The PureLayout calls to run.
    /// - Throws: What `block` throws.
    public static func autoSetIdentifier(_ identifier: String, forConstraints block: () throws -> Void) rethrows {
        try ThreadScopes.withScope(
            push: { $0.identifiers.append(identifier) },
            pop: { $0.identifiers.removeLast() },
            block)
    }
}
