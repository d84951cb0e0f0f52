#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 6: inequalities that must hold, and an impossible wish at a lower priority.
    static let priorities = DemoScene(
        name: "priorities",
        title: "6 · Priorities and inequalities",
        summary: """
            A centred square that asks, at priority 750, to be 10 000 pt wide and tall, while required \
            inequalities keep it at least 20 pt inside the safe area. The engine breaks the optional wish as \
            little as it can: the square grows until the nearest inequality stops it.
            """
    ) { screen in
        // snippet:begin
        let blueView = DemoView.make("blue", .blue)
        screen.addSubview(blueView)

        // Centred, and square.
        blueView.autoCenterInSuperview()
        blueView.autoMatch(.width, to: .height, of: blueView)

        // Required: at least 20 pt from every side of the safe area.
        blueView.autoPinEdge(toSuperviewSafeArea: .top, withInset: 20, relation: .greaterThanOrEqual)
        blueView.autoPinEdge(toSuperviewSafeArea: .bottom, withInset: 20, relation: .greaterThanOrEqual)
        blueView.autoPinEdge(toSuperviewSafeArea: .left, withInset: 20, relation: .greaterThanOrEqual)
        blueView.autoPinEdge(toSuperviewSafeArea: .right, withInset: 20, relation: .greaterThanOrEqual)

        // Optional (750): a ridiculously large size, broken as little as the required constraints allow.
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            blueView.autoSetDimensions(to: CGSize(width: 10_000, height: 10_000))
        }
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
