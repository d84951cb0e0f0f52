@testable import Cassowary
import Foundation
@testable import HeadlessLayout
import TestSupport
import Testing

/// Differential tests that hunt what nobody wrote down: seeded random hierarchies mutated step by step (constants,
/// priorities, required ↔ optional, activation singly and in batches, new and dropped constraints, intrinsic
/// sizes, hugging and compression, removals, moves, re-added subtrees, moves with the constraints deactivated and
/// re-activated before the pass, new views, layout guides as spacers (added, removed, added elsewhere), layout
/// margins and margin and baseline attributes, views placed by their frames (autoresizing), root resizes,
/// direction flips), laid out after every step and checked
/// against ``ReferenceLP`` on the problem read back from the live hierarchy (``LiveLayoutProblem``):
/// - every required constraint and every size floor holds;
/// - each optional priority level's total violation is the lexicographic optimum;
/// - every constraint reads back the constant, priority and activity the test set (UIKit's deactivations on
///   removal included);
/// - the solver's required equalities each rewrite to exactly their own marker (invariant 16 of
///   docs/ARCHITECTURE.md, which removal relies on);
/// - no diagnostic is reported, except on conflict steps, which make a required conflict on purpose: those must
///   survive, report it (once per constraint that cannot hold), break only a constraint a person can find, and
///   report nothing more while the conflict stays.
///
/// `PURELAYOUT_SOAK=N swift test --filter MutationSequence` runs N sequences instead of the default;
/// `PURELAYOUT_SEED=S` replays the one sequence of seed S.
@Suite("Mutation sequences against the reference LP")
struct MutationSequenceTests {
    /// Sequences per batch by default, and the batches (which run in parallel).
    static let defaultSequencesPerBatch = 25
    static let batches = 8

    /// Sequences per batch: the default, or an eighth of `PURELAYOUT_SOAK`.
    static var sequencesPerBatch: Int {
        Soak.perPart(default: defaultSequencesPerBatch, parts: batches)
    }

    @Test("Random mutation sequences stay exact after every layout pass", arguments: 0..<batches)
    func sequences(batch: Int) {
        if let seed = ProcessInfo.processInfo.environment["PURELAYOUT_SEED"].flatMap(UInt64.init) {
            // Replays one sequence (the seed a failure printed).
            if batch == 0 { _ = run(seed: seed) }
            return
        }
        for offset in 0..<Self.sequencesPerBatch {
            let seed = UInt64(batch * 1_000_003 + offset)
            if !run(seed: seed) { return }
        }
    }

    /// Runs the sequence of `seed`; records an issue and returns false at its first failure.
    func run(seed: UInt64) -> Bool {
        let scene = MutationScene(seed: seed)
        var pendingConflict: [NSLayoutConstraint] = []
        let steps = scene.random.int(in: 10...30)
        for step in 0...steps {
            var conflictStep = false
            let diagnostics = collectDiagnostics {
                if step > 0 {
                    if !pendingConflict.isEmpty && scene.random.chance(0.7) {
                        NSLayoutConstraint.deactivate(pendingConflict)
                        scene.note("conflict removed")
                        pendingConflict = []
                    }
                    if pendingConflict.isEmpty && scene.random.chance(0.08),
                        let view = scene.attachedViews.randomElement(using: &scene.random)
                    {
                        pendingConflict = scene.conflict(for: view)
                        NSLayoutConstraint.activate(pendingConflict)
                        scene.note("conflict on \(scene.name(view))")
                        conflictStep = true
                    } else {
                        scene.mutate(count: scene.random.int(in: 1...6))
                    }
                }
                scene.root.layoutIfNeeded()
            }
            var failure = check(
                scene, diagnostics: diagnostics, conflictStep: conflictStep, conflict: pendingConflict)
            if failure == nil {
                if let engine = scene.root.layoutState.engine {
                    if !engine.solver.markersStandForTheirConstraints() {
                        failure = "a required equality no longer rewrites to its own marker (invariant 16)"
                    }
                } else {
                    failure = "the root has no layout engine after a pass"
                }
            }
            if let failure {
                Issue.record(
                    """
                    seed \(seed), step \(step): \(failure)
                    steps:
                    \(scene.log.suffix(40).joined(separator: "\n"))
                    """)
                return false
            }
        }
        return true
    }

    /// What is wrong after a step, or `nil`.
    func check(
        _ scene: MutationScene, diagnostics: [LayoutDiagnostic], conflictStep: Bool, conflict: [NSLayoutConstraint]
    ) -> String? {
        for entry in scene.entries {
            let constraint = entry.constraint
            if constraint.isActive != entry.isActive || constraint.constant != entry.constant
                || constraint.priority != entry.priority
            {
                return "\(scene.describe(entry)) reads back active \(constraint.isActive), constant "
                    + "\(constraint.constant), priority \(constraint.priority.rawValue); the test set active "
                    + "\(entry.isActive), \(entry.constant), \(entry.priority.rawValue)"
            }
        }
        if conflictStep && !diagnostics.contains(where: { $0.kind == .unsatisfiableConstraints }) {
            return "a conflict step reported nothing"
        }
        if conflict.isEmpty && !diagnostics.isEmpty {
            return "unexpected diagnostics: \(diagnostics.map(\.message).joined(separator: "\n"))"
        }
        // While a conflict is in place, only conflicts it takes part in may be reported (its own, and those of
        // constraints that need what the broken one gave up, such as a size it now forces below zero), each
        // breaking a findable constraint, each constraint broken once.
        var broken: [NSLayoutConstraint] = []
        for report in diagnostics {
            guard report.kind == .unsatisfiableConstraints,
                report.constraints.contains(where: { involved in conflict.contains { $0 === involved } }),
                let victim = report.constraints.last, Self.isFindable(victim, in: scene),
                !broken.contains(where: { $0 === victim })
            else {
                return "unexpected diagnostics with a conflict in place:\n"
                    + diagnostics.map(\.message).joined(separator: "\n")
            }
            broken.append(victim)
        }
        // With a conflict in place the optimum is the engine's choice of what to break: checked when it is gone.
        guard conflict.isEmpty else { return nil }
        return LiveLayoutProblem(root: scene.root).solvedLayoutFault(naming: scene.name)
    }

    /// Whether `constraint` is one a person can find: one the test made, or an intrinsic-size or autoresizing
    /// constraint as UIKit names them.
    static func isFindable(_ constraint: NSLayoutConstraint, in scene: MutationScene) -> Bool {
        if scene.entries.contains(where: { $0.constraint === constraint }) { return true }
        if constraint.firstAttribute == .width && (constraint.constant == 50 || constraint.constant == 60)
            && constraint.secondItem == nil
        {
            return true
        }
        let description = "\(constraint)"
        return description.hasPrefix("<NSContentSizeLayoutConstraint")
            || description.hasPrefix("<NSAutoresizingMaskLayoutConstraint")
    }
}
