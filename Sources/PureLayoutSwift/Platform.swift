// The platform files (`Platform*.swift`) are the only ones that know which UI framework PureLayoutSwift is built on:
// HeadlessLayout where the `PURELAYOUT_HEADLESS` compilation condition is set (Package.swift sets it on platforms
// without UIKit and AppKit, and on every platform with the `Headless` trait), otherwise UIKit (iOS, tvOS, visionOS)
// or AppKit (macOS). This one holds the imports, the `AL…` aliases and one `PlatformLayout` per framework (UIKit and
// HeadlessLayout share theirs); `Platform+ViewControllerGuides.swift` holds the UIKit-only API and
// `Platform+ThreadLocalScopes.swift` the per-thread storage of the scopes. Everything else uses the aliases and
// `PlatformLayout`.

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

    /// Where `constraint`'s items stand in the view hierarchy, read through its public items.
    static func installationViews(of constraint: NSLayoutConstraint) -> ConstraintFunnel.InstallationViews {
        ConstraintFunnel.installationViews(readingItemsOf: constraint)
    }

    /// Whether `view` lays out its content from right to left.
    static func isRightToLeft(_ view: ALView) -> Bool {
        view.userInterfaceLayoutDirection == .rightToLeft
    }

    /// The identifier a developer gave `view`, if any, for failure messages.
    static func debugIdentifier(of view: ALView) -> String? {
        view.identifier?.rawValue
    }

    /// Whether `first` and `second` are in one view tree (the walk up to both roots).
    static func shareAncestor(_ first: ALView, _ second: ALView) -> Bool {
        ViewHierarchy.haveSameRoot(first, second)
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

    /// Where `constraint`'s items stand in the view hierarchy: with HeadlessLayout read through its item handles
    /// (no existential made, no cast: checking 20,000 constraints this way is a fifth of the cost), with UIKit
    /// through its public items.
    static func installationViews(of constraint: NSLayoutConstraint) -> ConstraintFunnel.InstallationViews {
        #if PURELAYOUT_HEADLESS
        switch constraint.itemHostViews {
        case .firstItemGone: .noFirstItem
        case .unownedGuide: .unownedGuide
        case let .views(first, second): .views(first, second)
        }
        #else
        ConstraintFunnel.installationViews(readingItemsOf: constraint)
        #endif
    }

    /// Whether `view` lays out its content from right to left.
    static func isRightToLeft(_ view: ALView) -> Bool {
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The identifier a developer gave `view`, if any, for failure messages.
    static func debugIdentifier(of view: ALView) -> String? {
        view.accessibilityIdentifier
    }

    /// Whether `first` and `second` are in one view tree: with HeadlessLayout, the common-ancestor walk its own
    /// activation uses (one walk, one answer); with UIKit, the walk up to both roots.
    static func shareAncestor(_ first: ALView, _ second: ALView) -> Bool {
        #if PURELAYOUT_HEADLESS
        HeadlessView.shareAncestor(first, second)
        #else
        ViewHierarchy.haveSameRoot(first, second)
        #endif
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
