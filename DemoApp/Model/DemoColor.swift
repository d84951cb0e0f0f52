#if PURELAYOUT_HEADLESS

/// A colour the gallery paints a view with: what an app would set as `backgroundColor`, plus the colour of the
/// text drawn on it.
struct DemoColor: Sendable, Equatable {
    /// The fill, as a CSS colour.
    let fill: String
    /// The colour of text and name tags drawn on this fill, as a CSS colour.
    let ink: String

    static let blue = DemoColor(fill: "#2f6fed", ink: "#ffffff")
    static let red = DemoColor(fill: "#e5484d", ink: "#ffffff")
    static let yellow = DemoColor(fill: "#f5c518", ink: "#1d1d1f")
    static let green = DemoColor(fill: "#30a46c", ink: "#ffffff")
    static let purple = DemoColor(fill: "rgba(190, 80, 255, 0.45)", ink: "#ffffff")
    static let orange = DemoColor(fill: "#f76b15", ink: "#ffffff")
    static let teal = DemoColor(fill: "#12a594", ink: "#ffffff")
    static let gray = DemoColor(fill: "#8b8d98", ink: "#ffffff")
    static let lightGray = DemoColor(fill: "#c8c9d1", ink: "#1d1d1f")
    /// A dark panel: containers, bars and cards.
    static let panel = DemoColor(fill: "#34363d", ink: "#e8e8ed")
    /// A slightly lighter panel, for controls on a panel.
    static let control = DemoColor(fill: "#4c4f59", ink: "#ffffff")
    /// The screen itself (PureLayout's demos use white 0.1).
    static let screen = DemoColor(fill: "#1a1a1a", ink: "#e8e8ed")
    /// No fill: only the outline and the content are drawn.
    static let clear = DemoColor(fill: "none", ink: "#f2f2f7")
}

#endif
