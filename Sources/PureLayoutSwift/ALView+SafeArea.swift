import Foundation

// Pinning to the superview's safe area: the second item is `superview.safeAreaLayoutGuide` (iOS, tvOS,
// HeadlessLayout; macOS 11 and later, before which these calls report `unsupportedOnPlatform`).
//
// Divergence: PureLayout's `autoPinEdgesToSuperviewSafeArea(with:excludingEdge:)` treats excluding `.left` like
// excluding `.leading` (upstream issue #224); PureLayoutSwift uses the same excluding-edge table for the superview,
// margin and safe-area families.

extension ALView {
    /// Pins an edge of the view to the same edge of its superview's safe area.
    ///
    /// Makes `self.edge == superview.safeAreaLayoutGuide.edge`.
    /// - Parameters:
    ///   - edge: The edge of the view and of the safe area to pin.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewSafeArea edge: ALEdge, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .safeArea, inset: 0, relation: .equal, call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to the same edge of its superview's safe area with an inset.
    ///
    /// Makes `self.edge == superview.safeAreaLayoutGuide.edge + inset` for `.top`, `.left` and `.leading`, and
    /// `self.edge == superview.safeAreaLayoutGuide.edge - inset` for `.bottom`, `.right` and `.trailing`.
    /// - Parameters:
    ///   - edge: The edge of the view and of the safe area to pin.
    ///   - inset: The distance from the safe area's edge inward to the view's edge.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewSafeArea edge: ALEdge, withInset inset: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .safeArea, inset: inset, relation: .equal, call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to the same edge of its superview's safe area with an inset as a minimum, maximum
    /// or exact distance.
    ///
    /// Makes `self.edge (relation) superview.safeAreaLayoutGuide.edge + inset` for `.top`, `.left` and
    /// `.leading`; for `.bottom`, `.right` and `.trailing` makes
    /// `self.edge (swapped relation) superview.safeAreaLayoutGuide.edge - inset`, so `relation` always describes
    /// the inset.
    /// - Parameters:
    ///   - edge: The edge of the view and of the safe area to pin.
    ///   - inset: The distance from the safe area's edge inward to the view's edge.
    ///   - relation: Whether the inset is at least, at most or exactly `inset`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewSafeArea edge: ALEdge, withInset inset: CGFloat, relation: NSLayoutConstraint.Relation,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .safeArea, inset: inset, relation: relation, call: APICall(#function, file, line))
    }

    /// Pins the four edges of the view to the edges of its superview's safe area.
    ///
    /// Makes `self.top == guide.top`, `self.leading == guide.leading`, `self.bottom == guide.bottom`,
    /// `self.trailing == guide.trailing` with `guide = superview.safeAreaLayoutGuide`.
    /// - Parameters:
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The four constraints: top, leading, bottom, trailing.
    @discardableResult
    public func autoPinEdgesToSuperviewSafeArea(file: StaticString = #fileID, line: UInt = #line) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.allEdges, to: .safeArea, insets: PlatformLayout.zeroInsets, call: APICall(#function, file, line))
    }

    /// Pins the four edges of the view to the edges of its superview's safe area with insets.
    ///
    /// Makes `self.top == guide.top + insets.top`, `self.leading == guide.leading + insets.left`,
    /// `self.bottom == guide.bottom - insets.bottom`, `self.trailing == guide.trailing - insets.right` with
    /// `guide = superview.safeAreaLayoutGuide`.
    /// - Parameters:
    ///   - insets: The insets of the view's edges from the safe area's; `left` applies to the leading
    ///     edge and `right` to the trailing edge.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The four constraints: top, leading, bottom, trailing.
    @discardableResult
    public func autoPinEdgesToSuperviewSafeArea(
        with insets: ALEdgeInsets, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.allEdges, to: .safeArea, insets: insets, call: APICall(#function, file, line))
    }

    /// Pins three edges of the view to the edges of its superview's safe area with insets, leaving one edge free.
    ///
    /// Pins, in this order, each edge as ``autoPinEdge(toSuperviewSafeArea:withInset:file:line:)`` does, with
    /// `insets.top`, `insets.left` (left or leading), `insets.bottom` or `insets.right` (right or trailing):
    ///
    /// | excluded | pinned |
    /// |---|---|
    /// | left | top, bottom, right |
    /// | right | top, left, bottom |
    /// | top | leading, bottom, trailing |
    /// | bottom | top, leading, trailing |
    /// | leading | top, bottom, trailing |
    /// | trailing | top, leading, bottom |
    ///
    /// Divergence: PureLayout 3.1.9 excludes left/right here as if they were leading/trailing (issue #224).
    /// - Parameters:
    ///   - insets: The insets of the view's edges from the safe area's (zero when omitted, a PureLayoutSwift
    ///     extra); the inset of the excluded edge is ignored.
    ///   - edge: The edge left without a constraint.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The three constraints, in the order of the table.
    @discardableResult
    public func autoPinEdgesToSuperviewSafeArea(
        with insets: ALEdgeInsets = PlatformLayout.zeroInsets, excludingEdge edge: ALEdge,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.edges(excluding: edge), to: .safeArea, insets: insets, call: APICall(#function, file, line))
    }
}
