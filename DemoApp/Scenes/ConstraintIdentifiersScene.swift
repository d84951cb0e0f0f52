#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

extension DemoScene {
    /// Demo 8: naming constraints, so that a conflict report says which ones clash.
    static let constraintIdentifiers = DemoScene(
        name: "constraint-identifiers",
        title: "8 · Constraint identifiers",
        summary: """
            Every constraint gets an identifier: by scope, by chaining autoIdentifyConstraints onto an array \
            and autoIdentify onto one constraint. The second frame adds a constraint that conflicts with the \
            centring one; the engine reports the conflict with those identifiers (below the pictures) and \
            breaks one constraint.
            """
    ) { screen in
        // snippet:begin
        let container = DemoView.make("container", .lightGray)
        screen.addSubview(container)
        let redView = DemoView.make("red", .red)
        let blueView = DemoView.make("blue", .blue)
        let yellowView = DemoView.make("yellow", .yellow)
        let greenView = DemoView.make("green", .green)
        let views: [ALView] = [redView, blueView, yellowView, greenView]
        for view in views {
            container.addSubview(view)
        }

        // Every constraint made inside the scope gets the identifier.
        NSLayoutConstraint.autoSetIdentifier("Pin container to safe area") {
            container.autoPinEdgesToSuperviewSafeArea(with: ALEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        }

        // Identify the constraints a call returns by chaining.
        views.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 40)
            .autoIdentifyConstraints("Distribute views vertically")
        views.autoSetViewsDimension(.width, toSize: 60).autoIdentifyConstraints("Width of all views")
        redView.autoAlignAxis(toSuperviewAxis: .vertical).autoIdentify("Center red view")

        // The second step adds a constraint that contradicts "Center red view".
        func addConflictingConstraint() {
            NSLayoutConstraint.autoSetIdentifier("Bad constraint that breaks things") {
                redView.autoPinEdge(toSuperviewEdge: .leading)
            }
        }
        // snippet:end
        return [
            SceneStep("identified constraints"),
            SceneStep("a conflicting constraint added", apply: addConflictingConstraint),
        ]
    }
}

#endif
