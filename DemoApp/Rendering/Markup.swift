#if PURELAYOUT_HEADLESS
import Foundation

/// Small helpers for writing HTML and SVG text.
enum Markup {
    /// `text` with the characters that HTML and XML give meaning to replaced by entities.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A number for an SVG attribute: at most two decimals, no trailing zeros ("12", "12.5", "-0.25").
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A frame as "x, y, width × height" with at most two decimals.
    static func frame(_ rect: CGRect) -> String {
        "\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height))"
    }
}

#endif
