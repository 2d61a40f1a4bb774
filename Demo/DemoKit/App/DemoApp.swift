import Foundation
import HeadlessFlow

/// The whole demo as an object: the window's navigation, the coordinator tree, the store, and a
/// command interpreter. The terminal session and the tests drive it the same way, one command
/// line at a time.
@MainActor
final class DemoApp {
    /// The window's navigation, root of everything on screen.
    let window = Navigation()
    let store: DemoStore
    let environment: DemoEnvironment
    private(set) var coordinator: AppCoordinator?
    /// What `--reset` did, reported by ``start()``.
    let resetOutcome: ResetOutcome?
    private let links: URLRouteTable<DemoRoute>
    private var reportedIssueCount = 0

    /// Loads the store and the screen registry; nothing is on screen until ``start()``.
    ///
    /// - Parameter reset: deletes the data file first, if it is the demo's own (``DemoStore/reset(_:)``).
    /// - Throws: a ``StoreError`` if `reset` is refused, a ``SceneError`` if a screen type cannot be
    ///   registered.
    init(
        dataFile: URL, reset: Bool = false, library: SceneLibrary = ScreenFactory.bundledLibrary,
        now: @escaping () -> Date = Date.init
    ) throws {
        resetOutcome = reset ? try DemoStore.reset(dataFile) : nil
        store = DemoStore(fileURL: dataFile, now: now)
        environment = DemoEnvironment(store: store, screens: try ScreenFactory(library: library))
        links = try DemoLinks.makeTable()
    }

    /// Starts the app coordinator: Login, with onboarding over it on a first run.
    ///
    /// - Returns: the warnings of loading the data file, if any.
    /// - Throws: a ``SceneError`` when a scene file is missing or broken.
    /// Starts the app; with `link`, follows it as `open` would (a bad link is one error line).
    func start(opening link: String? = nil) throws -> DemoReply {
        let coordinator = AppCoordinator(navigation: window, environment: environment)
        self.coordinator = coordinator
        // Write the file on the first run (and after --reset or a corrupt file), so it is where
        // `--help` says from the start, and an unwritable location is reported at once.
        if !FileManager.default.fileExists(atPath: store.fileURL.path) {
            store.save()
        }
        try coordinator.startAsRoot(animated: false)
        var reply = DemoReply()
        if let resetOutcome { reply.lines.append(.text("\(resetOutcome)")) }
        if let link {
            do {
                try follow(link: link)
            } catch {
                reply.lines.append(.error("\(error)"))
            }
        }
        collectReports(into: &reply)
        return reply
    }

    /// Runs one command line and says what to print.
    func handle(_ line: String) -> DemoReply {
        do {
            return handle(try Command.parse(line))
        } catch {
            var reply = DemoReply()
            reply.lines.append(.error("\(error)"))
            collectReports(into: &reply)
            return reply
        }
    }

    /// Runs one parsed command and says what to print.
    func handle(_ command: Command) -> DemoReply {
        var reply = DemoReply()
        do {
            switch try resolve(command) {
            case .activate(let number): try activate(number)
            // A link has a scheme (`demo://items/2`); anything else names a list row.
            case .open(let target) where target.contains("://"): try follow(link: target)
            case .open(let row): try open(row)
            case .named: break
            case .set(let field, let text): try set(field: field, to: text)
            case .back: try goBack()
            case .tab(let name): try selectTab(name)
            case .tree:
                reply.lines.append(.text(treeText()))
                reply.showsScreen = false
            case .help:
                reply.lines.append(.text(Command.helpText))
                reply.showsScreen = false
            case .show: break
            case .quit:
                reply.quits = true
                reply.showsScreen = false
            }
        } catch {
            reply.lines.append(.error("\(error)"))
        }
        collectReports(into: &reply)
        return reply
    }

