@testable import Cassowary
import TestSupport
import Testing

/// The members of `set` as the `for` loop, `forEachMember` and the in-place walk see them (all three must agree).
private func members(_ set: SymbolSet) -> [Symbol] {
    var walked: [Symbol] = []
    set.forEachMember { walked.append($0) }
    var inPlace: [Symbol] = []
    withUnsafePointer(to: set) { pointer in
        SymbolSet.forEachMember(of: pointer) { inPlace.append($0) }
    }
    let iterated = Array(set)
    #expect(walked == iterated && inPlace == iterated, "the three walks disagree")
    return iterated
}

@Suite("Symbol sets: inline members, spilled members, the position index and copies behave as one set")
struct SymbolSetTests {
    @Test("A set is 24 bytes: the inline members' marks take no room of their own")
    func size() {
        #expect(MemoryLayout<SymbolSet>.size == 24)
    }

    @Test("Inline members: insertion order, swap-removal, no duplicates")
    func inlineMembers() {
        var set = SymbolSet()
        #expect(set.isEmpty && set.first == nil && members(set).isEmpty)
        set.insert(7)
        set.insert(7)
        set.insert(0)
        #expect(members(set) == [7, 0] && set.count == 2 && set.first == 7)
        #expect(set.contains(0) && set.contains(7) && !set.contains(3))
        set.remove(7)
        #expect(members(set) == [0])
        set.remove(5)
        set.remove(0)
        #expect(set.isEmpty && !set.contains(0))
    }

    @Test("Random edits match an array model through spilling and indexing", arguments: 0..<24)
    func randomEdits(seed: Int) {
        var random = SplitMix64(seed: UInt64(7000 + seed))
        var set = SymbolSet()
        var model: [Symbol] = []
        // Small key ranges keep sets inline or barely spilled; large ones build the position index.
        let keyRange = [0...3, 0...12, 0...60][seed % 3]
        for step in 0..<400 {
            let key = Symbol(index: random.int(in: keyRange))
            switch random.int(in: 0...19) {
            case 0:
                set.removeAll()
                model.removeAll()
            case 1...8:
                set.remove(key)
                if let index = model.firstIndex(of: key) {
                    model.swapAt(index, model.count - 1)
                    model.removeLast()
                }
            default:
                set.insert(key)
                if !model.contains(key) { model.append(key) }
            }
            #expect(members(set) == model, "seed \(seed), step \(step)")
            #expect(set.count == model.count && set.first == model.first, "seed \(seed), step \(step)")
            #expect(set.contains(key) == model.contains(key), "seed \(seed), step \(step)")
        }
    }

    @Test("A copy keeps its members when the original changes, spilled or not", arguments: [2, 5, 40])
    func copiesAreIndependent(size: Int) {
        var original = SymbolSet()
        for member in 0..<Int32(size) {
            original.insert(Symbol(id: member))
        }
        let copy = original
        var iterator = original.makeIterator()
        original.remove(0)
        original.insert(1000)
        #expect(members(copy) == (0..<Int32(size)).map { Symbol(id: $0) })
        #expect(iterator.next() == 0)
        var second = copy
        second.insert(2000)
        #expect(!copy.contains(2000) && second.contains(2000) && !original.contains(2000))
        #expect(original.contains(1000) && !copy.contains(1000))
    }
}
