#if PURELAYOUT_HEADLESS
import Foundation
import PureLayoutSwift

/// Lays a scene out headlessly in one variant and captures what the gallery draws.
///
/// The runner plays the part of UIKit around the scene: it makes the screen (a root view with the variant's
/// size, simulated safe area and layout direction), runs each step and its layout pass, re-measures
/// multi-line labels the way `UILabel` does, and reads the solved frames. Scenes themselves only use
/// PureLayout calls.
enum SceneRunner {
    /// Builds `scene` on a fresh screen for `variant`, lays out every step and captures it.
    ///
    /// Layout-engine diagnostics and PureLayout failure reports raised meanwhile are collected into the
    /// result instead of being printed.
    static func render(_ scene: DemoScene, in variant: LayoutVariant) -> SceneRender {
        let recorder = MessageRecorder()
        var render: SceneRender?
        PureLayout.withFailureHandler({ failure in recorder.record(failure.message) }) {
            LayoutDiagnostics.withHandler({ diagnostic in recorder.record(diagnostic.message) }) {
                render = renderSteps(of: scene, in: variant, recorder: recorder)
            }
        }
        return render ?? SceneRender(
            sceneName: scene.name, variant: variant, snapshots: [], viewCount: 0, constraintCount: 0,
            solveTime: .zero, diagnostics: recorder.messages, constraintIdentifiers: [])
    }

    /// The body of `render(_:in:)`, run inside the diagnostics scopes.
    private static func renderSteps(
        of scene: DemoScene, in variant: LayoutVariant, recorder: MessageRecorder
    ) -> SceneRender {
        let screen = DemoView(frame: variant.device.bounds)
        screen.sceneName = "screen"
        screen.fill = .screen
        screen.simulatedSafeAreaInsets = variant.device.safeAreaInsets
        screen.layoutDirectionTrait = variant.direction

        let steps = scene.build(screen)
        var snapshots: [SceneSnapshot] = []
        var solveTime = Duration.zero
        var constraintCount = 0
        for (index, step) in steps.enumerated() {
            step.apply()
            let elapsed = ContinuousClock().measure { layOut(screen) }
            if index == 0 {
                solveTime = elapsed
                constraintCount = installedConstraints(in: screen).count
            }
            snapshots.append(capture(screen, caption: step.caption))
        }
        var identifierCounts: [String: Int] = [:]
        for constraint in installedConstraints(in: screen) {
            if let identifier = constraint.identifier { identifierCounts[identifier, default: 0] += 1 }
        }
        return SceneRender(
            sceneName: scene.name, variant: variant, snapshots: snapshots,
            viewCount: snapshots.first?.items.count ?? 0, constraintCount: constraintCount, solveTime: solveTime,
            diagnostics: recorder.messages,
            constraintIdentifiers: identifierCounts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// Lays out `screen`, then gives every multi-line label its solved width as `preferredMaxLayoutWidth`
    /// and lays out again until no label's width changes (UIKit's two-pass layout of wrapping labels).
    static func layOut(_ screen: ALView) {
        screen.layoutIfNeeded()
        for _ in 0..<6 {
            var changed = false
            for label in descendants(of: screen).compactMap({ $0 as? DemoLabel }) where label.numberOfLines != 1 {
                let width = label.frame.width
                if abs(label.preferredMaxLayoutWidth - width) > 0.001 {
                    label.preferredMaxLayoutWidth = width
                    changed = true
                }
            }
            guard changed else { return }
            screen.layoutIfNeeded()
        }
    }

    /// Every view below `view`, parents before their subviews.
    static func descendants(of view: ALView) -> [ALView] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    /// The constraints installed on `screen` and its descendants.
    static func installedConstraints(in screen: ALView) -> [NSLayoutConstraint] {
        ([screen] + descendants(of: screen)).flatMap(\.constraints)
    }

    /// The views of `screen` as drawn after a layout pass.
    static func capture(_ screen: ALView, caption: String) -> SceneSnapshot {
        var items: [DrawnItem] = []
        func visit(_ view: ALView, origin: CGPoint, depth: Int, clip: CGRect?) {
            for subview in view.subviews {
                let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
                let demoView = subview as? DemoView
                let isRightToLeft = subview.effectiveUserInterfaceLayoutDirection == .rightToLeft
                items.append(
                    DrawnItem(
                        name: demoView?.sceneName ?? "view", fill: demoView?.fill ?? .gray, frame: frame,
                        depth: depth, cornerRadius: demoView?.cornerRadius ?? 0, clip: clip,
                        showsName: demoView?.showsName ?? true,
                        text: (subview as? DemoLabel).map { drawnText(of: $0, in: frame, isRightToLeft: isRightToLeft) },
                        isRightToLeft: isRightToLeft))
                var subviewClip = clip
                if demoView?.clipsDrawing == true {
                    subviewClip = clip.map { $0.intersection(frame) } ?? frame
                }
                visit(subview, origin: frame.origin, depth: depth + 1, clip: subviewClip)
            }
        }
        visit(screen, origin: .zero, depth: 1, clip: nil)
        return SceneSnapshot(caption: caption, items: items)
    }

    /// The lines of `label` as drawn in `frame` (screen coordinates): wrapped to its width, limited to the
    /// lines that fit its height and its `numberOfLines`, truncated with an ellipsis, centred vertically
    /// (like `UILabel`) and placed by its alignment and direction.
    static func drawnText(of label: DemoLabel, in frame: CGRect, isRightToLeft: Bool) -> DrawnText {
        let metrics = label.metrics
        let textWidth = frame.width - 2 * label.horizontalPadding
        var lines = label.wrappedLines(forWidth: frame.width)
        let fittingLines = Int(((frame.height - 2 * label.verticalPadding) / metrics.lineHeight + 1e-6).rounded(.down))
        var visibleCount = max(1, fittingLines)
        if label.numberOfLines > 0 { visibleCount = min(visibleCount, label.numberOfLines) }
        if lines.count > visibleCount {
            lines = Array(lines.prefix(visibleCount))
            lines[lines.count - 1] += "…"
        }
        lines = lines.map { metrics.truncate($0, toWidth: textWidth) }

        let blockTop = frame.minY + (frame.height - CGFloat(lines.count) * metrics.lineHeight) / 2
        let drawnLines = lines.enumerated().map { index, line in
            let width = metrics.width(of: line)
            let x: CGFloat
            switch label.alignment {
            case .center:
                x = frame.midX - width / 2
            case .natural:
                x = isRightToLeft ? frame.maxX - label.horizontalPadding - width : frame.minX + label.horizontalPadding
            }
            let baselineY = blockTop + CGFloat(index) * metrics.lineHeight + metrics.baselineFromLineTop
            return DrawnTextLine(text: line, x: x, baselineY: baselineY, width: width)
        }
        let baselines =
            label.showsBaselines
            ? [frame.minY + label.firstBaselineOffsetFromTop, frame.maxY - label.lastBaselineOffsetFromBottom] : []
        return DrawnText(fontSize: label.fontSize, lines: drawnLines, baselines: baselines)
    }
}

/// Collects messages from handlers that may be called on any thread.
final class MessageRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// Appends a message.
    func record(_ message: String) {
        lock.lock()
        recorded.append(message)
        lock.unlock()
    }

    /// The messages recorded so far, in order.
    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

#endif
