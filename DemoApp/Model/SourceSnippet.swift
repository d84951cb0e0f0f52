#if PURELAYOUT_HEADLESS
import Foundation

/// The code the gallery shows beside a scene, read from the scene's own Swift file so that the two cannot
/// drift apart: every line between a `// snippet:begin` line and the next `// snippet:end` line, with the
/// common indentation removed (several regions are joined by a blank line).
struct SourceSnippet: Sendable {
    /// The marker that opens a region.
    static let beginMarker = "// snippet:begin"
    /// The marker that closes a region.
    static let endMarker = "// snippet:end"

    /// The file the snippet comes from.
    let path: String

    /// The file's name relative to the package ("DemoApp/Scenes/BasicLayoutScene.swift").
    var displayPath: String {
        guard let range = path.range(of: "/DemoApp/", options: .backwards) else { return path }
        return "DemoApp/" + path[range.upperBound...]
    }

    /// The marked code, or `nil` when the source file is not readable (a DemoApp binary moved away from its
    /// package) or has no marked region.
    func text() -> String? {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Self.extract(from: source)
    }

    /// The marked regions of `source`, dedented and joined; `nil` when there is none.
    static func extract(from source: String) -> String? {
        var regions: [[Substring]] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == beginMarker {
                current = []
            } else if trimmed == endMarker {
                if let region = current { regions.append(region) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        let texts = regions.map(dedent).filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: "\n\n")
    }

    /// `lines` without their common leading spaces and without leading or trailing blank lines.
    private static func dedent(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " }).count }
        let common = indents.min() ?? 0
        var trimmed = lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }
        while trimmed.first == "" { trimmed.removeFirst() }
        while trimmed.last == "" { trimmed.removeLast() }
        return trimmed.joined(separator: "\n")
    }
}

#endif
