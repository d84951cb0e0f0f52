/// The terms of the constraints a solver holds by their terms alone (no ``Constraint`` object keeps them), by
/// slot, so that the tableau can be rebuilt from the constraints it holds (see `Solver+Rebuild.swift`).
///
/// One flat array of terms and a range per slot: a layout holds one constraint per few variables, and an array or
/// an `InlineTerms` (80 bytes) per constraint cost more than the terms (two or three of 16 bytes each, usually).
/// The room of a removed constraint's terms is given back when it is as large as the terms still held.
struct HeldTermPool {
    /// Where the terms of each slot are in ``terms`` (`count` is `-1` for a slot holding none).
    private var ranges: [TermRange] = []
    /// The terms, slot after slot, with the holes removed constraints left.
    private var terms: [HeldTerm] = []
    /// How many entries of ``terms`` belong to no slot.
    private var holes = 0

    /// Where one slot's terms are.
    private struct TermRange {
        /// The index of its first term in ``HeldTermPool/terms``.
        var start: Int32
        /// How many terms it has; `-1` when the slot holds none.
        var count: Int32

        /// A slot with no terms kept.
        static let none = TermRange(start: 0, count: -1)
    }

    /// One term: a variable's id and its factor.
    private struct HeldTerm {
        /// The variable's symbol id.
        let id: Int32
        /// Its factor.
        let coefficient: Double
    }

    /// Makes room for `slots` slots and `terms` terms in all, so that a batch of new constraints does not regrow
    /// the pool along the way.
    mutating func reserveCapacity(slots: Int, terms: Int) {
        if slots > ranges.capacity {
            ranges.reserveCapacity(slots)
        }
        if terms > self.terms.capacity {
            self.terms.reserveCapacity(terms)
        }
    }

    /// Keeps `inline` (or `spilled`, when not empty) as the terms of `slot`, replacing any it had.
    mutating func store(_ inline: borrowing InlineTerms, spilled: [Term], for slot: ConstraintSlot) {
        let start = terms.count
        if spilled.isEmpty {
            inline.forEach { symbol, coefficient in
                terms.append(HeldTerm(id: symbol.id, coefficient: coefficient))
            }
        } else {
            for term in spilled {
                terms.append(HeldTerm(id: term.variable.symbol.id, coefficient: term.coefficient))
            }
        }
        let range = TermRange(start: Int32(start), count: Int32(terms.count - start))
        let index = slot.index
        if index < ranges.count {
            remove(slot)
            ranges[index] = range
        } else {
            // Usually the next slot: a new constraint's.
            while ranges.count < index {
                ranges.append(.none)
            }
            ranges.append(range)
        }
    }

    /// Forgets the terms of `slot`, if it has any.
    mutating func remove(_ slot: ConstraintSlot) {
        guard slot.index < ranges.count, ranges[slot.index].count >= 0 else { return }
        holes += Int(ranges[slot.index].count)
        ranges[slot.index] = .none
        if holes > 64 && holes >= terms.count - holes {
            compact()
        }
    }

    /// The terms of `slot`, as ``Solver`` takes them: inline when they fit, else spilled; `nil` when the slot
    /// holds none.
    func terms(of slot: ConstraintSlot) -> (inline: InlineTerms, spilled: [Term])? {
        guard slot.index < ranges.count else { return nil }
        let range = ranges[slot.index]
        guard range.count >= 0 else { return nil }
        let held = terms[Int(range.start)..<Int(range.start + range.count)]
        var inline = InlineTerms()
        if held.count <= InlineTerms.capacity {
            for term in held {
                inline.append(Variable(Symbol(id: term.id)), term.coefficient)
            }
            return (inline, [])
        }
        return (inline, held.map { Term(Variable(Symbol(id: $0.id)), $0.coefficient) })
    }

    /// Moves the terms still held together, in slot order, dropping the holes.
    private mutating func compact() {
        var kept: [HeldTerm] = []
        kept.reserveCapacity(terms.count - holes)
        for index in ranges.indices where ranges[index].count >= 0 {
            let range = ranges[index]
            let start = kept.count
            kept.append(contentsOf: terms[Int(range.start)..<Int(range.start + range.count)])
            ranges[index].start = Int32(start)
        }
        terms = kept
        holes = 0
    }
}
