#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout

/// A text snapshot of a laid-out view tree: one line per view, indented two spaces per level, with its name and
/// its frame (in its superview's coordinates) rounded to 0.01 pt:
///
/// ```text
/// screen (0, 0, 390, 844)
///   header (0, 47, 390, 120)
///     avatar (16, 16, 64, 64)
///       · avatar.width == 64   ProfileHeader.swift:12 avatar.autoSetDimension(.width, toSize: 64)
/// ```
///
/// The text is deterministic (no addresses; `-0` prints as `0`), so it can be compared exactly in a snapshot test
/// and reads well in a diff. A view is named by its `accessibilityIdentifier`, or by its type and its index among
/// its superview's subviews (`HeadlessView#2`).
public enum LayoutSnapshot {
    /// What a snapshot shows besides names and frames.
    public struct Options: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: Int
        /// Makes options from a raw value.
        /// - Parameter rawValue: The raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Under each view, the constraints installed on it, each with the call that made it when recorded.
        public static let constraints = Options(rawValue: 1)
    }

    /// The snapshot of `root` and its subviews, as they are now (call `layoutIfNeeded()` first).
    /// - Parameters:
    ///   - root: The top of the tree.
    ///   - options: What to show besides names and frames.
    /// - Returns: One line per view (and per constraint with ``Options/constraints``), newline-separated.
    public static func text(of root: HeadlessView, options: Options = []) -> String {
        var lines: [String] = []
        appendLines(for: root, name: ViewNaming.name(of: root), depth: 0, options: options, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// Appends the lines of `view` and its subtree.
    private static func appendLines(
        for view: HeadlessView, name: String, depth: Int, options: Options, into lines: inout [String]
    ) {
        let indent = String(repeating: "  ", count: depth)
        lines.append("\(indent)\(name) \(Number.rect(view.frame))")
        if options.contains(.constraints) {
            for constraint in view.constraints {
                lines.append("\(indent)  · \(ConstraintText.line(for: constraint))")
            }
        }
        for subview in view.subviews {
            appendLines(
                for: subview, name: ViewNaming.name(of: subview), depth: depth + 1, options: options, into: &lines)
        }
    }
}
#endif
