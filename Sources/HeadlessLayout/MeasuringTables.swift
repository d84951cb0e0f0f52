// Where a measuring engine keeps its state of items and its lowered forms of constraints.
//
// A hierarchy's engine stores both on the objects themselves (`layoutState`, `NSLayoutConstraint.lowered`). A
// measuring engine (see `FittingSizeSolver.swift`) must leave those to the hierarchy's engine, so it keeps its own
// copies in tables. Keyed by identity in dictionaries, they cost a hash and a probe per read, about a sixth of the
// first fitting size of a 10,000-label cell. Instead each item handle and each constraint holds one *measuring
// slot*: the engine that claimed it (by handle) and its index in that engine's dense table. A read is a compare and
// an array read.
//
// One slot serves one measuring engine at a time. Another live measuring engine over the same objects (the kept
// engine of a cell and that of one of its subviews, or a measurement made from inside another) finds the slot taken
// and keeps its entry in a dictionary instead, as every measuring engine once did. A slot whose engine is gone is
// free, and so is a constraint's once its engine retires it, so that a kept engine that lowers many constraints over
// its life keeps a table no longer than what it holds at once.

/// A measuring engine's item states and lowered constraints, indexed by the slots of the objects it claimed, with
/// dictionaries for the objects whose slot another live measuring engine holds.
struct MeasuringTables {
    /// Item states, by the items' ``ItemHandle/measuringIndex``.
    var states: [ItemLayoutState] = []
    /// Lowered forms, by the constraints' ``NSLayoutConstraint/measuringIndex``; `nil` at a freed index.
    var lowerings: [LoweredConstraint?] = []
    /// Indices of ``lowerings`` given back, to be reused before the table grows.
    var freeLowerings: [Int32] = []
    /// Item states of items whose slot another live measuring engine holds, by item identity.
    var otherStates: [ObjectIdentifier: DetachedItemState] = [:]
    /// Lowered forms of constraints whose slot another live measuring engine holds, by constraint identity.
    var otherLowerings: [ObjectIdentifier: DetachedLowering] = [:]
    /// How many constraints the engine holds a lowered form of, in either place.
    var loweredCount: Int { lowerings.count - freeLowerings.count + otherLowerings.count }

    /// Sizes the dense tables for `items` more items and `constraints` more lowered forms.
    mutating func reserve(items: Int, constraints: Int) {
        states.reserveCapacity(states.count + items)
        lowerings.reserveCapacity(lowerings.count + max(0, constraints - freeLowerings.count))
    }

    /// Stores `lowered` at a new or freed index, and returns the index.
    mutating func claimLowering(_ lowered: LoweredConstraint) -> Int32 {
        if let index = freeLowerings.popLast() {
            lowerings[Int(index)] = lowered
            return index
        }
        lowerings.append(lowered)
        return Int32(lowerings.count - 1)
    }

    /// Frees `index`, whose lowered form is retired.
    mutating func freeLowering(at index: Int32) {
        lowerings[Int(index)] = nil
        freeLowerings.append(index)
    }

    /// Records (or clears) the lowered form of a constraint whose slot is another engine's.
    mutating func setOtherLowering(_ lowered: LoweredConstraint?, of constraint: NSLayoutConstraint) {
        otherLowerings[ObjectIdentifier(constraint)] = lowered.map {
            DetachedLowering(constraint: constraint, lowered: $0)
        }
    }
}

/// A detached engine's state of an item, with the item's handle: a new item at a gone item's address has another
/// handle (which the entry keeps alive, so it cannot be reused either).
struct DetachedItemState {
    /// The handle of the item.
    let handle: ItemHandle
    /// The engine state of the item.
    let state: ItemLayoutState
}

/// A detached engine's lowered form of a constraint, with the constraint (held, so that its address names it
/// for as long as the entry exists).
struct DetachedLowering {
    /// The constraint.
    let constraint: NSLayoutConstraint
    /// Its lowered form.
    var lowered: LoweredConstraint
}

extension LayoutEngine {
    /// A measuring engine's state of `item`, made on first use: at the item's measuring slot when the engine holds
    /// it or can claim it, in ``MeasuringTables/otherStates`` otherwise.
    func measuringState(of item: any LayoutItem) -> ItemLayoutState {
        let itemHandle = item.itemHandle
        if itemHandle.measuringOwner === handle {
            return measuringTables.states[Int(itemHandle.measuringIndex)]
        }
        let key = ObjectIdentifier(item)
        if !measuringTables.otherStates.isEmpty, let entry = measuringTables.otherStates[key],
            entry.handle === itemHandle
        {
            // The entry holds the item's handle, so an item made where a gone one was is never taken for it.
            return entry.state
        }
        let state = ItemLayoutState()
        if itemHandle.measuringOwner?.engine == nil {
            itemHandle.measuringOwner = handle
            itemHandle.measuringIndex = Int32(measuringTables.states.count)
            measuringTables.states.append(state)
        } else {
            measuringTables.otherStates[key] = DetachedItemState(handle: itemHandle, state: state)
        }
        return state
    }

    /// A measuring engine's lowered form of `constraint`, if it holds one.
    func measuringLowered(of constraint: NSLayoutConstraint) -> LoweredConstraint? {
        if constraint.measuringOwner === handle {
            return measuringTables.lowerings[Int(constraint.measuringIndex)]
        }
        guard !measuringTables.otherLowerings.isEmpty else { return nil }
        return measuringTables.otherLowerings[ObjectIdentifier(constraint)]?.lowered
    }

    /// Records (or clears) a measuring engine's lowered form of `constraint`: at the constraint's slot when the
    /// engine holds it or can claim it, in ``MeasuringTables/otherLowerings`` otherwise. Clearing frees the slot.
    func setMeasuringLowered(_ lowered: LoweredConstraint?, of constraint: NSLayoutConstraint) {
        if constraint.measuringOwner === handle {
            let index = constraint.measuringIndex
            if let lowered {
                measuringTables.lowerings[Int(index)] = lowered
            } else {
                measuringTables.freeLowering(at: index)
                constraint.measuringOwner = nil
            }
            return
        }
        if !measuringTables.otherLowerings.isEmpty,
            measuringTables.otherLowerings[ObjectIdentifier(constraint)] != nil
        {
            measuringTables.setOtherLowering(lowered, of: constraint)
            return
        }
        guard let lowered else { return }
        if constraint.measuringOwner?.engine == nil {
            constraint.measuringOwner = handle
            constraint.measuringIndex = measuringTables.claimLowering(lowered)
        } else {
            measuringTables.setOtherLowering(lowered, of: constraint)
        }
    }
}
