import Foundation
import HeadlessLayout
import Testing

/// First and last baselines: overridden offsets, and plain views whose baselines are their top and bottom.
@Suite("Baselines")
struct BaselineTests {
    /// A text-like view at (100, 100, 200, 40): first baseline at y = 112, last baseline at y = 135.
    private func makeReference(in hierarchy: TestHierarchy) -> BaselineView {
        let reference = hierarchy.addView(BaselineView())
        pin(reference, in: hierarchy.root, to: CGRect(x: 100, y: 100, width: 200, height: 40))
        return reference
    }

    /// Adds a 50×30 view to the right of `reference` whose `attribute` equals the reference's plus `constant`.
    private func addAligned(
        _ view: HeadlessView, _ attribute: NSLayoutConstraint.Attribute, to reference: HeadlessView,
        _ referenceAttribute: NSLayoutConstraint.Attribute, constant: CGFloat = 0, in hierarchy: TestHierarchy
    ) -> HeadlessView {
        hierarchy.addView(view)
        NSLayoutConstraint.activate([
            makeConstraint(view, .left, .equal, reference, .right, constant: 10),
            makeConstraint(view, .width, constant: 50),
            makeConstraint(view, .height, constant: 30),
            makeConstraint(view, attribute, .equal, reference, referenceAttribute, constant: constant),
        ])
        return view
    }

    @Test("Plain views report zero baseline offsets")
    func plainOffsets() {
        let view = HeadlessView()
        #expect(view.firstBaselineOffsetFromTop == 0)
        #expect(view.lastBaselineOffsetFromBottom == 0)
        let text = BaselineView()
        #expect(text.firstBaselineOffsetFromTop == 12)
        #expect(text.lastBaselineOffsetFromBottom == 5)
    }

    /// The aligned view's attributes, the reference's attribute, the constant and the aligned view's
    /// expected top.
    struct BaselineCase: Sendable, CustomTestStringConvertible {
        let name: String
        let textLike: Bool
        let attribute: NSLayoutConstraint.Attribute
        let referenceAttribute: NSLayoutConstraint.Attribute
        let constant: CGFloat
        let expectedTop: CGFloat
        var testDescription: String { name }
    }

    static let cases: [BaselineCase] = [
        // Both first baselines at 112: the aligned text starts 12 points above.
        .init(
            name: "text first baseline to text first baseline", textLike: true, attribute: .firstBaseline,
            referenceAttribute: .firstBaseline, constant: 0, expectedTop: 100),
        .init(
            name: "text first baseline + 3", textLike: true, attribute: .firstBaseline,
            referenceAttribute: .firstBaseline, constant: 3, expectedTop: 103),
        // Both last baselines at 135: the aligned text's bottom is at 140.
        .init(
            name: "text last baseline to text last baseline", textLike: true, attribute: .lastBaseline,
            referenceAttribute: .lastBaseline, constant: 0, expectedTop: 110),
        // A plain view's first baseline is its top.
        .init(
            name: "plain first baseline to text first baseline", textLike: false, attribute: .firstBaseline,
            referenceAttribute: .firstBaseline, constant: 0, expectedTop: 112),
        // A plain view's last baseline is its bottom: bottom at 135.
        .init(
            name: "plain last baseline to text last baseline", textLike: false, attribute: .lastBaseline,
            referenceAttribute: .lastBaseline, constant: 0, expectedTop: 105),
        .init(
            name: "text first baseline to text top", textLike: true, attribute: .firstBaseline,
            referenceAttribute: .top, constant: 0, expectedTop: 88),
        .init(
            name: "text last baseline to text bottom", textLike: true, attribute: .lastBaseline,
            referenceAttribute: .bottom, constant: 0, expectedTop: 115),
        .init(
            name: "plain top to text last baseline", textLike: false, attribute: .top,
            referenceAttribute: .lastBaseline, constant: 1, expectedTop: 136),
        .init(
            name: "text first baseline to text centerY", textLike: true, attribute: .firstBaseline,
            referenceAttribute: .centerY, constant: 0, expectedTop: 108),
    ]

    @Test("Baseline alignment", arguments: cases)
    func alignment(_ testCase: BaselineCase) {
        let hierarchy = TestHierarchy()
        let reference = makeReference(in: hierarchy)
        let aligned = addAligned(
            testCase.textLike ? BaselineView() : HeadlessView(), testCase.attribute, to: reference,
            testCase.referenceAttribute, constant: testCase.constant, in: hierarchy)
        hierarchy.layout()
        expectFrame(reference, CGRect(x: 100, y: 100, width: 200, height: 40))
        expectFrame(aligned, CGRect(x: 310, y: testCase.expectedTop, width: 50, height: 30))
    }

    @Test("The last baseline moves with the height")
    func lastBaselineFollowsHeight() {
        let hierarchy = TestHierarchy()
        let reference = hierarchy.addView(BaselineView())
        let constraints = pin(reference, in: hierarchy.root, to: CGRect(x: 0, y: 0, width: 100, height: 40))
        let aligned = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(aligned, .left, .equal, reference, .right),
            makeConstraint(aligned, .width, constant: 10),
            makeConstraint(aligned, .height, constant: 10),
            makeConstraint(aligned, .lastBaseline, .equal, reference, .lastBaseline),
        ])
        hierarchy.layout()
        expectFrame(aligned, CGRect(x: 100, y: 25, width: 10, height: 10))
        constraints[3].constant = 80
        hierarchy.layout()
        expectFrame(aligned, CGRect(x: 100, y: 65, width: 10, height: 10))
    }
}
