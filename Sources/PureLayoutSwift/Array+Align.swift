import Foundation

// Aligning, matching and sizing the views of an array. Works on `[ALView]` and on arrays of any view subclass.

extension Array where Element: ALView {
    /// Aligns the views of the array to one another along an edge.
    ///
    /// Makes `self[i].edge == self[i-1].edge` for each `i ≥ 1` (n − 1 constraints) and turns autoresizing
    /// translation off on every view. Needs at least 2 views (otherwise reports
    /// ``PureLayoutFailure/Kind/tooFewViews`` and returns an empty array); the views must share an ancestor.
    /// - Parameter edge: The edge to align.
    /// - Returns: The constraints, in array order.
    @discardableResult
    public func autoAlignViews(to edge: ALEdge) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(map { $0 }, ALAttribute(edge), call: #function)
    }

    /// Aligns the views of the array to one another along an axis.
    ///
    /// Makes `self[i].axis == self[i-1].axis` for each `i ≥ 1` (n − 1 constraints) and turns autoresizing
    /// translation off on every view. Needs at least 2 views; the views must share an ancestor.
    /// - Parameter axis: The axis to align.
    /// - Returns: The constraints, in array order.
    @discardableResult
    public func autoAlignViews(to axis: ALAxis) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(map { $0 }, ALAttribute(axis), call: #function)
    }

    /// Gives all the views of the array the same width or height.
    ///
    /// Makes `self[i].dimension == self[i-1].dimension` for each `i ≥ 1` (n − 1 constraints) and turns
    /// autoresizing translation off on every view. Needs at least 2 views; the views must share an ancestor.
    /// - Parameter dimension: The dimension to match.
    /// - Returns: The constraints, in array order.
    @discardableResult
    public func autoMatchViewsDimension(_ dimension: ALDimension) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(map { $0 }, ALAttribute(dimension), call: #function)
    }

    /// Sets the width or height of every view of the array.
    ///
    /// Makes `view.dimension == size` for each view, in order (no second item, multiplier 0). Needs at least 1
    /// view.
    /// - Parameters:
    ///   - dimension: The dimension to set.
    ///   - size: The value of the dimension.
    /// - Returns: One constraint per view, in array order.
    @discardableResult
    public func autoSetViewsDimension(_ dimension: ALDimension, toSize size: CGFloat) -> [NSLayoutConstraint] {
        ViewArrayLayout.setDimension(map { $0 }, dimension, to: size, call: #function)
    }

    /// Sets the size of every view of the array.
    ///
    /// Makes `view.width == size.width` for every view, then `view.height == size.height` for every view. Needs
    /// at least 1 view.
    /// - Parameter size: The size of each view.
    /// - Returns: All the width constraints in array order, then all the height constraints.
    @discardableResult
    public func autoSetViewsDimensions(to size: CGSize) -> [NSLayoutConstraint] {
        ViewArrayLayout.setDimensions(map { $0 }, to: size, call: #function)
    }
}
