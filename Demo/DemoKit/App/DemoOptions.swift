import Foundation

/// The command-line options of `demo`.
struct DemoOptions: Equatable {
    var dataFile: URL?
    var reset = false
    var showsHelp = false

    static let usage = """
        usage: demo [--data PATH] [--reset]
          --data PATH  the data file (default: \(DemoStore.defaultFileURL.path))
          --reset      delete the demo's data file first (never anything else) and start over
          --help       show this text
        Type help in the app for its commands. When stdin is not a terminal, commands are read from it.
        """

    /// Parses the arguments after the program name.
    ///
    /// - Throws: ``OptionsError``.
    static func parse(_ arguments: [String]) throws(OptionsError) -> DemoOptions {
        var options = DemoOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--data":
                guard let path = remaining.popFirst(), !path.isEmpty else { throw .missingValue("--data") }
                options.dataFile = URL(fileURLWithPath: path)
            case _ where argument.hasPrefix("--data="):
                let path = String(argument.dropFirst("--data=".count))
                guard !path.isEmpty else { throw .missingValue("--data") }
                options.dataFile = URL(fileURLWithPath: path)
            case "--reset": options.reset = true
            case "--help", "-h": options.showsHelp = true
            default: throw .unknownOption(argument)
            }
        }
        return options
    }
}

/// Why the command line was refused.
enum OptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)

    var description: String {
        switch self {
        case .unknownOption(let option): "unknown option \"\(option)\" (see demo --help)"
        case .missingValue(let option): "\(option) needs a value (see demo --help)"
        }
    }
}
