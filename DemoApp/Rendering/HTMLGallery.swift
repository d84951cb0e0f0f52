#if PURELAYOUT_HEADLESS
import Foundation

/// A scene with its renders in every variant.
struct SceneResults: Sendable {
    /// The scene.
    let scene: DemoScene
    /// One render per variant, in the order of `LayoutVariant.all`.
    let renders: [SceneRender]

    /// The render of `variant`, if it was made.
    func render(for variant: LayoutVariant) -> SceneRender? {
        renders.first { $0.variant == variant }
    }
}

/// Writes the gallery: one HTML page with inline SVG, each scene beside the code that made it.
enum HTMLGallery {
    /// Pixels per point for each screen size in the scene grids.
    static func scale(for device: DeviceSize) -> CGFloat {
        device == .tablet ? 0.32 : 0.47
    }

    /// Pixels per point of the step strips (phone portrait).
    static let stripScale: CGFloat = 0.4

    /// Pixels per point of the overview's thumbnails.
    static let overviewScale: CGFloat = 0.34

    /// The whole page.
    static func page(for results: [SceneResults]) -> String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>PureLayoutSwift · DemoApp gallery</title>
            <style>\(GalleryStyle.css)</style>
            </head>
            <body>
            <header>
            <h1>PureLayoutSwift · demo gallery</h1>
            <p>\(results.count) scenes written only with PureLayout calls, solved headlessly by HeadlessLayout and \
            drawn from the solved frames: phone portrait (390 × 844), phone landscape (844 × 390) and tablet \
            (820 × 1180), left-to-right and right-to-left.</p>
            <p class="legend"><span class="swatch hatch"></span>outside the safe area \
            <span class="swatch safe"></span>edge of the safe area \
            <span class="swatch baseline"></span>a label's baselines. \
            Text is measured with stated metrics: every character 0.6 × the font size wide, lines 1.2 × the font \
            size tall, the baseline 0.9 × the font size below the top of its line.</p>
            <nav>\(results.map { "<a href=\"#\($0.scene.name)\">\(Markup.escape($0.scene.title))</a>" }.joined(separator: " "))</nav>
            </header>

            """
        html += overview(of: results)
        for result in results {
            html += section(for: result)
        }
        html += summaryTable(of: results)
        html += "</body>\n</html>\n"
        return html
    }

    /// Thumbnails of every scene's last step on the phone in portrait, left-to-right.
    private static func overview(of results: [SceneResults]) -> String {
        let variant = LayoutVariant(device: .phonePortrait, isRightToLeft: false)
        let figures = results.compactMap { result -> String? in
            guard let snapshot = result.render(for: variant)?.finalSnapshot else { return nil }
            let renderer = SVGRenderer(scale: overviewScale, idPrefix: "overview-\(result.scene.name)")
            return "<figure><a href=\"#\(result.scene.name)\">\(renderer.render(snapshot, on: variant.device))</a>"
                + "<figcaption>\(Markup.escape(result.scene.title))</figcaption></figure>"
        }
        return "<section class=\"overview\"><h2>All scenes · phone portrait, left-to-right</h2>"
            + "<div class=\"thumbnails\">\(figures.joined(separator: "\n"))</div></section>\n"
    }

    /// One scene: title, summary, code, and its pictures.
    private static func section(for result: SceneResults) -> String {
        let scene = result.scene
        let snippet = scene.snippet
        let code =
            snippet.text().map(CodeHighlighter.html)
            ?? "// The source of this scene is in \(Markup.escape(snippet.displayPath)) (not readable from here)."
        var renders = ""
        if let first = result.renders.first, first.snapshots.count > 1 {
            renders += strip(for: result)
        }
        renders += grid(for: result)
        renders += notes(for: result)
        return """
            <section class="scene" id="\(scene.name)">
            <h2>\(Markup.escape(scene.title)) <code class="name">--scene \(scene.name)</code></h2>
            <p class="summary">\(Markup.escape(scene.summary))</p>
            <div class="scene-body">
            <div class="code"><div class="path">\(Markup.escape(snippet.displayPath))</div><pre><code>\(code)</code></pre></div>
            <div class="renders">\(renders)</div>
            </div>
            </section>

