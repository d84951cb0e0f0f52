import Foundation

/// A lock-protected list that handlers and threads append to (diagnostics and failure handlers are `@Sendable`
/// and may run on any thread); the test reads a snapshot when they are done.
package final class LockedList<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []

    /// Makes an empty list.
    package init() {}

    /// Appends one element.
    package func append(_ element: Element) {
        lock.lock()
        storage.append(element)
        lock.unlock()
    }

    /// Appends one element and returns the new count, atomically.
    package func appendAndCount(_ element: Element) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage.append(element)
        return storage.count
    }

    /// A snapshot of the elements, in the order appended.
    package var values: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
