import Cassowary
import Foundation

extension LayoutEngine {
    /// Puts `constraint` into the solver, or brings its solver form up to date (constant in place, optional
    /// priority re-weighted in place, anything else re-lowered).
    func update(_ constraint: NSLayoutConstraint) {
        guard var current = lowered(of: constraint) else {
            add(constraint)
            return
        }
        if !isDetached && (constraint.needsRelowering || !isCurrent(current, of: constraint)) {
            retire(constraint)
            add(constraint)
            return
        }
        if !current.isBroken && current.appliedPriority != constraint.storedPriority {
            let strength = strength(of: constraint)
            if strength.isRequired || solver.strength(of: current.solverID)?.isRequired ?? true {
                retire(constraint)
                add(constraint)
                return
            }
            do {
                try solver.setStrength(strength, of: current.solverID)
                current.appliedPriority = constraint.storedPriority
            } catch {
                retire(constraint)
                add(constraint)
                return
            }
        }
        if current.appliedConstant != constraint.storedConstant {
            if collectedConstantChanges != nil {
                collectedConstantChanges?.append(
                    CollectedConstantChange(
                        constraint: constraint, solverID: current.solverID,
                        solverConstant: current.baseConstant - Double(constraint.storedConstant)))
                current.appliedConstant = constraint.storedConstant
                setLowered(current, of: constraint)
                return
            }
            do {
                try solver.setConstant(current.baseConstant - Double(constraint.storedConstant), of: current.solverID)
                current.appliedConstant = constraint.storedConstant
            } catch {
                // A required constraint that the new constant makes unsatisfiable: add it again, which reports the
                // conflict and breaks it.
                retire(constraint)
                add(constraint)
                return
            }
        }
        setLowered(current, of: constraint)
    }

    /// The solver strength `constraint` asks for.
    func strength(of constraint: NSLayoutConstraint) -> Strength {
        if constraint.role.isRootSize && !constraint.storedPriority.isRequired {
            // A root that does not translate its autoresizing mask keeps its size unless constraints say otherwise.
            return EngineLevel.rootSize
        }
        return EngineLevel.strength(of: constraint.storedPriority)
    }

    /// Lowers `constraint` and adds it; when a required constraint is unsatisfiable, reports the conflict in
    /// Apple's shape and keeps it just below required.
    func add(_ constraint: NSLayoutConstraint) {
        if !isDetached {
            constraint.needsRelowering = false
        }
        guard let lowering = lower(constraint) else { return }
        let strength = strength(of: constraint)
        do {
            let id = try addLowered(
                lowering.builder, of: constraint, solverRelation(constraint.relation), strength: strength)
            record(constraint, id, baseConstant: lowering.baseConstant, isBroken: false)
        } catch {
            // Held broken for now, and tried again once the whole sync is applied (see ``resolveConflicts()``):
            // what conflicts halfway through a sync may hold at its end.
            addBroken(constraint, lowering)
            deferredConflicts.append(heldBroken(constraint, conflicts: Self.conflicts(in: error)))
        }
    }

    /// Adds `constraint`, lowered as `lowering`, just below required, as a broken constraint.
    func addBroken(_ constraint: NSLayoutConstraint, _ lowering: (builder: ExpressionBuilder, baseConstant: Double)) {
        do {
            let broken = try addLowered(
                lowering.builder, of: constraint, solverRelation(constraint.relation), strength: EngineLevel.broken)
            record(constraint, broken, baseConstant: lowering.baseConstant, isBroken: true)
        } catch {
            // An optional constraint is always accepted; nothing else can be done with it.
        }
    }

    /// Adds `builder`, the lowered form of `constraint`, to the solver. A hierarchy's engine asks for the placement
    /// order `constraint` had here before, if any, and notes the one it has now (see
    /// ``NSLayoutConstraint/placement``); a measuring engine is never rebuilt, and leaves it alone.
    func addLowered(
        _ builder: ExpressionBuilder, of constraint: NSLayoutConstraint, _ relation: Cassowary.Relation,
        strength: Strength, belowStrength: Strength? = nil
    ) throws(ConstraintIDError) -> ConstraintID {
        let id = try builder.add(
            to: solver, relation, strength: strength, belowStrength: belowStrength,
            placement: isDetached ? nil : constraint.placement)
        if !isDetached {
            constraint.placement = solver.placementOrder(of: id)
        }
        return id
    }

