#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout
import PureLayoutSwift

/// One problem a layout check found, returned rather than trapped or logged.
public struct LayoutFinding: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The view's frame is not fixed by its constraints (another equally good layout moves it).
        case ambiguousLayout
        /// Required constraints contradicted each other; HeadlessLayout broke one (``message`` is the report).
        case conflict
        /// A required constraint that the last layout pass left unsatisfied.
        case brokenConstraint
        /// The view's frame reaches outside its superview's bounds.
        case outsideSuperview
        /// The view's frame reaches outside the safe area of the root view.
        case outsideSafeArea
        /// Two sibling views overlap (checked only with ``LayoutChecks/overlappingSiblings``).
        case overlappingSiblings
        /// A PureLayout call failed (``message`` is its failure message, naming the line).
        case pureLayoutFailure
        /// Another HeadlessLayout diagnostic (invalid constraint or value, no common ancestor, …).
        case diagnostic
    }

    /// What kind of problem.
    public let kind: Kind
    /// The view concerned, by its snapshot name (`avatar`, `HeadlessView#2`), or `nil` for the whole layout.
    public let view: String?
    /// What was found, in words a reader can act on.
    public let message: String

    /// Makes a finding.
    /// - Parameters:
    ///   - kind: What kind of problem.
    ///   - view: The view concerned, by name.
    ///   - message: What was found.
    public init(kind: Kind, view: String?, message: String) {
        self.kind = kind
        self.view = view
        self.message = message
    }

    /// `[kind] view: message`.
    public var description: String {
        "[\(kind.rawValue)] " + (view.map { "\($0): " } ?? "") + message
    }

    /// The finding for a HeadlessLayout diagnostic.
    init(_ diagnostic: LayoutDiagnostic) {
        let kind: Kind = diagnostic.kind == .unsatisfiableConstraints ? .conflict : .diagnostic
        self.init(kind: kind, view: nil, message: diagnostic.message)
    }

    /// The finding for a PureLayout failure.
    init(_ failure: PureLayoutFailure) {
        self.init(kind: .pureLayoutFailure, view: nil, message: failure.message)
    }
}
#endif
