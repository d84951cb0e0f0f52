#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// The bounds of every test container.
let containerBounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)

/// A 1000×1000 root view; being a root, it keeps the frame it was given.
func makeContainer() -> ALView {
    HeadlessView(frame: containerBounds)
}

/// A new auto-layout view added to `parent`.
@discardableResult
func makeSubview(in parent: ALView) -> ALView {
    let view = ALView.newAutoLayout()
    parent.addSubview(view)
    return view
}

/// `count` new auto-layout views added to `parent`, in order.
func makeSubviews(_ count: Int, in parent: ALView) -> [ALView] {
    (0..<count).map { _ in makeSubview(in: parent) }
}

/// Creates and activates a constraint with `NSLayoutConstraint`'s own initializer (scaffolding that does not go
/// through PureLayout, so a test's PureLayout calls are the only ones under test).
@discardableResult
func scaffold(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal,
    to other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000
) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
        item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
        multiplier: multiplier, constant: constant)
    constraint.priority = ALLayoutPriority(rawValue: priority)
    constraint.isActive = true
    return constraint
}

/// Fixes a view's size with scaffolding constraints.
func scaffoldSize(_ view: ALView, width: CGFloat? = nil, height: CGFloat? = nil) {
    if let width { scaffold(view, .width, to: nil, constant: width) }
    if let height { scaffold(view, .height, to: nil, constant: height) }
}

/// Fixes a view's frame inside its superview with scaffolding constraints.
func scaffoldFrame(_ view: ALView, _ frame: CGRect) {
    guard let superview = view.superview else {
        Issue.record("scaffoldFrame needs a superview")
        return
    }
    scaffold(view, .left, to: superview, .left, constant: frame.minX)
    scaffold(view, .top, to: superview, .top, constant: frame.minY)
    scaffoldSize(view, width: frame.width, height: frame.height)
}

/// Centres a view on the axis across `edge` (x for top/bottom, y for the others) so the layout is unambiguous.
func scaffoldCrossAxis(_ view: ALView, in superview: ALView, across edge: Edge) {
    if edge.isHorizontal {
        scaffold(view, .centerY, to: superview, .centerY)
    } else {
        scaffold(view, .centerX, to: superview, .centerX)
    }
}

/// Adds a weak (250) pull that would put `edge` of `view` at `distance` inward from the same edge of `reference`
/// (a view or a guide, read with `referenceAttribute`). Used to show which way an inequality binds.
func scaffoldWeakPull(
    _ view: ALView, _ edge: Edge, toInwardDistance distance: CGFloat,
    from reference: AnyObject, _ referenceAttribute: NSLayoutConstraint.Attribute
) {
    scaffold(view, edge.attribute, to: reference, referenceAttribute,
             constant: edge.isFarEdge ? -distance : distance, priority: 250)
}

/// For a pin with `relation` and `inset`, the inward distance of a weak pull that the relation must resist,
/// so the solved distance equals the inset for every relation.
func resistedPullDistance(for relation: Relation, inset: CGFloat) -> CGFloat {
    switch relation {
    case .equal: inset + 30
    case .lessThanOrEqual: inset + 30
    case .greaterThanOrEqual: inset - 30
    }
}

/// A view with an intrinsic content size, for hugging and compression-resistance tests.
final class IntrinsicSizeView: HeadlessView {
    /// The size the view reports as its intrinsic content size.
    var intrinsicSize = CGSize(width: 100, height: 20) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { intrinsicSize }
}

/// A subclass used to check that the factories return `Self`.
final class CustomView: HeadlessView {
    /// A member only the subclass has, to prove the static type.
    let customMarker = "custom"
}
#endif
