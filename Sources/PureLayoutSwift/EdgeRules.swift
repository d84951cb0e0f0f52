import Foundation

/// The rules of PureLayout's superview, margin and safe-area families, written once as tables and used by all
/// three (and by distribution's first and last pins).
enum EdgeRules {
    /// Whether a positive inset from `edge` runs against the coordinate axis: `true` for `.bottom`, `.right` and
    /// `.trailing` (the inset moves the edge up, left, or toward leading), `false` for `.top`, `.left` and
    /// `.leading`.
    static func insetRunsAgainstAxis(_ edge: ALEdge) -> Bool {
        switch edge {
        case .top, .left, .leading: false
        case .bottom, .right, .trailing: true
        }
    }

    /// The constant and relation that pin `edge` at distance `inset` inside a superview-like rectangle: for
    /// `.bottom`, `.right` and `.trailing` the inset is negated and `<=`/`>=` are swapped, so that `relation` always
    /// describes the inset distance; other edges keep both.
    static func superviewInset(
        edge: ALEdge, inset: CGFloat, relation: NSLayoutConstraint.Relation
    ) -> (constant: CGFloat, relation: NSLayoutConstraint.Relation) {
        insetRunsAgainstAxis(edge) ? (-inset, swapped(relation)) : (inset, relation)
    }

    /// `relation` with `<=` and `>=` exchanged; `==` stays.
    static func swapped(_ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        default: relation
        }
    }

    /// The four edges pinned by the "pin all edges" methods, in the order of the constraints they return.
    static let allEdges: [ALEdge] = [.top, .leading, .bottom, .trailing]

    /// The three edges pinned by the "excluding edge" methods, in the order of the constraints they return:
    ///
    /// | excluded | pinned |
    /// |---|---|
    /// | left | top, bottom, right |
    /// | right | top, left, bottom |
    /// | top | leading, bottom, trailing |
    /// | bottom | top, leading, trailing |
    /// | leading | top, bottom, trailing |
    /// | trailing | top, leading, bottom |
    static func edges(excluding edge: ALEdge) -> [ALEdge] {
        switch edge {
        case .left: [.top, .bottom, .right]
        case .right: [.top, .left, .bottom]
        case .top: [.leading, .bottom, .trailing]
        case .bottom: [.top, .leading, .trailing]
        case .leading: [.top, .bottom, .trailing]
        case .trailing: [.top, .leading, .bottom]
        }
    }

    /// The inset of `insets` that applies to `edge`: `insets.left` for `.left` and `.leading`, `insets.right` for
    /// `.right` and `.trailing`.
    static func inset(for edge: ALEdge, in insets: ALEdgeInsets) -> CGFloat {
        switch edge {
        case .top: insets.top
        case .left, .leading: insets.left
        case .bottom: insets.bottom
        case .right, .trailing: insets.right
        }
    }
}
