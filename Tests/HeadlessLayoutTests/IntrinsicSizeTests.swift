import Foundation
import HeadlessLayout
import Testing

/// Intrinsic content size with content hugging and compression resistance.
@Suite("Intrinsic content size")
struct IntrinsicSizeTests {
    /// Two 200×20 label-like views side by side filling a row of the given width.
    struct RowCase: Sendable, CustomTestStringConvertible {
        let rowWidth: CGFloat
        let firstHugging: Float
        let secondHugging: Float
        let firstCompression: Float
        let secondCompression: Float
        let expectedFirstWidth: CGFloat
        let expectedSecondWidth: CGFloat
        var testDescription: String {
            "row \(rowWidth), hugging \(firstHugging)/\(secondHugging), compression \(firstCompression)/\(secondCompression)"
        }
    }

    static let rowCases: [RowCase] = [
        // Too narrow: the view with lower compression resistance shrinks.
        .init(
            rowWidth: 300, firstHugging: 250, secondHugging: 250, firstCompression: 749, secondCompression: 750,
            expectedFirstWidth: 100, expectedSecondWidth: 200),
        .init(
            rowWidth: 300, firstHugging: 250, secondHugging: 250, firstCompression: 750, secondCompression: 749,
            expectedFirstWidth: 200, expectedSecondWidth: 100),
        .init(
            rowWidth: 300, firstHugging: 250, secondHugging: 250, firstCompression: 1000, secondCompression: 999,
            expectedFirstWidth: 200, expectedSecondWidth: 100),
        // Too wide: the view with lower hugging grows.
        .init(
            rowWidth: 600, firstHugging: 249, secondHugging: 250, firstCompression: 750, secondCompression: 750,
            expectedFirstWidth: 400, expectedSecondWidth: 200),
        .init(
            rowWidth: 600, firstHugging: 250, secondHugging: 251, firstCompression: 750, secondCompression: 750,
            expectedFirstWidth: 400, expectedSecondWidth: 200),
        .init(
            rowWidth: 600, firstHugging: 750, secondHugging: 1, firstCompression: 750, secondCompression: 750,
            expectedFirstWidth: 200, expectedSecondWidth: 400),
        // Exact fit: both at their intrinsic widths.
        .init(
            rowWidth: 400, firstHugging: 250, secondHugging: 250, firstCompression: 750, secondCompression: 750,
            expectedFirstWidth: 200, expectedSecondWidth: 200),
    ]

