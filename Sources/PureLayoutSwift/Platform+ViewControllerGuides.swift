// The UIKit-only part of the API: pinning to a view controller's safe area (what its top and bottom layout guides
// were before iOS 11). A platform file: it is compiled only where PureLayoutSwift is built on UIKit.

#if !PURELAYOUT_HEADLESS && canImport(UIKit)

import UIKit

extension ALView {
    /// Pins the top edge of the view to the top of the given view controller's safe area (what its top layout
    /// guide was before iOS 11) with an inset.
    ///
    /// Makes `self.top == viewController.view.safeAreaLayoutGuide.top + inset`. Available with UIKit only.
    /// - Parameters:
    ///   - viewController: The view controller whose view's safe area the view is pinned to.
    ///   - inset: The distance from the top of the safe area down to the view's top edge.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint, activated (or captured by an enclosing creation scope).
    @discardableResult
    public func autoPin(
        toTopLayoutGuideOf viewController: UIViewController, withInset inset: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinToSafeArea(of: viewController, edge: .top, inset: inset, relation: .equal, call: APICall(#function, file, line))
    }

    /// Pins the top edge of the view to the top of the given view controller's safe area with an inset as a
    /// minimum, maximum or exact distance.
    ///
    /// Makes `self.top (relation) viewController.view.safeAreaLayoutGuide.top + inset`. Available with UIKit only.
    /// - Parameters:
    ///   - viewController: The view controller whose view's safe area the view is pinned to.
    ///   - inset: The distance from the top of the safe area down to the view's top edge.
    ///   - relation: Whether the distance is at least, at most or exactly `inset`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint, activated (or captured by an enclosing creation scope).
    @discardableResult
    public func autoPin(
        toTopLayoutGuideOf viewController: UIViewController, withInset inset: CGFloat,
        relation: NSLayoutConstraint.Relation, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinToSafeArea(of: viewController, edge: .top, inset: inset, relation: relation, call: APICall(#function, file, line))
    }

    /// Pins the bottom edge of the view to the bottom of the given view controller's safe area (what its bottom
    /// layout guide was before iOS 11) with an inset.
    ///
    /// Makes `self.bottom == viewController.view.safeAreaLayoutGuide.bottom - inset`. Available with UIKit only.
    /// - Parameters:
    ///   - viewController: The view controller whose view's safe area the view is pinned to.
    ///   - inset: The distance from the view's bottom edge down to the bottom of the safe area.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint, activated (or captured by an enclosing creation scope).
    @discardableResult
    public func autoPin(
        toBottomLayoutGuideOf viewController: UIViewController, withInset inset: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinToSafeArea(of: viewController, edge: .bottom, inset: inset, relation: .equal, call: APICall(#function, file, line))
    }

    /// Pins the bottom edge of the view to the bottom of the given view controller's safe area with an inset as a
    /// minimum, maximum or exact distance.
    ///
    /// Makes `self.bottom (swapped relation) viewController.view.safeAreaLayoutGuide.bottom - inset`: `<=` becomes
    /// `>=` and vice versa, so `relation` describes the inset. Available with UIKit only.
    /// - Parameters:
    ///   - viewController: The view controller whose view's safe area the view is pinned to.
    ///   - inset: The distance from the view's bottom edge down to the bottom of the safe area.
    ///   - relation: Whether the distance is at least, at most or exactly `inset`.
    ///   - file: The file that made the call (`#fileID`), recorded in the constraints' call site; leave the default.
    ///   - line: The line that made the call (`#line`), recorded with `file`; leave the default.
    /// - Returns: The constraint, activated (or captured by an enclosing creation scope).
    @discardableResult
    public func autoPin(
        toBottomLayoutGuideOf viewController: UIViewController, withInset inset: CGFloat,
        relation: NSLayoutConstraint.Relation, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        pinToSafeArea(of: viewController, edge: .bottom, inset: inset, relation: relation, call: APICall(#function, file, line))
    }

    /// Pins `edge` of the view to the same edge of the view controller's safe area with the superview inset rule.
    private func pinToSafeArea(
        of viewController: UIViewController, edge: ALEdge, inset: CGFloat, relation: NSLayoutConstraint.Relation,
        call: APICall
    ) -> NSLayoutConstraint {
        guard let rootView = viewController.view else {
            PureLayoutFailure.report(
                .noSuperview, call: call, views: [self],
                problem: "the view controller has no view",
                fix: "pass a view controller whose view is loaded")
            return ConstraintFactory.inertPlaceholder(for: self, attribute: edge.layoutAttribute, call: call)
        }
        let rule = EdgeRules.superviewInset(edge: edge, inset: inset, relation: relation)
        let constraint = NSLayoutConstraint(
            item: self, attribute: edge.layoutAttribute, relatedBy: rule.relation,
            toItem: rootView.safeAreaLayoutGuide, attribute: edge.layoutAttribute, multiplier: 1,
            constant: rule.constant)
        return ConstraintFunnel.finalize(constraint, receiver: self, itemViews: .unknown, call: call)
    }
}

#endif
