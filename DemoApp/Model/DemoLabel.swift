#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A text label for the demo scenes, measured with `TextMetrics`: its intrinsic content size is its text's
/// size plus `padding` on each side, and it reports text baselines, so hugging, compression resistance and
/// baseline alignment behave as they do for `UILabel`.
///
/// Like `UILabel`, a label with `numberOfLines != 1` wraps its text at `preferredMaxLayoutWidth` (here the
/// width of the whole label, padding included; 0 means "not known yet": the text is measured on one line).
/// The scene runner sets it from the solved width and lays out again, the two passes UIKit makes for a
/// multi-line label.
final class DemoLabel: DemoView {
    /// How the lines are placed horizontally.
    enum Alignment: Sendable {
        /// At the leading edge: left in left-to-right, right in right-to-left.
        case natural
        /// Centred.
        case center
    }

    /// The text.
    var text = "" {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The font size in points.
    var fontSize: CGFloat = 17 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The maximum number of lines; 0 means no limit.
    var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The width at which a multi-line label wraps, padding included; 0 when not known yet.
    var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// Space between the text and the label's left and right edges (a button's content insets).
    var horizontalPadding: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Space between the text and the label's top and bottom edges.
    var verticalPadding: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// How the lines are placed horizontally.
    var alignment = Alignment.natural
    /// Whether the gallery draws the first and last baselines.
    var showsBaselines = false

    /// The metrics of the label's font.
    var metrics: TextMetrics { TextMetrics(fontSize: fontSize) }

    /// The lines the label's text takes when it may be `width` wide (padding included), before any limit of
    /// `numberOfLines`.
    func wrappedLines(forWidth width: CGFloat) -> [String] {
        guard numberOfLines != 1 else { return [text] }
        return metrics.wrap(text, toWidth: width - 2 * horizontalPadding)
    }

    override var intrinsicContentSize: CGSize {
        var lines = [text]
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 {
            lines = wrappedLines(forWidth: preferredMaxLayoutWidth)
            if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        }
        let widest = lines.map { metrics.width(of: $0) }.max() ?? 0
        return CGSize(
            width: widest + 2 * horizontalPadding,
            height: CGFloat(lines.count) * metrics.lineHeight + 2 * verticalPadding)
    }

    override var firstBaselineOffsetFromTop: CGFloat {
        verticalPadding + metrics.baselineFromLineTop
    }

    override var lastBaselineOffsetFromBottom: CGFloat {
        verticalPadding + metrics.baselineToLineBottom
    }

    /// Makes a label for Auto Layout with a name, a text and a fill colour.
    ///
    /// - Parameters:
    ///   - name: the name of the label (shown in the terminal preview).
    ///   - text: the text it shows.
    ///   - fill: its background colour.
    ///   - fontSize: the font size in points.
    /// - Returns: a label whose `translatesAutoresizingMaskIntoConstraints` is `false`.
    static func make(_ name: String, text: String, fill: DemoColor, fontSize: CGFloat = 17) -> DemoLabel {
        let label = DemoLabel.make(name, fill)
        label.text = text
        label.fontSize = fontSize
        label.showsName = false
        return label
    }

    /// Makes a button-like label: centred text with content insets and rounded corners.
    ///
    /// - Parameters:
    ///   - title: the button's title (also its name).
    ///   - fontSize: the font size in points.
    /// - Returns: a label whose `translatesAutoresizingMaskIntoConstraints` is `false`.
    static func button(_ title: String, fontSize: CGFloat = 15) -> DemoLabel {
        let button = DemoLabel.make(title, text: title, fill: .control, fontSize: fontSize)
        button.horizontalPadding = 10
        button.verticalPadding = 8
        button.alignment = .center
        button.cornerRadius = 8
        return button
    }
}

#endif
