#if PURELAYOUT_HEADLESS

/// A mistake on the command line, with the message the command prints for it.
enum CommandLineError: Error, Equatable {
    /// An option the command does not know (`--colour`).
    case unknownOption(String)
    /// An option that needs a value was last, or followed by another option.
    case missingValue(option: String)
    /// An option was given an empty value (`--out=`).
    case emptyValue(option: String)
    /// A word that is not an option (the command takes no positional arguments).
    case unexpectedArgument(String)

    /// What went wrong, in one sentence.
    var message: String {
        switch self {
        case .unknownOption(let option):
            "unknown option '\(option)'"
        case .missingValue(let option):
            "option '\(option)' needs a value"
        case .emptyValue(let option):
            "option '\(option)' needs a non-empty value"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)' (scene names go after --scene)"
        }
    }
}

/// The command's options, parsed by hand from its arguments.
struct CommandLineOptions: Equatable {
    /// What the command does.
    enum Action: Equatable {
        /// Lay out and draw the scenes, write the gallery, print the summary and a preview.
        case render
        /// Print the scenes' names and titles.
        case list
        /// Print the usage.
        case help
    }

    /// The folder the gallery is written to when `--out` is not given.
    static let defaultOutputDirectory = "gallery"

    /// What the command does.
    var action = Action.render
    /// The folder the gallery is written to.
    var outputDirectory = CommandLineOptions.defaultOutputDirectory
    /// The scenes to render (names or numbers), in order; empty means all.
    var sceneNames: [String] = []

    /// The usage text printed by `--help`.
    static let usage = """
        Usage: DemoApp [--out DIR] [--scene NAME]... [--list] [--help]

        Lays out PureLayoutSwift's demo scenes headlessly at phone portrait (390×844), phone landscape \
        (844×390) and tablet (820×1180) sizes, left-to-right and right-to-left, and writes an HTML gallery \
        (DIR/index.html). Prints a summary table and an ASCII preview of the first scene.

        Options:
          --out DIR      write the gallery to DIR (default: ./\(defaultOutputDirectory)); created if missing
          --scene NAME   render only this scene (a name from --list, or its number); repeat for several
          --list         list the scenes and exit
          --help, -h     show this help and exit

        Exit status: 0 on success, 64 for a bad option or an unknown scene, 73 when the gallery cannot be written.
        """

    /// Parses the arguments (without the program name). `--help` anywhere wins over everything else, so that
    /// `DemoApp --oops --help` still shows the help.
    ///
    /// - Throws: `CommandLineError` for an unknown option, a missing or empty value or a stray argument.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        if arguments.contains("--help") || arguments.contains("-h") {
            return CommandLineOptions(action: .help)
        }
        var options = CommandLineOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "--list":
                guard inlineValue == nil else { throw .unknownOption(argument) }
                options.action = .list
            case "--out", "--scene":
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if let next = remaining.first, !next.hasPrefix("-") || next == "-" {
                    value = next
                    remaining.removeFirst()
                } else {
                    throw .missingValue(option: name)
                }
                guard !value.isEmpty else { throw .emptyValue(option: name) }
                if name == "--out" {
                    options.outputDirectory = value
                } else {
                    options.sceneNames.append(value)
                }
            default:
                if argument.hasPrefix("-") { throw .unknownOption(argument) }
                throw .unexpectedArgument(argument)
            }
        }
        return options
    }

    /// Splits `--name=value` into its name and value; other arguments have no inline value.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

#endif
