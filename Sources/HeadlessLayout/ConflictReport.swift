/// The text of HeadlessLayout's conflict report: UIKit's wording, each constraint with the line that made it, and
/// advice that holds for HeadlessLayout (no UIKit breakpoints or headers, which do not exist here).
enum ConflictReport {
    /// The report for `involved` (the conflicting constraints, `broken` last).
    static func text(_ involved: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        // One buffer for the whole report: a long chain's conflict names tens of thousands of constraints.
        var text = TextBuffer(capacity: 1024 + 160 * involved.count)
        text.write(
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.

            """)
        if involved.contains(where: { if case .autoresizing = $0.role { true } else { false } }) {
            text.write(
                """
                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to \
                the documentation for the property translatesAutoresizingMaskIntoConstraints)

                """)
        }
        text.write("(\n")
        for (index, constraint) in involved.enumerated() {
            text.write(index == 0 ? "    \"" : ",\n    \"")
            constraint.writeDescription(to: &text)
            text.write("\"")
            writeMadeAt(constraint, to: &text)
        }
        text.write("\n)\n\nWill attempt to recover by breaking constraint\n")
        broken.writeDescription(to: &text)
        writeMadeAt(broken, to: &text)
        text.write("\n\n")
        text.write(string: advice(recorded: involved.contains { $0.callSite != nil }))
        return text.text
    }

    /// Writes ` at File.swift:42 call` for a constraint whose call site was recorded, or nothing.
    static func writeMadeAt(_ constraint: NSLayoutConstraint, to text: inout TextBuffer) {
        guard let callSite = constraint.callSite else { return }
        text.write(" at ")
        callSite.writeLocation(to: &text)
        text.write(" ")
        text.write(string: callSite.call(for: constraint))
    }

    /// What to do next.
    static func advice(recorded: Bool) -> String {
        let find = recorded
            ? "go to the line named after the constraint you don't want"
            : "find the code that made the constraint you don't want (set an identifier on constraints to tell "
                + "them apart)"
        return "HeadlessLayout keeps the broken constraint just below required priority and carries on. To fix: "
            + "\(find), then remove it, lower its priority or make it an inequality. To catch this report in code "
            + "or a test, wrap the layout in LayoutDiagnostics.withHandler."
    }
}
