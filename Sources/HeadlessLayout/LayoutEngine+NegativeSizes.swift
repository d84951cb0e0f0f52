import Cassowary
import Foundation

// Sizes that required constraints force below zero: the conflict is learnt by asking `size >= 0` as required, and a
// findable constraint of it is broken, so that the size floors hold (see docs/ARCHITECTURE.md, "Sizes never go
// negative").
extension LayoutEngine {
    /// Breaks, for the items (views and user layout guides) of ``negativeSizedItems`` whose sizes required
    /// constraints force below zero, findable constraints of that conflict, so that their size floors hold. The
    /// conflict is learnt by asking for `size >= 0` as required, one negative size after another, each kept while
    /// the next is asked and all taken back at the end. Asked alone, each can hold by passing the deficit to another
    /// size (a list of padded cards too long for its root: any one card's content can be at zero, not all of them);
    /// so the floored sizes that went negative meanwhile are asked in turn, until none is, with every other floored
    /// size held at zero or above as they are asked. A conflict found floors every size it names and breaks a
    /// constraint that absorbs the whole deficit where one does (``breakSufficingConstraint(of:asking:of:on:)``).
    /// Each size is asked once, and again after each constraint broken for it (up to ``breaksPerSize``). A size whose
    /// conflict names only the engine's own constraints is reported once, and not asked again this pass
    /// (`reported`).
    /// - Returns: Whether the solution may have moved since the frames were read: a constraint was broken, or a
    ///   floor asked held (taking it back leaves an optimum that may not be the one read).
    func breakConstraintsForcingNegativeSizes(reported: inout Set<ObjectIdentifier>) -> Bool {
        var asked = negativeSizedItems
        negativeSizedItems = []
        var brokeAny = false
        var heldFloors: [ConstraintID] = []
        // The sizes asked so far: each is asked once (a floor that holds can still read a rounding below zero).
        var askedAxes: [ObjectIdentifier: SizeAxes] = [:]
        while !asked.isEmpty {
            let heldBefore = heldFloors.count
            for item in asked where !reported.contains(ObjectIdentifier(item)) {
                guard let variables = state(of: item).variables else { continue }
                for attribute in [NSLayoutConstraint.Attribute.width, .height]
                where solver.value(of: attribute == .width ? variables.width : variables.height) < -1e-7 {
                    let axis: SizeAxes = attribute == .width ? .width : .height
                    guard askedAxes[ObjectIdentifier(item), default: []].insert(axis).inserted else { continue }
                    let floor = Self.sizeFloor(attribute, of: variables)
                    // A constraint broken for it may not be enough (many sizes matched to one can each be the one
                    // left below zero): asked again after each break, up to a few.
                    for _ in 0..<Self.breaksPerSize {
                        do {
                            // It holds (something else moved): kept while the other sizes are asked.
                            let id = try floor.add(to: solver, .greaterThanOrEqual, strength: .required)
                            heldFloors.append(id)
                            nameSizeFloor(id, of: item, attribute)
                            break
                        } catch {
                            let conflicts = Self.conflicts(in: error)
                            floorSizes(namedIn: conflicts, on: axis)
                            let tried = breakSufficingConstraint(of: conflicts, asking: floor, of: item, on: axis)
                            if tried.broke { brokeAny = true }
                            if let id = tried.floor {
                                heldFloors.append(id)
                                nameSizeFloor(id, of: item, attribute)
                                break
                            }
                            if tried.broke { continue }
                            if let victim = breakable(among: conflicts, spacingsFirst: true) {
                                breakConstraint(victim, conflicts: conflicts)
                                brokeAny = true
                            } else {
                                // Only the engine's own constraints force it: say so once.
                                reportNegativeSize(of: item)
                                reported.insert(ObjectIdentifier(item))
                                break
                            }
                        }
                    }
                }
            }
            // Every size asked held: the deficit went elsewhere, to sizes whose floors were only just below required.
            guard heldFloors.count > heldBefore else { break }
            asked = flooredItemsBelowZero(skipping: reported)
            if !asked.isEmpty {
                holdFloorsAtOrAboveZero(skipping: reported, asked: &askedAxes, into: &heldFloors)
            }
        }
        for id in heldFloors.reversed() {
            try? solver.removeConstraint(id)
        }
        conflictOwners = nil
        return brokeAny || !heldFloors.isEmpty
    }

