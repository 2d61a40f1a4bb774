import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class SimulatedUserTests: XCTestCase {
    @MainActor func testSwipeBack_InAPresentedStack_PopsThereAsTheUser() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        let sheet = Navigation()
        try sheet.push(Screen(title: "Compose"), animated: false)
        try sheet.push(Screen(title: "Attach"), animated: false)
        try navigation.present(sheet, animated: false)
        let recorder = recordNavigation(navigation, exhaustive: false)

        let popped = try SimulatedUser(navigation).swipeBack()

        XCTAssertEqual(popped.title, "Attach")
        recorder.assert([#"popped "Attach" (userInteraction)"#])
    }

    @MainActor func testGoBackTo_ScreenBelowTop_PopsToIt() async throws {
        let navigation = Navigation()
        for title in ["A", "B", "C", "D"] { try navigation.push(Screen(title: title), animated: false) }

        let popped = try SimulatedUser(navigation).goBack(to: "B")

        XCTAssertEqual(popped.map(\.title), ["C", "D"])
        XCTAssertEqual(navigation.screens.map(\.title), ["A", "B"])
    }

    @MainActor func testGoBackTo_UnknownTitle_ThrowsAndChangesNothing() async throws {
        let navigation = Navigation()
        for title in ["A", "B"] { try navigation.push(Screen(title: title), animated: false) }

        XCTAssertThrowsError(try SimulatedUser(navigation).goBack(to: "B")) { error in
            XCTAssertEqual(error as? SimulatedUserError, .noScreen(titled: "B", stack: ["A", "B"]))
            XCTAssertEqual("\(error)", #"no screen titled "B" below the top of the stack ["A", "B"]"#)
        }
        XCTAssertEqual(navigation.screens.map(\.title), ["A", "B"])
    }

    @MainActor func testSwipeDownSheet_FinishesThePresentedChild() async throws {
        let navigation = Navigation()
        let app = TitlesCoordinator(navigation: navigation, titles: ["Home"])
        try app.startAsRoot(animated: false)
        var reasons: [CancellationReason?] = []
        let child = TitlesCoordinator(navigation: Navigation(), titles: ["Compose"])
        try app.present(child: child, animated: false) { reasons.append($0.cancellationReason) }

        try SimulatedUser(navigation).swipeDownSheet()

        XCTAssertNil(navigation.presented)
        XCTAssertEqual(reasons, [.removed(by: .userInteraction)])
        XCTAssertThrowsError(try SimulatedUser(navigation).swipeDownSheet()) { error in
            XCTAssertEqual(error as? SimulatedUserError, .noSheet)
        }
    }

    @MainActor func testSelectTab_ByTitle_SelectsAsTheUser() async throws {
        let navigation = Navigation()
        let tabBar = TabBar(title: "Tabs")
        try navigation.push(tabBar, animated: false)
        try tabBar.addTab(TabBarItem(title: "Feed"), navigation: Navigation())
        try tabBar.addTab(TabBarItem(title: "Profile"), navigation: Navigation())
        let recorder = recordNavigation(navigation)
        let user = SimulatedUser(navigation)

        try user.selectTab("Profile")

        XCTAssertEqual(tabBar.selectedIndex, 1)
        recorder.assert([#"selected item 1 of "Tabs" (was 0) (userInteraction)"#])
        XCTAssertThrowsError(try user.selectTab("Settings")) { error in
            XCTAssertEqual(
                error as? SimulatedUserError, .noTab(titled: "Settings", tabs: ["Feed", "Profile"]))
        }
        XCTAssertThrowsError(try SimulatedUser(Navigation()).selectTab("Feed")) { error in
            XCTAssertEqual(error as? SimulatedUserError, .noTabBar)
        }
    }

    // MARK: The visible screen's elements

    /// A sign-in scene: a field, a secure field, a list, a button that is disabled until a row is
    /// picked, and a second button.
    private final class SignInScreen: SceneScreen, Instantiable {
        var history: [String] = []

        static var actions: [String: (SignInScreen) -> () -> Void] {
            [
                "logIn": { screen in { screen.history.append("logIn(\(screen.fields))") } },
                "picked": { screen in { screen.enableLogIn() } },
                "help": { screen in { screen.history.append("help") } },
            ]
        }

        var fields: String {
            let email = element(withID: "email", as: TextFieldElement.self)?.text ?? "-"
            let password = element(withID: "password", as: SecureTextFieldElement.self)?.text ?? "-"
            return "\(email), \(password.count) characters"
        }

        func enableLogIn() {
            let account = element(withID: "accounts", as: ListElement.self)?.selectedItem ?? "-"
            history.append("picked(\(account))")
            element(withID: "login")?.isEnabled = true
        }

        static let scene = """
            {"version": 1, "title": "Sign in", "elements": [
                {"kind": "textField", "id": "email", "placeholder": "Email"},
                {"kind": "secureTextField", "id": "password", "placeholder": "Password"},
                {"kind": "list", "id": "accounts", "items": ["ada", "grace"], "action": "picked"},
                {"kind": "button", "id": "login", "title": "Log In", "action": "logIn", "enabled": false},
                {"kind": "button", "id": "help", "title": "Need help?", "action": "help"}
            ]}
            """
    }

    @MainActor func testElements_FillPickAndTap_ActOnTheVisibleScreenAsTheUserDoes() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "Welcome"), animated: false)
        let library = SceneLibrary(sources: [.strings(["SignInScreen": SignInScreen.scene])])
        let screen = try SignInScreen.instantiate(from: library)
        try navigation.push(screen, animated: false)
        let user = SimulatedUser(navigation)

        try user.fill("email", with: "ada@example.com")
        try user.fill("password", with: "secret")
        XCTAssertThrowsError(try user.tap("Log In")) {
            XCTAssertEqual($0 as? ElementError, .disabled(elementID: "login"))
        }
        try user.pick("grace", in: "accounts")
        try user.tap("Log In")
        try user.tap("Need help?")

        XCTAssertEqual(screen.history, ["picked(grace)", "logIn(ada@example.com, 6 characters)", "help"])
    }

    @MainActor func testElements_PlainScreenDeclaringThem_ActsOnThemAsOnAScene() async throws {
        final class SignUpScreen: Screen, ElementProviding {
            var history: [String] = []
            init() { super.init(title: "Sign up") }
            lazy var elements: [SceneElement] = [
                TextFieldElement(id: "email", placeholder: "Email") { [unowned self] in
                    history.append("email \($0)")
                },
                SecureTextFieldElement(id: "password", placeholder: "Password") { [unowned self] _ in
                    history.append("password typed")
                },
                ToggleElement(id: "news", title: "News") { [unowned self] in history.append("news \($0)") },
                ListElement(id: "plans", items: ["Free", "Pro"]) { [unowned self] in
                    history.append("plan \($0)")
                },
                ButtonElement("Sign Up") { [unowned self] in history.append("sign up") },
            ]
        }
        let navigation = Navigation()
        let screen = SignUpScreen()
        try navigation.push(screen, animated: false)
        let user = SimulatedUser(navigation)

        try user.fill("email", with: "ada@example.com")
        try user.fill("password", with: "secret")
        try user.toggle("news")
        try user.pick("Pro", in: "plans")
        try user.tap("Sign Up")
        XCTAssertThrowsError(try user.tap("Log In")) { error in
            XCTAssertEqual("\(error)", #"no button "Log In" on "Sign up"; it shows ["Sign Up"]"#)
        }

        XCTAssertEqual(
            screen.history, ["email ada@example.com", "password typed", "news true", "plan 1", "sign up"])
    }

    @MainActor func testElements_Hidden_AreNotOfferedToTheUser() async throws {
        final class ChoiceScreen: Screen, ElementProviding {
            var history: [String] = []
            init() { super.init(title: "Choice") }
            lazy var elements: [SceneElement] = [
                ButtonElement("Retry") { [unowned self] in history.append("retry") },
                ButtonElement("Cancel") { [unowned self] in history.append("cancel") },
            ]
        }
        let navigation = Navigation()
        let screen = ChoiceScreen()
        try navigation.push(screen, animated: false)
        let user = SimulatedUser(navigation)
        screen.elements[0].isHidden = true

        XCTAssertThrowsError(try user.tap("Retry")) { error in
            XCTAssertEqual("\(error)", #"no button "Retry" on "Choice"; it shows ["Cancel"]"#)
        }
        screen.elements[0].isHidden = false
        try user.tap("Retry")

        XCTAssertEqual(screen.history, ["retry"])
    }

    @MainActor func testElements_NotThere_SayWhatTheScreenShows() async throws {
        let navigation = Navigation()
        let user = SimulatedUser(navigation)
        var errors: [String] = []
        func record(_ gesture: () throws -> Void) {
            do { try gesture() } catch { errors.append("\(error)") }
        }

        record { try user.tap("Log In") }
        try navigation.push(Screen(title: "Plain"), animated: false)
        record { try user.tap("Log In") }
        let library = SceneLibrary(sources: [.strings(["SignInScreen": SignInScreen.scene])])
        try navigation.push(try SignInScreen.instantiate(from: library), animated: false)
        record { try user.tap("Log in") }
        record { try user.fill("name", with: "x") }
        record { try user.pick("linus", in: "accounts") }
        record { try user.pick("ada", in: "people") }

        XCTAssertEqual(
            errors,
            [
                "nothing is on screen",
                #"the visible screen "Plain" offers no elements; adopt ElementProviding to declare its buttons and fields"#,
                #"no button "Log in" on "Sign in"; it shows ["Log In", "Need help?"]"#,
                #"no text field "name" on "Sign in"; it shows ["email", "password"]"#,
                #"no row "linus" in list "accounts" on "Sign in"; it shows ["ada", "grace"]"#,
                #"no list "people" on "Sign in"; it shows ["accounts"]"#,
            ])
    }

    @MainActor func testToggle_ById_FlipsItAndRunsItsAction() async throws {
        final class SettingsScreen: SceneScreen, Instantiable {
            var history: [String] = []
            static var actions: [String: (SettingsScreen) -> () -> Void] {
                ["changed": { screen in { screen.history.append("changed") } }]
            }
        }
        let scene = """
            {"version": 1, "title": "Settings", "elements": [
                {"kind": "toggle", "id": "wifi", "title": "Wi-Fi", "action": "changed"},
                {"kind": "toggle", "id": "off", "title": "Off", "enabled": false}
            ]}
            """
        let navigation = Navigation()
        let screen = try SettingsScreen.instantiate(
            from: SceneLibrary(sources: [.strings(["SettingsScreen": scene])]))
        try navigation.push(screen, animated: false)
        let user = SimulatedUser(navigation)

        try user.toggle("wifi")
        try user.toggle("wifi")
        try user.toggle("wifi")

        XCTAssertEqual(screen.element(withID: "wifi", as: ToggleElement.self)?.isOn, true)
        XCTAssertEqual(screen.history, ["changed", "changed", "changed"])
        XCTAssertThrowsError(try user.toggle("bluetooth")) {
            XCTAssertEqual(
                $0 as? SimulatedUserError,
                .noElement(#"toggle "bluetooth""#, on: "Settings", shown: ["wifi", "off"]))
        }
        XCTAssertThrowsError(try user.toggle("off")) {
            XCTAssertEqual($0 as? ElementError, .disabled(elementID: "off"))
        }
    }

    @MainActor func testGoBackToType_TwoScreensShareATitle_PicksTheOneOfThatType() async throws {
        final class Detail: Screen {}
        let navigation = Navigation()
        for screen in [
            Screen(title: "Item"), Detail(title: "Item"), Screen(title: "Item"), Screen(title: "Top"),
        ] {
            try navigation.push(screen, animated: false)
        }
        let user = SimulatedUser(navigation)

        let gone = try user.goBack(to: Detail.self)

        XCTAssertEqual(gone.count, 2)
        XCTAssertTrue(navigation.topScreen is Detail)
        XCTAssertThrowsError(try user.goBack(to: TabBar.self)) {
            XCTAssertEqual(
                $0 as? SimulatedUserError, .noScreen(titled: "TabBar", stack: ["Item", "Item"]))
        }
    }
}
