#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import TestSupport
import Testing

/// Tolerance for constants and multipliers read back from constraint records.
let recordTolerance: CGFloat = 1e-6

/// Tolerance for solved frames.
let frameTolerance: CGFloat = 1e-3

/// One side of a constraint: an item (view or layout guide) and its attribute.
typealias Endpoint = (item: AnyObject, attribute: NSLayoutConstraint.Attribute)

/// Checks every field of a constraint record at once: both items by identity, both attributes, the relation,
/// multiplier, constant (within `recordTolerance`), priority, identifier, `isActive`, and the view it is installed
/// on — the only view of the hierarchy whose `constraints` contains it (none when `installedOn` is nil).
func expectConstraint(
    _ constraint: NSLayoutConstraint?,
    first: Endpoint,
    relation: Relation = .equal,
    second: Endpoint?,
    multiplier: CGFloat = 1,
    constant: CGFloat = 0,
    priority: Float = 1000,
    identifier: String? = nil,
    isActive: Bool = true,
    installedOn: ALView?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let constraint else {
        Issue.record("expected a constraint, got nil", sourceLocation: sourceLocation)
        return
    }
    let summary = describe(constraint)
    #expect(constraint.firstItem === first.item, "first item of \(summary)", sourceLocation: sourceLocation)
    #expect(constraint.firstAttribute == first.attribute, "first attribute of \(summary)", sourceLocation: sourceLocation)
    #expect(constraint.relation == relation.ns, "relation of \(summary)", sourceLocation: sourceLocation)
    #expect(constraint.secondItem === second?.item, "second item of \(summary)", sourceLocation: sourceLocation)
    #expect(
        constraint.secondAttribute == (second?.attribute ?? .notAnAttribute),
        "second attribute of \(summary)", sourceLocation: sourceLocation)
    #expect(
        abs(constraint.multiplier - multiplier) <= recordTolerance,
        "multiplier of \(summary): expected \(multiplier)", sourceLocation: sourceLocation)
    #expect(
        abs(constraint.constant - constant) <= recordTolerance,
        "constant of \(summary): expected \(constant)", sourceLocation: sourceLocation)
    #expect(constraint.priority.rawValue == priority, "priority of \(summary)", sourceLocation: sourceLocation)
    #expect(constraint.identifier == identifier, "identifier of \(summary)", sourceLocation: sourceLocation)
    #expect(constraint.isActive == isActive, "isActive of \(summary)", sourceLocation: sourceLocation)
    expectInstallation(of: constraint, on: installedOn, near: [first.item, second?.item], sourceLocation: sourceLocation)
}

/// Checks that exactly `view` (or, when nil, no view) of the hierarchies around `items` lists `constraint`.
func expectInstallation(
    of constraint: NSLayoutConstraint,
    on view: ALView?,
    near items: [AnyObject?],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var roots: [ALView] = []
    for candidate in items.compactMap({ $0 }) + [view].compactMap({ $0 }) {
        guard let start = (candidate as? ALView) ?? (candidate as? UILayoutGuide)?.owningView else { continue }
        let root = rootView(of: start)
        if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    let holders = roots.flatMap(allViews(under:)).filter { holder in holder.constraints.contains { $0 === constraint } }
    if let view {
        #expect(
            holders.count == 1 && holders.first === view,
            "\(describe(constraint)) should be installed on \(name(view)) only, found on \(holders.map(name))",
            sourceLocation: sourceLocation)
    } else {
        #expect(
            holders.isEmpty, "\(describe(constraint)) should not be installed, found on \(holders.map(name))",
            sourceLocation: sourceLocation)
    }
}

/// Checks a view's solved frame (relative to its superview) within `frameTolerance`.
func expectFrame(
    _ view: ALView,
    x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectFrame(view, CGRect(x: x, y: y, width: width, height: height), sourceLocation: sourceLocation)
}

/// Checks a view's solved frame (relative to its superview) within `frameTolerance`.
func expectFrame(_ view: ALView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let frame = view.frame
    let close =
        abs(frame.minX - expected.minX) <= frameTolerance && abs(frame.minY - expected.minY) <= frameTolerance
        && abs(frame.width - expected.width) <= frameTolerance && abs(frame.height - expected.height) <= frameTolerance
    #expect(close, "frame \(frame) != expected \(expected)", sourceLocation: sourceLocation)
}

