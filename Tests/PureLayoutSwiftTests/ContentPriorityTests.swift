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

    @Test("A raised priority keeps a view at its intrinsic width while its neighbour stretches or shrinks",
          arguments: ContentPriority.allCases)
    func raisedPriorityGeometry(priority: ContentPriority) {
        let container = makeContainer()
        let favoured = IntrinsicSizeView.newAutoLayout()
        let neighbour = IntrinsicSizeView.newAutoLayout()
        // Two 100-wide views leave the 1000-wide row too wide for hugging to matter; two 600-wide ones too narrow.
        let intrinsicWidth: CGFloat = priority == .hugging ? 100 : 600
        for view in [favoured, neighbour] {
            view.intrinsicSize = CGSize(width: intrinsicWidth, height: 20)
            container.addSubview(view)
        }
        NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: priority.defaultRawValue + 1)) {
            priority.set(on: favoured, for: .horizontal)
        }
        favoured.autoPinEdge(toSuperviewEdge: .leading)
        favoured.autoPinEdge(toSuperviewEdge: .top)
        neighbour.autoPinEdge(.leading, to: .trailing, of: favoured)
        neighbour.autoPinEdge(toSuperviewEdge: .trailing)
        neighbour.autoPinEdge(toSuperviewEdge: .top)
        layOut(container)
        expectFrame(favoured, x: 0, y: 0, width: intrinsicWidth, height: 20)
        expectFrame(neighbour, x: intrinsicWidth, y: 0, width: 1000 - intrinsicWidth, height: 20)
    }
}
#endif
