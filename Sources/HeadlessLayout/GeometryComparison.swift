import Foundation

// Exact comparisons of rectangles, sizes and points that the compiler can inline. Foundation's `==` on these
// types is an opaque call into the Foundation library on Linux, and the layout pass compares a few of them for
// every view it visits.

extension CGPoint {
    /// Whether both coordinates equal `other`'s exactly (as `==`).
    @inline(__always)
    func isIdentical(to other: CGPoint) -> Bool {
        x == other.x && y == other.y
    }
}

extension CGSize {
    /// Whether both dimensions equal `other`'s exactly (as `==`).
    @inline(__always)
    func isIdentical(to other: CGSize) -> Bool {
        width == other.width && height == other.height
    }
}

extension CGRect {
    /// Whether origin and size equal `other`'s exactly (as `==`).
    @inline(__always)
    func isIdentical(to other: CGRect) -> Bool {
        origin.isIdentical(to: other.origin) && size.isIdentical(to: other.size)
    }
}
