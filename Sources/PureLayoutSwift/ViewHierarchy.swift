import Foundation

/// Questions about view trees that PureLayout asks before installing constraints, and descriptions of views for
/// failure messages.
enum ViewHierarchy {
    /// Whether `first` and `second` are in one view tree, asked the platform's way
    /// (``PlatformLayout/shareAncestor(_:_:)``: HeadlessLayout's own walk where PureLayoutSwift is built on it).
    @inline(__always)
    static func shareAncestor(_ first: ALView, _ second: ALView) -> Bool {
        PlatformLayout.shareAncestor(first, second)
    }

    /// Whether `first` and `second` are in one view tree (their topmost ancestors are the same view), found by
    /// walking up from both (UIKit and AppKit have no such question of their own).
    static func haveSameRoot(_ first: ALView, _ second: ALView) -> Bool {
        // The common cases first: the same view, a view and its superview, two siblings.
        if first === second { return true }
        let firstSuperview = first.superview
        if firstSuperview === second { return true }
        if let firstSuperview, firstSuperview === second.superview { return true }
        if second.superview === first { return true }
        return root(of: first) === root(of: second)
    }

    /// The topmost ancestor of `view` (the view itself when it has no superview).
    static func root(of view: ALView) -> ALView {
        var current = view
        while let parent = current.superview {
            current = parent
        }
        return current
    }

    /// Whether `view` is `ancestor` or one of its descendants.
    static func isView(_ view: ALView, inSubtreeOf ancestor: ALView) -> Bool {
        var current: ALView? = view
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view that PureLayout's fixed-size distribution measures against: the superview of the first view,
    /// widened for each further view to the nearest ancestor-or-self of that view containing it; `nil` when a
    /// view has no superview or the views share no ancestor.
    static func commonSuperview(of views: [ALView]) -> ALView? {
        guard let first = views.first, var common = first.superview else { return nil }
        for view in views.dropFirst() {
            var candidate: ALView? = view
            var found: ALView?
            while let start = candidate, found == nil {
                if isView(common, inSubtreeOf: start) { found = start }
                candidate = start.superview
            }
            guard let found else { return nil }
            common = found
        }
        return common
    }

    /// A short description of `view` for failure messages: its type name and address, and the identifier a
    /// developer gave it, if any.
    static func describe(_ view: ALView) -> String {
        let address = Unmanaged.passUnretained(view).toOpaque()
        var text = "\(type(of: view)) \(address)"
        if let identifier = PlatformLayout.debugIdentifier(of: view), !identifier.isEmpty {
            text += " \"\(identifier)\""
        }
        return text
    }

    /// A short description of `constraint` for failure messages.
    static func describe(_ constraint: NSLayoutConstraint) -> String {
        String(describing: constraint)
    }
}
