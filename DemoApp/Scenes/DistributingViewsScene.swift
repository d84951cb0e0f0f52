#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 3: distributing views along an axis with fixed spacing and matched sizes.
    static let distributingViews = DemoScene(
        name: "distributing-views",
        title: "3 · Distributing views",
        summary: """
            Four views spread across a container with 10 pt between them and at both ends, their widths \
            matched. Aligning only the first view to the container's centre line moves them all, because they \
            are aligned to one another. The container keeps them inside the safe area.
            """
    ) { screen in
        // snippet:begin
        let container = DemoView.make("container", .panel)
        screen.addSubview(container)
        container.autoPinEdgesToSuperviewSafeArea()

        let redView = DemoView.make("red", .red)
        let blueView = DemoView.make("blue", .blue)
        let yellowView = DemoView.make("yellow", .yellow)
        let greenView = DemoView.make("green", .green)
        let views: [ALView] = [redView, blueView, yellowView, greenView]
        for view in views {
            container.addSubview(view)
        }

        // Every view is 40 pt tall.
        views.autoSetViewsDimension(.height, toSize: 40)

        // Spread them along the horizontal axis: 10 pt apart and 10 pt from the container's edges,
        // equally wide, each aligned to the previous one's horizontal centre line.
        views.autoDistributeViews(
            along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10, insetSpacing: true, matchedSizes: true)

        // Centring the first view vertically centres them all.
        redView.autoAlignAxis(toSuperviewAxis: .horizontal)
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
