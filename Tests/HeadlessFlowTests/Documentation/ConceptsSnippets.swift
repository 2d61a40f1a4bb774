import HeadlessFlow
import HeadlessFlowTesting
import XCTest

// The Swift blocks of Docs/Concepts.md. The types sit in a namespace so that their names, which the
// doc keeps short, do not clash with other snippet files.

enum ConceptsSnippets {
    // MARK: Tab bars

    final class TitleCoordinator: Coordinator {
        let context: CoordinatorContext
        let title: String

        init(title: String) {
            context = CoordinatorContext(navigation: Navigation())  // a tab has a navigation of its own
            self.title = title
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: title), animated: animated)
        }
    }

    final class MenuCoordinator: TabBarCoordinator {
        let context: CoordinatorContext
        let tabBar = TabBar(title: "Menu")  // the default start(animated:) moves to it

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }
    }

    final class AppCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Login"), animated: animated)
        }

        func showMenu() throws -> MenuCoordinator {
            let menu = MenuCoordinator(navigation: navigation)
            try start(child: menu, animated: true)  // pushes the tab bar
            try menu.addItem(title: "Items", imageName: "list", coordinator: TitleCoordinator(title: "Items"))
            try menu.addItem(
                title: "Profile", imageName: "person", selectedImageName: "person.fill",
                coordinator: TitleCoordinator(title: "Profile"))
            return menu
        }
    }

    @MainActor
    static func tabBarExample() throws -> (navigation: Navigation, app: AppCoordinator, menu: MenuCoordinator)
    {
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)
        let menu = try app.showMenu()
        try menu.selectItem(at: 1, animated: true)  // a user's tap: menu.tabBar.userDidSelect(1)
        print(menu.items.count, (menu.currentItem as? TitleCoordinator)?.title ?? "-")  // 2 Profile
        print(navigation.visibleScreens.map(\.title))  // ["Menu", "Profile"]
        return (navigation, app, menu)
    }

    // MARK: Pushing under a presentation

    /// On Login, presents terms and pushes within them, is refused a push under them, then
    /// dismisses them and pushes; returns the navigation, the sheet and what was printed.
    @MainActor
    static func pushingUnderAPresentation() throws -> (
        app: AppCoordinator, terms: Navigation, printed: [String]
    ) {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let app = AppCoordinator(navigation: Navigation())
        try app.startAsRoot(animated: false)
        let terms = try app.navigation.present(Screen(title: "Terms"), animated: true)
        try terms.push(Screen(title: "Privacy"), animated: true)  // the sheet's own stack
        do {
            try app.move(to: Screen(title: "Welcome"), animated: true)
        } catch {
            print(error)  // coveredByPresentation: the sheet, on "Privacy", covers the app's navigation
        }
        try app.navigation.dismiss(animated: true)
        try app.move(to: Screen(title: "Welcome"), animated: true)
        return (app, terms, printed)
    }

    // MARK: A child's output

    final class ColourPicker: Coordinator {
        typealias Output = String
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Colours"), animated: animated)
        }
    }

    /// Picks "teal", then starts a second picker the user swipes away; returns what was printed.
    @MainActor
    static func childOutput() throws -> [String] {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let navigation = Navigation()
        let app = AppCoordinator(navigation: navigation)
        try app.startAsRoot(animated: false)
        func pick(_ finishing: (ColourPicker) throws -> Void) throws {
            let picker = ColourPicker(navigation: navigation)
            try app.start(child: picker, animated: true) { outcome in
                switch outcome {
                case .finished(let colour): print("picked", colour)
                case .cancelled(let reason): print("no colour:", reason)  // e.g. removed(by: userInteraction)
                }
            }
            try finishing(picker)
        }
        try pick { picker in
            try picker.finish(with: "teal", animated: true)  // picked teal
        }
        try pick { _ in try navigation.userDidGoBack() }
        try pick { picker in try picker.finish(animated: true) }
        return printed
    }

    // MARK: Intents: errors that climb the tree

    struct NoSuchItem: Error, CustomStringConvertible {
        let id: Int
        var description: String { "no item \(id)" }
    }

    final class ItemPickerScreen: Screen {
        var onSelect: (Int) -> Void = { _ in }

        init() {
            super.init(title: "Items")
        }
    }

    final class ItemsFlow: Coordinator {
        let context: CoordinatorContext
        let list = ItemPickerScreen()

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            list.onSelect = intent { flow, id in try flow.showItem(id) }
            try move(to: list, animated: animated)
        }

        func showItem(_ id: Int) throws {
            guard id > 0 else { throw NoSuchItem(id: id) }
            try move(to: Screen(title: "Item \(id)"), animated: true)
        }
    }

    final class AppFlow: Coordinator {
        let context: CoordinatorContext
        private(set) var shownErrors: [String] = []

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Home"), animated: animated)
        }

        func handle(intentError error: any Error, from coordinator: any Coordinator) -> Bool {
            shownErrors.append("\(error)")  // an alert, a log line
            return true
        }
    }

    final class CartViewModel: @unchecked Sendable {
        @HeadlessFlow.Observable var isPaid = false
    }

    final class CheckoutFlow: Coordinator {
        let context: CoordinatorContext
        let cart = CartViewModel()

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Cart"), animated: animated)
            observe(cart.$isPaid) { flow, isPaid in
                if isPaid { try flow.move(to: Screen(title: "Receipt"), animated: true) }
            }
        }

        func pickWrapping() throws {
            let picker = ColourPicker(navigation: navigation)
            try start(
                child: picker, animated: true,
                onFinish: intent { flow, outcome in
                    guard case .finished(let colour) = outcome else { return }
                    try flow.move(to: Screen(title: "Wrapped in \(colour)"), animated: true)
                })
        }
    }

    // MARK: How UI-initiated changes reconcile

    @MainActor
    static func userChanges() throws -> (
        navigation: Navigation, presenting: Navigation, tabBar: TabBar
    ) {
        let navigation = Navigation()
        try navigation.setScreens(
            [Screen(title: "A"), Screen(title: "B"), Screen(title: "C"), Screen(title: "D")], animated: false)
        let screen = navigation.screens[0]
        let presenting = Navigation()
        try presenting.push(Screen(title: "Root"), animated: false)
        let presentedNavigation = Navigation()
        try presentedNavigation.push(Screen(title: "Sheet"), animated: false)
        try presenting.present(presentedNavigation, animated: false)
        let tabBar = TabBar(title: "Tabs")
        for title in ["One", "Two"] {
            let tab = Navigation()
            try tab.push(Screen(title: title), animated: false)
            try tabBar.addTab(TabBarItem(title: title), navigation: tab)
        }

        try navigation.userDidGoBack()  // back button or swipe
        try navigation.userDidPop(to: screen)  // long-press back menu
        try presentedNavigation.userDidDismiss()  // swiped-down sheet
        try tabBar.userDidSelect(1)  // tapped tab

        return (navigation, presenting, tabBar)
    }
}

