import Foundation
import PureLayoutSwift
import Testing

/// The repository's root folder (this file is Tests/DemoAppTests/PackagingTests.swift).
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The text of a file at the repository root.
private func rootFile(_ name: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(name), encoding: .utf8)
}

/// The first capture group of `pattern` in `text`, if it matches.
private func firstCapture(_ pattern: String, in text: String) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]),
        let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
        match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return String(text[range])
}

/// Whether `path` matches a CocoaPods file glob (`**/` any folders, `*` any characters but `/`).
func globMatches(_ glob: String, _ path: String) -> Bool {
    var pattern = "^"
    var index = glob.startIndex
    while index < glob.endIndex {
        let rest = glob[index...]
        if rest.hasPrefix("**/") {
            pattern += "(?:.*/)?"
            index = glob.index(index, offsetBy: 3)
            continue
        }
        let character = glob[index]
        switch character {
        case "*": pattern += "[^/]*"
        case "?": pattern += "[^/]"
        default: pattern += NSRegularExpression.escapedPattern(for: String(character))
        }
        index = glob.index(after: index)
    }
    pattern += "$"
    return path.range(of: pattern, options: .regularExpression) != nil
}

/// Every file under `folder`, as paths relative to the repository root.
private func files(under folder: String) -> [String] {
    let base = repositoryRoot.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
        .filter { !$0.hasPrefix(".") }
        .map { "\(folder)/\($0)" }
        .filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: repositoryRoot.appendingPathComponent(path).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
}

/// The Apple platforms PureLayoutSwift supports: the name README.md and Package.swift use, and CocoaPods' name.
private let applePlatforms: [(name: String, cocoaPodsName: String)] = [
    ("iOS", "ios"), ("tvOS", "tvos"), ("macOS", "osx"), ("visionOS", "visionos"),
]

/// One row of README.md's platform table: `| platforms | built on | minimum |`.
private struct PlatformRow {
    /// The platforms of the first column (`iOS, tvOS` → `["iOS", "tvOS"]`).
    let platforms: [String]
    /// The second column: `UIKit`, `AppKit` or the headless engine.
    let builtOn: String
    /// The third column, as written.
    let minimums: String
}

/// The rows of README.md's table under `### Platforms`.
private func readmePlatformRows() throws -> [PlatformRow] {
    let readme = try rootFile("README.md")
    let section = try #require(readme.components(separatedBy: "### Platforms").dropFirst().first)
    let cells = section.split(separator: "\n").prefix { $0.hasPrefix("|") || $0.isEmpty }
        .filter { $0.hasPrefix("|") }
        .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
    return cells.dropFirst(2).filter { $0.count >= 3 }.map { cell in
        PlatformRow(
            platforms: cell[0].components(separatedBy: ", "), builtOn: cell[1], minimums: cell[2])
    }
}

