/// An incremental Cassowary solver: linear equalities and inequalities, required or at lexicographic
/// priority levels, kept solved as constraints are added, removed, re-weighted or given new constants.
///
/// ```swift
/// let solver = Solver()
/// let left = solver.makeVariable(named: "left"), width = solver.makeVariable(named: "width")
/// try solver.addConstraint(Constraint(Expression(left), .equal, Expression(constant: 10)))
/// try solver.addConstraint(Constraint(Expression(width), .greaterThanOrEqual, Expression(constant: 100)))
/// try solver.addConstraint(Constraint(Expression(width), .equal, Expression(constant: 50), strength: .weak))
/// solver.value(of: width) // 100
/// ```
///
/// A solver is a reference type used from one thread at a time.
public final class Solver {
    // Implementation: see the Solver+*.swift files.
}
