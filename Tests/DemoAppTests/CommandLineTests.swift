#if PURELAYOUT_HEADLESS
import Foundation
import Testing

@testable import DemoApp

/// What one run of the command printed.
final class CommandOutput {
    var standardOutput: [String] = []
    var standardError: [String] = []

    /// Runs `DemoApp` with `arguments`, recording its output, and returns the exit status.
    func run(_ arguments: [String]) -> Int32 {
        GalleryCommand(
            standardOutput: { self.standardOutput.append($0) },
            standardError: { self.standardError.append($0) }
        ).run(arguments)
    }

    var printed: String { standardOutput.joined(separator: "\n") }
    var errors: String { standardError.joined(separator: "\n") }
}

/// A fresh folder path under the temporary directory (not created).
func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("DemoAppTests-\(UUID().uuidString)")
}

@Suite("Command line")
struct CommandLineTests {
    @Test(
        "Options are parsed by hand",
        arguments: [
            ([], CommandLineOptions()),
            (["--out", "x"], CommandLineOptions(outputDirectory: "x")),
            (["--out=/tmp/y"], CommandLineOptions(outputDirectory: "/tmp/y")),
            (["--scene", "toolbar", "--scene=3"], CommandLineOptions(sceneNames: ["toolbar", "3"])),
            (["--list"], CommandLineOptions(action: .list)),
            (["--bogus", "--help"], CommandLineOptions(action: .help)),
            (["-h"], CommandLineOptions(action: .help)),
        ] as [([String], CommandLineOptions)])
    func parsesOptions(arguments: [String], expected: CommandLineOptions) throws {
        #expect(try CommandLineOptions.parse(arguments) == expected)
    }

    @Test(
        "Bad arguments are rejected with a reason",
        arguments: [
            (["--bogus"], CommandLineError.unknownOption("--bogus")),
            (["-x"], CommandLineError.unknownOption("-x")),
            (["--list=yes"], CommandLineError.unknownOption("--list=yes")),
            (["--out"], CommandLineError.missingValue(option: "--out")),
            (["--scene", "--list"], CommandLineError.missingValue(option: "--scene")),
            (["--out="], CommandLineError.emptyValue(option: "--out")),
            (["gallery"], CommandLineError.unexpectedArgument("gallery")),
        ] as [([String], CommandLineError)])
    func rejectsBadArguments(arguments: [String], expected: CommandLineError) {
        #expect(throws: expected) { try CommandLineOptions.parse(arguments) }
    }

    @Test("A bad flag prints the reason and exits with 64")
    func badFlagExits64() {
        let output = CommandOutput()
        #expect(output.run(["--colour", "red"]) == 64)
        #expect(output.errors.contains("error: unknown option '--colour'"))
        #expect(output.errors.contains("--help"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test("An unknown scene lists the known ones and exits with 64")
    func unknownSceneExits64() {
        let output = CommandOutput()
        #expect(output.run(["--scene", "nope", "--out", temporaryFolder().path]) == 64)
        #expect(output.errors.contains("error: unknown scene 'nope'"))
        #expect(output.errors.contains("basic-layout"))
    }

    @Test("A folder that cannot be made or written exits with 73")
    func unwritableFolderExits73() throws {
        let output = CommandOutput()
        #expect(output.run(["--out", "/dev/null/gallery"]) == 73)
        #expect(output.errors == "error: cannot create the gallery folder '/dev/null/gallery': Not a directory")

        let file = temporaryFolder()
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let second = CommandOutput()
        #expect(second.run(["--out", file.path]) == 73)
        #expect(second.errors.contains("it exists and is not a folder"))
    }

    @Test("--list prints every scene; --help prints the usage")
    func listAndHelp() {
        let list = CommandOutput()
        #expect(list.run(["--list"]) == 0)
        #expect(list.standardOutput.count == SceneCatalog.all.count)
        #expect(list.printed.contains("basic-layout") && list.printed.contains("hugging-compression"))

        let help = CommandOutput()
        #expect(help.run(["--help"]) == 0)
        #expect(help.printed.hasPrefix("Usage: DemoApp"))
    }

    @Test("A run writes the gallery, prints the table, a preview and the folder")
    func runWritesGallery() throws {
        let folder = temporaryFolder().appendingPathComponent("nested")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let output = CommandOutput()
        #expect(output.run(["--out", folder.path, "--scene", "toolbar", "--scene", "1"]) == 0)
        #expect(output.errors.isEmpty)
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("id=\"toolbar\"") && page.contains("id=\"basic-layout\""))
        #expect(!page.contains("id=\"priorities\""))
        #expect(output.printed.contains("scene"))
        #expect(output.standardOutput.contains { $0.contains("\ntoolbar ") && $0.contains("390×844") })
        #expect(output.printed.contains("toolbar · phone portrait 390×844 · LTR"))
        #expect(output.printed.contains("Gallery written to \(folder.standardizedFileURL.path)"))
    }
}

#endif
