#if PURELAYOUT_HEADLESS
import Foundation

/// One line of a label's text, placed on the screen.
struct DrawnTextLine: Sendable, Equatable {
    /// The characters drawn (already truncated to fit).
    let text: String
    /// The left end of the line, in screen coordinates.
    let x: CGFloat
    /// The line's baseline, in screen coordinates.
    let baselineY: CGFloat
    /// The line's width under `TextMetrics` (what the drawn text is stretched to).
    let width: CGFloat
}

/// A label's text as drawn.
struct DrawnText: Sendable, Equatable {
    /// The font size in points.
    let fontSize: CGFloat
    /// The visible lines, top to bottom.
    let lines: [DrawnTextLine]
    /// The y of the first and last baselines the label reports to the layout, when they are drawn.
    let baselines: [CGFloat]
}

/// One view as drawn: its name, colour and frame in screen coordinates.
struct DrawnItem: Sendable, Equatable {
    /// The view's name.
    let name: String
    /// The colour it is painted with.
    let fill: DemoColor
    /// Its frame in the screen's coordinate space (frames of the superview chain added up).
    let frame: CGRect
    /// How deep it is in the hierarchy (1 for a subview of the screen).
    let depth: Int
    /// The radius of its corners.
    let cornerRadius: CGFloat
    /// The rectangle its drawing is clipped to (its ancestors that clip), if any.
    let clip: CGRect?
    /// Whether its name is drawn on it.
    let showsName: Bool
    /// Its text, for a label.
    let text: DrawnText?
    /// Whether its leading edge is on the right (its effective layout direction is right-to-left).
    let isRightToLeft: Bool
}

/// The screen of one variant after one step's layout pass.
struct SceneSnapshot: Sendable {
    /// The step's caption.
    let caption: String
    /// The views in drawing order (a view before its subviews, siblings in subview order).
    let items: [DrawnItem]

    /// The item called `name` (the first in drawing order).
    func item(named name: String) -> DrawnItem? {
        items.first { $0.name == name }
    }
}

/// A scene laid out and captured in one variant: a snapshot per step, and what the summary table reports.
struct SceneRender: Sendable {
    /// The scene's name.
    let sceneName: String
    /// The screen size and direction.
    let variant: LayoutVariant
    /// One snapshot per step, in order.
    let snapshots: [SceneSnapshot]
    /// The number of views the scene added (the screen not included).
    let viewCount: Int
    /// The number of constraints installed in the hierarchy after the first step.
    let constraintCount: Int
    /// How long the first layout pass took, label re-measuring included.
    let solveTime: Duration
    /// The messages of the layout engine's diagnostics and PureLayout's failure reports, in order.
    let diagnostics: [String]
    /// The identifiers of the installed constraints after the last step, with how many carry each.
    let constraintIdentifiers: [(identifier: String, count: Int)]

    /// The last step's snapshot (what the gallery's grid shows).
    var finalSnapshot: SceneSnapshot? { snapshots.last }
}

#endif
