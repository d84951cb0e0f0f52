import Foundation

// `swift run -c release --scratch-path .build-bench Benchmarks --help` explains the options.
exit(BenchmarkCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
