import Cassowary
import Foundation
import HeadlessLayout
import TestSupport
import Testing

/// `systemLayoutSizeFitting` keeps its measuring engine on the measured view and brings it up to date from the
/// changes made in the view's subtree. These tests hunt a kept engine that missed a change: random mutation
/// sequences interleaved with measurements, each measurement compared with a fresh engine's
/// (`systemLayoutSizeFittingAfresh`), and, where the two differ, with the reference LP (a size of another optimal
/// layout is right: incremental and fresh solves may settle ties differently, as a hierarchy's engine does).
/// `PURELAYOUT_SOAK=N` runs N sequences of each randomized test.
@Suite("Kept measuring engines against fresh ones")
struct KeptFittingEngineTests {
    static let fittingPriorities: [Float] = [50, 250, 500, 750, 999, 1000]

    @Test("Random mutation sequences interleaved with measurements measure what a fresh engine does", arguments: 0..<4)
    func mutationSequences(batch: Int) {
        var reused = 0
        for offset in 0..<Soak.perPart(default: 30, parts: 4) {
            let seed = UInt64(93_000 + offset * 4 + batch)
            let outcome = run(seed: seed)
            reused += outcome.reused
            if let failure = outcome.failure {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
        // The measurements must mostly have gone through kept engines, or this tested nothing.
        #expect(reused > 50)
    }

    @Test("Hosted cells (autoresizing content, margins, safe areas, layout passes) measure what a fresh engine does",
        arguments: 0..<4)
    func hostedCells(batch: Int) {
        var reused = 0
        for offset in 0..<Soak.perPart(default: 25, parts: 4) {
            let seed = UInt64(97_000 + offset * 4 + batch)
            let scene = HostedCellScene(seed: seed)
            var target = scene.randomTarget()
            for step in 0..<scene.random.int(in: 15...40) {
                _ = collectDiagnostics {
                    for _ in 0..<scene.random.int(in: 0...2) { scene.mutate() }
                }
                if scene.random.chance(0.3) { target = scene.randomTarget() }
                // Sometimes the content view: an engine nested in the cell's.
                let view = scene.random.chance(0.2) ? scene.content : scene.cell
                let engine = view.keptMeasuringEngine
                let horizontal = UILayoutPriority(target.horizontalPriority)
                let vertical = UILayoutPriority(target.verticalPriority)
                var kept = CGSize.zero
                var fresh = CGSize.zero
                let diagnostics = collectDiagnostics {
                    kept = view.systemLayoutSizeFitting(
                        target.size, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
                    fresh = view.systemLayoutSizeFittingAfresh(
                        target.size, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
                }
                if engine != nil && engine === view.keptMeasuringEngine { reused += 1 }
                guard diagnostics.isEmpty, isClose(kept, fresh, tolerance: 1e-6 * max(1, fresh.width, fresh.height))
                else {
                    let history = scene.log.suffix(40).joined(separator: "\n")
                    let reported = diagnostics.map(\.message)
                    Issue.record(
                        "seed \(seed), step \(step): \(scene.name(view)) measured \(kept) at \(target), a fresh engine \(fresh); reported \(reported)\n\(history)")
                    return
                }
            }
        }
        #expect(reused > 50)
    }

    /// A random fitting target.
    static func randomTarget(_ random: inout SplitMix64) -> LiveLayoutProblem.FittingTarget {
        LiveLayoutProblem.FittingTarget(
            size: CGSize(width: random.int(in: 0...600), height: random.int(in: 0...600)),
            horizontalPriority: random.element(of: fittingPriorities),
            verticalPriority: random.element(of: fittingPriorities))
    }

    /// Runs the sequence of `seed`: its first failure, and how many measurements reused a kept engine.
    func run(seed: UInt64) -> (failure: String?, reused: Int) {
        let scene = MutationScene(seed: seed)
        var measured = scene.root
        var target = Self.randomTarget(&scene.random)
        var reused = 0
        for step in 0..<scene.random.int(in: 12...30) {
            _ = collectDiagnostics {
                // No mutation at all sometimes: the measurement must then cost a lookup and give the same size.
                for _ in 0..<scene.random.int(in: 0...3) {
                    if scene.random.chance(0.1) {
                        scene.flipTranslation()
                    } else {
                        scene.apply(scene.random.element(of: MutationScene.Mutation.allCases))
                    }
                }
                if scene.random.chance(0.3) { scene.root.layoutIfNeeded() }
            }
            if scene.random.chance(0.3) { measured = scene.random.element(of: [scene.root] + scene.views) }
            if scene.random.chance(0.3) { target = Self.randomTarget(&scene.random) }
            // Sometimes a second view too, often an ancestor or descendant of the first: nested kept engines.
            var views = [measured]
            if scene.random.chance(0.3) { views.append(scene.random.element(of: [scene.root] + scene.views)) }
            for view in views {
                let engine = view.keptMeasuringEngine
                if let failure = compare(view, at: target, in: scene) {
                    return ("step \(step): \(failure)\n" + scene.log.suffix(40).joined(separator: "\n"), reused)
                }
                if engine != nil && engine === view.keptMeasuringEngine { reused += 1 }
            }
        }
        return (nil, reused)
    }

    /// What is wrong with `view`'s kept measurement at `target`, or `nil`.
    func compare(_ view: HeadlessView, at target: LiveLayoutProblem.FittingTarget, in scene: MutationScene) -> String? {
        var kept = CGSize.zero
        var fresh = CGSize.zero
        let horizontal = UILayoutPriority(target.horizontalPriority)
        let vertical = UILayoutPriority(target.verticalPriority)
        let diagnostics = collectDiagnostics {
            kept = view.systemLayoutSizeFitting(
                target.size, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
            fresh = view.systemLayoutSizeFittingAfresh(
                target.size, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        }
        if !diagnostics.isEmpty {
            return "measuring \(scene.name(view)) reported \(diagnostics.map(\.message))"
        }
        guard !isClose(kept, fresh) else { return nil }
        let problem = LiveLayoutProblem(root: view, fitting: target)
        guard let optimum = problem.lexicographicOptimum() else {
            return "\(scene.name(view)) measured \(kept) at \(target), a fresh engine \(fresh), and the required "
                + "constraints cannot hold"
        }
        guard let fault = problem.fittingFault(of: kept, optimum: optimum) else { return nil }
        return "\(scene.name(view)) measured \(kept) at \(target), a fresh engine \(fresh): \(fault)"
    }

    // MARK: Lifetimes

    @Test("A kept engine does not keep its view alive, and goes with it")
    func keptEngineGoesWithTheView() {
        weak var weakCell: HeadlessView?
        weak var weakLabel: HeadlessView?
        weak var weakEngine: AnyObject?
        do {
            let cell = LabelStack(count: 20)
            #expect(isClose(cell.measure(), CGSize(width: 132, height: 20 * 52 + 8)))
            // The second measurement reuses the engine the first kept.
            let engine = cell.container.keptMeasuringEngine
            #expect(engine != nil)
            #expect(isClose(cell.measure(), CGSize(width: 132, height: 20 * 52 + 8)))
            #expect(cell.container.keptMeasuringEngine === engine)
            // A change told to the engine and waiting for the next measurement holds nothing either.
            cell.labels[3].contentSize.height += 10
            cell.labels[3].invalidateIntrinsicContentSize()
            cell.container.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            weakCell = cell.container
            weakLabel = cell.labels[7]
            weakEngine = engine
        }
        #expect(weakCell == nil)
        #expect(weakLabel == nil)
        #expect(weakEngine == nil)
    }

    @Test("A kept engine of a view installed in a hierarchy follows it there, and goes with it")
    func keptEngineInAHierarchy() {
        weak var weakEngine: AnyObject?
        let hierarchy = TestHierarchy(width: 400, height: 2000)
        do {
            let cell = LabelStack(count: 5)
            #expect(isClose(cell.measure(), CGSize(width: 132, height: 5 * 52 + 8)))
            let engine = cell.container.keptMeasuringEngine
            // Placed by constraints in the hierarchy: its own width constraint is part of its fitting problem.
            cell.container.translatesAutoresizingMaskIntoConstraints = false
            hierarchy.root.addSubview(cell.container)
            activateConstraint(cell.container, .top, .equal, hierarchy.root, .top, constant: 10)
            activateConstraint(cell.container, .leading, .equal, hierarchy.root, .leading)
            activateConstraint(cell.container, .width, constant: 320)
            hierarchy.layout()
            cell.labels[2].contentSize.height = 100
            cell.labels[2].invalidateIntrinsicContentSize()
            hierarchy.layout()
            // The top and leading constraints are installed on the root, outside the cell's subtree; its width is
            // the cell's own.
            #expect(isClose(cell.measure(), CGSize(width: 320, height: 5 * 52 + 8 + 56)))
            #expect(cell.container.keptMeasuringEngine === engine)
            expectFrame(cell.labels[2], CGRect(x: 16, y: 112, width: 288, height: 100))
            weakEngine = engine
            cell.container.removeFromSuperview()
        }
        #expect(weakEngine == nil)
    }

    @Test("A hierarchy's work counts include the measurements of its views, kept engines and fresh ones")
    func workCountsIncludeMeasurements() throws {
        let hierarchy = TestHierarchy(width: 400, height: 2000)
        let cell = LabelStack(count: 8)
        cell.container.translatesAutoresizingMaskIntoConstraints = false
        hierarchy.root.addSubview(cell.container)
        activateConstraint(cell.container, .top, .equal, hierarchy.root, .top)
        activateConstraint(cell.container, .leading, .equal, hierarchy.root, .leading)
        hierarchy.layout()
        let laidOut = try #require(hierarchy.root.hierarchySolverWorkCounts)
        // The first measurement builds a measuring engine: its work is the hierarchy's too (the benchmarks' hunt
        // counted a fitting size as no work at all).
        #expect(isClose(cell.measure(), CGSize(width: 132, height: 8 * 52 + 8)))
        let measured = try #require(hierarchy.root.hierarchySolverWorkCounts)
        #expect(measured.tableauCells > laidOut.tableauCells)
        #expect(measured.pivots > laidOut.pivots)
        // A label that grows: the kept engine's work on it is counted too.
        cell.labels[3].contentSize.height += 10
        cell.labels[3].invalidateIntrinsicContentSize()
        #expect(isClose(cell.measure(), CGSize(width: 132, height: 8 * 52 + 8 + 10)))
        let remeasured = try #require(hierarchy.root.hierarchySolverWorkCounts)
        #expect(remeasured.tableauCells + remeasured.shiftedRows > measured.tableauCells + measured.shiftedRows)
        // A measurement of a view outside any laid-out hierarchy counts nowhere, and changes nothing here.
        let loose = LabelStack(count: 3)
        _ = loose.measure()
        #expect(hierarchy.root.hierarchySolverWorkCounts == remeasured)
    }

    // MARK: What a kept engine follows

    @Test("Targets and fitting priorities change in place, required and optional alike")
    func targetsAndPriorities() {
        let cell = LabelStack(count: 6)
        let natural = CGSize(width: 132, height: 6 * 52 + 8)
        #expect(isClose(cell.measure(), natural))
        let engine = cell.container.keptMeasuringEngine
        let cases: [(CGSize, UILayoutPriority, UILayoutPriority, CGSize)] = [
            (CGSize(width: 300, height: 0), .required, .fittingSizeLevel, CGSize(width: 300, height: natural.height)),
            (CGSize(width: 300, height: 900), .fittingSizeLevel, .required, CGSize(width: 132, height: 900)),
            (HeadlessView.layoutFittingExpandedSize, .fittingSizeLevel, .fittingSizeLevel, natural),
            (CGSize(width: 50, height: 50), .required - 1, .defaultLow, CGSize(width: 50, height: natural.height)),
            (.zero, .fittingSizeLevel, .fittingSizeLevel, natural),
        ]
        for (target, horizontal, vertical, expected) in cases {
            let size = cell.container.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
            #expect(isClose(size, expected), "\(target) @\(horizontal.rawValue)/\(vertical.rawValue)")
        }
        #expect(cell.container.keptMeasuringEngine === engine)
    }

    @Test("Constants, priorities, activation and intrinsic sizes change in place; a new subview builds anew")
    func changesInPlace() {
        let cell = LabelStack(count: 4)
        _ = cell.measure()
        let engine = cell.container.keptMeasuringEngine
        cell.spacings[1].constant = 20
        #expect(isClose(cell.measure(), CGSize(width: 132, height: 4 * 52 + 8 + 12)))
        cell.labels[0].contentSize.width = 180
        cell.labels[0].invalidateIntrinsicContentSize()
        #expect(isClose(cell.measure(), CGSize(width: 212, height: 4 * 52 + 8 + 12)))
        cell.labels[0].setContentCompressionResistancePriority(.fittingSizeLevel - 1, for: .horizontal)
        #expect(isClose(cell.measure(), CGSize(width: 132, height: 4 * 52 + 8 + 12)))
        let base = 4 * 52 + 8 + 12
        cell.spacings[2].isActive = false
        let loose = makeConstraint(
            cell.labels[2], .top, .greaterThanOrEqual, cell.labels[1], .bottom, constant: 30, priority: .defaultLow)
        loose.isActive = true
        #expect(isClose(cell.measure(), CGSize(width: 132, height: base + 22)))
        loose.constant = 50
        loose.priority = .defaultHigh
        #expect(isClose(cell.measure(), CGSize(width: 132, height: base + 42)))
        loose.isActive = false
        cell.spacings[2].isActive = true
        #expect(isClose(cell.measure(), CGSize(width: 132, height: base)))
        #expect(cell.container.keptMeasuringEngine === engine)
        // A subview joining the subtree: the engine measures afresh (a new one is kept).
        let badge = IntrinsicSizeView(contentSize: CGSize(width: 300, height: 10))
        badge.translatesAutoresizingMaskIntoConstraints = false
        cell.labels[3].addSubview(badge)
        activateConstraint(badge, .leading, .equal, cell.container, .leading)
        activateConstraint(badge, .trailing, .lessThanOrEqual, cell.container, .trailing)
        #expect(isClose(cell.measure(), CGSize(width: 300, height: base)))
        #expect(cell.container.keptMeasuringEngine !== engine)
        #expect(cell.container.keptMeasuringEngine != nil)
    }

    @Test("A kept engine that lowers new constraints at every measurement keeps a table of what it holds")
    func newConstraintsAtEveryMeasurement() {
        let cell = LabelStack(count: 4)
        _ = cell.measure()
        let engine = cell.container.keptMeasuringEngine
        let capacity = cell.container.keptMeasuringLoweringCapacity ?? 0
        #expect(capacity > 0)
        // The spacing above label 2, made anew (a new constraint object) at every measurement, as a cell that is
        // configured again and again might.
        var spacing = cell.spacings[2]
        for round in 1...200 {
            spacing.isActive = false
            spacing = makeConstraint(
                cell.labels[2], .top, .equal, cell.labels[1], .bottom, constant: CGFloat(8 + round % 5))
            spacing.isActive = true
            let size = cell.measure()
            #expect(isClose(size, CGSize(width: 132, height: 4 * 52 + 8 + round % 5)), "round \(round)")
        }
        #expect(cell.container.keptMeasuringEngine === engine)
        #expect(cell.container.keptMeasuringLoweringCapacity == capacity)
    }

    @Test("A measurement from inside a kept engine's own measurement uses an engine of its own")
    func reentrantMeasurement() {
        let cell = LabelStack(count: 3)
        let natural = CGSize(width: 132, height: 3 * 52 + 8)
        let nosy = MeasuringView()
        nosy.translatesAutoresizingMaskIntoConstraints = false
        nosy.measured = cell.container
        cell.container.addSubview(nosy)
        activateConstraint(nosy, .top, .equal, cell.container, .top)
        activateConstraint(nosy, .leading, .equal, cell.container, .leading)
        // Asked while the engine is built (before the view keeps it).
        nosy.measurementsLeft = 1
        #expect(isClose(cell.measure(), natural))
        let engine = cell.container.keptMeasuringEngine
        #expect(engine != nil)
        // Asked while the kept engine brings itself up to date.
        nosy.measurementsLeft = 1
        nosy.invalidateIntrinsicContentSize()
        #expect(isClose(cell.measure(), natural))
        #expect(cell.container.keptMeasuringEngine === engine)
        #expect(nosy.measuredSizes.count == 2)
        #expect(nosy.measuredSizes.allSatisfy { isClose($0, natural) })
    }
}

/// A cell holding a stack of labels (100×44 unless changed): each 16 from the cell's leading and trailing edges,
/// the first 8 below its top, each next one 8 below the previous, the last 8 above its bottom. Its compressed
/// fitting size is `132 × (52·n + 8)`.
struct LabelStack {
    let container = HeadlessView()
    let labels: [IntrinsicSizeView]
    /// The vertical constraints: the first label's top, then the spacing above each next label, then the bottom.
    let spacings: [NSLayoutConstraint]

    init(count: Int) {
        labels = (0..<count).map { _ in IntrinsicSizeView(contentSize: CGSize(width: 100, height: 44)) }
        var spacings: [NSLayoutConstraint] = []
        for (index, label) in labels.enumerated() {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            activateConstraint(label, .leading, .equal, container, .leading, constant: 16)
            activateConstraint(label, .trailing, .equal, container, .trailing, constant: -16)
            spacings.append(
                index == 0
                    ? activateConstraint(label, .top, .equal, container, .top, constant: 8)
                    : activateConstraint(label, .top, .equal, labels[index - 1], .bottom, constant: 8))
        }
        spacings.append(activateConstraint(labels[count - 1], .bottom, .equal, container, .bottom, constant: -8))
        self.spacings = spacings
    }

    /// The compressed fitting size.
    func measure() -> CGSize {
        container.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize)
    }
}

/// A view whose intrinsic size asks another view's fitting size while it is read (which a measurement of that
/// view does while it builds or brings its engine up to date), as many times as the test allows.
final class MeasuringView: HeadlessView {
    /// The view measured from `intrinsicContentSize`.
    weak var measured: HeadlessView?
    /// How many more reads of `intrinsicContentSize` measure it.
    var measurementsLeft = 0
    /// The sizes measured so far.
    private(set) var measuredSizes: [CGSize] = []

    override var intrinsicContentSize: CGSize {
        if let measured, measurementsLeft > 0 {
            measurementsLeft -= 1
            let size = measured.systemLayoutSizeFitting(HeadlessView.layoutFittingCompressedSize)
            measuredSizes.append(size)
        }
        return CGSize(width: 10, height: 10)
    }
}

extension MutationScene {
    /// Turns a random attached view's autoresizing translation off, or on (with a random frame) when no constraint
    /// that is or may become required names it (a view placed by its frame is named by optional constraints only).
    func flipTranslation() {
        guard let view = attachedViews.randomElement(using: &random) else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = false
            note("translation off \(name(view))")
            return
        }
        // Any constraint naming it that is or may become required (`requiredness` turns witnessed ones required).
        let mayBeRequired = entries.contains { entry in
            (entry.priority == .required || entry.holdsInWitness) && entry.items.contains { $0 === view }
        }
        guard !mayBeRequired else { return }
        view.frame = CGRect(
            x: random.int(in: 0...600), y: random.int(in: 0...600), width: random.int(in: 10...300),
            height: random.int(in: 10...300))
        view.translatesAutoresizingMaskIntoConstraints = true
        note("translation on \(name(view)) \(view.frame)")
    }
}
