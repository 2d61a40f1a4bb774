import HeadlessFlow

/// Acts on a navigation tree as a user would, calling what a renderer calls when the user acts on
/// their own, so a test reads as a user story:
///
/// ```swift
/// let user = SimulatedUser(navigation)
/// try user.fill("email", with: "ada@example.com")
/// try user.tap("Log In")
/// try user.toggle("remember")
/// try user.selectTab("Profile")
/// try user.swipeBack()
/// try user.swipeDownSheet()
/// try user.choose("OK")
/// ```
///
/// Each gesture acts where the user is looking: the frontmost presented navigation, and inside it
/// the selected item of a container on top (a tab bar's tab, a split's focused column, the
/// current page). While an alert shows there (``visibleAlert``), the user can only answer it:
/// every other tap, swipe or text throws ``SimulatedUserError/alertShown(title:actions:)`` and
/// changes nothing (resizing the window, ``collapseSplit(animated:)`` and
/// ``expandSplit(animated:)``, still happens under it). ``focusColumn(_:animated:)``, ``collapseSplit(animated:)``,
/// ``expandSplit(animated:)`` and ``swipePage(_:animated:)`` act on splits and pages. The changes carry the cause `userInteraction`, and
/// coordinators follow as they do in the app.
@MainActor
public struct SimulatedUser {
    /// The root of the tree the user acts on.
    public let root: Navigation

    /// A user acting on the tree below `root`.
    public init(_ root: Navigation) {
        self.root = root
    }

    /// The navigation the user is looking at.
    public var frontmostNavigation: Navigation { root.frontmostNavigation }

    /// Swipes back (or taps Back) once, as `Navigation/userDidGoBack(animated:)` on
    /// the frontmost navigation. In a split, from a column's first screen, it goes back as the
    /// user sees it (`Navigation/goBack(animated:)` with the cause `userInteraction`): in a
    /// collapsed split to the column before (which keeps its screens, as UIKit keeps them), from
    /// the first column out of the split, popped from the stack that holds it.
    ///
    /// - Returns: The screen that went away (from a column's first screen in a collapsed split,
    ///   that screen, which stays in its column).
    @discardableResult
    public func swipeBack(animated: Bool = true) throws -> Screen {
        try checkNoAlert()
        let navigation = frontmostNavigation
        guard !navigation.canPop, navigation.container is SplitContainer, let top = navigation.topScreen
        else {
            return try navigation.userDidGoBack(animated: animated)
        }
        let step = try Navigation.withCause(.userInteraction) { () throws(NavigationError) in
            try root.goBack(animated: animated)
        }
        switch step {
        case .popped(let screen): return screen
        case .dismissed(let dismissed): return dismissed.topScreen ?? top
        case .columnShown: return top
        }
    }

    /// Long-presses Back and picks the screen titled `title`, as
    /// `Navigation/userDidPop(to:animated:)` on the frontmost navigation.
    ///
    /// - Returns: The screens that went away, bottom to top.
    /// - Throws: ``SimulatedUserError/noScreen(titled:stack:)`` when the stack has no such screen
    ///   below its top, or the `NavigationError` of the refused pop.
    @discardableResult
    public func goBack(to title: String, animated: Bool = true) throws -> [Screen] {
        try checkNoAlert()
        let navigation = frontmostNavigation
        guard let screen = navigation.screens.dropLast().last(where: { $0.title == title }) else {
            throw SimulatedUserError.noScreen(titled: title, stack: navigation.screens.map(\.title))
        }
        return try navigation.userDidPop(to: screen, animated: animated)
    }

    /// Long-presses Back and picks the topmost screen of type `type` below the top, for stacks
    /// where two screens share a title.
    ///
    /// - Returns: The screens that went away, bottom to top.
    /// - Throws: ``SimulatedUserError/noScreen(titled:stack:)`` (naming the type) when the stack
    ///   has no such screen below its top, or the `NavigationError` of the refused pop.
    @discardableResult
    public func goBack<Target: Screen>(to type: Target.Type, animated: Bool = true) throws -> [Screen] {
        try checkNoAlert()
        let navigation = frontmostNavigation
        guard let screen = navigation.screens.dropLast().last(where: { $0 is Target }) else {
            throw SimulatedUserError.noScreen(
                titled: String(describing: type), stack: navigation.screens.map(\.title))
        }
        return try navigation.userDidPop(to: screen, animated: animated)
    }

    // MARK: - The visible screen's elements