/// Checks one number within `frameTolerance`.
func expectClose(
    _ actual: CGFloat, _ expected: CGFloat, _ what: String = "value",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= frameTolerance, "\(what): \(actual) != expected \(expected)",
            sourceLocation: sourceLocation)
}

/// Checks that a view and all given views have `translatesAutoresizingMaskIntoConstraints` off, and others on.
func expectAutoresizingOff(
    _ views: [ALView], untouched: [ALView] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
    for view in views {
        #expect(!view.translatesAutoresizingMaskIntoConstraints, "TAMIC should be off on \(name(view))",
                sourceLocation: sourceLocation)
    }
    for view in untouched {
        #expect(view.translatesAutoresizingMaskIntoConstraints, "TAMIC should still be on on \(name(view))",
                sourceLocation: sourceLocation)
    }
}

/// Lays out the hierarchy of `root` and expects the engine to report no diagnostic (no unsatisfiable layout).
func layOut(_ root: ALView, sourceLocation: SourceLocation = #_sourceLocation) {
    let (_, diagnostics) = recordingDiagnostics { root.layoutIfNeeded() }
    #expect(diagnostics.isEmpty, "layout diagnostics: \(diagnostics)", sourceLocation: sourceLocation)
}

/// Runs `body` and returns its result with every layout diagnostic (kind and message) raised meanwhile.
func recordingDiagnostics<R>(_ body: () throws -> R) rethrows -> (result: R, diagnostics: [String]) {
    let diagnostics = LockedList<String>()
    let result = try LayoutDiagnostics.withHandler({ diagnostic in
        diagnostics.append("\(diagnostic.kind): \(diagnostic.message)")
    }, perform: body)
    return (result, diagnostics.values)
}

/// A short readable form of a constraint for failure messages.
func describe(_ constraint: NSLayoutConstraint) -> String {
    let first = constraint.firstItem.map { "\(type(of: $0))" } ?? "nil"
    let second = constraint.secondItem.map { "\(type(of: $0))" } ?? "nil"
    return "[\(first).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
        + "\(second).\(constraint.secondAttribute.rawValue) ×\(constraint.multiplier) + \(constraint.constant) "
        + "@\(constraint.priority.rawValue)]"
}

/// A short readable name of a view for failure messages.
func name(_ view: ALView) -> String {
    "\(type(of: view))@\(ObjectIdentifier(view).hashValue) \(view.frame)"
}

/// The topmost ancestor of a view (the view itself when it has no superview).
func rootView(of view: ALView) -> ALView {
    var current = view
    while let parent = current.superview { current = parent }
    return current
}

/// A view and all its descendants, depth first.
func allViews(under view: ALView) -> [ALView] {
    [view] + view.subviews.flatMap(allViews(under:))
}

/// What `capturingFailures` saw: the failure messages and a description of each kind.
struct CapturedFailures {
    let messages: [String]
    let kinds: [String]

    /// Whether at least one failure was reported.
    var reported: Bool { !messages.isEmpty }
}

/// Runs `body` with a PureLayout failure handler installed and returns its result and every failure reported.
func capturingFailures<R>(_ body: () throws -> R) rethrows -> (result: R, failures: CapturedFailures) {
    let messages = LockedList<String>()
    let kinds = LockedList<String>()
    let result = try PureLayout.withFailureHandler({ failure in
        messages.append(failure.message)
        kinds.append(String(describing: failure.kind))
    }, perform: body)
    return (result, CapturedFailures(messages: messages.values, kinds: kinds.values))
}

/// Expects at least one failure whose message names `call` (a method's base name, e.g. "autoPinEdge").
func expectFailure(
    _ failures: CapturedFailures, naming call: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(failures.reported, "expected a PureLayout failure report for \(call)", sourceLocation: sourceLocation)
    #expect(
        failures.messages.contains { $0.contains(call) },
        "a failure message should name \(call); got \(failures.messages)", sourceLocation: sourceLocation)
    #expect(failures.kinds.count == failures.messages.count, sourceLocation: sourceLocation)
}

/// Expects that no failure was reported.
func expectNoFailure(_ failures: CapturedFailures, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!failures.reported, "unexpected failures: \(failures.messages)", sourceLocation: sourceLocation)
}
#endif
