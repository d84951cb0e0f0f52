import Foundation

extension ALView {
    /// Creates a view that does not translate its autoresizing mask into constraints.
    ///
    /// Calls `init(frame: .zero)` (what `init()` does), then sets
    /// `translatesAutoresizingMaskIntoConstraints = false`.
    /// - Returns: The new view, of the type the method is called on.
    public class func newAutoLayout() -> Self {
        let view = self.init(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// Initializes a view that does not translate its autoresizing mask into constraints.
    ///
    /// Calls `init()`, then sets `translatesAutoresizingMaskIntoConstraints = false`. Spelled
    /// `UIView(forAutoLayout: ())`, as PureLayout's `initForAutoLayout` is imported into Swift.
    /// - Parameter forAutoLayout: The empty tuple `()`.
    public convenience init(forAutoLayout: ()) {
        self.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Stops the view from translating its autoresizing mask into constraints.
    ///
    /// Sets `translatesAutoresizingMaskIntoConstraints = false` on this view only and makes no constraint.
    /// - Returns: This view.
    @discardableResult
    public func configureForAutoLayout() -> Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }
}
