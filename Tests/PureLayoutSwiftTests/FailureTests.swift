#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// A superview method, called on a view that has no superview.
enum SuperviewCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case centerInSuperview, alignAxisToSuperviewAxis, centerInSuperviewMargins, alignAxisToSuperviewMarginAxis
    case pinEdgeToSuperviewEdge, pinEdgeToSuperviewEdgeWithInset, pinEdgeToSuperviewEdgeWithRelation
    case pinEdgesToSuperviewEdges, pinEdgesToSuperviewEdgesWithInsets, pinEdgesToSuperviewEdgesExcluding
    case pinEdgeToSafeArea, pinEdgeToSafeAreaWithInset, pinEdgeToSafeAreaWithRelation
    case pinEdgesToSafeArea, pinEdgesToSafeAreaWithInsets, pinEdgesToSafeAreaExcluding
    case pinEdgeToMargin, pinEdgeToMarginWithInset, pinEdgeToMarginWithRelation
    case pinEdgesToMargins, pinEdgesToMarginsWithInsets, pinEdgesToMarginsExcluding

    var testDescription: String { rawValue }

    /// The base name of the Swift method, which the failure message must mention.
    var methodName: String {
        switch self {
        case .centerInSuperview: "autoCenterInSuperview"
        case .alignAxisToSuperviewAxis, .alignAxisToSuperviewMarginAxis: "autoAlignAxis"
        case .centerInSuperviewMargins: "autoCenterInSuperviewMargins"
        case .pinEdgeToSuperviewEdge, .pinEdgeToSuperviewEdgeWithInset, .pinEdgeToSuperviewEdgeWithRelation,
            .pinEdgeToSafeArea, .pinEdgeToSafeAreaWithInset, .pinEdgeToSafeAreaWithRelation, .pinEdgeToMargin,
            .pinEdgeToMarginWithInset, .pinEdgeToMarginWithRelation:
            "autoPinEdge"
        case .pinEdgesToSuperviewEdges, .pinEdgesToSuperviewEdgesWithInsets, .pinEdgesToSuperviewEdgesExcluding:
            "autoPinEdgesToSuperviewEdges"
        case .pinEdgesToSafeArea, .pinEdgesToSafeAreaWithInsets, .pinEdgesToSafeAreaExcluding:
            "autoPinEdgesToSuperviewSafeArea"
        case .pinEdgesToMargins, .pinEdgesToMarginsWithInsets: "autoPinEdgesToSuperviewMargins"
        case .pinEdgesToMarginsExcluding: "autoPinEdges"
        }
    }

    /// Makes the call and returns what it made.
    func run(on view: ALView) -> [NSLayoutConstraint] {
        let insets = ALEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        switch self {
        case .centerInSuperview: return view.autoCenterInSuperview()
        case .alignAxisToSuperviewAxis: return [view.autoAlignAxis(toSuperviewAxis: .vertical)]
        case .centerInSuperviewMargins: return view.autoCenterInSuperviewMargins()
        case .alignAxisToSuperviewMarginAxis: return [view.autoAlignAxis(toSuperviewMarginAxis: .horizontal)]
        case .pinEdgeToSuperviewEdge: return [view.autoPinEdge(toSuperviewEdge: .top)]
        case .pinEdgeToSuperviewEdgeWithInset: return [view.autoPinEdge(toSuperviewEdge: .bottom, withInset: 5)]
        case .pinEdgeToSuperviewEdgeWithRelation:
            return [view.autoPinEdge(toSuperviewEdge: .trailing, withInset: 5, relation: .lessThanOrEqual)]
        case .pinEdgesToSuperviewEdges: return view.autoPinEdgesToSuperviewEdges()
        case .pinEdgesToSuperviewEdgesWithInsets: return view.autoPinEdgesToSuperviewEdges(with: insets)
        case .pinEdgesToSuperviewEdgesExcluding:
            return view.autoPinEdgesToSuperviewEdges(with: insets, excludingEdge: .left)
        case .pinEdgeToSafeArea: return [view.autoPinEdge(toSuperviewSafeArea: .top)]
        case .pinEdgeToSafeAreaWithInset: return [view.autoPinEdge(toSuperviewSafeArea: .right, withInset: 5)]
        case .pinEdgeToSafeAreaWithRelation:
            return [view.autoPinEdge(toSuperviewSafeArea: .leading, withInset: 5, relation: .greaterThanOrEqual)]
        case .pinEdgesToSafeArea: return view.autoPinEdgesToSuperviewSafeArea()
        case .pinEdgesToSafeAreaWithInsets: return view.autoPinEdgesToSuperviewSafeArea(with: insets)
        case .pinEdgesToSafeAreaExcluding: return view.autoPinEdgesToSuperviewSafeArea(with: insets, excludingEdge: .top)
        case .pinEdgeToMargin: return [view.autoPinEdge(toSuperviewMargin: .left)]
        case .pinEdgeToMarginWithInset: return [view.autoPinEdge(toSuperviewMargin: .bottom, withInset: 5)]
        case .pinEdgeToMarginWithRelation: return [view.autoPinEdge(toSuperviewMargin: .top, relation: .lessThanOrEqual)]
        case .pinEdgesToMargins: return view.autoPinEdgesToSuperviewMargins()
        case .pinEdgesToMarginsWithInsets: return view.autoPinEdgesToSuperviewMargins(with: insets)
        case .pinEdgesToMarginsExcluding: return view.autoPinEdges(toSuperviewMarginsExcludingEdge: .bottom)
        }
    }
}

