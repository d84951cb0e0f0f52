#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 5: constraints between attributes of different kinds (an axis to an edge, a baseline to an edge).
    static let crossAttribute = DemoScene(
        name: "cross-attribute",
        title: "5 · Cross-attribute constraints",
        summary: """
            The red square's horizontal centre line is tied to the blue square's bottom edge, and the label's \
            baseline (dashed) to the blue square's top edge: the text sits on the edge, its descenders below it.
            """
    ) { screen in
        // snippet:begin
        let blueView = DemoView.make("blue", .blue)
        let redView = DemoView.make("red", .red)
        let purpleLabel = DemoLabel.make("purpleLabel", text: "The quick brown fox jumps", fill: .purple)
        purpleLabel.showsBaselines = true
        for view in [blueView, redView, purpleLabel] {
            screen.addSubview(view)
        }

        blueView.autoCenterInSuperview()
        blueView.autoSetDimensions(to: CGSize(width: 150, height: 150))

        // An axis (the red view's horizontal centre line) constrained to an edge (the blue view's bottom).
        redView.autoConstrainAttribute(.horizontal, to: .bottom, of: blueView)
        redView.autoAlignAxis(.vertical, toSameAxisOf: blueView)
        redView.autoSetDimensions(to: CGSize(width: 50, height: 50))

        // A baseline (the label's last line of text) constrained to an edge (the blue view's top).
        purpleLabel.autoConstrainAttribute(.baseline, to: .top, of: blueView)
        purpleLabel.autoAlignAxis(.vertical, toSameAxisOf: blueView)
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
