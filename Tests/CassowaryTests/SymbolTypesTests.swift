@testable import Cassowary
import Testing

@Suite("Symbols and slots: typed ids that cost what the bare ids did")
struct SymbolTypesTests {
    @Test("A symbol and a slot are four bytes; a constraint's record stays 40, held or not")
    func sizes() {
        #expect(MemoryLayout<Symbol>.size == 4 && MemoryLayout<ConstraintSlot>.size == 4)
        #expect(MemoryLayout<ConstraintRecord>.stride == 40)
        #expect(MemoryLayout<ConstraintRecord?>.stride == 40)
    }

    @Test("Symbols order by id, and no candidate yet comes after every symbol")
    func ordering() {
        #expect(Symbol(id: 2) < Symbol(id: 3) && !(Symbol(id: 3) < Symbol(id: 3)))
        #expect([Symbol(id: 5), Symbol(id: 1), Symbol(id: 3)].min() == Symbol(id: 1))
        let none: Symbol? = nil
        #expect(none.isAfter(Symbol(id: 0)))
        #expect(Optional(Symbol(id: 4)).isAfter(Symbol(id: 3)) && !Optional(Symbol(id: 4)).isAfter(Symbol(id: 4)))
    }

    @Test("An optional column holds values and nil in four bytes, filled with nil")
    func optionalColumn() {
        let partners = OptionalSymbolColumn<Symbol>()
        let owners = OptionalSymbolColumn<ConstraintSlot>()
        partners.appendNone(count: 8)
        owners.appendNone(count: 8)
        #expect((0..<8).allSatisfy { partners[Symbol(index: $0)] == nil && owners[Symbol(index: $0)] == nil })
        partners[Symbol(id: 3)] = Symbol(id: 0)
        owners[Symbol(id: 0)] = ConstraintSlot(id: 0)
        owners[Symbol(id: 7)] = ConstraintSlot(id: 12)
        #expect(partners[Symbol(id: 3)] == Symbol(id: 0) && partners[Symbol(id: 0)] == nil)
        #expect(owners[Symbol(id: 0)] == ConstraintSlot(id: 0) && owners[Symbol(id: 7)] == ConstraintSlot(id: 12))
        owners[Symbol(id: 7)] = nil
        #expect(owners[Symbol(id: 7)] == nil)
    }
}