            """
    }

    /// Every step of a scene with several, on the phone in portrait, in both directions.
    private static func strip(for result: SceneResults) -> String {
        var rows = ""
        for isRightToLeft in [false, true] {
            let variant = LayoutVariant(device: .phonePortrait, isRightToLeft: isRightToLeft)
            guard let render = result.render(for: variant) else { continue }
            let figures = render.snapshots.enumerated().map { index, snapshot in
                let renderer = SVGRenderer(
                    scale: stripScale, idPrefix: "\(result.scene.name)-\(variant.identifier)-step\(index)")
                return "<figure>\(renderer.render(snapshot, on: variant.device))"
                    + "<figcaption>\(index + 1). \(Markup.escape(snapshot.caption))</figcaption></figure>"
            }
            rows += "<div class=\"row\">\(figures.joined())</div>"
        }
        return "<h3>Steps · phone portrait, left-to-right then right-to-left</h3><div class=\"strip\">\(rows)</div>"
    }

    /// The last step in every variant, each left-to-right picture beside its right-to-left twin: the phone in
    /// portrait, then in landscape (one above the other), then the tablet on a second row.
    private static func grid(for result: SceneResults) -> String {
        func figure(_ device: DeviceSize, rightToLeft isRightToLeft: Bool) -> String {
            let variant = LayoutVariant(device: device, isRightToLeft: isRightToLeft)
            guard let render = result.render(for: variant), let snapshot = render.finalSnapshot else { return "" }
            let renderer = SVGRenderer(scale: scale(for: device), idPrefix: "\(result.scene.name)-\(variant.identifier)")
            return "<figure>\(renderer.render(snapshot, on: device))"
                + "<figcaption>\(device.displayName) · \(variant.directionName)</figcaption></figure>"
        }
        let multiStep = (result.renders.first?.snapshots.count ?? 0) > 1
        let heading = multiStep ? "<h3>Last step · every size and direction</h3>" : ""
        return "\(heading)<div class=\"grid\"><div class=\"row\">"
            + figure(.phonePortrait, rightToLeft: false) + figure(.phonePortrait, rightToLeft: true)
            + "<div class=\"stack\">\(figure(.phoneLandscape, rightToLeft: false))"
            + "\(figure(.phoneLandscape, rightToLeft: true))</div></div><div class=\"row\">"
            + figure(.tablet, rightToLeft: false) + figure(.tablet, rightToLeft: true) + "</div></div>"
    }

    /// The diagnostics and constraint identifiers of a scene (phone portrait, left-to-right).
    private static func notes(for result: SceneResults) -> String {
        let variant = LayoutVariant(device: .phonePortrait, isRightToLeft: false)
        guard let render = result.render(for: variant) else { return "" }
        var html = ""
        if !render.constraintIdentifiers.isEmpty {
            let rows = render.constraintIdentifiers.map {
                "<tr><td>\(Markup.escape($0.identifier))</td><td>\($0.count)</td></tr>"
            }
            html += "<h3>Constraint identifiers after the last step</h3>"
                + "<table class=\"identifiers\"><tr><th>identifier</th><th>constraints</th></tr>\(rows.joined())</table>"
        }
        if !render.diagnostics.isEmpty {
            html += "<h3>What the layout engine reported (phone portrait, left-to-right)</h3>"
                + "<pre class=\"log\">\(Markup.escape(render.diagnostics.joined(separator: "\n\n")))</pre>"
        }
        return html
    }

    /// The numbers of the terminal's summary table.
    private static func summaryTable(of results: [SceneResults]) -> String {
        let rows = SummaryTable.rows(for: results).map { row in
            "<tr><td>\(Markup.escape(row.scene))</td><td>\(row.size)</td><td>\(row.views)</td>"
                + "<td>\(row.constraints)</td><td>\(row.leftToRightTime)</td><td>\(row.rightToLeftTime)</td></tr>"
        }
        return "<section class=\"numbers\"><h2>Numbers</h2><p>Views and constraints installed after the first "
            + "step; solve time of the first layout pass on the machine that made this page.</p><table><tr>"
            + "<th>scene</th><th>size</th><th>views</th><th>constraints</th><th>solve LTR</th><th>solve RTL</th>"
            + "</tr>\(rows.joined(separator: "\n"))</table></section>\n"
    }
}

#endif
