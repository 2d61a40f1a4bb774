import DemoKit
import Foundation
import HeadlessFlow

/// The demo in a terminal: a ``DemoApp`` and the command interpreter that drives it, one command
/// line at a time, as a renderer reports the user's gestures. The terminal session and the tests
/// drive it the same way.
///
/// After each command it saves the navigation with the data (`DemoApp.save()`), so the next
/// launch comes back to the same screen; ``journal`` records what happened in this run.
@MainActor
final class TerminalDemo {
    /// The app every renderer shares.
    let app: DemoApp
    /// The terminal's width the splits were last laid out for (`nil`: unknown), which the screen
    /// is drawn at.
    private(set) var layoutColumns: Int?

    /// The window's navigation, root of everything on screen.
    var window: Navigation { app.window }
    var store: DemoStore { app.store }
    var environment: DemoEnvironment { app.environment }
    var coordinator: AppCoordinator? { app.appCoordinator }
    var registry: RestorationRegistry { app.registry }
    /// What happened in this run, from the launch or the restore.
    var journal: NavigationJournal? { app.journal }
    /// Whether this run came back to the data file's navigation.
    var isRestored: Bool { app.isRestored }

    /// Loads the store and the screen registry; nothing is on screen until ``start(opening:columns:)``.
    ///
    /// - Parameters:
    ///   - reset: deletes the data file first, if it is the demo's own (`DemoStore.reset(_:)`).
    ///   - fresh: starts at the beginning rather than where the data file's navigation was; the
    ///     first save replaces that navigation.
    /// - Throws: a `StoreError` if `reset` is refused or the file is not the demo's, a `SceneError`
    ///   if a screen type cannot be registered.
    convenience init(
        dataFile: URL, reset: Bool = false, fresh: Bool = false,
        library: SceneLibrary = ScreenFactory.bundledLibrary, now: @escaping () -> Date = Date.init
    ) throws {
        self.init(
            app: try DemoApp(dataFile: dataFile, reset: reset, fresh: fresh, library: library, now: now))
    }

    /// A terminal demo on `store` (a file's, or one in memory); nothing is on screen until
    /// ``start(opening:columns:)``.
    convenience init(
        store: DemoStore, resetOutcome: ResetOutcome? = nil, fresh: Bool = false,
        library: SceneLibrary = ScreenFactory.bundledLibrary
    ) throws {
        self.init(app: try DemoApp(store: store, resetOutcome: resetOutcome, fresh: fresh, library: library))
    }

    /// A terminal demo driving `app`.
    init(app: DemoApp) {
        self.app = app
    }

    /// Starts the app (`DemoApp.start(opening:)`) laid out for a terminal `columns` wide (`nil`:
    /// unknown, ``SplitLayout``): a restored split is laid out for it before this run's history
    /// starts. With `link`, follows it as `open` would (a bad link is one error line).
    ///
    /// - Returns: what to print first: what `--reset` did, and the warnings of loading the data file.
    /// - Throws: a `SceneError` when a scene file is missing or broken.
    func start(opening link: String? = nil, columns: Int? = nil) throws -> DemoReply {
        layoutColumns = columns
        app.adaptLayout(compact: SplitLayout.isCollapsed(columns: columns))
        var reply = DemoReply()
        reply.lines = try app.start(opening: link).map(DemoReply.Line.init)
        return reply
    }

    /// Lays the splits out for a terminal `columns` wide (`nil`: unknown), as ``SplitLayout`` says
    /// (`DemoApp.adaptLayout(compact:)`), and draws the screen at that width from now on.
    func adaptLayout(toColumns columns: Int?) {
        layoutColumns = columns
        app.adaptLayout(compact: SplitLayout.isCollapsed(columns: columns))
    }

    /// Saves the navigation with the data, unless it is what was saved last.
    private func saveNavigation() {
        app.save()
    }

    /// Follows a demo link (`DemoApp.follow(link:)`).
    ///
    /// - Returns: what will happen, when the link is held: "will open item 2 (Pencil) after you
    ///   log in".
    /// - Throws: `DemoLinkError`.
    func follow(link typed: String) throws(DemoLinkError) -> String? {
        try app.follow(link: typed).map(\.description)
    }

    /// The containers seen in this run (tab bars, splits), by id, for `history`: a container
    /// that is gone is still named in the entries that speak of it.
    private var knownContainers: [ScreenID: HistoryText.Container] = [:]

