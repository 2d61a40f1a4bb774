import Foundation
import XCTest

@testable import HeadlessFlow

// The Swift blocks of Docs/Restoration.md and the DocC article Restoration.md. The app they
// restore is defined here as the guide shows it; RestorationSnippetsTests runs every example and
// checks what the guide says it prints.

enum RestorationSnippets {
    // MARK: Registering types

    /// A list whose rows its coordinator wires; nothing of its own to save.
    final class ItemListScreen: Screen {
        var onSelect: ((Int) -> Void)?

        init() {
            super.init(title: "Items")
        }
    }

    final class ItemScreen: Screen, RestorableScreen {
        let itemID: Int

        init(itemID: Int) {
            self.itemID = itemID
            super.init(title: "Item \(itemID)")
        }

        var restorationState: Int { itemID }  // what the factory gets back
    }

    final class ItemsCoordinator: RestorableCoordinator, RouteHandling {
        enum Route {
            case item(Int)
        }

        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            let list = ItemListScreen()
            wire(list)
            try move(to: list, animated: animated)
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            try backToStart(animated: false)
            if case .item(let id) = route {
                try move(to: ItemScreen(itemID: id), animated: animated)
            }
            return .handled
        }

        // Nothing to save (the state is NoRestorationState), but the list the registry built
        // was not wired by start(animated:): wire it here.
        func didRestore() throws {
            if let list = startScreen as? ItemListScreen { wire(list) }
        }

