import Foundation
import HeadlessLayout
import TestSupport
import Testing

/// The randomised property test: seeded random hierarchies with required and optional constraints, laid out
/// with `layoutIfNeeded()`. The frames must satisfy every required constraint and minimise the violation at
/// each priority level in turn, which ReferenceLP computes independently. Each scene is then edited twice
/// (constants, priorities, deactivation, new constraints) and checked again, to exercise the incremental paths.
@Suite("Randomised layouts")
struct RandomisedLayoutTests {
    /// Absolute tolerance for required constraints and non-negative sizes.
    static let requiredTolerance = 1e-6
    /// Seeds per test case (the cases run in parallel).
    static let seedsPerBatch = 25

    @Test("2–4 views: required constraints hold and every priority level is optimal", arguments: 0..<8)
    func smallHierarchies(batch: Int) {
        for offset in 0..<Self.seedsPerBatch {
            let seed = UInt64(batch * Self.seedsPerBatch + offset)
            check(seed: seed, viewCount: 2 + Int(seed % 3), includeMargins: false)
        }
    }

    @Test("5–7 views: required constraints hold and every priority level is optimal", arguments: 0..<4)
    func mediumHierarchies(batch: Int) {
        for offset in 0..<10 {
            let seed = UInt64(10_000 + batch * 10 + offset)
            check(seed: seed, viewCount: 5 + Int(seed % 3), includeMargins: false)
        }
    }

    @Test("2–4 views with margin attributes: the same properties", arguments: 0..<4)
    func hierarchiesWithMargins(batch: Int) {
        for offset in 0..<Self.seedsPerBatch {
            let seed = UInt64(20_000 + batch * Self.seedsPerBatch + offset)
            check(seed: seed, viewCount: 2 + Int(seed % 3), includeMargins: true)
        }
    }

    /// Builds the scene of `seed`, lays it out and checks it, then edits and checks it twice more.
    private func check(seed: UInt64, viewCount: Int, includeMargins: Bool) {
        let scene = RandomLayoutScene(seed: seed, viewCount: viewCount, includeMargins: includeMargins)
        var diagnostics = collectDiagnostics {
            scene.populate()
            scene.views[0].layoutIfNeeded()
        }
        guard verify(scene, round: 0, diagnostics: diagnostics) else { return }
        for round in 1...2 {
            diagnostics = collectDiagnostics {
                scene.mutate()
                scene.views[0].layoutIfNeeded()
            }
            guard verify(scene, round: round, diagnostics: diagnostics) else { return }
        }
    }

    /// Checks one layout; records an issue with a replayable summary and returns false at the first failure.
    private func verify(_ scene: RandomLayoutScene, round: Int, diagnostics: [LayoutDiagnostic]) -> Bool {
        var context: String {
            let replay = scene.freshReplay()
            return
                "round \(round) (a fresh layout of the same constraints: largest required violation \(replay.maximumRequiredViolation), levels \(replay.levels)) of \(scene.summary)"
        }
        guard diagnostics.isEmpty else {
            Issue.record("unexpected diagnostics \(diagnostics.map(\.description)) in \(context)")
            return false
        }
        for generated in scene.constraints where generated.constraint.isActive && generated.constraint.priority == .required {
            let amount = violation(of: generated.constraint).map(Double.init) ?? .infinity
            guard amount <= Self.requiredTolerance else {
                Issue.record("required constraint violated by \(amount): \(generated.constraint) in \(context)")
                return false
            }
        }
        // The raw size: CGRect's `width` and `height` are standardised (never negative).
        for view in scene.views.dropFirst()
        where view.frame.size.width < -Self.requiredTolerance || view.frame.size.height < -Self.requiredTolerance {
            Issue.record("negative size \(view.frame) in \(context)")
            return false
        }
        guard let reference = scene.referenceOptimum() else {
            Issue.record("the reference LP found no optimum for \(context)")
            return false
        }
        let engine = scene.engineViolations()
        for (level, (engineValue, referenceValue)) in zip(engine, reference).enumerated() {
            let tolerance = 1e-6 * max(1, abs(referenceValue))
            if abs(engineValue - referenceValue) > tolerance {
                Issue.record(
                    "priority \(scene.activeOptionalLevels[level]): violation \(engineValue), optimum \(referenceValue) (levels: engine \(engine), reference \(reference)) in \(context)"
                )
                return false
            }
        }
        return true
    }
}
