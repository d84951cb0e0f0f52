import Foundation
import HeadlessLayout
import Testing

/// A layout pass sizes the solver's tables for the constraints it adds, not for everything it was told of: the
/// queue of a pass also holds removals and constant changes, and room reserved for them past the tables' capacity
/// copied every per-symbol table at once (a tenth of the time of deleting half of a 10,000-row list).
@Suite("Table reservation")
struct TableReservationTests {
    /// A change to a laid-out list that adds no more constraints than the list already has room for.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case everyOtherRowDeletedAndRelinked = "every other row removed, the rest linked again"
        case everyConstantChanged = "every row's height and gap changed"
        case everyLinkReplaced = "every link deactivated and an equal one activated"

        var testDescription: String { rawValue }
    }

    @Test("A pass of removals and constant changes does not regrow the solver's tables", arguments: Change.allCases)
    func removalsAndUpdatesReserveNothing(_ change: Change) throws {
        let list = ReservationList(count: 300)
        list.root.layoutIfNeeded()
        let room = try #require(list.root.hierarchySolverSymbolRoom)

        let expectedRows: [HeadlessView]
        var height: CGFloat = 44
        var gap: CGFloat = 0
        switch change {
        case .everyOtherRowDeletedAndRelinked:
            let kept = stride(from: 0, to: list.rows.count, by: 2).map { list.rows[$0] }
            for index in stride(from: 1, to: list.rows.count, by: 2) {
                list.rows[index].removeFromSuperview()
            }
            NSLayoutConstraint.activate(
                kept.indices.dropFirst().map { ReservationList.link(kept[$0], below: kept[$0 - 1]) })
            expectedRows = kept
        case .everyConstantChanged:
            (height, gap) = (30, 2)
            for constraint in list.heights {
                constraint.constant = height
            }
            for constraint in list.links {
                constraint.constant = gap
            }
            expectedRows = list.rows
        case .everyLinkReplaced:
            NSLayoutConstraint.deactivate(list.links)
            NSLayoutConstraint.activate(
                list.rows.indices.dropFirst().map { ReservationList.link(list.rows[$0], below: list.rows[$0 - 1]) })
            expectedRows = list.rows
        }
        list.root.layoutIfNeeded()

        #expect(list.root.hierarchySolverSymbolRoom == room)
        for (index, row) in expectedRows.enumerated() {
            #expect(row.frame == CGRect(x: 0, y: CGFloat(index) * (height + gap), width: 320, height: height))
        }
    }
}

/// A list of rows 44 high, pinned to the root's leading and trailing edges, the first to its top, every next one
/// to the previous row's bottom.
private struct ReservationList {
    let root: HeadlessView
    let rows: [HeadlessView]
    let heights: [NSLayoutConstraint]
    let links: [NSLayoutConstraint]

    init(count: Int) {
        root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 320, height: 100_000))
        var rows: [HeadlessView] = []
        var heights: [NSLayoutConstraint] = []
        var links: [NSLayoutConstraint] = []
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<count {
            let row = HeadlessView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let height = NSLayoutConstraint(
                item: row, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 44)
            heights.append(height)
            constraints.append(height)
            for edge in [NSLayoutConstraint.Attribute.leading, .trailing] {
                constraints.append(
                    NSLayoutConstraint(
                        item: row, attribute: edge, relatedBy: .equal, toItem: root, attribute: edge,
                        multiplier: 1, constant: 0))
            }
            if let previous = rows.last {
                let link = Self.link(row, below: previous)
                links.append(link)
                constraints.append(link)
            } else {
                constraints.append(
                    NSLayoutConstraint(
                        item: row, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
                        constant: 0))
            }
            rows.append(row)
        }
        NSLayoutConstraint.activate(constraints)
        self.rows = rows
        self.heights = heights
        self.links = links
    }

    /// `row.top == previous.bottom`.
    static func link(_ row: HeadlessView, below previous: HeadlessView) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: row, attribute: .top, relatedBy: .equal, toItem: previous, attribute: .bottom, multiplier: 1,
            constant: 0)
    }
}