    /// Breaks a user constraint of `conflicts` (which keep `floor`, `size >= 0` of `item`, from holding as required)
    /// that lets the floor hold without passing the deficit on to other floored sizes. Returns the floor's ID when it
    /// then holds as required (`nil` when it does not yet), and whether a constraint was broken (not when no
    /// constraint tried does).
    ///
    /// Breaking any constraint of the conflict lets the floor hold, but not always by absorbing the deficit: a
    /// card's inset broken lets only that card shrink to zero, and the rest of a list's overflow goes to the next
    /// card, whose floor then breaks its inset (a list of N cards too long for its root broke up to N insets, each
    /// reported with a conflict as long as the list). A spacing between siblings, broken, absorbs all of it. So one
    /// constraint of each kind (``BreakKind``) is tried, the preferred first: broken, the floor asked, and mended
    /// again. The first that leaves no floored size below zero is kept; else the one that left the least deficit, if
    /// it left no more than there was.
    private func breakSufficingConstraint(
        of conflicts: [ConstraintID], asking floor: ExpressionBuilder, of item: any LayoutItem, on axis: SizeAxes
    ) -> (floor: ConstraintID?, broke: Bool) {
        let deficit = flooredDeficit(on: axis, skipping: item)
        let tolerance = 1e-7 * max(1, deficit)
        var tried: Set<BreakKind> = []
        // The constraint that let the floor hold leaving the least deficit elsewhere, and that deficit.
        var best: (victim: NSLayoutConstraint, deficit: Double)?
        for _ in 0..<Self.kindsTried {
            guard let victim = breakable(among: conflicts, spacingsFirst: true, skipping: tried),
                victim.role == .user
            else { break }
            tried.insert(BreakKind(victim))
            // Not mended (it could not hold again): it stays broken, and is reported.
            guard let left = deficitLeft(breaking: victim, asking: floor, on: axis) else { return (nil, true) }
            if left.id != nil {
                // Nothing left below zero: this one.
                holdBroken(victim, conflicts: conflicts)
                reportBreaking(victim, conflicts: conflicts)
                return (left.id, true)
            }
            if let after = left.deficit, after <= deficit + tolerance, after < best?.deficit ?? .infinity {
                best = (victim, after)
            }
        }
        guard let best else { return (nil, false) }
        breakConstraint(best.victim, conflicts: conflicts)
        return (try? floor.add(to: solver, .greaterThanOrEqual, strength: .required), true)
    }

    /// Breaks `victim` and asks `floor` as required. When the floor holds and no floored size on `axis` is left below
    /// zero, both stay, and the floor's ID is returned; otherwise both are taken back (`victim` mended), and the
    /// deficit the floored sizes were left with is returned (`nil` when the floor did not hold, or `victim` could
    /// not be lowered and was not tried). `nil` when `victim` could not be mended (it is then held broken and
    /// reported).
    private func deficitLeft(
        breaking victim: NSLayoutConstraint, asking floor: ExpressionBuilder, on axis: SizeAxes
    ) -> (id: ConstraintID?, deficit: Double?)? {
        guard let lowering = lower(victim) else { return (nil, nil) }
        retire(victim)
        addBroken(victim, lowering)
        var left: Double?
        if let id = try? floor.add(to: solver, .greaterThanOrEqual, strength: .required) {
            let after = flooredDeficit(on: axis, skipping: nil)
            if after <= 1e-7 { return (id, 0) }
            left = after
            try? solver.removeConstraint(id)
        }
        guard mend(victim, lowering) else { return nil }
        return (nil, left)
    }

    /// The expression of `attribute` (a width or height) of the item with `variables`, for its floor `size >= 0`.
    private static func sizeFloor(
        _ attribute: NSLayoutConstraint.Attribute, of variables: ItemVariables
    ) -> ExpressionBuilder {
        var floor = ExpressionBuilder()
        floor.add(attribute, of: variables, scale: 1, origin: nil, mirrored: false)
        return floor
    }

    /// How many kinds of constraint ``breakSufficingConstraint(of:asking:of:on:)`` tries.
    static let kindsTried = 6

    /// Adds `victim`, broken for a trial, at its own strength again (lowered as `lowering`); `false` if it cannot
    /// hold (it is then held broken and reported, as any constraint that cannot).
    private func mend(
        _ victim: NSLayoutConstraint, _ lowering: (builder: ExpressionBuilder, baseConstant: Double)
    ) -> Bool {
        retire(victim)
        do {
            let id = try addLowered(
                lowering.builder, of: victim, solverRelation(victim.relation), strength: strength(of: victim))
            record(victim, id, baseConstant: lowering.baseConstant, isBroken: false)
            return true
        } catch {
            addBroken(victim, lowering)
            let conflicts = Self.conflicts(in: error)
            holdBroken(victim, conflicts: conflicts)
            reportBreaking(victim, conflicts: conflicts)
            return false
        }
    }

