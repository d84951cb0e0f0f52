#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout
import PureLayoutSwift

/// Runs layout code with PureLayout's failures and HeadlessLayout's diagnostics captured as ``LayoutFinding``s
/// instead of trapping or printing: both handlers are scoped to the current thread, so tests running in parallel
/// each capture only their own.
public enum LayoutCapture {
    /// Runs `body`, returning what it returned and every PureLayout failure and HeadlessLayout diagnostic it
    /// raised on this thread, in order.
    /// - Parameter body: The layout code.
    /// - Returns: `body`'s result and the findings.
    /// - Throws: What `body` throws.
    public static func capture<R>(_ body: () throws -> R) rethrows -> (result: R, findings: [LayoutFinding]) {
        var findings: [LayoutFinding] = []
        let result = try PureLayout.withFailureHandler({ findings.append(LayoutFinding($0)) }) {
            try LayoutDiagnostics.withHandler({ findings.append(LayoutFinding($0)) }) {
                try body()
            }
        }
        return (result, findings)
    }
}

/// What one layout looked like and what was wrong with it.
public struct LayoutInspection: Sendable {
    /// The device the layout ran on, when it ran in a ``LayoutMatrix``.
    public let variant: DeviceVariant?
    /// The ``LayoutSnapshot`` text of the laid-out tree.
    public let snapshot: String
    /// The failures and reports raised while building and laying out, then the checks' findings.
    public let findings: [LayoutFinding]
    /// How long building, laying out, snapshotting and checking took, in seconds.
    public let duration: Double

    /// Builds a layout on `root` with failures and reports captured, lays it out, then snapshots and checks it.
    /// - Parameters:
    ///   - root: The root view to build on (e.g. ``DeviceVariant/makeRootView()``).
    ///   - checks: The checks to run after the layout pass.
    ///   - snapshotOptions: What the snapshot shows.
    ///   - build: Adds subviews and constraints to the root.
    public init(
        root: HeadlessView, checks: LayoutChecks = .standard, snapshotOptions: LayoutSnapshot.Options = [],
        build: (HeadlessView) throws -> Void
    ) rethrows {
        let start = ContinuousClock.now
        var (_, findings) = try LayoutCapture.capture {
            try build(root)
            root.layoutIfNeeded()
        }
        snapshot = LayoutSnapshot.text(of: root, options: snapshotOptions)
        findings += checks.findings(in: root)
        self.findings = findings
        self.variant = nil
        let elapsed = ContinuousClock.now - start
        duration = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The same inspection, marked as run on `variant`.
    init(_ inspection: LayoutInspection, variant: DeviceVariant) {
        self.variant = variant
        snapshot = inspection.snapshot
        findings = inspection.findings
        duration = inspection.duration
    }

    /// The findings whose kind is `kind`.
    /// - Parameter kind: The kind to keep.
    /// - Returns: Those findings, in order.
    public func findings(_ kind: LayoutFinding.Kind) -> [LayoutFinding] {
        findings.filter { $0.kind == kind }
    }
}

/// Runs one layout on several devices: phone portrait and landscape and a tablet, left-to-right and
/// right-to-left (``DeviceVariant/standard``), each with its safe area.
public enum LayoutMatrix {
    /// Builds, lays out, snapshots and checks the layout once per variant, on a fresh root view each time.
    /// - Parameters:
    ///   - variants: The devices to run on.
    ///   - checks: The checks to run after each layout pass.
    ///   - snapshotOptions: What the snapshots show.
    ///   - build: Adds subviews and constraints to the variant's root view.
    /// - Returns: One inspection per variant, in the order of `variants`.
    /// - Throws: What `build` throws.
    public static func run(
        on variants: [DeviceVariant] = DeviceVariant.standard, checks: LayoutChecks = .standard,
        snapshotOptions: LayoutSnapshot.Options = [], build: (HeadlessView) throws -> Void
    ) rethrows -> [LayoutInspection] {
        try variants.map { variant in
            let inspection = try LayoutInspection(
                root: variant.makeRootView(), checks: checks, snapshotOptions: snapshotOptions, build: build)
            return LayoutInspection(inspection, variant: variant)
        }
    }

    /// A report of `inspections`: per variant, its name and its findings (or `ok`).
    /// - Parameter inspections: What ``run(on:checks:snapshotOptions:build:)`` returned.
    /// - Returns: The text, one line per variant and per finding.
    public static func report(_ inspections: [LayoutInspection]) -> String {
        inspections.map { inspection in
            let name = inspection.variant?.name ?? "layout"
            guard !inspection.findings.isEmpty else { return "\(name): ok" }
            return "\(name): \(inspection.findings.count) finding(s)\n"
                + inspection.findings.map { "  \($0)" }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
#endif
