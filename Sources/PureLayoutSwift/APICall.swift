import Foundation

/// The PureLayout call being made: its Swift name and the line that made it (the caller's `#fileID` and `#line`,
/// passed down by the public method's defaulted `file` and `line` parameters).
///
/// Every helper takes one, so failures name the line, and the funnel records it on each constraint the call makes
/// (``ConstraintFunnel/finalize(_:receiver:itemViews:call:)``): three words of stores, no allocation. The call's
/// Swift spelling with its arguments is built only when a description asks for it (``CallSpelling``).
nonisolated struct APICall {
    /// The public method's name, as `#function` spells it: `autoPinEdge(toSuperviewEdge:withInset:file:line:)`.
    let function: StaticString
    /// The caller's file, as `#fileID` spells it.
    let file: StaticString
    /// The caller's line.
    let line: UInt

    /// Makes a call record.
    @inline(__always)
    init(_ function: StaticString, _ file: StaticString, _ line: UInt) {
        self.function = function
        self.file = file
        self.line = line
    }

    /// The method's name as its callers write it: `#function` without the defaulted `file:line:` labels.
    var name: String { Self.publicName(function.description) }

    /// `autoPinEdge(toSuperviewEdge:file:line:)` → `autoPinEdge(toSuperviewEdge:)`.
    static func publicName(_ function: String) -> String {
        let name = function
        guard name.hasSuffix("file:line:)") else { return name }
        return String(name.dropLast("file:line:)".count)) + ")"
    }

    /// `File.swift:42`: the caller's file name without its module, and its line.
    var location: String {
        let path = file.description
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(line)"
    }
}
