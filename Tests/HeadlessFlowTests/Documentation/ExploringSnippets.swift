import HeadlessFlow
import HeadlessFlowTesting
import XCTest

// The Swift blocks of Docs/Exploring.md: a small shop, explored as the page shows, and the
// assertions that what the page says about it is what the explorer does.

final class ExploringSnippets: XCTestCase {
    /// Every page of the shop: a scene whose buttons send one of these actions to the coordinator.
    final class ShopPage: SceneScreen, Instantiable {
        enum Action: String, CaseIterable, Sendable { case cart, checkout, pay }

        var onAction: (Action) -> Void = { _ in }
        func perform(_ action: Action) { onAction(action) }

        static func make(_ scene: String) throws -> ShopPage {
            try instantiate(from: SceneLibrary(sources: [.strings(["ShopPage": scene])]))
        }
    }

    /// Home → Cart → Checkout, whose Pay button goes back to Home.
    final class ShopCoordinator: Coordinator {
        let context = CoordinatorContext(navigation: Navigation())

        func start(animated: Bool) throws {
            try show(
                #"{"version": 1, "title": "Home", "elements": [{"kind": "button", "id": "cart", "title": "Cart", "action": "cart"}]}"#,
                animated: animated)
        }

        private func show(_ scene: String, animated: Bool) throws {
            let page = try ShopPage.make(scene)
            page.onAction = intent { shop, action in try shop.handle(action) }
            try move(to: page, animated: animated)
        }

        private func handle(_ action: ShopPage.Action) throws {
            switch action {
            case .cart:
                try show(
                    #"{"version": 1, "title": "Cart", "elements": [{"kind": "button", "id": "checkout", "title": "Checkout", "action": "checkout"}]}"#,
                    animated: true)
            case .checkout:
                try show(
                    #"{"version": 1, "title": "Checkout", "elements": [{"kind": "textField", "id": "email", "placeholder": "Email"}, {"kind": "button", "id": "pay", "title": "Pay", "action": "pay"}]}"#,
                    animated: true)
            case .pay:
                _ = try backToStart(animated: true)
            }
        }
    }

    @MainActor func testExploreTheShop() async throws {
        let explorer = NavigationExplorer {
            let shop = ShopCoordinator()
            try shop.startAsRoot(animated: false)
            return ExplorableApp(coordinator: shop)
        }
        explorer.fieldValues = ["email": ["ada@example.com"]]
        let report = try explorer.explore(depth: 5)
        print(report)
        print(report.map.mermaid)

        XCTAssertEqual(report.failures.map(\.invariant), [])
        // The report as the page shows it.
        XCTAssertEqual(
            report.description,
            """
            explorer: 3 states, 8 transitions, 8 steps from makeApp()
            checked: no escaped errors, renderer matches model, left tree is freed, never stuck, deterministic
            skipped: restoration round-trips (the app has no restoration registry: build the ExplorableApp with one),
              links land where buttons reach (no links to open: set NavigationExplorer.links),
              links land where their routes say (no links to open: set NavigationExplorer.links)
            broken: none
            """)
        XCTAssertEqual(report.stateNames, ["Home", "Cart", "Checkout"])
        XCTAssertEqual(
            report.map.mermaid,
            """
            flowchart TD
                s0["Home"]
                s1["Cart"]
                s2["Checkout"]
                s0 -->|"tap #quot;Cart#quot; on Home"| s1
                s1 -->|"tap #quot;Checkout#quot; on Cart"| s2
                s1 -->|"swipe back"| s0
                s2 -->|"tap #quot;Pay#quot; on Checkout"| s0
                s2 -->|"swipe back"| s1
            """)
        XCTAssertEqual(
            report.map.dot,
            """
            digraph navigation {
                s0 [label="Home"];
                s1 [label="Cart"];
                s2 [label="Checkout"];
                s0 -> s1 [label="tap \\"Cart\\" on Home"];
                s1 -> s2 [label="tap \\"Checkout\\" on Cart"];
                s1 -> s0 [label="swipe back"];
                s2 -> s0 [label="tap \\"Pay\\" on Checkout"];
                s2 -> s1 [label="swipe back"];
            }
            """)
    }

    @MainActor func testShop_EveryPath_KeepsEveryInvariant() async throws {
        let explorer = NavigationExplorer {
            let shop = ShopCoordinator()
            try shop.startAsRoot(animated: false)
            return ExplorableApp(coordinator: shop)
        }
        explorer.fieldValues = ["email": ["ada@example.com"]]
        assertExplorationPasses(explorer, depth: 5, randomWalks: 10, seed: 1)
    }

    @MainActor func testChecksAndLinks() async throws {
        var seenCheckout = false
        let explorer = NavigationExplorer {
            let shop = ShopCoordinator()
            try shop.startAsRoot(animated: false)
            var app = ExplorableApp(coordinator: shop)
            app.openLink = { link in
                guard link == "shop://cart" else { throw URLError(.badURL) }
                _ = try shop.backToStart(animated: false)
                (shop.navigation.topScreen as? ShopPage)?.onAction(.cart)
            }
            app.check("at most three screens") { shop.navigation.screens.count <= 3 }
            return app
        }
        explorer.links = ["shop://cart", "shop://nowhere"]
        explorer.check("Checkout shows an email field") { app in
            guard let page = app.window.topScreen as? ShopPage, page.title == "Checkout" else { return true }
            seenCheckout = true
            return page.element(withID: "email") is TextFieldElement
        }
        let report = try explorer.explore(depth: 4, randomWalks: 20, walkLength: 30, seed: 7)

        XCTAssertEqual(report.failures.map(\.invariant), [])
        XCTAssertTrue(seenCheckout, "the check ran on Checkout")
        XCTAssertEqual(
            report.transitions.filter { $0.refusal != nil }.map { "\($0.from) \($0.action)" },
            ["0 open shop://nowhere", "1 open shop://nowhere", "2 open shop://nowhere"])
    }

    /// The shop of the symbol docs (`NavigationExplorer`, `ExplorableApp`) is this page's shop: each
    /// ```` ```swift ```` block of a doc comment in Sources/HeadlessFlowTesting/Exploring that names
    /// `ShopCoordinator` is, line by line, in this file.
    func testShopInTheSymbolDocs_IsTheGuidesShop() throws {
        let folder = DocumentationSnippetTests.packageRoot.appendingPathComponent(
            "Sources/HeadlessFlowTesting/Exploring")
        let this = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let sources = [
            (name: "ExploringSnippets.swift", lines: DocumentationSnippetTests.normalized(this).map(\.text))
        ]
        var shops: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let comments = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return line.hasPrefix("///") ? String(line.dropFirst(3)) : ""
            }
            for block in DocumentationSnippetTests.swiftBlocks(in: comments.joined(separator: "\n"))
            where block.lines.contains(where: { $0.text.contains("ShopCoordinator") }) {
                shops.append(name)
                if let missing = DocumentationSnippetTests.firstMissingLine(of: block, in: sources) {
                    XCTFail("\(name):\(missing.line): not in the guide's shop: \(missing.text)")
                }
            }
        }
        XCTAssertEqual(shops, ["ExplorableApp.swift", "NavigationExplorer.swift"])
    }
}