    /// The screen the user is looking at: the top of the frontmost navigation, inside the selected
    /// tab of a tab bar there.
    public var visibleScreen: Screen? { root.visibleScreen }

    /// Taps the enabled button titled `title` on the visible screen (a scene screen, or a
    /// screen that declares its elements with `ElementProviding`), as the user taps it.
    ///
    /// - Throws: ``SimulatedUserError/notAScene(_:)`` when the visible screen has no elements,
    ///   ``SimulatedUserError/noElement(_:on:shown:)`` listing the buttons it has, or the
    ///   `ElementError` of a disabled button.
    public func tap(_ title: String) throws {
        try checkNoAlert()
        let scene = try visibleScene()
        let buttons = scene.elements.compactMap { $0 as? ButtonElement }
        guard let button = buttons.first(where: { $0.title == title }) else {
            throw SimulatedUserError.noElement(
                "button \(title.debugDescription)", on: scene.title, shown: buttons.map(\.title))
        }
        try button.tap()
    }

    /// Types `text` into the text field (or secure field) `id` of the visible screen,
    /// replacing what it held.
    ///
    /// - Throws: ``SimulatedUserError/notAScene(_:)``, ``SimulatedUserError/noElement(_:on:shown:)``
    ///   listing the fields it has, or `ElementError.disabled(elementID:)` for a disabled field.
    public func fill(_ id: String, with text: String) throws {
        try checkNoAlert()
        let scene = try visibleScene()
        let fields = scene.elements.filter { $0 is TextFieldElement || $0 is SecureTextFieldElement }
        guard let field = fields.first(where: { $0.id == id }) else {
            throw SimulatedUserError.noElement(
                "text field \(id.debugDescription)", on: scene.title, shown: fields.map(\.id))
        }
        guard field.isEnabled else { throw ElementError.disabled(elementID: id) }
        if let field = field as? TextFieldElement { field.text = text }
        if let field = field as? SecureTextFieldElement { field.text = text }
    }

    /// Picks the row showing `item` in the list `id` of the visible screen.
    ///
    /// - Throws: ``SimulatedUserError/notAScene(_:)``, ``SimulatedUserError/noElement(_:on:shown:)``
    ///   listing the lists, or the rows of the list, it has, or the `ElementError` of the refused
    ///   selection.
    public func pick(_ item: String, in id: String) throws {
        try checkNoAlert()
        let scene = try visibleScene()
        let lists = scene.elements.compactMap { $0 as? ListElement }
        guard let list = lists.first(where: { $0.id == id }) else {
            throw SimulatedUserError.noElement(
                "list \(id.debugDescription)", on: scene.title, shown: lists.map(\.id))
        }
        guard let row = list.items.firstIndex(of: item) else {
            throw SimulatedUserError.noElement(
                "row \(item.debugDescription) in list \(id.debugDescription)", on: scene.title,
                shown: list.items)
        }
        try list.select(row: row)
    }

    /// Flips the toggle `id` of the visible screen, as the user taps it.
    ///
    /// - Throws: ``SimulatedUserError/notAScene(_:)``, ``SimulatedUserError/noElement(_:on:shown:)``
    ///   listing the toggles it has, or the `ElementError` of a disabled toggle.
    public func toggle(_ id: String) throws {
        try checkNoAlert()
        let scene = try visibleScene()
        let toggles = scene.elements.compactMap { $0 as? ToggleElement }
        guard let toggle = toggles.first(where: { $0.id == id }) else {
            throw SimulatedUserError.noElement(
                "toggle \(id.debugDescription)", on: scene.title, shown: toggles.map(\.id))
        }
        try toggle.toggle()
    }

    /// The visible screen and the elements it offers (`Screen.offeredElements`: a scene
    /// screen's, or those an `ElementProviding` screen declares in code).
    private func visibleScene() throws -> (title: String, elements: [SceneElement]) {
        guard let screen = visibleScreen else { throw SimulatedUserError.notAScene(nil) }
        guard screen is ElementProviding else { throw SimulatedUserError.notAScene(screen.title) }
        return (screen.title, screen.offeredElements)
    }

    /// Swipes down the frontmost sheet, as `Navigation/userDidDismiss(animated:)`.
    ///
    /// - Throws: ``SimulatedUserError/noSheet`` when nothing is presented.
    public func swipeDownSheet(animated: Bool = true) throws {
        try checkNoAlert()
        var sheet: Navigation?
        var navigation = root
        while true {
            if let presented = navigation.presented {
                sheet = presented
                navigation = presented
            } else if let container = navigation.topScreen as? ContainerScreen,
                let selected = container.frontNavigation
            {
                navigation = selected
            } else {
                break
            }
        }
        guard let sheet else { throw SimulatedUserError.noSheet }
        try sheet.userDidDismiss(animated: animated)
    }

