import Foundation

extension HeadlessView {
    // MARK: Layout margins

    /// The layout margins: 8 points on each side by default. The margin attributes (`.leftMargin`,
    /// `.centerXWithinMargins`, …) are the attributes of ``layoutMarginsGuide``, the bounds inset by these margins
    /// (and, while ``insetsLayoutMarginsFromSafeArea`` is on, by the safe area insets too).
    public var layoutMargins: UIEdgeInsets {
        get {
            switch marginsStorage {
            case .physical(let insets): insets
            case .directional(let insets): insets.absolute(in: effectiveUserInterfaceLayoutDirection)
            }
        }
        set {
            marginsStorage = .physical(newValue)
            layoutMarginsChanged()
        }
    }

    /// The layout margins named by reading direction; in right-to-left layouts `leading` is the right margin.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            switch marginsStorage {
            case .physical(let insets): NSDirectionalEdgeInsets(insets, in: effectiveUserInterfaceLayoutDirection)
            case .directional(let insets): insets
            }
        }
        set {
            marginsStorage = .directional(newValue)
            layoutMarginsChanged()
        }
    }

    /// Whether the layout margins are measured from the safe area rather than from the bounds (`true`, as in
    /// UIKit): the margins guide is then inset by the safe area insets plus the margins.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsLayoutMarginsFromSafeArea }
        set {
            guard newValue != storedInsetsLayoutMarginsFromSafeArea else { return }
            storedInsetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    /// Moves the margins guide after a change of margins.
    func layoutMarginsChanged() {
        storedLayoutMarginsGuide?.requestRefresh(.guideInsets)
        setNeedsLayout()
    }

    /// The guide covering the view's bounds inset by its layout margins. Its attributes are the margin
    /// attributes of constraints.
    public var layoutMarginsGuide: HeadlessLayoutGuide {
        if let guide = storedLayoutMarginsGuide { return guide }
        let guide = HeadlessLayoutGuide(kind: .layoutMargins, owningView: self)
        storedLayoutMarginsGuide = guide
        return guide
    }

    /// The insets of the margins guide from the bounds: margins plus (optionally) the safe area insets.
    func effectiveMarginInsets(safeArea: UIEdgeInsets) -> UIEdgeInsets {
        let margins = layoutMargins
        guard storedInsetsLayoutMarginsFromSafeArea else { return margins }
        return UIEdgeInsets(
            top: margins.top + safeArea.top, left: margins.left + safeArea.left,
            bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
    }

    // MARK: Safe area

    /// Headless only: the safe area insets of a simulated device (status bar, home indicator, notch), set on a
    /// root view. The root's ``safeAreaInsets`` are these; a descendant's are the part of its bounds outside
    /// the root's safe area.
    public var simulatedSafeAreaInsets: UIEdgeInsets {
        get { storedSimulatedSafeAreaInsets }
        set {
            guard !newValue.isEqual(to: storedSimulatedSafeAreaInsets) else { return }
            storedSimulatedSafeAreaInsets = newValue
            hierarchyEngine?.safeAreaDidChange()
            setNeedsLayout()
        }
    }

    /// The insets of the part of the view's bounds that lies inside the safe area of its ancestors (zero unless a
    /// root, or an ancestor, has ``simulatedSafeAreaInsets``), from the current frames.
    public var safeAreaInsets: UIEdgeInsets {
        computeSafeAreaInsets { view in
            let origin = view.originInRoot
            return CGRect(origin: origin, size: view.storedFrame.size)
        }
    }

    /// The guide covering the view's bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: HeadlessLayoutGuide {
        if let guide = storedSafeAreaLayoutGuide { return guide }
        let guide = HeadlessLayoutGuide(kind: .safeArea, owningView: self)
        storedSafeAreaLayoutGuide = guide
        return guide
    }

    /// The safe area insets computed from `rectInRoot`, which gives any view's rectangle in the root's space.
    func computeSafeAreaInsets(rectInRoot: (HeadlessView) -> CGRect) -> UIEdgeInsets {
        var safeMinX = -CGFloat.infinity, safeMinY = -CGFloat.infinity
        var safeMaxX = CGFloat.infinity, safeMaxY = CGFloat.infinity
        var constrained = false
        var view: HeadlessView? = self
        while let current = view {
            let insets = current.storedSimulatedSafeAreaInsets
            if !insets.isEqual(to: .zero) {
                let rect = rectInRoot(current)
                safeMinX = max(safeMinX, rect.origin.x + insets.left)
                safeMinY = max(safeMinY, rect.origin.y + insets.top)
                safeMaxX = min(safeMaxX, rect.origin.x + rect.size.width - insets.right)
                safeMaxY = min(safeMaxY, rect.origin.y + rect.size.height - insets.bottom)
                constrained = true
            }
            view = current.storedSuperview
        }
        guard constrained else { return .zero }
        let rect = rectInRoot(self)
        let width = max(0, rect.size.width), height = max(0, rect.size.height)
        let left = min(max(0, safeMinX - rect.origin.x), width)
        let top = min(max(0, safeMinY - rect.origin.y), height)
        let right = min(max(0, rect.origin.x + rect.size.width - safeMaxX), width - left)
        let bottom = min(max(0, rect.origin.y + rect.size.height - safeMaxY), height - top)
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    // MARK: Layout guides

    /// The layout guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [HeadlessLayoutGuide] { storedLayoutGuides }

    /// Adds `layoutGuide` to this view, which becomes its owning view (removing it from its previous one).
    /// - Parameter layoutGuide: The guide to add.
    public func addLayoutGuide(_ layoutGuide: HeadlessLayoutGuide) {
        guard layoutGuide.kind == .user, layoutGuide.storedOwningView !== self else { return }
        if let previous = layoutGuide.storedOwningView {
            previous.removeLayoutGuide(layoutGuide)
        }
        storedLayoutGuides.append(layoutGuide)
        layoutGuide.storedOwningView = self
    }

    /// Removes `layoutGuide` from this view; the constraints naming it are deactivated.
    /// - Parameter layoutGuide: A guide of this view.
    public func removeLayoutGuide(_ layoutGuide: HeadlessLayoutGuide) {
        guard let index = storedLayoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        invalidateMeasuringEngines()
        let naming = Array(layoutGuide.layoutState.referencingConstraints)
        for constraint in naming {
            constraint.isActive = false
        }
        hierarchyEngine?.purgeItem(layoutGuide, retiring: naming)
        storedLayoutGuides.remove(at: index)
        layoutGuide.storedOwningView = nil
        setNeedsLayout()
    }
}
