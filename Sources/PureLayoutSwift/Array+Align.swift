import Foundation

// Aligning, matching and sizing the views of an array. Works on `[ALView]` and on arrays of any view subclass.

extension Array where Element: ALView {
    /// Aligns the views of the array to one another along an edge.
    ///
    /// Makes `self[i].edge == self[i-1].edge` for each `i ≥ 1` (n − 1 constraints) and turns autoresizing
    /// translation off on every view. Needs at least 2 views (otherwise reports
    /// ``PureLayoutFailure/Kind/tooFewViews`` and returns an empty array); the views must share an ancestor.
    /// - Parameters:
    ///   - edge: The edge to align.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraints, in array order.
    @discardableResult
    public func autoAlignViews(
        to edge: ALEdge, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(map { $0 }, ALAttribute(edge), call: APICall(#function, file, line))
    }

    /// Aligns the views of the array to one another along an axis.
    ///
    /// Makes `self[i].axis == self[i-1].axis` for each `i ≥ 1` (n − 1 constraints) and turns autoresizing
    /// translation off on every view. Needs at least 2 views; the views must share an ancestor.
    /// - Parameters:
    ///   - axis: The axis to align.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraints, in array order.
    @discardableResult
    public func autoAlignViews(
        to axis: ALAxis, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(map { $0 }, ALAttribute(axis), call: APICall(#function, file, line))
    }

    /// Gives all the views of the array the same width or height.
    ///
    /// Makes `self[i].dimension == self[i-1].dimension` for each `i ≥ 1` (n − 1 constraints) and turns
    /// autoresizing translation off on every view. Needs at least 2 views; the views must share an ancestor.
    /// - Parameters:
    ///   - dimension: The dimension to match.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraints, in array order.
    @discardableResult
    public func autoMatchViewsDimension(
        _ dimension: ALDimension, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(map { $0 }, ALAttribute(dimension), call: APICall(#function, file, line))
    }

    /// Sets the width or height of every view of the array.
    ///
    /// Makes `view.dimension == size` for each view, in order (no second item, multiplier 0). Needs at least 1
    /// view.
    /// - Parameters:
    ///   - dimension: The dimension to set.
    ///   - size: The value of the dimension.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: One constraint per view, in array order.
    @discardableResult
    public func autoSetViewsDimension(
        _ dimension: ALDimension, toSize size: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.setDimension(map { $0 }, dimension, to: size, call: APICall(#function, file, line))
    }

    /// Sets the size of every view of the array.
    ///
    /// Makes `view.width == size.width` for every view, then `view.height == size.height` for every view. Needs
    /// at least 1 view.
    /// - Parameters:
    ///   - size: The size of each view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: All the width constraints in array order, then all the height constraints.
    @discardableResult
    public func autoSetViewsDimensions(
        to size: CGSize, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.setDimensions(map { $0 }, to: size, call: APICall(#function, file, line))
    }
}
