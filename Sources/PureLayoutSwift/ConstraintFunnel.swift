import Foundation

/// The one path every constraint made or installed through PureLayoutSwift takes (Anchorage's `finalize`).
///
/// In order: the call site recorded on the constraint; autoresizing translation off on the receiver; the ambient priority (only inside a priority scope);
/// the ambient identifier (only inside an identifier scope); then either capture into the innermost creation
/// scope (left inactive) or activation, after checking that the constraint has items that share an ancestor.
enum ConstraintFunnel {
    /// What the funnel knows about the views that stand for a constraint's items in the view hierarchy.
    enum ItemViews {
        /// Nothing: the items are read from the constraint and checked when it is installed (`autoInstall()`).
        case unknown
        /// The constraint was just made from live items: `first` is (or owns) its first item and `second` is (or
        /// owns) its second item, `nil` when it has none. Installing then only checks that they share an
        /// ancestor, without reading the items back from the constraint.
        case known(first: ALView, second: ALView?)
        /// The constraint was just made from live items that are in one view hierarchy by construction (a view
        /// and its superview, or a layout guide of its superview): there is nothing to check.
        case oneHierarchy
    }

    /// Sends one new constraint made for `receiver` through the funnel.
    /// - Parameters:
    ///   - constraint: The constraint, inactive.
    ///   - receiver: The view the PureLayout method was called on, whose autoresizing translation is turned off;
    ///     `nil` for `autoInstall()`, which changes no view.
    ///   - itemViews: The views standing for the constraint's items, when its maker knows them.
    ///   - call: The public call and the line that made it, for failure messages; recorded on the constraint
    ///     (``PlatformLayout/record(_:on:)``) before it is activated, so a conflict it causes names the line.
    /// - Returns: `constraint`.
    @inline(__always)
    static func finalize(
        _ constraint: NSLayoutConstraint, receiver: ALView?, itemViews: ItemViews, call: APICall
    ) -> NSLayoutConstraint {
        PlatformLayout.record(call, on: constraint)
        if let receiver, receiver.translatesAutoresizingMaskIntoConstraints {
            receiver.translatesAutoresizingMaskIntoConstraints = false
        }
        guard let scopes = ThreadLocalScopes.current else {
            activate(constraint, itemViews: itemViews, call: call)
            return constraint
        }
        scopes.applyAmbientState(to: constraint)
        if scopes.isCapturing {
            scopes.capture(CollectionOfOne(constraint))
        } else {
            activate(constraint, itemViews: itemViews, call: call)
        }
        return constraint
    }

    /// Sends existing constraints through the funnel together (`autoInstallConstraints()`): ambient state on each,
    /// then all captured, or all activated at once.
    static func finalizeAll(_ constraints: [NSLayoutConstraint], call: APICall) {
        guard let scopes = ThreadLocalScopes.current else {
            activateAll(constraints, call: call)
            return
        }
        for constraint in constraints {
            scopes.applyAmbientState(to: constraint)
        }
        if scopes.isCapturing {
            scopes.capture(constraints)
        } else {
            activateAll(constraints, call: call)
        }
    }

    /// Installs the constraints collected by `autoCreateAndInstallConstraints` when its block has returned: the
    /// ambient state of the scopes around that call is applied, and they are activated at once even inside an
    /// enclosing `autoCreateConstraintsWithoutInstalling` (they belong to the inner scope only).
    static func installCreated(_ constraints: [NSLayoutConstraint], call: APICall) {
        if let scopes = ThreadLocalScopes.current {
            for constraint in constraints {
                scopes.applyAmbientState(to: constraint)
            }
        }
        activateAll(constraints, call: call)
    }

    /// Activates `constraint` if it can be installed; otherwise reports why and leaves it inactive.
    @inline(__always)
    private static func activate(_ constraint: NSLayoutConstraint, itemViews: ItemViews, call: APICall) {
        switch itemViews {
        case .unknown:
            guard canInstall(constraint, call: call) else { return }
        case let .known(first, second):
            if let second {
                guard canRelate(first, second, call: call) else { return }
            }
        case .oneHierarchy:
            break
        }
        constraint.isActive = true
    }

