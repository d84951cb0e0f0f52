// Thread-local storage for the scopes of the current thread (priority, identifier and creation scopes): POSIX
// thread-specific data where POSIX threads exist, Foundation's thread dictionary on Windows and WASI. A platform
// file: the only place that knows how each platform keeps per-thread state.

#if os(Windows) || os(WASI)

import Foundation

/// The current thread's scope state, kept in Foundation's thread dictionary where POSIX threads do not exist.
enum ThreadLocalScopes {
    /// The key of the state in `Thread.current.threadDictionary`.
    private static let key = "PureLayoutSwift.ThreadScopes"

    /// The state of the current thread, or `nil` while no scope is open on it.
    static var current: ThreadScopes? {
        Thread.current.threadDictionary[key] as? ThreadScopes
    }

    /// The state of the current thread, made current first if no scope is open on it yet; unretained, because
    /// the thread dictionary holds it until ``close()``.
    static func open() -> Unmanaged<ThreadScopes> {
        if let scopes = current { return .passUnretained(scopes) }
        let scopes = ThreadScopes()
        Thread.current.threadDictionary[key] = scopes
        return .passUnretained(scopes)
    }

    /// Makes ``current`` `nil` again: called when the last open scope closes.
    static func close() {
        Thread.current.threadDictionary.removeObject(forKey: key)
    }

    /// What `body` reads from the current thread's state, or `nil` while no scope is open on it.
    static func read<Value>(_ body: (ThreadScopes) -> Value?) -> Value? {
        current.flatMap(body)
    }
}

#else

import Foundation

/// The POSIX thread-specific key that owns (retains) the thread's scope state once it has opened a scope, so the
/// next scope reuses it (and its lists' storage) instead of allocating; released when the thread exits.
private let threadScopesKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
        Unmanaged<ThreadScopes>.fromOpaque(pointer).release()
    }
    return key
}()

/// The current thread's scope state, kept in a POSIX thread-specific slot and current while its
/// ``ThreadScopes/openScopeCount`` is positive: reading it is one `pthread_getspecific` call, and opening or
/// closing a scope neither allocates nor writes the slot (after the thread's first scope).
enum ThreadLocalScopes {
    /// The state of the current thread, or `nil` while no scope is open on it.
    @inline(__always)
    static var current: ThreadScopes? {
        guard let pointer = pthread_getspecific(threadScopesKey) else { return nil }
        let scopes = Unmanaged<ThreadScopes>.fromOpaque(pointer).takeUnretainedValue()
        return scopes.openScopeCount > 0 ? scopes : nil
    }

    /// The state of the current thread (made and kept the first time), for a scope about to open; it is current
    /// once the scope has counted itself in ``ThreadScopes/openScopeCount``. Unretained: the thread-specific slot
    /// holds it until the thread exits.
    static func open() -> Unmanaged<ThreadScopes> {
        if let pointer = pthread_getspecific(threadScopesKey) {
            return Unmanaged<ThreadScopes>.fromOpaque(pointer)
        }
        let scopes = Unmanaged.passRetained(ThreadScopes())
        pthread_setspecific(threadScopesKey, scopes.toOpaque())
        return scopes
    }

    /// Called when the last open scope has closed (``ThreadScopes/openScopeCount`` is 0, so ``current`` is `nil`
    /// again); the thread keeps its state for the next scope.
    static func close() {}

    /// What `body` reads from the current thread's state, or `nil` while no scope is open on it. The state is
    /// lent to `body` without retaining it: the thread-specific slot holds it until the thread exits.
    @inline(__always)
    static func read<Value>(_ body: (ThreadScopes) -> Value?) -> Value? {
        guard let pointer = pthread_getspecific(threadScopesKey) else { return nil }
        return Unmanaged<ThreadScopes>.fromOpaque(pointer)._withUnsafeGuaranteedRef { scopes in
            scopes.openScopeCount > 0 ? body(scopes) : nil
        }
    }
}

#endif
