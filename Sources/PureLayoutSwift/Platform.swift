// The only file that knows which UI framework PureLayoutSwift is built on: HeadlessLayout where the
// `PURELAYOUT_HEADLESS` compilation condition is set (Package.swift sets it on platforms without UIKit and AppKit,
// and on every platform with the `Headless` trait), otherwise UIKit (iOS, tvOS, visionOS) or AppKit (macOS).
// Everything else uses the aliases and helpers below.

#if PURELAYOUT_HEADLESS

// Foundation is re-exported as UIKit and AppKit re-export it, so `import PureLayoutSwift` brings CGRect and CGSize.
@_exported import Foundation
@_exported import HeadlessLayout

#elseif canImport(UIKit)

@_exported import UIKit

#elseif canImport(AppKit)

@_exported import AppKit

/// The view class PureLayout extends: `NSView` on macOS (`UIView` with UIKit, `HeadlessView` where neither UIKit
/// nor AppKit exists).
public typealias ALView = NSView
/// The edge insets type: `NSEdgeInsets` on macOS (`UIEdgeInsets` with UIKit and with HeadlessLayout).
public typealias ALEdgeInsets = NSEdgeInsets
/// The layout priority type: `NSLayoutConstraint.Priority` on macOS (`UILayoutPriority` elsewhere). Required
/// 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50.
public typealias ALLayoutPriority = NSLayoutConstraint.Priority
/// The constraint axis type for hugging and compression resistance: `NSLayoutConstraint.Orientation` on macOS
/// (`NSLayoutConstraint.Axis` elsewhere).
public typealias ALLayoutConstraintAxis = NSLayoutConstraint.Orientation

extension NSLayoutConstraint.Priority {
    /// The priority of a view's size while it is fitted (50), under UIKit's name; the same value as AppKit's
    /// `fittingSizeCompression`. macOS only (UIKit and HeadlessLayout define it themselves).
    public nonisolated static var fittingSizeLevel: NSLayoutConstraint.Priority { .fittingSizeCompression }
}

/// The few facts about views that differ between UIKit, AppKit and HeadlessLayout.
@usableFromInline
enum PlatformLayout {
    /// Insets of zero on every side (usable in default arguments).
    @usableFromInline
    static var zeroInsets: ALEdgeInsets { NSEdgeInsetsZero }

    /// The item and attribute that stand for the margin attribute `attribute` of `view`: on macOS 11 and later
    /// the view's `layoutMarginsGuide` with the plain attribute; `nil` before macOS 11.
    static func marginTarget(_ attribute: ALAttribute, of view: ALView) -> LayoutTarget? {
        if #available(macOS 11.0, *) {
            return LayoutTarget(
                item: view.layoutMarginsGuide, attribute: attribute.boundsLayoutAttribute, owner: view)
        }
        return nil
    }

    /// The layout guide of `view`'s safe area on macOS 11 and later, `nil` before.
    static func safeAreaGuide(of view: ALView) -> AnyObject? {
        if #available(macOS 11.0, *) {
            return view.safeAreaLayoutGuide
        }
        return nil
    }

    /// Records the call that made `constraint`: only as its identifier, in a debug build with
    /// ``PureLayout/identifiesConstraintsByCallSite`` on (the constraint is the system's class).
    @inline(__always)
    static func record(_ call: APICall, on constraint: NSLayoutConstraint) {
        CallSpelling.applyIdentifier(call, to: constraint)
    }

    /// The view that `item` (a view or a layout guide) belongs to, or `nil` for a guide not added to a view.
    static func owningView(of item: AnyObject) -> ALView? {
        if let view = item as? NSView { return view }
        return (item as? NSLayoutGuide)?.owningView
    }

    /// Whether `view` lays out its content from right to left.
    static func isRightToLeft(_ view: ALView) -> Bool {
        view.userInterfaceLayoutDirection == .rightToLeft
    }

    /// The identifier a developer gave `view`, if any, for failure messages.
    static func debugIdentifier(of view: ALView) -> String? {
        view.identifier?.rawValue
    }
}

#else

#error("PureLayoutSwift needs UIKit or AppKit, or HeadlessLayout with the PURELAYOUT_HEADLESS condition (which Package.swift sets)")

#endif

// MARK: - UIKit and HeadlessLayout (which spells its types as UIKit does: `UIView`, `UILayoutGuide`, …)

#if PURELAYOUT_HEADLESS || canImport(UIKit)

/// The view class PureLayout extends: `UIView` on iOS, tvOS and visionOS (`NSView` on macOS; HeadlessLayout's
/// `HeadlessView`, which it also names `UIView`, where PureLayoutSwift is built on HeadlessLayout).
public typealias ALView = UIView
/// The edge insets type: `UIEdgeInsets` on iOS, tvOS and visionOS (`NSEdgeInsets` on macOS, HeadlessLayout's
/// `UIEdgeInsets` where PureLayoutSwift is built on HeadlessLayout).
public typealias ALEdgeInsets = UIEdgeInsets
/// The layout priority type: `UILayoutPriority` on iOS, tvOS and visionOS (`NSLayoutConstraint.Priority` on
/// macOS, HeadlessLayout's `UILayoutPriority` on HeadlessLayout). Required 1000, defaultHigh 750, defaultLow 250,
/// fittingSizeLevel 50.
public typealias ALLayoutPriority = UILayoutPriority
/// The constraint axis type for hugging and compression resistance: `NSLayoutConstraint.Axis` on iOS, tvOS and
/// visionOS (`NSLayoutConstraint.Orientation` on macOS, HeadlessLayout's `NSLayoutConstraint.Axis` on
/// HeadlessLayout).
public typealias ALLayoutConstraintAxis = NSLayoutConstraint.Axis

