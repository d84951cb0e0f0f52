#if PURELAYOUT_HEADLESS
import Foundation
import Testing

// Every ```swift block of README.md is compiled as written, read from README.md when the tests run (nothing is
// copied here), so a snippet that stops compiling fails this suite. The rules, also stated in the README:
// - A fence is a line that starts with three backticks; its info string is the rest of the line. Blocks whose info
//   string is exactly `swift` are compiled; `sh`, `ruby` and untagged blocks are not. Any other info string that
//   starts with `swift` fails the test, so no block is skipped by a typo.
// - A block that starts with `// swift-tools-version:` is a package manifest: it is type-checked against the
//   toolchain's PackageDescription module, as SwiftPM reads a `Package.swift`.
// - Every other block is a program: it is type-checked as the `main.swift` of a client of the PureLayoutSwift module
//   this test run was built with (top-level code allowed, Swift 6 language mode), so it must import what it uses and
//   declare the views it lays out.
// Type checking needs `swiftc`: `$SWIFTC` if set, else `swiftc` on the `PATH` (`xcrun swiftc` on macOS).

/// The repository's root folder (this file is Tests/PureLayoutSwiftTests/ReadmeSnippetTests.swift).
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One fenced code block of a Markdown file.
struct MarkdownCodeBlock: CustomTestStringConvertible, Sendable {
    /// The 1-based line of the opening fence.
    let line: Int
    /// The fence's info string (`swift`, `sh`, ... or empty).
    let info: String
    /// The block's text, without the fences.
    let code: String

    /// Whether the block is a Swift package manifest.
    var isManifest: Bool { code.hasPrefix("// swift-tools-version:") }

    var testDescription: String { "README.md:\(line) (\(isManifest ? "manifest" : "program"))" }

    /// The fenced blocks of `markdown`, in order. A fence is a line that starts with three backticks.
    static func blocks(in markdown: String) -> [MarkdownCodeBlock] {
        var blocks: [MarkdownCodeBlock] = []
        var open: (line: Int, info: String, lines: [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let current = open {
                    blocks.append(
                        MarkdownCodeBlock(
                            line: current.line, info: current.info, code: current.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    open = (index + 1, line.dropFirst(3).trimmingCharacters(in: .whitespaces), [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }
}

/// The blocks of README.md, read when the tests are discovered.
private let readmeBlocks: [MarkdownCodeBlock] = {
    let readme = (try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    return MarkdownCodeBlock.blocks(in: readme)
}()

/// Runs `swiftc` with `arguments` in `directory`; returns its exit status and combined output.
private func swiftc(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    var command = arguments
    if let path = ProcessInfo.processInfo.environment["SWIFTC"], !path.isEmpty {
        process.executableURL = URL(fileURLWithPath: path)
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        command = ["xcrun", "swiftc"] + arguments
        #else
        command = ["swiftc"] + arguments
        #endif
    }
    process.arguments = command
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// The folder holding the built `PureLayoutSwift.swiftmodule` (with HeadlessLayout's and Cassowary's beside it):
/// found by walking up from the running test binary, then in the repository's `.build`.
private func builtModulesFolder() -> URL? {
    let fileManager = FileManager.default
    let starts = ([CommandLine.arguments.first, Bundle.main.executablePath] + Bundle.allBundles.map(\.bundlePath))
        .compactMap { $0 }.map { URL(fileURLWithPath: $0) }
        + [repositoryRoot.appendingPathComponent(".build/debug/x")]
    for start in starts {
        var folder = start.deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in [folder.appendingPathComponent("Modules"), folder]
            where fileManager.fileExists(atPath: candidate.appendingPathComponent("PureLayoutSwift.swiftmodule").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
    }
    return nil
}

/// The toolchain's PackageDescription module folder (`lib/swift/pm/ManifestAPI` beside `bin/swiftc`).
private func manifestAPIFolder(in scratch: URL) throws -> String {
    // `swiftc -print-target-info` names the runtime resource path, `<toolchain>/usr/lib/swift`.
    let info = try swiftc(["-print-target-info"], in: scratch).output
    let resourcePath = try #require(
        info.firstMatch(of: /"runtimeResourcePath"\s*:\s*"([^"]+)"/).map { String($0.1) })
    return URL(fileURLWithPath: resourcePath).appendingPathComponent("pm/ManifestAPI").path
}

@Suite("README snippets compile")
struct ReadmeSnippetTests {
    @Test("README.md has the blocks this suite expects, each tagged so that none is skipped by mistake")
    func blocksAreTagged() {
        #expect(readmeBlocks.filter { $0.info == "swift" }.count >= 4, "README.md was not read or lost its examples")
        #expect(readmeBlocks.filter { $0.info == "swift" && $0.isManifest }.count == 1)
        for block in readmeBlocks where block.info.hasPrefix("swift") {
            #expect(block.info == "swift", "README.md:\(block.line): unknown info string '\(block.info)'")
        }
    }

    @Test("The block splitter keeps code, info strings and line numbers")
    func splitter() {
        let blocks = MarkdownCodeBlock.blocks(in: "text\n```swift\nlet a = 1\n\nlet b = 2\n```\nx ```swift y\n```sh\nls\n```\n")
        #expect(blocks.map(\.info) == ["swift", "sh"])
        #expect(blocks.first?.code == "let a = 1\n\nlet b = 2\n")
        #expect(blocks.map(\.line) == [2, 8])
    }

    @Test("Each ```swift block of README.md type-checks", arguments: readmeBlocks.filter { $0.info == "swift" })
    func blockTypeChecks(_ block: MarkdownCodeBlock) throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("readme-snippet-\(block.line)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let arguments: [String]
        if block.isManifest {
            try block.code.write(to: scratch.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let version = try #require(block.code.firstMatch(of: /swift-tools-version:\s*([0-9.]+)/).map { String($0.1) })
            arguments = [
                "-typecheck", "-I", try manifestAPIFolder(in: scratch), "-package-description-version", version,
                "Package.swift",
            ]
        } else {
            let modules = try #require(builtModulesFolder(), "no built PureLayoutSwift.swiftmodule found")
            try block.code.write(to: scratch.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            arguments = [
                "-typecheck", "-swift-version", "6", "-I", modules.path,
                "-module-cache-path", scratch.appendingPathComponent("cache").path, "main.swift",
            ]
        }
        let result = try swiftc(arguments, in: scratch)
        #expect(result.status == 0, "README.md:\(block.line) does not compile:\n\(result.output)\n\(block.code)")
    }
}
#endif
