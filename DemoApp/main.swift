// DemoApp: PureLayoutSwift's demo scenes, laid out headlessly and drawn into an HTML gallery.
// Run `swift run DemoApp --help` for the options.
import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
let command = GalleryCommand(
    standardOutput: { print($0) },
    standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(command.run(Array(CommandLine.arguments.dropFirst())))
#else
FileHandle.standardError.write(
    Data(
        """
        DemoApp draws its gallery with HeadlessLayout, the engine PureLayoutSwift uses where UIKit and AppKit \
        do not exist. Run it on Linux (or in a Linux container): swift run DemoApp

        """.utf8))
exit(1)
#endif
