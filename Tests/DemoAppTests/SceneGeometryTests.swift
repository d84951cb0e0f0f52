#if PURELAYOUT_HEADLESS
import Foundation
import Testing

@testable import DemoApp

/// A frame a scene must draw: which scene, screen, direction and step, which view, and where (screen
/// coordinates, as drawn).
struct ExpectedFrame: Sendable, CustomTestStringConvertible {
    let scene: String
    let device: DeviceSize
    let isRightToLeft: Bool
    let step: Int
    let view: String
    let frame: CGRect

    init(
        _ scene: String, _ device: DeviceSize, rtl isRightToLeft: Bool = false, step: Int = 0, _ view: String,
        _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat
    ) {
        self.scene = scene
        self.device = device
        self.isRightToLeft = isRightToLeft
        self.step = step
        self.view = view
        self.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    var testDescription: String {
        "\(scene) \(device.identifier) \(isRightToLeft ? "RTL" : "LTR") step \(step + 1): \(view)"
    }
}

/// Renders `scene` in one variant.
func renderScene(_ scene: String, _ device: DeviceSize, rightToLeft: Bool = false) -> SceneRender? {
    guard let scene = SceneCatalog.scene(named: scene) else { return nil }
    return SceneRunner.render(scene, in: LayoutVariant(device: device, isRightToLeft: rightToLeft))
}

/// Whether two rectangles agree within a thousandth of a point.
func isClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    abs(lhs.minX - rhs.minX) < 1e-3 && abs(lhs.minY - rhs.minY) < 1e-3 && abs(lhs.width - rhs.width) < 1e-3
        && abs(lhs.height - rhs.height) < 1e-3
}

