/// Where a constraint was made: the source file and line of the call, and that call's Swift spelling.
///
/// An API that makes constraints records one on each (PureLayoutSwift records every constraint it makes), and
/// HeadlessLayout shows it in the constraint's `debugDescription` and in its conflict reports, so a report points
/// at the line that made each constraint: `ProfileHeader.swift:42 avatar.autoPinEdge(toSuperviewEdge: .top,
/// withInset: 16)`. Recording costs a few stores; the spelling is built only when a description asks for it.
public struct ConstraintCallSite: Sendable {
    /// The file that made the call, as `#fileID` spells it (`Module/File.swift`).
    public let fileID: StaticString
    /// The line that made the call.
    public let line: UInt
    /// The name of the API that was called, as `#function` spells it (`autoPinEdge(toSuperviewEdge:withInset:)`).
    public let function: StaticString
    /// Builds the call's spelling for one constraint it made, from ``function`` and the constraint's own
    /// attributes, items and numbers.
    let spelling: @Sendable (ConstraintCallSite, NSLayoutConstraint) -> String

    /// Records a call site.
    /// - Parameters:
    ///   - fileID: The file that made the call (`#fileID`).
    ///   - line: The line that made the call (`#line`).
    ///   - function: The name of the API called (`#function`).
    ///   - spelling: Builds the call's Swift spelling for a constraint it made; by default the function's name.
    public init(
        fileID: StaticString, line: UInt, function: StaticString,
        spelling: @escaping @Sendable (ConstraintCallSite, NSLayoutConstraint) -> String = { site, _ in
            site.function.description
        }
    ) {
        self.fileID = fileID
        self.line = line
        self.function = function
        self.spelling = spelling
    }

    /// `File.swift:42`: the file's name without its module, and the line.
    public var location: String {
        let path = fileID.description
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(line)"
    }

    /// The call's Swift spelling for `constraint`, one of the constraints it made, e.g.
    /// `avatar.autoPinEdge(toSuperviewEdge: .top, withInset: 16)`.
    /// - Parameter constraint: A constraint the call made.
    /// - Returns: The spelling.
    public func call(for constraint: NSLayoutConstraint) -> String {
        spelling(self, constraint)
    }

    /// `File.swift:42 call`, the form reports print.
    /// - Parameter constraint: A constraint the call made.
    /// - Returns: The location and the call's spelling.
    public func summary(for constraint: NSLayoutConstraint) -> String {
        "\(location) \(call(for: constraint))"
    }
}
