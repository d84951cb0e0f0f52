#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout

/// The checks ``findings(in:)`` runs on a laid-out view tree. Each returns ``LayoutFinding``s; none traps.
public struct LayoutChecks: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Makes checks from a raw value.
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Views whose constraints do not fix their frames (`hasAmbiguousLayout`).
    public static let ambiguity = LayoutChecks(rawValue: 1 << 0)
    /// Required constraints that the layout pass left unsatisfied (the one a conflict broke, a size forced
    /// below zero).
    public static let brokenConstraints = LayoutChecks(rawValue: 1 << 1)
    /// Views reaching outside their superview's bounds.
    public static let outsideSuperview = LayoutChecks(rawValue: 1 << 2)
    /// Views reaching outside their superview's safe area (opt-in: full-bleed backgrounds do so on purpose).
    public static let outsideSafeArea = LayoutChecks(rawValue: 1 << 3)
    /// Sibling views that overlap (opt-in: overlays and badges do so on purpose).
    public static let overlappingSiblings = LayoutChecks(rawValue: 1 << 4)

    /// Ambiguity, broken constraints and views outside their superview.
    public static let standard: LayoutChecks = [.ambiguity, .brokenConstraints, .outsideSuperview]
    /// Every check.
    public static let all: LayoutChecks = [.standard, .outsideSafeArea, .overlappingSiblings]

    /// How far (in points) a frame may stray before a check reports it: layout results are rounded to 0.01.
    static let tolerance: CGFloat = 0.01

    /// Runs the checks on `root` and its subviews as they are now (call `layoutIfNeeded()` first), in
    /// depth-first order of the views.
    /// - Parameter root: The top of the tree.
    /// - Returns: What the checks found; empty when the layout is clean.
    public func findings(in root: HeadlessView) -> [LayoutFinding] {
        var findings: [LayoutFinding] = []
        visit(root) { view in
            let name = ViewNaming.name(of: view)
            if contains(.ambiguity), !view.translatesAutoresizingMaskIntoConstraints, view.hasAmbiguousLayout {
                findings.append(LayoutFinding(
                    kind: .ambiguousLayout, view: name,
                    message: "the constraints do not fix the frame \(Number.rect(view.frame)); add the missing "
                        + "position or size constraint"))
            }
            if contains(.brokenConstraints) {
                findings += view.constraints.compactMap { BrokenConstraint.finding(for: $0) }
            }
            if let superview = view.superview {
                if contains(.outsideSuperview), !Self.contains(superview.bounds, view.frame) {
                    findings.append(LayoutFinding(
                        kind: .outsideSuperview, view: name,
                        message: "frame \(Number.rect(view.frame)) reaches outside its superview's bounds "
                            + Number.rect(superview.bounds)))
                }
                if contains(.outsideSafeArea) {
                    let safe = superview.bounds.inset(by: superview.safeAreaInsets)
                    if !Self.contains(safe, view.frame) {
                        findings.append(LayoutFinding(
                            kind: .outsideSafeArea, view: name,
                            message: "frame \(Number.rect(view.frame)) reaches outside its superview's safe area "
                                + Number.rect(safe)))
                    }
                }
            }
            if contains(.overlappingSiblings) {
                findings += Self.overlaps(among: view.subviews)
            }
        }
        return findings
    }

    /// Calls `body` on `view` and every view below it, depth first.
    private func visit(_ view: HeadlessView, _ body: (HeadlessView) -> Void) {
        body(view)
        view.subviews.forEach { visit($0, body) }
    }

    /// Whether `outer` holds `inner`, within ``tolerance``.
    static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    /// One finding per pair of `siblings` whose frames overlap by more than ``tolerance`` each way.
    static func overlaps(among siblings: [HeadlessView]) -> [LayoutFinding] {
        var findings: [LayoutFinding] = []
        for (index, first) in siblings.enumerated() {
            for second in siblings[(index + 1)...] {
                let overlap = first.frame.intersection(second.frame)
                guard !overlap.isNull, overlap.width > tolerance, overlap.height > tolerance else { continue }
                findings.append(LayoutFinding(
                    kind: .overlappingSiblings, view: ViewNaming.name(of: first),
                    message: "overlaps its sibling \(ViewNaming.name(of: second)) by \(Number.rect(overlap))"))
            }
        }
        return findings
    }
}

extension CGRect {
    /// The rectangle with `insets` taken off each side.
    func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
#endif
