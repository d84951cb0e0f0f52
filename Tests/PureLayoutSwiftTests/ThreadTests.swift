#if PURELAYOUT_HEADLESS
import Dispatch
import Foundation
import PureLayoutSwift
import TestSupport
import Testing

/// What one thread saw while building its own layout inside its own scopes.
struct ThreadOutcome: Sendable {
    let index: Int
    let metPartner: Bool
    let scopedPriorities: [Float]
    let scopedIdentifiers: [String?]
    let outsidePriority: Float
    let outsideIdentifier: String?
    let allActive: Bool
    let heldInactive: Bool
    let frame: CGRect
}

/// docs/PARITY.md §7 "State is per thread": two threads building layouts never see each other's scopes.
@Suite("Threads")
struct ThreadTests {
    @Test("Two threads build separate layouts concurrently, each inside its own scopes")
    func twoThreadsWithScopes() async {
        let outcomes = LockedList<ThreadOutcome>()
        let arrived = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
        let done = LockedList<Int>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            for index in 0..<2 {
                let thread = Thread {
                    outcomes.append(Self.buildLayout(index: index, signal: arrived[index], await: arrived[1 - index]))
                    if done.appendAndCount(index) == 2 { continuation.resume() }
                }
                thread.start()
            }
        }
        let results = outcomes.values.sorted { $0.index < $1.index }
        #expect(results.count == 2)
        for outcome in results {
            let priority = Float(300 + 100 * outcome.index)
            #expect(outcome.metPartner, "thread \(outcome.index) did not overlap with the other thread")
            #expect(outcome.scopedPriorities.count == 2 * Self.rounds + 1)
            #expect(outcome.scopedPriorities.allSatisfy { $0 == priority }, "thread \(outcome.index)")
            #expect(outcome.scopedIdentifiers.allSatisfy { $0 == "thread-\(outcome.index)" }, "thread \(outcome.index)")
            #expect(outcome.outsidePriority == 1000)
            #expect(outcome.outsideIdentifier == nil)
            #expect(outcome.allActive)
            #expect(outcome.heldInactive)
            let side = CGFloat(100 + 10 * outcome.index)
            let expected = CGRect(x: CGFloat(outcome.index) * 7, y: 20, width: side, height: side)
            #expect(abs(outcome.frame.minX - expected.minX) < frameTolerance
                && abs(outcome.frame.minY - expected.minY) < frameTolerance
                && abs(outcome.frame.width - expected.width) < frameTolerance
                && abs(outcome.frame.height - expected.height) < frameTolerance,
                    "thread \(outcome.index): \(outcome.frame) != \(expected)")
        }
    }

    /// Rounds of constraint creation per thread, alternating with the other thread's rounds.
    static let rounds = 20

    /// Builds a layout on the current thread: enters its priority and identifier scopes, meets the other thread
    /// (so both sets of scopes are open at once), makes constraints in rounds, and reports what it got.
    static func buildLayout(index: Int, signal: DispatchSemaphore, await partner: DispatchSemaphore) -> ThreadOutcome {
        let container = makeContainer()
        let view = makeSubview(in: container)
        let side = CGFloat(100 + 10 * index)
        var scoped: [NSLayoutConstraint] = []
        var held: [NSLayoutConstraint] = []
        var metPartner = true
        NSLayoutConstraint.autoSetPriority(ALLayoutPriority(rawValue: Float(300 + 100 * index))) {
            NSLayoutConstraint.autoSetIdentifier("thread-\(index)") {
                for round in 0..<rounds {
                    signal.signal()
                    if partner.wait(timeout: .now() + 10) == .timedOut { metPartner = false }
                    let installed = NSLayoutConstraint.autoCreateAndInstallConstraints {
                        view.autoSetDimension(.width, toSize: side)
                        view.autoSetDimension(.height, toSize: side)
                    }
                    scoped += installed
                    if round == 0 {
                        held = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                            view.autoPinEdge(toSuperviewEdge: .bottom)
                        }
                        scoped += held
                    }
                }
            }
        }
        let top = view.autoPinEdge(toSuperviewEdge: .top, withInset: 20)
        view.autoPinEdge(toSuperviewEdge: .leading, withInset: CGFloat(index) * 7)
        // The duplicate optional size constraints agree, so the frame is exact.
        scoped = scoped.filter { $0.firstAttribute != .bottom } + held
        container.layoutIfNeeded()
        let sizes = scoped.filter { $0.firstAttribute != .bottom }
        return ThreadOutcome(
            index: index,
            metPartner: metPartner,
            scopedPriorities: sizes.map(\.priority.rawValue) + held.map(\.priority.rawValue),
            scopedIdentifiers: scoped.map(\.identifier),
            outsidePriority: top.priority.rawValue,
            outsideIdentifier: top.identifier,
            allActive: sizes.allSatisfy(\.isActive) && top.isActive,
            heldInactive: held.count == 1 && held.allSatisfy { !$0.isActive },
            frame: view.frame)
    }
}
#endif
