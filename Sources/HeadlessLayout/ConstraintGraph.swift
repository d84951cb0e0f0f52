/// Walks the constraints connecting layout items, for `constraintsAffectingLayout(for:)`.
enum ConstraintGraph {
    /// The constraints along `axis` that decide the frame of `view` (a view or a layout guide): every active
    /// constraint naming it, then, for each other item they name, the constraints that place that item (those
    /// naming it first), and so on; plus the implicit constraints of the items reached (autoresizing, content size,
    /// guide insets).
    static func constraintsAffecting(_ view: any LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var seenConstraints = Set<ObjectIdentifier>()
        var seenItems = Set<ObjectIdentifier>([ObjectIdentifier(view)])
        var queue = [view]
        var index = 0

        func visit(_ constraint: NSLayoutConstraint) {
            guard constraint.firstAttribute.axis == axis,
                seenConstraints.insert(ObjectIdentifier(constraint)).inserted
            else { return }
            result.append(constraint)
            for item in [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap({ $0 })
            where seenItems.insert(ObjectIdentifier(item)).inserted {
                queue.append(item)
            }
        }

        while index < queue.count {
            let item = queue[index]
            index += 1
            let state = item.layoutState
            // The view itself: every constraint naming it. Items reached from it: the constraints placing them.
            let referencing = state.referencingConstraints
                .filter { item === view || $0.firstLayoutItem === item }
                .sorted { lhs, rhs in
                    (lhs.firstLayoutItem === item ? 0 : 1, lhs.installIndex)
                        < (rhs.firstLayoutItem === item ? 0 : 1, rhs.installIndex)
                }
            for constraint in referencing {
                visit(constraint)
            }
            if state.engine != nil {
                for constraint in state.frameConstraints {
                    visit(constraint)
                }
                for case let constraint? in state.contentSizeConstraints {
                    visit(constraint)
                }
            }
        }
        return result
    }
}
