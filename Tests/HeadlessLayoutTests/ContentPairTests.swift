import Foundation
import HeadlessLayout
import Testing
import TestSupport

/// A view's content hugging and compression resistance are one solver equality with two strengths while both
/// priorities are optional, and two constraints when either is required (`LayoutEngine+ContentPairs.swift`).
/// Random sequences switch between the two forms (priorities to and from required, the intrinsic size to and from
/// none, the competing constraint's size and priority) and check the solved width after every change against the
/// rule a person would apply: of hugging (`width <= intrinsic`), compression resistance (`width >= intrinsic`) and
/// an optional `width == target`, the highest priority that disagrees with the others wins.
@Suite("Content hugging and compression resistance as one equality")
struct ContentPairTests {
    /// Content priorities, required included; the target's priorities never equal one of these (no ties).
    static let contentPriorities: [Float] = [1, 250, 500, 750, 999, 1000]
    static let targetPriorities: [Float] = [100, 300, 600, 800, 998]

    @Test("the solved width follows the highest priority through random changes of either side", arguments: Soak.seeds(0..<60))
    func randomSequences(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        let view = MutableIntrinsicView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        activateConstraint(view, .leading, .equal, root, .leading)
        activateConstraint(view, .top, .equal, root, .top)
        activateConstraint(view, .height, constant: 20)
        let target = activateConstraint(view, .width, constant: 120, priority: UILayoutPriority(300))
        var log: [String] = []
        for step in 0..<25 {
            switch random.int(in: 0...4) {
            case 0:
                let size: CGFloat = random.chance(0.2) ? HeadlessView.noIntrinsicMetric : CGFloat(random.int(in: 50...150))
                view.contentSize = CGSize(width: size, height: HeadlessView.noIntrinsicMetric)
                view.invalidateIntrinsicContentSize()
                log.append("intrinsic \(size)")
            case 1:
                let priority = random.element(of: Self.contentPriorities)
                view.setContentHuggingPriority(UILayoutPriority(priority), for: .horizontal)
                log.append("hugging \(priority)")
            case 2:
                let priority = random.element(of: Self.contentPriorities)
                view.setContentCompressionResistancePriority(UILayoutPriority(priority), for: .horizontal)
                log.append("compression \(priority)")
            case 3:
                target.constant = CGFloat(random.int(in: 50...150))
                log.append("target \(target.constant)")
            default:
                let priority = random.element(of: Self.targetPriorities)
                target.priority = UILayoutPriority(priority)
                log.append("target priority \(priority)")
            }
            root.layoutIfNeeded()
            let expected = Self.expectedWidth(
                intrinsic: view.contentSize.width, hugging: view.contentHuggingPriority(for: .horizontal).rawValue,
                compression: view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                target: target.constant, targetPriority: target.priority.rawValue)
            #expect(abs(view.frame.width - expected) < 1e-6, "step \(step): width \(view.frame.width), expected \(expected); \(log)")
        }
    }

    /// The width the three constraints give: the target's, unless the content constraint it would violate has a
    /// higher priority (then the intrinsic width).
    static func expectedWidth(
        intrinsic: CGFloat, hugging: Float, compression: Float, target: CGFloat, targetPriority: Float
    ) -> CGFloat {
        guard intrinsic >= 0 else { return target }
        if target > intrinsic { return hugging > targetPriority ? intrinsic : target }
        if target < intrinsic { return compression > targetPriority ? intrinsic : target }
        return target
    }
}
