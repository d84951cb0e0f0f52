#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 4: leading and trailing edges, which follow the layout direction.
    static let leadingAndTrailing = DemoScene(
        name: "leading-trailing",
        title: "4 · Leading and trailing",
        summary: """
            Two labels and a square pinned with leading and trailing edges only. In right-to-left the whole \
            layout mirrors: the wrapping label moves to the right, the square to the left, and the text starts \
            at the right. The one-line label keeps the height of its text; the square keeps its aspect ratio.
            """
    ) { screen in
        // snippet:begin
        let smallPadding: CGFloat = 20
        let largePadding: CGFloat = 50

        let blueLabel = DemoLabel.make("blueLabel", text: "Lorem ipsum", fill: .blue)
        let redLabel = DemoLabel.make(
            "redLabel", text: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.",
            fill: .red)
        redLabel.numberOfLines = 0
        let greenView = DemoView.make("green", .green)
        for view in [blueLabel, redLabel, greenView] {
            screen.addSubview(view)
        }

        // The one-line label is exactly as tall as its text: it neither shrinks nor grows vertically.
        NSLayoutConstraint.autoSetPriority(.required) {
            blueLabel.autoSetContentCompressionResistancePriority(for: .vertical)
            blueLabel.autoSetContentHuggingPriority(for: .vertical)
        }

        // The blue label spans the top of the safe area, 20 pt in from both sides.
        blueLabel.autoPinEdge(toSuperviewSafeArea: .top, withInset: smallPadding)
        blueLabel.autoPinEdge(toSuperviewSafeArea: .leading, withInset: smallPadding)
        blueLabel.autoPinEdge(toSuperviewSafeArea: .trailing, withInset: smallPadding)

        // The red label is 60% as wide as the blue one, from the leading side down to 50 pt above the bottom.
        redLabel.autoMatch(.width, to: .width, of: blueLabel, withMultiplier: 0.6)
        redLabel.autoPinEdge(.top, to: .bottom, of: blueLabel, withOffset: smallPadding)
        redLabel.autoPinEdge(toSuperviewSafeArea: .leading, withInset: smallPadding)
        redLabel.autoPinEdge(toSuperviewSafeArea: .bottom, withInset: largePadding)

        // The green square fills the space between the red label's trailing edge and the screen's trailing side.
        greenView.autoPinEdge(.leading, to: .trailing, of: redLabel, withOffset: largePadding)
        greenView.autoPinEdge(.top, to: .bottom, of: blueLabel, withOffset: smallPadding)
        greenView.autoPinEdge(toSuperviewSafeArea: .trailing, withInset: smallPadding)
        greenView.autoMatch(.width, to: .height, of: greenView)
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
