/// Up to six terms held in place, with no allocation and no reference counting: how a caller builds a
/// ``Constraint`` without allocating (see ``Constraint/init(terms:constant:_:strength:name:)``), and how a
/// constraint of up to six terms stores them.
///
/// A layout engine adds one constraint per line of layout code, and a constraint between two views' edges,
/// centers or sizes has at most six terms (two items' position and size, and their common ancestor's origin);
/// keeping them in place saves an allocation, the reference counting of an array and a pointer chase each time
/// the solver reads them. Longer expressions go through ``LinearExpression``.
package struct InlineTerms: Sendable {
    /// The most terms held.
    package static let capacity = 6

    /// The number of terms.
    package private(set) var count = 0
    /// The variables of the terms (`variable.id`), in order; those past ``count`` are never read.
    private var variables: (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)
    /// The coefficients of the terms, in order.
    private var coefficients: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)

    /// Makes an empty list.
    package init() {}

    /// Adds `coefficient × variable`: to the term of `variable` when there is one, as a new last term otherwise.
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: Its factor.
    /// - Returns: `false`, changing nothing, when `variable` has no term and the list is full.
    @discardableResult
    package mutating func add(_ variable: Variable, _ coefficient: Double) -> Bool {
        let count = self.count
        let id = variable.id
        let merged = withUnsafeBytes(of: variables) { variableBytes in
            withUnsafeMutableBytes(of: &coefficients) { coefficientBytes in
                let ids = variableBytes.bindMemory(to: Int32.self)
                for index in 0..<count where ids[index] == id {
                    coefficientBytes.bindMemory(to: Double.self)[index] += coefficient
                    return true
                }
                return false
            }
        }
        return merged || append(variable, coefficient)
    }

    /// Appends `coefficient × variable` as a new last term, even when `variable` already has one.
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: Its factor.
    /// - Returns: `false`, changing nothing, when the list is full.
    @discardableResult
    package mutating func append(_ variable: Variable, _ coefficient: Double) -> Bool {
        let count = self.count
        guard count < Self.capacity else { return false }
        withUnsafeMutableBytes(of: &variables) { $0.bindMemory(to: Int32.self)[count] = variable.id }
        withUnsafeMutableBytes(of: &coefficients) { $0.bindMemory(to: Double.self)[count] = coefficient }
        self.count = count + 1
        return true
    }

    /// Removes the terms whose coefficient is within `tolerance` of zero (variables that cancelled out),
    /// keeping the order of the others.
    /// - Parameter tolerance: The largest magnitude removed.
    package mutating func removeTerms(within tolerance: Double) {
        var negligible = false
        forEach { _, coefficient in
            negligible = negligible || abs(coefficient) <= tolerance
        }
        // Terms rarely cancel: the list is rebuilt only when one did.
        guard negligible else { return }
        var kept = InlineTerms()
        forEach { variable, coefficient in
            if abs(coefficient) > tolerance {
                kept.append(Variable(variable), coefficient)
            }
        }
        self = kept
    }

    /// Calls `body` with each term's variable (its external symbol) and coefficient, in order.
    @inline(__always)
    func forEach(_ body: (_ variable: Symbol, _ coefficient: Double) -> Void) {
        let count = self.count
        withUnsafeBytes(of: variables) { variableBytes in
            withUnsafeBytes(of: coefficients) { coefficientBytes in
                let ids = variableBytes.bindMemory(to: Int32.self)
                let factors = coefficientBytes.bindMemory(to: Double.self)
                for index in 0..<count {
                    body(Symbol(id: ids[index]), factors[index])
                }
            }
        }
    }

    /// The terms, in order.
    package var terms: [Term] {
        var result: [Term] = []
        result.reserveCapacity(count)
        forEach { variable, coefficient in
            result.append(Term(Variable(variable), coefficient))
        }
        return result
    }
}
