import Foundation

extension HeadlessView {
    // MARK: Frame, bounds, center




    /// Sets the frame to the solved one, as ``layoutSubviews()`` places its subviews. `byPlainSuperview` says that
    /// the superview is exactly a `HeadlessView` (no override runs after its placing).
    ///
    /// A view that is exactly a `HeadlessView`, has no subviews and has no layout pending is laid out here at once
    /// when its size changes: its own pass would only run the default ``layoutSubviews()`` of a view without
    /// subviews, which places nothing and finds nothing to synchronize (the superview synchronized before placing,
    /// and no code of a subclass has run since). The layout walk then never visits it: a resize of 10,000 such
    /// views visited each once more after the placing had evicted it from the cache.
    @inline(__always)
    func placeAtSolvedFrame(byPlainSuperview: Bool) {
        let newFrame = solvedFrame
        guard byPlainSuperview, storedSubviews.isEmpty, !needsLayoutFlag, !subtreeNeedsLayout,
              ObjectIdentifier(type(of: self)) == ObjectIdentifier(HeadlessView.self)
        else {
            setFrameKeepingConstraints(newFrame)
            return
        }
        if !newFrame.size.isIdentical(to: storedFrame.size) {
            placesAllSubviews = true
        }
        storedFrame = newFrame
    }

    /// Changes the frame without touching the engine (the layout pass writes solved frames this way): a new size
    /// asks for layout and resizes the subviews that follow their autoresizing masks outside Auto Layout.
    func setFrameKeepingConstraints(_ newFrame: CGRect) {
        let oldSize = storedFrame.size
        storedFrame = newFrame
        if !newFrame.size.isIdentical(to: oldSize) {
            setNeedsLayout()
            if autoresizingSubviewCount > 0 {
                autoresizeSubviewsOutsideEngine(oldSize: oldSize)
            }
        }
    }

    /// Whether the view follows its superview's size changes by its autoresizing mask when no engine places it: it
    /// translates a non-empty mask (counted by the superview's ``autoresizingSubviewCount``).
    var autoresizesWithSuperview: Bool {
        storedTranslatesAutoresizingMask && !storedAutoresizingMask.isEmpty
    }

    /// Runs `change` (to whether the view translates its mask, or to the mask) and keeps the superview's
    /// ``autoresizingSubviewCount`` in step.
    func changeAutoresizing(_ change: () -> Void) {
        let before = autoresizesWithSuperview
        change()
        guard let parent = storedSuperview, autoresizesWithSuperview != before else { return }
        parent.autoresizingSubviewCount += before ? -1 : 1
    }

    /// Applies the autoresizing masks of the subviews that no layout engine places, as UIKit does when a view's
    /// size changes.
    func autoresizeSubviewsOutsideEngine(oldSize: CGSize) {
        let newSize = storedFrame.size
        for subview in storedSubviews
        where subview.storedTranslatesAutoresizingMask && !subview.storedAutoresizingMask.isEmpty
            && subview.layoutState.engine == nil
        {
            let old = subview.storedFrame
            let horizontal = AutoresizingRule.resize(
                start: old.origin.x, size: old.size.width, oldContainer: oldSize.width, newContainer: newSize.width,
                flexibleStart: subview.storedAutoresizingMask.contains(.flexibleLeftMargin),
                flexibleSize: subview.storedAutoresizingMask.contains(.flexibleWidth),
                flexibleEnd: subview.storedAutoresizingMask.contains(.flexibleRightMargin))
            let vertical = AutoresizingRule.resize(
                start: old.origin.y, size: old.size.height, oldContainer: oldSize.height, newContainer: newSize.height,
                flexibleStart: subview.storedAutoresizingMask.contains(.flexibleTopMargin),
                flexibleSize: subview.storedAutoresizingMask.contains(.flexibleHeight),
                flexibleEnd: subview.storedAutoresizingMask.contains(.flexibleBottomMargin))
            subview.setFrameKeepingConstraints(
                CGRect(x: horizontal.start, y: vertical.start, width: horizontal.size, height: vertical.size))
        }
    }

