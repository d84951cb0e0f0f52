#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 2: setting and matching dimensions of several views at once, and chaining views in a loop.
    static let arraysOfViews = DemoScene(
        name: "arrays-of-views",
        title: "2 · Arrays of views",
        summary: """
            Heights set for two views at a time, widths matched across all four, and a loop that chains each \
            view to the previous one's trailing and bottom edges. Leading and trailing follow the layout \
            direction, so the staircase runs the other way in right-to-left.
            """
    ) { screen in
        // snippet:begin
        let redView = DemoView.make("red", .red)
        let blueView = DemoView.make("blue", .blue)
        let yellowView = DemoView.make("yellow", .yellow)
        let greenView = DemoView.make("green", .green)
        let views: [ALView] = [redView, blueView, yellowView, greenView]
        for view in views {
            screen.addSubview(view)
        }

        // Fixed heights for two views at a time, and one width shared by all four.
        [redView, yellowView].autoSetViewsDimension(.height, toSize: 50)
        [blueView, greenView].autoSetViewsDimension(.height, toSize: 70)
        views.autoMatchViewsDimension(.width)

        // The first view starts 20 pt below the top of the safe area, at its leading edge...
        redView.autoPinEdge(toSuperviewSafeArea: .top, withInset: 20)
        views.first?.autoPinEdge(toSuperviewSafeArea: .leading)

        // ...each next view starts where the previous one ends, horizontally and vertically...
        var previousView: ALView?
        for view in views {
            if let previousView {
                view.autoPinEdge(.leading, to: .trailing, of: previousView)
                view.autoPinEdge(.top, to: .bottom, of: previousView)
            }
            previousView = view
        }

        // ...and the last one ends at the trailing edge of the safe area.
        views.last?.autoPinEdge(toSuperviewSafeArea: .trailing)
        // snippet:end
        return [SceneStep("laid out")]
    }
}

#endif
