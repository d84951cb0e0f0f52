#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Builds a ``LayoutScene`` in either ``ConstraintStyle``: each method makes one constraint, the raw UIKit way
/// (``rawConstraint(_:_:_:_:_:constant:)``, inactive until ``finish()``) or with the PureLayout call that means
/// the same (which installs it), and keeps it in ``constraints`` in the order made.
///
/// The PureLayout calls receive the workload's `file` and `line`, so each constraint records the line that
/// asked for it, as when the workload made the call itself.
struct SceneBuilder {
    /// How the constraints are made.
    let style: ConstraintStyle
    /// The root view.
    let root: HeadlessView
    /// The workload's views, in ``LayoutWorkload/expectedFrames(n:state:)`` order (the workload appends them).
    var views: [HeadlessView] = []
    /// The constraints made so far, in order.
    private(set) var constraints: [NSLayoutConstraint] = []
    /// The position in ``constraints`` of the scene's middle constraint.
    private var middlePosition = 0

    /// Starts a scene on `root`, with room for `viewCount` views and `constraintCount` constraints.
    init(root: HeadlessView, style: ConstraintStyle, viewCount: Int, constraintCount: Int) {
        self.style = style
        self.root = root
        views.reserveCapacity(viewCount)
        constraints.reserveCapacity(constraintCount)
    }

    /// Makes a view of type `View` that does not translate its autoresizing mask and adds it to `parent`: raw,
    /// ``addRawView(_:to:)``; PureLayout, `newAutoLayout()` and `addSubview`.
    func addView<View: HeadlessView>(_ type: View.Type, to parent: HeadlessView) -> View {
        switch style {
        case .raw:
            return addRawView(View(frame: .zero), to: parent)
        case .pureLayout:
            let view = View.newAutoLayout()
            parent.addSubview(view)
            return view
        }
    }

    /// Marks the constraint made `skipping` constraints from now as the scene's middle constraint.
    mutating func markMiddle(skipping: Int = 0) {
        middlePosition = constraints.count + skipping
    }

    /// `view.edge (relation) parent.edge`, inset inward by `inset` as PureLayout's superview insets go (on the
    /// trailing and bottom edges the constant is `−inset` and the relation turns around);
    /// `autoPinEdge(toSuperviewEdge:withInset:relation:)`.
    mutating func pinToSuperview(
        _ view: HeadlessView, _ edge: ALEdge, of parent: HeadlessView, inset: CGFloat = 0,
        relation: NSLayoutConstraint.Relation = .equal, file: StaticString = #fileID, line: UInt = #line
    ) {
        switch style {
        case .raw:
            let attribute = edge.rawAttribute
            // Trailing and bottom insets count the other way: `0 − inset`, not `−inset`, keeps a zero inset +0.
            let inward = edge == .trailing || edge == .bottom || edge == .right
            constraints.append(
                rawConstraint(
                    view, attribute, inward ? relation.reversed : relation, parent, attribute,
                    constant: inward ? 0 - inset : inset))
        case .pureLayout:
            constraints.append(
                view.autoPinEdge(toSuperviewEdge: edge, withInset: inset, relation: relation, file: file, line: line))
        }
    }

    /// Pins all four edges of `view` to `parent`'s with `insets`, in PureLayout's order (top, leading, bottom,
    /// trailing); `autoPinEdgesToSuperviewEdges(with:)`.
    mutating func pinToSuperviewEdges(
        _ view: HeadlessView, of parent: HeadlessView, insets: UIEdgeInsets, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        switch style {
        case .raw:
            constraints.append(rawConstraint(view, .top, .equal, parent, .top, constant: insets.top))
            constraints.append(rawConstraint(view, .leading, .equal, parent, .leading, constant: insets.left))
            constraints.append(rawConstraint(view, .bottom, .equal, parent, .bottom, constant: -insets.bottom))
            constraints.append(rawConstraint(view, .trailing, .equal, parent, .trailing, constant: -insets.right))
        case .pureLayout:
            constraints.append(contentsOf: view.autoPinEdgesToSuperviewEdges(with: insets, file: file, line: line))
        }
    }

    /// `view.edge == other.toEdge + offset`; `autoPinEdge(_:to:of:withOffset:)`.
    mutating func pin(
        _ view: HeadlessView, _ edge: ALEdge, to toEdge: ALEdge, of other: HeadlessView, offset: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        switch style {
        case .raw:
            constraints.append(
                rawConstraint(view, edge.rawAttribute, .equal, other, toEdge.rawAttribute, constant: offset))
        case .pureLayout:
            constraints.append(
                view.autoPinEdge(edge, to: toEdge, of: other, withOffset: offset, file: file, line: line))
        }
    }

    /// `view.dimension == other.dimension`; `autoMatch(_:to:of:)`.
    mutating func match(
        _ view: HeadlessView, _ dimension: ALDimension, of other: HeadlessView, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        switch style {
        case .raw:
            constraints.append(rawConstraint(view, dimension.rawAttribute, .equal, other, dimension.rawAttribute))
        case .pureLayout:
            constraints.append(view.autoMatch(dimension, to: dimension, of: other, file: file, line: line))
        }
    }

    /// `view.dimension == size`; `autoSetDimension(_:toSize:)`.
    mutating func setDimension(
        _ view: HeadlessView, _ dimension: ALDimension, toSize size: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        switch style {
        case .raw:
            constraints.append(rawConstraint(view, dimension.rawAttribute, constant: size))
        case .pureLayout:
            constraints.append(view.autoSetDimension(dimension, toSize: size, file: file, line: line))
        }
    }

    /// Sets `view`'s vertical hugging and compression-resistance priorities (no constraint is counted): raw, the
    /// setters; PureLayout, `autoSetContentHuggingPriority(for:)` and
    /// `autoSetContentCompressionResistancePriority(for:)` inside `NSLayoutConstraint.autoSetPriority`.
    func setVerticalContentPriorities(
        of view: HeadlessView, hugging: UILayoutPriority, compressionResistance: UILayoutPriority
    ) {
        switch style {
        case .raw:
            view.setContentHuggingPriority(hugging, for: .vertical)
            view.setContentCompressionResistancePriority(compressionResistance, for: .vertical)
        case .pureLayout:
            NSLayoutConstraint.autoSetPriority(hugging) { view.autoSetContentHuggingPriority(for: .vertical) }
            NSLayoutConstraint.autoSetPriority(compressionResistance) {
                view.autoSetContentCompressionResistancePriority(for: .vertical)
            }
        }
    }

    /// Activates the raw constraints in one call (PureLayout's are installed already) and returns the scene.
    func finish() -> LayoutScene {
        if style == .raw { NSLayoutConstraint.activate(constraints) }
        return LayoutScene(
            root: root, views: views, explicitConstraintCount: constraints.count,
            middleConstraint: constraints[middlePosition])
    }
}

extension ALEdge {
    /// The `NSLayoutConstraint.Attribute` of this edge: PureLayout gives each edge the attribute's raw value.
    var rawAttribute: NSLayoutConstraint.Attribute { NSLayoutConstraint.Attribute(rawValue: rawValue)! }
}

extension ALDimension {
    /// The `NSLayoutConstraint.Attribute` of this dimension: PureLayout gives each dimension the attribute's raw
    /// value.
    var rawAttribute: NSLayoutConstraint.Attribute { NSLayoutConstraint.Attribute(rawValue: rawValue)! }
}

extension NSLayoutConstraint.Relation {
    /// The relation with its sides swapped: `<=` for `>=` and back, `==` for `==`.
    var reversed: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
#endif
