import Foundation

// Constraining any attribute of the view to any attribute of another view, including cross-type pairs such as
// `.leading` to `.vertical`. Pairs that Apple rejects (a size with a location, left/right with leading/trailing)
// report `invalidAttribute` and return an inactive placeholder.

extension ALView {
    /// Constrains an attribute of the view to an attribute of another view.
    ///
    /// Makes `self.attribute == otherView.toAttribute`.
    /// - Parameters:
    ///   - attribute: The attribute of this view.
    ///   - toAttribute: The attribute of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: ALAttribute, to toAttribute: ALAttribute, of otherView: ALView,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, attribute, .equal, to: otherView, toAttribute, multiplier: 1, constant: 0, call: APICall(#function, file, line))
    }

    /// Constrains an attribute of the view to an attribute of another view plus an offset.
    ///
    /// Makes `self.attribute == otherView.toAttribute + offset`.
    /// - Parameters:
    ///   - attribute: The attribute of this view.
    ///   - toAttribute: The attribute of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.toAttribute`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: ALAttribute, to toAttribute: ALAttribute, of otherView: ALView, withOffset offset: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, attribute, .equal, to: otherView, toAttribute, multiplier: 1, constant: offset, call: APICall(#function, file, line))
    }

    /// Constrains an attribute of the view to an attribute of another view plus an offset, as a minimum, maximum
    /// or exact value.
    ///
    /// Makes `self.attribute (relation) otherView.toAttribute + offset`.
    /// - Parameters:
    ///   - attribute: The attribute of this view.
    ///   - toAttribute: The attribute of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.toAttribute`.
    ///   - relation: The relation between `self.attribute` and `otherView.toAttribute + offset`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: ALAttribute, to toAttribute: ALAttribute, of otherView: ALView, withOffset offset: CGFloat,
        relation: NSLayoutConstraint.Relation, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, attribute, relation, to: otherView, toAttribute, multiplier: 1, constant: offset, call: APICall(#function, file, line))
    }

    /// Constrains an attribute of the view to a multiple of an attribute of another view.
    ///
    /// Makes `self.attribute == otherView.toAttribute × multiplier` (constant 0).
    /// - Parameters:
    ///   - attribute: The attribute of this view.
    ///   - toAttribute: The attribute of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - multiplier: The factor applied to `otherView.toAttribute`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: ALAttribute, to toAttribute: ALAttribute, of otherView: ALView,
        withMultiplier multiplier: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, attribute, .equal, to: otherView, toAttribute, multiplier: multiplier, constant: 0,
            call: APICall(#function, file, line))
    }

    /// Constrains an attribute of the view to a multiple of an attribute of another view, as a minimum, maximum
    /// or exact value.
    ///
    /// Makes `self.attribute (relation) otherView.toAttribute × multiplier` (constant 0).
    /// - Parameters:
    ///   - attribute: The attribute of this view.
    ///   - toAttribute: The attribute of `otherView`.
    ///   - otherView: The other view; it must share an ancestor with this view.
    ///   - multiplier: The factor applied to `otherView.toAttribute`.
    ///   - relation: The relation between `self.attribute` and `otherView.toAttribute × multiplier`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoConstrainAttribute(
        _ attribute: ALAttribute, to toAttribute: ALAttribute, of otherView: ALView,
        withMultiplier multiplier: CGFloat, relation: NSLayoutConstraint.Relation,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, attribute, relation, to: otherView, toAttribute, multiplier: multiplier, constant: 0,
            call: APICall(#function, file, line))
    }
}
