import Foundation
import XCTest

@testable import HeadlessFlow

/// Snapshots and restores of whole trees: what is saved, what a restore announces and delivers,
/// and that the tree works on afterwards.
final class RestorationRegistryTests: XCTestCase {
    /// The shop app with an item open and its editor presented over the Items tab.
    @MainActor private func makeEditingShop() throws -> (ShopCoordinator, Navigation) {
        let window = Navigation()
        let shop = ShopCoordinator(navigation: window, visits: 3)
        try shop.startAsRoot(animated: false)
        try shop.open(.edit(7), animated: false)
        return (shop, window)
    }

    @MainActor func testSnapshot_EditingShop_DescribesTheWholeTree() async throws {
        let (shop, _) = try makeEditingShop()
        let snapshot = try RestorationRegistry.forShop().snapshot(of: shop)
        XCTAssertEqual(snapshot.omissions, [])
        XCTAssertEqual(
            snapshot.description,
            """
            window
              [0] Screen "Home"
              [1] TabBar "Menu"
                tab 0 "Items" (selected)
                  [0] Screen "Items"
                  [1] ItemScreen "Item 7" state: 7
                  modal
                    [0] Screen "Edit 7"
                tab 1 "Profile"
                  [0] Screen "Profile"
            coordinators
              ShopCoordinator (root) start Screen "Home" top Screen "Home" state: 3
                ShopMenu (pushed) start TabBar "Menu" top TabBar "Menu"
                  ShopItems (tabItem) start Screen "Items" top ItemScreen "Item 7" state: {}
                    ShopEditor (presented) start Screen "Edit 7" top Screen "Edit 7" state: 7
                  ShopProfile (tabItem) start Screen "Profile" top Screen "Profile"

            """)
    }

