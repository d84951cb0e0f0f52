/// Where a constraint comes in the order a rebuild of the tableau places the constraints held
/// (`Solver+Rebuild.swift`): the order the layout was first built in.
///
/// A solver gives each constraint it holds the next order when it is added, unless the caller passes the order the
/// same constraint had before: a constraint deactivated and activated again, or a constraint object removed and
/// added again, then comes where it came the first time, and a rebuild after a reactivation places the layout as its
/// first build did instead of with the reactivated constraints last (a list of centred cards rebuilt that way cost
/// 40 times its first build: hunt seed 10; a list of cards with a distinct priority per constraint made rows whose
/// constants ran away and the rebuild was given up: seed 23).
///
/// Orders are comparable within one solver only; an order passed to another solver is a hint it may place anywhere.
package struct PlacementOrder: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position in the order: lower comes first.
    let rawValue: UInt64

    /// The order at position `rawValue`.
    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The order right after this one.
    var next: PlacementOrder { PlacementOrder(rawValue: rawValue &+ 1) }

    /// Whether `lhs` comes before `rhs`.
    package static func < (lhs: PlacementOrder, rhs: PlacementOrder) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The position, for diagnostics.
    package var description: String { "placement \(rawValue)" }
}
