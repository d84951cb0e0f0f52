import Foundation

/// The rectangle of the superview that the superview, margin and safe-area families pin to.
enum SuperviewGuide {
    /// The superview's bounds: `superview.top`, …
    case edges
    /// The superview's layout margins: `superview.topMargin`, … (AppKit: `superview.layoutMarginsGuide.top`, …).
    case margins
    /// The superview's safe area: `superview.safeAreaLayoutGuide.top`, …
    case safeArea

    /// The item and attribute of `superview` that `edge` is pinned to, or `nil` where the platform lacks them.
    @inline(__always)
    func target(for edge: ALEdge, of superview: ALView) -> LayoutTarget? {
        switch self {
        case .edges:
            LayoutTarget(item: superview, attribute: edge.layoutAttribute, owner: superview)
        case .margins:
            PlatformLayout.marginTarget(ALAttribute(edge.margin), of: superview)
        case .safeArea:
            PlatformLayout.safeAreaGuide(of: superview).map {
                LayoutTarget(item: $0, attribute: edge.layoutAttribute, owner: superview)
            }
        }
    }

    /// The noun used in failure messages.
    var name: String {
        switch self {
        case .edges: "edges"
        case .margins: "layout margins"
        case .safeArea: "safe area"
        }
    }
}

extension ALView {
    /// The superview, after turning this view's autoresizing translation off; `nil` after reporting
    /// ``PureLayoutFailure/Kind/noSuperview`` when there is none.
    @inline(__always)
    func superviewForPinning(call: APICall) -> ALView? {
        if translatesAutoresizingMaskIntoConstraints {
            translatesAutoresizingMaskIntoConstraints = false
        }
        guard let superview else {
            reportNoSuperview(call: call)
            return nil
        }
        return superview
    }

    /// Reports ``PureLayoutFailure/Kind/noSuperview`` for this view.
    @inline(never)
    private func reportNoSuperview(call: APICall) {
        PureLayoutFailure.report(
            .noSuperview, call: call, views: [self],
            problem: "the view has no superview",
            fix: "add the view to its superview (addSubview) before constraining it to the superview")
    }

    /// Pins `edge` of this view to the same edge of its superview's `guide` with the superview inset rule
    /// (`self.edge (relation') guide.edge ± inset`); reports and returns a placeholder without a superview.
    @inline(__always)
    func pinEdge(
        _ edge: ALEdge, to guide: SuperviewGuide, inset: CGFloat, relation: NSLayoutConstraint.Relation,
        call: APICall
    ) -> NSLayoutConstraint {
        guard let superview = superviewForPinning(call: call) else {
            return ConstraintFactory.inertPlaceholder(for: self, attribute: edge.layoutAttribute, call: call)
        }
        return pinEdge(edge, to: guide, of: superview, inset: inset, relation: relation, call: call)
    }

    /// Pins `edge` of this view to the same edge of `superview`'s `guide` with the superview inset rule.
    @inline(__always)
    func pinEdge(
        _ edge: ALEdge, to guide: SuperviewGuide, of superview: ALView, inset: CGFloat,
        relation: NSLayoutConstraint.Relation, call: APICall
    ) -> NSLayoutConstraint {
        let rule = EdgeRules.superviewInset(edge: edge, inset: inset, relation: relation)
        if guide == .edges {
            // The superview itself is the item: making no `LayoutTarget` saves retaining and releasing it twice.
            return ConstraintFactory.make(
                self, edge.layoutAttribute, rule.relation, to: superview, edge.layoutAttribute, multiplier: 1,
                constant: rule.constant, itemViews: .oneHierarchy, call: call)
        }
        guard let target = guide.target(for: edge, of: superview) else {
            PureLayoutFailure.report(
                .unsupportedOnPlatform, call: call, views: [self, superview],
                problem: "the superview's \(guide.name) are not available on this platform version",
                fix: "pin to the superview's edges instead, or require macOS 11 or later")
            return ConstraintFactory.inertPlaceholder(for: self, attribute: edge.layoutAttribute, call: call)
        }
        return ConstraintFactory.relate(
            self, LayoutTarget(item: self, attribute: edge.layoutAttribute, owner: self), rule.relation, to: target,
            multiplier: 1, constant: rule.constant, call: call, oneHierarchy: true)
    }

    /// Pins each of `edges`, in order, to its superview's `guide` with the inset of `insets` for that edge.
    func pinEdges(
        _ edges: [ALEdge], to guide: SuperviewGuide, insets: ALEdgeInsets, call: APICall
    ) -> [NSLayoutConstraint] {
        guard let superview = superviewForPinning(call: call) else {
            return edges.map {
                ConstraintFactory.inertPlaceholder(for: self, attribute: $0.layoutAttribute, call: call)
            }
        }
        return edges.map { edge in
            pinEdge(
                edge, to: guide, of: superview, inset: EdgeRules.inset(for: edge, in: insets), relation: .equal,
                call: call)
        }
    }

    /// Aligns each `(attribute, superviewAttribute)` pair, in order, as `self.attribute == superview.superviewAttribute`;
    /// reports once and returns placeholders without a superview.
    func alignToSuperview(
        _ pairs: [(attribute: ALAttribute, superviewAttribute: ALAttribute)], call: APICall
    ) -> [NSLayoutConstraint] {
        guard let superview = superviewForPinning(call: call) else {
            return pairs.map {
                ConstraintFactory.inertPlaceholder(for: self, attribute: $0.attribute.boundsLayoutAttribute, call: call)
            }
        }
        return pairs.map {
            ConstraintFactory.relate(
                self, $0.attribute, .equal, to: superview, $0.superviewAttribute, multiplier: 1, constant: 0,
                call: call)
        }
    }
}
