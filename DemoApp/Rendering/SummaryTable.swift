#if PURELAYOUT_HEADLESS

/// The compact summary the command prints: per scene and size, the views, the constraints and how long the
/// first layout pass took in each direction.
enum SummaryTable {
    /// One line of the table.
    struct Row: Sendable, Equatable {
        /// The scene's name.
        let scene: String
        /// The screen size, "390×844".
        let size: String
        /// The number of views.
        let views: Int
        /// The number of installed constraints.
        let constraints: Int
        /// The left-to-right solve time, formatted.
        let leftToRightTime: String
        /// The right-to-left solve time, formatted.
        let rightToLeftTime: String
    }

    /// The rows for `results`: each scene, each size.
    static func rows(for results: [SceneResults]) -> [Row] {
        results.flatMap { result in
            DeviceSize.all.compactMap { device -> Row? in
                let leftToRight = result.render(for: LayoutVariant(device: device, isRightToLeft: false))
                let rightToLeft = result.render(for: LayoutVariant(device: device, isRightToLeft: true))
                guard let reference = leftToRight ?? rightToLeft else { return nil }
                return Row(
                    scene: result.scene.name, size: "\(Int(device.width))×\(Int(device.height))",
                    views: reference.viewCount, constraints: reference.constraintCount,
                    leftToRightTime: leftToRight.map { milliseconds($0.solveTime) } ?? "–",
                    rightToLeftTime: rightToLeft.map { milliseconds($0.solveTime) } ?? "–")
            }
        }
    }

    /// The table as text: a header, a rule and one line per row, columns padded.
    static func text(for results: [SceneResults]) -> String {
        let header = ["scene", "size", "views", "constraints", "solve LTR", "solve RTL"]
        let lines =
            [header]
            + rows(for: results).map {
                [$0.scene, $0.size, String($0.views), String($0.constraints), $0.leftToRightTime, $0.rightToLeftTime]
            }
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        func format(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
        return ([format(header), rule] + lines.dropFirst().map(format)).joined(separator: "\n")
    }

    /// A duration as milliseconds with two decimals ("1.25 ms").
    static func milliseconds(_ duration: Duration) -> String {
        let components = duration.components
        let value = Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
}

#endif
