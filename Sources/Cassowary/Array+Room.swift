// Giving back the room of a row or column that was long and is short again.
extension Array {
    /// Storage at least this large is given back when a quarter or less of it is used.
    static var roomGivenBackFrom: Int { 64 }

    /// Moves the elements to storage twice their count (at least `minimum`) when the array holds room for at least
    /// ``roomGivenBackFrom`` elements and uses a quarter or less of it. Returns whether it did (the caller then
    /// rebuilds whatever indexes the elements' positions).
    ///
    /// Removing elements keeps an array's capacity, so every row or column that was ever as long as a stack kept
    /// that room (a stack that stops fitting pivots through rows as long as itself, which shrink again: peak
    /// memory grew with the square of the stack). Halving when a quarter is used keeps removal amortised O(1): the
    /// room given back was used since it grew.
    @inline(__always)
    mutating func giveBackRoomIfMostlyEmpty(minimum: Int = 0) -> Bool {
        guard capacity >= Self.roomGivenBackFrom, count * 4 <= capacity else { return false }
        var elements: [Element] = []
        elements.reserveCapacity(Swift.max(minimum, count * 2))
        elements.append(contentsOf: self)
        self = elements
        return true
    }
}