/// The few facts about views that differ between UIKit, AppKit and HeadlessLayout.
@usableFromInline
enum PlatformLayout {
    /// Insets of zero on every side (usable in default arguments).
    @usableFromInline
    static var zeroInsets: ALEdgeInsets { .zero }

    /// The item and attribute that stand for the margin attribute `attribute` of `view`: the view itself with
    /// the margin attribute (`.topMargin`, …).
    static func marginTarget(_ attribute: ALAttribute, of view: ALView) -> LayoutTarget? {
        marginLayoutAttribute(attribute).map { LayoutTarget(item: view, attribute: $0, owner: view) }
    }

    /// The layout guide of `view`'s safe area.
    static func safeAreaGuide(of view: ALView) -> AnyObject? {
        view.safeAreaLayoutGuide
    }

    /// Records the call that made `constraint`: with HeadlessLayout as its ``ConstraintCallSite`` (shown by its
    /// `debugDescription` and HeadlessLayout's reports); with UIKit, whose class it is, only as its identifier,
    /// in a debug build with ``PureLayout/identifiesConstraintsByCallSite`` on.
    @inline(__always)
    static func record(_ call: APICall, on constraint: NSLayoutConstraint) {
        #if PURELAYOUT_HEADLESS
        CallSpelling.installSpeller()
        constraint.callSite = ConstraintCallSite(fileID: call.file, line: call.line, function: call.function)
        #endif
        CallSpelling.applyIdentifier(call, to: constraint)
    }

    /// The view that `item` (a view or a layout guide) belongs to, or `nil` for a guide not added to a view.
    static func owningView(of item: AnyObject) -> ALView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Whether `view` lays out its content from right to left.
    static func isRightToLeft(_ view: ALView) -> Bool {
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The identifier a developer gave `view`, if any, for failure messages.
    static func debugIdentifier(of view: ALView) -> String? {
        view.accessibilityIdentifier
    }
}

// Margin attributes (AppKit has none and uses layoutMarginsGuide instead).
extension PlatformLayout {
    /// The platform's margin layout attribute for a margin ``ALAttribute`` (`.marginTop` → `.topMargin`, …), or
    /// `nil` for an attribute that is not a margin.
    static func marginLayoutAttribute(_ attribute: ALAttribute) -> NSLayoutConstraint.Attribute? {
        switch attribute {
        case .marginLeft: .leftMargin
        case .marginRight: .rightMargin
        case .marginTop: .topMargin
        case .marginBottom: .bottomMargin
        case .marginLeading: .leadingMargin
        case .marginTrailing: .trailingMargin
        case .marginAxisVertical: .centerXWithinMargins
        case .marginAxisHorizontal: .centerYWithinMargins
        default: nil
        }
    }
}

#endif

#if !PURELAYOUT_HEADLESS && canImport(UIKit)

// MARK: View-controller layout guides (UIKit only)

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

// MARK: - Thread-local storage for the scopes of the current thread

#if os(Windows) || os(WASI)

import Foundation

/// The current thread's scope state, kept in Foundation's thread dictionary where POSIX threads do not exist.
enum ThreadLocalScopes {
    /// The key of the state in `Thread.current.threadDictionary`.
    private static let key = "PureLayoutSwift.ThreadScopes"

    /// The state of the current thread, or `nil` while no scope is open on it.
    static var current: ThreadScopes? {
        Thread.current.threadDictionary[key] as? ThreadScopes
    }

    /// The state of the current thread, made current first if no scope is open on it yet.
    static func open() -> ThreadScopes {
        if let scopes = current { return scopes }
        let scopes = ThreadScopes()
        Thread.current.threadDictionary[key] = scopes
        return scopes
    }

    /// Makes ``current`` `nil` again: called when the last open scope closes.
    static func close() {
        Thread.current.threadDictionary.removeObject(forKey: key)
    }
}

#else

import Foundation

/// The POSIX thread-specific key that owns (retains) the thread's scope state once it has opened a scope, so the
/// next scope reuses it (and its lists' storage) instead of allocating; released when the thread exits.
private let threadScopesKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
        Unmanaged<ThreadScopes>.fromOpaque(pointer).release()
    }
    return key
}()

/// The current thread's scope state, kept in a POSIX thread-specific slot and current while its
/// ``ThreadScopes/openScopeCount`` is positive: reading it is one `pthread_getspecific` call, and opening or
/// closing a scope neither allocates nor writes the slot (after the thread's first scope).
enum ThreadLocalScopes {
    /// The state of the current thread, or `nil` while no scope is open on it.
    @inline(__always)
    static var current: ThreadScopes? {
        guard let pointer = pthread_getspecific(threadScopesKey) else { return nil }
        let scopes = Unmanaged<ThreadScopes>.fromOpaque(pointer).takeUnretainedValue()
        return scopes.openScopeCount > 0 ? scopes : nil
    }

    /// The state of the current thread (made and kept the first time), for a scope about to open; it is current
    /// once the scope has counted itself in ``ThreadScopes/openScopeCount``.
    static func open() -> ThreadScopes {
        if let pointer = pthread_getspecific(threadScopesKey) {
            return Unmanaged<ThreadScopes>.fromOpaque(pointer).takeUnretainedValue()
        }
        let scopes = ThreadScopes()
        pthread_setspecific(threadScopesKey, Unmanaged.passRetained(scopes).toOpaque())
        return scopes
    }

    /// Called when the last open scope has closed (``ThreadScopes/openScopeCount`` is 0, so ``current`` is `nil`
    /// again); the thread keeps its state for the next scope.
    static func close() {}
}

#endif
