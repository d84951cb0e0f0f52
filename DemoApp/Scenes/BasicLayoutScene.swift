#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 1: centring, pinning edges to other views, matching and fixing dimensions.
    static let basicLayout = DemoScene(
        name: "basic-layout",
        title: "1 · Basic layout",
        summary: """
            A view centred on the screen, a second one hanging off its bottom-right corner, a bar pinned \
            20 pt from the screen's left and right edges and a bar twice its height. Left and right are \
            absolute, so the right-to-left layouts are identical; and the screen's edges are not the safe area, \
            so in landscape the bars run under the sensor housing.
            """
    ) { screen in
        // snippet:begin
        let blueView = DemoView.make("blue", .blue)
        let redView = DemoView.make("red", .red)
        let yellowView = DemoView.make("yellow", .yellow)
        let greenView = DemoView.make("green", .green)
        for view in [blueView, redView, yellowView, greenView] {
            screen.addSubview(view)
        }

        // The blue view is centred on the screen, 80 × 80.
        blueView.autoCenterInSuperview()
        blueView.autoSetDimensions(to: CGSize(width: 80, height: 80))

        // The red view hangs off the blue view's bottom-right corner: same width, 50 pt tall.
        redView.autoPinEdge(.top, to: .bottom, of: blueView)
        redView.autoPinEdge(.left, to: .right, of: blueView)
        redView.autoMatch(.width, to: .width, of: blueView)
        redView.autoSetDimension(.height, toSize: 50)

        // The yellow bar sits 10 pt below the red view, 20 pt in from both screen edges, 30 pt tall.
        yellowView.autoPinEdge(.top, to: .bottom, of: redView, withOffset: 10)
        yellowView.autoSetDimension(.height, toSize: 30)
        yellowView.autoPinEdge(toSuperviewEdge: .left, withInset: 20)
        yellowView.autoPinEdge(toSuperviewEdge: .right, withInset: 20)

        // The green view is centred horizontally 10 pt below the yellow bar, twice as tall, 180 pt wide.
        greenView.autoPinEdge(.top, to: .bottom, of: yellowView, withOffset: 10)
        greenView.autoAlignAxis(toSuperviewAxis: .vertical)
        greenView.autoMatch(.height, to: .height, of: yellowView, withMultiplier: 2)
        greenView.autoSetDimension(.width, toSize: 180)
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