/// The containers section of Docs/Concepts.md: a split home and a side menu of the app's own.
enum ContainerSnippets {
    final class UsersCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Users"), animated: animated)
        }
    }

    final class HomeCoordinator: SplitCoordinator {
        let context: CoordinatorContext
        let split = SplitContainer(title: "Home")

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: split, animated: animated)
            try addColumn("Users", coordinator: UsersCoordinator(navigation: Navigation()))
            try addColumn("Detail", navigation: Navigation())
        }
    }

    /// Runs the split snippet; returns the home, the window and what was printed.
    @MainActor
    static func splitExample() throws -> (home: HomeCoordinator, window: Navigation, printed: [String]) {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window)
        try app.startAsRoot(animated: false)

        let home = HomeCoordinator(navigation: window)
        try app.start(child: home, animated: false)
        try home.showDetail(Screen(title: "Ada"))
        print(window.visibleScreens.map(\.title))  // ["Home", "Users", "Ada"]: both columns
        try home.split.userDidCollapse()  // a compact width
        print(window.visibleScreens.map(\.title))  // ["Home", "Ada"]: "Ada" pushed on "Users"
        try SimulatedUser(window).swipeBack()
        print(window.visibleScreens.map(\.title))  // ["Home", "Users"]: the detail column keeps "Ada"
        return (home, window, printed)
    }

    /// Runs the side menu snippet; returns what was printed.
    @MainActor
    static func sideMenuExample() throws -> [String] {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let window = Navigation()
        let menu = Navigation()
        try menu.push(Screen(title: "Menu"), animated: false)
        let content = Navigation()
        try content.push(Screen(title: "Content"), animated: false)

        let home = ContainerScreen(kind: .custom("sideMenu"), title: "Home")
        try window.push(home, animated: false)
        try home.addItem(ItemLabel(title: "Menu"), navigation: menu)
        try home.addItem(ItemLabel(title: "Content"), navigation: content)
        try home.select(1)  // the content has the focus
        try home.setHidden(true, at: 0)  // the menu closed
        try home.setHidden(false, at: 0, animated: true)  // the menu slides in beside the content
        print(window.visibleScreens.map(\.title))  // ["Home", "Menu", "Content"]
        return printed
    }
}

