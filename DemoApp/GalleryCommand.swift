#if PURELAYOUT_HEADLESS
import Foundation

/// The DemoApp command: parses the options, renders the scenes, writes the gallery and prints the summary.
///
/// Output goes through two closures so that tests can run the whole command and read what it printed.
struct GalleryCommand {
    /// Exit statuses (from BSD's sysexits).
    enum ExitStatus {
        /// Everything went well.
        static let success: Int32 = 0
        /// A bad option or an unknown scene (EX_USAGE).
        static let usage: Int32 = 64
        /// The gallery folder or file could not be created (EX_CANTCREAT).
        static let cannotCreate: Int32 = 73
    }

    /// Receives each line of normal output.
    let standardOutput: (String) -> Void
    /// Receives each error message.
    let standardError: (String) -> Void

    /// Runs the command with `arguments` (without the program name) and returns its exit status.
    func run(_ arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            standardError("error: \(error.message)\nRun 'DemoApp --help' for usage.")
            return ExitStatus.usage
        }
        switch options.action {
        case .help:
            standardOutput(CommandLineOptions.usage)
            return ExitStatus.success
        case .list:
            for (index, scene) in SceneCatalog.all.enumerated() {
                standardOutput("\(String(index + 1).leftPadded(to: 2))  \(scene.name.padded(to: 24)) \(scene.title)")
            }
            return ExitStatus.success
        case .render:
            return render(options)
        }
    }

    /// Renders the chosen scenes and writes the gallery.
    private func render(_ options: CommandLineOptions) -> Int32 {
        var scenes: [DemoScene] = []
        for name in options.sceneNames {
            guard let scene = SceneCatalog.scene(named: name) else {
                let known = SceneCatalog.all.map(\.name).joined(separator: ", ")
                standardError("error: unknown scene '\(name)'. Known scenes: \(known).\nRun 'DemoApp --list' to see them.")
                return ExitStatus.usage
            }
            if !scenes.contains(where: { $0.name == scene.name }) { scenes.append(scene) }
        }
        if scenes.isEmpty { scenes = SceneCatalog.all }

        let directory = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL
        do {
            try GalleryWriter.prepare(directory)
        } catch {
            standardError("error: \(error.message)")
            return ExitStatus.cannotCreate
        }

        let results = scenes.map { scene in
            SceneResults(scene: scene, renders: LayoutVariant.all.map { SceneRunner.render(scene, in: $0) })
        }
        let page = HTMLGallery.page(for: results)
        let file: URL
        do {
            file = try GalleryWriter.write(page, into: directory)
        } catch {
            standardError("error: \(error.message)")
            return ExitStatus.cannotCreate
        }

        standardOutput(SummaryTable.text(for: results))
        for result in results {
            let count = result.renders.reduce(0) { $0 + $1.diagnostics.count }
            if count > 0 {
                standardOutput("note: \(result.scene.name): \(count) layout diagnostic(s) across its variants, shown in the gallery")
            }
        }
        if let first = results.first,
            let render = first.render(for: LayoutVariant(device: .phonePortrait, isRightToLeft: false)),
            let snapshot = render.finalSnapshot
        {
            standardOutput("")
            standardOutput("\(first.scene.name) · phone portrait 390×844 · LTR · \(snapshot.caption)")
            standardOutput(ASCIIPreview.text(for: snapshot, on: .phonePortrait))
        }
        standardOutput("")
        standardOutput("Gallery written to \(directory.path)")
        standardOutput("Open \(file.path)")
        return ExitStatus.success
    }
}

/// Creates the gallery folder and writes the page, turning file-system failures into readable messages.
enum GalleryWriter {
    /// A failure to create the folder or write the page.
    struct Failure: Error {
        /// What went wrong, naming the path.
        let message: String
    }

    /// Creates `directory` (and its parents) if needed and checks that it is a writable folder.
    static func prepare(_ directory: URL) throws(Failure) {
        let path = directory.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw Failure(message: "cannot write the gallery to '\(path)': it exists and is not a folder")
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(message: "cannot create the gallery folder '\(path)': \(reason(of: error))")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw Failure(message: "cannot write the gallery to '\(path)': the folder is not writable")
        }
    }

    /// Writes `page` as `index.html` in `directory` and returns the file's URL.
    static func write(_ page: String, into directory: URL) throws(Failure) -> URL {
        let file = directory.appendingPathComponent("index.html")
        do {
            try Data(page.utf8).write(to: file, options: .atomic)
        } catch {
            throw Failure(message: "cannot write '\(file.path)': \(reason(of: error))")
        }
        return file
    }

    /// The most specific description of a Foundation error: the system's wording for an underlying POSIX
    /// error ("Not a directory", "Permission denied"), else the error's own description.
    private static func reason(of error: any Error) -> String {
        var nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            nsError = underlying as NSError
        }
        if nsError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(nsError.code)) {
            return String(cString: message)
        }
        return nsError.localizedDescription
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string preceded by spaces up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

#endif