    /// Taps the tab titled `title` of the frontmost tab bar, as
    /// `TabBar/userDidSelect(_:animated:)`.
    ///
    /// - Throws: ``SimulatedUserError/noTabBar`` or ``SimulatedUserError/noTab(titled:tabs:)``.
    public func selectTab(_ title: String, animated: Bool = false) throws {
        try checkNoAlert()
        guard let tabBar = frontmostContainer(as: TabBar.self) else { throw SimulatedUserError.noTabBar }
        guard let index = tabBar.items.firstIndex(where: { $0.title == title }) else {
            throw SimulatedUserError.noTab(titled: title, tabs: tabBar.labels.map(\.title))
        }
        try tabBar.userDidSelect(index, animated: animated)
    }

    // MARK: - Splits and pages

    /// Taps into the column titled `title` of the frontmost split, giving it the focus (in a
    /// collapsed split, showing it on top of the columns before it), as
    /// `ContainerScreen/userDidSelect(_:animated:)`.
    ///
    /// - Throws: ``SimulatedUserError/noContainer(_:)`` or
    ///   ``SimulatedUserError/noItem(titled:items:)``.
    public func focusColumn(_ title: String, animated: Bool = false) throws {
        try checkNoAlert()
        let split = try frontmostSplit()
        guard let index = split.items.firstIndex(where: { $0.title == title }) else {
            throw SimulatedUserError.noItem(titled: title, items: split.labels.map(\.title))
        }
        try split.userDidSelect(index, animated: animated)
    }

    /// Narrows the window until the frontmost split collapses into one stack, as
    /// `SplitContainer/userDidCollapse(animated:)`.
    ///
    /// - Throws: ``SimulatedUserError/noContainer(_:)``.
    public func collapseSplit(animated: Bool = false) throws {
        try frontmostSplit().userDidCollapse(animated: animated)
    }

    /// Widens the window until the frontmost split shows its columns again, as
    /// `SplitContainer/userDidExpand(animated:)`.
    ///
    /// - Throws: ``SimulatedUserError/noContainer(_:)``.
    public func expandSplit(animated: Bool = false) throws {
        try frontmostSplit().userDidExpand(animated: animated)
    }

    /// Swipes the frontmost pages to the next page (`.forward`) or the previous one, as
    /// `PageContainer/userDidTurnPage(_:animated:)`.
    ///
    /// - Throws: ``SimulatedUserError/noContainer(_:)``, or
    ///   `NavigationError.noPage(direction:container:)` at the end of pages that do not loop.
    public func swipePage(_ direction: PageDirection, animated: Bool = true) throws {
        try checkNoAlert()
        guard let pages = frontmostContainer(as: PageContainer.self) else {
            throw SimulatedUserError.noContainer("pages")
        }
        try pages.userDidTurnPage(direction, animated: animated)
    }

    private func frontmostSplit() throws -> SplitContainer {
        guard let split = frontmostContainer(as: SplitContainer.self) else {
            throw SimulatedUserError.noContainer("split")
        }
        return split
    }

    /// The alert the user is looking at: the one shown on their path from the root (what is
    /// presented, the selected tabs), if any.
    public var visibleAlert: AlertModel? { navigationShowingAlert()?.alert }

    /// Taps the action titled `title` of the visible alert, having typed `text` into its text
    /// field, as `Navigation/userDidChoose(_:text:animated:)`.
    ///
    /// - Throws: ``SimulatedUserError/noAlert`` or ``SimulatedUserError/noAction(titled:actions:)``.
    public func choose(_ title: String, text: String? = nil, animated: Bool = true) throws {
        guard let navigation = navigationShowingAlert(), let alert = navigation.alert else {
            throw SimulatedUserError.noAlert
        }
        guard let action = alert.actions.first(where: { $0.title == title }) else {
            throw SimulatedUserError.noAction(titled: title, actions: alert.actions.map(\.title))
        }
        try navigation.userDidChoose(action.id, text: text, animated: animated)
    }

