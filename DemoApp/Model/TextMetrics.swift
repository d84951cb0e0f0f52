#if PURELAYOUT_HEADLESS
import Foundation

/// The simple, stated font metrics of the demo's text: a monospaced font in which every character is
/// `0.6 × fontSize` wide, every line is `1.2 × fontSize` tall, and the baseline sits `0.9 × fontSize` below the
/// top of its line (so `0.3 × fontSize` of each line lies below the baseline).
///
/// The gallery draws text in a monospaced font with exactly these advances, so what is drawn matches what the
/// layout measured.
struct TextMetrics: Sendable {
    /// The point size of the font.
    let fontSize: CGFloat

    /// The advance of one character.
    var characterWidth: CGFloat { 0.6 * fontSize }
    /// The height of one line.
    var lineHeight: CGFloat { 1.2 * fontSize }
    /// The distance from the top of a line to its baseline.
    var baselineFromLineTop: CGFloat { 0.9 * fontSize }
    /// The distance from the baseline to the bottom of its line.
    var baselineToLineBottom: CGFloat { lineHeight - baselineFromLineTop }

    /// The width of `text` on one line.
    func width(of text: String) -> CGFloat {
        CGFloat(text.count) * characterWidth
    }

    /// How many whole characters fit in `width` (at least one, so that text always makes progress).
    func characterCapacity(of width: CGFloat) -> Int {
        guard width.isFinite, width > 0 else { return 1 }
        return max(1, Int((width / characterWidth + 1e-6).rounded(.down)))
    }

    /// Breaks `text` into lines no wider than `width`: greedy word wrapping, and words longer than a line are
    /// split between characters.
    func wrap(_ text: String, toWidth width: CGFloat) -> [String] {
        let capacity = characterCapacity(of: width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            while word.count > capacity {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(capacity)))
                word = String(word.dropFirst(capacity))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= capacity {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty {
            lines.append(current)
        }
        return lines
    }

    /// `line` shortened to fit `width`, ending with an ellipsis when characters had to be dropped
    /// (UILabel's default `.byTruncatingTail`).
    func truncate(_ line: String, toWidth width: CGFloat) -> String {
        let capacity = characterCapacity(of: width)
        guard line.count > capacity else { return line }
        guard capacity > 1 else { return "…" }
        return String(line.prefix(capacity - 1)) + "…"
    }
}

#endif