final class ConceptsSnippetsTests: XCTestCase {
    @MainActor func testTabBarExample_SelectsProfile_AndShowsItInsideTheTabBar() async throws {
        let (navigation, app, menu) = try ConceptsSnippets.tabBarExample()
        XCTAssertIdentical(app.child, menu)
        XCTAssertEqual(navigation.screens.map(\.title), ["Login", "Menu"])
        XCTAssertEqual(menu.tabBar.labels.map(\.title), ["Items", "Profile"])
        XCTAssertEqual(menu.tabBar.labels.map(\.selectedImageName), [nil, "person.fill"])
        XCTAssertEqual(menu.tabBar.selectedIndex, 1)
        XCTAssertEqual(menu.items.count, 2)
        XCTAssertIdentical(menu.currentItem, menu.items[1])
        XCTAssertNil(menu.child, "item coordinators are not the tab bar coordinator's child")
        XCTAssertEqual(navigation.visibleScreens.map(\.title), ["Menu", "Profile"])
    }

    @MainActor func testPushingUnderAPresentation_IsRefusedUntilDismissed_PushWithinTheSheetWorks()
        async throws
    {
        let (app, terms, printed) = try ConceptsSnippets.pushingUnderAPresentation()
        XCTAssertEqual(terms.screens.map(\.title), ["Terms", "Privacy"])
        XCTAssertEqual(
            printed,
            [
                NavigationError.coveredByPresentation(
                    navigation: app.navigation.id, presented: terms.id, top: terms.topScreen?.description
                ).description
            ])
        XCTAssertEqual(app.navigation.screens.map(\.title), ["Login", "Welcome"])
    }

    @MainActor func testChildOutput_PickedRemovedAndFinishedWithout_ReachOnFinish() async throws {
        XCTAssertEqual(
            try ConceptsSnippets.childOutput(),
            ["picked teal", "no colour: removed(by: userInteraction)", "no colour: finishedWithoutOutput"])
    }

    @MainActor func testIntents_ARefusedSelection_ReachesTheRootsHandler() async throws {
        let navigation = Navigation()
        let app = ConceptsSnippets.AppFlow(navigation: navigation)
        try app.startAsRoot(animated: false)
        let items = ConceptsSnippets.ItemsFlow(navigation: navigation)
        try app.start(child: items, animated: false)

        items.list.onSelect(0)
        items.list.onSelect(4)

        XCTAssertEqual(app.shownErrors, ["no item 0"])
        XCTAssertEqual(navigation.screens.map(\.title), ["Home", "Items", "Item 4"])
    }

