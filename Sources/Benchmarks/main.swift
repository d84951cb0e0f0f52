import Foundation

#if PURELAYOUT_HEADLESS
// `swift run -c release --scratch-path .build-bench Benchmarks --help` explains the options.
exit(BenchmarkCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
#else
FileHandle.standardError.write(
    Data(
        """
        Benchmarks measures HeadlessLayout, the engine PureLayoutSwift is built on with the Headless trait and \
        on platforms without UIKit and AppKit. Here PureLayoutSwift is built on UIKit or AppKit; run it with the \
        trait: swift run -c release --traits Headless Benchmarks

        """.utf8))
exit(1)
#endif
