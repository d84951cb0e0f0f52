import Foundation

// Matching and setting the width and height of the view, and its hugging and compression resistance.

extension ALView {
    /// Matches a dimension of the view to a dimension of another view (or of itself).
    ///
    /// Makes `self.dimension == otherView.toDimension`.
    /// - Parameters:
    ///   - dimension: The dimension of this view.
    ///   - toDimension: The dimension of `otherView`.
    ///   - otherView: The other view (may be this view); it must share an ancestor with this view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of otherView: ALView,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(dimension), .equal, to: otherView, ALAttribute(toDimension), multiplier: 1,
            constant: 0, call: APICall(#function, file, line))
    }

    /// Matches a dimension of the view to a dimension of another view (or of itself) plus an offset.
    ///
    /// Makes `self.dimension == otherView.toDimension + offset`.
    /// - Parameters:
    ///   - dimension: The dimension of this view.
    ///   - toDimension: The dimension of `otherView`.
    ///   - otherView: The other view (may be this view); it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.toDimension`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of otherView: ALView, withOffset offset: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(dimension), .equal, to: otherView, ALAttribute(toDimension), multiplier: 1,
            constant: offset, call: APICall(#function, file, line))
    }

    /// Matches a dimension of the view to a dimension of another view (or of itself) plus an offset, as a
    /// minimum, maximum or exact value.
    ///
    /// Makes `self.dimension (relation) otherView.toDimension + offset`.
    /// - Parameters:
    ///   - dimension: The dimension of this view.
    ///   - toDimension: The dimension of `otherView`.
    ///   - otherView: The other view (may be this view); it must share an ancestor with this view.
    ///   - offset: The constant added to `otherView.toDimension`.
    ///   - relation: The relation between `self.dimension` and `otherView.toDimension + offset`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of otherView: ALView, withOffset offset: CGFloat,
        relation: NSLayoutConstraint.Relation, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(dimension), relation, to: otherView, ALAttribute(toDimension), multiplier: 1,
            constant: offset, call: APICall(#function, file, line))
    }

    /// Matches a dimension of the view to a multiple of a dimension of another view (or of itself, for an aspect
    /// ratio).
    ///
    /// Makes `self.dimension == otherView.toDimension × multiplier` (constant 0).
    /// - Parameters:
    ///   - dimension: The dimension of this view.
    ///   - toDimension: The dimension of `otherView`.
    ///   - otherView: The other view (may be this view); it must share an ancestor with this view.
    ///   - multiplier: The factor applied to `otherView.toDimension`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of otherView: ALView,
        withMultiplier multiplier: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(dimension), .equal, to: otherView, ALAttribute(toDimension), multiplier: multiplier,
            constant: 0, call: APICall(#function, file, line))
    }

