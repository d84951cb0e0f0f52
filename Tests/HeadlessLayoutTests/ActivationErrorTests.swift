import Foundation
import HeadlessLayout
import Testing

/// Constraints that cannot be activated: reported through `LayoutDiagnostics`, left inactive, no crash.
@Suite("Activation errors")
struct ActivationErrorTests {
    @Test("Items in different hierarchies have no common ancestor")
    func noCommonAncestor() {
        let hierarchy = TestHierarchy()
        let inside = hierarchy.addView()
        let otherRoot = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outside = HeadlessView()
        outside.translatesAutoresizingMaskIntoConstraints = false
        otherRoot.addSubview(outside)

        let constraint = makeConstraint(inside, .left, .equal, outside, .left)
        let diagnostics = collectDiagnostics {
            constraint.isActive = true
            hierarchy.layout()
        }
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.kind == .noCommonAncestor)
        #expect(diagnostic?.message.contains("no common ancestor") == true)
        #expect(diagnostic.map { containsIdentical($0.constraints, constraint) } == true)
        #expect(!constraint.isActive)
        #expect(!containsIdentical(hierarchy.root.constraints, constraint))
        #expect(!containsIdentical(otherRoot.constraints, constraint))
        #expect(!containsIdentical(inside.constraints, constraint))
        #expect(!containsIdentical(outside.constraints, constraint))
    }

    @Test("Two unrelated views without superviews have no common ancestor")
    func twoLoneViews() {
        let first = HeadlessView()
        let second = HeadlessView()
        let constraint = makeConstraint(first, .width, .equal, second, .width)
        let diagnostics = collectDiagnostics {
            NSLayoutConstraint.activate([constraint])
        }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(!constraint.isActive)
        // Constraints do not own their items: keep the views alive until the checks are done.
        withExtendedLifetime((first, second)) {}
    }

    @Test("activate reports the bad constraint and still activates the good ones")
    func activateWithOneBadConstraint() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let stranger = HeadlessView()
        let good = makeConstraint(view, .width, constant: 40)
        let bad = makeConstraint(view, .height, .equal, stranger, .height)
        let alsoGood = makeConstraint(view, .height, constant: 30)
        let diagnostics = collectDiagnostics {
            NSLayoutConstraint.activate([good, bad, alsoGood])
            NSLayoutConstraint.activate([
                makeConstraint(view, .left, .equal, hierarchy.root, .left, constant: 1),
                makeConstraint(view, .top, .equal, hierarchy.root, .top, constant: 2),
            ])
            hierarchy.layout()
        }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(good.isActive)
        #expect(!bad.isActive)
        #expect(alsoGood.isActive)
        expectFrame(view, CGRect(x: 1, y: 2, width: 40, height: 30))
        withExtendedLifetime(stranger) {}
    }

    /// An invalid construction of a constraint, described for the test table.
    struct InvalidConstruction: Sendable, CustomTestStringConvertible {
        let description: String
        let firstAttribute: NSLayoutConstraint.Attribute
        let secondAttribute: NSLayoutConstraint.Attribute
        let usesSecondItem: Bool
        let multiplier: CGFloat

        var testDescription: String { description }
    }

    static let invalidConstructions: [InvalidConstruction] = [
        .init(
            description: "left equal to a constant", firstAttribute: .left, secondAttribute: .notAnAttribute,
            usesSecondItem: false, multiplier: 1),
        .init(
            description: "centerY with multiplier 0", firstAttribute: .centerY, secondAttribute: .centerY,
            usesSecondItem: true, multiplier: 0),
        .init(
            description: "leading vs left", firstAttribute: .leading, secondAttribute: .left,
            usesSecondItem: true, multiplier: 1),
        .init(
            description: "right vs trailingMargin", firstAttribute: .right, secondAttribute: .trailingMargin,
            usesSecondItem: true, multiplier: 1),
        .init(
            description: "width vs left", firstAttribute: .width, secondAttribute: .left,
            usesSecondItem: true, multiplier: 1),
        .init(
            description: "top vs height", firstAttribute: .top, secondAttribute: .height,
            usesSecondItem: true, multiplier: 1),
        .init(
            description: "left vs top (different axes)", firstAttribute: .left, secondAttribute: .top,
            usesSecondItem: true, multiplier: 1),
    ]

    @Test("Invalid constructions are reported and stay inactive", arguments: invalidConstructions)
    func invalidConstruction(_ construction: InvalidConstruction) {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        pin(view, in: hierarchy.root, to: CGRect(x: 10, y: 20, width: 30, height: 40))
        var constraint: NSLayoutConstraint?
        let diagnostics = collectDiagnostics {
            let made = makeConstraint(
                view, construction.firstAttribute, .equal,
                construction.usesSecondItem ? hierarchy.root : nil, construction.secondAttribute,
                multiplier: construction.multiplier, constant: 7)
            made.isActive = true
            constraint = made
            hierarchy.layout()
        }
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidConstraint })
        #expect(diagnostics.allSatisfy { !$0.message.isEmpty })
        if let constraint {
            #expect(!constraint.isActive)
            #expect(!containsIdentical(hierarchy.root.constraints, constraint))
            #expect(!containsIdentical(view.constraints, constraint))
        }
        expectFrame(view, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    /// Valid pairings that look unusual: each must activate without a diagnostic.
    static let validPairings: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
        (.width, .height), (.height, .width), (.leading, .centerX), (.centerX, .trailing), (.left, .centerX),
        (.leadingMargin, .leading), (.firstBaseline, .top), (.lastBaseline, .centerYWithinMargins),
        (.centerXWithinMargins, .rightMargin), (.bottomMargin, .lastBaseline),
    ]

    @Test("Valid pairings activate without diagnostics", arguments: validPairings)
    func validPairing(_ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute) {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let constraint = makeConstraint(view, first, .equal, hierarchy.root, second, multiplier: 0.5)
        let diagnostics = collectDiagnostics {
            constraint.isActive = true
            hierarchy.layout()
        }
        #expect(diagnostics.isEmpty)
        #expect(constraint.isActive)
    }

    @Test("A size equal to a constant needs no second item")
    func sizeEqualToConstantIsValid() {
        let hierarchy = TestHierarchy()
        let view = hierarchy.addView()
        let diagnostics = collectDiagnostics {
            activateConstraint(view, .width, .greaterThanOrEqual, constant: 10)
            activateConstraint(view, .height, .lessThanOrEqual, multiplier: 0, constant: 10)
        }
        #expect(diagnostics.isEmpty)
        #expect(view.constraints.count == 2)
    }
}
