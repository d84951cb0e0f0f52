#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §4 "Hugging/compression, only inside `autoSetPriority`" and the §2 axis pitfall.
/// The two content priorities PureLayout sets only inside `autoSetPriority`, each through its own call.
enum ContentPriority: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case hugging, compressionResistance

    var testDescription: String { rawValue }

    /// The PureLayout call that sets the priority (and the name its failure gives).
    var apiName: String {
        self == .hugging ? "autoSetContentHuggingPriority" : "autoSetContentCompressionResistancePriority"
    }

    /// A new view's priority, as UIKit sets it.
    var defaultRawValue: Float { self == .hugging ? 250 : 750 }

    /// Sets the priority through PureLayout.
    func set(on view: ALView, for axis: Axis) {
        switch self {
        case .hugging: view.autoSetContentHuggingPriority(for: axis.al)
        case .compressionResistance: view.autoSetContentCompressionResistancePriority(for: axis.al)
        }
    }

    /// Reads the priority through UIKit's own getter.
    func value(of view: ALView, for axis: NSLayoutConstraint.Axis) -> ALLayoutPriority {
        switch self {
        case .hugging: view.contentHuggingPriority(for: axis)
        case .compressionResistance: view.contentCompressionResistancePriority(for: axis)
        }
    }
}

@Suite("Content hugging and compression resistance")
struct ContentPriorityTests {
    @Test("autoSetContent…Priority(for:) sets the scope's priority on the constraint axis of the axis",
          arguments: ContentPriority.allCases, Axis.allCases)
    func insideScope(priority: ContentPriority, axis: Axis) {
        let view = HeadlessView(frame: .zero)
        let otherAxis: NSLayoutConstraint.Axis = axis.constraintAxis == .vertical ? .horizontal : .vertical
        let before = priority.value(of: view, for: otherAxis)
        let (_, failures) = capturingFailures {
            NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 612)) {
                priority.set(on: view, for: axis)
            }
        }
        expectNoFailure(failures)
        #expect(priority.value(of: view, for: axis.constraintAxis).rawValue == 612)
        #expect(priority.value(of: view, for: otherAxis) == before)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("The innermost priority scope is the one used")
    func innermostScopeWins() {
        let view = HeadlessView(frame: .zero)
        NSLayoutConstraint.autoSetPriority(.defaultLow) {
            NSLayoutConstraint.autoSetPriority(.defaultHigh) {
                view.autoSetContentHuggingPriority(for: .vertical)
            }
            view.autoSetContentCompressionResistancePriority(for: .vertical)
        }
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
    }

    @Test("Outside a priority scope setting a content priority is a failure and changes nothing",
          arguments: ContentPriority.allCases, Axis.allCases)
    func outsideScopeFails(priority: ContentPriority, axis: Axis) {
        let view = HeadlessView(frame: .zero)
        let before = priority.value(of: view, for: axis.constraintAxis)
        let (_, failures) = capturingFailures { priority.set(on: view, for: axis) }
        expectFailure(failures, naming: priority.apiName)
        #expect(priority.value(of: view, for: axis.constraintAxis) == before)
        #expect(before.rawValue == priority.defaultRawValue)
    }

    @Test("Higher hugging keeps a view at its intrinsic width while its neighbour stretches")
    func huggingGeometry() {
        let container = makeContainer()
        let hugging = IntrinsicSizeView.newAutoLayout()
        let stretching = IntrinsicSizeView.newAutoLayout()
        container.addSubview(hugging)
        container.addSubview(stretching)
        NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 251)) {
            hugging.autoSetContentHuggingPriority(for: .horizontal)
        }
        hugging.autoPinEdge(toSuperviewEdge: .leading)
        hugging.autoPinEdge(toSuperviewEdge: .top)
        stretching.autoPinEdge(.leading, to: .trailing, of: hugging)
        stretching.autoPinEdge(toSuperviewEdge: .trailing)
        stretching.autoPinEdge(toSuperviewEdge: .top)
        layOut(container)
        expectFrame(hugging, x: 0, y: 0, width: 100, height: 20)
        expectFrame(stretching, x: 100, y: 0, width: 900, height: 20)
    }

    @Test("Higher compression resistance keeps a view at its intrinsic width while its neighbour shrinks")
    func compressionGeometry() {
        let container = makeContainer()
        let resisting = IntrinsicSizeView.newAutoLayout()
        let yielding = IntrinsicSizeView.newAutoLayout()
        resisting.intrinsicSize = CGSize(width: 600, height: 20)
        yielding.intrinsicSize = CGSize(width: 600, height: 20)
        container.addSubview(resisting)
        container.addSubview(yielding)
        NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 751)) {
            resisting.autoSetContentCompressionResistancePriority(for: .horizontal)
        }
        resisting.autoPinEdge(toSuperviewEdge: .leading)
        resisting.autoPinEdge(toSuperviewEdge: .top)
        yielding.autoPinEdge(.leading, to: .trailing, of: resisting)
        yielding.autoPinEdge(toSuperviewEdge: .trailing)
        yielding.autoPinEdge(toSuperviewEdge: .top)
        layOut(container)
        expectFrame(resisting, x: 0, y: 0, width: 600, height: 20)
        expectFrame(yielding, x: 600, y: 0, width: 400, height: 20)
    }
}
#endif
