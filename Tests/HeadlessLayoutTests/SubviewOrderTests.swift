import Foundation
import HeadlessLayout
import TestSupport
import Testing

/// The order of `subviews` under random sequences of additions, insertions at an index, above and below a sibling,
/// moves of a subview within its superview and to another one, and removals (alone or many in a row, which leave
/// holes that the next read closes), against a plain array model of each parent's list. Also checks that a
/// removed view is not kept alive by its former superview.
@Suite("Subview order")
struct SubviewOrderTests {
    @Test("random hierarchy edits keep UIKit's subview order", arguments: Soak.seeds(0..<64))
    func randomEdits(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let parents = [HeadlessView(frame: .zero), HeadlessView(frame: .zero)]
        var model: [[HeadlessView]] = [[], []]
        var pool = (0..<24).map { _ in HeadlessView(frame: .zero) }
        var log: [String] = []
        func name(_ view: HeadlessView) -> String { "v\(pool.firstIndex { $0 === view } ?? -1)" }
        func detach(_ view: HeadlessView) {
            for index in model.indices {
                model[index].removeAll { $0 === view }
            }
        }
        for _ in 0..<random.int(in: 20...120) {
            let target = random.int(in: 0...1)
            let parent = parents[target]
            let view = random.element(of: pool)
            switch random.int(in: 0...5) {
            case 0:
                parent.addSubview(view)
                detach(view)
                model[target].append(view)
                log.append("p\(target).add(\(name(view)))")
            case 1:
                let index = random.int(in: -1...(model[target].count + 1))
                parent.insertSubview(view, at: index)
                detach(view)
                model[target].insert(view, at: max(0, min(index, model[target].count)))
                log.append("p\(target).insert(\(name(view)), at: \(index))")
            case 2, 3:
                guard let sibling = model[target].isEmpty ? nil : random.element(of: model[target]),
                    sibling !== view
                else { continue }
                let above = random.chance(0.5)
                if above {
                    parent.insertSubview(view, aboveSubview: sibling)
                } else {
                    parent.insertSubview(view, belowSubview: sibling)
                }
                detach(view)
                let position = model[target].firstIndex { $0 === sibling }!
                model[target].insert(view, at: above ? position + 1 : position)
                log.append("p\(target).insert(\(name(view)), \(above ? "above" : "below"): \(name(sibling)))")
            default:
                // A run of removals, as a batch update makes them.
                for _ in 0..<random.int(in: 1...6) {
                    let leaving = random.element(of: pool)
                    leaving.removeFromSuperview()
                    detach(leaving)
                    log.append("\(name(leaving)).removeFromSuperview()")
                }
            }
            for index in parents.indices where !parents[index].subviews.elementsEqual(model[index], by: ===) {
                Issue.record(
                    """
                    seed \(seed): p\(index).subviews \(parents[index].subviews.map(name)), expected \
                    \(model[index].map(name))
                    \(log.joined(separator: "\n"))
                    """)
                return
            }
            for (index, parent) in parents.enumerated() {
                for subview in model[index] where subview.superview !== parent {
                    Issue.record("seed \(seed): \(name(subview)).superview is not p\(index)")
                    return
                }
            }
        }
        // A view removed from its superview is released with the last reference to it, holes or not.
        weak var removed: HeadlessView?
        do {
            let view = HeadlessView(frame: .zero)
            parents[0].addSubview(view)
            parents[0].addSubview(HeadlessView(frame: .zero))
            removed = view
            view.removeFromSuperview()
        }
        pool.removeAll()
        #expect(removed == nil)
    }
}
