import Foundation
import HeadlessLayout
import Testing

/// A view walks its subviews for autoresizing only while some translate a non-empty mask: the count it keeps
/// follows masks and translation changed after a subview joined, and subviews that leave.
@Suite("Autoresizing subview count")
struct AutoresizingSubviewCountTests {
    /// A container outside any layout engine, 500 × 500, whose frame changes apply autoresizing at once.
    private func makeContainer() -> HeadlessView {
        HeadlessView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    }

    /// A 100 pt high view at (10, `y`) of width `width` with a flexible width.
    private func makeFlexibleView(y: CGFloat = 10, width: CGFloat = 480) -> HeadlessView {
        let view = HeadlessView(frame: CGRect(x: 10, y: y, width: width, height: 100))
        view.autoresizingMask = [.flexibleWidth]
        return view
    }

    /// Gives `container` the width `width` (height 500) and expects `view` at (10, `y`) with width `expected`.
    private func resize(
        _ container: HeadlessView, toWidth width: CGFloat, expecting view: HeadlessView, y: CGFloat = 10,
        width expected: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        container.frame = CGRect(x: 0, y: 0, width: width, height: 500)
        expectFrame(view, CGRect(x: 10, y: y, width: expected, height: 100), sourceLocation: sourceLocation)
    }

    @Test("A mask given after the view joined its superview is followed")
    func maskGivenAfterJoining() {
        let container = makeContainer()
        let child = HeadlessView(frame: CGRect(x: 10, y: 10, width: 480, height: 100))
        container.addSubview(child)
        child.autoresizingMask = [.flexibleWidth]
        resize(container, toWidth: 700, expecting: child, width: 680)
    }

    @Test("Turning translation off and on again stops and restarts autoresizing")
    func translationToggled() {
        let container = makeContainer()
        let child = makeFlexibleView()
        container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        resize(container, toWidth: 700, expecting: child, width: 480)

        child.translatesAutoresizingMaskIntoConstraints = true
        resize(container, toWidth: 600, expecting: child, width: 380)
    }

    @Test("Subviews that leave, or lose their mask, stop counting; those that join later count")
    func leavingAndJoining() {
        let container = makeContainer()
        let leaving = makeFlexibleView()
        let cleared = makeFlexibleView(y: 200)
        container.addSubview(leaving)
        container.addSubview(cleared)
        leaving.removeFromSuperview()
        cleared.autoresizingMask = []
        cleared.removeFromSuperview()
        resize(container, toWidth: 700, expecting: leaving, width: 480)
        expectFrame(cleared, CGRect(x: 10, y: 200, width: 480, height: 100))

        let joining = makeFlexibleView(width: 680)
        container.addSubview(joining)
        resize(container, toWidth: 500, expecting: joining, width: 480)
    }
}
