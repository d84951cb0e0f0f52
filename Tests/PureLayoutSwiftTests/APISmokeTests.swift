#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

// A few end-to-end checks written by the implementer of PureLayoutSwift; the full docs/PARITY.md suite lives in the
// other files of this folder.

/// A 1000×1000 root with one auto layout subview.
private func smokeHierarchy() -> (root: ALView, view: ALView) {
    let root = ALView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let view = ALView()
    root.addSubview(view)
    return (root, view)
}

/// Collects the failures reported while `body` runs.
private func smokeFailures<R>(_ body: () -> R) -> (R, [PureLayoutFailure]) {
    var failures: [PureLayoutFailure] = []
    let result = PureLayout.withFailureHandler({ failures.append($0) }, perform: body)
    return (result, failures)
}

@Suite("PureLayoutSwift smoke")
struct APISmokeTests {
    @Test("Bottom, right and trailing insets are negated and their relations swapped", arguments: [
        (ALEdge.top, CGFloat(10), NSLayoutConstraint.Relation.lessThanOrEqual),
        (.left, 10, .lessThanOrEqual), (.leading, 10, .lessThanOrEqual),
        (.bottom, -10, .greaterThanOrEqual), (.right, -10, .greaterThanOrEqual), (.trailing, -10, .greaterThanOrEqual),
    ])
    func superviewInsetRule(edge: ALEdge, constant: CGFloat, relation: NSLayoutConstraint.Relation) {
        let (root, view) = smokeHierarchy()
        let constraint = view.autoPinEdge(toSuperviewEdge: edge, withInset: 10, relation: .lessThanOrEqual)
        #expect(constraint.firstItem === view && constraint.secondItem === root)
        #expect(constraint.firstAttribute.rawValue == edge.rawValue)
        #expect(constraint.secondAttribute.rawValue == edge.rawValue)
        #expect(constraint.constant == constant && constraint.relation == relation && constraint.multiplier == 1)
        #expect(constraint.isActive && !view.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("The three superview families share one excluding-edge table", arguments: ALEdge.allCases)
    func excludingEdgeTable(excluded: ALEdge) {
        let expected: [ALEdge: [NSLayoutConstraint.Attribute]] = [
            .left: [.top, .bottom, .right], .right: [.top, .left, .bottom], .top: [.leading, .bottom, .trailing],
            .bottom: [.top, .leading, .trailing], .leading: [.top, .bottom, .trailing],
            .trailing: [.top, .leading, .bottom],
        ]
        let (root, view) = smokeHierarchy()
        let insets = ALEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let edges = view.autoPinEdgesToSuperviewEdges(with: insets, excludingEdge: excluded)
        let safeArea = view.autoPinEdgesToSuperviewSafeArea(with: insets, excludingEdge: excluded)
        let margins = view.autoPinEdges(toSuperviewMarginsExcludingEdge: excluded)
        for family in [edges, safeArea, margins] {
            #expect(family.map(\.firstAttribute) == expected[excluded])
        }
        #expect(safeArea.allSatisfy { $0.secondItem === root.safeAreaLayoutGuide })
        #expect(margins.map(\.secondAttribute.rawValue) == expected[excluded]?.map { $0.rawValue + 12 })
    }

    @Test("Fixed spacing distribution lays out four views in a 1000-wide container")
    func fixedSpacingGeometry() {
        let root = ALView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let views = (0..<4).map { _ in ALView() }
        views.forEach(root.addSubview)
        let constraints = views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 20)
        #expect(constraints.count == 2 + 3 * 3)
        views.autoSetViewsDimension(.height, toSize: 10)
        views[0].autoPinEdge(toSuperviewEdge: .top)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [20, 265, 510, 755])
        #expect(views.allSatisfy { $0.frame.width == 225 })
    }

    @Test("Fixed size distribution: multipliers, clamp and the single centred view")
    func fixedSizeMultipliers() {
        let root = ALView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let views = (0..<3).map { _ in ALView() }
        views.forEach(root.addSubview)
        let spread = views.autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 30, insetSpacing: false)
        #expect(spread.count == 3 * 3 - 1)
        let centers = [spread[1], spread[3], spread[6]]
        #expect(centers.map(\.multiplier) == [0.00001, 1, 2])
        #expect(centers.map(\.constant) == [15, 0, -15])
        #expect(centers.allSatisfy { $0.secondItem === root && $0.firstAttribute == .centerY })

        let single = ALView()
        root.addSubview(single)
        let centred = [single].autoDistributeViews(along: .horizontal, alignedTo: .top, withFixedSize: 40, insetSpacing: false)
        #expect(centred.count == 2)
        #expect(centred[1].multiplier == 1 && centred[1].constant == 0)
    }

    @Test("Scopes: innermost creation scope returns, priority is reapplied at install, state restored")
    func scopeNesting() {
        let (root, view) = smokeHierarchy()
        var inner: [NSLayoutConstraint] = []
        let outer = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            view.autoSetDimension(.width, toSize: 10)
            inner = NSLayoutConstraint.autoCreateAndInstallConstraints {
                NSLayoutConstraint.autoSetIdentifier("inner") {
                    view.autoSetDimension(.height, toSize: 10)
                }
            }
        }
        #expect(outer.count == 1 && !outer[0].isActive && outer[0].identifier == nil)
        #expect(inner.count == 1 && inner[0].isActive && inner[0].identifier == "inner")

        let low = NSLayoutConstraint.autoSetPriority(.defaultLow) { () -> NSLayoutConstraint in
            outer.autoInstallConstraints()
            return view.autoPinEdge(toSuperviewEdge: .top)
        }
        #expect(outer[0].isActive && outer[0].priority == .defaultLow && low.priority == .defaultLow)
        #expect(view.autoPinEdge(toSuperviewEdge: .left).priority == .required)
        #expect(view.superview === root)
    }

    @Test("Two threads in different priority scopes at the same time see only their own")
    func scopesArePerThread() {
        let bothInside = DispatchGroup()
        bothInside.enter()
        bothInside.enter()
        let release = DispatchSemaphore(value: 0)
        let results = SmokeResults()
        let finished = DispatchGroup()
        for priority in [ALLayoutPriority(300), ALLayoutPriority(600)] {
            finished.enter()
            let thread = Thread {
                let (root, view) = smokeHierarchy()
                NSLayoutConstraint.autoSetPriority(priority) {
                    bothInside.leave()
                    release.wait()
                    results.record(priority, view.autoSetDimension(.width, toSize: 5).priority)
                }
                results.record(.required, view.autoSetDimension(.height, toSize: 5).priority)
                withExtendedLifetime(root) {}
                finished.leave()
            }
            thread.start()
        }
        bothInside.wait()
        release.signal()
        release.signal()
        finished.wait()
        #expect(results.pairs.count == 4)
        #expect(results.pairs.allSatisfy { $0.expected == $0.actual })
    }

    @Test("A superview call without a superview reports a failure and returns inactive placeholders")
    func failurePlaceholders() {
        let orphan = ALView()
        let (constraints, failures) = smokeFailures { orphan.autoPinEdgesToSuperviewEdges() }
        #expect(failures.count == 1)
        #expect(failures.first?.kind == .noSuperview)
        #expect(failures.first?.message.contains("autoPinEdgesToSuperviewEdges()") == true)
        #expect(constraints.count == 4 && constraints.allSatisfy { !$0.isActive && $0.firstItem === orphan })

        let (_, axisFailures) = smokeFailures {
            let (root, view) = smokeHierarchy()
            return withExtendedLifetime(root) { view.autoAlignAxis(toSuperviewMarginAxis: .baseline) }
        }
        #expect(axisFailures.map(\.kind) == [.invalidAttribute])
    }

    @Test("NSArray call sites skip elements that are not views or constraints")
    func nsArraySkipsOtherElements() {
        let root = ALView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let views = (0..<3).map { _ in ALView() }
        views.forEach(root.addSubview)
        let mixed = NSArray(array: [views[0], "not a view", views[1], 42, views[2]])
        let constraints = mixed.autoAlignViews(to: ALEdge.top)
        #expect(constraints.count == 2)
        let identified = (constraints as NSArray).autoIdentifyConstraints("aligned")
        #expect(identified.count == 2 && constraints.allSatisfy { $0.identifier == "aligned" })
        NSArray(array: [constraints[0], "x"]).autoRemoveConstraints()
        #expect(!constraints[0].isActive && constraints[1].isActive)
    }
}

