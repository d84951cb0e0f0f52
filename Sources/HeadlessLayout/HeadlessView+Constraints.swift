import Foundation

extension HeadlessView {
    // MARK: Installed constraints

    /// The constraints installed on this view (activated with this view as the nearest common ancestor of their
    /// items, or added with ``addConstraint(_:)``), in installation order. Implicit constraints (content size,
    /// autoresizing) are not listed.
    public var constraints: [NSLayoutConstraint] {
        installedConstraintSlots.compactMap { $0 }
    }

    /// Installs `constraint` on this view, which must be a common ancestor of its items (a view is an ancestor of
    /// itself); otherwise the problem is reported as ``LayoutDiagnostic/Kind/invalidInstallation`` and the
    /// constraint stays as it was.
    /// - Parameter constraint: The constraint to install.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.role.isUser, constraint.isValid, constraint.installView !== self else {
            return
        }
        guard let views = constraint.itemViews(),
            views.first.isDescendant(of: self), views.second.map({ $0.isDescendant(of: self) }) ?? true
        else {
            LayoutDiagnostics.report(
                .invalidInstallation,
                "The view hierarchy is not prepared for the constraint: \(constraint)\n"
                    + "\tWhen added to a view, the constraint's items must be descendants of that view (or the view "
                    + "itself). This will crash if the constraint needs to be resolved before the view hierarchy is "
                    + "assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] "
                    + "to debug.", [constraint])
            return
        }
        let coordinateView = views.second.flatMap { HeadlessView.nearestCommonAncestor(views.first, $0) } ?? views.first
        constraint.deactivate()
        constraint.install(on: self, coordinateView: coordinateView)
    }

    /// Installs each of `constraints` on this view (see ``addConstraint(_:)``).
    /// - Parameter constraints: The constraints to install.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            addConstraint(constraint)
        }
    }

    /// Deactivates `constraint` if it is installed on this view.
    /// - Parameter constraint: The constraint to remove.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installView === self {
            constraint.isActive = false
        }
    }

    /// Deactivates each of `constraints` that is installed on this view.
    /// - Parameter constraints: The constraints to remove.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            removeConstraint(constraint)
        }
    }

    /// Records `constraint` as installed here.
    func appendInstalledConstraint(_ constraint: NSLayoutConstraint) {
        constraint.installView = self
        constraint.installIndex = installedConstraintSlots.count
        if installedConstraintSlots.capacity == 0 {
            installedConstraintSlots.reserveCapacity(4)
        }
        installedConstraintSlots.append(constraint)
    }

    /// Forgets `constraint`, compacting the list when half of it is holes.
    func removeInstalledConstraint(_ constraint: NSLayoutConstraint) {
        let index = constraint.installIndex
        if index >= 0, index < installedConstraintSlots.count, installedConstraintSlots[index] === constraint {
            installedConstraintSlots[index] = nil
            installedConstraintHoles += 1
        }
        constraint.installView = nil
        constraint.installIndex = -1
        if installedConstraintHoles > 16, installedConstraintHoles * 2 > installedConstraintSlots.count {
            installedConstraintSlots.removeAll { $0 == nil }
            installedConstraintHoles = 0
            for (position, installed) in installedConstraintSlots.enumerated() {
                installed?.installIndex = position
            }
        }
    }

    // MARK: Autoresizing

    /// Whether the view's frame and ``autoresizingMask`` are turned into required constraints (UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s) when it takes part in Auto Layout. `true` for views made in code;
    /// set it to `false` for views placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMask }
        set {
            guard newValue != storedTranslatesAutoresizingMask else { return }
            changeAutoresizing { storedTranslatesAutoresizingMask = newValue }
            requestRefresh(.frame)
        }
    }

    /// Which of the view's margins and sizes stretch when its superview's size changes.
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            guard newValue != storedAutoresizingMask else { return }
            changeAutoresizing { storedAutoresizingMask = newValue }
            requestRefresh(.frame)
        }
    }

    /// Asks the engine holding this view to refresh some of its implicit constraints at the next sync.
    func requestRefresh(_ kinds: RefreshKinds) {
        forEachMeasuringEngine { $0.note(self, kinds) }
        if let engine = layoutState.engine {
            engine.enqueueRefresh(of: self, kinds)
        } else if let engine = hierarchyEngine {
            // Not registered yet: the engine decides at the next sync whether the view now joins it on its own
            // (an intrinsic size without any constraint).
            engine.enqueueRefresh(of: self, kinds)
        }
    }

    // MARK: Intrinsic content size

    /// The value of an axis of ``intrinsicContentSize`` meaning "no intrinsic size along this axis" (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Whether the view takes part in layout even when no constraint names it: it does not translate its
    /// autoresizing mask and has an intrinsic size, which its hugging and compression resistance give it (as
    /// UIKit does; its position is then ambiguous).
    var joinsLayoutWithoutConstraints: Bool {
        guard !storedTranslatesAutoresizingMask else { return false }
        let size = intrinsicContentSize
        return size.width != Self.noIntrinsicMetric || size.height != Self.noIntrinsicMetric
    }



    /// The priority with which the view resists growing beyond its intrinsic size along `axis` (250 by default).
    /// - Parameter axis: The axis.
    /// - Returns: The hugging priority.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.hugging(axis)
    }

    /// Sets the priority with which the view resists growing beyond its intrinsic size along `axis`.
    /// - Parameters:
    ///   - priority: The new priority.
    ///   - axis: The axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard contentPriorities.hugging(axis) != priority else { return }
        contentPriorities.setHugging(priority, axis)
        requestRefresh(.contentSize)
    }

    /// The priority with which the view resists shrinking below its intrinsic size along `axis` (750 by
    /// default).
    /// - Parameter axis: The axis.
    /// - Returns: The compression resistance priority.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.compression(axis)
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size along `axis`.
    /// - Parameters:
    ///   - priority: The new priority.
    ///   - axis: The axis.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        guard contentPriorities.compression(axis) != priority else { return }
        contentPriorities.setCompression(priority, axis)
        requestRefresh(.contentSize)
    }

    // MARK: Baselines


}

extension HeadlessView {
    /// Which sides and sizes of a view stretch when its superview's size changes (UIKit's
    /// `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt

        /// Makes a mask from raw bits.
        /// - Parameter rawValue: UIKit's bit values.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
