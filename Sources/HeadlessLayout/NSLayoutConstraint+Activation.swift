import Foundation

extension NSLayoutConstraint {
    /// Whether the constraint takes part in layout. Setting it to `true` installs the constraint on the nearest
    /// common ancestor of its items (a guide counts as its owning view); with no common ancestor that is
    /// reported as ``LayoutDiagnostic/Kind/noCommonAncestor`` and the constraint stays inactive. Setting it to
    /// `false` removes it from the view it was installed on.
    public var isActive: Bool {
        get { role.isUser ? isInstalled : lowered != nil }
        set {
            guard role.isUser else { return }
            if newValue {
                activate()
            } else {
                deactivate()
            }
        }
    }

    /// Activates every constraint of `constraints`; the layout is solved once, at the next layout pass.
    /// - Parameter constraints: The constraints to activate.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        // Borrowed from the array, which holds them: a plain loop retained and released each constraint.
        forEachBorrowed(constraints) { constraint in
            constraint.isActive = true
        }
    }

    /// Deactivates every constraint of `constraints`; the layout is solved once, at the next layout pass.
    /// - Parameter constraints: The constraints to deactivate.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        forEachBorrowed(constraints) { constraint in
            constraint.isActive = false
        }
    }

    /// The views that stand for the items in the view hierarchy (a guide stands for its owning view), or the
    /// reason the constraint cannot be installed.
    func itemViews() -> (first: HeadlessView, second: HeadlessView?)? {
        guard let first = Self.hostView(of: firstItemHandle) else { return nil }
        guard hasSecondItem else { return (first, nil) }
        guard let second = Self.hostView(of: secondItemHandle) else { return nil }
        return (first, second)
    }

    /// Where the items stand in the view hierarchy, as PureLayoutSwift checks them before installing.
    package enum ItemHostViews {
        /// The first item is gone (deallocated).
        case firstItemGone
        /// An item is a layout guide that belongs to no view.
        case unownedGuide
        /// The views standing for the first item and for the second (`nil` when there is none, or it is gone).
        case views(HeadlessView, HeadlessView?)
    }

    /// ``ItemHostViews`` read through the item handles: no existential is made and no item cast (the public
    /// `firstItem` and `secondItem` cost both).
    package var itemHostViews: ItemHostViews {
        guard Self.itemExists(firstItemHandle) else { return .firstItemGone }
        guard let first = Self.hostView(of: firstItemHandle) else { return .unownedGuide }
        guard Self.itemExists(secondItemHandle) else { return .views(first, nil) }
        guard let second = Self.hostView(of: secondItemHandle) else { return .unownedGuide }
        return .views(first, second)
    }

    /// The view of an item, or the owning view of a guide, read through its handle (no existential, which
    /// would cost a retain and a witness call for each item of every activation).
    static func hostView(of handle: ItemHandle?) -> HeadlessView? {
        handle?.hostViewReference?.takeUnretainedValue()
    }

    /// Whether the item of `handle` still exists.
    static func itemExists(_ handle: ItemHandle?) -> Bool {
        handle?.holdsItem ?? false
    }

    /// Installs the constraint on the nearest common ancestor of its items. The views are read unmanaged
    /// (see ``ItemHandle``): activation is the one path every constraint of a build takes.
    func activate() {
        guard !isInstalled, isValid else { return }
        guard Self.itemExists(firstItemHandle), !hasSecondItem || Self.itemExists(secondItemHandle) else {
            LayoutDiagnostics.report(
                .invalidConstraint, "Unable to activate \(self): one of its items no longer exists.", [self])
            return
        }
        guard let first = firstItemHandle?.hostViewReference else {
            reportNoCommonAncestor()
            return
        }
        var ancestor = first
        if hasSecondItem {
            guard let second = secondItemHandle?.hostViewReference,
                let common = HeadlessView.nearestCommonAncestor(first, second)
            else {
                reportNoCommonAncestor()
                return
            }
            ancestor = common
        }
        ancestor._withUnsafeGuaranteedRef { install(on: $0, coordinateView: $0) }
    }

    /// Reports that the items share no ancestor, in Apple's words.
    func reportNoCommonAncestor() {
        let firstName = firstLayoutItem.map { Self.name(of: $0) } ?? "(nil)"
        let secondName = secondLayoutItem.map { Self.name(of: $0) } ?? "(nil)"
        LayoutDiagnostics.report(
            .noCommonAncestor,
            "Unable to activate constraint with anchors <\(firstName).\(firstAttribute)> and "
                + "<\(secondName).\(secondAttribute)> because they have no common ancestor.  Does the constraint or "
                + "its anchors reference items in different view hierarchies?  That's illegal. Constraint: \(self)",
            [self])
    }

    /// Records the constraint as installed on `view`, indexes it on its items and tells the engine.
    func install(on view: HeadlessView, coordinateView: HeadlessView) {
        view.appendInstalledConstraint(self)
        coordinateViewHandle = coordinateView.itemHandle
        let firstState = firstItemHandle?.layoutStateReference
        let secondState = secondItemHandle?.layoutStateReference
        firstState?._withUnsafeGuaranteedRef { $0.addReference(self, asFirst: true) }
        if let secondState, secondState.toOpaque() != firstState?.toOpaque() {
            secondState._withUnsafeGuaranteedRef { $0.addReference(self, asFirst: false) }
        }
        // The engine of the hierarchy it joins adds it (and retires a solver form another engine still holds, from
        // before its views moved there); outside any engine's hierarchy, the engine holding it retires it.
        if view.hierarchyEngineHandle?.withEngine({ $0.enqueue(self) }) == nil {
            lowered?.engineHandle.withEngine { $0.enqueue(self) }
        }
        tellMeasuringEngines(installedOn: .passUnretained(view), relower: true)
    }

    /// Removes the constraint from the view it is installed on and tells the engine. The view and the items'
    /// states are read through their handles and borrowed (as in ``activate()``): no existential, no retain.
    func deactivate() {
        guard let view = installViewHandle?.viewReference else { return }
        tellMeasuringEngines(installedOn: view, relower: true)
        view._withUnsafeGuaranteedRef { $0.removeInstalledConstraint(self) }
        coordinateViewHandle = nil
        let firstState = firstItemHandle?.layoutStateReference
        let secondState = secondItemHandle?.layoutStateReference
        firstState?._withUnsafeGuaranteedRef { $0.removeReference(self, asFirst: true) }
        if let secondState, secondState.toOpaque() != firstState?.toOpaque() {
            secondState._withUnsafeGuaranteedRef { $0.removeReference(self, asFirst: false) }
        }
        if lowered != nil {
            // Activated again before the next pass, it is lowered anew. While it is inactive nothing tells it of
            // the changes its solver form rests on (a direction flip or a baseline move re-lowers only the active
            // constraints of a view), and a broken one made to conflict again must be reported again.
            needsRelowering = true
        }
        conflictReported = false
        lowered?.engineHandle.withEngine { $0.enqueue(self) }
    }

    /// Why the public initializers' arguments make an illegal constraint (UIKit's wording), or `nil`.
    /// - Parameter objects: The items as given, for the messages (evaluated only when an item is not a layout
    ///   item); `hasSecondObject` tells whether a second item was given at all.
    static func validate(
        firstItem: ItemHandle?, _ attr1: Attribute,
        secondItem: ItemHandle?, hasSecondObject: Bool, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat, objects: () -> (first: Any, second: Any?)
    ) -> String? {
        guard let firstItem else {
            return "The first item \(objects().first) of a constraint must be a view or a layout guide."
        }
        if hasSecondObject, secondItem == nil {
            return "The second item \(objects().second ?? "nil") of a constraint must be a view, a layout guide or nil."
        }
        if attr1 == .notAnAttribute {
            return "The first attribute of a constraint cannot be notAnAttribute."
        }
        if secondItem != nil && attr2 == .notAnAttribute {
            return "A constraint with a second item needs a second attribute other than notAnAttribute."
        }
        if (attr1.isMargin && firstItem.guideReference != nil)
            || (attr2.isMargin && secondItem?.guideReference != nil)
        {
            return "A layout guide has no layout margins: margin attributes apply to views only."
        }
        if !multiplier.isFinite || !constant.isFinite {
            return "A constraint's multiplier and constant must be finite numbers."
        }
        let hasSecond = secondItem != nil && attr2 != .notAnAttribute
        if attr1.isLocation {
            if !hasSecond || multiplier == 0 {
                return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                    + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
                    + "specified in pairs."
            }
            if attr2.isSize || attr1.axis != attr2.axis {
                return "Invalid pairing of layout attributes."
            }
            if (attr1.isDirectional && attr2.isPhysicalHorizontalEdge)
                || (attr1.isPhysicalHorizontalEdge && attr2.isDirectional)
            {
                return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                    + "Use leading/trailing for both or neither."
            }
        } else if hasSecond && attr2.isLocation {
            return "Invalid pairing of layout attributes."
        }
        return nil
    }
}
