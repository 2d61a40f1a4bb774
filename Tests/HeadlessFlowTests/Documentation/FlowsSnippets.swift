import HeadlessFlow
import HeadlessFlowTesting
import XCTest

// The Swift blocks of Docs/Flows.md and of the DocC article Flows.md, run and checked.

/// A list screen whose items a recursive step reads.
final class ItemListScreen: Screen {
    let items: [Int]

    init(items: [Int]) {
        self.items = items
        super.init(title: "Items")
    }
}

/// Stands in for the app's own state that hooks touch.
@MainActor
final class Cart {
    var log: [String] = []
    var isReserved = false

    func reserve() throws {
        isReserved = true
    }
}

/// The guide's step of the app's own.
struct ShowCover: FlowStepKind {
    let title: String
    var description: String { "show cover \(title.debugDescription)" }

    func perform(in context: inout FlowStepContext) throws {
        let screen = context.screen(title) { Screen(title: title) }
        context.makeCurrent(
            try context.navigation.present(screen, style: .fullScreen, animated: context.animated))
    }
}

/// The guide's screen that is handed flows to call.
final class InboxScreen: Screen {
    var onCompose: (@MainActor () -> Void)?
    var onOpen: (@MainActor (Int) -> Void)?
}

final class FlowsSnippetsTests: XCTestCase {
    @MainActor func testGuide_WholeAppMap_RunsAndPlansAsTheCommentsSay() async throws {
        var printed: [String] = []
        func print(_ items: Any...) {
            printed.append(items.map { "\($0)" }.joined(separator: " "))
        }
        let window = Navigation()
        try window.push(Screen(title: "Launch"), animated: false)
        let recorder = recordNavigation(window)

        let app: Flow =
            .setWindowRoot(tabBar: "Tabs") { TabBar(title: "Tabs") }
            + .setTabs([
                FlowTab(
                    "Feed",
                    .push("Feed") { Screen(title: "Feed") } + .push("Post 1") { Screen(title: "Post 1") }),
                FlowTab(
                    TabBarItem(title: "Profile", badge: "1"),
                    .push("Profile") { Screen(title: "Profile") }
                        + .present("Settings") { Screen(title: "Settings") }),
            ])
            + .selectTab(1)
        try window.run(app, animated: true)
        print(try window.plan(app, animated: true).steps.joined(separator: "\n"))
        // 1. set window root "Tabs"
        // 2. set tabs "Feed", "Profile"
        // 3.   in tab 0 "Feed"
        // 4.     push "Feed"
        // 5.     push "Post 1"
        // 6.   in tab 1 "Profile"
        // 7.     push "Profile"
        // 8.     present "Settings"
        // 9. select tab 1

        XCTAssertEqual(
            printed,
            [
                """
                1. set window root "Tabs"
                2. set tabs "Feed", "Profile"
                3.   in tab 0 "Feed"
                4.     push "Feed"
                5.     push "Post 1"
                6.   in tab 1 "Profile"
                7.     push "Profile"
                8.     present "Settings"
                9. select tab 1
                """
            ])
        XCTAssertEqual(outline(window), "Tabs[Feed: Feed > Post 1 | Profile*: Profile ^ (Settings)]")
        recorder.assert([
            #"replaced "Launch" with "Tabs" with tabs ["Feed": "Feed", "Post 1"; "Profile": "Profile"], selected 1"#,
            #"presented "Settings""#, #"didLoad "Settings""#, #"willDisappear "Launch""#,
            #"willAppear "Settings""#, #"didDisappear "Launch""#, #"didAppear "Settings""#,
        ])
    }

    @MainActor func testGuide_StepOfYourOwn_PrintsAndRuns() async throws {
        var printed: [String] = []
        func print(_ items: Any...) {
            printed.append(items.map { "\($0)" }.joined(separator: " "))
        }
        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)

        let tour = Flow.step(ShowCover(title: "Tour")) + .push("Page 2") { Screen(title: "Page 2") }
        print(tour)
        // 1. show cover "Tour"
        // 2. push "Page 2"
        try navigation.run(tour, animated: true)

