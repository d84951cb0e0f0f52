import Foundation
import HeadlessLayout
import Testing

/// The engine lowers a constraint between two views through a fast path and a constraint that names a layout
/// guide through the general one. A guide laid exactly over a view must place a third view exactly as the view
/// does, and both must match the closed form, for every edge, center and size attribute pair, both multipliers
/// and both layout directions.
@Suite("Lowering: a view and a guide over it constrain alike")
struct LoweringPathTests {
    /// One constraint shape: `placed.first = multiplier × reference.second + 7`.
    struct Shape: CustomTestStringConvertible, Sendable {
        let first: NSLayoutConstraint.Attribute
        let second: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let rightToLeft: Bool

        var testDescription: String {
            "\(first) = \(multiplier) × \(second) + 7" + (rightToLeft ? ", right to left" : "")
        }
    }

    /// The root's width: a mirrored position is measured leftwards from it.
    static let rootWidth: CGFloat = 400
    /// Where the reference view and the guide over it sit.
    static let reference = CGRect(x: 40, y: 30, width: 120, height: 60)
    /// The placed view's size along the constrained axis when the constraint fixes a position.
    static let placedLength: CGFloat = 50

    /// Every valid pairing of edge, center and size attributes, with multipliers 1 and 0.5, in both directions.
    static let shapes: [Shape] = {
        let horizontal: [NSLayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX]
        let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
        let sizes: [NSLayoutConstraint.Attribute] = [.width, .height]
        func isDirectional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            attribute == .leading || attribute == .trailing
        }
        func isPhysical(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            attribute == .left || attribute == .right
        }
        var pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = []
        for group in [horizontal, vertical, sizes] {
            for first in group {
                for second in group
                where !(isDirectional(first) && isPhysical(second)) && !(isPhysical(first) && isDirectional(second)) {
                    pairs.append((first, second))
                }
            }
        }
        return pairs.flatMap { pair in
            [CGFloat(1), 0.5].flatMap { multiplier in
                [false, true].map { Shape(first: pair.0, second: pair.1, multiplier: multiplier, rightToLeft: $0) }
            }
        }
    }()

    @Test("A constraint to a view and the same constraint to a guide over it give the closed-form frame",
          arguments: shapes)
    func viewAndGuideAgree(_ shape: Shape) {
        let hierarchy = TestHierarchy(width: Self.rootWidth, height: 300)
        let direction: UISemanticContentAttribute = shape.rightToLeft ? .forceRightToLeft : .forceLeftToRight
        hierarchy.root.semanticContentAttribute = direction
        let referenceView = hierarchy.addView()
        let guide = HeadlessLayoutGuide()
        hierarchy.root.addLayoutGuide(guide)
        pin(referenceView, in: hierarchy.root, to: Self.reference)
        pin(guide, in: hierarchy.root, to: Self.reference)

        let placedByView = place(shape, relativeTo: referenceView, in: hierarchy, direction: direction)
        let placedByGuide = place(shape, relativeTo: guide, in: hierarchy, direction: direction)
        hierarchy.layout()

        let expected = expectedFrame(of: shape)
        expectFrame(placedByView, expected)
        expectFrame(placedByGuide, expected)
    }

    /// Adds a view placed by `shape` relative to `reference`; the rest of its frame is fixed by constraints
    /// between views: a position comes with a length of ``placedLength``, and the other axis is pinned.
    private func place(
        _ shape: Shape, relativeTo reference: AnyObject, in hierarchy: TestHierarchy,
        direction: UISemanticContentAttribute
    ) -> HeadlessView {
        let view = hierarchy.addView()
        view.semanticContentAttribute = direction
        let root = hierarchy.root
        activateConstraint(view, shape.first, .equal, reference, shape.second, multiplier: shape.multiplier, constant: 7)
        switch shape.first {
        case .width:
            activateConstraint(view, .left, .equal, root, .left, constant: 10)
            activateConstraint(view, .top, .equal, root, .top, constant: 200)
            activateConstraint(view, .height, constant: 20)
        case .height:
            activateConstraint(view, .left, .equal, root, .left, constant: 10)
            activateConstraint(view, .top, .equal, root, .top, constant: 200)
            activateConstraint(view, .width, constant: 20)
        case .top, .bottom, .centerY:
            activateConstraint(view, .height, constant: Self.placedLength)
            activateConstraint(view, .left, .equal, root, .left, constant: 10)
            activateConstraint(view, .width, constant: 20)
        default:
            activateConstraint(view, .width, constant: Self.placedLength)
            activateConstraint(view, .top, .equal, root, .top, constant: 200)
            activateConstraint(view, .height, constant: 20)
        }
        return view
    }

    /// The placed view's frame worked out by hand. Positions are `min + fraction × length`; with leading or
    /// trailing in a right-to-left layout, every horizontal position of the constraint is measured leftwards from
    /// the root's right edge.
    private func expectedFrame(of shape: Shape) -> CGRect {
        let reference = Self.reference
        let length = Self.placedLength
        let multiplier = shape.multiplier
        let mirrored = shape.rightToLeft && [shape.first, shape.second].contains { $0 == .leading || $0 == .trailing }
        func fraction(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
            switch attribute {
            case .left, .top: 0
            case .right, .bottom: 1
            case .leading: mirrored ? 1 : 0
            case .trailing: mirrored ? 0 : 1
            default: 0.5
            }
        }
        switch shape.first {
        case .width, .height:
            let target = multiplier * (shape.second == .width ? reference.width : reference.height) + 7
            return shape.first == .width
                ? CGRect(x: 10, y: 200, width: target, height: 20)
                : CGRect(x: 10, y: 200, width: 20, height: target)
        case .top, .bottom, .centerY:
            let referencePosition = reference.minY + fraction(shape.second) * reference.height
            let y = multiplier * referencePosition + 7 - fraction(shape.first) * length
            return CGRect(x: 10, y: y, width: 20, height: length)
        default:
            let referencePosition = reference.minX + fraction(shape.second) * reference.width
            let x: CGFloat
            if mirrored {
                // rootWidth − (x + f₁·length) = m · (rootWidth − referencePosition) + 7
                x = Self.rootWidth - fraction(shape.first) * length
                    - multiplier * (Self.rootWidth - referencePosition) - 7
            } else {
                x = multiplier * referencePosition + 7 - fraction(shape.first) * length
            }
            return CGRect(x: x, y: 200, width: length, height: 20)
        }
    }
}
