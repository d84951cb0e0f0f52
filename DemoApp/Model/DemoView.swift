#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// A view of the demo scenes: a plain `ALView` plus what the gallery draws for it — a name and a fill colour,
/// the way an app gives its views a `backgroundColor` and an `accessibilityIdentifier`.
///
/// Layout never reads these properties; scenes lay views out only with PureLayout calls.
class DemoView: ALView {
    /// The name drawn on the view and listed in the terminal preview.
    var sceneName = ""
    /// The colour the view is painted with.
    var fill = DemoColor.gray
    /// The radius of the drawn rectangle's corners (drawing only, like `layer.cornerRadius`).
    var cornerRadius: CGFloat = 0
    /// Whether subviews are drawn clipped to this view's bounds (like `clipsToBounds`).
    var clipsDrawing = false
    /// Whether the gallery writes `sceneName` on the view.
    var showsName = true

    /// Makes a view for Auto Layout (`newAutoLayout()`) with a name and a fill colour.
    ///
    /// - Parameters:
    ///   - name: the name the gallery draws on the view.
    ///   - fill: the colour the gallery paints it with.
    /// - Returns: a view whose `translatesAutoresizingMaskIntoConstraints` is `false`, identified by `name` (its
    ///   `accessibilityIdentifier`, which conflict reports and failure messages name it by).
    static func make(_ name: String, _ fill: DemoColor) -> Self {
        let view = newAutoLayout()
        view.sceneName = name
        view.accessibilityIdentifier = name
        view.fill = fill
        return view
    }
}

#endif