    private func rememberContainers() {
        for container in SplitLayout.containers(under: window) {
            knownContainers[container.id] = HistoryText.Container(container)
        }
    }

    /// The journal of this run, one `who: what` line per entry, in words.
    func historyText() -> String {
        let entries = journal?.entries ?? []
        guard !entries.isEmpty else {
            return isRestored
                ? "(nothing has happened since this run came back to where you were)"
                : "(nothing has happened yet in this run)"
        }
        rememberContainers()
        return HistoryText.lines(for: entries, containers: knownContainers).map(SafeText.visible)
            .joined(separator: "\n")
    }

    /// Runs one command line and says what to print.
    func handle(_ line: String) -> DemoReply {
        if let navigation = VisibleChain(window: window).alertNavigation, let alert = navigation.alert {
            return answer(alert, on: navigation, with: line)
        }
        // A title shown on the screen is accepted as typed, before the line is read as a
        // command: `back to login` taps Back to Login rather than being `back` with an argument.
        if let number = actionNumber(titled: line) { return handle(.tap(number, screen: 0)) }
        do {
            return handle(try Command.parse(line))
        } catch {
            var reply = DemoReply()
            reply.lines.append(.error("\(error)"))
            collectReports(into: &reply)
            return reply
        }
    }

    /// Reads `line` while `alert` waits over the screen: an action's number or title answers it, as
    /// a renderer reports the user's choice; `help`, `tree`, `history`, `show` and `quit` still
    /// work; anything else is refused and changes nothing. Control characters never reach the
    /// comparison.
    private func answer(_ alert: AlertModel, on navigation: Navigation, with line: String) -> DemoReply {
        let cleaned = String(
            String.UnicodeScalarView(line.unicodeScalars.filter { $0.properties.generalCategory != .control })
        )
        let key = ScreenAction.normalized(cleaned)
        var chosen = alert.actions.first { ScreenAction.normalized($0.title) == key }
        var reply = DemoReply()
        if chosen == nil {
            let command: Command
            do {
                command = try Command.parse(cleaned)
            } catch {
                reply.lines.append(.error("\(error)"))
                return reply
            }
            switch command {
            case .help, .tree, .history, .show, .quit:
                return handle(command)
            case .activate(let number):
                guard alert.actions.indices.contains(number - 1) else {
                    reply.lines.append(
                        .error("\(InputError.noSuchAlertAction(number, count: alert.actions.count))"))
                    return reply
                }
                chosen = alert.actions[number - 1]
            default:
                reply.lines.append(
                    .error("\(InputError.alertWaits(title: alert.title, count: alert.actions.count))"))
                return reply
            }
        }
        guard let chosen else { return reply }
        do {
            try navigation.userDidChoose(chosen.id)
        } catch {
            reply.lines.append(.error("\(error)"))
        }
        saveNavigation()
        collectReports(into: &reply)
        return reply
    }

    /// Runs one parsed command and says what to print.
    func handle(_ command: Command) -> DemoReply {
        var reply = DemoReply()
        // Another demo on the same file may have saved since: its items show here too.
        store.reloadIfChanged()
        do {
            switch try resolve(command) {
            case .activate(let number):
                let screen = try activate(number, notes: &reply.lines)
                // A form that says why it did not do what its button asks refused the command.
                reply.refusal = formError(on: screen)
            case .tap(let number, let index):
                let screen = try tap(number, onScreen: index, notes: &reply.lines)
                reply.refusal = formError(on: screen)
            // A link has a scheme (`demo://items/2`); anything else names a list row.
            case .open(let target) where target.contains("://"):
                if let note = try follow(link: target) { reply.lines.append(.text(note)) }
            case .open(let row): try open(row)
            case .named: break
            case .set(let field, let text): try set(field: field, to: text)
            case .back: try goBack()
            case .tab(let name): try selectTab(name)
            case .focus(let column): try focus(column)
            case .tree:
                reply.lines.append(.text(treeText()))
                reply.showsScreen = false
            case .help:
                reply.lines.append(.text(Command.helpText))
                reply.showsScreen = false
            case .history:
                reply.lines.append(.text(historyText()))
                reply.showsScreen = false
            case .show: break
            case .quit:
                reply.quits = true
                reply.showsScreen = false
            }
        } catch {
            reply.lines.append(.error("\(error)"))
        }
        // Between two commands the file holds where the user is: a quit, a signal or a kill -9
        // brings the next launch back here.
        saveNavigation()
        rememberContainers()
        collectReports(into: &reply)
        return reply
    }

