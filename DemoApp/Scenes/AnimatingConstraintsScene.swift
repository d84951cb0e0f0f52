#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 7: animating a layout by changing constraint constants, then swapping one constraint.
    static let animatingConstraints = DemoScene(
        name: "animating-constraints",
        title: "7 · Animating constraints",
        summary: """
            Keep the constraints you will animate. Each frame of the strip changes the blue view's height \
            constant (cheap: the engine updates it in place) and lays out again; the red view follows because \
            its width is 1.5 × the blue height. The last frame removes the red view's top constraint and pins \
            it 150 pt above the bottom of the safe area instead.
            """
    ) { screen in
        // snippet:begin
        let blueView = DemoView.make("blue", .blue)
        let redView = DemoView.make("red", .red)
        screen.addSubview(blueView)
        screen.addSubview(redView)

        blueView.autoPinEdge(toSuperviewSafeArea: .top, withInset: 20)
        blueView.autoAlignAxis(toSuperviewAxis: .vertical)
        blueView.autoSetDimension(.width, toSize: 50)
        let blueHeight = blueView.autoSetDimension(.height, toSize: 40)

        redView.autoSetDimension(.height, toSize: 50)
        redView.autoMatch(.width, to: .height, of: blueView, withMultiplier: 1.5)
        redView.autoAlignAxis(toSuperviewAxis: .vertical)
        var redEdge = redView.autoPinEdge(.top, to: .bottom, of: blueView, withOffset: 20)

        // The frames of the animation: one constant per frame...
        var steps = [40, 60, 80, 100].map { height in
            SceneStep("blueHeight.constant = \(height)") { blueHeight.constant = CGFloat(height) }
        }
        // ...and the end state, where one constraint is replaced by another.
        steps.append(
            SceneStep("red pinned 150 pt above the bottom") {
                redEdge.autoRemove()
                redEdge = redView.autoPinEdge(toSuperviewSafeArea: .bottom, withInset: 150)
            })
        // snippet:end
        return steps
    }
}

#endif