    /// Refuses a gesture under the visible alert: while an alert shows, the user can only answer
    /// it. The rule the explorer follows too.
    ///
    /// - Throws: ``SimulatedUserError/alertShown(title:actions:)``.
    func checkNoAlert() throws(SimulatedUserError) {
        guard let alert = visibleAlert else { return }
        throw .alertShown(title: alert.title, actions: alert.actions.map(\.title))
    }

    /// The navigation on the user's path that shows an alert.
    private func navigationShowingAlert() -> Navigation? {
        var navigation = root
        while true {
            if navigation.alert != nil { return navigation }
            if let presented = navigation.presented {
                navigation = presented
            } else if let container = navigation.topScreen as? ContainerScreen,
                let selected = container.frontNavigation
            {
                navigation = selected
            } else {
                return nil
            }
        }
    }

    /// The deepest container of type `Kind` on the user's path from the root to the frontmost
    /// navigation (through each container's selected item).
    private func frontmostContainer<Kind: ContainerScreen>(as kind: Kind.Type) -> Kind? {
        var found: Kind?
        var navigation = root
        while true {
            if let presented = navigation.presented {
                navigation = presented
            } else if let container = navigation.topScreen as? ContainerScreen {
                if let match = container as? Kind { found = match }
                guard let selected = container.frontNavigation else { return found }
                navigation = selected
            } else {
                return found
            }
        }
    }
}

/// Why a ``SimulatedUser`` gesture could not be made; the model is unchanged.
public enum SimulatedUserError: Error, Equatable, CustomStringConvertible {
    /// `SimulatedUser.goBack(to:animated:)` found no screen titled `title` below the top of the
    /// frontmost stack, which holds `stack`.
    case noScreen(titled: String, stack: [String])
    /// ``SimulatedUser/swipeDownSheet(animated:)`` found nothing presented.
    case noSheet
    /// ``SimulatedUser/selectTab(_:animated:)`` found no tab bar where the user is looking.
    case noTabBar
    /// ``SimulatedUser/selectTab(_:animated:)`` found no tab titled `title`; the tab bar has `tabs`.
    case noTab(titled: String, tabs: [String])
    /// A split or pages gesture found no such container (`"split"`, `"pages"`) where the user is
    /// looking.
    case noContainer(String)
    /// ``SimulatedUser/focusColumn(_:animated:)`` found no column titled `title`; the split has
    /// `items`.
    case noItem(titled: String, items: [String])
    /// The visible screen, titled as given (`nil`: nothing is on screen), offers no elements to
    /// act on: it is neither a scene screen nor a screen that adopts `ElementProviding`.
    case notAScene(String?)
    /// The visible screen titled `screen` has no `element` (a button by title, a field or
    /// list by ID, a row by its text); it shows `shown` of that kind.
    case noElement(String, on: String, shown: [String])
    /// ``SimulatedUser/choose(_:text:animated:)`` found no alert where the user is looking.
    case noAlert
    /// ``SimulatedUser/choose(_:text:animated:)`` found no action titled `title`; the alert has
    /// `actions`.
    case noAction(titled: String, actions: [String])
    /// The alert titled `title`, with the actions `actions`, covers the screen, so the user can
    /// only answer it (``SimulatedUser/choose(_:text:animated:)``); every other gesture throws this.
    case alertShown(title: String, actions: [String])

    /// What the user could not do and what was there instead.
    public var description: String {
        switch self {
        case .noScreen(let title, let stack):
            "no screen titled \(title.debugDescription) below the top of the stack \(stack)"
        case .noSheet: "no sheet to swipe down: nothing is presented"
        case .noTabBar: "no tab bar where the user is looking"
        case .noTab(let title, let tabs): "no tab titled \(title.debugDescription); the tabs are \(tabs)"
        case .noContainer(let kind): "no \(kind) where the user is looking"
        case .noItem(let title, let items):
            "no column titled \(title.debugDescription); the columns are \(items)"
        case .notAScene(nil): "nothing is on screen"
        case .notAScene(let title?):
            "the visible screen \(title.debugDescription) offers no elements; adopt ElementProviding to declare its buttons and fields"
        case .noElement(let element, let screen, let shown):
            "no \(element) on \(screen.debugDescription); it shows \(shown)"
        case .noAlert: "no alert where the user is looking"
        case .noAction(let title, let actions):
            "the alert has no action titled \(title.debugDescription); its actions are \(actions)"
        case .alertShown(let title, let actions):
            "the alert \(title.debugDescription) covers the screen; answer it first with choose(_:), one of \(actions)"
        }
    }
}