    /// The ids of the secure fields of every demo screen, lowercased. A value typed after one of
    /// them is a secret on every screen, even one without that field: the user may have typed it
    /// before the screen changed.
    nonisolated static let secretFieldNames: Set<String> = ["password"]

    /// `line` as it may be shown: a value typed after a secret field's name (on any screen, in
    /// any command form) is replaced by as many `*`s. Each character stays one character, so a
    /// line editor can show this while the user types.
    func echoText(for line: String) -> String {
        guard let text = secretValue(in: line), !text.isEmpty else { return line }
        let trimmedEnd = line.reversed().prefix { $0.isWhitespace }.count
        let end = line.index(line.endIndex, offsetBy: -trimmedEnd)
        // The value is the end of the trimmed line. Should the two ideas of whitespace (the
        // parser's and Character's) ever disagree, mask the whole line rather than guess.
        guard let start = line.index(end, offsetBy: -text.count, limitedBy: line.startIndex),
            line[start..<end] == text
        else { return String(repeating: "*", count: line.count) }
        return String(line[..<start]) + String(repeating: "*", count: text.count) + String(line[end...])
    }

    /// Whether `line` holds a secret, so it must be neither shown nor kept in the history.
    func holdsSecret(_ line: String) -> Bool {
        echoText(for: line) != line
    }

    /// The value `line` types into a secret field, if it types one: `set password x`,
    /// `password=x` or `password x`, whatever the screen.
    private func secretValue(in line: String) -> String? {
        switch try? Command.parse(line) {
        case .set(let id, let text)?:
            return isSecretField(id) ? text : nil
        case .named(let named)?:
            let word = named.prefix { !$0.isWhitespace }
            guard isSecretField(String(word)) else { return nil }
            return String(named.dropFirst(word.count).drop { $0 == " " })
        default:
            return nil
        }
    }

    private func isSecretField(_ id: String) -> Bool {
        Self.secretFieldNames.contains(id.lowercased()) || field(named: id) is SecureTextFieldElement
    }

    /// The id of the secure field that `line` names without a value (`set password`), so a
    /// terminal can ask for the value with echo off. `password=` still clears the field.
    func secureFieldToAskFor(in line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasSuffix("="), case .set(let id, "")? = try? resolve(Command.parse(trimmed)),
            let field = field(named: id) as? SecureTextFieldElement
        else { return nil }
        return field.id
    }

    /// The visible screen as text.
    func screenText(style: Style = .plain) -> String {
        ScreenRenderer.render(window: window, style: style, width: layoutColumns)
    }

    /// The coordinator tree as text.
    func treeText() -> String {
        coordinator.map(CoordinatorTreeRenderer.render) ?? "(not started)"
    }

    /// The screen the user sees.
    var visibleScreen: Screen? {
        VisibleChain(window: window).visibleScreen
    }

    // MARK: - Commands

    /// Taps button `number` (or flips toggle `number`) of the visible screen or, when it has none,
    /// of another visible column that has one: both columns of an expanded split take taps, as on
    /// an iPad. A note says which column it went to when that is not the focused one, or when
    /// another column has a `number` too.
    ///
    /// - Returns: The screen whose action ran.
    private func activate(_ number: Int, notes: inout [DemoReply.Line]) throws -> Screen? {
        let chain = VisibleChain(window: window)
        let screens = chain.interactiveScreens
        let having = screens.indices.filter {
            ScreenAction.actions(on: screens[$0]).indices.contains(number - 1)
        }
        guard let index = having.first else {
            let counts = screens.map { ScreenAction.actions(on: $0).count }
            let rows = screens.lazy.compactMap { ScreenAction.list(on: $0)?.items.count }.first ?? 0
            guard counts.contains(where: { $0 > 0 }) || rows > 0 else {
                let title = chain.visibleScreen?.title ?? ""
                throw InputError.noActions(screen: title, canGoBack: chain.canGoBack)
            }
            throw InputError.noSuchAction(number, count: counts.max() ?? 0, rows: rows)
        }
        if index > 0 || having.count > 1 {
            let others = having.dropFirst().map { screens[$0] }
            notes.append(.text(note("\(number)", wentTo: screens[index], alsoOn: others, in: chain)))
        }
        try ScreenAction.actions(on: screens[index])[number - 1].perform()
        return screens[index]
    }