extension APISmokeTests {
    @Test("Call sites read as with PureLayout: implicit members, subclass arrays, NSArray, Void-context scopes")
    func callSiteSpellings() {
        let root = ALView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let labels = (0..<3).map { _ in SmokeLabel.newAutoLayout() }
        labels.forEach(root.addSubview)
        #expect(labels.autoAlignViews(to: .top).count == 2)
        #expect(labels.autoAlignViews(to: .vertical).count == 2)
        #expect(labels.autoMatchViewsDimension(.width).count == 2)
        let distributed = NSLayoutConstraint.autoCreateAndInstallConstraints {
            NSLayoutConstraint.autoSetPriority(.defaultHigh) {
                (labels as NSArray).autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10)
            }
        }
        #expect(distributed.count == 2 + 2 * 3)
        #expect(distributed.allSatisfy { $0.isActive && $0.priority == .defaultHigh })
        let edges = labels[0].autoPinEdgesToSuperviewEdges(excludingEdge: .bottom)
        #expect(edges.map(\.constant) == [0, 0, 0])
    }
}

/// A view subclass, to check that array methods accept arrays of subclasses.
private final class SmokeLabel: ALView {}

/// Expected and actual priorities recorded by several threads.
private final class SmokeResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [(expected: ALLayoutPriority, actual: ALLayoutPriority)] = []

    func record(_ expected: ALLayoutPriority, _ actual: ALLayoutPriority) {
        lock.lock()
        storage.append((expected, actual))
        lock.unlock()
    }

    var pairs: [(expected: ALLayoutPriority, actual: ALLayoutPriority)] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
#endif