    @MainActor func testDescription_TitleWithControlCharacters_ShowsThemEscaped() async throws {
        let window = Navigation()
        let shop = ShopCoordinator(navigation: window)
        try shop.startAsRoot(animated: false)
        try window.push(Screen(title: "Red\u{1B}[31m\nline two"), animated: false)

        let text = try RestorationRegistry.forShop().snapshot(of: shop).description

        XCTAssertFalse(text.contains("\u{1B}"), text)
        XCTAssertTrue(text.contains(#"[1] Screen "Red\u{1B}[31m\nline two""#), text)
    }

    @MainActor func testRestore_EditingShop_RebuildsAnEqualTreeInOneTransition() async throws {
        let registry = try RestorationRegistry.forShop()
        let (shop, _) = try makeEditingShop()
        let snapshot = try NavigationSnapshot(jsonData: try registry.snapshot(of: shop).jsonData())

        let window = Navigation()
        var events: [String] = []
        let token = window.observeEvents { event in
            events.append("\(event.cause) \(event.change.readableDescription { window.title(of: $0) })")
        }
        let restored = try registry.restore(snapshot, into: window, as: ShopCoordinator.self)
        token.cancel()

        XCTAssertEqual(registry.snapshot(of: restored), snapshot)
        XCTAssertEqual(restored.visits, 3)
        XCTAssertEqual(
            events,
            [
                #"restoration replaced  with "Home", "Menu" with tabs ["Items": "Items", "Item 7"; "#
                    + #""Profile": "Profile"], selected 0"#,
                #"restoration presented "Edit 7""#,
            ])
        // Only what is visible has loaded; the rest loads when the user goes there.
        let loaded = window.screensInTree().filter(\.isLoaded).map(\.title)
        XCTAssertEqual(loaded, ["Edit 7"])
        XCTAssertEqual(window.visibleScreens.map(\.title), ["Edit 7"])
    }

    @MainActor func testRestore_FullScreenCover_KeepsItsStyle() async throws {
        let registry = try RestorationRegistry.forShop()
        let window = Navigation()
        let shop = ShopCoordinator(navigation: window)
        try shop.startAsRoot(animated: false)
        try window.present(Screen(title: "Cover"), style: .fullScreen.dismissable(true), animated: false)
        let snapshot = try NavigationSnapshot(jsonData: try registry.snapshot(of: shop).jsonData())
        XCTAssertTrue(snapshot.description.contains("modal (fullScreen, dismissable)"), snapshot.description)

        let restoredWindow = Navigation()
        var changes: [NavigationEvent.Change] = []
        let token = restoredWindow.observeEvents { changes.append($0.change) }
        let restored = try registry.restore(snapshot, into: restoredWindow, as: ShopCoordinator.self)
        token.cancel()

        XCTAssertEqual(restoredWindow.presented?.presentationStyle, .fullScreen.dismissable(true))
        XCTAssertEqual(registry.snapshot(of: restored), snapshot)
        let presented = try XCTUnwrap(restoredWindow.presented)
        XCTAssertEqual(
            changes.last,
            .presented(
                NavigationEvent.NavigationContent(
                    id: presented.id, screens: presented.screens.map { .screen($0.id) }),
                style: .fullScreen.dismissable(true)))
    }

    @MainActor func testRestore_ChildOnFinishSetAgainInDidRestore_ParentHearsTheOutput() async throws {
        let registry = try RestorationRegistry.forShop()
        let (shop, _) = try makeEditingShop()
        let restored = try registry.restore(
            registry.snapshot(of: shop), into: Navigation(), as: ShopCoordinator.self)
        let menu = try XCTUnwrap(restored.child as? ShopMenu)
        let items = try XCTUnwrap(menu.items.first as? ShopItems)
        let editor = try XCTUnwrap(items.child as? ShopEditor)
        XCTAssertEqual(editor.itemID, 7)

        try editor.finish(with: 42, animated: false)

        XCTAssertEqual(items.edits, ["saved 42"])
        XCTAssertEqual(restored.navigation.visibleScreens.map(\.title), ["Menu", "Item 7"])
    }

    @MainActor func testRestore_DroppingTheWindowAndRoot_FreesEveryRestoredObject() async throws {
        let registry = try RestorationRegistry.forShop()
        let (shop, _) = try makeEditingShop()
        let snapshot = registry.snapshot(of: shop)
        weak var weakRoot: ShopCoordinator?
        weak var weakEditor: (any Coordinator)?
        weak var weakItem: Screen?
        do {
            let window = Navigation()
            let restored = try registry.restore(snapshot, into: window, as: ShopCoordinator.self)
            let items = (restored.child as? ShopMenu)?.items.first
            weakRoot = restored
            weakEditor = items?.child
            weakItem = items?.navigation.topScreen
            XCTAssertNotNil(weakEditor)
            XCTAssertNotNil(weakItem)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakEditor)
        XCTAssertNil(weakItem)
    }

    @MainActor func testRestore_BackSwipeAfterRestore_FinishesTheFlowWhoseScreenLeft() async throws {
        let registry = try RestorationRegistry.forShop()
        let window = Navigation()
        let shop = ShopCoordinator(navigation: window)
        try shop.startAsRoot(animated: false)
        try shop.open(.item(3), animated: false)
        let restored = try registry.restore(
            registry.snapshot(of: shop), into: Navigation(), as: ShopCoordinator.self)
        let menu = try XCTUnwrap(restored.child as? ShopMenu)

        try restored.navigation.userDidGoBack()

        XCTAssertTrue(menu.isFinished, "the tab bar left the model, so its coordinator finished")
        XCTAssertNil(restored.child)
        XCTAssertEqual(restored.navigation.visibleScreens.map(\.title), ["Home"])
    }

    @MainActor func testRestore_HeldLink_IsPendingAgainAndResumes() async throws {
        let registry = try RestorationRegistry.forShop()
        let shop = ShopCoordinator(navigation: Navigation())
        shop.isLoggedIn = false
        try shop.startAsRoot(animated: false)
        XCTAssertTrue(try shop.open(.item(9), animated: false).isPending)

        let restored = try registry.restore(
            registry.snapshot(of: shop), into: Navigation(), as: ShopCoordinator.self)
        XCTAssertTrue(restored.holdsPendingLink)
        restored.isLoggedIn = true
        try restored.resumePendingLink(animated: false)

        XCTAssertEqual(restored.navigation.visibleScreens.map(\.title), ["Menu", "Item 9"])
        XCTAssertFalse(restored.holdsPendingLink)
    }

    // MARK: - What cannot be saved

    @MainActor func testSnapshot_UnregisteredScreenMidStack_CutsItAndEverythingAbove() async throws {
        let registry = try RestorationRegistry.forShop()
        let window = Navigation()
        let shop = ShopCoordinator(navigation: window)
        try shop.startAsRoot(animated: false)
        try window.push(Screen(title: "Kept"), animated: false)
        try window.push(UnsavedScreen(title: "Secret"), animated: false)
        try window.push(Screen(title: "Above"), animated: false)
        try window.present(Navigation(), animated: false)

        let snapshot = registry.snapshot(of: shop)

        XCTAssertEqual(
            snapshot.omissions.map(\.description),
            ["screen UnsavedScreen at window[2]: its type is not registered for restoration; 2 screens cut"])
        let restored = try registry.restore(snapshot, into: Navigation(), as: ShopCoordinator.self)
        XCTAssertEqual(restored.navigation.screens.map(\.title), ["Home", "Kept"])
        XCTAssertNil(restored.navigation.presented)
    }

    @MainActor func testSnapshot_UnregisteredCoordinators_CutTheirFlowsTabsAndModals() async throws {
        var registry = RestorationRegistry()
        try registry.register(ShopCoordinator.self) { visits, navigation in
            ShopCoordinator(navigation: navigation, visits: visits)
        }
        try registry.register(ShopMenu.self) { ShopMenu(navigation: $0) }
        try registry.register(ShopItems.self) { _, navigation in ShopItems(navigation: navigation) }
        try registry.register(ItemScreen.self) { ItemScreen(itemID: $0) }
        let (shop, _) = try makeEditingShop()

        let snapshot = registry.snapshot(of: shop)

        XCTAssertEqual(
            snapshot.omissions.map(\.description),
            [
                "coordinator ShopEditor at window[1] › tab 0 › modal[0]: its type is not registered for restoration; 1 screen cut",
                "coordinator ShopProfile at window[1] › tab 1[0]: its type is not registered for restoration; 1 screen cut",
            ])
        let restored = try registry.restore(snapshot, into: Navigation(), as: ShopCoordinator.self)
        let menu = try XCTUnwrap(restored.child as? ShopMenu)
        XCTAssertEqual(menu.tabBar.labels.map(\.title), ["Items"])
        XCTAssertEqual(menu.items.count, 1)
        XCTAssertNil(menu.items[0].child)
        XCTAssertEqual(restored.navigation.visibleScreens.map(\.title), ["Menu", "Item 7"])
    }

    @MainActor func testSnapshot_HeldLinkWithoutRegisteredRoutes_IsReportedAndDropped() async throws {
        var registry = RestorationRegistry()
        try registry.register(ShopCoordinator.self) { visits, navigation in
            ShopCoordinator(navigation: navigation, visits: visits)
        }
        let shop = ShopCoordinator(navigation: Navigation())
        shop.isLoggedIn = false
        try shop.startAsRoot(animated: false)
        try shop.open(.item(9), animated: false)

        let snapshot = registry.snapshot(of: shop)

        XCTAssertEqual(snapshot.omissions.map(\.kind), [.pendingLink])
        XCTAssertTrue(snapshot.omissions[0].location.contains("item(9)"), snapshot.omissions[0].location)
        let restored = try registry.restore(snapshot, into: Navigation(), as: ShopCoordinator.self)
        XCTAssertFalse(restored.holdsPendingLink)
    }

    // MARK: - Refusals change nothing

    @MainActor func testRestore_FactoryThrows_WindowStaysEmptyAndNothingIsAnnounced() async throws {
        var registry = try RestorationRegistry.forShop()
        struct Broken: Error {}
        try registry.register(BrokenScreen.self) { () throws -> BrokenScreen in throw Broken() }
        let (shop, window) = try makeEditingShop()
        try shop.navigation.push(BrokenScreen(), animated: false)
        let snapshot = registry.snapshot(of: shop)
        _ = window

        let fresh = Navigation()
        var events: [NavigationEvent] = []
        let token = fresh.observeEvents { events.append($0) }
        XCTAssertThrowsError(try registry.restore(snapshot, into: fresh, as: ShopCoordinator.self)) { error in
            guard case .factoryFailed(let type, let location, _) = error as? RestorationError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(type, "BrokenScreen")
            XCTAssertEqual(location, "window[2]")
        }
        token.cancel()
        XCTAssertTrue(fresh.screens.isEmpty)
        XCTAssertEqual(events, [])
        // The app can start fresh in the same window.
        let app = ShopCoordinator(navigation: fresh)
        try app.startAsRoot(animated: false)
        XCTAssertEqual(fresh.visibleScreens.map(\.title), ["Home"])
    }

    @MainActor func testRestore_FactoryReturnsOneScreenTwice_IsRefused() async throws {
        var registry = RestorationRegistry()
        let shared = ItemScreen(itemID: 1)
        try registry.register(ItemScreen.self) { _ in shared }
        try registry.register(ShopProfile.self) { ShopProfile(navigation: $0) }
        let app = ShopProfile(navigation: Navigation())
        try app.startAsRoot(animated: false)
        try app.navigation.push(ItemScreen(itemID: 1), animated: false)
        try app.navigation.push(ItemScreen(itemID: 2), animated: false)

        let fresh = Navigation()
        XCTAssertThrowsError(
            try registry.restore(registry.snapshot(of: app), into: fresh, as: ShopProfile.self)
        ) {
            XCTAssertEqual(
                "\($0)",
                "The factory registered for ItemScreen threw at window[2]: "
                    + "the factory must return a new screen that is in no navigation.")
        }
        XCTAssertTrue(fresh.screens.isEmpty)
        XCTAssertNil(shared.navigation)
    }

    @MainActor func testRestore_DidRestoreThrows_UndoesEverythingAndFreesTheTree() async throws {
        var registry = RestorationRegistry()
        try registry.register(RefusingCoordinator.self) { _, navigation in
            RefusingCoordinator(navigation: navigation)
        }
        let app = RefusingCoordinator(navigation: Navigation())
        try app.startAsRoot(animated: false)
        let snapshot = registry.snapshot(of: app)

        let fresh = Navigation()
        var events: [NavigationEvent] = []
        let token = fresh.observeEvents { events.append($0) }
        XCTAssertThrowsError(try registry.restore(snapshot, into: fresh, as: RefusingCoordinator.self)) {
            error in
            XCTAssertEqual("\(error)", "RefusingCoordinator.didRestore() threw: refused")
        }
        token.cancel()
        XCTAssertTrue(fresh.screens.isEmpty)
        XCTAssertEqual(events, [])
        XCTAssertNil(RefusingCoordinator.lastMade, "the half-restored coordinator was freed")
    }

    @MainActor func testRestore_UnknownTypes_NameTheClosestRegisteredOnes() async throws {
        let registry = try RestorationRegistry.forShop()
        let (shop, _) = try makeEditingShop()
        let json = String(decoding: try registry.snapshot(of: shop).jsonData(), as: UTF8.self)
        let misspelt = try NavigationSnapshot(
            jsonData: Data(json.replacingOccurrences(of: "\"ItemScreen\"", with: "\"ItemScren\"").utf8))
        XCTAssertThrowsError(try registry.restore(misspelt, into: Navigation(), as: ShopCoordinator.self)) {
            XCTAssertEqual(
                "\($0)",
                "No screen type named ItemScren is registered for restoration (at window[1] › tab 0[1]); did you mean ItemScreen?"
            )
        }
        let renamed = try NavigationSnapshot(
            jsonData: Data(json.replacingOccurrences(of: "\"ShopProfile\"", with: "\"ShopProfiles\"").utf8))
        XCTAssertThrowsError(try registry.restore(renamed, into: Navigation(), as: ShopCoordinator.self)) {
            guard case .unknownCoordinatorType("ShopProfiles", _, ["ShopProfile"]) = $0 as? RestorationError
            else {
                return XCTFail("\($0)")
            }
        }
    }

    private final class CountedScreen: Screen {}
    private final class OtherScreen: Screen {}

    @MainActor private final class CountedRoot: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: CountedScreen(title: "Counted"), animated: animated)
            try move(to: OtherScreen(title: "Other"), animated: animated)
        }
    }

    @MainActor func testRestore_UnknownTypeAnywhere_IsRefusedBeforeAnyFactoryRuns() async throws {
        var made: [String] = []
        var registry = RestorationRegistry()
        try registry.register(CountedRoot.self) { navigation in
            made.append("root")
            return CountedRoot(navigation: navigation)
        }
        try registry.register(CountedScreen.self) {
            made.append("screen")
            return CountedScreen(title: "Counted")
        }
        try registry.register(OtherScreen.self) { OtherScreen(title: "Other") }
        let app = CountedRoot(navigation: Navigation())
        try app.startAsRoot(animated: false)
        let json = String(decoding: try registry.snapshot(of: app).jsonData(), as: UTF8.self)

        for (type, renamed) in [("OtherScreen", "OtherScren"), ("CountedRoot", "CountedRooot")] {
            let snapshot = try NavigationSnapshot(
                jsonData: Data(json.replacingOccurrences(of: "\"\(type)\"", with: "\"\(renamed)\"").utf8))
            XCTAssertThrowsError(try registry.restore(snapshot, into: Navigation(), as: CountedRoot.self)) {
                XCTAssertTrue("\($0)".contains("named \(renamed)"), "\($0)")
            }
        }
        XCTAssertEqual(made, [])
        _ = try registry.restore(
            NavigationSnapshot(jsonData: Data(json.utf8)), into: Navigation(), as: CountedRoot.self)
        XCTAssertEqual(made, ["root", "screen"])
    }

    @MainActor func testDecode_OtherVersionOrNotASnapshot_IsATypedError() async throws {
        let registry = try RestorationRegistry.forShop()
        let (shop, _) = try makeEditingShop()
        let json = String(decoding: try registry.snapshot(of: shop).jsonData(), as: UTF8.self)
        XCTAssertTrue(json.hasPrefix("{\"omissions\":[],\"tree\":"), json)

        let newer = json.replacingOccurrences(of: "\"version\":1", with: "\"version\":2")
        XCTAssertThrowsError(try NavigationSnapshot(jsonData: Data(newer.utf8))) {
            XCTAssertEqual(
                "\($0)", "The snapshot has format version 2; this build reads version 1. Start fresh.")
        }
        XCTAssertThrowsError(try NavigationSnapshot(jsonData: Data("{\"version\":1}".utf8))) {
            XCTAssertEqual(
                "\($0)", "The snapshot is corrupt at its top level: the field \"tree\" is missing.")
        }
        let wrongType = json.replacingOccurrences(of: "\"selectedTab\":0", with: "\"selectedTab\":\"zero\"")
        XCTAssertThrowsError(try NavigationSnapshot(jsonData: Data(wrongType.utf8))) {
            guard case .corrupt(let path, _) = $0 as? RestorationError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, "tree.screens[1].selectedTab")
        }
        XCTAssertThrowsError(try NavigationSnapshot(jsonData: Data("not json".utf8))) {
            guard case .corrupt = $0 as? RestorationError else { return XCTFail("\($0)") }
        }
    }

    @MainActor func testRestore_InconsistentSnapshot_IsRefusedWithWhere() async throws {
        let registry = try RestorationRegistry.forShop()
        let (shop, _) = try makeEditingShop()
        let json = String(decoding: try registry.snapshot(of: shop).jsonData(), as: UTF8.self)
        // The Profile tab shows the Items tab's navigation a second time.
        let twice = try NavigationSnapshot(
            jsonData: Data(json.replacingOccurrences(of: "\"navigation\":4}", with: "\"navigation\":2}").utf8)
        )
        XCTAssertThrowsError(try registry.restore(twice, into: Navigation(), as: ShopCoordinator.self)) {
            XCTAssertEqual(
                "\($0)",
                "The snapshot is inconsistent at window[1] › tab 1: navigation 2 is already shown at window[1] › tab 0."
            )
        }
    }

    @MainActor func testRestore_IntoABusyWindowOrAsTheWrongRoot_IsRefused() async throws {
        let registry = try RestorationRegistry.forShop()
        let (shop, window) = try makeEditingShop()
        let snapshot = registry.snapshot(of: shop)
        XCTAssertThrowsError(try registry.restore(snapshot, into: window, as: ShopCoordinator.self)) {
            guard case .windowInUse(window.id) = $0 as? RestorationError else { return XCTFail("\($0)") }
        }
        let fresh = Navigation()
        XCTAssertThrowsError(try registry.restore(snapshot, into: fresh, as: ShopProfile.self)) {
            XCTAssertEqual(
                "\($0)", "The snapshot's root coordinator is of type ShopCoordinator, not ShopProfile.")
        }
        XCTAssertTrue(fresh.screens.isEmpty)
    }

    @MainActor func testRegister_SameNameTwice_IsRefused() async throws {
        var registry = RestorationRegistry()
        XCTAssertThrowsError(try registry.register(Screen.self) { Screen() }) {
            XCTAssertEqual("\($0)", "The name Screen is already registered for HeadlessFlow.Screen.")
        }
        try registry.register(ItemScreen.self, name: "Item") { ItemScreen(itemID: $0) }
        XCTAssertThrowsError(try registry.register(ItemScreen.self) { ItemScreen(itemID: $0) })
        XCTAssertEqual(
            registry.screenNames,
            ["ContainerScreen", "Item", "PageContainer", "Screen", "SplitContainer", "TabBar"])
    }

    @MainActor func testRegister_FactoryThatDropsState_IsRefused() async throws {
        var registry = RestorationRegistry()
        XCTAssertThrowsError(try registry.register(ItemScreen.self) { ItemScreen(itemID: 0) }) {
            XCTAssertEqual(
                "\($0)",
                "ItemScreen saves a RestorationState: register it with a factory that takes the state.")
        }
        XCTAssertThrowsError(try registry.register(ShopCoordinator.self) { ShopCoordinator(navigation: $0) })
        {
            guard case .factoryIgnoresState("ShopCoordinator") = $0 as? RestorationError else {
                return XCTFail("\($0)")
            }
        }
        XCTAssertEqual(
            registry.screenNames, ["ContainerScreen", "PageContainer", "Screen", "SplitContainer", "TabBar"])
        XCTAssertEqual(registry.coordinatorNames, [])
    }

    @MainActor func testRestore_StateOfAnotherShape_IsAStateMismatch() async throws {
        let registry = try RestorationRegistry.forShop()
        let (shop, _) = try makeEditingShop()
        let json = String(decoding: try registry.snapshot(of: shop).jsonData(), as: UTF8.self)
        let changed = try NavigationSnapshot(
            jsonData: Data(json.replacingOccurrences(of: "\"state\":7", with: "\"state\":\"seven\"").utf8))
        XCTAssertThrowsError(try registry.restore(changed, into: Navigation(), as: ShopCoordinator.self)) {
            guard case .stateMismatch(let type, _, _) = $0 as? RestorationError else {
                return XCTFail("\($0)")
            }
            XCTAssertTrue(["ItemScreen", "ShopEditor"].contains(type), type)
        }
    }

    @MainActor func testRestore_EmptySnapshot_IsRefused() async throws {
        let registry = RestorationRegistry()
        let app = ShopProfile(navigation: Navigation())
        try app.startAsRoot(animated: false)
        let snapshot = registry.snapshot(of: app)
        XCTAssertEqual(snapshot.omissions.map(\.kind), [.coordinator])
        XCTAssertThrowsError(try registry.restore(snapshot, into: Navigation(), as: ShopProfile.self)) {
            guard case .emptySnapshot = $0 as? RestorationError else { return XCTFail("\($0)") }
        }
    }
}

/// A screen no registry knows.
@MainActor
private final class UnsavedScreen: Screen {}

/// A screen whose registered factory throws.
@MainActor
private final class BrokenScreen: Screen {}

/// A coordinator whose `didRestore` refuses.
@MainActor
private final class RefusingCoordinator: RestorableCoordinator {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }
    static weak var lastMade: RefusingCoordinator?
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
        Self.lastMade = self
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Refusing"), animated: animated)
    }

    func didRestore() throws { throw Refused() }
}

extension Navigation {
    /// The title of the screen with `id` anywhere in this tree.
    func title(of id: ScreenID) -> String? {
        screensInTree().first { $0.id == id }?.title
    }
}
