import Foundation

// Centering in and pinning to the superview's layout margins. iOS, tvOS and HeadlessLayout use the margin
// attributes (`.topMargin`, `.centerXWithinMargins`, …) of the superview; macOS 11 and later uses the plain
// attributes of `superview.layoutMarginsGuide` (before macOS 11 these calls report `unsupportedOnPlatform`).

extension ALView {
    /// Centers the view in its superview's layout margins.
    ///
    /// Makes `self.centerY == superview.centerYWithinMargins`, then `self.centerX == superview.centerXWithinMargins`.
    /// - Parameters:
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The two constraints, horizontal axis first.
    @discardableResult
    public func autoCenterInSuperviewMargins(file: StaticString = #fileID, line: UInt = #line) -> [NSLayoutConstraint] {
        alignToSuperview(
            [(.horizontal, .marginAxisHorizontal), (.vertical, .marginAxisVertical)], call: APICall(#function, file, line))
    }

    /// Aligns an axis of the view to the corresponding margin axis of its superview.
    ///
    /// Makes `self.centerX == superview.centerXWithinMargins` for `.vertical` and
    /// `self.centerY == superview.centerYWithinMargins` for `.horizontal`. The baselines have no margin axis: for
    /// them the call reports ``PureLayoutFailure/Kind/invalidAttribute`` and returns an inactive placeholder.
    /// - Parameters:
    ///   - axis: `.vertical` or `.horizontal`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoAlignAxis(
        toSuperviewMarginAxis axis: ALAxis, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        guard let marginAxis = axis.marginAxis else {
            PureLayoutFailure.report(
                .invalidAttribute, call: APICall(#function, file, line), views: [self],
                problem: "the axis \(axis) has no corresponding margin axis",
                fix: "align .vertical or .horizontal to the superview's margins, or use autoAlignAxis(toSuperviewAxis:)")
            return ConstraintFactory.inertPlaceholder(for: self, attribute: axis.layoutAttribute, call: APICall(#function, file, line))
        }
        return alignToSuperview([(ALAttribute(axis), ALAttribute(marginAxis))], call: APICall(#function, file, line))[0]
    }

    /// Pins an edge of the view to the corresponding margin of its superview.
    ///
    /// Makes `self.edge == superview.edgeMargin` (`.top` → `.topMargin`, `.leading` → `.leadingMargin`, …).
    /// - Parameters:
    ///   - edge: The edge of the view to pin.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewMargin edge: ALEdge, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .margins, inset: 0, relation: .equal, call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to the corresponding margin of its superview with an inset.
    ///
    /// Makes `self.edge == superview.edgeMargin + inset` for `.top`, `.left` and `.leading`, and
    /// `self.edge == superview.edgeMargin - inset` for `.bottom`, `.right` and `.trailing`.
    /// - Parameters:
    ///   - edge: The edge of the view to pin.
    ///   - inset: The distance from the superview's margin inward to the view's edge.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewMargin edge: ALEdge, withInset inset: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .margins, inset: inset, relation: .equal, call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to the corresponding margin of its superview as a minimum, maximum or exact
    /// position.
    ///
    /// Makes `self.edge (relation) superview.edgeMargin` for `.top`, `.left` and `.leading`, and
    /// `self.edge (swapped relation) superview.edgeMargin` for `.bottom`, `.right` and `.trailing`, so
    /// `.greaterThanOrEqual` always keeps the edge inside the margin.
    /// - Parameters:
    ///   - edge: The edge of the view to pin.
    ///   - relation: Whether the view's edge is at least, at most or exactly at the margin (measured inward).
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewMargin edge: ALEdge, relation: NSLayoutConstraint.Relation,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .margins, inset: 0, relation: relation, call: APICall(#function, file, line))
    }

    /// Pins an edge of the view to the corresponding margin of its superview with an inset as a minimum, maximum
    /// or exact distance (a PureLayoutSwift extra combining the two PureLayout variants).
    ///
    /// Makes `self.edge (relation) superview.edgeMargin + inset` for `.top`, `.left` and `.leading`, and
    /// `self.edge (swapped relation) superview.edgeMargin - inset` for `.bottom`, `.right` and `.trailing`.
    /// - Parameters:
    ///   - edge: The edge of the view to pin.
    ///   - inset: The distance from the superview's margin inward to the view's edge.
    ///   - relation: Whether the inset is at least, at most or exactly `inset`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint.
    @discardableResult
    public func autoPinEdge(
        toSuperviewMargin edge: ALEdge, withInset inset: CGFloat, relation: NSLayoutConstraint.Relation,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinEdge(edge, to: .margins, inset: inset, relation: relation, call: APICall(#function, file, line))
    }

    /// Pins the four edges of the view to the layout margins of its superview.
    ///
    /// Makes `self.top == superview.topMargin`, `self.leading == superview.leadingMargin`,
    /// `self.bottom == superview.bottomMargin`, `self.trailing == superview.trailingMargin`.
    /// - Parameters:
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The four constraints: top, leading, bottom, trailing.
    @discardableResult
    public func autoPinEdgesToSuperviewMargins(file: StaticString = #fileID, line: UInt = #line) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.allEdges, to: .margins, insets: PlatformLayout.zeroInsets, call: APICall(#function, file, line))
    }

    /// Pins the four edges of the view to the layout margins of its superview with insets.
    ///
    /// Makes `self.top == superview.topMargin + insets.top`,
    /// `self.leading == superview.leadingMargin + insets.left`,
    /// `self.bottom == superview.bottomMargin - insets.bottom`,
    /// `self.trailing == superview.trailingMargin - insets.right`.
    /// - Parameters:
    ///   - insets: The insets of the view's edges from the superview's margins; `left` applies to the
    ///     leading edge and `right` to the trailing edge.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The four constraints: top, leading, bottom, trailing.
    @discardableResult
    public func autoPinEdgesToSuperviewMargins(
        with insets: ALEdgeInsets, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.allEdges, to: .margins, insets: insets, call: APICall(#function, file, line))
    }

    /// Pins three edges of the view to the layout margins of its superview, leaving one edge free.
    ///
    /// Makes `self.edge == superview.edgeMargin` for each pinned edge, in this order:
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
    ///   - edge: The edge left without a constraint.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The three constraints, in the order of the table.
    @discardableResult
    public func autoPinEdges(
        toSuperviewMarginsExcludingEdge edge: ALEdge, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.edges(excluding: edge), to: .margins, insets: PlatformLayout.zeroInsets, call: APICall(#function, file, line))
    }

    /// Pins three edges of the view to the layout margins of its superview with insets, leaving one edge free (a
    /// PureLayoutSwift extra, spelled like the superview-edge and safe-area variants).
    ///
    /// Pins the edges of the table of ``autoPinEdges(toSuperviewMarginsExcludingEdge:file:line:)``, in its order,
    /// each as ``autoPinEdge(toSuperviewMargin:withInset:file:line:)`` does with `insets.top`, `insets.left` (left or
    /// leading), `insets.bottom` or `insets.right` (right or trailing).
    /// - Parameters:
    ///   - insets: The insets of the view's edges from the superview's margins (zero when omitted); the inset of
    ///     the excluded edge is ignored.
    ///   - edge: The edge left without a constraint.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The three constraints, in the order of the table.
    @discardableResult
    public func autoPinEdgesToSuperviewMargins(
        with insets: ALEdgeInsets = PlatformLayout.zeroInsets, excludingEdge edge: ALEdge,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        pinEdges(EdgeRules.edges(excluding: edge), to: .margins, insets: insets, call: APICall(#function, file, line))
    }
}