    /// Activates, at once, those of `constraints` that can be installed; reports the others and leaves them
    /// inactive.
    private static func activateAll(_ constraints: [NSLayoutConstraint], call: APICall) {
        // Every constraint is checked (and each failure reported) before any is activated. The array is passed on
        // as it is when all can be installed, the usual case; a copy is made from the first one that cannot.
        var installable: [NSLayoutConstraint]?
        for index in constraints.indices {
            let constraint = constraints[index]
            if canInstall(constraint, call: call) {
                installable?.append(constraint)
            } else if installable == nil {
                installable = Array(constraints[..<index])
            }
        }
        let activated = installable ?? constraints
        if !activated.isEmpty {
            NSLayoutConstraint.activate(activated)
        }
    }

    /// Where an existing constraint's items stand in the view hierarchy, as installing it needs to know
    /// (``PlatformLayout/installationViews(of:)``).
    enum InstallationViews {
        /// The constraint has no first item: its views are gone.
        case noFirstItem
        /// An item is a layout guide that belongs to no view.
        case unownedGuide
        /// The views standing for the first item and for the second (`nil` when there is none, or it is gone).
        case views(ALView, ALView?)
    }

    /// ``InstallationViews`` read through the constraint's public items (UIKit and AppKit; HeadlessLayout reads
    /// its item handles instead).
    static func installationViews(readingItemsOf constraint: NSLayoutConstraint) -> InstallationViews {
        guard let firstItem = constraint.firstItem else { return .noFirstItem }
        guard let firstView = PlatformLayout.owningView(of: firstItem) else { return .unownedGuide }
        guard let secondItem = constraint.secondItem else { return .views(firstView, nil) }
        guard let secondView = PlatformLayout.owningView(of: secondItem) else { return .unownedGuide }
        return .views(firstView, secondView)
    }

    /// Whether `constraint` has a first item and, if it has a second one, whether both belong to one view
    /// hierarchy; reports a failure when not.
    private static func canInstall(_ constraint: NSLayoutConstraint, call: APICall) -> Bool {
        switch PlatformLayout.installationViews(of: constraint) {
        case .noFirstItem:
            PureLayoutFailure.report(
                .itemlessConstraint, call: call, constraint: constraint,
                problem: "the constraint has no first item (its views are gone), so it cannot be installed",
                fix: "install constraints only while the views they relate are alive")
            return false
        case .unownedGuide:
            reportUnownedGuide(in: constraint, call: call)
            return false
        case .views(_, nil):
            return true
        case let .views(firstView, secondView?):
            return canRelate(firstView, secondView, call: call)
        }
    }

    /// Whether the views standing for a constraint's two items belong to one view hierarchy; reports a failure
    /// when not.
    @inline(__always)
    private static func canRelate(_ firstView: ALView, _ secondView: ALView, call: APICall) -> Bool {
        guard ViewHierarchy.shareAncestor(firstView, secondView) else {
            reportNoCommonAncestor(firstView, secondView, call: call)
            return false
        }
        return true
    }

    /// Reports that the views standing for a constraint's items are in different view hierarchies.
    @inline(never)
    private static func reportNoCommonAncestor(_ firstView: ALView, _ secondView: ALView, call: APICall) {
        PureLayoutFailure.report(
                .noCommonAncestor, call: call, views: [firstView, secondView],
                problem: "the views do not share a common ancestor, so the constraint cannot be installed",
                fix: "add both views to the same view hierarchy (addSubview) before constraining them to each other")
    }

    /// Reports a constraint whose layout guide has not been added to a view.
    private static func reportUnownedGuide(in constraint: NSLayoutConstraint, call: APICall) {
        PureLayoutFailure.report(
            .noCommonAncestor, call: call, constraint: constraint,
            problem: "a layout guide of the constraint belongs to no view, so it cannot be installed",
            fix: "add the layout guide to a view (addLayoutGuide) before constraining it")
    }
}
