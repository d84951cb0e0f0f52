import Foundation
import HeadlessLayout
import Testing

/// `systemLayoutSizeFitting(_:)` on a container whose subviews have intrinsic sizes and pins.
@Suite("Fitting size")
struct FittingSizeTests {
    /// A card: a 100×20 title above an 80×30 subtitle, 10-point padding and 8 points between them; the
    /// texts may not overflow the trailing padding.
    struct Card {
        let container = HeadlessView()
        let title = IntrinsicSizeView(contentSize: CGSize(width: 100, height: 20))
        let subtitle = IntrinsicSizeView(contentSize: CGSize(width: 80, height: 30))

        init() {
            container.translatesAutoresizingMaskIntoConstraints = false
            for label in [title, subtitle] {
                label.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(label)
            }
            NSLayoutConstraint.activate([
                makeConstraint(title, .top, .equal, container, .top, constant: 10),
                makeConstraint(title, .leading, .equal, container, .leading, constant: 10),
                makeConstraint(title, .trailing, .lessThanOrEqual, container, .trailing, constant: -10),
                makeConstraint(subtitle, .top, .equal, title, .bottom, constant: 8),
                makeConstraint(subtitle, .leading, .equal, title, .leading),
                makeConstraint(subtitle, .trailing, .lessThanOrEqual, container, .trailing, constant: -10),
                makeConstraint(subtitle, .bottom, .equal, container, .bottom, constant: -10),
            ])
        }
    }

    @Test("The fitting-size constants")
    func constants() {
        #expect(HeadlessView.layoutFittingCompressedSize == .zero)
        #expect(HeadlessView.layoutFittingExpandedSize.width > 1000)
        #expect(HeadlessView.layoutFittingExpandedSize.height > 1000)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test("The compressed size of a card is the smallest its constraints allow")
    func compressedSize() {
        let card = Card()
        let size = card.container.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize)
        #expect(isClose(size.width, 120))
        #expect(isClose(size.height, 78))
    }

    @Test("Fitting does not move the container or its subviews")
    func fittingHasNoSideEffects() {
        let hierarchy = TestHierarchy()
        let card = Card()
        hierarchy.root.addSubview(card.container)
        NSLayoutConstraint.activate([
            makeConstraint(card.container, .left, .equal, hierarchy.root, .left, constant: 50),
            makeConstraint(card.container, .top, .equal, hierarchy.root, .top, constant: 60),
            makeConstraint(card.container, .width, constant: 300),
        ])
        hierarchy.layout()
        expectFrame(card.container, CGRect(x: 50, y: 60, width: 300, height: 78))
        expectFrame(card.title, CGRect(x: 10, y: 10, width: 100, height: 20))
        expectFrame(card.subtitle, CGRect(x: 10, y: 38, width: 80, height: 30))

        let size = card.container.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize)
        // The width constraint of 300 is required, so it is part of the answer.
        #expect(isClose(size.width, 300))
        #expect(isClose(size.height, 78))
        hierarchy.layout()
        expectFrame(card.container, CGRect(x: 50, y: 60, width: 300, height: 78))
        expectFrame(card.title, CGRect(x: 10, y: 10, width: 100, height: 20))
    }

    @Test("The expanded size grows only where nothing with a higher priority resists")
    func expandedSize() {
        let card = Card()
        activateConstraint(card.container, .width, .lessThanOrEqual, constant: 400)
        activateConstraint(card.container, .height, .lessThanOrEqual, constant: 500)
        let size = card.container.systemLayoutSizeFitting(HeadlessView.layoutFittingExpandedSize)
        // The labels' trailing edges are inequalities, so the width grows to its bound; the height would
        // stretch the labels against their hugging (250), which beats the fitting priority (50).
        #expect(isClose(size.width, 400))
        #expect(isClose(size.height, 78))
    }

    @Test("A required horizontal fitting priority fixes the width")
    func fittingWithPriorities() {
        let card = Card()
        let size = card.container.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(isClose(size.width, 300))
        #expect(isClose(size.height, 78))
    }

    @Test("A change of intrinsic size changes the fitting size")
    func fittingFollowsIntrinsicSize() {
        let card = Card()
        #expect(isClose(card.container.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize).width, 120))
        card.title.contentSize = CGSize(width: 250, height: 40)
        card.title.invalidateIntrinsicContentSize()
        let size = card.container.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize)
        #expect(isClose(size.width, 270))
        #expect(isClose(size.height, 98))
    }

    /// Where a measured cell's reading direction comes from.
    enum Direction: String, CaseIterable, CustomTestStringConvertible {
        case leftToRight, rootTrait, forcedOnViews
        var testDescription: String { rawValue }
        var isRightToLeft: Bool { self != .leftToRight }
    }

    /// A label in a cell with directional margins (leading 30, trailing 5), its leading edge on the cell's leading
    /// margin and its trailing edge 7 inside the cell's trailing edge: the first through the margins guide, the
    /// second between the two views alone. A measuring engine lowers the two through different paths, which must
    /// mirror alike: the compressed width is 30 + 100 + 7 in either direction (a path that did not mirror would
    /// pull the label's one edge to two places).
    @Test("A right-to-left cell measures as its left-to-right mirror", arguments: Direction.allCases)
    func rightToLeftCell(direction: Direction) {
        let hierarchy = TestHierarchy()
        let cell = hierarchy.addView()
        let label = hierarchy.addView(IntrinsicSizeView(contentSize: CGSize(width: 100, height: 20)), to: cell)
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        switch direction {
        case .leftToRight: break
        case .rootTrait: hierarchy.root.layoutDirectionTrait = .rightToLeft
        case .forcedOnViews:
            cell.semanticContentAttribute = .forceRightToLeft
            label.semanticContentAttribute = .forceRightToLeft
        }
        NSLayoutConstraint.activate([
            makeConstraint(label, .leading, .equal, cell, .leadingMargin),
            makeConstraint(label, .trailing, .equal, cell, .trailing, constant: -7),
            makeConstraint(label, .top, .equal, cell, .top, constant: 4),
            makeConstraint(label, .bottom, .equal, cell, .bottom, constant: -6),
        ])
        var sizes: [CGSize] = []
        let diagnostics = collectDiagnostics {
            sizes.append(cell.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize))
            sizes.append(cell.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize))
            sizes.append(
                cell.systemLayoutSizeFittingAfresh(
                    HeadlessView.layoutFittingCompressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
                    verticalFittingPriority: .fittingSizeLevel))
        }
        #expect(diagnostics.isEmpty)
        for size in sizes {
            #expect(isClose(size, CGSize(width: 137, height: 30)), "measured \(size)")
        }
        // Laid out at that size, the label sits 30 from the leading side, on the left or on the right.
        NSLayoutConstraint.activate([
            makeConstraint(cell, .left, .equal, hierarchy.root, .left, constant: 50),
            makeConstraint(cell, .top, .equal, hierarchy.root, .top, constant: 60),
            makeConstraint(cell, .width, constant: 137),
        ])
        hierarchy.layout()
        expectFrame(cell, CGRect(x: 50, y: 60, width: 137, height: 30))
        expectFrame(label, CGRect(x: direction.isRightToLeft ? 7 : 30, y: 4, width: 100, height: 20))
    }
}
