import Foundation
import HeadlessLayout
import Testing
import TestSupport

/// A conflict is judged on the state a whole sync leaves (LayoutEngine+Recovery.swift): a required constraint that
/// cannot be added halfway through a sync is tried again at its end, unless nothing it depends on changed since
/// (then the engine keeps the conflict it found, without adding the constraint twice more).
///
/// Each trial lays out a feasible required row (a container of fixed width holding a chain of fixed-width
/// children, fixed gaps, pinned at both ends), then, in one sync, makes random changes that break it, mend it or
/// leave it broken: widths, gaps and the container's width changed, constraints deactivated and activated. After
/// the pass the rule a person would apply must hold:
/// - the active required constraints can all hold exactly when the widths and gaps can fill the container with
///   no width below zero (see ``Row/isSatisfiable``): then no report, and every active constraint holds;
/// - otherwise one unsatisfiable report, whose broken constraint (its last) is active and the only active
///   constraint of the row the frames do not satisfy.
@Suite("Conflicts judged at the end of a sync")
struct SyncEndConflictTests {
    /// The row: a container and its chained children, with every constraint the trial may change.
    struct Row {
        let container: HeadlessView
        let children: [HeadlessView]
        let containerWidth: NSLayoutConstraint
        let widths: [NSLayoutConstraint]
        /// Leading pin, the gaps between children, trailing pin: `children.count + 1` of them.
        let gaps: [NSLayoutConstraint]
        /// The container's height: required, and no part of the row's conflict.
        let containerHeight: NSLayoutConstraint

        var all: [NSLayoutConstraint] { [containerWidth] + widths + gaps }

        /// Whether the active constraints can all hold, with every width at zero or more (the engine's size
        /// floors): the children's widths and the gaps must fill the container's width. A gap that is off can take
        /// any value; a width that is off, any value from zero up.
        var isSatisfiable: Bool {
            guard gaps.allSatisfy(\.isActive) else { return true }
            let fixed = widths.filter(\.isActive).reduce(0) { $0 + $1.constant } + gaps.reduce(0) { $0 + $1.constant }
            let hasFreeWidth = widths.contains { !$0.isActive }
            guard containerWidth.isActive else { return hasFreeWidth || fixed >= -1e-9 }
            let room = containerWidth.constant - fixed
            return hasFreeWidth ? room >= -1e-9 : abs(room) < 1e-9
        }
    }

    static func makeRow(in hierarchy: TestHierarchy, count: Int) -> Row {
        let container = hierarchy.addView()
        activateConstraint(container, .top, .equal, hierarchy.root, .top)
        activateConstraint(container, .left, .equal, hierarchy.root, .left)
        let containerHeight = activateConstraint(container, .height, constant: 40)
        let children = (0..<count).map { _ in hierarchy.addView(to: container) }
        var widths: [NSLayoutConstraint] = []
        var gaps: [NSLayoutConstraint] = []
        var previous: HeadlessView?
        for child in children {
            activateConstraint(child, .top, .equal, container, .top)
            activateConstraint(child, .height, constant: 20)
            widths.append(activateConstraint(child, .width, constant: 30))
            gaps.append(
                previous.map { activateConstraint(child, .left, .equal, $0, .right, constant: 10) }
                    ?? activateConstraint(child, .left, .equal, container, .left, constant: 10))
            previous = child
        }
        gaps.append(activateConstraint(container, .right, .equal, children[count - 1], .right, constant: 10))
        let filled = CGFloat(count) * 30 + CGFloat(count + 1) * 10
        let containerWidth = activateConstraint(container, .width, constant: filled)
        return Row(
            container: container, children: children, containerWidth: containerWidth, widths: widths, gaps: gaps,
            containerHeight: containerHeight)
    }

