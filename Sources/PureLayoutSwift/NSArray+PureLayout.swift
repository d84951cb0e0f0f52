import Foundation

// PureLayout's NSArray category, for call sites written `(views as NSArray).autoDistributeViews(...)`. Elements
// that are not views (for the view methods) or not constraints (for the constraint methods) are skipped.

extension NSArray {
    /// The views of the array, in order; other elements are skipped.
    private var layoutViews: [ALView] { compactMap { $0 as? ALView } }

    /// The constraints of the array, in order; other elements are skipped.
    private var layoutConstraints: [NSLayoutConstraint] { compactMap { $0 as? NSLayoutConstraint } }

    // MARK: Constraints

    /// Installs (activates) the constraints of the array through PureLayout; see
    /// `[NSLayoutConstraint].autoInstallConstraints()`. Other elements are skipped.
    /// - Parameters:
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    public func autoInstallConstraints(file: StaticString = #fileID, line: UInt = #line) {
        ConstraintFunnel.finalizeAll(layoutConstraints, call: APICall(#function, file, line))
    }

    /// Removes (deactivates) the constraints of the array, all at once. Other elements are skipped.
    public func autoRemoveConstraints() {
        NSLayoutConstraint.deactivate(layoutConstraints)
    }

    /// Sets the identifier of every constraint of the array. Other elements are skipped.
    /// - Parameter identifier: The identifier.
    /// - Returns: This array.
    @discardableResult
    public func autoIdentifyConstraints(_ identifier: String) -> Self {
        for constraint in layoutConstraints {
            constraint.identifier = identifier
        }
        return self
    }

    // MARK: Views

    /// Aligns the views of the array along an edge: `view[i].edge == view[i-1].edge` for each `i ≥ 1`; see
    /// `[ALView].autoAlignViews(to:)`. Other elements are skipped.
    /// - Parameters:
    ///   - edge: The edge to align.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The n − 1 constraints, in array order.
    @discardableResult
    public func autoAlignViews(
        to edge: ALEdge, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(layoutViews, ALAttribute(edge), call: APICall(#function, file, line))
    }

    /// Aligns the views of the array along an axis: `view[i].axis == view[i-1].axis` for each `i ≥ 1`; see
    /// `[ALView].autoAlignViews(to:)`. Other elements are skipped.
    /// - Parameters:
    ///   - axis: The axis to align.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The n − 1 constraints, in array order.
    @discardableResult
    public func autoAlignViews(
        to axis: ALAxis, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(layoutViews, ALAttribute(axis), call: APICall(#function, file, line))
    }

    /// Matches a dimension of the views of the array: `view[i].dimension == view[i-1].dimension` for each
    /// `i ≥ 1`. Other elements are skipped.
    /// - Parameters:
    ///   - dimension: The dimension to match.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The n − 1 constraints, in array order.
    @discardableResult
    public func autoMatchViewsDimension(
        _ dimension: ALDimension, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.chain(layoutViews, ALAttribute(dimension), call: APICall(#function, file, line))
    }

    /// Sets a dimension of every view of the array: `view.dimension == size`, in order. Other elements are
    /// skipped.
    /// - Parameters:
    ///   - dimension: The dimension to set.
    ///   - size: The value of the dimension.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: One constraint per view.
    @discardableResult
    public func autoSetViewsDimension(
        _ dimension: ALDimension, toSize size: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.setDimension(layoutViews, dimension, to: size, call: APICall(#function, file, line))
    }

    /// Sets the size of every view of the array: all widths `== size.width`, then all heights
    /// `== size.height`. Other elements are skipped.
    /// - Parameters:
    ///   - size: The size of each view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: All the width constraints, then all the height constraints.
    @discardableResult
    public func autoSetViewsDimensions(
        to size: CGSize, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.setDimensions(layoutViews, to: size, call: APICall(#function, file, line))
    }

    /// Distributes the views of the array with fixed spacing, inset spacing and matched sizes; see
    /// `[ALView].autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:)`. Other
    /// elements are skipped.
    /// - Parameters:
    ///   - axis: The axis to distribute along.
    ///   - alignment: The attribute aligning each view to the previous one.
    ///   - spacing: The space between neighbours and from the superview's edges.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `2 + (n−1)·3` constraints.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSpacing spacing: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSpacing(
            layoutViews, along: axis, alignedTo: alignment, spacing: spacing, insetSpacing: true,
            matchedSizes: true, call: APICall(#function, file, line))
    }

    /// Distributes the views of the array with fixed spacing and matched sizes, optionally inset; see
    /// `[ALView].autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:)`. Other
    /// elements are skipped.
    /// - Parameters:
    ///   - axis: The axis to distribute along.
    ///   - alignment: The attribute aligning each view to the previous one.
    ///   - spacing: The space between neighbours.
    ///   - insetSpacing: Whether the first and last views are inset from the superview by `spacing`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `2 + (n−1)·3` constraints.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSpacing spacing: CGFloat,
        insetSpacing: Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSpacing(
            layoutViews, along: axis, alignedTo: alignment, spacing: spacing, insetSpacing: insetSpacing,
            matchedSizes: true, call: APICall(#function, file, line))
    }

    /// Distributes the views of the array with fixed spacing, optionally inset and optionally of matched sizes;
    /// see `[ALView].autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:)`. Other
    /// elements are skipped.
    /// - Parameters:
    ///   - axis: The axis to distribute along.
    ///   - alignment: The attribute aligning each view to the previous one.
    ///   - spacing: The space between neighbours.
    ///   - insetSpacing: Whether the first and last views are inset from the superview by `spacing`.
    ///   - matchedSizes: Whether all views get the same size along the axis.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `2 + (n−1)·(matchedSizes ? 3 : 2)` constraints.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSpacing spacing: CGFloat,
        insetSpacing: Bool, matchedSizes: Bool,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSpacing(
            layoutViews, along: axis, alignedTo: alignment, spacing: spacing, insetSpacing: insetSpacing,
            matchedSizes: matchedSizes, call: APICall(#function, file, line))
    }

    /// Distributes the views of the array with a fixed size and inset spacing; see
    /// `[ALView].autoDistributeViews(along:alignedTo:withFixedSize:insetSpacing:)`. Other elements are skipped.
    /// - Parameters:
    ///   - axis: The axis to distribute along.
    ///   - alignment: The attribute aligning each view to the previous one.
    ///   - size: The width (height along `.vertical`) of every view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `3n − 1` constraints.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSize size: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSize(
            layoutViews, along: axis, alignedTo: alignment, size: size, insetSpacing: true, call: APICall(#function, file, line))
    }

    /// Distributes the views of the array with a fixed size, optionally with inset spacing; see
    /// `[ALView].autoDistributeViews(along:alignedTo:withFixedSize:insetSpacing:)`. Other elements are skipped.
    /// - Parameters:
    ///   - axis: The axis to distribute along.
    ///   - alignment: The attribute aligning each view to the previous one.
    ///   - size: The width (height along `.vertical`) of every view.
    ///   - insetSpacing: Whether the spaces at both ends equal those between views.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `3n − 1` constraints.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSize size: CGFloat, insetSpacing: Bool,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSize(
            layoutViews, along: axis, alignedTo: alignment, size: size, insetSpacing: insetSpacing, call: APICall(#function, file, line))
    }
}