    /// Records the solver form of `constraint` (with the compression priority applied when it is a content pair's,
    /// lowered by its hugging constraint).
    func record(
        _ constraint: NSLayoutConstraint, _ solverID: ConstraintID, baseConstant: Double, isBroken: Bool,
        pairedCompressionPriority: UILayoutPriority? = nil
    ) {
        if conflictOwners != nil {
            conflictOwners?[solverID] = constraint
        }
        setLowered(
            LoweredConstraint(
                engineHandle: handle, solverID: solverID, baseConstant: baseConstant,
                appliedConstant: constraint.storedConstant, appliedPriority: constraint.storedPriority,
                isBroken: isBroken, epoch: registrationEpoch, pairedCompressionPriority: pairedCompressionPriority),
            of: constraint)
    }

    /// Whether `lowered`, the solver form of `constraint`, still stands on the variables its items have: no item
    /// of it was purged (nor registered anew) since it was lowered. Only a constraint that was deactivated while
    /// an item of it left the hierarchy, and activated again before the next pass, can fail this.
    @inline(__always)
    func isCurrent(_ lowered: LoweredConstraint, of constraint: NSLayoutConstraint) -> Bool {
        lowered.epoch == registrationEpoch || itemsAreRegistered(for: constraint, since: lowered.epoch)
    }

    /// Whether every item `constraint` is lowered over (its items, their margins guides, its coordinate view)
    /// has been registered here since epoch `epoch` or before, without a purge in between.
    private func itemsAreRegistered(for constraint: NSLayoutConstraint, since epoch: Int) -> Bool {
        func isRegistered(_ item: (any LayoutItem)?, margins: Bool) -> Bool {
            guard var item else { return true }
            if margins, let view = item as? HeadlessView { item = view.layoutMarginsGuide }
            let state = state(of: item)
            return state.variables(in: self) != nil && state.registrationSerial <= epoch
        }
        let locates = constraint.firstAttribute.isLocation || constraint.secondAttribute.isLocation
        return isRegistered(constraint.firstLayoutItem, margins: constraint.firstAttribute.isMargin)
            && isRegistered(constraint.secondLayoutItem, margins: constraint.secondAttribute.isMargin)
            && (!locates || isRegistered(constraint.coordinateView, margins: false))
    }

    /// Removes `constraint` from the solver if it is there.
    func retire(_ constraint: NSLayoutConstraint) {
        guard let solverID = forgetSolverForm(of: constraint) else { return }
        try? solver.removeConstraint(solverID)
    }

    /// Forgets `constraint`'s solver form, if it has one here, and returns its ID: the caller removes it from the
    /// solver.
    func forgetSolverForm(of constraint: NSLayoutConstraint) -> ConstraintID? {
        guard let current = lowered(of: constraint) else { return nil }
        conflictOwners?[current.solverID] = nil
        setLowered(nil, of: constraint)
        return current.solverID
    }

    /// Cassowary's relation for a layout relation (`first - (m × second + c) (relation) 0`).
    func solverRelation(_ relation: NSLayoutConstraint.Relation) -> Cassowary.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    // MARK: Lowering

