import Foundation
import HeadlessLayout
import TestSupport
import Testing

// Shared helpers for the HeadlessLayout tests: a 1000×1000 root container, constraint and frame helpers,
// a diagnostics collector and a few view subclasses with overridden metrics.

/// The tolerance used for every frame and constraint comparison.
let layoutTolerance: CGFloat = 1e-6

/// A 1000×1000 root container at the origin and helpers that add auto layout subviews to it.
struct TestHierarchy {
    /// The root view: a plain view that keeps the frame it was given.
    let root: HeadlessView

    /// Makes a root container of the given size at the origin.
    init(width: CGFloat = 1000, height: CGFloat = 1000) {
        root = HeadlessView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// Adds a new view with `translatesAutoresizingMaskIntoConstraints = false` to `parent` (the root by default).
    @discardableResult
    func addView(to parent: HeadlessView? = nil) -> HeadlessView {
        addView(HeadlessView(), to: parent)
    }

    /// Adds `view` to `parent` (the root by default) after turning its autoresizing constraints off.
    @discardableResult
    func addView<View: HeadlessView>(_ view: View, to parent: HeadlessView? = nil) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? root).addSubview(view)
        return view
    }

    /// Lays out the whole hierarchy.
    func layout() {
        root.layoutIfNeeded()
    }
}

/// Makes an inactive constraint through the public UIKit initializer.
func makeConstraint(
    _ item: AnyObject,
    _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal,
    _ toItem: AnyObject? = nil,
    _ toAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1,
    constant: CGFloat = 0,
    priority: UILayoutPriority = .required
) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
        item: item, attribute: attribute, relatedBy: relation,
        toItem: toItem, attribute: toAttribute, multiplier: multiplier, constant: constant)
    constraint.priority = priority
    return constraint
}

/// Makes and activates a constraint through the public UIKit initializer and `isActive = true`.
@discardableResult
func activateConstraint(
    _ item: AnyObject,
    _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal,
    _ toItem: AnyObject? = nil,
    _ toAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1,
    constant: CGFloat = 0,
    priority: UILayoutPriority = .required
) -> NSLayoutConstraint {
    let constraint = makeConstraint(
        item, attribute, relation, toItem, toAttribute, multiplier: multiplier, constant: constant, priority: priority)
    constraint.isActive = true
    return constraint
}

/// Pins `view` (a view or a layout guide) to fixed `left`/`top`/`width`/`height` values relative to `parent` with
/// four required constraints.
@discardableResult
func pin(_ view: AnyObject, in parent: HeadlessView, to rect: CGRect) -> [NSLayoutConstraint] {
    let constraints = [
        makeConstraint(view, .left, .equal, parent, .left, constant: rect.minX),
        makeConstraint(view, .top, .equal, parent, .top, constant: rect.minY),
        makeConstraint(view, .width, constant: rect.width),
        makeConstraint(view, .height, constant: rect.height),
    ]
    NSLayoutConstraint.activate(constraints)
    return constraints
}

/// Whether two numbers agree within `tolerance`.
func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = layoutTolerance) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// Whether two sizes agree within `tolerance`.
func isClose(_ lhs: CGSize, _ rhs: CGSize, tolerance: CGFloat = layoutTolerance) -> Bool {
    isClose(lhs.width, rhs.width, tolerance: tolerance) && isClose(lhs.height, rhs.height, tolerance: tolerance)
}

/// Whether two rectangles agree coordinate by coordinate within `tolerance`.
func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = layoutTolerance) -> Bool {
    isClose(lhs.origin.x, rhs.origin.x, tolerance: tolerance)
        && isClose(lhs.origin.y, rhs.origin.y, tolerance: tolerance)
        && isClose(lhs.size.width, rhs.size.width, tolerance: tolerance)
        && isClose(lhs.size.height, rhs.size.height, tolerance: tolerance)
}