    @Test("reports exactly the conflicts the end of the sync leaves", arguments: Soak.seeds(0..<150))
    func randomSyncs(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let hierarchy = TestHierarchy()
        let row = Self.makeRow(in: hierarchy, count: 2 + Int(random.next() % 5))
        #expect(collectDiagnostics { hierarchy.layout() }.isEmpty)
        var history: [String] = []
        // Several syncs, each of a few changes: a conflict reported once is not reported again while it stays.
        var reported: NSLayoutConstraint?
        for sync in 0..<4 {
            var previousTarget: NSLayoutConstraint?
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let constraints = row.all
                // Often the constraint just changed again: the one that failed halfway through the sync.
                let target = previousTarget.flatMap { random.next() % 2 == 0 ? $0 : nil }
                    ?? constraints[Int(random.next() % UInt64(constraints.count))]
                previousTarget = target
                switch random.next() % 7 {
                case 0, 1:
                    // A small integer change: often breaks the sum, sometimes mends it. Widths stay at zero or
                    // more (a size forced below zero is a conflict of its own, with the engine's size floor).
                    let changed = target.constant + CGFloat(Int(random.next() % 5) - 2) * 5
                    let isWidth = target.firstAttribute == .width
                    target.constant = isWidth ? max(0, changed) : changed
                    history.append("constant of #\(constraints.firstIndex { $0 === target }!) → \(target.constant)")
                case 2:
                    target.isActive.toggle()
                    history.append("#\(constraints.firstIndex { $0 === target }!) active: \(target.isActive)")
                case 3:
                    // Mend the row through the constraint just changed (after a change it could not take, the
                    // constraint itself is what was held broken).
                    let others = row.all.filter { $0 !== target }
                    let filledByOthers = others.reduce(0) { $0 + ($1 === row.containerWidth ? -$1.constant : $1.constant) }
                    let mended = target === row.containerWidth ? filledByOthers : -filledByOthers
                    guard target.firstAttribute != .width || mended >= 0 else { continue }
                    target.constant = mended
                    history.append("mended by #\(constraints.firstIndex { $0 === target }!) → \(target.constant)")
                case 4:
                    // A required constant outside the row's conflict: a conflict held broken is not tried again
                    // for it, and must neither be reported again nor come to hold.
                    row.containerHeight.constant = CGFloat(30 + Int(random.next() % 3) * 5)
                    history.append("container height → \(row.containerHeight.constant)")
                default:
                    // Mend the row through the container's width.
                    let filled = row.widths.reduce(0) { $0 + $1.constant } + row.gaps.reduce(0) { $0 + $1.constant }
                    row.containerWidth.constant = max(0, filled + (random.next() % 3 == 0 ? 5 : 0))
                    history.append("container width → \(row.containerWidth.constant)")
                }
            }
            let diagnostics = collectDiagnostics { hierarchy.layout() }
                .filter { $0.kind == .unsatisfiableConstraints }
            let context = "seed \(seed), sync \(sync): \(history.joined(separator: "; "))"
            if row.isSatisfiable {
                #expect(diagnostics.isEmpty, "\(context): reported a conflict that the sync's end does not have")
                for constraint in row.all where constraint.isActive {
                    #expect((violation(of: constraint) ?? 0) < 1e-6, "\(context): \(constraint) does not hold")
                }
                reported = nil
                continue
            }
            // Unsatisfiable: reported once, unless the same constraint was reported broken for it before.
            let broken = diagnostics.last?.constraints.last ?? reported
            #expect(diagnostics.count <= 1, "\(context): \(diagnostics.count) reports")
            if diagnostics.isEmpty {
                #expect(reported != nil, "\(context): an unsatisfiable row was not reported")
            }
            guard let broken else { continue }
            #expect(broken.isActive, "\(context): the broken constraint is not active")
            for constraint in row.all where constraint.isActive && constraint !== broken {
                #expect((violation(of: constraint) ?? 0) < 1e-6, "\(context): \(constraint) does not hold")
            }
            reported = broken
        }
    }
}