    /// The frame's origin in the root's coordinate space, from the frames currently set.
    var originInRoot: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var view: HeadlessView = self
        while let parent = view.storedSuperview {
            x += view.storedFrame.origin.x - parent.boundsOrigin.x
            y += view.storedFrame.origin.y - parent.boundsOrigin.y
            view = parent
        }
        return CGPoint(x: x, y: y)
    }

    // MARK: Direction

    /// How the view's content relates to the reading direction; `.forceRightToLeft` and `.forceLeftToRight`
    /// override the inherited direction for this view (not for its subviews, as in UIKit).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            guard newValue != storedSemanticContentAttribute else { return }
            let old = effectiveUserInterfaceLayoutDirection
            storedSemanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != old {
                layoutDirectionDidChange(inSubtree: false)
            }
        }
    }

    /// The inherited layout direction (headless only; UIKit takes it from the application and the trait
    /// collection). `nil` inherits the superview's; a root with `nil` is left-to-right.
    public var layoutDirectionTrait: UIUserInterfaceLayoutDirection? {
        get { storedLayoutDirectionTrait }
        set {
            guard newValue != storedLayoutDirectionTrait else { return }
            storedLayoutDirectionTrait = newValue
            forEachViewInSubtree { $0.cachedInheritedDirection = nil }
            layoutDirectionDidChange(inSubtree: true)
        }
    }

    /// The direction inherited from ``layoutDirectionTrait`` up the hierarchy (cached on the way up, so a whole
    /// hierarchy costs one walk).
    var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
        if let cached = cachedInheritedDirection { return cached }
        // The common case, a view under a superview whose direction is known: no walk, no list.
        if storedLayoutDirectionTrait == nil, let inherited = storedSuperview?.cachedInheritedDirection {
            cachedInheritedDirection = inherited
            return inherited
        }
        var chain: [HeadlessView] = []
        var view: HeadlessView? = self
        var direction = UIUserInterfaceLayoutDirection.leftToRight
        while let current = view {
            if let trait = current.storedLayoutDirectionTrait {
                direction = trait
                break
            }
            if let cached = current.cachedInheritedDirection {
                direction = cached
                break
            }
            chain.append(current)
            view = current.storedSuperview
        }
        for member in chain {
            member.cachedInheritedDirection = direction
        }
        cachedInheritedDirection = storedLayoutDirectionTrait ?? direction
        return cachedInheritedDirection ?? direction
    }

    /// Clears the cached inherited direction of this subtree (its trait or its place changed).
    func forgetInheritedDirection() {
        guard cachedInheritedDirection != nil else { return }
        forEachViewInSubtree { $0.cachedInheritedDirection = nil }
    }

    /// The direction the view lays out in: its ``semanticContentAttribute`` applied to the inherited direction.
    /// Leading and trailing attributes of constraints whose first item is this view follow it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        storedSemanticContentAttribute.layoutDirection(inheriting: inheritedLayoutDirection)
    }

    /// The direction a view with `attribute` has in an application laid out left to right.
    /// - Parameter attribute: A semantic content attribute.
    /// - Returns: `.rightToLeft` only for `.forceRightToLeft`.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        attribute.layoutDirection(inheriting: .leftToRight)
    }

    /// The direction a view with `semanticContentAttribute` has when its inherited direction is `layoutDirection`.
    /// - Parameters:
    ///   - semanticContentAttribute: A semantic content attribute.
    ///   - layoutDirection: The inherited direction.
    /// - Returns: The resulting direction.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        semanticContentAttribute.layoutDirection(inheriting: layoutDirection)
    }

    /// Re-lowers what depends on the direction of this view (or of its whole subtree): constraints whose first
    /// item it is that use leading/trailing, and directional margins.
    func layoutDirectionDidChange(inSubtree: Bool) {
        let visit: (HeadlessView) -> Void = { view in
            // A kept measuring engine lowers nothing again for a direction: it measures afresh.
            view.invalidateMeasuringEngines()
            if case .directional = view.marginsStorage {
                view.storedLayoutMarginsGuide?.requestRefresh(.guideInsets)
            }
            var items: [any LayoutItem] = [view]
            items.append(contentsOf: view.storedLayoutGuides as [any LayoutItem])
            if let guide = view.storedLayoutMarginsGuide { items.append(guide) }
            if let guide = view.storedSafeAreaLayoutGuide { items.append(guide) }
            for item in items {
                for constraint in item.layoutState.referencingConstraints
                where constraint.firstLayoutItem === item
                    && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
                {
                    constraint.needsRelowering = true
                    constraint.lowered?.engine?.enqueue(constraint)
                }
            }
            view.setNeedsLayout()
        }
        if inSubtree {
            forEachViewInSubtree(visit)
        } else {
            visit(self)
        }
        superview?.setNeedsLayout()
    }
}

/// UIKit's autoresizing arithmetic: when the container's length changes, the flexible parts (start margin,
/// size, end margin) share the change in proportion to their current lengths (equally when those are all 0).
enum AutoresizingRule {
    /// The new start and size along one axis.
    static func resize(
        start: CGFloat, size: CGFloat, oldContainer: CGFloat, newContainer: CGFloat,
        flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool
    ) -> (start: CGFloat, size: CGFloat) {
        let shares = self.shares(
            start: start, size: size, end: oldContainer - start - size,
            flexibleStart: flexibleStart, flexibleSize: flexibleSize, flexibleEnd: flexibleEnd)
        let delta = newContainer - oldContainer
        return (start + shares.start * delta, size + shares.size * delta)
    }

    /// The fraction of a change of the container's length that goes to the start margin and to the size.
    static func shares(
        start: CGFloat, size: CGFloat, end: CGFloat, flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool
    ) -> (start: CGFloat, size: CGFloat) {
        let parts = [(flexibleStart, start), (flexibleSize, size), (flexibleEnd, end)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(CGFloat(0)) { $0 + max(0, $1.1) }
        func share(_ isFlexible: Bool, _ length: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? max(0, length) / total : 1 / CGFloat(flexible.count)
        }
        return (share(flexibleStart, start), share(flexibleSize, size))
    }
}
