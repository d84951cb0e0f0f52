/// The text of HeadlessLayout's conflict report: UIKit's wording, each constraint with the line that made it, and
/// advice that holds for HeadlessLayout (no UIKit breakpoints or headers, which do not exist here).
enum ConflictReport {
    /// The report for `involved` (the conflicting constraints, `broken` last).
    static func text(_ involved: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
        ]
        if involved.contains(where: { if case .autoresizing = $0.role { true } else { false } }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                    + "the documentation for the property translatesAutoresizingMaskIntoConstraints)")
        }
        lines.append("(")
        let entries = involved.map { "    \"\($0)\"" + madeAt($0) }
        lines.append(entries.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("\(broken)" + madeAt(broken))
        lines.append("")
        lines.append(advice(recorded: involved.contains { $0.callSite != nil }))
        return lines.joined(separator: "\n")
    }

    /// ` at File.swift:42 call` for a constraint whose call site was recorded, or nothing.
    static func madeAt(_ constraint: NSLayoutConstraint) -> String {
        constraint.callSite.map { " at \($0.summary(for: constraint))" } ?? ""
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
