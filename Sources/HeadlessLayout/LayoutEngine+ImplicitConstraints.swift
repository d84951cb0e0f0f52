import Cassowary
import Foundation

// The constraints UIKit adds on its own: autoresizing masks, a root's size, content size, guide insets.
extension LayoutEngine {
    // MARK: Frame constraints

    /// Brings a view's frame constraints (autoresizing, root size or fitting target) in line with its state:
    /// updated in place when the shape is the same (constants and priorities only), replaced otherwise.
    ///
    /// The state's list is never held `inout` across solver calls: a conflict report reads every item's frame
    /// constraints to name the conflicting ones.
    func refreshFrameConstraints(of view: HeadlessView) {
        let state = state(of: view)
        // Most views do not translate their autoresizing mask and never did: nothing to add or retire.
        if !view.storedTranslatesAutoresizingMask && view !== root && state.frameConstraints.isEmpty { return }
        let desired = makeFrameConstraints(of: view)
        let existing = state.frameConstraints
        if existing.count == desired.count, zip(existing, desired).allSatisfy({ $0.hasSameShape(as: $1) }) {
            for (old, new) in zip(existing, desired) {
                guard old.storedConstant != new.storedConstant || old.storedPriority != new.storedPriority
                    || lowered(of: old) == nil
                else { continue }
                old.storedConstant = new.storedConstant
                old.storedPriority = new.storedPriority
                update(old)
            }
            return
        }
        for old in existing {
            retire(old)
        }
        state.frameConstraints = desired
        for constraint in desired {
            add(constraint)
        }
    }

