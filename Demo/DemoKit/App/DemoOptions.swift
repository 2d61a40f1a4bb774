import Foundation

/// The command-line options of `demo`.
struct DemoOptions: Equatable {
    var dataFile: URL?
    var reset = false
    var showsHelp = false
    var link: String?

    static let usage = """
        usage: demo [--data PATH] [--reset] [--open LINK]
          --data PATH  the data file (default: \(DemoStore.defaultFileURL.path))
          --reset      delete the data file first and start over, onboarding included
          --open LINK  follow a link at launch (after login if logged out), for example demo://items/2
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
            case "--open":
                guard let link = remaining.popFirst(), !link.isEmpty else { throw .missingValue("--open") }
                options.link = link
            case _ where argument.hasPrefix("--open="):
                let link = String(argument.dropFirst("--open=".count))
                guard !link.isEmpty else { throw .missingValue("--open") }
                options.link = link
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