    /// `first - multiplier × second - constant` over the items' variables, read in the coordinate space of the
    /// constraint's coordinate view; `nil` when an item is gone or outside this engine.
    func lower(_ constraint: NSLayoutConstraint) -> (builder: ExpressionBuilder, baseConstant: Double)? {
        if let lowered = lowerBetweenViews(constraint) { return lowered }
        guard let first = constraint.firstLayoutItem else { return nil }
        let second = constraint.secondLayoutItem
        if constraint.hasSecondItem && second == nil { return nil }
        let usesSecond = second != nil && constraint.secondAttribute != .notAnAttribute && constraint.multiplier != 0
        let directional =
            constraint.firstAttribute.isDirectional || (usesSecond && constraint.secondAttribute.isDirectional)
        let mirrored = directional && (first.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        var builder = ExpressionBuilder()
        let coordinateView = constraint.coordinateView ?? first.hostView
        guard
            addAttribute(
                constraint.firstAttribute, of: first, scale: 1, coordinateView: coordinateView, mirrored: mirrored,
                into: &builder)
        else { return nil }
        if usesSecond, let second {
            guard
                addAttribute(
                    constraint.secondAttribute, of: second, scale: -Double(constraint.multiplier),
                    coordinateView: coordinateView, mirrored: mirrored, into: &builder)
            else { return nil }
        }
        let baseConstant = builder.constant
        builder.constant -= Double(constraint.storedConstant)
        return (builder, baseConstant)
    }

    /// ``lower(_:)`` for the shape nearly every constraint has, read without existentials or guide lookups: a
    /// view (and another view, or nothing) with edge, center and size attributes.
    /// `nil` for any other shape, which the general path then lowers or finds invalid. The views are read
    /// unmanaged (see ``ItemHandle``): every constraint of a layout passes here.
    private func lowerBetweenViews(
        _ constraint: NSLayoutConstraint
    ) -> (builder: ExpressionBuilder, baseConstant: Double)? {
        let firstAttribute = constraint.firstAttribute
        let secondAttribute = constraint.secondAttribute
        guard firstAttribute.hasPlainGeometry, let first = constraint.firstItemHandle?.viewReference else {
            return nil
        }
        var second: Unmanaged<HeadlessView>?
        if constraint.hasSecondItem {
            guard let view = constraint.secondItemHandle?.viewReference else { return nil }
            second = view
        }
        let usesSecond = second != nil && secondAttribute != .notAnAttribute && constraint.multiplier != 0
        guard !usesSecond || secondAttribute.hasPlainGeometry,
            let firstVariables = variablesOfView(first)
        else { return nil }
        var secondVariables: ItemVariables?
        if usesSecond, let second {
            guard let variables = variablesOfView(second) else { return nil }
            secondVariables = variables
        }
        var origin: ItemVariables?
        if firstAttribute.isLocation || (usesSecond && secondAttribute.isLocation) {
            guard let variables = variablesOfView(constraint.coordinateViewHandle?.viewReference ?? first) else {
                return nil
            }
            origin = variables
        }
        let directional = firstAttribute.isDirectional || (usesSecond && secondAttribute.isDirectional)
        let mirrored =
            directional
            && first._withUnsafeGuaranteedRef { $0.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        var builder = ExpressionBuilder()
        builder.add(firstAttribute, of: firstVariables, scale: 1, origin: origin, mirrored: mirrored)
        if let secondVariables {
            builder.add(
                secondAttribute, of: secondVariables, scale: -Double(constraint.multiplier), origin: origin,
                mirrored: mirrored)
        }
        let baseConstant = builder.constant
        builder.constant -= Double(constraint.storedConstant)
        return (builder, baseConstant)
    }

    /// The variables of `view` in this engine, registering it first if it is not yet.
    @inline(__always)
    private func variablesOfView(_ view: Unmanaged<HeadlessView>) -> ItemVariables? {
        view._withUnsafeGuaranteedRef { view in
            // A measuring engine's states are its own (in its tables), not the view's.
            (isDetached ? measuringState(of: view) : view.layoutState).variables(in: self) ?? variables(for: view)
        }
    }

    /// Adds `scale × item.attribute` to `builder`. Positions are measured from the coordinate view's
    /// top-left corner; when `mirrored`, horizontal positions are measured from its right edge, leftwards
    /// (right-to-left constraints with leading/trailing).
    func addAttribute(
        _ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem, scale: Double,
        coordinateView: HeadlessView?, mirrored: Bool, into builder: inout ExpressionBuilder
    ) -> Bool {
        var item = item
        var attribute = attribute
        if attribute.isMargin {
            guard let view = item.itemHandle.view else { return false }
            item = view.layoutMarginsGuide
            attribute = attribute.withoutMargin
        }
        guard attribute != .notAnAttribute, let variables = variables(for: item) else { return false }
        if attribute.isSize {
            builder.add(attribute, of: variables, scale: scale, origin: nil, mirrored: mirrored)
            return true
        }
        guard let coordinateView, let origin = self.variables(for: coordinateView) else { return false }
        switch attribute {
        case .firstBaseline:
            builder.add(.top, of: variables, scale: scale, origin: origin, mirrored: mirrored)
            if let view = item as? HeadlessView { builder.constant += scale * Double(view.firstBaselineOffsetFromTop) }
        case .lastBaseline:
            builder.add(.bottom, of: variables, scale: scale, origin: origin, mirrored: mirrored)
            if let view = item as? HeadlessView {
                builder.constant -= scale * Double(view.lastBaselineOffsetFromBottom)
            }
        default:
            guard attribute.hasPlainGeometry else { return false }
            builder.add(attribute, of: variables, scale: scale, origin: origin, mirrored: mirrored)
        }
        return true
    }

    // MARK: Conflicts

    /// Reports an unsatisfiable layout the way UIKit logs it, with the broken constraint last.
    func reportUnsatisfiable(_ broken: NSLayoutConstraint, conflicts: [ConstraintID]) {
        var involved: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(broken)])
        for conflict in conflicts {
            if let owner = owner(of: conflict), seen.insert(ObjectIdentifier(owner)).inserted {
                involved.append(owner)
            }
        }
        involved.append(broken)
        LayoutDiagnostics.report(
            .unsatisfiableConstraints, Self.unsatisfiableMessage(involved, broken: broken), involved)
    }

