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
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(_ edge: ALEdge, to toEdge: ALEdge, of otherView: ALView) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(edge), .equal, to: otherView, ALAttribute(toEdge), multiplier: 1, constant: 0,
            call: #function)
    }

    /// Pins an edge of the view to an edge of another view with an offset.
    ///
    /// Makes `self.edge == otherView.toEdge + offset`.
    /// - Parameters:
    ///   - edge: The edge of this view.
    ///   - toEdge: The edge of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.toEdge` (positive moves right or down, or toward trailing).
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        _ edge: ALEdge, to toEdge: ALEdge, of otherView: ALView, withOffset offset: CGFloat
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(edge), .equal, to: otherView, ALAttribute(toEdge), multiplier: 1, constant: offset,
            call: #function)
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
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        _ edge: ALEdge, to toEdge: ALEdge, of otherView: ALView, withOffset offset: CGFloat,
        relation: NSLayoutConstraint.Relation
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(edge), relation, to: otherView, ALAttribute(toEdge), multiplier: 1, constant: offset,
            call: #function)
    }

    /// Aligns an axis of the view to the same axis of another view.
    ///
    /// Makes `self.axis == otherView.axis`.
    /// - Parameters:
    ///   - axis: The axis of both views.
    ///   - otherView: The other view; it must share an ancestor with this view.
    /// - Returns: The constraint.
    @discardableResult
    public func autoAlignAxis(_ axis: ALAxis, toSameAxisOf otherView: ALView) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(axis), .equal, to: otherView, ALAttribute(axis), multiplier: 1, constant: 0,
            call: #function)
    }

    /// Aligns an axis of the view to the same axis of another view with an offset.
    ///
    /// Makes `self.axis == otherView.axis + offset`.
    /// - Parameters:
    ///   - axis: The axis of both views.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.axis`.
    /// - Returns: The constraint.
    @discardableResult
    public func autoAlignAxis(
        _ axis: ALAxis, toSameAxisOf otherView: ALView, withOffset offset: CGFloat
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(axis), .equal, to: otherView, ALAttribute(axis), multiplier: 1, constant: offset,
            call: #function)
    }

    /// Aligns an axis of the view to a multiple of the same axis of another view.
    ///
    /// Makes `self.axis == otherView.axis × multiplier` (constant 0), measured in the coordinate space of the
    /// views' nearest common ancestor.
    /// - Parameters:
    ///   - axis: The axis of both views.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - multiplier: The factor applied to `otherView.axis`.
    /// - Returns: The constraint.
    @discardableResult
    public func autoAlignAxis(
        _ axis: ALAxis, toSameAxisOf otherView: ALView, withMultiplier multiplier: CGFloat
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(axis), .equal, to: otherView, ALAttribute(axis), multiplier: multiplier, constant: 0,
            call: #function)
    }
}