@Suite("Scenes: every scene renders, and a few draw exactly these frames")
struct SceneGeometryTests {
    @Test("Every scene lays out in every variant without failures", arguments: SceneCatalog.all.map(\.name))
    func everySceneRenders(name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        for variant in LayoutVariant.all {
            let render = SceneRunner.render(scene, in: variant)
            #expect(!render.snapshots.isEmpty, "\(name) \(variant.identifier) has no steps")
            #expect(render.viewCount > 0)
            #expect(render.constraintCount > 0)
            for snapshot in render.snapshots {
                #expect(snapshot.items.count == render.viewCount, "views come and go in \(name)")
                for item in snapshot.items {
                    let frame = item.frame
                    #expect(
                        frame.minX.isFinite && frame.minY.isFinite && frame.width >= 0 && frame.height >= 0,
                        "\(name) \(variant.identifier): \(item.name) has frame \(frame)")
                }
            }
            // Only the identifiers scene adds a conflicting constraint on purpose.
            if name == "constraint-identifiers" {
                #expect(render.diagnostics.count == 1, "\(render.diagnostics)")
                #expect(render.diagnostics.first?.contains("Bad constraint that breaks things") == true)
            } else {
                #expect(render.diagnostics.isEmpty, "\(name) \(variant.identifier): \(render.diagnostics)")
            }
        }
    }

    static let expectedFrames: [ExpectedFrame] = [
        // 1 · Basic layout: left/right are absolute, so RTL draws the same frames.
        ExpectedFrame("basic-layout", .phonePortrait, "blue", 155, 382, 80, 80),
        ExpectedFrame("basic-layout", .phonePortrait, "red", 235, 462, 80, 50),
        ExpectedFrame("basic-layout", .phonePortrait, "yellow", 20, 522, 350, 30),
        ExpectedFrame("basic-layout", .phonePortrait, "green", 105, 562, 180, 60),
        ExpectedFrame("basic-layout", .phonePortrait, rtl: true, "red", 235, 462, 80, 50),
        ExpectedFrame("basic-layout", .phoneLandscape, "yellow", 20, 295, 804, 30),
        ExpectedFrame("basic-layout", .tablet, "green", 320, 730, 180, 60),
        // 2 · Arrays of views: a staircase from the leading side of the safe area.
        ExpectedFrame("arrays-of-views", .phonePortrait, "red", 0, 67, 97.5, 50),
        ExpectedFrame("arrays-of-views", .phonePortrait, "green", 292.5, 237, 97.5, 70),
        ExpectedFrame("arrays-of-views", .phonePortrait, rtl: true, "red", 292.5, 67, 97.5, 50),
        ExpectedFrame("arrays-of-views", .phonePortrait, rtl: true, "green", 0, 237, 97.5, 70),
        ExpectedFrame("arrays-of-views", .phoneLandscape, "blue", 234.5, 70, 187.5, 70),
        // 3 · Distributing views: 10 pt spacing in a container that fills the safe area.
        ExpectedFrame("distributing-views", .phonePortrait, "container", 0, 47, 390, 763),
        ExpectedFrame("distributing-views", .phonePortrait, "red", 10, 408.5, 85, 40),
        ExpectedFrame("distributing-views", .phonePortrait, "green", 295, 408.5, 85, 40),
        ExpectedFrame("distributing-views", .phonePortrait, rtl: true, "red", 295, 408.5, 85, 40),
        // 6 · Priorities: the square grows until the nearest required inequality.
        ExpectedFrame("priorities", .phonePortrait, "blue", 20, 247, 350, 350),
        ExpectedFrame("priorities", .phoneLandscape, "blue", 268, 41, 308, 308),
        ExpectedFrame("priorities", .tablet, "blue", 20, 200, 780, 780),
        // 7 · Animating constraints: the first frame, the fourth, and the swapped constraint.
        ExpectedFrame("animating-constraints", .phonePortrait, step: 0, "blue", 170, 67, 50, 40),
        ExpectedFrame("animating-constraints", .phonePortrait, step: 0, "red", 165, 127, 60, 50),
        ExpectedFrame("animating-constraints", .phonePortrait, step: 3, "red", 120, 187, 150, 50),
        ExpectedFrame("animating-constraints", .phonePortrait, step: 4, "red", 120, 610, 150, 50),
        // 12 · Toolbars: fixed spacing stretches the tabs; fixed size spreads the gaps and reverses in RTL.
        ExpectedFrame("toolbar", .phonePortrait, "Inbox", 8, 58, 87.5, 34),
        ExpectedFrame("toolbar", .phonePortrait, "Archive", 294.5, 58, 87.5, 34),
        ExpectedFrame("toolbar", .phonePortrait, "Back", 35 / 3, 762, 64, 40),
        ExpectedFrame("toolbar", .phonePortrait, "Share", 163, 762, 64, 40),
        ExpectedFrame("toolbar", .phonePortrait, rtl: true, "Back", 943 / 3, 762, 64, 40),
        ExpectedFrame("toolbar", .phonePortrait, rtl: true, "Inbox", 294.5, 58, 87.5, 34),
        // 14 · Hugging and compression resistance: who grows, who shrinks.
        ExpectedFrame("hugging-compression", .phonePortrait, "name", 28, 81, 258.6, 18),
        ExpectedFrame("hugging-compression", .phonePortrait, "time", 326, 81, 36, 18),
    ]

    @Test("Scenes draw the expected frames", arguments: expectedFrames)
    func drawsExpectedFrame(expected: ExpectedFrame) throws {
        let render = try #require(renderScene(expected.scene, expected.device, rightToLeft: expected.isRightToLeft))
        let snapshot = try #require(render.snapshots.indices.contains(expected.step) ? render.snapshots[expected.step] : nil)
        let item = try #require(snapshot.item(named: expected.view), "no view named \(expected.view)")
        #expect(isClose(item.frame, expected.frame), "\(expected.view) is drawn at \(item.frame), not \(expected.frame)")

        // The picture itself has the rectangle at those coordinates (1 px per point).
        let svg = SVGRenderer(scale: 1, idPrefix: "test").render(snapshot, on: expected.device)
        let rectangle =
            "<rect x=\"\(Markup.number(expected.frame.minX))\" y=\"\(Markup.number(expected.frame.minY))\" "
            + "width=\"\(Markup.number(expected.frame.width))\" height=\"\(Markup.number(expected.frame.height))\""
        #expect(svg.contains(rectangle), "the SVG has no \(rectangle)")
    }

    @Test("Compression resistance decides which label is truncated")
    func compressionResistanceTruncates() throws {
        let render = try #require(renderScene("hugging-compression", .phonePortrait))
        let snapshot = try #require(render.finalSnapshot)
        let names = snapshot.items.filter { $0.name == "name" }
        let times = snapshot.items.filter { $0.name == "time" }
        try #require(names.count == 3 && times.count == 3)
        // Row 2: the name (750) gives way to the time (751).
        #expect(isClose(names[1].frame, CGRect(x: 28, y: 135, width: 159.6, height: 18)))
        #expect(names[1].text?.lines.map(\.text) == ["Alexandria Montg…"])
        #expect(times[1].text?.lines.map(\.text) == ["Yesterday, 9:41"])
        // Row 3: the priorities are swapped, and so is the truncation.
        #expect(isClose(times[2].frame, CGRect(x: 256.4, y: 189, width: 105.6, height: 18)))
        #expect(names[2].text?.lines.map(\.text) == ["Alexandria Montgomery"])
        #expect(times[2].text?.lines.map(\.text) == ["Yesterday,…"])
    }

    @Test("Right-to-left text starts at the label's right edge")
    func rightToLeftTextIsRightAligned() throws {
        let render = try #require(renderScene("leading-trailing", .phonePortrait, rightToLeft: true))
        let label = try #require(render.finalSnapshot?.item(named: "blueLabel"))
        let line = try #require(label.text?.lines.first)
        #expect(label.isRightToLeft)
        #expect(abs(line.x + line.width - label.frame.maxX) < 1e-6)
    }

    @Test("Wrapping labels are re-measured at their solved width")
    func wrappingLabelsGetTheirHeight() throws {
        let render = try #require(renderScene("scrolling-stack", .phonePortrait))
        let card = try #require(render.snapshots.first?.item(named: "card1"))
        let lines = try #require(card.text?.lines)
        // 390 − 2 × 20 inset − 2 × 12 padding = 326 pt = 31 characters of 10.2 pt per line.
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.text.count <= 31 })
        #expect(abs(card.frame.height - (4 * 20.4 + 20)) < 1e-6)
    }

    @Test("Scrolling moves the content by the overflow")
    func scrollingMovesContent() throws {
        let render = try #require(renderScene("scrolling-stack", .phonePortrait))
        try #require(render.snapshots.count == 3)
        let top = try #require(render.snapshots[0].item(named: "content"))
        let end = try #require(render.snapshots[2].item(named: "content"))
        let viewport = try #require(render.snapshots[2].item(named: "viewport"))
        #expect(top.frame.minY == viewport.frame.minY)
        #expect(abs(end.frame.maxY - viewport.frame.maxY) < 1e-6)
    }
}

#endif
