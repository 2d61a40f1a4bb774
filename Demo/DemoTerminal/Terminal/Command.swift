import DemoKit
import Foundation

/// One line the user typed, parsed. Parsing knows nothing about the screen; ``TerminalDemo`` checks
/// the command against what is visible.
enum Command: Equatable, Sendable {
    /// Activate the numbered action: tap a button or flip a toggle.
    case activate(Int)
    /// Open a list row, by its number or its text, or follow a demo link (`demo://items/2`).
    case open(String)
    /// Activate the numbered action of the `screen`-th screen that takes commands
    /// (`VisibleChain.interactiveScreens`, 0 being the visible screen): what a button's or toggle's
    /// title resolves to. Never parsed.
    case tap(Int, screen: Int)
    /// Anything else: a button's or toggle's title (`add item`), or a field's name followed by
    /// its text (`email ada@example.com`). ``TerminalDemo`` resolves it against the visible screen.
    case named(String)
    /// Type `text` into the text field whose id is `field`.
    case set(field: String, text: String)
    /// The user's back gesture.
    case back
    /// Select a tab by number (1-based) or by title.
    case tab(String)
    /// Move the focus to a split's list or detail column.
    case focus(Column)
    /// Print the coordinator tree.
    case tree
    /// Print this run's navigation journal.
    case history
    /// List the commands.
    case help
    /// Draw the screen again.
    case show
    /// Leave the app.
    case quit

    /// A split's column, as `list` and `detail` name it.
    enum Column: Equatable, Sendable {
        /// The first column.
        case list
        /// The last column.
        case detail
    }

    static let helpText = """
        commands:
          <n>                tap button n, or flip toggle n (the numbers in [ ])
          <button>           tap a button by its title, e.g. login, add item
          open <n|name>      open list row n (the numbers after #), or the row with that text
          open <link>        follow a link: demo://items, demo://items/<n>, demo://items/new, demo://profile
          <field> <text>     type text into a field, e.g. email ada@example.com (also: set <field> <text>, <field>=<text>); no text clears it
          <password field>   on a terminal, a password field alone (password) asks for it with echo off
          back               go back, as the back button or a back swipe would
          tab <n|name>       select a tab of the tab bar
          list, detail       focus the list or the detail column of the items split
          tree               show the coordinator tree
          history            what happened in this run, one "who: what" line each
          show               draw the screen again (so does an empty line)
          help, ?            this list
          quit, exit         leave (so do Ctrl-D and Ctrl-C)
        Commands, titles and field names ignore case. The hint line under each screen lists what it takes.
        """

    /// Parses one line. Leading and trailing blanks are ignored; an empty line means ``show``.
    ///
    /// - Throws: ``CommandError`` for anything that is not a command.
    static func parse(_ line: String) throws(CommandError) -> Command {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .show }
        if let number = Int(trimmed) { return .activate(number) }
        let word = trimmed.prefix { !$0.isWhitespace }
        let rest = trimmed.dropFirst(word.count).drop { $0.isWhitespace }
        switch word.lowercased() {
        case "set":
            let field = rest.prefix { !$0.isWhitespace }
            guard !field.isEmpty else { throw .missingArgument(command: "set", expected: "<field> <text>") }
            let text = rest.dropFirst(field.count).drop { $0 == " " }
            return .set(field: String(field), text: String(text))
        case "back", "b": return try noArgument(.back, word, rest)
        case "tab":
            guard !rest.isEmpty else { throw .missingArgument(command: "tab", expected: "<n|name>") }
            return .tab(String(rest))
        case "open":
            guard !rest.isEmpty else { throw .missingArgument(command: "open", expected: "<n|name|link>") }
            return .open(String(rest))
        case "list": return try noArgument(.focus(.list), word, rest)
        case "detail": return try noArgument(.focus(.detail), word, rest)
        case "tree": return try noArgument(.tree, word, rest)
        case "history": return try noArgument(.history, word, rest)
        case "help", "?", "h": return try noArgument(.help, word, rest)
        case "show": return try noArgument(.show, word, rest)
        case "quit", "exit", "q": return try noArgument(.quit, word, rest)
        default:
            if let equals = trimmed.firstIndex(of: "="), equals != trimmed.startIndex,
                !trimmed[..<equals].contains(where: \.isWhitespace)
            {
                return .set(
                    field: String(trimmed[..<equals]), text: String(trimmed[trimmed.index(after: equals)...]))
            }
            guard word.first?.isLetter == true else { throw .unknown(String(word)) }
            return .named(trimmed)
        }
    }

    private static func noArgument(
        _ command: Command, _ word: Substring, _ rest: Substring
    ) throws(CommandError) -> Command {
        guard rest.isEmpty else { throw .unexpectedArgument(command: String(word), argument: String(rest)) }
        return command
    }
}

/// Why a line is not a command.
enum CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first word is no command.
    case unknown(String)
    /// The command needs an argument.
    case missingArgument(command: String, expected: String)
    /// The command takes no argument.
    case unexpectedArgument(command: String, argument: String)

    var description: String {
        switch self {
        case .unknown(let word): "unknown command \"\(Self.quoted(word))\" (type help)"
        case .missingArgument(let command, let expected): "\(command) needs \(expected) (type help)"
        case .unexpectedArgument(let command, let argument):
            "\(command) takes no argument, but got \"\(Self.quoted(argument))\" (type help)"
        }
    }

    /// Typed text quoted in a message: visible, and cut if it is long.
    static func quoted(_ text: String) -> String {
        SafeText.visible(text, limit: 40)
    }
}
