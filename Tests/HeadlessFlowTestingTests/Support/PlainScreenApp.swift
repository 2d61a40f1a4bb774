import HeadlessFlow

// A small app written as README and Concepts.md teach: plain `Screen` subclasses driven by
// view-models and coordinator methods, no scene file. Welcome → Login → a tab bar (Feed, whose
// posts open a detail with a comments sheet, and Profile, which logs out). Each screen offers its
// controls with `ElementProviding`, a few lines each, and that is all the explorer needs.

// MARK: - View-models

@MainActor
final class PlainLoginViewModel {
    @HeadlessFlow.Observable var email = ""
    @HeadlessFlow.Observable var error = ""
    var password = ""
    var onLoggedIn: (String) -> Void = { _ in }

    func logIn() {
        guard email.contains("@"), password == "secret" else {
            error = "Wrong email or password."
            return
        }
        error = ""
        onLoggedIn(email)
    }
}

@MainActor
final class PlainFeedViewModel {
    @HeadlessFlow.Observable var posts = ["Hello", "Swift 6"]
}

// MARK: - Screens

@MainActor
final class PlainWelcomeScreen: Screen, ElementProviding {
    var onContinue: () -> Void = {}

    init() { super.init(title: "Welcome") }

    lazy var elements: [SceneElement] = [
        LabelElement(id: "pitch", text: "Your feed, headless."),
        ButtonElement("Continue") { [unowned self] in onContinue() },
    ]
}

@MainActor
final class PlainLoginScreen: Screen, ElementProviding {
    let viewModel: PlainLoginViewModel

    init(viewModel: PlainLoginViewModel) {
        self.viewModel = viewModel
        super.init(title: "Login")
    }

    lazy var elements: [SceneElement] = [
        TextFieldElement(id: "email", placeholder: "Email", text: viewModel.$email) { [unowned self] in
            viewModel.email = $0
        },
        SecureTextFieldElement(id: "password", placeholder: "Password") { [unowned self] in
            viewModel.password = $0
        },
        LabelElement(id: "error", text: viewModel.$error),
        ButtonElement("Log In") { [unowned self] in viewModel.logIn() },
    ]
}

@MainActor
final class PlainFeedScreen: Screen, ElementProviding {
    let viewModel = PlainFeedViewModel()
    var onOpen: (Int) -> Void = { _ in }

    init() { super.init(title: "Feed") }

    lazy var elements: [SceneElement] = [
        ListElement(id: "posts", items: viewModel.$posts) { [unowned self] in onOpen($0) }
    ]
}

@MainActor
final class PlainPostScreen: Screen, ElementProviding, RestorableScreen {
    let postID: Int
    var onComments: () -> Void = {}

    init(postID: Int) {
        self.postID = postID
        super.init(title: "Post \(postID)")
    }

    var restorationState: Int { postID }

    lazy var elements: [SceneElement] = [
        ButtonElement("Comments") { [unowned self] in onComments() }
    ]
}

@MainActor
final class PlainCommentsScreen: Screen, ElementProviding {
    var onClose: () -> Void = {}

    init() { super.init(title: "Comments") }

    lazy var elements: [SceneElement] = [
        ButtonElement("Close") { [unowned self] in onClose() }
    ]
}

@MainActor
final class PlainProfileScreen: Screen, ElementProviding {
    var onLogOut: () -> Void = {}

    init() { super.init(title: "Profile") }

    lazy var elements: [SceneElement] = [
        ToggleElement(id: "notifications", title: "Notifications") { _ in },
        ButtonElement("Log Out") { [unowned self] in onLogOut() },
    ]
}

// MARK: - Coordinators

@MainActor
final class PlainAppCoordinator: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation = Navigation()) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        let welcome = PlainWelcomeScreen()
        welcome.onContinue = intent { app in try app.showLogin() }
        try move(to: welcome, animated: animated)
    }

    private func showLogin() throws {
        let viewModel = PlainLoginViewModel()
        viewModel.onLoggedIn = intent { app, _ in try app.showMenu() }
        try move(to: PlainLoginScreen(viewModel: viewModel), animated: true)
    }

    private func showMenu() throws {
        let menu = PlainMenuCoordinator(navigation: navigation)
        try start(child: menu, animated: true)
    }
}

@MainActor
final class PlainMenuCoordinator: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "Menu")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: tabBar, animated: animated)
        try addItem(title: "Feed", coordinator: PlainFeedCoordinator(navigation: Navigation()))
        let profile = PlainProfileCoordinator(navigation: Navigation())
        profile.onLogOut = intent { menu in try menu.finish(animated: true) }
        try addItem(title: "Profile", coordinator: profile)
    }
}

@MainActor
final class PlainFeedCoordinator: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        let feed = PlainFeedScreen()
        feed.onOpen = intent { coordinator, row in try coordinator.showPost(row + 1) }
        try move(to: feed, animated: animated)
    }

    private func showPost(_ id: Int) throws {
        let post = PlainPostScreen(postID: id)
        post.onComments = intent { coordinator in try coordinator.showComments() }
        try move(to: post, animated: true)
    }

    private func showComments() throws {
        let comments = PlainCommentsScreen()
        let sheet = Navigation()
        comments.onClose = { [unowned sheet] in _ = try? sheet.userDidDismiss(animated: true) }
        try sheet.push(comments, animated: false)
        try navigation.present(sheet, style: .sheet, animated: true)
    }
}

@MainActor
final class PlainProfileCoordinator: Coordinator {
    let context: CoordinatorContext
    var onLogOut: () -> Void = {}

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        let profile = PlainProfileScreen()
        profile.onLogOut = { [unowned self] in onLogOut() }
        try move(to: profile, animated: animated)
    }
}

// MARK: - Restoration

extension PlainAppCoordinator {
    /// Every type a snapshot of the app names: its screens and its coordinators.
    static func registry() throws -> RestorationRegistry {
        var registry = RestorationRegistry()
        try registry.register(PlainWelcomeScreen.self) { PlainWelcomeScreen() }
        try registry.register(PlainLoginScreen.self) { PlainLoginScreen(viewModel: PlainLoginViewModel()) }
        try registry.register(PlainFeedScreen.self) { PlainFeedScreen() }
        try registry.register(PlainPostScreen.self) { PlainPostScreen(postID: $0) }
        try registry.register(PlainCommentsScreen.self) { PlainCommentsScreen() }
        try registry.register(PlainProfileScreen.self) { PlainProfileScreen() }
        try registry.register(PlainAppCoordinator.self) { PlainAppCoordinator(navigation: $0) }
        try registry.register(PlainMenuCoordinator.self) { PlainMenuCoordinator(navigation: $0) }
        try registry.register(PlainFeedCoordinator.self) { PlainFeedCoordinator(navigation: $0) }
        try registry.register(PlainProfileCoordinator.self) { PlainProfileCoordinator(navigation: $0) }
        return registry
    }
}