    @Test("Two labels in a row that is too narrow or too wide", arguments: rowCases)
    func labelsInARow(_ row: RowCase) {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 100, y: 100, width: row.rowWidth, height: 50))
        let first = hierarchy.addView(IntrinsicSizeView(contentSize: CGSize(width: 200, height: 20)), to: container)
        let second = hierarchy.addView(IntrinsicSizeView(contentSize: CGSize(width: 200, height: 20)), to: container)
        first.setContentHuggingPriority(UILayoutPriority(row.firstHugging), for: .horizontal)
        second.setContentHuggingPriority(UILayoutPriority(row.secondHugging), for: .horizontal)
        first.setContentCompressionResistancePriority(UILayoutPriority(row.firstCompression), for: .horizontal)
        second.setContentCompressionResistancePriority(UILayoutPriority(row.secondCompression), for: .horizontal)
        NSLayoutConstraint.activate([
            makeConstraint(first, .left, .equal, container, .left),
            makeConstraint(second, .left, .equal, first, .right),
            makeConstraint(second, .right, .equal, container, .right),
            makeConstraint(first, .top, .equal, container, .top),
            makeConstraint(second, .top, .equal, container, .top, constant: 5),
        ])
        hierarchy.layout()
        expectFrame(first, CGRect(x: 0, y: 0, width: row.expectedFirstWidth, height: 20))
        expectFrame(second, CGRect(x: row.expectedFirstWidth, y: 5, width: row.expectedSecondWidth, height: 20))
        // The implicit hugging and compression constraints are not listed.
        #expect(first.constraints.isEmpty)
        #expect(second.constraints.isEmpty)
    }

    @Test("Changing hugging after a layout pass changes which view grows")
    func changingHuggingRelaysOut() {
        let hierarchy = TestHierarchy()
        let container = hierarchy.addView()
        pin(container, in: hierarchy.root, to: CGRect(x: 0, y: 0, width: 600, height: 50))
        let first = hierarchy.addView(IntrinsicSizeView(contentSize: CGSize(width: 200, height: 20)), to: container)
        let second = hierarchy.addView(IntrinsicSizeView(contentSize: CGSize(width: 200, height: 20)), to: container)
        first.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        NSLayoutConstraint.activate([
            makeConstraint(first, .left, .equal, container, .left),
            makeConstraint(second, .left, .equal, first, .right),
            makeConstraint(second, .right, .equal, container, .right),
            makeConstraint(first, .top, .equal, container, .top),
            makeConstraint(second, .top, .equal, container, .top),
        ])
        hierarchy.layout()
        expectFrame(first, CGRect(x: 0, y: 0, width: 400, height: 20))
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        #expect(first.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        hierarchy.layout()
        expectFrame(first, CGRect(x: 0, y: 0, width: 200, height: 20))
        expectFrame(second, CGRect(x: 200, y: 0, width: 400, height: 20))
    }

    @Test("Default hugging is 250 and default compression resistance 750 on both axes")
    func defaultPriorities() {
        let view = HeadlessView()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .fittingSizeLevel)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("A plain view has no intrinsic metric on either axis")
    func plainViewHasNoIntrinsicSize() {
        #expect(HeadlessView.noIntrinsicMetric == -1)
        let view = HeadlessView()
        #expect(view.intrinsicContentSize.width == HeadlessView.noIntrinsicMetric)
        #expect(view.intrinsicContentSize.height == HeadlessView.noIntrinsicMetric)
    }

    @Test("An unconstrained size takes the intrinsic size")
    func intrinsicSizeAlone() {
        let hierarchy = TestHierarchy()
        let label = hierarchy.addView(IntrinsicSizeView(contentSize: CGSize(width: 120, height: 30)))
        activateConstraint(label, .left, .equal, hierarchy.root, .left, constant: 10)
        activateConstraint(label, .top, .equal, hierarchy.root, .top, constant: 10)
        hierarchy.layout()
        expectFrame(label, CGRect(x: 10, y: 10, width: 120, height: 30))
        #expect(!label.hasAmbiguousLayout)
    }

    @Test("invalidateIntrinsicContentSize() takes effect at the next layout pass")
    func invalidation() {
        let hierarchy = TestHierarchy()
        let label = hierarchy.addView(IntrinsicSizeView(contentSize: CGSize(width: 120, height: 30)))
        let follower = hierarchy.addView()
        NSLayoutConstraint.activate([
            makeConstraint(label, .left, .equal, hierarchy.root, .left, constant: 10),
            makeConstraint(label, .top, .equal, hierarchy.root, .top, constant: 10),
            makeConstraint(follower, .left, .equal, label, .right, constant: 8),
            makeConstraint(follower, .top, .equal, label, .bottom),
            makeConstraint(follower, .width, constant: 10),
            makeConstraint(follower, .height, constant: 10),
        ])
        hierarchy.layout()
        expectFrame(follower, CGRect(x: 138, y: 40, width: 10, height: 10))

        label.contentSize = CGSize(width: 200, height: 45)
        label.invalidateIntrinsicContentSize()
        hierarchy.layout()
        expectFrame(label, CGRect(x: 10, y: 10, width: 200, height: 45))
        expectFrame(follower, CGRect(x: 218, y: 55, width: 10, height: 10))

        // Going back to no intrinsic width leaves the width to the other constraints.
        label.contentSize = CGSize(width: HeadlessView.noIntrinsicMetric, height: 45)
        label.invalidateIntrinsicContentSize()
        activateConstraint(label, .width, constant: 77)
        hierarchy.layout()
        expectFrame(label, CGRect(x: 10, y: 10, width: 77, height: 45))
    }

    @Test("An intrinsic size on one axis only")
    func intrinsicSizeOnOneAxis() {
        let hierarchy = TestHierarchy()
        let bar = hierarchy.addView(
            IntrinsicSizeView(contentSize: CGSize(width: HeadlessView.noIntrinsicMetric, height: 44)))
        NSLayoutConstraint.activate([
            makeConstraint(bar, .left, .equal, hierarchy.root, .left),
            makeConstraint(bar, .right, .equal, hierarchy.root, .right),
            makeConstraint(bar, .bottom, .equal, hierarchy.root, .bottom),
        ])
        hierarchy.layout()
        expectFrame(bar, CGRect(x: 0, y: 956, width: 1000, height: 44))
        #expect(!bar.hasAmbiguousLayout)
    }

    /// An optional width competing with the default hugging (250) and compression resistance (750) of a
    /// 100-point-wide label.
    @Test(
        "An explicit optional width against hugging and compression resistance",
        arguments: [
            (Float(240), CGFloat(300), CGFloat(100)),
            (Float(260), CGFloat(300), CGFloat(300)),
            (Float(740), CGFloat(40), CGFloat(100)),
            (Float(760), CGFloat(40), CGFloat(40)),
            (Float(1000), CGFloat(40), CGFloat(40)),
        ])
    func explicitWidthAgainstContentPriorities(priority: Float, width: CGFloat, expectedWidth: CGFloat) {
        let hierarchy = TestHierarchy()
        let label = hierarchy.addView(IntrinsicSizeView(contentSize: CGSize(width: 100, height: 20)))
        activateConstraint(label, .left, .equal, hierarchy.root, .left)
        activateConstraint(label, .top, .equal, hierarchy.root, .top)
        activateConstraint(label, .width, constant: width, priority: UILayoutPriority(priority))
        hierarchy.layout()
        expectFrame(label, CGRect(x: 0, y: 0, width: expectedWidth, height: 20))
    }
}