@Suite("Packaging: podspec, version and license")
struct PackagingTests {
    @Test("VERSION holds one semantic version; the podspec reads it and the library announces it")
    func versionIsInOnePlace() throws {
        let version = try rootFile("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression) != nil)
        let podspec = try rootFile("PureLayoutSwift.podspec")
        let versionLine = try #require(firstCapture(#"^\s*s\.version\s*=\s*(.+)$"#, in: podspec))
        if versionLine.contains("File.read") {
            #expect(versionLine.contains("'VERSION'") && versionLine.contains(".strip"))
        } else {
            #expect(versionLine.trimmingCharacters(in: CharacterSet(charactersIn: "'\" ")) == version)
        }
        // The library announces the same version at run time.
        #expect(PureLayoutSwiftVersion.string == version)
    }

    @Test("The podspec ships exactly the Apple-facing sources: PureLayoutSwift, not HeadlessLayout or Cassowary")
    func sourceFilesMatchAppleSources() throws {
        let podspec = try rootFile("PureLayoutSwift.podspec")
        let globList = try #require(firstCapture(#"^\s*s\.source_files\s*=\s*(.+)$"#, in: podspec))
        let globs = globList.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"[] ")) }
        #expect(globs == ["Sources/PureLayoutSwift/**/*.swift"])

        let swiftSources = files(under: "Sources").filter { $0.hasSuffix(".swift") }
        let shipped = swiftSources.filter { path in globs.contains { globMatches($0, path) } }
        let appleFacing = swiftSources.filter { $0.hasPrefix("Sources/PureLayoutSwift/") }
        #expect(Set(shipped) == Set(appleFacing))
        #expect(shipped.contains("Sources/PureLayoutSwift/Platform.swift"))
        #expect(!shipped.contains { $0.hasPrefix("Sources/HeadlessLayout/") || $0.hasPrefix("Sources/Cassowary/") })
    }

    @Test("The glob matcher follows CocoaPods' rules")
    func globMatcher() {
        #expect(globMatches("Sources/A/**/*.swift", "Sources/A/x.swift"))
        #expect(globMatches("Sources/A/**/*.swift", "Sources/A/b/c/x.swift"))
        #expect(!globMatches("Sources/A/**/*.swift", "Sources/AB/x.swift"))
        #expect(!globMatches("Sources/A/**/*.swift", "Sources/A/x.swiftx"))
        #expect(!globMatches("Sources/A/*.swift", "Sources/A/b/x.swift"))
    }

    @Test("Platforms, Swift version and default isolation mirror Package.swift")
    func podspecMirrorsPackage() throws {
        let podspec = try rootFile("PureLayoutSwift.podspec")
        let package = try rootFile("Package.swift")
        #expect(podspec.contains("s.swift_versions = ['6.0']"))
        #expect(package.contains("swiftLanguageModes: [.v6]"))
        for (platform, cocoaPodsName) in applePlatforms {
            let packageVersion = try #require(firstCapture("\\.\(platform)\\(\\.v([0-9_]+)\\)", in: package))
            var expected = packageVersion.replacingOccurrences(of: "_", with: ".")
            if !expected.contains(".") { expected += ".0" }
            let podVersion = firstCapture("s\\.\(cocoaPodsName)\\.deployment_target\\s*=\\s*'([0-9.]+)'", in: podspec)
            #expect(podVersion == expected, "\(platform): Package.swift says \(expected)")
        }
        #expect(package.contains(".defaultIsolation(MainActor.self"))
        #expect(podspec.contains("s.pod_target_xcconfig = { 'SWIFT_DEFAULT_ACTOR_ISOLATION' => 'MainActor' }"))
        #expect(podspec.contains("s.license  = { :type => 'MIT', :file => 'LICENSE' }"))
    }

    @Test("The podspec's platforms, minimums and frameworks are README's platform table's Apple rows")
    func podspecMatchesReadmePlatforms() throws {
        let podspec = try rootFile("PureLayoutSwift.podspec")
        let rows = try readmePlatformRows()
        // Every row built on UIKit or AppKit names its platforms in the first column and their minimums in the third.
        let appleRows = rows.filter { $0.builtOn == "UIKit" || $0.builtOn == "AppKit" }
        let readmePlatforms = appleRows.flatMap { row in
            row.platforms.map { (platform: $0, framework: row.builtOn, minimums: row.minimums) }
        }
        #expect(Set(readmePlatforms.map(\.platform)) == Set(applePlatforms.map(\.name)))
        let podPlatforms = Set(
            podspec.matches(of: /s\.(\w+)\.deployment_target/).map { String($0.1) })
        #expect(podPlatforms == Set(applePlatforms.map(\.cocoaPodsName)))
        for (platform, framework, minimums) in readmePlatforms {
            let cocoaPodsName = try #require(applePlatforms.first { $0.name == platform }?.cocoaPodsName)
            let readmeVersion = try #require(
                firstCapture("\(platform) ([0-9.]+)", in: minimums), "README gives no minimum for \(platform)")
            let expected = readmeVersion.contains(".") ? readmeVersion : readmeVersion + ".0"
            let podVersion = firstCapture("s\\.\(cocoaPodsName)\\.deployment_target\\s*=\\s*'([0-9.]+)'", in: podspec)
            #expect(podVersion == expected, "\(platform): README says \(readmeVersion)")
            let podFramework = firstCapture("s\\.\(cocoaPodsName)\\.frameworks\\s*=\\s*'(\\w+)'", in: podspec)
            #expect(podFramework == framework, "\(platform): README says it is built on \(framework)")
        }
    }

    @Test("LICENSE is MIT, 2026, PureLayoutSwift contributors")
    func license() throws {
        let license = try rootFile("LICENSE")
        #expect(license.hasPrefix("MIT License\n"))
        #expect(license.contains("Copyright (c) 2026 PureLayoutSwift contributors"))
        #expect(license.contains("THE SOFTWARE IS PROVIDED \"AS IS\""))
    }
}
