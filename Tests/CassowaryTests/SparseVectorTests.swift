@testable import Cassowary
import TestSupport
import Testing

/// What a ``SparseVector`` must hold after each operation: its cells in insertion order with swap-removal (the
/// order the solver's arithmetic follows, so that it is the same from run to run), no zero cells.
private struct SparseVectorModel {
    var cells: [(key: Symbol, value: Double)] = []

    func position(of key: Symbol) -> Int? {
        cells.firstIndex { $0.key == key }
    }

    mutating func remove(_ key: Symbol) -> Double? {
        guard let index = position(of: key) else { return nil }
        let value = cells[index].value
        cells[index] = cells[cells.count - 1]
        cells.removeLast()
        return value
    }

    mutating func set(_ key: Symbol, _ value: Double) {
        if let index = position(of: key) {
            cells[index].value = value
        } else {
            cells.append((key, value))
        }
    }

    mutating func accumulate(_ key: Symbol, _ delta: Double) -> Int {
        if let index = position(of: key) {
            let sum = cells[index].value + delta
            if abs(sum) < 1e-8 {
                _ = remove(key)
                return -1
            }
            cells[index].value = sum
            return 0
        }
        if abs(delta) < 1e-8 { return 0 }
        cells.append((key, delta))
        return 1
    }
}

@Suite("Sparse vectors: inline cells, spilled storage and the position index behave as one map")
struct SparseVectorTests {
    /// Seeds and key ranges: keys below 4 keep a vector inline, below 12 make it spill and shrink back, below 48
    /// push it past the position index's threshold.
    static let cases: [(seed: UInt64, keyRange: Int32)] = [
        (1, 3), (2, 3), (3, 6), (4, 6), (5, 12), (6, 12), (7, 48), (8, 48), (9, 48),
    ]

    @Test("Random edits match a model, in both representations", arguments: cases)
    func randomEdits(seed: UInt64, keyRange: Int32) {
        var random = SplitMix64(seed: seed)
        var vector = SparseVector()
        var model = SparseVectorModel()
        for step in 0..<4_000 {
            if step % 100 == 0 {
                // A vector never moves back inline once spilled: start afresh now and then.
                vector = SparseVector()
                model = SparseVectorModel()
            }
            let key = Symbol(index: random.int(in: 0...Int(keyRange)))
            let value = Double(random.int(in: -8...8)) / 4
            switch random.int(in: 0...5) {
            case 0:
                vector[key] = value == 0 ? 1 : value
                model.set(key, value == 0 ? 1 : value)
            case 1:
                vector[key] = nil
                _ = model.remove(key)
            case 2:
                // A delta that cancels the cell half of the time.
                let delta = random.chance(0.5) ? -(model.position(of: key).map { model.cells[$0].value } ?? 0) : value
                #expect(vector.accumulate(key, delta) == model.accumulate(key, delta), "step \(step)")
            case 3:
                #expect(vector.removeValue(forKey: key) == model.remove(key), "step \(step)")
            case 4:
                let factor = random.chance(0.5) ? -2.0 : 0.5
                vector.scale(by: factor)
                for index in model.cells.indices {
                    model.cells[index].value *= factor
                }
            default:
                // Mostly room that fits inline; now and then more, which spills.
                vector.reserveCapacity(random.chance(0.9) ? random.int(in: 0...4) : random.int(in: 5...10))
            }
            expectSame(vector, model, step: step)
        }
    }

    @Test("Merging long vectors gives every cell the value accumulating gives it, with the same changes", arguments: 1...40)
    func mergeMatchesAccumulation(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let keyRange = random.int(in: 40...400)
        var target = SparseVector()
        var addend = SparseVector()
        let targetCount = random.int(in: 32...keyRange)
        while target.count < targetCount {
            target[Symbol(index: random.int(in: 0...keyRange))] = Double(random.int(in: 1...16)) / 4
        }
        let factor = random.element(of: [-1.0, 2.0, -0.5, 3.0])
        // The addend cancels some of the target's cells exactly (a pivot of a long row into a row holding most of
        // the same symbols), changes others and brings new ones.
        target.forEachCell { key, value in
            if random.chance(0.6) { addend[key] = -value / factor }
        }
        while addend.count < 32 || random.chance(0.8) {
            let key = Symbol(index: random.int(in: 0...keyRange))
            if addend[key] == nil { addend[key] = Double(random.int(in: -16...16)) / 8 }
            if addend.count > keyRange { break }
        }
        guard SparseVector.mergesRather(adding: addend, to: target) else {
            Issue.record("seed \(seed): the vectors are too short to merge")
            return
        }
        var accumulated = target
        var accumulatedChanges: [Symbol: Int] = [:]
        addend.forEachCell { key, coefficient in
            let change = accumulated.accumulate(key, coefficient * factor)
            if change != 0 { accumulatedChanges[key] = change }
        }
        var merged = target
        var mergedChanges: [Symbol: Int] = [:]
        merged.addMerging(addend, times: factor) { key, change in
            #expect(mergedChanges[key] == nil, "seed \(seed): \(key) reported twice")
            mergedChanges[key] = change
        }
        #expect(mergedChanges == accumulatedChanges, "seed \(seed)")
        var expected: [Symbol: Double] = [:]
        accumulated.forEachCell { expected[$0] = $1 }
        var actual: [Symbol: Double] = [:]
        merged.forEachCell { actual[$0] = $1 }
        #expect(actual == expected, "seed \(seed)")
        #expect(merged.count == accumulated.count)
        #expect(merged.negativeCount == expected.values.filter { $0 < 0 }.count, "seed \(seed)")
        // Every key reads back through the rebuilt position index, and absent keys read nil.
        for index in 0...keyRange {
            let key = Symbol(index: index)
            #expect(merged[key] == expected[key], "seed \(seed), key \(index)")
        }
    }

