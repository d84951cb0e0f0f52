// Scratch lists the solver keeps between searches (`expansionHeap`, `evaluationStack`, `determinedWalk`,
// `unfoldingScratch`), so that a search run by the thousand allocates its stack or heap once. A search takes the
// list out of the solver and gives it back emptied, its room kept; a search nested in another that takes the same
// list finds it empty and grows its own. Folding the borrowing into a helper that takes the search as a closure (over
// a key path, or a class holding the list) cost 3% more instructions in a first layout; these two swaps cost none.
extension Array where Element == Symbol {
    /// The scratch list in `holder`, taken out of it (which is left empty).
    @inline(__always)
    static func borrowScratch(from holder: inout [Symbol]) -> [Symbol] {
        var list: [Symbol] = []
        swap(&list, &holder)
        return list
    }

    /// Puts the scratch list `list` back into `holder`, emptied, its room kept.
    @inline(__always)
    static func giveBack(_ list: inout [Symbol], to holder: inout [Symbol]) {
        list.removeAll(keepingCapacity: true)
        swap(&list, &holder)
    }
}
