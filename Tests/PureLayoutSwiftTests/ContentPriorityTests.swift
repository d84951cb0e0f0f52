#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §4 "Hugging/compression, only inside `autoSetPriority`" and the §2 axis pitfall.
@Suite("Content hugging and compression resistance")
struct ContentPriorityTests {
    @Test("autoSetContentHuggingPriority(for:) sets the scope's priority on the constraint axis of the axis",
          arguments: Axis.allCases)
    func huggingInsideScope(axis: Axis) {
        let view = HeadlessView(frame: .zero)
        let otherAxis: NSLayoutConstraint.Axis = axis.constraintAxis == .vertical ? .horizontal : .vertical
        let before = view.contentHuggingPriority(for: otherAxis)
        let (_, failures) = capturingFailures {
            NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 612)) {
                view.autoSetContentHuggingPriority(for: axis.al)
            }
        }
        expectNoFailure(failures)
        #expect(view.contentHuggingPriority(for: axis.constraintAxis).rawValue == 612)
        #expect(view.contentHuggingPriority(for: otherAxis) == before)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("autoSetContentCompressionResistancePriority(for:) sets the scope's priority on the axis",
          arguments: Axis.allCases)
    func compressionInsideScope(axis: Axis) {
        let view = HeadlessView(frame: .zero)
        let otherAxis: NSLayoutConstraint.Axis = axis.constraintAxis == .vertical ? .horizontal : .vertical
        let before = view.contentCompressionResistancePriority(for: otherAxis)
        let (_, failures) = capturingFailures {
            NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: 321)) {
                view.autoSetContentCompressionResistancePriority(for: axis.al)
            }
        }
        expectNoFailure(failures)
        #expect(view.contentCompressionResistancePriority(for: axis.constraintAxis).rawValue == 321)
        #expect(view.contentCompressionResistancePriority(for: otherAxis) == before)
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

    @Test("Outside a priority scope hugging is a failure and changes nothing", arguments: Axis.allCases)
    func huggingOutsideScopeFails(axis: Axis) {
        let view = HeadlessView(frame: .zero)
        let before = view.contentHuggingPriority(for: axis.constraintAxis)
        let (_, failures) = capturingFailures { view.autoSetContentHuggingPriority(for: axis.al) }
        expectFailure(failures, naming: "autoSetContentHuggingPriority")
        #expect(view.contentHuggingPriority(for: axis.constraintAxis) == before)
        #expect(before.rawValue == 250)
    }

    @Test("Outside a priority scope compression resistance is a failure and changes nothing",
          arguments: Axis.allCases)
    func compressionOutsideScopeFails(axis: Axis) {
        let view = HeadlessView(frame: .zero)
        let before = view.contentCompressionResistancePriority(for: axis.constraintAxis)
        let (_, failures) = capturingFailures { view.autoSetContentCompressionResistancePriority(for: axis.al) }
        expectFailure(failures, naming: "autoSetContentCompressionResistancePriority")
        #expect(view.contentCompressionResistancePriority(for: axis.constraintAxis) == before)
        #expect(before.rawValue == 750)
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