        XCTAssertEqual(printed, ["1. show cover \"Tour\"\n2. push \"Page 2\""])
        XCTAssertEqual(outline(navigation), "Home ^ (Tour > Page 2)")
        XCTAssertEqual(navigation.presented?.presentationStyle, .fullScreen)
    }

    @MainActor func testGuide_HandingAFlowToAScreen_RunsItOnTheCoordinator() async throws {
        failOnUnhandledIntentErrors()
        let navigation = Navigation()
        let inboxCoordinator = StepsCoordinator("inbox", navigation: navigation)
        try inboxCoordinator.startAsRoot(animated: false)
        let inbox = InboxScreen(title: "Inbox")

        inbox.onCompose = inboxCoordinator.action(for: .present("Compose") { Screen(title: "Compose") })
        inbox.onOpen = inboxCoordinator.action { (id: Int) in
            .push("Message \(id)") { Screen(title: "Message \(id)") }
        }
        inbox.onOpen?(7)
        inbox.onCompose?()

        XCTAssertEqual(outline(navigation), "inbox0 > Message 7 ^ (Compose)")
    }

    @MainActor func testGuide_BuildRunAndPlan_PrintWhatTheCommentsSay() async throws {
        var printed: [String] = []
        func print(_ items: Any...) {
            printed.append(items.map { "\($0)" }.joined(separator: " "))
        }
        let cart = Cart()

        let compose: Flow =
            .push("Inbox") { Screen(title: "Inbox") }
            + .present("Compose") { Screen(title: "Compose") }
            + .push("Attachments") { Screen(title: "Attachments") }
        print(compose)
        // 1. push "Inbox"
        // 2. present "Compose"
        // 3. push "Attachments"

        let navigation = Navigation()
        try navigation.push(Screen(title: "Home"), animated: false)
        try navigation.run(compose, animated: true)
        print(navigation.visibleScreen?.title ?? "-")  // Attachments

        do {
            try navigation.run(.pop + .pop, animated: true)  // Home is the root: the second pop is refused
        } catch {
            print(error)  // Step 2 (pop) failed and nothing was changed: Cannot pop …
        }
        print(navigation.visibleScreen?.title ?? "-")  // still Attachments

        let checkout = Flow.present("Checkout", style: .fullScreen) { Screen(title: "Checkout") }
            .prepare("reserve stock") { try cart.reserve() }
            .configure("delegate") { _, screen in cart.log.append("configured \(screen?.title ?? "-")") }
            .completion { cart.log.append("checkout shown") }
        print(checkout)
        // 1. present "Checkout" as fullScreen + prepare "reserve stock" + configure "delegate" + completion

        let items = [7, 8]
        let openFirstItem = Flow.then("open first item") { context in
            guard context.topScreen?.title == "Items", let first = items.first else { return nil }
            return .push("Item \(first)") { Screen(title: "Item \(first)") }
        }
        let journey = Flow.push("Items") { ItemListScreen(items: items) } + openFirstItem

        let plan = try navigation.plan(journey, animated: true)
        print(plan)
        // 1. push "Items"
        // 2. then "open first item"
        // 3.   push "Item 7"
        //    pushed "Items"
        //    pushed "Item 7" (animated)

        XCTAssertEqual(printed.count, 6)
        XCTAssertEqual(printed[0], "1. push \"Inbox\"\n2. present \"Compose\"\n3. push \"Attachments\"")
        XCTAssertEqual(printed[1], "Attachments")
        XCTAssertTrue(
            printed[2].hasPrefix("Step 2 (pop) failed and nothing was changed: Cannot pop Screen(screen#"),
            printed[2])
        XCTAssertEqual(printed[3], "Attachments")
        XCTAssertEqual(
            printed[4],
            #"1. present "Checkout" as fullScreen + prepare "reserve stock" + configure "delegate" + completion"#
        )
        XCTAssertEqual(
            printed[5],
            """
            1. push "Items"
            2. then "open first item"
            3.   push "Item 7"
               pushed "Items"
               pushed "Item 7" (animated)
            """)
        XCTAssertEqual(outline(navigation), "Home > Inbox ^ (Compose > Attachments)")

        let shop = Navigation()
        try shop.push(Screen(title: "Cart"), animated: false)
        try shop.run(checkout, animated: true)
        XCTAssertEqual(outline(shop), "Cart ^ (Checkout)")
        XCTAssertEqual(shop.presented?.presentationStyle, .fullScreen)
        XCTAssertTrue(cart.isReserved)
        XCTAssertEqual(cart.log, ["configured Checkout", "checkout shown"])
    }

    @MainActor func testMigrating_PushFlow_BecomesAFlowRunOnTheCoordinator() async throws {
        let navigation = Navigation()
        let items = StepsCoordinator("items", navigation: navigation)
        try items.startAsRoot(animated: false)
        let item = 3

        // Was: PushFlow(in: navigationController, ItemViewController(item: item))
        let showItem: Flow = .push("Item \(item)") { Screen(title: "Item \(item)") }
        try items.run(showItem, animated: true)

        XCTAssertEqual(outline(navigation), "items0 > Item 3")
        XCTAssertEqual(items.topScreen?.title, "Item 3")
    }
}
