import Foundation

// Pinning edges and aligning axes of the view to another view. Offsets are used as given (never negated).

extension ALView {
    /// Pins an edge of the view to an edge of another view.
    ///
    /// Makes `self.edge == otherView.toEdge`.
    /// - Parameters:
    ///   - edge: The edge of this view.
    ///   - toEdge: The edge of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        _ edge: ALEdge, to toEdge: ALEdge, of otherView: ALView, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(edge), .equal, to: otherView, ALAttribute(toEdge), multiplier: 1, constant: 0,
            call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to an edge of another view with an offset.
    ///
    /// Makes `self.edge == otherView.toEdge + offset`.
    /// - Parameters:
    ///   - edge: The edge of this view.
    ///   - toEdge: The edge of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.toEdge` (positive moves right or down, or toward trailing).
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        _ edge: ALEdge, to toEdge: ALEdge, of otherView: ALView, withOffset offset: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(edge), .equal, to: otherView, ALAttribute(toEdge), multiplier: 1, constant: offset,
            call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to an edge of another view with an offset as a minimum, maximum or exact value.
    ///
    /// Makes `self.edge (relation) otherView.toEdge + offset`.
    /// - Parameters:
    ///   - edge: The edge of this view.
    ///   - toEdge: The edge of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.toEdge`.
    ///   - relation: The relation between `self.edge` and `otherView.toEdge + offset`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        _ edge: ALEdge, to toEdge: ALEdge, of otherView: ALView, withOffset offset: CGFloat,
        relation: NSLayoutConstraint.Relation, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(edge), relation, to: otherView, ALAttribute(toEdge), multiplier: 1, constant: offset,
            call: APICall(#function, file, line))
    }

    /// Aligns an axis of the view to the same axis of another view.
    ///
    /// Makes `self.axis == otherView.axis`.
    /// - Parameters:
    ///   - axis: The axis of both views.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoAlignAxis(
        _ axis: ALAxis, toSameAxisOf otherView: ALView, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(axis), .equal, to: otherView, ALAttribute(axis), multiplier: 1, constant: 0,
            call: APICall(#function, file, line))
    }

    /// Aligns an axis of the view to the same axis of another view with an offset.
    ///
    /// Makes `self.axis == otherView.axis + offset`.
    /// - Parameters:
    ///   - axis: The axis of both views.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.axis`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoAlignAxis(
        _ axis: ALAxis, toSameAxisOf otherView: ALView, withOffset offset: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(axis), .equal, to: otherView, ALAttribute(axis), multiplier: 1, constant: offset,
            call: APICall(#function, file, line))
    }

    /// Aligns an axis of the view to a multiple of the same axis of another view.
    ///
    /// Makes `self.axis == otherView.axis × multiplier` (constant 0), measured in the coordinate space of the
    /// views' nearest common ancestor.
    /// - Parameters:
    ///   - axis: The axis of both views.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - multiplier: The factor applied to `otherView.axis`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoAlignAxis(
        _ axis: ALAxis, toSameAxisOf otherView: ALView, withMultiplier multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(axis), .equal, to: otherView, ALAttribute(axis), multiplier: multiplier, constant: 0,
            call: APICall(#function, file, line))
    }
}