    /// Matches a dimension of the view to a multiple of a dimension of another view (or of itself), as a minimum,
    /// maximum or exact value.
    ///
    /// Makes `self.dimension (relation) otherView.toDimension × multiplier` (constant 0).
    /// - Parameters:
    ///   - dimension: The dimension of this view.
    ///   - toDimension: The dimension of `otherView`.
    ///   - otherView: The other view (may be this view); it must share an ancestor with this view.
    ///   - multiplier: The factor applied to `otherView.toDimension`.
    ///   - relation: The relation between `self.dimension` and `otherView.toDimension × multiplier`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoMatch(
        _ dimension: ALDimension, to toDimension: ALDimension, of otherView: ALView,
        withMultiplier multiplier: CGFloat, relation: NSLayoutConstraint.Relation,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.relate(
            self, ALAttribute(dimension), relation, to: otherView, ALAttribute(toDimension), multiplier: multiplier,
            constant: 0, call: APICall(#function, file, line))
    }

    /// Sets the width and height of the view.
    ///
    /// Makes `self.width == size.width`, then `self.height == size.height` (no second item, `.notAnAttribute`,
    /// multiplier 0).
    /// - Parameters:
    ///   - size: The size of the view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The two constraints: width, height.
    @discardableResult
    public func autoSetDimensions(
        to size: CGSize, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        [
            ConstraintFactory.setDimension(self, .width, .equal, to: size.width, call: APICall(#function, file, line)),
            ConstraintFactory.setDimension(self, .height, .equal, to: size.height, call: APICall(#function, file, line)),
        ]
    }

    /// Sets a dimension of the view.
    ///
    /// Makes `self.dimension == size` (no second item, `.notAnAttribute`, multiplier 0).
    /// - Parameters:
    ///   - dimension: The dimension to set.
    ///   - size: The value of the dimension.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoSetDimension(
        _ dimension: ALDimension, toSize size: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.setDimension(self, dimension, .equal, to: size, call: APICall(#function, file, line))
    }

    /// Sets a dimension of the view as a minimum, maximum or exact value.
    ///
    /// Makes `self.dimension (relation) size` (no second item, `.notAnAttribute`, multiplier 0); the relation is
    /// used as given.
    /// - Parameters:
    ///   - dimension: The dimension to set.
    ///   - size: The value of the dimension.
    ///   - relation: Whether the dimension is at most, at least or exactly `size`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoSetDimension(
        _ dimension: ALDimension, toSize size: CGFloat, relation: NSLayoutConstraint.Relation,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        ConstraintFactory.setDimension(self, dimension, relation, to: size, call: APICall(#function, file, line))
    }

    /// Sets the view's content compression resistance priority for an axis to the priority of the enclosing
    /// `NSLayoutConstraint.autoSetPriority(_:forConstraints:)` scope.
    ///
    /// `.vertical` sets it for the vertical constraint axis (the height); `.horizontal`, `.baseline` and
    /// `.firstBaseline` for the horizontal one (the width). Also turns the view's autoresizing translation off.
    /// Outside a priority scope nothing changes and ``PureLayoutFailure/Kind/priorityScopeRequired`` is reported.
    /// - Parameters:
    ///   - axis: The axis whose compression resistance is set.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    public func autoSetContentCompressionResistancePriority(
        for axis: ALAxis, file: StaticString = #fileID, line: UInt = #line
    ) {
        guard let priority = ambientPriority(call: APICall(#function, file, line)) else { return }
        setContentCompressionResistancePriority(priority, for: axis.constraintAxis)
    }

    /// Sets the view's content hugging priority for an axis to the priority of the enclosing
    /// `NSLayoutConstraint.autoSetPriority(_:forConstraints:)` scope.
    ///
    /// `.vertical` sets it for the vertical constraint axis (the height); `.horizontal`, `.baseline` and
    /// `.firstBaseline` for the horizontal one (the width). Also turns the view's autoresizing translation off.
    /// Outside a priority scope nothing changes and ``PureLayoutFailure/Kind/priorityScopeRequired`` is reported.
    /// - Parameters:
    ///   - axis: The axis whose hugging is set.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    public func autoSetContentHuggingPriority(for axis: ALAxis, file: StaticString = #fileID, line: UInt = #line) {
        guard let priority = ambientPriority(call: APICall(#function, file, line)) else { return }
        setContentHuggingPriority(priority, for: axis.constraintAxis)
    }

    /// The priority of the innermost priority scope, after turning autoresizing translation off; `nil` after
    /// reporting ``PureLayoutFailure/Kind/priorityScopeRequired`` outside every priority scope.
    private func ambientPriority(call: APICall) -> ALLayoutPriority? {
        guard let priority = ThreadLocalScopes.read({ $0.priorities.last }) else {
            PureLayoutFailure.report(
                .priorityScopeRequired, call: call, views: [self],
                problem: "it must be called inside a priority scope",
                fix: "call it from the block of NSLayoutConstraint.autoSetPriority(_:forConstraints:)")
            return nil
        }
        if translatesAutoresizingMaskIntoConstraints {
            translatesAutoresizingMaskIntoConstraints = false
        }
        return priority
    }
}
