import Foundation

// Centering in, aligning to and pinning to the superview's bounds.

extension ALView {
    /// Centers the view in its superview.
    ///
    /// Makes `self.centerY == superview.centerY`, then `self.centerX == superview.centerX`.
    /// - Parameters:
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The two constraints, horizontal axis first.
    @discardableResult
    public func autoCenterInSuperview(file: StaticString = #fileID, line: UInt = #line) -> [NSLayoutConstraint] {
        alignToSuperview([(.horizontal, .horizontal), (.vertical, .vertical)], call: APICall(#function, file, line))
    }

    /// Aligns an axis of the view to the same axis of its superview.
    ///
    /// Makes `self.axis == superview.axis` (`.vertical` is centerX, `.horizontal` centerY, `.baseline` and
    /// `.lastBaseline` lastBaseline, `.firstBaseline` firstBaseline).
    /// - Parameters:
    ///   - axis: The axis of the view and its superview to align.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoAlignAxis(
        toSuperviewAxis axis: ALAxis, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        alignToSuperview([(ALAttribute(axis), ALAttribute(axis))], call: APICall(#function, file, line))[0]
    }

    /// Pins an edge of the view to the same edge of its superview.
    ///
    /// Makes `self.edge == superview.edge`.
    /// - Parameters:
    ///   - edge: The edge of the view and its superview to pin.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewEdge edge: ALEdge, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .edges, inset: 0, relation: .equal, call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to the same edge of its superview with an inset.
    ///
    /// Makes `self.edge == superview.edge + inset` for `.top`, `.left` and `.leading`, and
    /// `self.edge == superview.edge - inset` for `.bottom`, `.right` and `.trailing`, so a positive inset always
    /// moves the edge inward.
    /// - Parameters:
    ///   - edge: The edge of the view and its superview to pin.
    ///   - inset: The distance from the superview's edge inward to the view's edge.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewEdge edge: ALEdge, withInset inset: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .edges, inset: inset, relation: .equal, call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to the same edge of its superview with an inset as a minimum, maximum or exact
    /// distance.
    ///
    /// Makes `self.edge (relation) superview.edge + inset` for `.top`, `.left` and `.leading`; for `.bottom`,
    /// `.right` and `.trailing` makes `self.edge (swapped relation) superview.edge - inset` (`<=` and `>=`
    /// exchanged), so `relation` always describes the inset.
    /// - Parameters:
    ///   - edge: The edge of the view and its superview to pin.
    ///   - inset: The distance from the superview's edge inward to the view's edge.
    ///   - relation: Whether the inset is at least, at most or exactly `inset`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewEdge edge: ALEdge, withInset inset: CGFloat, relation: NSLayoutConstraint.Relation,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .edges, inset: inset, relation: relation, call: APICall(#function, file, line))
    }

    /// Pins the four edges of the view to the edges of its superview.
    ///
    /// Makes `self.top == superview.top`, `self.leading == superview.leading`,
    /// `self.bottom == superview.bottom`, `self.trailing == superview.trailing`.
    /// - Parameters:
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The four constraints: top, leading, bottom, trailing.
    @discardableResult
    public func autoPinEdgesToSuperviewEdges(file: StaticString = #fileID, line: UInt = #line) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.allEdges, to: .edges, insets: PlatformLayout.zeroInsets, call: APICall(#function, file, line))
    }

    /// Pins the four edges of the view to the edges of its superview with insets.
    ///
    /// Makes `self.top == superview.top + insets.top`, `self.leading == superview.leading + insets.left`,
    /// `self.bottom == superview.bottom - insets.bottom`, `self.trailing == superview.trailing - insets.right`.
    /// - Parameters:
    ///   - insets: The insets of the view's edges from its superview's; `left` applies to the leading
    ///     edge and `right` to the trailing edge.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The four constraints: top, leading, bottom, trailing.
    @discardableResult
    public func autoPinEdgesToSuperviewEdges(
        with insets: ALEdgeInsets, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.allEdges, to: .edges, insets: insets, call: APICall(#function, file, line))
    }

    /// Pins three edges of the view to the edges of its superview with insets, leaving one edge free.
    ///
    /// Pins, in this order, each edge as ``autoPinEdge(toSuperviewEdge:withInset:file:line:)`` does, with `insets.top`,
    /// `insets.left` (left or leading), `insets.bottom` or `insets.right` (right or trailing):
    ///
    /// | excluded | pinned |
    /// |---|---|
    /// | left | top, bottom, right |
    /// | right | top, left, bottom |
    /// | top | leading, bottom, trailing |
    /// | bottom | top, leading, trailing |
    /// | leading | top, bottom, trailing |
    /// | trailing | top, leading, bottom |
    /// - Parameters:
    ///   - insets: The insets of the view's edges from its superview's (zero when omitted, a PureLayoutSwift
    ///     extra); the inset of the excluded edge is ignored.
    ///   - edge: The edge left without a constraint.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The three constraints, in the order of the table.
    @discardableResult
    public func autoPinEdgesToSuperviewEdges(
        with insets: ALEdgeInsets = PlatformLayout.zeroInsets, excludingEdge edge: ALEdge,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.edges(excluding: edge), to: .edges, insets: insets, call: APICall(#function, file, line))
    }
}
