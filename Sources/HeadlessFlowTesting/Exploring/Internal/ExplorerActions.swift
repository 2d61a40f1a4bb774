import HeadlessFlow

/// The explorer's settings that decide which actions a state has.
struct ExplorerInputs {
    /// Candidate texts per field ID, the test's own first.
    let fieldValues: [String: [String]]
    /// Whether the explorer adds its hostile texts (empty, very long, control characters).
    let addsHostileFieldValues: Bool
    /// The links to open from every state, when the app can open links.
    let links: [String]

    /// The texts the explorer adds to every field's candidates.
    static let hostileFieldValues = [
        "", String(repeating: "W", count: 1_000), "line\nbreak\u{1B}[31m\u{7}\u{0}\r\t",
    ]

    /// The candidates for the field `id`: the test's first (the first is the one every tap
    /// starts from, and the one shrinking simplifies to), then the hostile ones.
    func candidates(for id: String) -> [String] {
        if let cached = candidatesByField[id] { return cached }
        return Self.candidates(fieldValues[id] ?? [], addingHostile: addsHostileFieldValues)
    }

    /// The candidates of every field the test gave texts for, worked out once.
    private var candidatesByField: [String: [String]] = [:]

    init(fieldValues: [String: [String]], addsHostileFieldValues: Bool, links: [String]) {
        self.fieldValues = fieldValues
        self.addsHostileFieldValues = addsHostileFieldValues
        var seen: Set<String> = []
        self.links = links.filter { seen.insert($0).inserted }
        candidatesByField = fieldValues.mapValues {
            Self.candidates($0, addingHostile: addsHostileFieldValues)
        }
    }

    private static func candidates(_ texts: [String], addingHostile: Bool) -> [String] {
        var result: [String] = []
        for text in texts + (addingHostile ? hostileFieldValues : []) where !result.contains(text) {
            result.append(text)
        }
        return result
    }
}

/// An action that cannot be taken in the state at hand (no such button there): a replay that
/// meets one does not reach the state it was recorded in.
struct ActionUnavailable: Error, CustomStringConvertible {
    let description: String
}

/// Enumerating and performing ``ExplorerAction``s on a live app.
@MainActor
enum ExplorerActions {
    /// Every action the user has where they are looking, in a stable order: an alert's actions
    /// only while an alert shows; otherwise the visible screen's buttons (once per
    /// assignment of its fields' candidates), toggles and rows, a back swipe, a sheet's swipe
    /// down, the other tabs, columns and pages, and the links.
    static func enumerate(in app: ExplorableApp, inputs: ExplorerInputs) -> [ExplorerAction] {
        let user = SimulatedUser(app.window)
        if let alert = user.visibleAlert {
            return alert.actions.map { ExplorerAction(.choose(action: $0.title, alert: alert.title)) }
        }
        var actions: [ExplorerAction] = []
        if let screen = user.visibleScreen {
            actions += elementActions(on: screen, inputs: inputs)
        }
        if canSwipeBack(user) { actions.append(ExplorerAction(.swipeBack)) }
        if frontmostSheet(of: app.window)?.presentationStyle?.isDismissable == true {
            actions.append(ExplorerAction(.swipeDownSheet))
        }
        actions += containerActions(on: app.window)
        if app.openLink != nil { actions += inputs.links.map { ExplorerAction(.open($0)) } }
        return actions
    }

    /// The actions of the elements `screen` offers (`Screen.offeredElements`: a scene screen's,
    /// or those an `ElementProviding` screen declares in code).
    private static func elementActions(on screen: Screen, inputs: ExplorerInputs) -> [ExplorerAction] {
        let elements = screen.offeredElements
        guard !elements.isEmpty else { return [] }
        let fields = elements.filter {
            ($0 is TextFieldElement || $0 is SecureTextFieldElement) && $0.isEnabled
        }
        let candidates = fields.map { (id: $0.id, texts: inputs.candidates(for: $0.id)) }.filter {
            !$0.texts.isEmpty
        }
        let base = candidates.map { ExplorerAction.FieldValue(id: $0.id, text: $0.texts[0]) }
        var assignments = [base]
        for (index, field) in candidates.enumerated() {
            for text in field.texts.dropFirst() {
                var assignment = base
                assignment[index].text = text
                assignments.append(assignment)
            }
        }
        var actions: [ExplorerAction] = []
        // A user taps a title, so two buttons with one title are one action (the first), and so
        // are two rows with one text.
        var buttonTitles: Set<String> = []
        for element in elements where element.isEnabled {
            switch element {
            case let button as ButtonElement:
                guard buttonTitles.insert(button.title).inserted else { continue }
                for assignment in assignments {
                    actions.append(
                        ExplorerAction(.tap(button: button.title, screen: screen.title, fields: assignment)))
                }
            case let toggle as ToggleElement:
                actions.append(ExplorerAction(.toggle(id: toggle.id, screen: screen.title)))
            case let list as ListElement:
                var rows: Set<String> = []
                for (row, item) in list.items.enumerated()
                where list.canSelect(row: row) && rows.insert(item).inserted {
                    actions.append(ExplorerAction(.pick(row: item, list: list.id, screen: screen.title)))
                }
            default:
                break
            }
        }
        return actions
    }