/// Expects `view.frame` to equal `expected` within the layout tolerance.
func expectFrame(
    _ view: HeadlessView, _ expected: CGRect, tolerance: CGFloat = layoutTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = view.frame
    #expect(
        isClose(actual, expected, tolerance: tolerance), "frame \(actual) is not \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects a rectangle to equal `expected` within the layout tolerance.
func expectRect(
    _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = layoutTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(actual, expected, tolerance: tolerance), "rect \(actual) is not \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects edge insets to equal `(top, left, bottom, right)` within the layout tolerance (`==` would be exact).
func expectInsets(
    _ actual: UIEdgeInsets, top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let matches =
        isClose(actual.top, top) && isClose(actual.left, left) && isClose(actual.bottom, bottom)
        && isClose(actual.right, right)
    #expect(
        matches,
        "insets (top \(actual.top), left \(actual.left), bottom \(actual.bottom), right \(actual.right)) are not (top \(top), left \(left), bottom \(bottom), right \(right))",
        sourceLocation: sourceLocation)
}

/// Expects every property of a constraint's record: both items by identity, both attributes, relation,
/// multiplier and constant, priority and whether it is active.
func expectRecord(
    _ constraint: NSLayoutConstraint,
    firstItem: AnyObject, firstAttribute: NSLayoutConstraint.Attribute,
    relation: NSLayoutConstraint.Relation,
    secondItem: AnyObject?, secondAttribute: NSLayoutConstraint.Attribute,
    multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority, isActive: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(constraint.firstItem === firstItem, "first item", sourceLocation: sourceLocation)
    #expect(constraint.firstAttribute == firstAttribute, "first attribute", sourceLocation: sourceLocation)
    #expect(constraint.relation == relation, "relation", sourceLocation: sourceLocation)
    #expect(constraint.secondItem === secondItem, "second item", sourceLocation: sourceLocation)
    #expect(constraint.secondAttribute == secondAttribute, "second attribute", sourceLocation: sourceLocation)
    #expect(isClose(constraint.multiplier, multiplier), "multiplier", sourceLocation: sourceLocation)
    #expect(isClose(constraint.constant, constant), "constant", sourceLocation: sourceLocation)
    #expect(constraint.priority == priority, "priority", sourceLocation: sourceLocation)
    #expect(constraint.isActive == isActive, "isActive", sourceLocation: sourceLocation)
}

/// Whether `constraints` holds `constraint` by identity.
func containsIdentical(_ constraints: [NSLayoutConstraint], _ constraint: NSLayoutConstraint) -> Bool {
    constraints.contains { $0 === constraint }
}

/// Runs `body` with a diagnostics handler that records into a fresh lock-protected list (the handler is
/// `@Sendable`) and returns what it recorded, in order.
func collectDiagnostics(_ body: () -> Void) -> [LayoutDiagnostic] {
    let diagnostics = LockedList<LayoutDiagnostic>()
    LayoutDiagnostics.withHandler({ diagnostic in diagnostics.append(diagnostic) }) {
        body()
    }
    return diagnostics.values
}

/// A view whose intrinsic content size is set by the test (like a label with fixed text).
///
/// It declares no designated initializer, so it inherits `init(frame:)` whether or not HeadlessView marks it
/// `required` (PureLayout's `newAutoLayout()` needs it required).
final class IntrinsicSizeView: HeadlessView {
    /// The size returned by `intrinsicContentSize`.
    var contentSize = CGSize(width: HeadlessView.noIntrinsicMetric, height: HeadlessView.noIntrinsicMetric)

    /// Makes a view with the given intrinsic content size.
    convenience init(contentSize: CGSize) {
        self.init(frame: .zero)
        self.contentSize = contentSize
    }

    override var intrinsicContentSize: CGSize {
        contentSize
    }
}

/// A view with text-like baselines: the first baseline 12 points below its top, the last 5 points above its
/// bottom.
final class BaselineView: HeadlessView {
    override var firstBaselineOffsetFromTop: CGFloat {
        12
    }

    override var lastBaselineOffsetFromBottom: CGFloat {
        5
    }
}

/// A log shared by the views of one test (never between tests).
final class CallLog {
    /// The entries in call order.
    var entries: [String] = []
}

/// A view that records its `layoutSubviews()` and `updateConstraints()` calls in a log.
final class RecordingView: HeadlessView {
    /// The name written to the log.
    private(set) var name = ""
    /// The log of the test that made this view.
    private(set) var log = CallLog()

    /// Makes a recording view writing to `log` under `name`.
    convenience init(name: String, log: CallLog) {
        self.init(frame: .zero)
        self.name = name
        self.log = log
    }

    /// The size of the view's bounds at each of its `layoutSubviews()` calls.
    var boundsSizesAtLayout: [CGSize] = []

    override func layoutSubviews() {
        log.entries.append("layoutSubviews \(name)")
        boundsSizesAtLayout.append(bounds.size)
        super.layoutSubviews()
    }

    override func updateConstraints() {
        log.entries.append("updateConstraints \(name)")
        super.updateConstraints()
    }
}
