import Foundation

extension HeadlessView {
    // MARK: Ancestry

    /// The nearest view that is an ancestor of both (a view is an ancestor of itself), or `nil`.
    package static func nearestCommonAncestor(_ first: HeadlessView, _ second: HeadlessView) -> HeadlessView? {
        nearestCommonAncestor(.passUnretained(first), .passUnretained(second))?.takeUnretainedValue()
    }

    /// Whether the two views have a common ancestor (are in one view tree), asked without retaining a view.
    package static func shareAncestor(_ first: HeadlessView, _ second: HeadlessView) -> Bool {
        nearestCommonAncestor(.passUnretained(first), .passUnretained(second)) != nil
    }

    /// ``nearestCommonAncestor(_:_:)`` over unmanaged references: the walk reads each superview without
    /// reference counting (every view on both chains is alive while the caller holds the two views).
    static func nearestCommonAncestor(
        _ first: Unmanaged<HeadlessView>, _ second: Unmanaged<HeadlessView>
    ) -> Unmanaged<HeadlessView>? {
        func parent(_ view: Unmanaged<HeadlessView>) -> Unmanaged<HeadlessView>? {
            view._withUnsafeGuaranteedRef { $0.superviewReference }
        }
        func isSame(_ a: Unmanaged<HeadlessView>?, _ b: Unmanaged<HeadlessView>?) -> Bool {
            a?.toOpaque() == b?.toOpaque()
        }
        if isSame(first, second) { return first }
        let firstParent = parent(first), secondParent = parent(second)
        if isSame(secondParent, first) { return first }
        if isSame(firstParent, second) { return second }
        if let firstParent, isSame(firstParent, secondParent) { return firstParent }
        var a = first, b = second
        var depthA = depth(of: a), depthB = depth(of: b)
        while depthA > depthB, let next = parent(a) {
            a = next
            depthA -= 1
        }
        while depthB > depthA, let next = parent(b) {
            b = next
            depthB -= 1
        }
        while !isSame(a, b) {
            guard let parentA = parent(a), let parentB = parent(b) else { return nil }
            a = parentA
            b = parentB
        }
        return a
    }

    /// The number of ancestors of `view`, counted without reference counting.
    static func depth(of view: Unmanaged<HeadlessView>) -> Int {
        var count = 0
        var current = view
        while let parent = current._withUnsafeGuaranteedRef({ $0.superviewReference }) {
            count += 1
            current = parent
        }
        return count
    }
}
