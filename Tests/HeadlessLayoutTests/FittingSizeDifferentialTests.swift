import Foundation
import HeadlessLayout
import TestSupport
import Testing

/// Differential tests of `systemLayoutSizeFitting`, which solves in an engine of its own (a detached engine over
/// the measured view's subtree): random hierarchies from ``MutationScene``, mutated a few steps, then every view
/// with subviews measured at a random target and fitting priorities. The size returned must belong to an optimal
/// layout of the fitting problem (``LiveLayoutProblem`` with `fitting`): holding the measured view at that size
/// must not make any priority level's optimum worse. `PURELAYOUT_SOAK=N` measures the scenes of N seeds.
@Suite("Fitting sizes against the reference LP")
struct FittingSizeDifferentialTests {
    static let fittingPriorities: [Float] = [50, 250, 500, 750, 999]

    @Test("systemLayoutSizeFitting returns a size of an optimal layout", arguments: 0..<4)
    func fittingSizes(batch: Int) {
        // The batches interleave their seeds, so a soak of any size never runs a seed twice.
        for offset in 0..<Soak.perPart(default: 25, parts: 4) {
            let seed = UInt64(77_000 + offset * 4 + batch)
            if let failure = check(seed: seed) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    /// What is wrong with the fitting sizes of seed `seed`'s scene, or `nil`.
    func check(seed: UInt64) -> String? {
        let scene = MutationScene(seed: seed)
        _ = collectDiagnostics {
            scene.mutate(count: scene.random.int(in: 0...6))
            scene.root.layoutIfNeeded()
        }
        for view in scene.attachedViews where !view.subviews.isEmpty {
            let target = LiveLayoutProblem.FittingTarget(
                size: CGSize(width: scene.random.int(in: 0...500), height: scene.random.int(in: 0...500)),
                horizontalPriority: scene.random.element(of: Self.fittingPriorities),
                verticalPriority: scene.random.element(of: Self.fittingPriorities))
            let problem = LiveLayoutProblem(root: view, fitting: target)
            guard let optimum = problem.lexicographicOptimum() else { continue }
            var size = CGSize.zero
            let diagnostics = collectDiagnostics {
                size = view.systemLayoutSizeFitting(
                    target.size, withHorizontalFittingPriority: UILayoutPriority(target.horizontalPriority),
                    verticalFittingPriority: UILayoutPriority(target.verticalPriority))
            }
            if !diagnostics.isEmpty {
                return "measuring \(scene.name(view)) reported \(diagnostics.map(\.message))"
            }
            if let fault = problem.fittingFault(of: size, optimum: optimum) {
                return "\(scene.name(view)) measured \(size) at \(target): \(fault)\n"
                    + scene.log.suffix(30).joined(separator: "\n")
            }
        }
        return nil
    }
}