    /// How far below zero the floored sizes on `axis` are in all, but `skipped`'s.
    private func flooredDeficit(on axis: SizeAxes, skipping skipped: (any LayoutItem)?) -> Double {
        var deficit = 0.0
        forEachSizedItem { item in
            let state = state(of: item)
            guard item !== skipped, let variables = state.variables else { return }
            if axis == .width, state.widthFloor != nil { deficit += max(0, -solver.value(of: variables.width)) }
            if axis == .height, state.heightFloor != nil { deficit += max(0, -solver.value(of: variables.height)) }
        }
        return deficit
    }

    /// Asks as required the floor of every floored size that is at or above zero now and not yet asked (but those of
    /// the items in `skipped`). Each holds, since the solution meets it; together they keep each size asked next from
    /// holding by passing its deficit on to one more size (a list too long for its root: its sizes gave way one per
    /// ask, and only the last ask found the conflict).
    private func holdFloorsAtOrAboveZero(
        skipping skipped: Set<ObjectIdentifier>, asked: inout [ObjectIdentifier: SizeAxes],
        into held: inout [ConstraintID]
    ) {
        forEachSizedItem { item in
            let state = state(of: item)
            guard let variables = state.variables, !skipped.contains(ObjectIdentifier(item)) else { return }
            for (axis, floor, size) in [
                (SizeAxes.width, state.widthFloor, variables.width), (.height, state.heightFloor, variables.height),
            ] where floor != nil && solver.value(of: size) >= -1e-7 {
                guard asked[ObjectIdentifier(item), default: []].insert(axis).inserted else { continue }
                let attribute: NSLayoutConstraint.Attribute = axis == .width ? .width : .height
                if let id = try? Self.sizeFloor(attribute, of: variables)
                    .add(to: solver, .greaterThanOrEqual, strength: .required)
                {
                    held.append(id)
                    nameSizeFloor(id, of: item, attribute)
                }
            }
        }
    }

    /// Floors (just below required), on `axis`, every item that the constraints of `conflicts` name and that lacks a
    /// floor there: a constraint broken for the conflict then absorbs its deficit, rather than a size of the conflict
    /// that had no floor yet (which would be the next to go below zero).
    private func floorSizes(namedIn conflicts: [ConstraintID], on axis: SizeAxes) {
        var offenders: [(state: ItemLayoutState, axes: SizeAxes)] = []
        var seen = Set<ObjectIdentifier>()
        for id in conflicts {
            guard let owner = owner(of: id) else { continue }
            for case let item? in [owner.firstLayoutItem, owner.secondLayoutItem]
            where seen.insert(ObjectIdentifier(item)).inserted {
                let state = state(of: item)
                if state.wantsNonNegativity && !state.flooredAxes.contains(axis) {
                    offenders.append((state, axis))
                }
            }
        }
        if !offenders.isEmpty { addSizeFloors(to: offenders) }
    }

    /// How many constraints ``breakConstraintsForcingNegativeSizes(reported:)`` breaks for one size before it leaves
    /// the size to the frame pass's next round.
    static let breaksPerSize = 8

    /// The registered views and user layout guides with a size floor on an axis whose size is below zero now, but
    /// those in `skipped`.
    private func flooredItemsBelowZero(skipping skipped: Set<ObjectIdentifier>) -> [any LayoutItem] {
        var found: [any LayoutItem] = []
        forEachSizedItem { item in
            let state = state(of: item)
            guard let variables = state.variables, !skipped.contains(ObjectIdentifier(item)) else { return }
            if (state.widthFloor != nil && solver.value(of: variables.width) < -1e-7)
                || (state.heightFloor != nil && solver.value(of: variables.height) < -1e-7)
            {
                found.append(item)
            }
        }
        return found
    }

    /// Names the floor `id` (`attribute >= 0` of `item`, asked as required by
    /// ``breakConstraintsForcingNegativeSizes(reported:)``) in the conflicts that a later size's floor reports.
    private func nameSizeFloor(_ id: ConstraintID, of item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        _ = owner(of: id)
        conflictOwners?[id] = NSLayoutConstraint(
            role: .nonNegativeSize, first: item, attribute, .greaterThanOrEqual, second: nil, .notAnAttribute,
            multiplier: 1, constant: 0, priority: .required)
    }
}