    @MainActor func testCheckoutFlow_ObservedValueAndOnFinish_NavigateAndReportWithoutCatches() async throws {
        let navigation = Navigation()
        let app = ConceptsSnippets.AppFlow(navigation: navigation)
        try app.startAsRoot(animated: false)
        let checkout = ConceptsSnippets.CheckoutFlow(navigation: navigation)
        try app.start(child: checkout, animated: false)
        try checkout.pickWrapping()
        let picker = try XCTUnwrap(checkout.child as? ConceptsSnippets.ColourPicker)

        checkout.cart.isPaid = true  // refused while the picker runs, and reported
        try picker.finish(with: "teal", animated: false)
        checkout.cart.isPaid = false
        checkout.cart.isPaid = true

        XCTAssertEqual(navigation.screens.map(\.title), ["Home", "Cart", "Wrapped in teal", "Receipt"])
        XCTAssertEqual(
            app.shownErrors,
            [NavigationError.childIsRunning(coordinator: "CheckoutFlow", child: "ColourPicker").description])
    }

    @MainActor func testUserChanges_AreAppliedToTheModel() async throws {
        let (navigation, presenting, tabBar) = try ConceptsSnippets.userChanges()
        XCTAssertEqual(navigation.screens.map(\.title), ["A"])
        XCTAssertNil(presenting.presented)
        XCTAssertEqual(tabBar.selectedIndex, 1)
    }

    @MainActor func testVetoChanges_UnsavedEditor_RefusesTheDismissal() async throws {
        final class Editor { var hasUnsavedChanges = true }
        struct Unsaved: Error {}
        let window = Navigation()
        try window.push(Screen(title: "Home"), animated: false)
        let editor = Editor()
        try window.present(Screen(title: "Editor"), animated: false)

        let token = window.vetoChanges { event in
            if case .dismissed = event.change, editor.hasUnsavedChanges {
                throw Unsaved()
            }
        }

        XCTAssertThrowsError(try window.presented!.userDidDismiss()) { error in
            guard case .vetoed = error as? NavigationError else { return XCTFail("\(error)") }
        }
        XCTAssertNotNil(window.presented)
        editor.hasUnsavedChanges = false
        try window.dismiss(animated: false)
        XCTAssertNil(window.presented)
        token.cancel()
    }

    @MainActor func testContainerSnippets_PrintWhatTheDocsSay() async throws {
        let (home, window, printed) = try ContainerSnippets.splitExample()
        XCTAssertEqual(
            printed, [#"["Home", "Users", "Ada"]"#, #"["Home", "Ada"]"#, #"["Home", "Users"]"#])
        XCTAssertEqual(home.split.secondary?.screens.map(\.title), ["Ada"])
        XCTAssertIdentical(window.frontmostNavigation, home.split.primary)
        XCTAssertEqual(try ContainerSnippets.sideMenuExample(), [#"["Home", "Menu", "Content"]"#])
    }

    @MainActor func testTransitionNames_OnAPushAndAPresentation_TravelOnTheirEvents() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        var changes: [String] = []
        let token = navigation.observeEvents { event in
            switch event.change {
            case .pushed(let content): changes.append("pushed \(content.hints?.transition ?? "-")")
            case .presented(_, let style): changes.append("presented \(style)")
            default: changes.append("\(event.change)")
            }
        }

        let photo = Screen(title: "Photo")
        photo.pushTransition = "zoom"
        try navigation.push(photo, animated: true)
        let help = Screen(title: "Help")
        try navigation.present(help, style: .fullScreen.transition(.flipHorizontal), animated: true)

        XCTAssertEqual(changes, ["pushed zoom", #"presented fullScreen, transition "flipHorizontal""#])
        XCTAssertEqual(navigation.presented?.presentationStyle?.stockTransition, .flipHorizontal)
        token.cancel()
    }
}
