#if PURELAYOUT_HEADLESS
import Foundation

/// A character-grid picture of one snapshot for the terminal: every view filled with its own letter, names
/// and label text written in where they fit, `:` outside the safe area, and a legend with exact frames.
enum ASCIIPreview {
    /// The picture of `snapshot` on `device`, `columns` characters wide (each row covers twice the height a
    /// column covers in width, as terminal cells are about twice as tall as wide).
    static func text(for snapshot: SceneSnapshot, on device: DeviceSize, columns: Int = 48) -> String {
        let columnWidth = device.width / CGFloat(columns)
        let rowHeight = 2 * columnWidth
        let rows = max(1, Int((device.height / rowHeight).rounded()))
        let safe = device.safeRect
        var grid = (0..<rows).map { row in
            (0..<columns).map { column -> Character in
                safe.contains(center(row: row, column: column, columnWidth, rowHeight)) ? " " : ":"
            }
        }

        let glyphs = assignGlyphs(to: snapshot.items)
        for (item, glyph) in zip(snapshot.items, glyphs) {
            let visible = item.clip.map { $0.intersection(item.frame) } ?? item.frame
            var rowsCovered: [Int] = []
            var columnsCovered: [Int] = []
            for row in 0..<rows {
                for column in 0..<columns where visible.contains(center(row: row, column: column, columnWidth, rowHeight)) {
                    grid[row][column] = glyph
                    if !rowsCovered.contains(row) { rowsCovered.append(row) }
                    if !columnsCovered.contains(column) { columnsCovered.append(column) }
                }
            }
            // Write the label's text, or the view's name, along the middle row when it fits.
            let caption = item.text?.lines.first?.text ?? (item.showsName ? item.name : "")
            guard let firstColumn = columnsCovered.min(), let lastColumn = columnsCovered.max(),
                !rowsCovered.isEmpty, !caption.isEmpty
            else { continue }
            let available = lastColumn - firstColumn + 1
            guard available >= min(caption.count, 4) + 2 else { continue }
            let shown = Array(caption.count <= available - 2 ? caption : String(caption.prefix(available - 3)) + "…")
            let row = rowsCovered.sorted()[rowsCovered.count / 2]
            let start = firstColumn + (available - shown.count) / 2
            for (offset, character) in shown.enumerated() {
                grid[row][start + offset] = character
            }
        }

        let border = "+" + String(repeating: "-", count: columns) + "+"
        var lines = [border] + grid.map { "|" + String($0) + "|" } + [border]
        lines.append(": outside the safe area")
        for (item, glyph) in zip(snapshot.items, glyphs) {
            lines.append("\(glyph) \(item.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(Markup.frame(item.frame))")
        }
        return lines.joined(separator: "\n")
    }

    /// The centre of a cell in screen points.
    private static func center(row: Int, column: Int, _ columnWidth: CGFloat, _ rowHeight: CGFloat) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * columnWidth, y: (CGFloat(row) + 0.5) * rowHeight)
    }

    /// One distinct character per item: its name's first letter in upper case, else lower case, else the
    /// first free character of a fallback list.
    static func assignGlyphs(to items: [DrawnItem]) -> [Character] {
        var used: Set<Character> = [":", " "]
        let fallback = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#%&*+=@$")
        return items.map { item in
            let initial = item.name.first ?? "?"
            let candidates = [initial.uppercased().first ?? initial, initial.lowercased().first ?? initial] + fallback
            let glyph = candidates.first { !used.contains($0) } ?? "?"
            used.insert(glyph)
            return glyph
        }
    }
}

#endif
