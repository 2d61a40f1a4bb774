import HeadlessFlow

/// A small app for the restoration and journal tests:
///
/// ```text
/// ShopCoordinator (root) ── "Home"
///   └─ ShopMenu (tab bar, pushed) ── tab "Items": ShopItems ── "Items", ItemScreen(id)...
///                                │                 └─ ShopEditor (presented, hands back an Int)
///                                └─ tab "Profile": ShopProfile ── "Profile"
/// ```
@MainActor
final class ShopCoordinator: RestorableCoordinator, RouteHandling {
    enum Route: Codable, Equatable {
        case items
        case item(Int)
        case edit(Int)
    }

    let context: CoordinatorContext
    var visits: Int
    var isLoggedIn = true

    init(navigation: Navigation, visits: Int = 0) {
        context = CoordinatorContext(navigation: navigation)
        self.visits = visits
    }

    var restorationState: Int { visits }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Home"), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        guard isLoggedIn else { return .hold }
        let menu = try child(ShopMenu.self, orStart: { ShopMenu(navigation: navigation) }, animated: animated)
        let items = try menu.focusFirst(ShopItems.self, animated: animated)
        switch route {
        case .items:
            return .handled
        case .item(let id):
            return .next(items, .item(id))
        case .edit(let id):
            return .next(items, .edit(id))
        }
    }
}

@MainActor
final class ShopMenu: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "Menu")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: tabBar, animated: animated)
        try addItem(title: "Items", imageName: "list", coordinator: ShopItems(navigation: Navigation()))
        try addItem(title: "Profile", coordinator: ShopProfile(navigation: Navigation()))
    }
}

/// A screen that saves the ID of the item it shows.
@MainActor
final class ItemScreen: Screen, RestorableScreen {
    let itemID: Int

    init(itemID: Int) {
        self.itemID = itemID
        super.init(title: "Item \(itemID)")
    }

    var restorationState: Int { itemID }
}

@MainActor
final class ShopItems: RestorableCoordinator, RouteHandling {
    enum Route: Codable, Equatable {
        case item(Int)
        case edit(Int)
    }

    let context: CoordinatorContext
    /// What the editors handed back, in order.
    private(set) var edits: [String] = []

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Items"), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        switch route {
        case .item(let id):
            try move(to: ItemScreen(itemID: id), animated: animated)
        case .edit(let id):
            try move(to: ItemScreen(itemID: id), animated: animated)
            try present(child: ShopEditor(navigation: Navigation(), itemID: id), animated: animated) {
                [unowned self] outcome in self.record(outcome)
            }
        }
        return .handled
    }

    /// A closure cannot be saved: the editor's `onFinish` is set again here.
    func didRestore() throws {
        if let editor = child as? ShopEditor {
            try setOnFinish(of: editor) { [unowned self] outcome in self.record(outcome) }
        }
    }

    private func record(_ outcome: ChildOutcome<Int>) {
        switch outcome {
        case .finished(let value): edits.append("saved \(value)")
        case .cancelled(let reason): edits.append("cancelled \(reason)")
        }
    }
}

@MainActor
final class ShopEditor: RestorableCoordinator {
    typealias Output = Int
    let context: CoordinatorContext
    let itemID: Int

    init(navigation: Navigation, itemID: Int) {
        context = CoordinatorContext(navigation: navigation)
        self.itemID = itemID
    }

    var restorationState: Int { itemID }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Edit \(itemID)"), animated: animated)
    }
}

@MainActor
final class ShopProfile: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Profile"), animated: animated)
    }
}

extension RestorationRegistry {
    /// Knows every type of the shop app.
    @MainActor
    static func forShop() throws -> RestorationRegistry {
        var registry = RestorationRegistry()
        try registry.register(ShopCoordinator.self) { visits, navigation in
            ShopCoordinator(navigation: navigation, visits: visits)
        }
        try registry.register(ShopMenu.self) { ShopMenu(navigation: $0) }
        try registry.register(ShopItems.self) { _, navigation in ShopItems(navigation: navigation) }
        try registry.register(ShopEditor.self) { itemID, navigation in
            ShopEditor(navigation: navigation, itemID: itemID)
        }
        try registry.register(ShopProfile.self) { ShopProfile(navigation: $0) }
        try registry.register(ItemScreen.self) { ItemScreen(itemID: $0) }
        registry.registerRoutes(of: ShopCoordinator.self)
        return registry
    }
}
