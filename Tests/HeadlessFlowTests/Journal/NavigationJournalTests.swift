import Foundation
import HeadlessFlow
import XCTest

/// The journal: what it records, that it replays to the tree, its bound, and that it holds
/// nothing alive.
final class NavigationJournalTests: XCTestCase {
    @MainActor func testEntries_AppRun_RecordEveryChangeWithItsCauseAndTheLinksOpened() async throws {
        let registry = try RestorationRegistry.forShop()
        let window = Navigation()
        let shop = ShopCoordinator(navigation: window)
        let journal = NavigationJournal(recording: shop, registry: registry)

        try shop.startAsRoot(animated: false)
        try shop.open(.item(4), animated: true)
        let menu = try XCTUnwrap(shop.child as? ShopMenu)
        try menu.tabBar.userDidSelect(1)
        try menu.tabBar.userDidSelect(0)
        try menu.items[0].navigation.userDidGoBack()

        XCTAssertEqual(
            journal.entries.map(\.description),
            [
                #"program: pushed "Home""#,
                "deepLink: opened item(4)",
                #"deepLink: pushed "Menu" with tabs ["Items": "Items", "Item 4"; "Profile": "Profile"], selected 0"#,
                #"userInteraction: selected item 1 of "Menu" (was 0)"#,
                #"userInteraction: selected item 0 of "Menu" (was 1)"#,
                #"userInteraction: popped "Item 4""#,
            ])
        XCTAssertEqual(journal.recording().replayed(), registry.snapshot(of: shop))
    }

    @MainActor func testReplay_FromARestoredTree_RebuildsTheTreeTheUserEndedIn() async throws {
        let registry = try RestorationRegistry.forShop()
        let first = ShopCoordinator(navigation: Navigation())
        try first.startAsRoot(animated: false)
        try first.open(.item(1), animated: false)
        let shop = try registry.restore(
            registry.snapshot(of: first), into: Navigation(), as: ShopCoordinator.self)
        let journal = NavigationJournal(recording: shop, registry: registry)

        try shop.open(.edit(2), animated: true)
        let report = try JSONEncoder().encode(journal.recording())

        let recording = try JSONDecoder().decode(NavigationJournal.Recording.self, from: report)
        let window = Navigation()
        let replayed = try registry.restore(recording.replayed(), into: window, as: ShopCoordinator.self)
        XCTAssertEqual(registry.snapshot(of: replayed), registry.snapshot(of: shop))
        XCTAssertEqual(window.visibleScreens.map(\.title), ["Edit 2"])
    }

    @MainActor func testCapacity_OldEntriesFoldIntoTheStart_ReplayStillRebuildsTheTree() async throws {
        let registry = try RestorationRegistry.forShop()
        let shop = ShopCoordinator(navigation: Navigation())
        let journal = NavigationJournal(recording: shop, registry: registry, capacity: 3)
        try shop.startAsRoot(animated: false)
        for id in 1...5 { try shop.open(.item(id), animated: false) }

        XCTAssertEqual(journal.entries.count, 3)
        XCTAssertEqual(journal.entries.last?.description, #"deepLink: pushed "Item 5""#)
        XCTAssertEqual(journal.recording().replayed(), registry.snapshot(of: shop))
    }

    @MainActor func testEntries_ChildWithNoScreen_RecordedAsATreeChange() async throws {
        let registry = try RestorationRegistry.forTests()
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window, screens: 1)
        let journal = NavigationJournal(recording: app, registry: registry)
        try app.startAsRoot(animated: false)
        try app.start(child: StepsCoordinator("empty", navigation: window, screens: 0), animated: false)

        XCTAssertEqual(
            journal.entries.map(\.description),
            [#"program: pushed "app0""#, "program: the coordinator tree changed"])
        XCTAssertEqual(journal.recording().replayed(), registry.snapshot(of: app))
    }

    @MainActor func testRecording_OtherVersion_IsRefused() async throws {
        let registry = try RestorationRegistry.forShop()
        let shop = ShopCoordinator(navigation: Navigation())
        let journal = NavigationJournal(recording: shop, registry: registry)
        try shop.startAsRoot(animated: false)
        let json = String(decoding: try JSONEncoder().encode(journal.recording()), as: UTF8.self)
        let newer = json.replacingOccurrences(of: "\"version\":1", with: "\"version\":9")
        XCTAssertThrowsError(
            try JSONDecoder().decode(NavigationJournal.Recording.self, from: Data(newer.utf8))
        ) {
            guard case .unsupportedVersion(9, 1) = $0 as? RestorationError else { return XCTFail("\($0)") }
        }
    }

    @MainActor func testJournal_KeepsNoScreenOrCoordinatorAlive() async throws {
        let registry = try RestorationRegistry.forShop()
        weak var weakShop: ShopCoordinator?
        weak var weakScreen: Screen?
        var journal: NavigationJournal?
        do {
            let shop = ShopCoordinator(navigation: Navigation())
            journal = NavigationJournal(recording: shop, registry: registry)
            try shop.startAsRoot(animated: false)
            try shop.open(.item(8), animated: false)
            weakShop = shop
            weakScreen = shop.navigation.topScreen
        }
        XCTAssertNil(weakShop)
        XCTAssertNil(weakScreen)
        XCTAssertEqual(journal?.entries.count, 3)
    }
}