/// A call between views of two separate hierarchies.
enum UnrelatedViewsCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case pinEdge, alignAxis, match, constrainAttribute, alignViews, matchViewsDimension
    case distributeWithFixedSpacing, distributeWithFixedSize

    var testDescription: String { rawValue }

    /// The base name of the Swift method, which the failure message must mention.
    var methodName: String {
        switch self {
        case .pinEdge: "autoPinEdge"
        case .alignAxis: "autoAlignAxis"
        case .match: "autoMatch"
        case .constrainAttribute: "autoConstrainAttribute"
        case .alignViews: "autoAlignViews"
        case .matchViewsDimension: "autoMatchViewsDimension"
        case .distributeWithFixedSpacing, .distributeWithFixedSize: "autoDistributeViews"
        }
    }

    /// Makes the call between `view` and `stranger` and returns what it made.
    func run(_ view: ALView, _ stranger: ALView) -> [NSLayoutConstraint] {
        switch self {
        case .pinEdge: [view.autoPinEdge(.top, to: .bottom, of: stranger, withOffset: 3)]
        case .alignAxis: [view.autoAlignAxis(.vertical, toSameAxisOf: stranger)]
        case .match: [view.autoMatch(.width, to: .height, of: stranger)]
        case .constrainAttribute: [view.autoConstrainAttribute(.leading, to: .vertical, of: stranger)]
        case .alignViews: [view, stranger].autoAlignViews(to: ALEdge.top)
        case .matchViewsDimension: [view, stranger].autoMatchViewsDimension(.width)
        case .distributeWithFixedSpacing:
            [view, stranger].autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10)
        case .distributeWithFixedSize:
            [view, stranger].autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSize: 10)
        }
    }
}

/// A view-array call made with fewer views than it needs.
enum TooFewViewsCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case alignViewsToEdge, alignViewsToAxis, matchViewsDimension, setViewsDimension, setViewsDimensions
    case distributeWithFixedSpacing, distributeWithFixedSize

    var testDescription: String { rawValue }

    /// The base name of the Swift method, which the failure message must mention.
    var methodName: String {
        switch self {
        case .alignViewsToEdge, .alignViewsToAxis: "autoAlignViews"
        case .matchViewsDimension: "autoMatchViewsDimension"
        case .setViewsDimension: "autoSetViewsDimension"
        case .setViewsDimensions: "autoSetViewsDimensions"
        case .distributeWithFixedSpacing, .distributeWithFixedSize: "autoDistributeViews"
        }
    }

    /// The largest number of views that is still too few (1 for chains, 0 for the others).
    var tooFew: Int {
        switch self {
        case .alignViewsToEdge, .alignViewsToAxis, .matchViewsDimension: 1
        default: 0
        }
    }

    /// Makes the call on `views`.
    func run(_ views: [ALView]) -> [NSLayoutConstraint] {
        switch self {
        case .alignViewsToEdge: views.autoAlignViews(to: ALEdge.left)
        case .alignViewsToAxis: views.autoAlignViews(to: ALAxis.horizontal)
        case .matchViewsDimension: views.autoMatchViewsDimension(.height)
        case .setViewsDimension: views.autoSetViewsDimension(.width, toSize: 10)
        case .setViewsDimensions: views.autoSetViewsDimensions(to: CGSize(width: 10, height: 10))
        case .distributeWithFixedSpacing:
            views.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSpacing: 10)
        case .distributeWithFixedSize:
            views.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 10)
        }
    }
}

