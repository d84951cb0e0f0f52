import Foundation

// The subviews' storage: removing a subview leaves a hole, and the holes are closed at the next read.
//
// A view knows its slot in its superview's list, so removing it costs O(1): a pass that removes half of 10,000 rows
// once spent a third of its time finding each row and closing the gap it left (5,000 searches and moves of up to
// 10,000 references). The holes are closed in one sweep by the next read of ``HeadlessView/storedSubviews`` (the
// layout pass, `subviews`, an insertion at an index), which also renumbers the slots.
extension HeadlessView {
    /// What fills the slot of a subview that left, until the next compaction. Never in a hierarchy.
    nonisolated(unsafe) static let departedSubview = HeadlessView(frame: .zero)

    /// The subviews, back to front (the holes left by departed subviews closed first).
    var storedSubviews: [HeadlessView] {
        if departedSubviewCount > 0 {
            compactSubviews()
        }
        return subviewSlots
    }

    /// Puts `view` (not a subview yet) at `index` of the subviews (clamped to the valid range).
    func placeSubview(_ view: HeadlessView, at index: Int) {
        if index >= subviewSlots.count - departedSubviewCount {
            // Appended: the holes before it keep their places until the next compaction.
            view.slotInSuperview = subviewSlots.count
            subviewSlots.append(view)
            return
        }
        compactSubviews()
        let position = max(0, index)
        subviewSlots.insert(view, at: position)
        renumberSlots(from: position)
    }

    /// Moves `view`, already a subview, to `index` of the subviews (clamped to the valid range).
    func moveSubview(_ view: HeadlessView, to index: Int) {
        compactSubviews()
        let current = view.slotInSuperview
        guard current < subviewSlots.count, subviewSlots[current] === view else {
            assertionFailure("a subview's slot names it")
            return
        }
        subviewSlots.remove(at: current)
        let position = max(0, min(index, subviewSlots.count))
        subviewSlots.insert(view, at: position)
        renumberSlots(from: min(current, position))
    }

    /// The position of `sibling` among the subviews once `moving` has left them (it may be one of them, about
    /// to be moved next to `sibling`), or `nil` when `sibling` is not a subview.
    func position(of sibling: HeadlessView, leaving moving: HeadlessView) -> Int? {
        guard sibling.isSubview(of: self) else { return nil }
        compactSubviews()
        let index = sibling.slotInSuperview
        return moving.isSubview(of: self) && moving.slotInSuperview < index ? index - 1 : index
    }

    /// Leaves a hole where `view` (a subview leaving) was; returns whether it was in the list.
    func vacateSlot(of view: HeadlessView) -> Bool {
        let slot = view.slotInSuperview
        guard slot < subviewSlots.count, subviewSlots[slot] === view else {
            assertionFailure("a subview's slot names it")
            return false
        }
        subviewSlots[slot] = Self.departedSubview
        departedSubviewCount += 1
        return true
    }

    /// Closes the holes left by departed subviews and renumbers the slots.
    private func compactSubviews() {
        guard departedSubviewCount > 0 else { return }
        let hole = Self.departedSubview
        subviewSlots.removeAll { $0 === hole }
        departedSubviewCount = 0
        renumberSlots(from: 0)
    }

    /// Numbers the slots from `start` on after an insertion or a removal moved them.
    private func renumberSlots(from start: Int) {
        for position in start..<subviewSlots.count {
            subviewSlots[position].slotInSuperview = position
        }
    }
}
