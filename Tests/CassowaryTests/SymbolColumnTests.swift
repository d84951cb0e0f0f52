@testable import Cassowary
import Testing

@Suite("Symbol columns: the solver's unchecked per-symbol tables")
struct SymbolColumnTests {
    @Test("Appending grows the table, keeps what it held, and fills the new slots")
    func appendKeepsAndFills() {
        let column = SymbolColumn<Int32>()
        #expect(column.count == 0)
        var expected: [Int32] = []
        for round in 0..<12 {
            // Batches of uneven sizes, so that some fit the storage and some make it grow.
            let added = 1 + (round * 7) % 23
            column.append(repeating: Int32(round), count: added)
            expected += Array(repeating: Int32(round), count: added)
            for index in stride(from: 0, to: expected.count, by: 5) {
                column[Symbol(index: index)] = -Int32(index)
                expected[index] = -Int32(index)
            }
            #expect(column.count == expected.count)
            #expect((0..<column.count).map { column[Symbol(index: $0)] } == expected)
            #expect(Array(column.buffer) == expected)
        }
        column.append(repeating: 9, count: 0)
        #expect(column.count == expected.count)
    }

    @Test("Filling sets every element")
    func fill() {
        let column = SymbolColumn<Double>()
        column.append(repeating: 1.5, count: 40)
        column[3] = -2
        column.fill(with: 0.25)
        #expect((0..<40).allSatisfy { column[Symbol(index: $0)] == 0.25 })
    }
}