        private func wire(_ list: ItemListScreen) {
            list.onSelect = { [unowned self] id in _ = try? route(to: .item(id)) }
        }
    }

    final class ProfileCoordinator: Coordinator {
        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Profile"), animated: animated)
        }
    }

    final class MenuCoordinator: TabBarCoordinator {
        let context: CoordinatorContext
        let tabBar = TabBar(title: "Menu")  // reused by a restore

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: tabBar, animated: animated)
            try addItem(title: "Items", coordinator: ItemsCoordinator(navigation: Navigation()))
            try addItem(title: "Profile", coordinator: ProfileCoordinator(navigation: Navigation()))
        }
    }

    final class LoginCoordinator: Coordinator {
        typealias Output = String  // the user's name

        let context: CoordinatorContext

        init(navigation: Navigation) {
            context = CoordinatorContext(navigation: navigation)
        }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Login"), animated: animated)
        }

        func logIn(as userName: String) throws {
            try finish(with: userName, animated: true)
        }
    }

    final class AppCoordinator: RestorableCoordinator, RouteHandling {
        enum Route: Codable {  // Codable: a link held behind the login is saved
            case item(Int)
            case profile
        }

        struct Session: Codable, Equatable {
            var userName: String?
        }

        let context: CoordinatorContext
        private(set) var session: Session

        init(navigation: Navigation, session: Session = Session()) {
            context = CoordinatorContext(navigation: navigation)
            self.session = session
        }

        var restorationState: Session { session }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Home"), animated: animated)
        }

        func handle(_ route: Route, animated: Bool) throws -> RouteResult {
            guard session.userName != nil else {
                try child(
                    LoginCoordinator.self, orStart: { LoginCoordinator(navigation: navigation) },
                    animated: animated, onFinish: { [unowned self] in loginFinished($0) })
                return .hold  // served once the user has logged in
            }
            let menu = try child(
                MenuCoordinator.self, orStart: { MenuCoordinator(navigation: navigation) },
                animated: animated)
            switch route {
            case .item(let id):
                let items = try menu.focusFirst(ItemsCoordinator.self, animated: animated)
                return .next(items, .item(id))
            case .profile:
                try menu.focusFirst(ProfileCoordinator.self, animated: animated)
                return .handled
            }
        }

        // Closures are not saved: give the restored login its onFinish again.
        func didRestore() throws {
            if let login = child(as: LoginCoordinator.self) {
                try setOnFinish(of: login) { [unowned self] in loginFinished($0) }
            }
        }

        private func loginFinished(_ outcome: ChildOutcome<String>) {
            guard case .finished(let userName) = outcome else { return }
            session.userName = userName
            _ = try? resumePendingLink()  // the gate is open: serve the held link
        }
    }

    @MainActor
    static func makeRegistry() throws -> RestorationRegistry {
        var registry = RestorationRegistry()  // knows plain Screen and TabBar already
        // Screens: with no state, and with their RestorationState.
        try registry.register(ItemListScreen.self) { ItemListScreen() }
        try registry.register(ItemScreen.self) { itemID in ItemScreen(itemID: itemID) }
        // Coordinators: with no state, and with their RestorationState.
        try registry.register(MenuCoordinator.self) { MenuCoordinator(navigation: $0) }
        try registry.register(ProfileCoordinator.self) { ProfileCoordinator(navigation: $0) }
        try registry.register(LoginCoordinator.self) { LoginCoordinator(navigation: $0) }
        try registry.register(ItemsCoordinator.self) { _, navigation in  // state: NoRestorationState
            ItemsCoordinator(navigation: navigation)
        }
        try registry.register(AppCoordinator.self) { session, navigation in
            AppCoordinator(navigation: navigation, session: session)
        }
        // The routes of the coordinator that holds links behind a gate.
        registry.registerRoutes(of: AppCoordinator.self)
        return registry
    }

    // MARK: Names and renames

    /// What `ItemScreen` became in a later release.
    final class ItemDetailScreen: Screen, RestorableScreen {
        let itemID: Int

        init(itemID: Int) {
            self.itemID = itemID
            super.init(title: "Item \(itemID)")
        }

        var restorationState: Int { itemID }
    }

    @MainActor
    static func registerRenamed(in registry: inout RestorationRegistry) throws {
        // Renamed from ItemScreen: snapshots saved before the rename name it so.
        try registry.register(ItemDetailScreen.self, name: "ItemScreen") { itemID in
            ItemDetailScreen(itemID: itemID)
        }
    }

    // MARK: Saving and restoring

    /// On the way to the background (UIKit: `sceneDidEnterBackground(_:)`).
    @MainActor
    static func saveNavigation(of app: AppCoordinator, registry: RestorationRegistry, to url: URL) throws {
        let snapshot = registry.snapshot(of: app)
        for omission in snapshot.omissions { print("Not saved:", omission) }
        try snapshot.jsonData().write(to: url, options: .atomic)
    }

    /// At launch: the saved tree if there is one and it restores, a fresh start otherwise.
    @MainActor
    static func launch(restoringFrom url: URL, registry: RestorationRegistry) throws -> AppCoordinator {
        let window = Navigation()
        if let data = try? Data(contentsOf: url) {
            do {
                let snapshot = try NavigationSnapshot(jsonData: data)
                return try registry.restore(snapshot, into: window, as: AppCoordinator.self)
            } catch {
                // A RestorationError that says what and where; the window is still empty.
                print("Starting fresh: \(error)")
            }
        }
        let app = AppCoordinator(navigation: window)
        try app.startAsRoot(animated: false)
        return app
    }

    // MARK: Versions

    /// The session as a later release saves it.
    enum LaterRelease {
        struct Session: Codable, Equatable {
            var userName: String?
            var theme: String?  // new: optional, so a snapshot saved without it still decodes
        }
    }

    // MARK: The journal

    /// The app's half: record from launch, attach the recording to a bug report.
    @MainActor
    static func bugReportAttachment() throws -> Data {
        let registry = try makeRegistry()
        let app = AppCoordinator(navigation: Navigation())
        let journal = NavigationJournal(recording: app, registry: registry)  // at launch
        try app.startAsRoot(animated: false)
        try app.open(.item(4))  // the user taps a link while logged out
        try app.child(as: LoginCoordinator.self)?.logIn(as: "ada")
        // When the user files a report:
        let attachment = try JSONEncoder().encode(journal.recording())
        return attachment
    }
}

