import DemoKit
import Foundation

/// The command-line options of `demo`.
struct DemoOptions: Equatable {
    var dataFile: URL?
    var reset = false
    var fresh = false
    var strict = false
    var showsHelp = false
    var printsMap = false
    var link: String?

    static let usage = """
        usage: demo [--data PATH] [--reset] [--fresh] [--strict] [--open LINK] [--map]
          --data PATH, --data=PATH
                       the data file (default: \(DemoStore.defaultFileURL.path))
          --reset      delete the demo's data file first (never anything else) and start over
          --fresh      start at the beginning, not where you left off (keeps the items and accounts)
          --strict     stop with exit status 1 at the first refused command (an unknown command, a
                       wrong password, an invalid form), refused link or failed save; nothing else
                       makes a --strict run fail (for scripts and tests)
          --open LINK, --open=LINK
                       follow a link at launch (after login if logged out), for example demo://items/2
          --map        print the demo's flow as a Mermaid flowchart (every screen a user reaches and what
                       leads there, explored headless in memory) and exit; the data file is not used
          -h, --help   show this text
        The data file keeps the items, the accounts and where you were: the next launch comes back there.
        The demo only uses a file it wrote: it refuses any other file at PATH and leaves it as it is. A
        symbolic link is followed: its target is saved, the link stays. If a save fails the run ends
        with exit status 1, with or without --strict.
        Type help in the app for its commands. When stdin is not a terminal, commands are read from it,
        echoed after "> ", and errors go to stderr. Colour only on a terminal, without NO_COLOR or TERM=dumb.
        """

    /// Parses the arguments after the program name.
    ///
    /// - Throws: ``OptionsError``.
    static func parse(_ arguments: [String]) throws(OptionsError) -> DemoOptions {
        var options = DemoOptions()
        var seen: Set<String> = []
        var remaining = arguments[...]
        func once(_ option: String) throws(OptionsError) {
            guard seen.insert(option).inserted else { throw .repeated(option) }
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--data":
                try once("--data")
                guard let path = remaining.popFirst(), !path.isEmpty else { throw .missingValue("--data") }
                options.dataFile = URL(fileURLWithPath: path)
            case _ where argument.hasPrefix("--data="):
                try once("--data")
                let path = String(argument.dropFirst("--data=".count))
                guard !path.isEmpty else { throw .missingValue("--data") }
                options.dataFile = URL(fileURLWithPath: path)
            case "--reset":
                try once(argument)
                options.reset = true
            case "--fresh":
                try once(argument)
                options.fresh = true
            case "--strict":
                try once(argument)
                options.strict = true
            case "--open":
                try once("--open")
                guard let link = remaining.popFirst(), !link.isEmpty else { throw .missingValue("--open") }
                options.link = link
            case _ where argument.hasPrefix("--open="):
                try once("--open")
                let link = String(argument.dropFirst("--open=".count))
                guard !link.isEmpty else { throw .missingValue("--open") }
                options.link = link
            case "--map":
                try once(argument)
                options.printsMap = true
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
    case repeated(String)

    var description: String {
        switch self {
        case .unknownOption(let option): "unknown option \"\(CommandError.quoted(option))\" (see demo --help)"
        case .missingValue(let option): "\(option) needs a value (see demo --help)"
        case .repeated(let option): "\(option) is given more than once (see demo --help)"
        }
    }
}
