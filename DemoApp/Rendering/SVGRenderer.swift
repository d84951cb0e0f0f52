#if PURELAYOUT_HEADLESS
import Foundation

/// Draws one snapshot as an inline SVG picture of a device screen: the views as coloured rectangles with
/// their names, labels with their text, the area outside the safe area hatched and the safe area's edge
/// dashed, plus the sensor housing and home indicator of the device.
///
/// Coordinates are the screen's points; `scale` only sets the pixel size of the picture. Names are drawn at a
/// fixed pixel size so they stay readable at any scale.
struct SVGRenderer {
    /// Pixels per point.
    let scale: CGFloat
    /// A prefix that makes the picture's element ids unique in the page.
    let idPrefix: String

    /// The pixel size of name tags.
    private let tagPixels: CGFloat = 10

    /// The SVG element for `snapshot` on `device`.
    func render(_ snapshot: SceneSnapshot, on device: DeviceSize) -> String {
        let width = device.width
        let height = device.height
        let pixel = 1 / scale
        let cornerRadius: CGFloat = device == .tablet ? 18 : 47
        var defs: [String] = []
        var body: [String] = []

        defs.append(
            "<clipPath id=\"\(idPrefix)-screen\"><rect width=\"\(n(width))\" height=\"\(n(height))\" "
                + "rx=\"\(n(cornerRadius))\"/></clipPath>")
        defs.append(
            "<pattern id=\"\(idPrefix)-hatch\" width=\"\(n(8 * pixel))\" height=\"\(n(8 * pixel))\" "
                + "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                + "<rect width=\"\(n(3 * pixel))\" height=\"\(n(8 * pixel))\" fill=\"rgba(255,214,10,0.30)\"/></pattern>")

        body.append("<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(DemoColor.screen.fill)\"/>")
        var clipRects: [CGRect] = []
        for item in snapshot.items {
            var clipAttribute = ""
            if let clip = item.clip {
                if !clipRects.contains(clip) {
                    defs.append("<clipPath id=\"\(idPrefix)-c\(clipRects.count)\">\(rect(clip))</clipPath>")
                    clipRects.append(clip)
                }
                clipAttribute = " clip-path=\"url(#\(idPrefix)-c\(clipRects.firstIndex(of: clip) ?? 0))\""
            }
            body.append("<g\(clipAttribute)>\(drawing(of: item, pixel: pixel))</g>")
        }
        body.append(safeAreaOverlay(on: device, pixel: pixel))
        body.append(deviceChrome(on: device))

        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * scale))\" height=\"\(n(height * scale))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" "
            + "aria-label=\"\(Markup.escape(snapshot.caption)) on a \(device.displayName) screen\">"
            + "<defs>\(defs.joined())</defs>"
            + "<g clip-path=\"url(#\(idPrefix)-screen)\">\(body.joined(separator: "\n"))</g>"
            + "<rect width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(cornerRadius))\" fill=\"none\" "
            + "stroke=\"#55575f\" stroke-width=\"\(n(2 * pixel))\"/></svg>"
    }

    /// The rectangle, name tag, text and baselines of one view.
    private func drawing(of item: DrawnItem, pixel: CGFloat) -> String {
        let frame = item.frame
        let isClear = item.fill == .clear
        var parts: [String] = []
        let stroke =
            isClear
            ? "stroke=\"rgba(255,255,255,0.45)\" stroke-dasharray=\"\(n(4 * pixel)) \(n(3 * pixel))\""
            : "stroke=\"rgba(255,255,255,0.30)\""
        parts.append(
            "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(max(0, frame.width)))\" "
                + "height=\"\(n(max(0, frame.height)))\" rx=\"\(n(item.cornerRadius))\" fill=\"\(item.fill.fill)\" "
                + "\(stroke) stroke-width=\"\(n(pixel))\"><title>\(Markup.escape(item.name)): "
                + "\(Markup.frame(frame))</title></rect>")

        if item.showsName, item.text == nil {
            let tagSize = tagPixels * pixel
            let padding = 3 * pixel
            if frame.height >= tagSize + padding, frame.width >= 2 * tagSize {
                let x = item.isRightToLeft ? frame.width - padding : padding
                let anchor = item.isRightToLeft ? "end" : "start"
                parts.append(
                    "<svg x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
                        + "height=\"\(n(frame.height))\"><text x=\"\(n(x))\" y=\"\(n(padding + tagSize * 0.85))\" "
                        + "font-size=\"\(n(tagSize))\" text-anchor=\"\(anchor)\" fill=\"\(item.fill.ink)\" "
                        + "font-family=\"sans-serif\" font-weight=\"600\">\(Markup.escape(item.name))</text></svg>")
            }
        }

        if let text = item.text {
            for line in text.lines where !line.text.isEmpty {
                parts.append(
                    "<text x=\"\(n(line.x))\" y=\"\(n(line.baselineY))\" font-size=\"\(n(text.fontSize))\" "
                        + "textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(item.fill.ink)\" "
                        + "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" xml:space=\"preserve\">"
                        + "\(Markup.escape(line.text))</text>")
            }
            for baseline in text.baselines {
                parts.append(
                    "<line x1=\"\(n(frame.minX - 6 * pixel))\" x2=\"\(n(frame.maxX + 6 * pixel))\" y1=\"\(n(baseline))\" "
                        + "y2=\"\(n(baseline))\" stroke=\"#5ee7ff\" stroke-width=\"\(n(pixel))\" "
                        + "stroke-dasharray=\"\(n(4 * pixel)) \(n(3 * pixel))\"/>")
            }
        }
        return parts.joined()
    }

    /// The hatched area outside the safe area, and the safe area's dashed edge.
    private func safeAreaOverlay(on device: DeviceSize, pixel: CGFloat) -> String {
        let safe = device.safeRect
        let outside =
            "M0 0 H\(n(device.width)) V\(n(device.height)) H0 Z "
            + "M\(n(safe.minX)) \(n(safe.minY)) V\(n(safe.maxY)) H\(n(safe.maxX)) V\(n(safe.minY)) Z"
        return "<path d=\"\(outside)\" fill-rule=\"evenodd\" fill=\"url(#\(idPrefix)-hatch)\"/>"
            + "<path d=\"\(outside)\" fill-rule=\"evenodd\" fill=\"rgba(255,214,10,0.07)\"/>"
            + "<rect x=\"\(n(safe.minX))\" y=\"\(n(safe.minY))\" width=\"\(n(safe.width))\" height=\"\(n(safe.height))\" "
            + "fill=\"none\" stroke=\"#ffd60a\" stroke-width=\"\(n(1.5 * pixel))\" "
            + "stroke-dasharray=\"\(n(6 * pixel)) \(n(4 * pixel))\"/>"
    }

    /// The sensor housing (phones) and the home indicator, drawn over the unsafe areas they cause.
    private func deviceChrome(on device: DeviceSize) -> String {
        var parts: [String] = []
        let width = device.width
        let height = device.height
        if device == .phonePortrait {
            parts.append(roundedRect(x: (width - 126) / 2, y: 11, width: 126, height: 37, fill: "#000"))
        } else if device == .phoneLandscape {
            parts.append(roundedRect(x: 11, y: (height - 126) / 2, width: 37, height: 126, fill: "#000"))
        }
        let indicatorWidth: CGFloat = device == .phonePortrait ? 134 : 210
        parts.append(
            roundedRect(
                x: (width - indicatorWidth) / 2, y: height - 8 - 5, width: indicatorWidth, height: 5,
                fill: "rgba(255,255,255,0.75)"))
        return parts.joined()
    }

    private func roundedRect(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, fill: String) -> String {
        "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "rx=\"\(n(min(width, height) / 2))\" fill=\"\(fill)\"/>"
    }

    private func rect(_ rect: CGRect) -> String {
        "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"/>"
    }

    private func n(_ value: CGFloat) -> String { Markup.number(value) }
}

#endif
