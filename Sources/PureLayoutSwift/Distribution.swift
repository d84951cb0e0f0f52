import Foundation

/// The rules of PureLayout's distribution of views along an axis, as tables, and the two distributions.
enum Distribution {
    /// What distributing along an axis uses: horizontal axes (`.horizontal`, `.baseline`, `.firstBaseline`)
    /// use leading/trailing, width and centerX; `.vertical` uses top/bottom, height and centerY.
    struct Geometry {
        /// The edge of the first view pinned to the superview, and of each view pinned to its predecessor.
        let firstEdge: ALEdge
        /// The edge of the last view pinned to the superview, and of each predecessor.
        let lastEdge: ALEdge
        /// The dimension matched between neighbours or fixed.
        let dimension: ALDimension
        /// The centre attribute that places views of a fixed size.
        let center: ALAttribute
    }

    /// The geometry of distributing along `axis`.
    static func geometry(along axis: ALAxis) -> Geometry {
        switch axis {
        case .horizontal, .baseline, .firstBaseline:
            Geometry(firstEdge: .leading, lastEdge: .trailing, dimension: .width, center: .vertical)
        case .vertical:
            Geometry(firstEdge: .top, lastEdge: .bottom, dimension: .height, center: .horizontal)
        }
    }

    /// Which distributions an alignment attribute may be used with.
    enum AlignmentUse {
        /// Only views distributed along `.vertical` (stacked top to bottom).
        case verticalDistributionOnly
        /// Only views distributed along a horizontal axis (`.horizontal`, `.baseline`, `.firstBaseline`).
        case horizontalDistributionOnly
        /// Never: not an alignment.
        case never
    }

    /// Where `alignment` may align distributed views: `.vertical`, `.left`, `.right`, `.leading`, `.trailing`
    /// only along `.vertical`; `.horizontal`, `.baseline`, `.firstBaseline`, `.top`, `.bottom` only along a
    /// horizontal axis; widths, heights and margins never.
    static func use(of alignment: ALAttribute) -> AlignmentUse {
        switch alignment {
        case .vertical, .left, .right, .leading, .trailing: .verticalDistributionOnly
        case .horizontal, .baseline, .firstBaseline, .top, .bottom: .horizontalDistributionOnly
        default: .never
        }
    }

    /// Whether `alignment` may align views distributed along `axis`; reports
    /// ``PureLayoutFailure/Kind/invalidAttribute`` when not.
    static func isValidAlignment(_ alignment: ALAttribute, along axis: ALAxis, views: [ALView], call: APICall) -> Bool {
        let problem: String? =
            switch (use(of: alignment), axis) {
            case (.verticalDistributionOnly, .vertical): nil
            case (.verticalDistributionOnly, _): "\(alignment) can only align views distributed along .vertical"
            case (.horizontalDistributionOnly, .vertical): "\(alignment) can only align views distributed horizontally"
            case (.horizontalDistributionOnly, _): nil
            case (.never, _): "\(alignment) is not an alignment attribute"
            }
        guard let problem else { return true }
        PureLayoutFailure.report(
            .invalidAttribute, call: call, views: views, problem: problem,
            fix: axis == .vertical
                ? "align views stacked vertically with .vertical, .left, .right, .leading or .trailing"
                : "align views laid out horizontally with .horizontal, .baseline, .firstBaseline, .top or .bottom")
        return false
    }

    /// `view.alignment == previous.alignment`, or a placeholder when the alignment was found invalid.
    static func align(
        _ view: ALView, to previous: ALView, _ alignment: ALAttribute, isValid: Bool, call: APICall
    ) -> NSLayoutConstraint {
        guard isValid else {
            return ConstraintFactory.inertPlaceholder(for: view, attribute: alignment.boundsLayoutAttribute, call: call)
        }
        return ConstraintFactory.relate(
            view, alignment, .equal, to: previous, alignment, multiplier: 1, constant: 0, call: call)
    }

    /// The smallest multiplier the fixed-size distribution uses: a multiplier of 0 would drop the second item.
    static let minimumMultiplier: CGFloat = 0.00001

    /// The multiplier and constant that centre view `index` of `count` views of `size` along the common
    /// superview: with inset spacing `m = (2i+2)/(n+1)`, `c = (m−1)·size/2`; without, `m = 2i/(n−1)`,
    /// `c = (1−m)·size/2`, and a single view is centred (`m = 1`, `c = 0`; PureLayout divides by zero). The
    /// constant is computed first; then a multiplier with |m| < 1e‑5 becomes 1e‑5.
    static func centerPlacement(
        index: Int, count: Int, size: CGFloat, insetSpacing: Bool
    ) -> (multiplier: CGFloat, constant: CGFloat) {
        var multiplier: CGFloat
        let constant: CGFloat
        if insetSpacing {
            multiplier = CGFloat(2 * index + 2) / CGFloat(count + 1)
            constant = (multiplier - 1) * size / 2
        } else if count == 1 {
            multiplier = 1
            constant = 0
        } else {
            multiplier = CGFloat(2 * index) / CGFloat(count - 1)
            constant = (1 - multiplier) * size / 2
        }
        if abs(multiplier) < minimumMultiplier {
            multiplier = minimumMultiplier
        }
        return (multiplier, constant)
    }

