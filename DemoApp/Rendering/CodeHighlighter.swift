#if PURELAYOUT_HEADLESS
import Foundation

/// Turns Swift source into HTML for the gallery: escaped, with PureLayout calls (`auto…`) and comments marked.
enum CodeHighlighter {
    /// `source` as HTML for a `<pre><code>` element.
    static func html(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            guard let commentStart = line.range(of: "//") else { return markCalls(in: line) }
            let code = String(line[..<commentStart.lowerBound])
            let comment = String(line[commentStart.lowerBound...])
            return markCalls(in: code) + "<span class=\"comment\">\(Markup.escape(comment))</span>"
        }.joined(separator: "\n")
    }

    /// `code`, escaped, with every identifier that starts with `auto` and a capital letter wrapped in a span.
    private static func markCalls(in code: String) -> String {
        var html = ""
        var index = code.startIndex
        while index < code.endIndex {
            if isCallStart(code, at: index) {
                let end = code[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? code.endIndex
                html += "<span class=\"api\">\(Markup.escape(String(code[index..<end])))</span>"
                index = end
            } else {
                html += Markup.escape(String(code[index]))
                index = code.index(after: index)
            }
        }
        return html
    }

    /// Whether an `auto…` identifier starts at `index`.
    private static func isCallStart(_ code: String, at index: String.Index) -> Bool {
        guard code[index...].hasPrefix("auto") else { return false }
        if index > code.startIndex {
            let previous = code[code.index(before: index)]
            if previous.isLetter || previous.isNumber || previous == "_" { return false }
        }
        let afterPrefix = code.index(index, offsetBy: 4)
        return afterPrefix < code.endIndex && code[afterPrefix].isUppercase
    }
}

#endif
