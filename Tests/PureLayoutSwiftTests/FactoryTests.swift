#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

/// docs/PARITY.md §4 factories: `newAutoLayout()`, `init(forAutoLayout:)`, `configureForAutoLayout()`, and §3.1
/// (autoresizing translation is turned off on the receiver only).
@Suite("Factories")
struct FactoryTests {
    @Test("A plain view made in code translates its autoresizing mask")
    func plainViewTranslatesMask() {
        #expect(HeadlessView(frame: .zero).translatesAutoresizingMaskIntoConstraints)
    }

    @Test("newAutoLayout() returns a view with autoresizing translation off")
    func newAutoLayout() {
        let view = ALView.newAutoLayout()
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.superview == nil)
        #expect(view.constraints.isEmpty)
    }

    @Test("init(forAutoLayout:) returns a view with autoresizing translation off")
    func initForAutoLayout() {
        let view = ALView(forAutoLayout: ())
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.constraints.isEmpty)
    }

    @Test("configureForAutoLayout() turns translation off and returns the same object")
    func configureForAutoLayout() {
        let view = HeadlessView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let configured = view.configureForAutoLayout()
        #expect(configured === view)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("The factories return Self: a subclass gets its own type back")
    func factoriesReturnSelf() {
        let made: CustomView = CustomView.newAutoLayout()
        #expect(type(of: made) == CustomView.self)
        #expect(made.customMarker == "custom")
        #expect(!made.translatesAutoresizingMaskIntoConstraints)

        let initialised = CustomView(forAutoLayout: ())
        #expect(type(of: initialised) == CustomView.self)
        #expect(!initialised.translatesAutoresizingMaskIntoConstraints)

        let plain = CustomView(frame: .zero)
        let configured: CustomView = plain.configureForAutoLayout()
        #expect(configured === plain)
        #expect(configured.customMarker == "custom")
    }

    @Test("A factory-made view lays out from its constraints alone")
    func factoryViewLaysOut() {
        let container = makeContainer()
        let view = makeSubview(in: container)
        view.autoSetDimensions(to: CGSize(width: 120, height: 80))
        view.autoPinEdge(toSuperviewEdge: .top, withInset: 5)
        view.autoPinEdge(toSuperviewEdge: .left, withInset: 7)
        layOut(container)
        expectFrame(view, x: 7, y: 5, width: 120, height: 80)
    }

    @Test("Constraint-making calls turn translation off on the receiver only")
    func translationOffOnReceiverOnly() {
        let container = makeContainer()
        let receiver = HeadlessView(frame: .zero)
        let other = HeadlessView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(receiver)
        container.addSubview(other)
        receiver.autoPinEdge(.left, to: .right, of: other)
        receiver.autoMatch(.width, to: .width, of: other)
        receiver.autoPinEdge(toSuperviewEdge: .top)
        receiver.autoSetDimension(.height, toSize: 10)
        expectAutoresizingOff([receiver], untouched: [other, container])
        layOut(container)
        // `other` keeps its frame through its autoresizing constraints.
        expectFrame(other, x: 10, y: 10, width: 50, height: 50)
        expectFrame(receiver, x: 60, y: 0, width: 50, height: 10)
    }
}
#endif