    /// Takes `action` on `app`.
    ///
    /// - Throws: ``ActionUnavailable`` when the state has no such action; otherwise what the
    ///   gesture or the app threw (a refusal, which changes nothing).
    static func perform(_ action: ExplorerAction, on app: ExplorableApp) throws {
        let user = SimulatedUser(app.window)
        do {
            // While an alert shows, its actions are the only ones the user has (as `enumerate`
            // says, and as every `SimulatedUser` gesture checks): a shrunk or replayed path must
            // not open a link under it either.
            if case .choose = action.kind {} else { try user.checkNoAlert() }
            switch action.kind {
            case .tap(let button, let screen, let fields):
                try requireScene(titled: screen, in: user)
                for field in fields { try user.fill(field.id, with: field.text) }
                try user.tap(button)
            case .toggle(let id, let screen):
                try requireScene(titled: screen, in: user)
                try user.toggle(id)
            case .pick(let row, let list, let screen):
                try requireScene(titled: screen, in: user)
                try user.pick(row, in: list)
            case .swipeBack:
                guard canSwipeBack(user) else {
                    throw ActionUnavailable(description: "the frontmost stack shows its root")
                }
                try user.swipeBack()
            case .swipeDownSheet:
                guard frontmostSheet(of: app.window)?.presentationStyle?.isDismissable == true else {
                    throw ActionUnavailable(description: "no dismissable sheet")
                }
                try user.swipeDownSheet()
            case .selectTab(let title):
                try user.selectTab(title)
            case .focusColumn(let title):
                try user.focusColumn(title)
            case .swipePage(let direction):
                try user.swipePage(direction)
            case .choose(let title, let alert):
                guard user.visibleAlert?.title == alert else {
                    throw ActionUnavailable(description: "no alert \(alert.debugDescription)")
                }
                try user.choose(title)
            case .open(let link):
                guard app.openLink != nil else {
                    throw ActionUnavailable(description: "the app opens no links")
                }
                try app.open(link)
            }
        } catch let error as SimulatedUserError {
            throw ActionUnavailable(description: "\(error)")
        } catch let error as ElementError {
            throw ActionUnavailable(description: "\(error)")
        }
    }

    /// Checks that the visible screen is the one titled `title` that the action was recorded on.
    private static func requireScene(titled title: String, in user: SimulatedUser) throws {
        guard let screen = user.visibleScreen, screen.title == title else {
            throw ActionUnavailable(
                description:
                    "the visible screen is \(user.visibleScreen?.title.debugDescription ?? "nothing"), not \(title.debugDescription)"
            )
        }
    }

    /// The last presented navigation on the user's path from the window.
    private static func frontmostSheet(of window: Navigation) -> Navigation? {
        var sheet: Navigation?
        var navigation = window
        while true {
            if let presented = navigation.presented {
                sheet = presented
                navigation = presented
            } else if let contained = selectedContainedNavigation(of: navigation.topScreen) {
                navigation = contained
            } else {
                return sheet
            }
        }
    }

    // MARK: - Containers

    /// The deepest container of each kind on the user's path: the other tabs of a tab bar to
    /// select, the other columns of a split to focus, the pages to swipe to.
    private static func containerActions(on window: Navigation) -> [ExplorerAction] {
        var tabBar: TabBar?
        var split: SplitContainer?
        var pages: PageContainer?
        var navigation = window
        while true {
            if let presented = navigation.presented {
                navigation = presented
            } else if let container = navigation.topScreen as? ContainerScreen,
                let selected = container.frontNavigation
            {
                if let found = container as? TabBar { tabBar = found }
                if let found = container as? SplitContainer { split = found }
                if let found = container as? PageContainer { pages = found }
                navigation = selected
            } else {
                break
            }
        }
        var actions: [ExplorerAction] = []
        // The user picks an item by its title: the first item with a title is the one chosen.
        if let tabBar {
            actions += otherItems(of: tabBar, among: Array(tabBar.items.indices)).map {
                ExplorerAction(.selectTab($0))
            }
        }
        // Columns side by side are tapped into; a collapsed split shows one stack, whose columns
        // change only as its screens do (a detail shown, a swipe back).
        if let split, !split.isCollapsed {
            actions += otherItems(of: split, among: split.visibleIndices).map {
                ExplorerAction(.focusColumn($0))
            }
        }
        if let pages {
            if pages.nextIndex != nil { actions.append(ExplorerAction(.swipePage(.forward))) }
            if pages.previousIndex != nil, pages.previousIndex != pages.nextIndex {
                actions.append(ExplorerAction(.swipePage(.reverse)))
            }
        }
        return actions
    }

    /// The titles of `container`'s items at `indices` other than the selected one, each title once
    /// (the user picks an item by its title: the first with a title is the one chosen).
    private static func otherItems(of container: ContainerScreen, among indices: [Int]) -> [String] {
        var titles: Set<String> = []
        return container.items.enumerated().filter {
            titles.insert($0.element.title).inserted && $0.offset != container.selectedIndex
                && indices.contains($0.offset)
        }
        .map(\.element.title)
    }

    /// Whether a back swipe does something where the user is looking: the frontmost stack has a
    /// screen under its top, or it is a split's column and going back as the user sees it
    /// (`Navigation.goBack(animated:)`) finds a step: a column before it in a collapsed split, or
    /// a stack or a presentation further out.
    private static func canSwipeBack(_ user: SimulatedUser) -> Bool {
        let frontmost = user.frontmostNavigation
        if frontmost.canPop { return true }
        return frontmost.container is SplitContainer && frontmost.topScreen != nil && user.root.canGoBack
    }

    private static func selectedContainedNavigation(of screen: Screen?) -> Navigation? {
        (screen as? ContainerScreen)?.frontNavigation
    }
}
