#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 10: making constraints without installing them, and toggling between two sets.
    static let toggleConstraints = DemoScene(
        name: "toggle-constraints",
        title: "10 · Constraints without installing",
        summary: """
            Two complete layouts for the same four views: one made and installed, the other made inside \
            autoCreateConstraintsWithoutInstalling and kept aside. Each tap of the button removes one set and \
            installs the other.
            """
    ) { screen in
        // snippet:begin
        let toggleButton = DemoLabel.button("Toggle Constraints")
        let container = DemoView.make("container", .panel)
        screen.addSubview(toggleButton)
        screen.addSubview(container)
        let redView = DemoView.make("red", .red)
        let blueView = DemoView.make("blue", .blue)
        let yellowView = DemoView.make("yellow", .yellow)
        let greenView = DemoView.make("green", .green)
        let views: [ALView] = [redView, blueView, yellowView, greenView]
        for view in views {
            container.addSubview(view)
        }

        toggleButton.autoPinEdge(toSuperviewSafeArea: .bottom, withInset: 10)
        toggleButton.autoAlignAxis(toSuperviewAxis: .vertical)
        container.autoPinEdgesToSuperviewSafeArea(with: ALEdgeInsets(top: 10, left: 10, bottom: 0, right: 10),
            excludingEdge: .bottom)
        container.autoPinEdge(.bottom, to: .top, of: toggleButton, withOffset: -10)

        // The horizontal layout: made and installed, and collected in one array.
        let horizontalLayout = NSLayoutConstraint.autoCreateAndInstallConstraints {
            views.autoSetViewsDimension(.height, toSize: 40)
            views.autoDistributeViews(
                along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10, insetSpacing: true,
                matchedSizes: true)
            redView.autoAlignAxis(toSuperviewAxis: .horizontal)
        }

        // The vertical layout: made now, installed later.
        let verticalLayout = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            views.autoSetViewsDimension(.width, toSize: 60)
            views.autoDistributeViews(
                along: .vertical, alignedTo: .vertical, withFixedSpacing: 20, insetSpacing: true, matchedSizes: true)
            redView.autoAlignAxis(toSuperviewAxis: .vertical)
        }

        // What the button does.
        var isHorizontal = true
        let toggle = {
            isHorizontal.toggle()
            if isHorizontal {
                verticalLayout.autoRemoveConstraints()
                horizontalLayout.autoInstallConstraints()
            } else {
                horizontalLayout.autoRemoveConstraints()
                verticalLayout.autoInstallConstraints()
            }
        }
        // snippet:end
        return [SceneStep("horizontal layout installed"), SceneStep("tap: vertical layout installed", apply: toggle)]
    }
}

#endif
