import Foundation

// Distributing the views of an array along an axis of their superview. Works on `[ALView]` and on arrays of
// any view subclass.

extension Array where Element: ALView {
    /// Distributes the views along an axis of their superview with fixed spacing, inset from the superview by
    /// the same spacing, all views of the same size along the axis.
    ///
    /// Same as ``autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:)`` with
    /// `insetSpacing: true, matchedSizes: true`.
    /// - Parameters:
    ///   - axis: `.horizontal` (or a baseline) lays views out leading to trailing; `.vertical` top to bottom.
    ///   - alignment: The attribute aligning each view to the previous one, across the axis.
    ///   - spacing: The space between neighbours and from the superview's edges.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `2 + (n−1)·3` constraints, in the order described there.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSpacing spacing: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSpacing(
            map { $0 }, along: axis, alignedTo: alignment, spacing: spacing, insetSpacing: true,
            matchedSizes: true, call: APICall(#function, file, line))
    }

    /// Distributes the views along an axis of their superview with fixed spacing, optionally inset from the
    /// superview by the same spacing, all views of the same size along the axis.
    ///
    /// Same as ``autoDistributeViews(along:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:)`` with
    /// `matchedSizes: true`.
    /// - Parameters:
    ///   - axis: `.horizontal` (or a baseline) lays views out leading to trailing; `.vertical` top to bottom.
    ///   - alignment: The attribute aligning each view to the previous one, across the axis.
    ///   - spacing: The space between neighbours.
    ///   - insetSpacing: Whether the first and last views are inset from the superview by `spacing` (else 0).
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `2 + (n−1)·3` constraints, in the order described there.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSpacing spacing: CGFloat,
        insetSpacing: Bool, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSpacing(
            map { $0 }, along: axis, alignedTo: alignment, spacing: spacing, insetSpacing: insetSpacing,
            matchedSizes: true, call: APICall(#function, file, line))
    }

    /// Distributes the views along an axis of their superview with fixed spacing, optionally inset from the
    /// superview and optionally all of the same size along the axis.
    ///
    /// With `inset = insetSpacing ? spacing : 0`, `first`/`last` the leading/trailing edges (top/bottom along
    /// `.vertical`) and `size` the width (height), makes in order: `v0.first == superview.first + inset`; then
    /// for each `i ≥ 1`: `vi.first == v(i−1).last + spacing`, `vi.size == v(i−1).size` (only if
    /// `matchedSizes`), `vi.alignment == v(i−1).alignment`; finally `vLast.last == superview.last - inset`.
    /// Every view's autoresizing translation is turned off. Negative spacing is allowed. Needs at least 1 view;
    /// `alignment` must fit the axis (`.vertical`, `.left`, `.right`, `.leading`, `.trailing` along `.vertical`;
    /// `.horizontal`, `.baseline`, `.firstBaseline`, `.top`, `.bottom` along the others), else an invalid-attribute
    /// failure is reported and inactive placeholders stand in for the alignments.
    /// - Parameters:
    ///   - axis: `.horizontal` (or a baseline) lays views out leading to trailing; `.vertical` top to bottom.
    ///   - alignment: The attribute aligning each view to the previous one, across the axis.
    ///   - spacing: The space between neighbours.
    ///   - insetSpacing: Whether the first and last views are inset from the superview by `spacing` (else 0).
    ///   - matchedSizes: Whether all views get the same size along the axis; without it each view needs an
    ///     intrinsic size along the axis, or the layout is ambiguous.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `2 + (n−1)·(matchedSizes ? 3 : 2)` constraints, in the order above.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSpacing spacing: CGFloat,
        insetSpacing: Bool, matchedSizes: Bool,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSpacing(
            map { $0 }, along: axis, alignedTo: alignment, spacing: spacing, insetSpacing: insetSpacing,
            matchedSizes: matchedSizes, call: APICall(#function, file, line))
    }

    /// Distributes the views along an axis of their common superview, each of a fixed size, with equal spaces
    /// between them and at both ends.
    ///
    /// Same as ``autoDistributeViews(along:alignedTo:withFixedSize:insetSpacing:)`` with `insetSpacing: true`.
    /// - Parameters:
    ///   - axis: `.horizontal` (or a baseline) lays views out leading to trailing; `.vertical` top to bottom.
    ///   - alignment: The attribute aligning each view to the previous one, across the axis.
    ///   - size: The width (height along `.vertical`) of every view.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `3n − 1` constraints, in the order described there.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSize size: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSize(
            map { $0 }, along: axis, alignedTo: alignment, size: size, insetSpacing: true, call: APICall(#function, file, line))
    }

    /// Distributes the views along an axis of their common superview, each of a fixed size, with equal spaces
    /// between them and optionally at both ends.
    ///
    /// For each view `i` of `n`, in array order (reversed along a horizontal axis when the common superview lays
    /// out right to left), makes `vi.size == size` (width, or height along `.vertical`, multiplier 0), then
    /// `vi.center == commonSuperview.center × m + c` (centerX, or centerY along `.vertical`) with
    /// `m = (2i+2)/(n+1)`, `c = (m−1)·size/2` when `insetSpacing`, else `m = 2i/(n−1)`, `c = (1−m)·size/2`
    /// (|m| < 1e‑5 becomes 1e‑5), then for `i ≥ 1` `vi.alignment == v(i−1).alignment`. Every view's autoresizing
    /// translation is turned off.
    ///
    /// Divergences: the right-to-left order comes from the common superview's effective layout direction
    /// (PureLayout asks the application); a single view without inset spacing is centred (`m = 1`, `c = 0`;
    /// PureLayout divides by zero).
    /// - Parameters:
    ///   - axis: `.horizontal` (or a baseline) lays views out leading to trailing; `.vertical` top to bottom.
    ///   - alignment: The attribute aligning each view to the previous one, across the axis.
    ///   - size: The width (height along `.vertical`) of every view.
    ///   - insetSpacing: Whether the spaces before the first and after the last view equal those between views
    ///     (else the first and last views touch the superview's edges).
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: `3n − 1` constraints, in the order above.
    @discardableResult
    public func autoDistributeViews(
        along axis: ALAxis, alignedTo alignment: ALAttribute, withFixedSize size: CGFloat, insetSpacing: Bool,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        Distribution.withFixedSize(
            map { $0 }, along: axis, alignedTo: alignment, size: size, insetSpacing: insetSpacing, call: APICall(#function, file, line))
    }
}