final class RestorationSnippetsTests: XCTestCase {
    typealias Snippets = RestorationSnippets
    typealias AppCoordinator = RestorationSnippets.AppCoordinator
    typealias ItemListScreen = RestorationSnippets.ItemListScreen
    typealias ItemsCoordinator = RestorationSnippets.ItemsCoordinator
    typealias LoginCoordinator = RestorationSnippets.LoginCoordinator
    typealias MenuCoordinator = RestorationSnippets.MenuCoordinator

    /// The app logged in as "ada", on item 4.
    @MainActor private func makeAppOnItem4() throws -> AppCoordinator {
        let app = AppCoordinator(navigation: Navigation(), session: .init(userName: "ada"))
        try app.startAsRoot(animated: false)
        try app.open(.item(4), animated: false)
        return app
    }

    private func temporaryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("restoration-\(UUID().uuidString).json")
    }

    // MARK: Registering types

    @MainActor func testMakeRegistry_KnowsEveryTypeOfTheApp() async throws {
        let registry = try Snippets.makeRegistry()
        XCTAssertEqual(
            registry.screenNames,
            [
                "ContainerScreen", "ItemListScreen", "ItemScreen", "PageContainer", "Screen",
                "SplitContainer", "TabBar",
            ])
        XCTAssertEqual(
            registry.coordinatorNames,
            [
                "AppCoordinator", "ItemsCoordinator", "LoginCoordinator", "MenuCoordinator",
                "ProfileCoordinator",
            ])
    }

    @MainActor func testRename_SnapshotSavedBeforeTheRename_RestoresTheNewType() async throws {
        let old = try Snippets.makeRegistry()
        let snapshot = old.snapshot(of: try makeAppOnItem4())
        var renamed = RestorationRegistry()
        try renamed.register(ItemListScreen.self) { ItemListScreen() }
        try Snippets.registerRenamed(in: &renamed)
        try renamed.register(MenuCoordinator.self) { MenuCoordinator(navigation: $0) }
        try renamed.register(RestorationSnippets.ProfileCoordinator.self) {
            RestorationSnippets.ProfileCoordinator(navigation: $0)
        }
        try renamed.register(ItemsCoordinator.self) { _, navigation in
            ItemsCoordinator(navigation: navigation)
        }
        try renamed.register(AppCoordinator.self) { AppCoordinator(navigation: $1, session: $0) }

        let window = Navigation()
        _ = try renamed.restore(snapshot, into: window, as: AppCoordinator.self)

        let detail = try XCTUnwrap(window.visibleScreen as? RestorationSnippets.ItemDetailScreen)
        XCTAssertEqual(detail.itemID, 4)
        XCTAssertThrowsError(
            try renamed.register(RestorationSnippets.ItemScreen.self) {
                RestorationSnippets.ItemScreen(itemID: $0)
            }
        ) {
            XCTAssertEqual(
                "\($0)",
                "The name ItemScreen is already registered for HeadlessFlowTests.RestorationSnippets.ItemDetailScreen."
            )
        }
    }

    /// A one-argument factory for a RestorableCoordinator that saves no state still runs its
    /// didRestore(), as the guide says.
    @MainActor func testRegister_StatelessRestorableCoordinatorWithOneArgumentFactory_RunsDidRestore()
        async throws
    {
        var plain = RestorationRegistry()
        try plain.register(RestorationSnippets.ItemListScreen.self) { ItemListScreen() }
        try plain.register(RestorationSnippets.ItemScreen.self) { RestorationSnippets.ItemScreen(itemID: $0) }
        try plain.register(MenuCoordinator.self) { MenuCoordinator(navigation: $0) }
        try plain.register(RestorationSnippets.ProfileCoordinator.self) {
            RestorationSnippets.ProfileCoordinator(navigation: $0)
        }
        try plain.register(ItemsCoordinator.self) { ItemsCoordinator(navigation: $0) }
        try plain.register(AppCoordinator.self) { AppCoordinator(navigation: $1, session: $0) }
        let snapshot = try Snippets.makeRegistry().snapshot(of: try makeAppOnItem4())

        let app = try plain.restore(snapshot, into: Navigation(), as: AppCoordinator.self)

        let items = try XCTUnwrap(app.child(as: MenuCoordinator.self)?.item(ItemsCoordinator.self))
        XCTAssertNotNil(try XCTUnwrap(items.startScreen as? ItemListScreen).onSelect, "didRestore() ran")
        XCTAssertThrowsError(
            try plain.register(RestorationSnippets.ItemScreen.self, name: "Other") {
                RestorationSnippets.ItemScreen(itemID: 0)
            }
        ) {
            XCTAssertEqual(
                "\($0)",
                "ItemScreen saves a RestorationState: register it with a factory that takes the state.")
        }
    }

    // MARK: Saving and restoring

    @MainActor func testLaunch_NothingSaved_StartsFresh() async throws {
        let app = try Snippets.launch(restoringFrom: temporaryURL(), registry: try Snippets.makeRegistry())
        XCTAssertEqual(app.navigation.visibleScreens.map(\.title), ["Home"])
    }

    @MainActor func testLaunch_SavedOnTheWayToTheBackground_RestoresTheTree() async throws {
        let registry = try Snippets.makeRegistry()
        let url = temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let before = try makeAppOnItem4()
        try Snippets.saveNavigation(of: before, registry: registry, to: url)

        let app = try Snippets.launch(restoringFrom: url, registry: registry)

        XCTAssertEqual(app.navigation.visibleScreens.map(\.title), ["Menu", "Item 4"])
        XCTAssertEqual(app.session, .init(userName: "ada"))
        XCTAssertEqual(registry.snapshot(of: app), registry.snapshot(of: before))
    }

    @MainActor func testLaunch_CorruptOrOtherVersion_StartsFreshInAnEmptyWindow() async throws {
        let registry = try Snippets.makeRegistry()
        let url = temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let json = String(decoding: try registry.snapshot(of: try makeAppOnItem4()).jsonData(), as: UTF8.self)
        for broken in [
            "not json", json.replacingOccurrences(of: "\"version\":1", with: "\"version\":2"),
            json.replacingOccurrences(of: "\"ItemScreen\"", with: "\"ItemScren\""),
        ] {
            try Data(broken.utf8).write(to: url)
            let app = try Snippets.launch(restoringFrom: url, registry: registry)
            XCTAssertEqual(app.navigation.visibleScreens.map(\.title), ["Home"], broken)
            XCTAssertEqual(app.navigation.screens.map(\.title), ["Home"], broken)
        }
    }

    // MARK: What a restore does

    @MainActor func testRestore_Announcements_OneReplacedHoldingTheTabsThenModalsOutermostFirst() async throws
    {
        let registry = try Snippets.makeRegistry()
        let snapshot = registry.snapshot(of: try makeAppOnItem4())
        let window = Navigation()
        var events: [String] = []
        let token = window.observeEvents { event in
            events.append("\(event.cause): \(event.change.readableDescription { window.title(of: $0) })")
        }
        let app = try registry.restore(snapshot, into: window, as: AppCoordinator.self)
        token.cancel()

        XCTAssertEqual(
            events,
            [
                #"restoration: replaced  with "Home", "Menu" with tabs ["Items": "Items", "Item 4"; "#
                    + #""Profile": "Profile"], selected 0"#
            ])
        let loaded = window.screensInTree().filter(\.isLoaded).map(\.title)
        XCTAssertEqual(loaded, ["Menu", "Item 4"])
        XCTAssertEqual(app.child(as: MenuCoordinator.self)?.isRunning, true)
        XCTAssertEqual(
            snapshot.description,
            """
            window
              [0] Screen "Home"
              [1] TabBar "Menu"
                tab 0 "Items" (selected)
                  [0] ItemListScreen "Items"
                  [1] ItemScreen "Item 4" state: 4
                tab 1 "Profile"
                  [0] Screen "Profile"
            coordinators
              AppCoordinator (root) start Screen "Home" top Screen "Home" state: {"userName": "ada"}
                MenuCoordinator (pushed) start TabBar "Menu" top TabBar "Menu"
                  ItemsCoordinator (tabItem) start ItemListScreen "Items" top ItemScreen "Item 4" state: {}
                  ProfileCoordinator (tabItem) start Screen "Profile" top Screen "Profile"

            """)
    }

    @MainActor func testRestore_ListBelowTheItem_IsWiredAgainByDidRestore() async throws {
        let registry = try Snippets.makeRegistry()
        let window = Navigation()
        let app = try registry.restore(
            registry.snapshot(of: try makeAppOnItem4()), into: window, as: AppCoordinator.self)
        let items = try XCTUnwrap(app.child(as: MenuCoordinator.self)?.item(ItemsCoordinator.self))

        try items.navigation.userDidGoBack()
        try XCTUnwrap(items.startScreen as? ItemListScreen).onSelect?(5)

        XCTAssertEqual(window.visibleScreens.map(\.title), ["Menu", "Item 5"])
    }

    @MainActor func testRestore_LinkHeldBehindLogin_IsServedAfterTheRestoredLogin() async throws {
        let registry = try Snippets.makeRegistry()
        let before = AppCoordinator(navigation: Navigation())
        try before.startAsRoot(animated: false)
        var outcomes: [DeepLinkOutcome] = []
        try before.open(.item(4)) { outcomes.append($0) }
        let snapshot = try NavigationSnapshot(jsonData: registry.snapshot(of: before).jsonData())
        XCTAssertEqual(snapshot.omissions, [])

        let window = Navigation()
        let app = try registry.restore(snapshot, into: window, as: AppCoordinator.self)
        XCTAssertTrue(app.holdsPendingLink)
        XCTAssertEqual(window.visibleScreens.map(\.title), ["Login"])
        try app.child(as: LoginCoordinator.self)?.logIn(as: "ada")

        XCTAssertEqual(window.visibleScreens.map(\.title), ["Menu", "Item 4"])
        XCTAssertEqual(app.session.userName, "ada")
        XCTAssertFalse(app.holdsPendingLink)
        XCTAssertEqual(outcomes, [], "the onComplete given before the restore is not saved: nobody hears")
    }

    // MARK: What cannot be saved

    /// A camera screen the app does not register: it holds a live capture session.
    final class CameraScreen: Screen {}

    @MainActor func testSnapshot_UnregisteredScreen_IsCutWithWhatIsAboveIt() async throws {
        let registry = try Snippets.makeRegistry()
        let app = try makeAppOnItem4()
        let items = try XCTUnwrap(app.child(as: MenuCoordinator.self)?.item(ItemsCoordinator.self))
        try items.navigation.push(CameraScreen(title: "Camera"), animated: false)
        try items.navigation.push(Screen(title: "Photo"), animated: false)

        let snapshot = registry.snapshot(of: app)

        XCTAssertEqual(
            snapshot.omissions.map(\.description),
            [
                "screen CameraScreen at window[1] › tab 0[2]: its type is not registered for restoration; 2 screens cut"
            ])
        let window = Navigation()
        _ = try registry.restore(snapshot, into: window, as: AppCoordinator.self)
        XCTAssertEqual(window.visibleScreens.map(\.title), ["Menu", "Item 4"])
    }

    @MainActor func testSnapshot_UnregisteredCoordinatorAndRoutes_AreCutAndReported() async throws {
        var registry = RestorationRegistry()
        try registry.register(AppCoordinator.self) { AppCoordinator(navigation: $1, session: $0) }
        let app = AppCoordinator(navigation: Navigation())
        try app.startAsRoot(animated: false)
        try app.open(.item(4), animated: false)

        let snapshot = registry.snapshot(of: app)

        XCTAssertEqual(
            snapshot.omissions.map(\.description),
            [
                "coordinator LoginCoordinator at window[1]: its type is not registered for restoration; 1 screen cut",
                "pendingLink AppCoordinator at window[0] (item(4)): its route type is not registered with registerRoutes(of:), or does not encode",
            ])
        let window = Navigation()
        let restored = try registry.restore(snapshot, into: window, as: AppCoordinator.self)
        XCTAssertEqual(window.screens.map(\.title), ["Home"])
        XCTAssertFalse(restored.holdsPendingLink)
    }

    // MARK: Errors

    /// Each message the guide shows is the one the error prints.
    @MainActor func testErrorMessages_AreTheOnesTheGuideShows() async throws {
        struct Offline: Error, CustomStringConvertible {
            var description: String { "offline" }
        }
        let errors: [RestorationError] = [
            .unsupportedVersion(found: 2, supported: 1),
            .corrupt(path: Self.corruptPath, reason: Self.decoderReason),
            .inconsistent(
                location: "window[1] › tab 1",
                reason: "navigation 2 is already shown at window[1] › tab 0."),
            .unknownScreenType(
                name: "ItemScren", location: "window[1] › tab 0[1]", closestMatches: ["ItemScreen"]),
            .unknownCoordinatorType(
                name: "ProfileFlow", location: "window[1] › tab 1[0]", closestMatches: []),
            Self.stateMismatch,
            .factoryFailed(type: "ItemScreen", location: "window[1] › tab 0[1]", underlying: Offline()),
            .restoreHookFailed(type: "AppCoordinator", underlying: Offline()),
            .emptySnapshot,
            .windowInUse(navigation: Navigation().id),
            .rootTypeMismatch(expected: "RootCoordinator", found: "MenuCoordinator"),
            .duplicateRegistration(name: "ItemScreen", existing: "MyApp.ItemScreen"),
            .factoryIgnoresState(type: "ItemScreen"),
        ]
        let guide = try String(
            contentsOf: DocumentationSnippetTests.packageRoot.appendingPathComponent("Docs/Restoration.md"),
            encoding: .utf8)
        for error in errors {
            var message = "\(error)"
            if case .windowInUse = error {
                message = message.replacingOccurrences(
                    of: #"navigation#\d+"#, with: "navigation#3", options: .regularExpression)
            }
            XCTAssertTrue(guide.contains(message), "Docs/Restoration.md does not show: \(message)")
        }
    }

    /// The two messages that quote a decoder come from real snapshots.
    @MainActor func testDecodingMessages_RealSnapshots_AreTheOnesTheGuideShows() async throws {
        let registry = try Snippets.makeRegistry()
        let json = String(decoding: try registry.snapshot(of: try makeAppOnItem4()).jsonData(), as: UTF8.self)
        let wrongType = json.replacingOccurrences(of: "\"selectedTab\":0", with: "\"selectedTab\":\"zero\"")
        XCTAssertThrowsError(try NavigationSnapshot(jsonData: Data(wrongType.utf8))) {
            XCTAssertEqual(
                "\($0)", "\(RestorationError.corrupt(path: Self.corruptPath, reason: Self.decoderReason))")
        }
        let changed = try NavigationSnapshot(
            jsonData: Data(json.replacingOccurrences(of: "\"state\":4", with: "\"state\":\"four\"").utf8))
        XCTAssertThrowsError(try registry.restore(changed, into: Navigation(), as: AppCoordinator.self)) {
            XCTAssertEqual("\($0)", "\(Self.stateMismatch)")
        }
    }

    private static let corruptPath = "tree.screens[1].selectedTab"
    private static let decoderReason = "expected Int. Expected to decode Int but found a string instead."
    private static let stateMismatch = RestorationError.stateMismatch(
        type: "ItemScreen", location: "window[1] › tab 0[1]",
        reason: decoderReason)

    // MARK: Versions

    @MainActor func testVersions_OptionalNewField_DecodesTheOlderState() async throws {
        XCTAssertEqual(NavigationSnapshot.formatVersion, 1)
        var older = RestorationRegistry()
        try older.register(OlderApp.self) { OlderApp(navigation: $1, session: $0) }
        let app = OlderApp(navigation: Navigation(), session: .init(userName: "ada"))
        try app.startAsRoot(animated: false)
        let snapshot = older.snapshot(of: app)

        var later = RestorationRegistry()
        try later.register(LaterApp.self, name: "OlderApp") { LaterApp(navigation: $1, session: $0) }
        let restored = try later.restore(snapshot, into: Navigation(), as: LaterApp.self)

        XCTAssertEqual(restored.session, .init(userName: "ada", theme: nil))

        // And back: the field the older release does not know is ignored.
        let withTheme = LaterApp(navigation: Navigation(), session: .init(userName: "bo", theme: "dark"))
        try withTheme.startAsRoot(animated: false)
        let newer = later.snapshot(of: withTheme)
        XCTAssertEqual(try older.restore(newer, into: Navigation(), as: OlderApp.self).session.userName, "bo")
    }

    /// The app as the release before saved its session.
    final class OlderApp: RestorableCoordinator {
        let context: CoordinatorContext
        let session: AppCoordinator.Session

        init(navigation: Navigation, session: AppCoordinator.Session) {
            context = CoordinatorContext(navigation: navigation)
            self.session = session
        }

        var restorationState: AppCoordinator.Session { session }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Home"), animated: animated)
        }
    }

    /// The app as a later release saves it, with the new optional field.
    final class LaterApp: RestorableCoordinator {
        let context: CoordinatorContext
        let session: RestorationSnippets.LaterRelease.Session

        init(navigation: Navigation, session: RestorationSnippets.LaterRelease.Session) {
            context = CoordinatorContext(navigation: navigation)
            self.session = session
        }

        var restorationState: RestorationSnippets.LaterRelease.Session { session }

        func start(animated: Bool) throws {
            try move(to: Screen(title: "Home"), animated: animated)
        }
    }

    // MARK: The journal

    @MainActor func testBugReport_LinkOpenedBeforeLogin_EndsOnTheItem() async throws {
        let registry = try Snippets.makeRegistry()
        let report = try Snippets.bugReportAttachment()  // the attachment's bytes

        let recording = try JSONDecoder().decode(NavigationJournal.Recording.self, from: report)
        print(recording.text)  // what the user did, one line per change, with its cause
        let snapshot = recording.replayed()
        print(snapshot)  // the tree the user ended in
        let window = Navigation()
        let app = try registry.restore(snapshot, into: window, as: AppCoordinator.self)
        XCTAssertEqual(window.visibleScreens.map(\.title), ["Menu", "Item 4"])
        XCTAssertEqual(app.session.userName, "ada")

        XCTAssertEqual(
            recording.text,
            """
            program: pushed "Home"
            deepLink: opened item(4)
            deepLink: pushed "Login"
            program: popped "Login"
            deepLink: opened item(4)
            deepLink: pushed "Menu" with tabs ["Items": "Items", "Item 4"; "Profile": "Profile"], selected 0
            """)
    }

    // MARK: Testing restoration in your app

    @MainActor func testRestore_EveryReachableState_GivesAnEqualSnapshot() async throws {
        let registry = try Snippets.makeRegistry()
        let routes: [[AppCoordinator.Route]] = [[], [.item(4)], [.profile], [.item(4), .profile]]
        for path in routes {
            for session in [AppCoordinator.Session(), .init(userName: "ada")] {
                let app = AppCoordinator(navigation: Navigation(), session: session)
                try app.startAsRoot(animated: false)
                for route in path { try app.open(route, animated: false) }
                let snapshot = registry.snapshot(of: app)
                XCTAssertEqual(snapshot.omissions, [], "nothing of this app is left out")

                let saved = try NavigationSnapshot(jsonData: snapshot.jsonData())
                let restored = try registry.restore(saved, into: Navigation(), as: AppCoordinator.self)

                XCTAssertEqual(registry.snapshot(of: restored), snapshot)
            }
        }
    }
}
