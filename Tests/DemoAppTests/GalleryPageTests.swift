#if PURELAYOUT_HEADLESS
import Foundation
import Testing

@testable import DemoApp

@Suite("Gallery page: every scene, with its code")
struct GalleryPageTests {
    /// Every scene rendered in every variant (what `DemoApp` writes).
    static func allResults() -> [SceneResults] {
        SceneCatalog.all.map { scene in
            SceneResults(scene: scene, renders: LayoutVariant.all.map { SceneRunner.render(scene, in: $0) })
        }
    }

    @Test("The page contains every scene, its code and a picture per variant")
    func pageContainsEveryScene() {
        let page = HTMLGallery.page(for: Self.allResults())
        #expect(page.hasPrefix("<!doctype html>"))
        for scene in SceneCatalog.all {
            #expect(page.contains("<section class=\"scene\" id=\"\(scene.name)\">"), "no section for \(scene.name)")
            #expect(page.contains(Markup.escape(scene.title)), "no title for \(scene.name)")
            #expect(page.contains(scene.snippet.displayPath), "no source path for \(scene.name)")
            for variant in LayoutVariant.all {
                #expect(page.contains("id=\"\(scene.name)-\(variant.identifier)-screen\""), "\(scene.name) \(variant.identifier)")
            }
        }
        // The overview has one thumbnail per scene, and the identifiers scene shows the conflict report.
        #expect(page.components(separatedBy: "id=\"overview-").count - 1 >= SceneCatalog.all.count)
        #expect(page.contains("Bad constraint that breaks things"))
        // Element ids are unique in the page (inline SVGs share one id namespace).
        let ids = page.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
        #expect(Set(ids).count == ids.count)
    }

    @Test("Each scene's snippet is read from its own source file", arguments: SceneCatalog.all.map(\.name))
    func snippetComesFromSource(name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let snippet = try #require(scene.snippet.text(), "no snippet in \(scene.sourcePath)")
        #expect(scene.snippet.displayPath.hasPrefix("DemoApp/Scenes/"))
        #expect(snippet.contains(".auto"), "the snippet of \(name) makes no PureLayout call")
        #expect(!snippet.contains("snippet:"), "a marker leaked into the snippet of \(name)")
        let source = try String(contentsOfFile: scene.sourcePath, encoding: .utf8)
        let firstLine = try #require(snippet.split(separator: "\n").first)
        #expect(source.contains(firstLine))
    }

    @Test("Snippets are cut at the markers and dedented")
    func snippetExtraction() {
        let source = """
            let hidden = 1
                // snippet:begin
                let a = 1
                    a.autoPin()
                // snippet:end
            let alsoHidden = 2
              // snippet:begin
              b()
              // snippet:end
            """
        #expect(SourceSnippet.extract(from: source) == "let a = 1\n    a.autoPin()\n\nb()")
        #expect(SourceSnippet.extract(from: "no markers") == nil)
    }

    @Test("Code is escaped and PureLayout calls are marked")
    func codeHighlighting() {
        let html = CodeHighlighter.html("view.autoPinEdge(.top) // a < b\nlet x = automatic")
        #expect(
            html == "view.<span class=\"api\">autoPinEdge</span>(.top) <span class=\"comment\">// a &lt; b</span>\n"
                + "let x = automatic")
    }

    @Test("The ASCII preview fills each view with its letter and writes the names that fit")
    func asciiPreview() throws {
        let render = try #require(renderScene("basic-layout", .phonePortrait))
        let snapshot = try #require(render.finalSnapshot)
        let preview = ASCIIPreview.text(for: snapshot, on: .phonePortrait)
        let lines = preview.split(separator: "\n").map(String.init)
        #expect(lines.first == "+" + String(repeating: "-", count: 48) + "+")
        #expect(lines.contains { $0.contains("yellow") })
        #expect(lines.contains { $0.hasPrefix("|::::") })
        #expect(lines.contains("B " + "blue".padding(toLength: 12, withPad: " ", startingAt: 0) + " 155, 382, 80 × 80"))
    }

    @Test("The summary table has a row per scene and size")
    func summaryTable() throws {
        let scene = try #require(SceneCatalog.scene(named: "basic-layout"))
        let results = [SceneResults(scene: scene, renders: LayoutVariant.all.map { SceneRunner.render(scene, in: $0) })]
        let rows = SummaryTable.rows(for: results)
        #expect(rows.map(\.size) == ["390×844", "844×390", "820×1180"])
        #expect(rows.allSatisfy { $0.views == 4 && $0.constraints == 16 })
        #expect(SummaryTable.text(for: results).split(separator: "\n").count == 5)
        #expect(SummaryTable.milliseconds(.microseconds(1250)) == "1.25 ms")
        #expect(SummaryTable.milliseconds(.microseconds(30)) == "0.03 ms")
    }
}

#endif