    /// The layout constraint whose solver form is `solverID` (found through a map of every constraint in the
    /// engine, built on the first conflict of a sync).
    func owner(of solverID: ConstraintID) -> NSLayoutConstraint? {
        if conflictOwners == nil {
            var map = ConstraintOwnerTable(capacity: solver.constraintCount)
            func note(_ constraint: NSLayoutConstraint) {
                if let form = lowered(of: constraint)?.solverID {
                    map[form] = constraint
                }
            }
            compactRegistrations()
            forEachRegisteredView { view in
                for case let constraint? in view.installedConstraintSlots {
                    note(constraint)
                }
                let state = state(of: view)
                state.frameConstraints.forEach(note)
                for case let constraint? in state.contentSizeConstraints {
                    note(constraint)
                }
                if let guide = view.storedLayoutMarginsGuide {
                    self.state(of: guide).frameConstraints.forEach(note)
                }
                if let guide = view.storedSafeAreaLayoutGuide {
                    self.state(of: guide).frameConstraints.forEach(note)
                }
            }
            conflictOwners = map
        }
        return conflictOwners?[solverID]
    }

    /// UIKit's console message for an unsatisfiable layout, with call sites and HeadlessLayout's advice.
    static func unsatisfiableMessage(_ involved: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        ConflictReport.text(involved, broken: broken)
    }
}

extension LayoutEngine {
    /// Applies the constant changes collected while the queue was applied (``collectedConstantChanges``) in one
    /// solver call: every shift, then one dual simplex. One at a time, a layout pass that changes every spacing of
    /// a stack that fits exactly ran a dual simplex per spacing through the stack's closing row. A change the
    /// required constraints cannot take is handled as ``update(_:)`` handles it alone: the constraint is added
    /// again, which reports the conflict and breaks it.
    func applyCollectedConstantChanges() {
        guard let collected = collectedConstantChanges else { return }
        collectedConstantChanges = nil
        // A constraint lowered anew since its change was collected has its new constant already.
        let changes = collected.filter { lowered(of: $0.constraint)?.solverID == $0.solverID }
        guard !changes.isEmpty else { return }
        let failed = solver.setConstants(changes.map { ($0.solverID, $0.solverConstant) })
        guard !failed.isEmpty else { return }
        let failedIDs = Set(failed)
        for change in changes where failedIDs.contains(change.solverID) {
            retire(change.constraint)
            add(change.constraint)
        }
    }
}

/// A constant change of a lowered constraint, collected while the queue of pending constraints is applied.
struct CollectedConstantChange {
    /// The constraint.
    let constraint: NSLayoutConstraint
    /// Its solver form when the change was collected.
    let solverID: ConstraintID
    /// The new constant of its solver expression.
    let solverConstant: Double
}
