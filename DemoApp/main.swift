// DemoApp: PureLayoutSwift's demo scenes, laid out headlessly and drawn into an HTML gallery.
// Run `swift run DemoApp --help` for the options.
import Foundation

#if PURELAYOUT_HEADLESS
let command = GalleryCommand(
    standardOutput: { print($0) },
    standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(command.run(Array(CommandLine.arguments.dropFirst())))
#else
FileHandle.standardError.write(
    Data(
        """
        DemoApp draws its gallery with HeadlessLayout, the engine PureLayoutSwift uses with the Headless trait \
        and where UIKit and AppKit do not exist. Here PureLayoutSwift is built on UIKit or AppKit; run it with \
        the trait: swift run --traits Headless DemoApp

        """.utf8))
exit(1)
#endif
