#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Content hugging and compression resistance deciding which label grows and which one shrinks.
    static let huggingAndCompression = DemoScene(
        name: "hugging-compression",
        title: "14 · Hugging and compression resistance",
        summary: """
            Each row pins a name, a badge and a time between its edges. When the text is shorter than the row, \
            the label with the lowest hugging priority (the name, 250) grows. When it is longer, the one with \
            the lowest compression resistance is truncated: the name in the second row, the time in the third. \
            On the tablet the long texts fit, and the rows behave like the first one.
            """
    ) { screen in
        // snippet:begin
        // One row: name, badge and time side by side, 8 pt apart, 12 pt in from the row's edges.
        func makeRow(_ name: String, _ badge: String, _ time: String, nameResistsCompression: Bool) -> ALView {
            let row = DemoView.make("row", .panel)
            row.showsName = false
            row.cornerRadius = 8
            let nameLabel = DemoLabel.make("name", text: name, fill: .blue, fontSize: 15)
            let badgeLabel = DemoLabel.make("badge", text: badge, fill: .orange, fontSize: 13)
            let timeLabel = DemoLabel.make("time", text: time, fill: .green, fontSize: 15)
            for label in [nameLabel, badgeLabel, timeLabel] {
                row.addSubview(label)
            }
            nameLabel.autoPinEdge(toSuperviewEdge: .leading, withInset: 12)
            nameLabel.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
            nameLabel.autoPinEdge(toSuperviewEdge: .bottom, withInset: 10)
            badgeLabel.autoPinEdge(.leading, to: .trailing, of: nameLabel, withOffset: 8)
            timeLabel.autoPinEdge(.leading, to: .trailing, of: badgeLabel, withOffset: 8)
            timeLabel.autoPinEdge(toSuperviewEdge: .trailing, withInset: 12)
            badgeLabel.autoAlignAxis(.horizontal, toSameAxisOf: nameLabel)
            timeLabel.autoAlignAxis(.horizontal, toSameAxisOf: nameLabel)

            // Hugging: the badge and the time hug their text harder than the name (251 > 250), so the name
            // takes any extra width.
            NSLayoutConstraint.autoSetPriority(.defaultLow + 1) {
                badgeLabel.autoSetContentHuggingPriority(for: .horizontal)
                timeLabel.autoSetContentHuggingPriority(for: .horizontal)
            }
            // Compression resistance: the badge never shrinks; of the name (750 by default) and the time,
            // the one with the lower priority is truncated when the row is too narrow.
            NSLayoutConstraint.autoSetPriority(.required) {
                badgeLabel.autoSetContentCompressionResistancePriority(for: .horizontal)
            }
            NSLayoutConstraint.autoSetPriority(.defaultHigh + 1) {
                (nameResistsCompression ? nameLabel : timeLabel).autoSetContentCompressionResistancePriority(
                    for: .horizontal)
            }
            return row
        }

        let rows = [
            makeRow("Ada Lovelace", "NEW", "9:41", nameResistsCompression: false),
            makeRow("Alexandria Montgomery", "VIP", "Yesterday, 9:41", nameResistsCompression: false),
            makeRow("Alexandria Montgomery", "VIP", "Yesterday, 9:41", nameResistsCompression: true),
        ]
        var previousRow: ALView?
        for row in rows {
            screen.addSubview(row)
            row.autoPinEdge(toSuperviewSafeArea: .leading, withInset: 16)
            row.autoPinEdge(toSuperviewSafeArea: .trailing, withInset: 16)
            if let previousRow {
                row.autoPinEdge(.top, to: .bottom, of: previousRow, withOffset: 16)
            } else {
                row.autoPinEdge(toSuperviewSafeArea: .top, withInset: 24)
            }
            previousRow = row
        }
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
