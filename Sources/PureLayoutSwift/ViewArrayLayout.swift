import Foundation

/// The array-of-views operations, written once for `[ALView]`; the public `Array` and `NSArray` methods filter
/// their elements down to views and call these.
enum ViewArrayLayout {
    /// Whether `views` holds at least `minimum` views; reports ``PureLayoutFailure/Kind/tooFewViews`` when not.
    static func hasEnoughViews(_ views: [ALView], minimum: Int, call: APICall) -> Bool {
        guard views.count < minimum else { return true }
        let noun = minimum == 1 ? "view" : "views"
        PureLayoutFailure.report(
            .tooFewViews, call: call, views: views,
            problem: "the array holds \(views.count) \(views.count == 1 ? "view" : "views"), at least \(minimum) \(noun) needed",
            fix: "call it on an array of at least \(minimum) \(noun)")
        return false
    }

    /// Turns autoresizing translation off on every view of `views`.
    static func prepareForAutoLayout(_ views: [ALView]) {
        for view in views where view.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    /// Chains `attribute` through `views`: `views[i].attribute == views[i-1].attribute` for each `i ≥ 1`, after
    /// turning autoresizing translation off on every view. Needs at least 2 views.
    static func chain(_ views: [ALView], _ attribute: ALAttribute, call: APICall) -> [NSLayoutConstraint] {
        prepareForAutoLayout(views)
        guard hasEnoughViews(views, minimum: 2, call: call) else { return [] }
        return zip(views.dropFirst(), views).map { view, previous in
            ConstraintFactory.relate(
                view, attribute, .equal, to: previous, attribute, multiplier: 1, constant: 0, call: call)
        }
    }

    /// `view.dimension == size` for each view, in order. Needs at least 1 view.
    static func setDimension(
        _ views: [ALView], _ dimension: ALDimension, to size: CGFloat, call: APICall
    ) -> [NSLayoutConstraint] {
        prepareForAutoLayout(views)
        guard hasEnoughViews(views, minimum: 1, call: call) else { return [] }
        return views.map { ConstraintFactory.setDimension($0, dimension, .equal, to: size, call: call) }
    }

    /// Every view's width set to `size.width`, then every view's height to `size.height`. Needs at least 1 view.
    static func setDimensions(_ views: [ALView], to size: CGSize, call: APICall) -> [NSLayoutConstraint] {
        prepareForAutoLayout(views)
        guard hasEnoughViews(views, minimum: 1, call: call) else { return [] }
        return views.map { ConstraintFactory.setDimension($0, .width, .equal, to: size.width, call: call) }
            + views.map { ConstraintFactory.setDimension($0, .height, .equal, to: size.height, call: call) }
    }
}
