#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 9: pinning to a superview's layout margins instead of its edges.
    static let layoutMargins = DemoScene(
        name: "layout-margins",
        title: "9 · Layout margins",
        summary: """
            The blue view's directional margins (top 10, leading 40, bottom 80, trailing 20) place the red view; \
            the yellow view is centred between the red view's top and bottom margins; the green view uses the \
            yellow view's default 8 pt margins. Leading margins flip sides in right-to-left.
            """
    ) { screen in
        // snippet:begin
        let blueView = DemoView.make("blue", .blue)
        let redView = DemoView.make("red", .red)
        let yellowView = DemoView.make("yellow", .yellow)
        let greenView = DemoView.make("green", .green)
        screen.addSubview(blueView)
        blueView.addSubview(redView)
        redView.addSubview(yellowView)
        yellowView.addSubview(greenView)

        blueView.autoPinEdgesToSuperviewSafeArea(with: ALEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))

        // The blue view's margins decide where the red view goes.
        blueView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 40, bottom: 80, trailing: 20)
        redView.autoPinEdgesToSuperviewMargins()

        // The red view's own margins: 30 pt at the sides, 20 pt at the top and 60 pt at the bottom.
        redView.layoutMargins = ALEdgeInsets(top: 20, left: 30, bottom: 60, right: 30)
        yellowView.autoPinEdge(toSuperviewMargin: .leading)
        yellowView.autoPinEdge(toSuperviewMargin: .trailing)

        // Centred between the red view's top and bottom margins: closer to the top, since the bottom margin is
        // larger.
        yellowView.autoAlignAxis(toSuperviewMarginAxis: .horizontal)
        yellowView.autoMatch(.height, to: .height, of: redView, withMultiplier: 0.5)

        // The yellow view keeps the default margins (8 pt each side).
        greenView.autoPinEdges(toSuperviewMarginsExcludingEdge: .bottom)
        greenView.autoSetDimension(.height, toSize: 50)
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
