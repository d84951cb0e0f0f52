#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// One state of a scene that the gallery draws: the layout after `apply` ran (a constraint's constant
/// changed, constraints toggled, a "scroll").
struct SceneStep {
    /// What changed, shown under the frame ("blueHeight.constant = 60").
    let caption: String
    /// The change; runs before the layout pass of this step.
    let apply: () -> Void

    /// Makes a step.
    ///
    /// - Parameters:
    ///   - caption: what the step shows.
    ///   - apply: the change made before the step's layout pass (nothing by default).
    init(_ caption: String, apply: @escaping () -> Void = {}) {
        self.caption = caption
        self.apply = apply
    }
}

/// A demo scene: views added to a screen and laid out with PureLayout calls only.
///
/// `build` receives the screen (a root view with the size, safe area and layout direction of one variant),
/// adds its subviews, makes its constraints and returns the steps the gallery draws, in order; a static scene
/// returns one step.
struct DemoScene: Sendable {
    /// The scene's command-line name ("basic-layout").
    let name: String
    /// The title shown in the gallery ("1 · Basic layout").
    let title: String
    /// One or two sentences saying what the scene shows.
    let summary: String
    /// The absolute path of the Swift file that builds the scene (where the gallery reads its code from).
    let sourcePath: String
    /// Builds the scene in `screen` and returns its steps.
    let build: @Sendable (_ screen: ALView) -> [SceneStep]

    /// Makes a scene.
    ///
    /// - Parameters:
    ///   - name: the command-line name.
    ///   - title: the title shown in the gallery.
    ///   - summary: what the scene shows.
    ///   - sourcePath: the scene's source file; leave the default (the caller's file).
    ///   - build: adds the views and constraints to the screen and returns the steps.
    init(
        name: String, title: String, summary: String, sourcePath: String = #filePath,
        build: @escaping @Sendable (_ screen: ALView) -> [SceneStep]
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.sourcePath = sourcePath
        self.build = build
    }

    /// The code that builds the scene, as shown in the gallery (see `SourceSnippet`).
    var snippet: SourceSnippet { SourceSnippet(path: sourcePath) }
}

#endif