    /// The frame constraints `view` should have now.
    func makeFrameConstraints(of view: HeadlessView) -> [NSLayoutConstraint] {
        let frame = view.storedFrame
        if view === root {
            if let target = fittingTarget {
                return [
                    sizeConstraint(
                        view, .width, target.size.width, priority: target.horizontalPriority, role: .fittingSize,
                        identifier: "UIView-Encapsulated-Layout-Width"),
                    sizeConstraint(
                        view, .height, target.size.height, priority: target.verticalPriority, role: .fittingSize,
                        identifier: "UIView-Encapsulated-Layout-Height"),
                ]
            }
            let priority: UILayoutPriority =
                view.storedTranslatesAutoresizingMask ? .required : UILayoutPriority(Float(1000).nextDown)
            return [
                sizeConstraint(
                    view, .width, frame.size.width, priority: priority, role: .rootSize,
                    identifier: "UIView-Encapsulated-Layout-Width"),
                sizeConstraint(
                    view, .height, frame.size.height, priority: priority, role: .rootSize,
                    identifier: "UIView-Encapsulated-Layout-Height"),
            ]
        }
        guard view.storedTranslatesAutoresizingMask, let parent = view.storedSuperview else { return [] }
        let mask = view.storedAutoresizingMask
        let role = ConstraintRole.autoresizing(maskBits: UInt8(truncatingIfNeeded: mask.rawValue))
        let horizontal = AutoresizingRule.shares(
            start: frame.origin.x, size: frame.size.width,
            end: parent.storedFrame.size.width - frame.origin.x - frame.size.width,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
        let vertical = AutoresizingRule.shares(
            start: frame.origin.y, size: frame.size.height,
            end: parent.storedFrame.size.height - frame.origin.y - frame.size.height,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
        return [
            autoresizingPosition(
                view, parent, .left, .width, start: frame.origin.x, share: horizontal.start,
                container: parent.storedFrame.size.width, role: role),
            autoresizingSize(
                view, parent, .width, size: frame.size.width, share: horizontal.size,
                container: parent.storedFrame.size.width, role: role),
            autoresizingPosition(
                view, parent, .top, .height, start: frame.origin.y, share: vertical.start,
                container: parent.storedFrame.size.height, role: role),
            autoresizingSize(
                view, parent, .height, size: frame.size.height, share: vertical.size,
                container: parent.storedFrame.size.height, role: role),
        ]
    }

    /// `view.attribute == value` for a size attribute.
    func sizeConstraint(
        _ view: HeadlessView, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat,
        priority: UILayoutPriority, role: ConstraintRole, identifier: String? = nil
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            role: role, first: view, attribute, .equal, second: nil, .notAnAttribute, multiplier: 1,
            constant: value, priority: priority)
        constraint.coordinateView = view
        constraint.identifier = identifier
        return constraint
    }

    /// The autoresizing constraint of a start edge: fixed (`view.left == superview.left + x`) or sharing in the
    /// superview's size changes (`view.left == share × superview.width + (x − share × width now)`).
    func autoresizingPosition(
        _ view: HeadlessView, _ parent: HeadlessView, _ edge: NSLayoutConstraint.Attribute,
        _ dimension: NSLayoutConstraint.Attribute, start: CGFloat, share: CGFloat, container: CGFloat,
        role: ConstraintRole
    ) -> NSLayoutConstraint {
        let constraint =
            share == 0
            ? NSLayoutConstraint(
                role: role, first: view, edge, .equal, second: parent, edge, multiplier: 1, constant: start,
                priority: .required)
            : NSLayoutConstraint(
                role: role, first: view, edge, .equal, second: parent, dimension, multiplier: share,
                constant: start - share * container, priority: .required)
        constraint.coordinateView = parent
        return constraint
    }

    /// The autoresizing constraint of a size: fixed, or sharing in the superview's size changes.
    func autoresizingSize(
        _ view: HeadlessView, _ parent: HeadlessView, _ dimension: NSLayoutConstraint.Attribute, size: CGFloat,
        share: CGFloat, container: CGFloat, role: ConstraintRole
    ) -> NSLayoutConstraint {
        let constraint =
            share == 0
            ? NSLayoutConstraint(
                role: role, first: view, dimension, .equal, second: nil, .notAnAttribute, multiplier: 1,
                constant: size, priority: .required)
            : NSLayoutConstraint(
                role: role, first: view, dimension, .equal, second: parent, dimension, multiplier: share,
                constant: size - share * container, priority: .required)
        constraint.coordinateView = parent
        return constraint
    }

    /// Apple's `h=--& v=--&` summary: `-` for a fixed part, `&` for a flexible one (the end margin is flexible
    /// when nothing is).
    static func autoresizingSummary(_ mask: HeadlessView.AutoresizingMask) -> String {
        func axis(_ start: Bool, _ size: Bool, _ end: Bool) -> String {
            let end = end || (!start && !size)
            return (start ? "&" : "-") + (size ? "&" : "-") + (end ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    // MARK: Content size

    /// Brings a view's content hugging and compression resistance constraints in line with its intrinsic size
    /// and priorities.
    func refreshContentSizeConstraints(of view: HeadlessView) {
        let state = state(of: view)
        let size = view.intrinsicContentSize
        // Most views have no intrinsic size and never had one: nothing to add or retire.
        if state.contentSizeConstraints.isEmpty && !(size.width >= 0 && size.width.isFinite)
            && !(size.height >= 0 && size.height.isFinite)
        {
            return
        }
        // Once per view and engine for every label of a screen (and of every measured cell): no temporary arrays.
        refreshContentSizeConstraints(of: view, state: state, axis: .horizontal, value: size.width, .width)
        refreshContentSizeConstraints(of: view, state: state, axis: .vertical, value: size.height, .height)
    }

    /// The content hugging and compression resistance constraints of `view` on `axis`, brought in line with the
    /// intrinsic `value` (none when it is negative or not finite) and the view's priorities.
    private func refreshContentSizeConstraints(
        of view: HeadlessView, state: ItemLayoutState, axis: NSLayoutConstraint.Axis, value: CGFloat,
        _ attribute: NSLayoutConstraint.Attribute
    ) {
        let slots = (hugging: axis.rawValue * 2, compression: axis.rawValue * 2 + 1)
        func existing(_ slot: Int) -> NSLayoutConstraint? {
            slot < state.contentSizeConstraints.count ? state.contentSizeConstraints[slot] : nil
        }
        guard value >= 0, value.isFinite else {
            for slot in [slots.hugging, slots.compression] {
                if let constraint = existing(slot) {
                    retire(constraint)
                    state.contentSizeConstraints[slot] = nil
                }
            }
            return
        }
        if state.contentSizeConstraints.isEmpty {
            state.contentSizeConstraints = [nil, nil, nil, nil]
        }
        /// Brings the constraint in `slot` to `value` at `priority`, making it if there is none; whether it is new
        /// or changed (a new one has no solver form yet, which tells the two apart below).
        func refresh(_ slot: Int, hugging: Bool, priority: UILayoutPriority) -> Bool {
            if let constraint = existing(slot) {
                guard constraint.storedConstant != value || constraint.storedPriority != priority else { return false }
                constraint.storedConstant = value
                constraint.storedPriority = priority
                return true
            }
            let constraint = NSLayoutConstraint(
                role: hugging ? .contentHugging : .contentCompression, first: view, attribute,
                hugging ? .lessThanOrEqual : .greaterThanOrEqual, second: nil, .notAnAttribute,
                multiplier: 1, constant: value, priority: priority)
            constraint.coordinateView = view
            state.contentSizeConstraints[slot] = constraint
            return true
        }
        let priorities = (
            hugging: view.contentPriorities.hugging(axis), compression: view.contentPriorities.compression(axis))
        let huggingChanged = refresh(slots.hugging, hugging: true, priority: priorities.hugging)
        let compressionChanged = refresh(slots.compression, hugging: false, priority: priorities.compression)
        guard let hugging = existing(slots.hugging), let compression = existing(slots.compression),
              huggingChanged || compressionChanged
        else { return }
        // A measuring engine pairs them too. It pulls the cell's size towards zero below every content priority,
        // and its optimisation once passed the first label's errors from label to label through every row (0.94 s
        // for 1,000 labels) until the primal long step passed them in one step; the two inequalities then cost a
        // degenerate exchange of each label's two slacks instead (the first fitting size of 10,000 labels: 222 ms
        // with them, 125 ms paired).
        if !priorities.hugging.isRequired && !priorities.compression.isRequired {
            syncContentPair(hugging: hugging, compression: compression)
        } else {
            // Each on its own: a constraint without a solver form (new, or unpaired) is added.
            unpairContent(hugging: hugging)
            for (constraint, changed) in [(hugging, huggingChanged), (compression, compressionChanged)] {
                if lowered(of: constraint) == nil {
                    add(constraint)
                } else if changed {
                    update(constraint)
                }
            }
        }
    }

    // MARK: Guide insets

    /// Places a margins or safe area guide inside its view; `safeArea` is the owning view's safe area insets
    /// (computed from the current frames when `nil`). Returns whether a constant changed.
    @discardableResult
    func refreshGuideInsets(of guide: HeadlessLayoutGuide, safeArea: UIEdgeInsets?) -> Bool {
        guard let view = guide.storedOwningView, guide.kind != .user else { return false }
        let safe = safeArea ?? view.safeAreaInsets
        let insets = guide.kind == .safeArea ? safe : view.effectiveMarginInsets(safeArea: safe)
        let constants = [insets.left, insets.top, -insets.right, -insets.bottom]
        let state = state(of: guide)
        if state.frameConstraints.count == 4 {
            var changed = false
            for (constraint, constant) in zip(state.frameConstraints, constants)
            where constraint.storedConstant != constant {
                constraint.storedConstant = constant
                update(constraint)
                changed = true
            }
            return changed
        }
        let edges: [(NSLayoutConstraint.Attribute, String)] = [
            (.left, "left"), (.top, "top"), (.right, "right"), (.bottom, "bottom"),
        ]
        var made: [NSLayoutConstraint] = []
        for ((attribute, name), constant) in zip(edges, constants) {
            let constraint = NSLayoutConstraint(
                role: .guideInset, first: guide, attribute, .equal, second: view, attribute, multiplier: 1,
                constant: constant, priority: .required)
            constraint.coordinateView = view
            constraint.identifier =
                guide.kind == .safeArea ? "UIViewSafeAreaLayoutGuide-\(name)" : "UIView-\(name)Margin-guide-constraint"
            made.append(constraint)
        }
        for old in state.frameConstraints {
            retire(old)
        }
        state.frameConstraints = made
        for constraint in made {
            add(constraint)
        }
        return true
    }
}

extension NSLayoutConstraint {
    /// Whether `other` relates the same items and attributes the same way (constants and priorities aside).
    func hasSameShape(as other: NSLayoutConstraint) -> Bool {
        role == other.role && firstLayoutItem === other.firstLayoutItem && secondLayoutItem === other.secondLayoutItem
            && firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
            && relation == other.relation && multiplier == other.multiplier
            && storedPriority.isRequired == other.storedPriority.isRequired
    }
}
