#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §5 and §6 `NSArray` variants (source compatibility): objects that are not views (or not
/// constraints) are skipped.
@Suite("NSArray variants")
struct NSArrayTests {
    /// Three views mixed with objects that are not views.
    static func makeMixed() -> (container: ALView, views: [ALView], array: NSArray) {
        let container = makeContainer()
        let views = makeSubviews(3, in: container)
        let array = NSArray(array: ["not a view", views[0], 42, views[1], NSObject(), views[2]])
        return (container, views, array)
    }

    /// The `NSArray` calls that chain each view to the previous one by one attribute.
    enum ChainCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case alignToEdge = "autoAlignViews(to: ALEdge.bottom)"
        case alignToAxis = "autoAlignViews(to: ALAxis.vertical)"
        case matchDimension = "autoMatchViewsDimension(.height)"

        var testDescription: String { rawValue }

        func make(on array: NSArray) -> [NSLayoutConstraint] {
            switch self {
            case .alignToEdge: array.autoAlignViews(to: ALEdge.bottom)
            case .alignToAxis: array.autoAlignViews(to: ALAxis.vertical)
            case .matchDimension: array.autoMatchViewsDimension(.height)
            }
        }

        /// The attribute each record relates on both views.
        var attribute: NSLayoutConstraint.Attribute {
            switch self {
            case .alignToEdge: .bottom
            case .alignToAxis: .centerX
            case .matchDimension: .height
            }
        }
    }

    @Test("Chaining calls skip non-views: view i+1's attribute equals view i's", arguments: ChainCall.allCases)
    func chainSkipsNonViews(call: ChainCall) {
        let (container, views, array) = Self.makeMixed()
        let constraints = call.make(on: array)
        #expect(constraints.count == 2)
        for (index, constraint) in constraints.enumerated() {
            expectConstraint(constraint, first: (views[index + 1], call.attribute),
                             second: (views[index], call.attribute), installedOn: container)
        }
    }

    @Test("autoSetViewsDimension(_:toSize:) and autoSetViewsDimensions(to:) skip non-views")
    func setViewsDimensions() {
        let (_, views, array) = Self.makeMixed()
        let widths = array.autoSetViewsDimension(.width, toSize: 11)
        #expect(widths.count == 3)
        for (view, constraint) in zip(views, widths) {
            expectConstraint(constraint, first: (view, .width), second: nil, multiplier: 0, constant: 11,
                             installedOn: view)
        }
        let both = array.autoSetViewsDimensions(to: CGSize(width: 12, height: 13))
        #expect(both.count == 6)
        #expect(both.map(\.firstAttribute) == [.width, .width, .width, .height, .height, .height])
        #expect(zip(both, views + views).allSatisfy { $0.firstItem === $1 })
        expectAutoresizingOff(views)
    }

    @Test("Fixed-spacing distribution skips non-views and matches the [ALView] records")
    func distributeWithFixedSpacing() {
        let (container, views, array) = Self.makeMixed()
        let constraints = array.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 20,
                                                    insetSpacing: true, matchedSizes: true)
        expectFixedSpacingRecords(constraints, views: views, superview: container, vertical: false, alignment: .centerY,
                                  spacing: 20, insetSpacing: true, matchedSizes: true)
        let defaults = NSArray(array: [makeSubview(in: container), "x", makeSubview(in: container)])
        #expect(defaults.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSpacing: 5).count == 5)
        let noInsets = NSArray(array: [makeSubview(in: container), makeSubview(in: container)])
        let flush = noInsets.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSpacing: 5,
                                                 insetSpacing: false)
        #expect(flush.first?.constant == 0)
    }

    @Test("Fixed-size distribution skips non-views and matches the [ALView] records")
    func distributeWithFixedSize() {
        let (container, views, array) = Self.makeMixed()
        let constraints = array.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSize: 20)
        expectFixedSizeRecords(constraints, ordered: views, superview: container, vertical: false, alignment: .centerY,
                               size: 20, insetSpacing: true)
        let other = NSArray(array: [makeSubview(in: container), 1, makeSubview(in: container)])
        let flush = other.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 20,
                                              insetSpacing: false)
        #expect(flush.count == 5)
    }

    @Test("Constraint arrays: install, identify (returns self) and remove; non-constraints skipped")
    func constraintArrays() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let made = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            view.autoSetDimensions(to: CGSize(width: 10, height: 20))
        }
        guard made.count == 2 else {
            Issue.record("expected 2 constraints, got \(made.count)")
            return
        }
        let array = NSArray(array: [made[0], "not a constraint", made[1]])
        let identified = array.autoIdentifyConstraints("ns")
        #expect(identified === array)
        #expect(made.allSatisfy { $0.identifier == "ns" })
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
            array.autoInstallConstraints()
        }
        for constraint in made {
            #expect(constraint.isActive)
            #expect(constraint.priority == .defaultHigh)
            expectInstallation(of: constraint, on: view, near: [view])
        }
        array.autoRemoveConstraints()
        for constraint in made {
            #expect(!constraint.isActive)
            expectInstallation(of: constraint, on: nil, near: [view])
        }
    }

    @Test("NSArray constraint install inside a without-installing scope appends the constraints")
    func constraintArrayInsideWithoutInstalling() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let made = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            view.autoSetDimensions(to: CGSize(width: 10, height: 20))
        }
        let captured = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            NSArray(array: made).autoInstallConstraints()
        }
        #expect(captured.count == 2)
        #expect(zip(captured, made).allSatisfy { $0 === $1 })
        #expect(made.allSatisfy { !$0.isActive })
    }
}
#endif
