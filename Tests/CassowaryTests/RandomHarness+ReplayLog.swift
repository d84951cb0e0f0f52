@testable import Cassowary
import TestSupport

// How `RandomHarness` spells what it does: in its replay log, expressions, strengths and relations as Swift source;
// for the reference LP, a relation in its terms.
extension RandomHarness {
    /// `expression` as Swift source, its variables named `v0`, `v1`, ….
    static func format(_ expression: LinearExpression) -> String {
        var text = expression.terms.map { "\($0.coefficient) * v\($0.variable.id)" }.joined(separator: " + ")
        if text.isEmpty { return "LinearExpression(constant: \(expression.constant))" }
        text += " + \(expression.constant)"
        return text
    }

    /// `strength` as Swift source.
    static func format(_ strength: Strength) -> String {
        strength.isRequired ? ".required" : "Strength(\(strength.level))"
    }
}

extension Relation {
    /// The case name, for the replay log.
    var caseName: String {
        switch self {
        case .equal: "equal"
        case .lessThanOrEqual: "lessThanOrEqual"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        }
    }
}

extension Relation {
    /// The same relation in ``ReferenceLP``'s terms.
    var reference: ReferenceLP.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