    /// Taps button `number` (or flips toggle `number`) of the `index`-th screen that takes
    /// commands, as a title resolved it; a note says which column it went to when that is not the
    /// focused one.
    ///
    /// - Returns: The screen whose action ran.
    private func tap(_ number: Int, onScreen index: Int, notes: inout [DemoReply.Line]) throws -> Screen? {
        let chain = VisibleChain(window: window)
        let screens = chain.interactiveScreens
        guard screens.indices.contains(index) else { return try activate(number, notes: &notes) }
        let actions = ScreenAction.actions(on: screens[index])
        guard actions.indices.contains(number - 1) else {
            throw InputError.noSuchAction(number, count: actions.count, rows: 0)
        }
        if index > 0 {
            let title = SafeText.visible(ScreenAction.normalized(actions[number - 1].title))
            notes.append(.text(note(title, wentTo: screens[index], alsoOn: [], in: chain)))
        }
        try actions[number - 1].perform()
        return screens[index]
    }

    /// Says where a command `typed` went in an expanded split: `add item went to column 1
    /// "Items"`, and which other columns have it too, with how to act there instead.
    private func note(_ typed: String, wentTo screen: Screen, alsoOn others: [Screen], in chain: VisibleChain)
        -> String
    {
        let column = chain.columnName(of: screen) ?? "\"\(SafeText.visible(screen.title))\""
        let focused = screen === chain.visibleScreen ? "the focused " : ""
        var text = "note: \(typed) went to \(focused)\(column)"
        let elsewhere = others.compactMap { chain.columnName(of: $0) }
        if !elsewhere.isEmpty {
            let columns = elsewhere.joined(separator: ", ")
            text += " (\(columns) has \(typed) too: type list or detail to act there)"
        }
        return text
    }

    /// The number of the visible screen's button or toggle whose title is `line` (ignoring case
    /// and runs of blanks), if there is one.
    private func actionNumber(titled line: String) -> Int? {
        let key = ScreenAction.normalized(line)
        guard !key.isEmpty, let screen = visibleScreen else { return nil }
        return ScreenAction.actions(on: screen).firstIndex { ScreenAction.normalized($0.title) == key }
            .map { $0 + 1 }
    }

    private func open(_ row: String) throws {
        let chain = VisibleChain(window: window)
        var screen = chain.visibleScreen
        // On a wide terminal the list is on screen beside the detail: a row is opened there, as a
        // tap into the list column would.
        if screen.flatMap(ScreenAction.list(on:)) == nil, let split = chain.focusedSplit, !split.isCollapsed {
            screen =
                split.visibleIndices.lazy.compactMap { split.items[$0].navigation.topScreen }
                .first { ScreenAction.list(on: $0) != nil } ?? screen
        }
        guard let list = screen.flatMap(ScreenAction.list(on:)) else {
            throw InputError.noList(screen: screen?.title ?? "")
        }
        let key = ScreenAction.normalized(row)
        // A row is shown as `#2`: `open #2` is `open 2`.
        let typed = row.trimmingCharacters(in: .whitespaces)
        let number = typed.hasPrefix("#") ? String(typed.dropFirst()) : typed
        let index =
            Int(number).map { $0 - 1 }
            ?? list.items.firstIndex { ScreenAction.normalized($0) == key }
        guard let index, list.items.indices.contains(index) else {
            throw InputError.noSuchRow(row, count: list.items.count)
        }
        try list.select(row: index)
    }

