#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Compares solved frames with a workload's closed-form answer.
enum FrameCheck {
    /// The allowed difference for a coordinate whose expected value is `expected`: 1e-6 plus 1e-9 of its size
    /// (a 10,000-view stack reaches y ≈ 520,000).
    static func tolerance(for expected: CGFloat) -> CGFloat {
        1e-6 + 1e-9 * abs(expected)
    }

    /// Whether `actual` equals `expected` within ``tolerance(for:)``.
    static func matches(_ actual: CGFloat, _ expected: CGFloat) -> Bool {
        abs(actual - expected) <= tolerance(for: expected)
    }

    /// Whether two rectangles agree coordinate by coordinate.
    static func matches(_ actual: CGRect, _ expected: CGRect) -> Bool {
        matches(actual.origin.x, expected.origin.x) && matches(actual.origin.y, expected.origin.y)
            && matches(actual.size.width, expected.size.width) && matches(actual.size.height, expected.size.height)
    }

    /// Describes the first view whose frame differs from the expected one, and how many differ; `nil` when all
    /// agree.
    /// - Parameters:
    ///   - views: The laid-out views.
    ///   - expected: Their expected frames, in the same order.
    /// - Returns: A one-line description of the mismatch, or `nil`.
    static func firstMismatch(views: [HeadlessView], expected: [CGRect]) -> String? {
        guard views.count == expected.count else {
            return "the scene has \(views.count) views, the closed form \(expected.count)"
        }
        var firstIndex: Int?
        var wrong = 0
        for index in views.indices where !matches(views[index].frame, expected[index]) {
            wrong += 1
            if firstIndex == nil { firstIndex = index }
        }
        guard let firstIndex else { return nil }
        return "\(wrong) of \(views.count) frames wrong; view \(firstIndex) is \(views[firstIndex].frame), "
            + "expected \(expected[firstIndex])"
    }

    /// Lays nothing out: checks the scene's current frames against `workload`'s answer for `state`.
    /// - Returns: A description of the first mismatch prefixed with `phase`, or `nil`.
    static func check(
        _ scene: LayoutScene, of workload: any LayoutWorkload, n: Int, state: SceneState, phase: String
    ) -> String? {
        firstMismatch(views: scene.views, expected: workload.expectedFrames(n: n, state: state))
            .map { "after \(phase): \($0)" }
    }
}
#endif