    @Test("Every way of reading the cells gives the same cells in the same order")
    func readers() {
        for count in 0...20 {
            var vector = SparseVector()
            for index in 0..<count {
                vector[Symbol(index: 3 * index)] = Double(index) - 2.5
            }
            var model = SparseVectorModel()
            for index in 0..<count {
                model.cells.append((Symbol(index: 3 * index), Double(index) - 2.5))
            }
            expectSame(vector, model, step: count)
        }
    }

    @Test("Up to four cells stay inline; a fifth, or room reserved for five, moves them to storage")
    func inlineCapacity() {
        var vector = SparseVector()
        for key in 0..<Int32(SparseVector.inlineCapacity) {
            vector[Symbol(id: key)] = 1
            #expect(vector.isStoredInline)
        }
        vector.reserveCapacity(SparseVector.inlineCapacity)
        #expect(vector.isStoredInline)
        vector[99] = 1
        #expect(!vector.isStoredInline)
        #expect(vector.keys == [0, 1, 2, 3, 99])

        var reserved = SparseVector()
        reserved.reserveCapacity(SparseVector.inlineCapacity + 1)
        #expect(!reserved.isStoredInline)
        #expect(reserved.isEmpty)
    }

    @Test("A definition the solver makes from a constraint between two views' edges is stored inline")
    func definitionsStayInline() throws {
        let solver = Solver()
        let parentX = solver.makeVariable()
        let parentWidth = solver.makeVariable()
        let childX = solver.makeVariable()
        let childWidth = solver.makeVariable()
        // child.trailing == parent.trailing - 1: four variables and a marker, solved for one of them.
        try solver.addConstraint(
            Constraint(
                LinearExpression(
                    terms: [Term(childX), Term(childWidth), Term(parentX, -1), Term(parentWidth, -1)], constant: 1),
                .equal))
        let definitions = (0..<solver.rows.count).compactMap { solver.rows[Symbol(index: $0)] }
        #expect(definitions.count == 1)
        #expect(definitions.allSatisfy { $0.cells.count == 4 && $0.cells.isStoredInline })
    }

    private func expectSame(_ vector: SparseVector, _ model: SparseVectorModel, step: Int) {
        let expected = model.cells.map { [Double($0.key.id), $0.value] }
        #expect(vector.count == model.cells.count, "step \(step)")
        #expect(vector.isEmpty == model.cells.isEmpty, "step \(step)")
        #expect(vector.negativeCount == model.cells.filter { $0.value < 0 }.count, "step \(step)")
        #expect(vector.map { [Double($0.key.id), $0.value] } == expected, "iterator, step \(step)")
        var visited: [[Double]] = []
        vector.forEachCell { visited.append([Double($0.id), $1]) }
        #expect(visited == expected, "forEachCell, step \(step)")
        var visitedInPlace: [[Double]] = []
        withUnsafePointer(to: vector) { pointer in
            SparseVector.forEachCell(at: pointer) { visitedInPlace.append([Double($0.id), $1]) }
        }
        #expect(visitedInPlace == expected, "forEachCell(at:), step \(step)")
        #expect(vector.keys == model.cells.map(\.key), "keys, step \(step)")
        for id in Int32(0)...Int32(49) {
            let key = Symbol(id: id)
            #expect(vector[key] == model.position(of: key).map { model.cells[$0].value }, "key \(key), step \(step)")
        }
        #expect(vector.containsKey { $0 == 2 } == (model.position(of: 2) != nil), "step \(step)")
    }
}

@Suite("Row tables: rows by symbol, stored densely, read in place")
struct RowTableTests {
    @Test("Slots start empty, hold what is set, and give their row up on take")
    func slots() {
        let table = RowTable()
        table.appendEmpty(count: 4)
        #expect(table.count == 4)
        #expect((0..<4).allSatisfy { !table.contains(Symbol(index: $0)) && table[Symbol(index: $0)] == nil })
        #expect(table.withRow(of: 1) { $0.pointee.constant } == nil)

        var row = Row(constant: 7)
        row.add(3, 2)
        row.add(5, -1)
        table[1] = row
        #expect(table.contains(1))
        #expect(table[1]?.constant == 7)
        #expect(table.withRow(of: 1) { $0.pointee.constant } == 7)
        var cells: [[Double]] = []
        _ = table.withRow(of: 1) { pointer in
            Row.forEachCell(ofRowAt: pointer) { cells.append([Double($0.id), $1]) }
        }
        #expect(cells == [[3, 2], [5, -1]])

        // Editing in place through the subscript.
        table[1]?.constant += 1
        table[1]?.cells[5] = nil
        #expect(table[1]?.constant == 8)
        #expect(table[1]?.cells.keys == [3])

        let taken = table.take(1)
        #expect(taken?.constant == 8)
        #expect(!table.contains(1))
        #expect(table.take(1) == nil)

        table[2] = Row(constant: 1)
        table[2] = nil
        #expect(!table.contains(2))

        // A freed row's room is reused, and every symbol keeps its own row.
        table.appendEmpty(count: 4)
        for index in 0..<8 {
            table[Symbol(index: index)] = Row(constant: Double(index))
        }
        _ = table.take(3)
        table[6] = nil
        table.store(Row(constant: 30), for: 3)
        table[7]?.constant = 70
        #expect((0..<8).map { table[Symbol(index: $0)]?.constant } == [0, 1, 2, 30, 4, 5, nil, 70])
        #expect((0..<8).map { table.contains(Symbol(index: $0)) } == [true, true, true, true, true, true, false, true])
    }
}
