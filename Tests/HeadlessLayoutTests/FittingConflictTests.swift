import Foundation
import HeadlessLayout
import Testing

/// `systemLayoutSizeFitting` with a required target that the measured subtree contradicts.
@Suite("A fitting size against a required target")
struct FittingConflictTests {
    /// A required width the subtree cannot take (a 100-point view pinned 16 from both sides): the subtree's
    /// constraint is the one broken (the engine breaks a person's own constraint before a size it holds), so the
    /// width is the target's, measured by a kept engine or afresh.
    @Test("a required target that conflicts wins over the subtree", arguments: [false, true])
    func requiredTargetWins(afresh: Bool) {
        let cell = HeadlessView()
        cell.translatesAutoresizingMaskIntoConstraints = false
        let box = HeadlessView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(box)
        NSLayoutConstraint.activate([
            makeConstraint(box, .width, .equal, nil, .notAnAttribute, constant: 100),
            makeConstraint(box, .leading, .equal, cell, .leading, constant: 16),
            makeConstraint(box, .trailing, .equal, cell, .trailing, constant: -16),
            makeConstraint(box, .top, .equal, cell, .top, constant: 8),
            makeConstraint(box, .height, .equal, nil, .notAnAttribute, constant: 20),
            makeConstraint(box, .bottom, .equal, cell, .bottom, constant: -8),
        ])
        var size = CGSize.zero
        _ = collectDiagnostics {
            size =
                afresh
                ? cell.systemLayoutSizeFittingAfresh(
                    CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                : cell.systemLayoutSizeFitting(
                    CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(size == CGSize(width: 50, height: 36))
    }
}
