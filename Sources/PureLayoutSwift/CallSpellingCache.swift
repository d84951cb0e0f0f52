import Foundation

/// What ``CallSpelling`` reads from a method's name and a view's type, kept once per process: a conflict report spells
/// every constraint of its conflict, and a list too long for its root reports as many conflicts as it has items,
/// each naming most of the list. Parsing the name and reflecting on the type for each of them made the spelling
/// three fifths of such a layout pass.
nonisolated final class CallSpellingCache: @unchecked Sendable {
    /// The process's cache.
    static let shared = CallSpellingCache()

    /// A method's name, parsed: `autoPinEdge(toSuperviewEdge:withInset:)` → `autoPinEdge`, its argument labels.
    struct Method {
        /// The name without its argument labels: `autoPinEdge`.
        let base: String
        /// The argument labels of a one-constraint method (`_` for an unlabelled one), whose arguments are read back
        /// from the constraint; `nil` for other methods, spelled with their labels only.
        let labels: [String]?
        /// Whether it is a method of an array of views (`autoDistributeViews…`).
        let isArrayMethod: Bool
    }

    private let lock = NSLock()
    private var methods: [String: Method] = [:]
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// `function` parsed, from the cache.
    func method(_ function: String) -> Method {
        if let known = lock.withLock({ methods[function] }) { return known }
        let parsed = Self.parse(function)
        lock.withLock { methods[function] = parsed }
        return parsed
    }

    /// `make()` for `type`, from the cache (a type's name as a variable: `headlessView`).
    func typeName(of type: Any.Type, _ make: () -> String) -> String {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ typeNames[key] }) { return known }
        let name = make()
        lock.withLock { typeNames[key] = name }
        return name
    }

    /// The methods whose single constraint's arguments can be read back from it.
    private static let oneConstraintMethods: Set<String> = [
        "autoPinEdge", "autoAlignAxis", "autoMatch", "autoSetDimension", "autoConstrainAttribute", "autoPin",
    ]

    private static func parse(_ function: String) -> Method {
        let base = String(function.prefix { $0 != "(" })
        var labels: [String]?
        if let open = function.firstIndex(of: "("), function.last == ")", oneConstraintMethods.contains(base) {
            labels = function[function.index(after: open)..<function.index(before: function.endIndex)]
                .split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        return Method(base: base, labels: labels, isArrayMethod: CallSpelling.isArrayMethod(function))
    }
}
