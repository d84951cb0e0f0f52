import Foundation

/// Where a constraint was made: the source file and line of the call, and that call's Swift spelling.
///
/// An API that makes constraints records one on each (PureLayoutSwift records every constraint it makes), and
/// HeadlessLayout shows it in the constraint's `debugDescription` and in its conflict reports, so a report points
/// at the line that made each constraint: `ProfileHeader.swift:42 avatar.autoPinEdge(toSuperviewEdge: .top,
/// withInset: 16)`. Recording costs a few stores; the spelling is built only when a description asks for it.
public struct ConstraintCallSite: @unchecked Sendable {
    // Stored compactly and trivially (24 bytes, 25 as an optional; no reference to count), since every constraint
    // a PureLayout call makes carries one: the UTF-8 of the two literals (`#fileID` and `#function` are string
    // literals, immutable and alive for the whole process, which is what makes the pointers sendable) and the line
    // in 32 bits. How a call is spelled is the recording API's business: see ``setSpeller(_:)``.
    private let fileStart: UnsafePointer<UInt8>
    private let functionStart: UnsafePointer<UInt8>
    private let fileCount: UInt16
    private let functionCount: UInt16
    private let storedLine: UInt32

    /// The file that made the call, as `#fileID` spells it (`Module/File.swift`).
    public var fileID: String { Self.text(fileStart, fileCount) }
    /// The line that made the call.
    public var line: UInt { UInt(storedLine) }
    /// The name of the API that was called, as `#function` spells it (`autoPinEdge(toSuperviewEdge:withInset:)`).
    public var function: String { Self.text(functionStart, functionCount) }

    /// Records a call site.
    /// - Parameters:
    ///   - fileID: The file that made the call (`#fileID`).
    ///   - line: The line that made the call (`#line`).
    ///   - function: The name of the API called (`#function`).
    public init(fileID: StaticString, line: UInt, function: StaticString) {
        (fileStart, fileCount) = Self.storage(of: fileID)
        (functionStart, functionCount) = Self.storage(of: function)
        storedLine = UInt32(clamping: line)
    }

    /// Sets how calls are spelled for ``call(for:)``: the API that records call sites (PureLayoutSwift does, once,
    /// before it records the first) turns a call site and one constraint the call made into the call's Swift
    /// spelling, from ``function`` and the constraint's own attributes, items and numbers. Without one, a call is
    /// spelled by its function's name.
    /// - Parameter speller: Spells a call for one constraint it made.
    public static func setSpeller(_ speller: @escaping @Sendable (ConstraintCallSite, NSLayoutConstraint) -> String) {
        CallSpeller.shared.set(speller)
    }

    /// Where a literal's UTF-8 lives, and how long it is (at most 65,535 bytes are kept).
    private static func storage(of literal: StaticString) -> (UnsafePointer<UInt8>, UInt16) {
        guard literal.hasPointerRepresentation else {
            // A one-scalar literal has no stable storage; neither `#fileID` nor `#function` is ever one.
            let unknown: StaticString = "(unknown)"
            return (unknown.utf8Start, UInt16(unknown.utf8CodeUnitCount))
        }
        return (literal.utf8Start, UInt16(clamping: literal.utf8CodeUnitCount))
    }

    /// The text of `count` bytes of UTF-8 at `start`.
    private static func text(_ start: UnsafePointer<UInt8>, _ count: UInt16) -> String {
        String(decoding: UnsafeBufferPointer(start: start, count: Int(count)), as: UTF8.self)
    }

    /// `File.swift:42`: the file's name without its module, and the line.
    public var location: String {
        let path = fileID
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(line)"
    }

    /// Writes ``location`` to `text` from the literal's bytes (a report writes one for every constraint it names).
    func writeLocation(to text: inout TextBuffer) {
        let file = UnsafeBufferPointer(start: fileStart, count: Int(fileCount))
        let nameStart = file.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        text.write(UnsafeBufferPointer(rebasing: file[nameStart...]))
        text.write(":")
        text.writeNumber(Double(storedLine))
    }

    /// The call's Swift spelling for `constraint`, one of the constraints it made, e.g.
    /// `avatar.autoPinEdge(toSuperviewEdge: .top, withInset: 16)`.
    /// - Parameter constraint: A constraint the call made.
    /// - Returns: The spelling.
    public func call(for constraint: NSLayoutConstraint) -> String {
        CallSpeller.shared.speller?(self, constraint) ?? function
    }

    /// `File.swift:42 call`, the form reports print.
    /// - Parameter constraint: A constraint the call made.
    /// - Returns: The location and the call's spelling.
    public func summary(for constraint: NSLayoutConstraint) -> String {
        "\(location) \(call(for: constraint))"
    }
}

/// The process's ``ConstraintCallSite/setSpeller(_:)``, behind a lock (set once, read when a description is made).
private final class CallSpeller: @unchecked Sendable {
    static let shared = CallSpeller()
    private let lock = NSLock()
    private var stored: (@Sendable (ConstraintCallSite, NSLayoutConstraint) -> String)?

    var speller: (@Sendable (ConstraintCallSite, NSLayoutConstraint) -> String)? {
        lock.withLock { stored }
    }

    func set(_ speller: @escaping @Sendable (ConstraintCallSite, NSLayoutConstraint) -> String) {
        lock.withLock { stored = speller }
    }
}
