#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift
import Testing

@testable import Benchmarks

/// Every benchmark workload, built both ways at small N, lays out to its closed-form frames after every change
/// the benchmark times: so the benchmark never measures a wrong answer.
@Suite struct WorkloadFrameTests {
    @Test(arguments: WorkloadKind.allCases, ConstraintStyle.allCases)
    func everyMeasuredStateHasTheClosedFormFrames(kind: WorkloadKind, style: ConstraintStyle) {
        let workload = kind.workload
        for n in smallSizes {
            let messages = diagnostics {
                let scene = workload.build(n: n, style: style)
                #expect(scene.views.count == workload.viewCount(n: n))
                #expect(scene.explicitConstraintCount == workload.explicitConstraintCount(n: n))
                #expect(scene.middleConstraint.isActive)
                let root = scene.root
                let base = workload.initialState(n: n)
                let height = workload.rootSize(n: n).height
                root.layoutIfNeeded()
                expectFrames(scene, of: workload, n: n, state: base, "first layout")

                let resized = SceneState(rootWidth: workload.resizedRootWidth(n: n), middleChanged: false)
                root.frame = CGRect(x: 0, y: 0, width: resized.rootWidth, height: height)
                root.layoutIfNeeded()
                expectFrames(scene, of: workload, n: n, state: resized, "resize")
                root.frame = CGRect(x: 0, y: 0, width: base.rootWidth, height: height)
                root.layoutIfNeeded()
                expectFrames(scene, of: workload, n: n, state: base, "resize back")

                let middle = scene.middleConstraint
                let baseConstant = middle.constant
                middle.constant = baseConstant + workload.middleConstantChange
                root.layoutIfNeeded()
                expectFrames(
                    scene, of: workload, n: n, state: SceneState(rootWidth: base.rootWidth, middleChanged: true),
                    "constant change")
                middle.constant = baseConstant
                root.layoutIfNeeded()
                expectFrames(scene, of: workload, n: n, state: base, "constant change back")

                middle.isActive = false
                root.layoutIfNeeded()
                middle.isActive = true
                root.layoutIfNeeded()
                expectFrames(scene, of: workload, n: n, state: base, "churn")
            }
            #expect(messages.isEmpty, "\(kind) n=\(n) \(style): \(messages.first ?? "")")
        }
    }

    @Test(arguments: WorkloadKind.allCases)
    func bothBuildsMakeTheSameConstraints(kind: WorkloadKind) {
        let workload = kind.workload
        let raw = workload.build(n: 10, style: .raw)
        let pureLayout = workload.build(n: 10, style: .pureLayout)
        let rawConstraints = installedConstraints(in: raw)
        let pureLayoutConstraints = installedConstraints(in: pureLayout)
        #expect(rawConstraints.count == workload.explicitConstraintCount(n: 10))
        #expect(rawConstraints.count == pureLayoutConstraints.count)
        for (rawConstraint, pureLayoutConstraint) in zip(rawConstraints, pureLayoutConstraints) {
            #expect(rawConstraint.firstAttribute == pureLayoutConstraint.firstAttribute)
            #expect(rawConstraint.secondAttribute == pureLayoutConstraint.secondAttribute)
            #expect(rawConstraint.relation == pureLayoutConstraint.relation)
            #expect(abs(rawConstraint.constant - pureLayoutConstraint.constant) < 1e-9)
            #expect(rawConstraint.priority == pureLayoutConstraint.priority)
        }
    }

    /// The scene's active constraints, gathered from the root and every view, in a canonical order (by the
    /// first item's position in the scene, then attribute).
    private func installedConstraints(in scene: LayoutScene) -> [NSLayoutConstraint] {
        var position: [ObjectIdentifier: Int] = [ObjectIdentifier(scene.root): -1]
        for (index, view) in scene.views.enumerated() { position[ObjectIdentifier(view)] = index }
        let all = ([scene.root] + scene.views).flatMap(\.constraints).filter(\.isActive)
        func key(_ constraint: NSLayoutConstraint) -> (Int, Int, Int) {
            let first = (constraint.firstItem as AnyObject?).flatMap { position[ObjectIdentifier($0)] } ?? -2
            let second = (constraint.secondItem as AnyObject?).flatMap { position[ObjectIdentifier($0)] } ?? -2
            return (first, constraint.firstAttribute.rawValue, second)
        }
        return all.sorted { key($0) < key($1) }
    }
}
#endif
