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

/// A first layout sizes the solver's tables once, before the views with a content size register: registered first
/// and reserved for after, a screen of labels regrew every per-symbol table step by step as the labels registered,
/// then copied each once more for the constraints (a quarter of the first layout of 10,000 labels).
@Suite("Table reservation before registration")
struct FirstLayoutReservationTests {
    /// What joins the first layout.
    enum Scene: String, CaseIterable, CustomTestStringConvertible {
        case labelsInAStack = "labels pinned to both sides, each 8 below the previous"
        case labelsWithoutConstraints = "labels without any constraint"
        case plainRows = "plain rows of a fixed height"

        var testDescription: String { rawValue }
    }

    @Test("The per-symbol tables move at most twice in a first layout: the root's first symbols, then the pass's room",
        arguments: Scene.allCases)
    func firstLayoutSizesTablesOnce(_ scene: Scene) throws {
        let count = 300
        var root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 320, height: 20_000))
        var checks: [() -> Void] = []
        switch scene {
        case .labelsInAStack, .labelsWithoutConstraints:
            var constraints: [NSLayoutConstraint] = []
            var previous: HeadlessView?
            for index in 0..<count {
                let label = IntrinsicSizeView(contentSize: CGSize(width: 100, height: 44))
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                if scene == .labelsWithoutConstraints {
                    checks.append { #expect(label.frame.size == CGSize(width: 100, height: 44)) }
                    continue
                }
                constraints += [
                    makeConstraint(label, .leading, .equal, root, .leading, constant: 16),
                    makeConstraint(label, .trailing, .equal, root, .trailing, constant: -16),
                    makeConstraint(label, .top, .equal, previous ?? root, previous == nil ? .top : .bottom, constant: 8),
                ]
                previous = label
                let expected = CGRect(x: 16, y: 8 + 52 * CGFloat(index), width: 288, height: 44)
                checks.append { #expect(label.frame == expected) }
            }
            NSLayoutConstraint.activate(constraints)
        case .plainRows:
            let list = ReservationList(count: count)
            root = list.root
            for (index, row) in list.rows.enumerated() {
                checks.append { #expect(row.frame == CGRect(x: 0, y: 44 * CGFloat(index), width: 320, height: 44)) }
            }
        }
        root.layoutIfNeeded()

        let moves = try #require(root.hierarchySolverSymbolTableMoves)
        #expect(moves <= 2)
        for check in checks {
            check()
        }
    }

    @Test("Labels added to a laid-out screen move the per-symbol tables at most once")
    func labelsJoiningLaterSizeTablesOnce() throws {
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = IntrinsicSizeView(contentSize: CGSize(width: 100, height: 44))
        first.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(first)
        root.layoutIfNeeded()
        let before = try #require(root.hierarchySolverSymbolTableMoves)

        let labels = (0..<300).map { _ in IntrinsicSizeView(contentSize: CGSize(width: 30, height: 20)) }
        for label in labels {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        root.layoutIfNeeded()

        #expect(try #require(root.hierarchySolverSymbolTableMoves) - before <= 1)
        #expect(first.frame.size == CGSize(width: 100, height: 44))
        for label in labels {
            #expect(label.frame.size == CGSize(width: 30, height: 20))
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
            let height = makeConstraint(row, .height, constant: 44)
            heights.append(height)
            constraints.append(height)
            for edge in [NSLayoutConstraint.Attribute.leading, .trailing] {
                constraints.append(makeConstraint(row, edge, .equal, root, edge))
            }
            if let previous = rows.last {
                let link = Self.link(row, below: previous)
                links.append(link)
                constraints.append(link)
            } else {
                constraints.append(makeConstraint(row, .top, .equal, root, .top))
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
        makeConstraint(row, .top, .equal, previous, .bottom)
    }
}