    /// `line` as it may be shown: a value typed into a secure field on the visible screen is
    /// replaced by as many `*`s as the screen shows for it. Each character stays one character,
    /// so a line editor can show this while the user types.
    func echoText(for line: String) -> String {
        guard case .set(let id, let text)? = try? resolve(Command.parse(line)), !text.isEmpty,
            field(named: id) is SecureTextFieldElement
        else { return line }
        let trimmedEnd = line.reversed().prefix { $0.isWhitespace }.count
        let end = line.index(line.endIndex, offsetBy: -trimmedEnd)
        // The value is the end of the trimmed line. Should the two ideas of whitespace (the
        // parser's and Character's) ever disagree, mask the whole line rather than guess.
        guard let start = line.index(end, offsetBy: -text.count, limitedBy: line.startIndex),
            line[start..<end] == text
        else { return String(repeating: "*", count: line.count) }
        return String(line[..<start]) + String(repeating: "*", count: text.count) + String(line[end...])
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
        ScreenRenderer.render(window: window, style: style)
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

    private func activate(_ number: Int) throws {
        let chain = VisibleChain(window: window)
        let screen = chain.visibleScreen
        let actions = screen.map(ScreenAction.actions(on:)) ?? []
        let rows = screen.flatMap(ScreenAction.list(on:))?.items.count ?? 0
        guard !actions.isEmpty || rows > 0 else {
            throw InputError.noActions(screen: screen?.title ?? "", canGoBack: chain.canGoBack)
        }
        guard actions.indices.contains(number - 1) else {
            throw InputError.noSuchAction(number, count: actions.count, rows: rows)
        }
        try actions[number - 1].perform()
    }

    private func open(_ row: String) throws {
        let screen = visibleScreen
        guard let list = screen.flatMap(ScreenAction.list(on:)) else {
            throw InputError.noList(screen: screen?.title ?? "")
        }
        let key = ScreenAction.normalized(row)
        let index =
            Int(row.trimmingCharacters(in: .whitespaces)).map { $0 - 1 }
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
        let screen = visibleScreen
        let key = ScreenAction.normalized(line)
        let actions = screen.map(ScreenAction.actions(on:)) ?? []
        if let index = actions.firstIndex(where: { ScreenAction.normalized($0.title) == key }) {
            return .activate(index + 1)
        }
        let word = line.prefix { !$0.isWhitespace }
        if let field = field(named: String(word)) {
            return .set(field: field.id, text: String(line.dropFirst(word.count).drop { $0 == " " }))
        }
        // One word is a typo of a command; more are a title the screen does not have.
        throw CommandError.unknown(word.count == line.count ? String(word) : key)
    }

    /// The text field or secure field whose id is `name`, ignoring case, on the visible screen.
    private func field(named name: String) -> SceneElement? {
        let key = name.lowercased()
        return (visibleScreen as? SceneScreen)?.elements.first {
            ($0 is TextFieldElement || $0 is SecureTextFieldElement) && $0.id.lowercased() == key
        }
    }

    private func set(field id: String, to text: String) throws {
        let scene = visibleScreen as? SceneScreen
        let element = field(named: id)
        if let field = element as? TextFieldElement {
            guard field.isEnabled else { throw ElementError.disabled(elementID: id) }
            field.text = text
        } else if let field = element as? SecureTextFieldElement {
            guard field.isEnabled else { throw ElementError.disabled(elementID: id) }
            field.text = text
        } else {
            let fields = (scene?.elements ?? []).filter {
                $0 is TextFieldElement || $0 is SecureTextFieldElement
            }
            throw InputError.noSuchField(id, fields: fields.map(\.id))
        }
    }

    private func goBack() throws {
        let chain = VisibleChain(window: window)
        if let screen = chain.visibleScreen as? BackHandling { return screen.userDidRequestBack() }
        guard let navigation = chain.innermostNavigation else { throw InputError.cannotGoBack(screen: "") }
        if navigation.canPop {
            try navigation.userDidGoBack(animated: true)
        } else if navigation.presenting != nil {
            try navigation.userDidDismiss(animated: true)
        } else {
            throw InputError.cannotGoBack(screen: chain.visibleScreen?.title ?? "")
        }
    }

    /// Follows a demo link. Logged out, it is held until the user logs in; a link the demo does
    /// not know, or whose item does not exist, changes nothing.
    ///
    /// - Throws: ``DemoLinkError``.
    private func follow(link: String) throws(DemoLinkError) {
        guard let coordinator else { return }
        do {
            try coordinator.open(link, using: links, animated: true)
        } catch .unresolved {
            throw .unknown(link: link)
        } catch .stepFailed(_, _, _, let underlying) {
            throw .refused(link: link, reason: "\(underlying)")
        } catch {
            throw .refused(link: link, reason: "\(error)")
        }
    }

    private func selectTab(_ name: String) throws {
        guard let tabBar = VisibleChain(window: window).innermostTabBar else { throw InputError.noTabBar }
        let titles = tabBar.items.map(\.title)
        let index =
            Int(name).map { $0 - 1 }
            ?? titles.firstIndex { $0.lowercased() == name.lowercased() }
        guard let index, titles.indices.contains(index) else {
            throw InputError.noSuchTab(name, tabs: titles)
        }
        try tabBar.userDidSelect(index, animated: true)
    }

    private func collectReports(into reply: inout DemoReply) {
        for error in environment.takeErrors() { reply.lines.append(.error(error)) }
        for issue in store.issues.dropFirst(reportedIssueCount) { reply.lines.append(.warning("\(issue)")) }
        reportedIssueCount = store.issues.count
    }
}
