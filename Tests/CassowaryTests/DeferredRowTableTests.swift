@testable import Cassowary
import Testing
import TestSupport

/// The table of rows waiting for their batch's end, against the dictionary and order list it replaced: a slot's
/// rows are placed in the order the dictionary's list placed them, slot reuse and removals included.
@Suite("Deferred row table: the waiting rows, in order, without hashing")
struct DeferredRowTableTests {
    /// The replaced structure: rows by slot, and every slot in the order it was deferred (a slot removed and
    /// deferred again is listed twice; the first listing places it).
    private struct Model {
        var rows: [Int: Double] = [:]
        var order: [Int] = []
        /// The slots the last ``settle()`` placed, in order.
        var placedOrder: [Int] = []

        mutating func settle() -> [Int: Double] {
            var placed: [Int: Double] = [:]
            var sequence: [Int] = []
            for slot in order {
                guard let constant = rows.removeValue(forKey: slot) else { continue }
                placed[slot] = constant
                sequence.append(slot)
            }
            order.removeAll()
            placedOrder = sequence
            return placed
        }
    }

    @Test("Random appends, removals, constant changes and settles place what the dictionary placed, in its order",
        arguments: 0..<40)
    func matchesTheDictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var table = DeferredRowTable()
        var model = Model()
        for _ in 0..<400 {
            let slot = Int(random.next() % 48)
            switch random.next() % 10 {
            case 0..<5:
                guard model.rows[slot] == nil else { continue }
                let constant = Double(random.next() % 1000)
                table.append(Row(constant: constant), for: ConstraintSlot(index: slot))
                model.rows[slot] = constant
                model.order.append(slot)
            case 5, 6:
                let removed = table.remove(ConstraintSlot(index: slot))
                #expect(removed?.constant == model.rows.removeValue(forKey: slot))
            case 7:
                let constant = Double(random.next() % 1000)
                let changed = table.setConstant(constant, of: ConstraintSlot(index: slot))
                #expect(changed == (model.rows[slot] != nil))
                if changed { model.rows[slot] = constant }
            default:
                let expected = model.settle()
                var placed: [Int] = []
                let end = table.end
                for position in 0..<end {
                    guard let (slot, row) = table.takeWaiting(at: position) else { continue }
                    placed.append(slot.index)
                    #expect(row.constant == expected[slot.index])
                }
                table.forget(upTo: end)
                #expect(placed == model.placedOrder)
                #expect(table.isEmpty)
            }
            #expect(table.count == model.rows.count)
            for probe in 0..<48 {
                #expect(table.contains(ConstraintSlot(index: probe)) == (model.rows[probe] != nil))
            }
        }
    }

    @Test("A row deferred while the waiting rows are placed waits for the next placement, in its place")
    func rowsDeferredWhilePlacingWait() {
        var table = DeferredRowTable()
        for index in 0..<4 {
            table.append(Row(constant: Double(index)), for: ConstraintSlot(index: index))
        }
        table.remove(ConstraintSlot(index: 1))
        let end = table.end
        var placed: [Int] = []
        for position in 0..<end {
            guard let (slot, _) = table.takeWaiting(at: position) else { continue }
            placed.append(slot.index)
            if slot.index == 2 {
                // Slot 1's hole filled again, and a new slot after the others, while slot 2 is being placed.
                table.append(Row(constant: 10), for: ConstraintSlot(index: 1))
                table.append(Row(constant: 20), for: ConstraintSlot(index: 7))
            }
        }
        table.forget(upTo: end)
        #expect(placed == [0, 2, 3])
        #expect(table.count == 2)
        #expect(table.contains(ConstraintSlot(index: 1)))
        #expect(table.contains(ConstraintSlot(index: 7)))
        var next: [Int] = []
        for position in 0..<table.end {
            if let (slot, row) = table.takeWaiting(at: position) {
                next.append(slot.index)
                #expect(row.constant == (slot.index == 1 ? 10 : 20))
            }
        }
        #expect(next == [1, 7])
    }
}