/// docs/PARITY.md §8: every failure is reported through the handler, names the call, and the call still returns.
@Suite("Failures")
struct FailureTests {
    @Test("Superview methods on a view without a superview report a failure and install nothing",
          arguments: SuperviewCall.allCases)
    func noSuperview(call: SuperviewCall) {
        let orphan = ALView.newAutoLayout()
        orphan.accessibilityIdentifier = "lonely"
        let (constraints, failures) = capturingFailures { call.run(on: orphan) }
        expectFailure(failures, naming: call.methodName)
        #expect(failures.messages.allSatisfy { $0.contains("lonely") }, "the message should name the view")
        for constraint in constraints {
            #expect(!constraint.isActive)
            #expect(constraint.firstItem === orphan)
        }
        #expect(orphan.constraints.isEmpty)
    }

    @Test("Views without a common ancestor report a failure and install nothing",
          arguments: UnrelatedViewsCall.allCases)
    func noCommonAncestor(call: UnrelatedViewsCall) {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let otherRoot = makeContainer()
        let stranger = makeSubview(in: otherRoot)
        let (constraints, failures) = capturingFailures { call.run(view, stranger) }
        expectFailure(failures, naming: call.methodName)
        for constraint in constraints {
            // A constraint that ties the two hierarchies together cannot be installed.
            let items = [constraint.firstItem, constraint.secondItem]
            if items.contains(where: { $0 === stranger }) && items.contains(where: { $0 === view }) {
                #expect(!constraint.isActive)
            }
        }
        for root in [container, otherRoot] {
            for holder in allViews(under: root) {
                #expect(!holder.constraints.contains { c in
                    let items = [c.firstItem, c.secondItem]
                    return items.contains { $0 === stranger || $0 === otherRoot }
                        && items.contains { $0 === view || $0 === container }
                })
            }
        }
    }

    @Test("Too few views report a failure", arguments: TooFewViewsCall.allCases)
    func tooFewViews(call: TooFewViewsCall) {
        let container = makeContainer()
        let views = makeSubviews(call.tooFew, in: container)
        let (constraints, failures) = capturingFailures { call.run(views) }
        expectFailure(failures, naming: call.methodName)
        #expect(constraints.allSatisfy { !$0.isActive || $0.secondItem == nil })
    }

    @Test("One view more than too few is accepted", arguments: TooFewViewsCall.allCases)
    func enoughViews(call: TooFewViewsCall) {
        let container = makeContainer()
        let views = makeSubviews(call.tooFew + 1, in: container)
        let (constraints, failures) = capturingFailures { call.run(views) }
        expectNoFailure(failures)
        #expect(constraints.allSatisfy { $0.isActive })
    }

    @Test("Installing a constraint whose items are gone reports a failure and leaves it inactive")
    func itemlessConstraintInstalled() {
        var held: [NSLayoutConstraint] = []
        do {
            let container = makeContainer()
            let view = makeSubview(in: container)
            held = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                view.autoPinEdge(toSuperviewEdge: .top)
                view.autoSetDimension(.width, toSize: 10)
            }
        }
        #expect(held.count == 2)
        #expect(held.allSatisfy { $0.firstItem == nil && $0.secondItem == nil }, "the views should be gone")
        for (index, constraint) in held.enumerated() {
            let (_, failures) = capturingFailures {
                if index == 0 { constraint.autoInstall() } else { [constraint].autoInstallConstraints() }
            }
            expectFailure(failures, naming: index == 0 ? "autoInstall" : "autoInstallConstraints")
            #expect(!constraint.isActive)
        }
    }

    @Test("Nothing is reported for a valid call inside a failure handler")
    func noFailureForValidCall() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let (constraints, failures) = capturingFailures { view.autoPinEdgesToSuperviewEdges() }
        expectNoFailure(failures)
        #expect(constraints.count == 4)
    }

    @Test("withFailureHandler returns the body's value")
    func handlerReturnsBodyValue() {
        let value = PureLayout.withFailureHandler({ _ in }, perform: { 7 })
        #expect(value == 7)
    }

    @Test("A failure message is specific: several failures give several messages naming their calls")
    func messagesNameTheirCalls() {
        let orphan = ALView.newAutoLayout()
        orphan.accessibilityIdentifier = "orphan-view"
        let (_, failures) = capturingFailures {
            orphan.autoCenterInSuperview()
            [orphan].autoMatchViewsDimension(.width)
            orphan.autoSetContentHuggingPriority(for: .horizontal)
        }
        #expect(failures.messages.count >= 3)
        expectFailure(failures, naming: "autoCenterInSuperview")
        expectFailure(failures, naming: "autoMatchViewsDimension")
        expectFailure(failures, naming: "autoSetContentHuggingPriority")
        // Each message names the view (by its identifier) and says more than the call's name: it gives the fix.
        #expect(failures.messages.allSatisfy { $0.contains("orphan-view") }, "\(failures.messages)")
        #expect(failures.messages.allSatisfy { $0.count > 60 })
    }
}
#endif