    /// Distributes `views` with fixed spacing: `v0.first = superview.first + inset` (superview inset rule), then
    /// for each `i ≥ 1` `vi.first = v(i−1).last + spacing`, `vi.size = v(i−1).size` (if `matchedSizes`) and the
    /// alignment, then `vLast.last = superview.last − inset`; `inset` is `spacing` with inset spacing, else 0.
    static func withFixedSpacing(
        _ views: [ALView], along axis: ALAxis, alignedTo alignment: ALAttribute, spacing: CGFloat,
        insetSpacing: Bool, matchedSizes: Bool, call: APICall
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.prepareForAutoLayout(views)
        guard ViewArrayLayout.hasEnoughViews(views, minimum: 1, call: call), let lastView = views.last else {
            return []
        }
        let geometry = geometry(along: axis)
        let alignmentIsValid = views.count < 2 || isValidAlignment(alignment, along: axis, views: views, call: call)
        let inset = insetSpacing ? spacing : 0
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(2 + (views.count - 1) * (matchedSizes ? 3 : 2))
        var previous: ALView?
        for view in views {
            if let previous {
                constraints.append(
                    ConstraintFactory.relate(
                        view, ALAttribute(geometry.firstEdge), .equal, to: previous, ALAttribute(geometry.lastEdge),
                        multiplier: 1, constant: spacing, call: call))
                if matchedSizes {
                    constraints.append(
                        ConstraintFactory.relate(
                            view, ALAttribute(geometry.dimension), .equal, to: previous,
                            ALAttribute(geometry.dimension), multiplier: 1, constant: 0, call: call))
                }
                constraints.append(align(view, to: previous, alignment, isValid: alignmentIsValid, call: call))
            } else {
                constraints.append(
                    view.pinEdge(geometry.firstEdge, to: .edges, inset: inset, relation: .equal, call: call))
            }
            previous = view
        }
        constraints.append(lastView.pinEdge(geometry.lastEdge, to: .edges, inset: inset, relation: .equal, call: call))
        return constraints
    }

    /// Distributes `views` with a fixed size: per view, in order (reversed along a horizontal axis when the
    /// common superview lays out right to left), `view.size = size`, then
    /// `view.center = commonSuperview.center × m + c` (see ``centerPlacement(index:count:size:insetSpacing:)``),
    /// then for `i ≥ 1` the alignment to the previous view.
    static func withFixedSize(
        _ views: [ALView], along axis: ALAxis, alignedTo alignment: ALAttribute, size: CGFloat,
        insetSpacing: Bool, call: APICall
    ) -> [NSLayoutConstraint] {
        ViewArrayLayout.prepareForAutoLayout(views)
        guard ViewArrayLayout.hasEnoughViews(views, minimum: 1, call: call) else { return [] }
        let geometry = geometry(along: axis)
        let alignmentIsValid = views.count < 2 || isValidAlignment(alignment, along: axis, views: views, call: call)
        let commonSuperview = ViewHierarchy.commonSuperview(of: views)
        if commonSuperview == nil {
            reportMissingCommonSuperview(of: views, call: call)
        }
        let flipsOrder = axis != .vertical && commonSuperview.map(PlatformLayout.isRightToLeft) == true
        let ordered = flipsOrder ? Array(views.reversed()) : views
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(3 * views.count - 1)
        var previous: ALView?
        for (index, view) in ordered.enumerated() {
            constraints.append(ConstraintFactory.setDimension(view, geometry.dimension, .equal, to: size, call: call))
            if let commonSuperview {
                let placement = centerPlacement(
                    index: index, count: ordered.count, size: size, insetSpacing: insetSpacing)
                constraints.append(
                    ConstraintFactory.relate(
                        view, geometry.center, .equal, to: commonSuperview, geometry.center,
                        multiplier: placement.multiplier, constant: placement.constant, call: call))
            } else {
                constraints.append(
                    ConstraintFactory.inertPlaceholder(
                        for: view, attribute: geometry.center.boundsLayoutAttribute, call: call))
            }
            if let previous {
                constraints.append(align(view, to: previous, alignment, isValid: alignmentIsValid, call: call))
            }
            previous = view
        }
        return constraints
    }

    /// Reports why `views` have no common superview: the first has no superview, or they share no ancestor.
    private static func reportMissingCommonSuperview(of views: [ALView], call: APICall) {
        if let first = views.first, first.superview == nil {
            PureLayoutFailure.report(
                .noSuperview, call: call, views: [first],
                problem: "the first view has no superview to distribute the views in",
                fix: "add the views to a common superview (addSubview) before distributing them")
        } else {
            PureLayoutFailure.report(
                .noCommonAncestor, call: call, views: views,
                problem: "the views do not share a common superview",
                fix: "add all the views to the same view hierarchy before distributing them")
        }
    }
}