    /// What a `named` line means on the visible screen: a button's or toggle's title, or a field
    /// name and its text. Other commands are already what they mean.
    ///
    /// - Throws: ``CommandError/unknown(_:)`` when the line names nothing on the screen.
    func resolve(_ command: Command) throws -> Command {
        guard case .named(let line) = command else { return command }
        let key = ScreenAction.normalized(line)
        // The visible screen first, then the other visible columns of an expanded split.
        for (screen, shown) in VisibleChain(window: window).interactiveScreens.enumerated() {
            let actions = ScreenAction.actions(on: shown)
            if let index = actions.firstIndex(where: { ScreenAction.normalized($0.title) == key }) {
                return .tap(index + 1, screen: screen)
            }
        }
        let word = line.prefix { !$0.isWhitespace }
        if let field = field(named: String(word)) {
            return .set(field: field.id, text: String(line.dropFirst(word.count).drop { $0 == " " }))
        }
        if Self.secretFieldNames.contains(word.lowercased()) {
            // A password for a screen that has no password field: say so, never quote it back.
            return .set(field: String(word), text: "")
        }
        // One word is a typo of a command; more are a title the screen does not have.
        throw CommandError.unknown(word.count == line.count ? String(word) : key)
    }

    /// The text field or secure field whose id is `name`, ignoring case, on the visible screen or,
    /// when it has none, on another visible column of an expanded split.
    private func field(named name: String) -> SceneElement? {
        let key = name.lowercased()
        for screen in VisibleChain(window: window).interactiveScreens {
            let field = screen.offeredElements.first {
                ($0 is TextFieldElement || $0 is SecureTextFieldElement) && $0.id.lowercased() == key
            }
            if let field { return field }
        }
        return nil
    }

    private func set(field id: String, to text: String) throws {
        let element = field(named: id)
        if let field = element as? TextFieldElement {
            guard field.isEnabled else { throw ElementError.disabled(elementID: id) }
            field.text = text
        } else if let field = element as? SecureTextFieldElement {
            guard field.isEnabled else { throw ElementError.disabled(elementID: id) }
            field.text = text
        } else {
            let fields = (visibleScreen?.offeredElements ?? []).filter {
                $0 is TextFieldElement || $0 is SecureTextFieldElement
            }
            throw InputError.noSuchField(id, fields: fields.map(\.id))
        }
    }

    private func goBack() throws {
        let chain = VisibleChain(window: window)
        switch chain.backTarget {
        case .screen(let screen)?: screen.userDidRequestBack()
        case .split(let split)?: try split.userDidGoBack(animated: true)
        case .pop(let navigation)?: try navigation.userDidGoBack(animated: true)
        case .dismiss(let navigation)?: try navigation.userDidDismiss(animated: true)
        case nil:
            let title = chain.visibleScreen?.title ?? ""
            if let split = chain.focusedSplit, let selected = split.selectedIndex {
                throw InputError.firstInColumn(screen: title, column: split.items[selected].title)
            }
            throw InputError.cannotGoBack(screen: title)
        }
    }

    /// Focuses a split's list or detail column, as a tap into it would. In a collapsed split the
    /// detail comes back on top of the list, or the list alone is shown.
    private func focus(_ column: Command.Column) throws {
        guard let split = VisibleChain(window: window).innermostSplit, split.items.count > 1 else {
            throw InputError.noColumns
        }
        let index = column == .list ? 0 : split.items.count - 1
        guard !split.items[index].navigation.screens.isEmpty else {
            throw InputError.emptyColumn(split.items[index].title)
        }
        try split.userDidSelect(index, animated: true)
    }

    /// The error message of the form `screen` (Login's, Registration's, New Item's), if it shows
    /// one.
    private func formError(on screen: Screen?) -> String? {
        let label = screen?.offeredElements.first { $0.id == "error" } as? LabelElement
        let text = label?.text
        return text?.isEmpty == false ? text : nil
    }

    /// Follows a demo link, checked at once: a link the demo does not know, or whose item does
    /// not exist, changes nothing and says why. Logged out, it is held until the user logs in.
    ///
    /// - Returns: what will happen, when the link is held: "will open item 2 (Pencil) after you
    ///   log in".

    private func selectTab(_ name: String) throws {
        guard let tabBar = VisibleChain(window: window).innermostTabBar else { throw InputError.noTabBar }
        let titles = tabBar.labels.map(\.title)
        let index =
            Int(name).map { $0 - 1 }
            ?? titles.firstIndex { $0.lowercased() == name.lowercased() }
        guard let index, titles.indices.contains(index) else {
            throw InputError.noSuchTab(name, tabs: titles)
        }
        try tabBar.userDidSelect(index, animated: true)
    }

    private func collectReports(into reply: inout DemoReply) {
        reply.lines += app.takeNotices().map(DemoReply.Line.init)
    }
}
