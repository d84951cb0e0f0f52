#if PURELAYOUT_HEADLESS
import Foundation
import Testing

@testable import DemoApp

@Suite("Text metrics and labels")
struct TextMetricsTests {
    let metrics = TextMetrics(fontSize: 10)

    @Test("Characters are 0.6 × the font size wide, lines 1.2 × tall, the baseline 0.9 × below the line top")
    func stated() {
        #expect(metrics.width(of: "abcde") == 30)
        #expect(metrics.lineHeight == 12)
        #expect(metrics.baselineFromLineTop == 9)
        #expect(abs(metrics.baselineToLineBottom - 3) < 1e-9)
    }

    @Test(
        "Wrapping is greedy by words and splits words longer than a line",
        arguments: [
            ("one two three", 36.0, ["one", "two", "three"]),
            ("one two three", 48.0, ["one two", "three"]),
            ("abcdefghij", 24.0, ["abcd", "efgh", "ij"]),
            ("", 100.0, [""]),
        ] as [(String, Double, [String])])
    func wrapping(text: String, width: Double, lines: [String]) {
        #expect(metrics.wrap(text, toWidth: CGFloat(width)) == lines)
    }

    @Test("Truncation keeps what fits and ends with an ellipsis")
    func truncation() {
        #expect(metrics.truncate("abcdef", toWidth: 36) == "abcdef")
        #expect(metrics.truncate("abcdefg", toWidth: 36) == "abcde…")
        #expect(metrics.truncate("abc", toWidth: 1) == "…")
    }

    @Test("A label's intrinsic size is its text plus padding, wrapped at its preferred width")
    func labelIntrinsicSize() {
        let label = DemoLabel.make("label", text: "one two three", fill: .blue, fontSize: 10)
        #expect(label.intrinsicContentSize == CGSize(width: 78, height: 12))
        label.horizontalPadding = 5
        label.verticalPadding = 2
        #expect(label.intrinsicContentSize == CGSize(width: 88, height: 16))
        #expect(label.firstBaselineOffsetFromTop == 11)
        #expect(abs(label.lastBaselineOffsetFromBottom - 5) < 1e-9)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 58
        #expect(label.intrinsicContentSize == CGSize(width: 52, height: 28))
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == CGSize(width: 88, height: 16))
    }
}

#endif
