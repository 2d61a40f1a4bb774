import HeadlessFlow

/// A small app with routes at every level, for the deep-link tests:
///
/// ```text
/// RoutedApp (root) ── login gate ── LoginFlow (pushed, until logged in)
///   └─ RoutedMenu (tab bar, pushed) ── tab "Items": ItemsFlow ── detail screens (pushed)
///                                   │                ├─ PostFlow (pushed child) ── a post screen
///                                   │                └─ CommentsFlow (presented) ── comment screens
///                                   └─ tab "Profile": ProfileFlow
/// ```
@MainActor
final class RoutedApp: RouteHandling, MessageHandling {
    enum Route: Equatable {
        case items
        case item(id: Int)
        case comment(item: Int, comment: Int)
        case post(id: Int)
        case profile
    }

    enum Message: Equatable { case sessionExpired }

    let context: CoordinatorContext
    var isLoggedIn: Bool
    private(set) var received: [Message] = []

    init(navigation: Navigation = Navigation(), loggedIn: Bool = true) {
        context = CoordinatorContext(navigation: navigation)
        isLoggedIn = loggedIn
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Home"), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        guard isLoggedIn else {
            try child(
                LoginFlow.self, orStart: { LoginFlow(navigation: navigation) }, animated: animated,
                onFinish: { [unowned self] outcome in
                    guard case .finished = outcome else { return }
                    self.isLoggedIn = true
                    _ = try? self.resumePendingLink(animated: true)
                })
            return .hold
        }
        let menu = try child(
            RoutedMenu.self, orStart: { RoutedMenu(navigation: navigation) }, animated: animated)
        switch route {
        case .items: return .next(menu, .items(nil))
        case .item(let id): return .next(menu, .items(.detail(id: id)))
        case .comment(let item, let comment):
            return .next(menu, .items(.comment(item: item, comment: comment)))
        case .post(let id): return .next(menu, .items(.post(id: id)))
        case .profile: return .next(menu, .profile)
        }
    }

    func receive(_ message: Message) -> Bool {
        received.append(message)
        return true
    }
}

@MainActor
final class LoginFlow: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Login"), animated: animated)
    }
}

@MainActor
final class RoutedMenu: TabBarCoordinator, RouteHandling {
    enum Route: Equatable {
        case items(ItemsFlow.Route?)
        case profile
    }

    let context: CoordinatorContext
    let tabBar = TabBar(title: "Menu")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: tabBar, animated: animated)
        try addItem(title: "Items", coordinator: ItemsFlow(navigation: Navigation()))
        try addItem(title: "Profile", coordinator: ProfileFlow(navigation: Navigation()))
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        switch route {
        case .items(let next):
            let items = try focusFirst(ItemsFlow.self, animated: animated)
            return next.map { .next(items, $0) } ?? .next(items, .list)
        case .profile:
            try focusFirst(ProfileFlow.self, animated: animated)
            return .handled
        }
    }
}

@MainActor
final class ItemsFlow: RouteHandling, MessageHandling {
    enum Route: Equatable {
        case list
        case detail(id: Int)
        case comment(item: Int, comment: Int)
        case post(id: Int)
    }

    let context: CoordinatorContext
    private(set) var refreshes = 0

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Items"), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        switch route {
        case .list:
            if child != nil { try child?.finish(animated: animated) }
            try backToStart(animated: animated)
            return .handled
        case .detail(let id):
            try showDetail(id, animated: animated)
            return .handled
        case .comment(let item, let comment):
            try showDetail(item, animated: animated)
            let comments = try child(
                CommentsFlow.self, orPresent: { CommentsFlow(item: item) }, animated: animated)
            return .next(comments, .comment(comment))
        case .post(let id):
            if child != nil { try child?.finish(animated: false) }
            if topScreen !== startScreen { try backToStart(animated: false) }
            try start(child: PostFlow(id: id, navigation: navigation), animated: animated)
            return .handled
        }
    }

    /// Shows item `id`'s detail above the list, reusing it when it is already there.
    private func showDetail(_ id: Int, animated: Bool) throws {
        if let running = child, running.navigation !== navigation || topScreen?.title != "Item \(id)" {
            try running.finish(animated: false)
        }
        guard topScreen?.title != "Item \(id)" else { return }
        if topScreen !== startScreen { try backToStart(animated: false) }
        try move(to: Screen(title: "Item \(id)"), animated: animated)
    }

    enum Message { case refresh }

    func receive(_ message: Message) -> Bool {
        refreshes += 1
        return true
    }
}

/// A child flow pushed on the items' navigation: its start runs in a transaction of its own.
@MainActor
final class PostFlow: Coordinator {
    let context: CoordinatorContext
    let id: Int

    init(id: Int, navigation: Navigation) {
        self.id = id
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Post \(id)"), animated: animated)
    }
}

@MainActor
final class CommentsFlow: RouteHandling {
    enum Route: Equatable { case comment(Int) }
    struct NoSuchComment: Error, Equatable { let id: Int }

    let context: CoordinatorContext
    let item: Int

    init(item: Int) {
        self.item = item
        context = CoordinatorContext(navigation: Navigation())
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Comments \(item)"), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        guard case .comment(let id) = route, id > 0 else {
            if case .comment(let id) = route { throw NoSuchComment(id: id) }
            return .handled
        }
        if topScreen !== startScreen { try backToStart(animated: false) }
        try move(to: Screen(title: "Comment \(id)"), animated: animated)
        return .handled
    }
}

@MainActor
final class ProfileFlow: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Profile"), animated: animated)
    }
}
