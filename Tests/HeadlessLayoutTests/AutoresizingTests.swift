import Foundation
import HeadlessLayout
import Testing

/// Views with `translatesAutoresizingMaskIntoConstraints = true` keep their frames and follow their masks.
@Suite("Autoresizing constraints")
struct AutoresizingTests {
    @Test("A view made in code translates its autoresizing mask by default")
    func defaultIsTrue() {
        let view = HeadlessView()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.autoresizingMask == [])
        expectRect(view.frame, .zero)
    }

    @Test("A view with a frame keeps it, and auto layout siblings can depend on it")
    func frameIsKept() {
        let hierarchy = TestHierarchy()
        let fixed = HeadlessView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        hierarchy.root.addSubview(fixed)
        let follower = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(follower, .left, .equal, fixed, .right, constant: 5),
            makeConstraint(follower, .top, .equal, fixed, .bottom),
            makeConstraint(follower, .width, .equal, fixed, .width, multiplier: 0.5),
            makeConstraint(follower, .height, constant: 10),
        ])
        hierarchy.layout()
        expectFrame(fixed, CGRect(x: 10, y: 20, width: 100, height: 50))
        expectFrame(follower, CGRect(x: 115, y: 70, width: 50, height: 10))
        #expect(!fixed.hasAmbiguousLayout)
    }

    @Test("Setting frame moves the view and its dependants at the next layout pass")
    func settingFrameUpdates() {
        let hierarchy = TestHierarchy()
        let fixed = HeadlessView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        hierarchy.root.addSubview(fixed)
        let follower = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(follower, .left, .equal, fixed, .right, constant: 5),
            makeConstraint(follower, .top, .equal, fixed, .bottom),
            makeConstraint(follower, .width, constant: 10),
            makeConstraint(follower, .height, constant: 10),
        ])
        hierarchy.layout()
        fixed.frame = CGRect(x: 50, y: 60, width: 70, height: 80)
        expectFrame(fixed, CGRect(x: 50, y: 60, width: 70, height: 80))
        hierarchy.layout()
        expectFrame(fixed, CGRect(x: 50, y: 60, width: 70, height: 80))
        expectFrame(follower, CGRect(x: 125, y: 140, width: 10, height: 10))
    }

    /// A mask, the view's frame in a 1000×1000 root, the root's new size and the view's expected frame.
    struct MaskCase: Sendable, CustomTestStringConvertible {
        let name: String
        let mask: HeadlessView.AutoresizingMask
        let frame: CGRect
        let newRootSize: CGSize
        let expected: CGRect
        var testDescription: String { name }
    }

    static let maskCases: [MaskCase] = [
        .init(
            name: "no mask", mask: [], frame: CGRect(x: 10, y: 20, width: 100, height: 50),
            newRootSize: CGSize(width: 800, height: 600), expected: CGRect(x: 10, y: 20, width: 100, height: 50)),
        .init(
            name: "flexible width", mask: [.flexibleWidth], frame: CGRect(x: 10, y: 20, width: 980, height: 50),
            newRootSize: CGSize(width: 800, height: 1000), expected: CGRect(x: 10, y: 20, width: 780, height: 50)),
        .init(
            name: "flexible left margin", mask: [.flexibleLeftMargin], frame: CGRect(x: 900, y: 0, width: 90, height: 10),
            newRootSize: CGSize(width: 800, height: 1000), expected: CGRect(x: 700, y: 0, width: 90, height: 10)),
        .init(
            name: "flexible right margin", mask: [.flexibleRightMargin],
            frame: CGRect(x: 900, y: 0, width: 90, height: 10),
            newRootSize: CGSize(width: 800, height: 1000), expected: CGRect(x: 900, y: 0, width: 90, height: 10)),
        .init(
            name: "flexible side margins", mask: [.flexibleLeftMargin, .flexibleRightMargin],
            frame: CGRect(x: 450, y: 0, width: 100, height: 10),
            newRootSize: CGSize(width: 800, height: 1000), expected: CGRect(x: 350, y: 0, width: 100, height: 10)),
        .init(
            name: "flexible left margin and width", mask: [.flexibleLeftMargin, .flexibleWidth],
            frame: CGRect(x: 100, y: 0, width: 400, height: 10),
            newRootSize: CGSize(width: 1500, height: 1000), expected: CGRect(x: 200, y: 0, width: 800, height: 10)),
        .init(
            name: "flexible height", mask: [.flexibleHeight], frame: CGRect(x: 0, y: 10, width: 10, height: 980),
            newRootSize: CGSize(width: 1000, height: 500), expected: CGRect(x: 0, y: 10, width: 10, height: 480)),
        .init(
            name: "flexible top margin", mask: [.flexibleTopMargin], frame: CGRect(x: 0, y: 900, width: 10, height: 90),
            newRootSize: CGSize(width: 1000, height: 500), expected: CGRect(x: 0, y: 400, width: 10, height: 90)),
        .init(
            name: "flexible bottom margin", mask: [.flexibleBottomMargin],
            frame: CGRect(x: 0, y: 900, width: 10, height: 90),
            newRootSize: CGSize(width: 1000, height: 500), expected: CGRect(x: 0, y: 900, width: 10, height: 90)),
        .init(
            name: "flexible everything", mask: [
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                .flexibleBottomMargin,
            ], frame: CGRect(x: 100, y: 200, width: 300, height: 400),
            newRootSize: CGSize(width: 500, height: 2000), expected: CGRect(x: 50, y: 400, width: 150, height: 800)),
    ]

    @Test("A masked view follows when the root's frame changes", arguments: maskCases)
    func maskFollowsRootResize(_ testCase: MaskCase) {
        let hierarchy = TestHierarchy()
        let view = HeadlessView(frame: testCase.frame)
        view.autoresizingMask = testCase.mask
        hierarchy.root.addSubview(view)
        hierarchy.layout()
        expectFrame(view, testCase.frame)

        hierarchy.root.frame = CGRect(origin: .zero, size: testCase.newRootSize)
        hierarchy.layout()
        expectFrame(hierarchy.root, CGRect(origin: .zero, size: testCase.newRootSize))
        expectFrame(view, testCase.expected)
    }

    @Test("Nested autoresizing views follow their superview's new frame")
    func nestedAutoresizing() {
        let hierarchy = TestHierarchy()
        let container = HeadlessView(frame: CGRect(x: 100, y: 100, width: 500, height: 500))
        hierarchy.root.addSubview(container)
        let child = HeadlessView(frame: CGRect(x: 10, y: 10, width: 480, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        container.addSubview(child)
        hierarchy.layout()
        expectFrame(child, CGRect(x: 10, y: 10, width: 480, height: 100))

        container.frame = CGRect(x: 100, y: 100, width: 700, height: 610)
        hierarchy.layout()
        expectFrame(container, CGRect(x: 100, y: 100, width: 700, height: 610))
        expectFrame(child, CGRect(x: 10, y: 120, width: 680, height: 100))
    }

    @Test("An autoresizing child of an auto layout container follows the container")
    func autoresizingChildOfConstrainedContainer() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        let constraints = pin(container, in: hierarchy.root, to: CGRect(x: 50, y: 50, width: 500, height: 300))
        hierarchy.layout()

        let child = HeadlessView(frame: CGRect(x: 10, y: 10, width: 480, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        container.addSubview(child)
        hierarchy.layout()
        expectFrame(child, CGRect(x: 10, y: 10, width: 480, height: 100))

        constraints[2].constant = 700  // the container's width
        hierarchy.layout()
        expectFrame(container, CGRect(x: 50, y: 50, width: 700, height: 300))
        expectFrame(child, CGRect(x: 10, y: 10, width: 680, height: 100))
    }

    @Test("Turning translation off hands the view to its constraints")
    func turningTranslationOff() {
        let hierarchy = TestHierarchy()
        let view = HeadlessView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        hierarchy.root.addSubview(view)
        hierarchy.layout()
        view.translatesAutoresizingMaskIntoConstraints = false
        pin(view, in: hierarchy.root, to: CGRect(x: 300, y: 400, width: 30, height: 40))
        let diagnostics = collectDiagnostics {
            hierarchy.layout()
        }
        #expect(diagnostics.isEmpty)
        expectFrame(view, CGRect(x: 300, y: 400, width: 30, height: 40))
    }
}
