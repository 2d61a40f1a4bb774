import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

@testable import DemoKit
@testable import DemoTerminal

/// The demo explored whole by `NavigationExplorer`: every built-in invariant holds on every path,
/// and the map `demo --map` prints is the one Docs/Exploring.md shows.
final class DemoExplorationTests: XCTestCase {
    /// The states of the map, in the order the explorer finds them.
    private let mapStates = [
        "Onboarding", "Login", "Menu › Items Home", "User Registration", "Menu › Items › Items",
        "Menu › Profile",
        "Menu › Items › New Item", "Menu › Items › Pencil", "Success", "Menu › Items › Pen",
        "Menu › Items › Eraser",
        "Menu › Profile (2)", #"Menu › Items › New Item › alert "Nice!""#, "Menu › Profile (3)",
        // The list again with a detail kept in its column (the split keeps it, as UIKit does), and
        // what follows from there.
        "Menu › Items › Items (2)", "Menu › Profile (4)", "Menu › Items › New Item (2)",
        "Menu › Items › Items (3)",
        "Menu › Profile (5)", "Menu › Items › New Item (3)", "Menu › Items › Items (4)", "Menu › Profile (6)",
        "Menu › Items › New Item (4)", "Menu › Profile (7)", #"Menu › Items › New Item › alert "Nice!" (2)"#,
        "Menu › Profile (8)", "Menu › Profile (9)", #"Menu › Items › New Item › alert "Nice!" (3)"#,
        "Menu › Profile (10)", "Menu › Profile (11)", #"Menu › Items › New Item › alert "Nice!" (4)"#,
        "Menu › Profile (12)",
    ]

    @MainActor func testExplore_WholeDemoWithHostileTextsAndWalks_EveryBuiltInInvariantHolds() async throws {
        let explorer = DemoExploration.makeExplorer()
        XCTAssertEqual(explorer.invariants, ExplorerInvariant.builtIn)

        let report = try XCTUnwrap(
            assertExplorationPasses(
                explorer, depth: DemoExploration.mapDepth, randomWalks: 4, walkLength: 25, seed: 1))

        // Every screen of the demo, reached; the hostile texts are refused by its forms.
        XCTAssertEqual(report.stateNames, mapStates)
        XCTAssertEqual(report.states.filter { !$0.isExpanded }.map(\.name), [])
        // Login, registration, logout and every link were taken.
        let taken = Set(
            report.transitions.map { "\(report.states[$0.from].name) -> \(report.states[$0.to].name)" })
        for expected in [
            "Onboarding -> Login", "Login -> Menu › Items Home", "Login -> User Registration",
            "User Registration -> Success", "Success -> Login", "Menu › Profile -> Login",
            "Menu › Items Home -> Menu › Items › Pencil",
            "Menu › Items › New Item -> Menu › Items › New Item › alert \"Nice!\"",
        ] {
            XCTAssertTrue(taken.contains(expected), expected)
        }
        XCTAssertEqual(
            Set(
                report.transitions.compactMap {
                    if case .open(let link) = $0.action.kind { link } else { nil }
                }),
            Set(DemoExploration.links))
        XCTAssertEqual(
            DemoExploration.links, ["demo://items", "demo://items/new", "demo://items/2", "demo://profile"])
    }

    @MainActor func testMap_WithoutHostileTexts_NamesEveryScreen() async throws {
        let report = try DemoExploration.makeExplorer(hostile: false).explore(depth: DemoExploration.mapDepth)

        XCTAssertEqual(report.failures.map(\.invariant), [])
        XCTAssertEqual(report.stateNames, mapStates)
        XCTAssertEqual(try DemoExploration.mermaidMap(), report.map.mermaid)
        // The map reads as the demo's screens: what a hidden tab or a collapsed split's unseen
        // detail column holds is folded.
        XCTAssertEqual(
            report.map.nodes.map(\.name),
            [
                "Onboarding", "Login", "Menu › Items Home", "User Registration", "Menu › Items › Items",
                "Menu › Profile", "Menu › Items › New Item", "Menu › Items › Pencil", "Success",
                "Menu › Items › Pen", "Menu › Items › Eraser", #"Menu › Items › New Item › alert "Nice!""#,
            ])
        XCTAssertEqual(report.fullMap.nodes.map(\.name), mapStates)
    }

    /// The same check as `.ci/explorer-map.sh`, so `swift test` catches a stale map too.
    @MainActor func testMap_InTheDocs_IsTheOneTheDemoDraws() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Docs/Exploring.md"), encoding: .utf8)
        let begin = try XCTUnwrap(text.range(of: "<!-- demo-map:begin -->\n```mermaid\n"))
        let end = try XCTUnwrap(text.range(of: "```\n<!-- demo-map:end -->"))

        XCTAssertEqual(
            String(text[begin.upperBound..<end.lowerBound]), try DemoExploration.mermaidMap() + "\n")
    }

    func testMapOption_PrintsTheMapAndTouchesNoFile() throws {
        let directory = try TemporaryDirectory()

        let run = try run(["--map", "--data", directory.dataFile.path], input: "")

        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.errorOutput, "")
        let expected = try MainActor.assumeIsolated { try DemoExploration.mermaidMap() }
        XCTAssertEqual(run.output, expected + "\n")
        XCTAssertEqual(try directory.contents(), [])
    }

    @MainActor func testRestoringFactory_AStateItSaw_ComesBackToTheSameTree() async throws {
        let explorer = DemoExploration.makeExplorer(hostile: false)
        let path = [
            ExplorerAction(.tap(button: "Done", screen: "Onboarding", fields: [])),
            ExplorerAction(
                .tap(
                    button: "Login", screen: "Login",
                    fields: [
                        .init(id: "email", text: "demo@example.com"), .init(id: "password", text: "password"),
                    ])),
            ExplorerAction(.open("demo://items/2")),
        ]
        let app = try explorer.replay(path)
        let coordinator = try XCTUnwrap(app.coordinator)
        let snapshot = try XCTUnwrap(app.registry).snapshot(of: coordinator)

        let restored = try DemoExploration.makeApp(restoring: snapshot)

        XCTAssertEqual(stacks(of: restored.window), stacks(of: app.window))
        XCTAssertEqual(
            stacks(of: app.window),
            [
                "Login, Menu", "Menu tab Items: Items Home, Items", "Items column Items: Items",
                "Items column Detail: Pencil", "Menu tab Profile: Profile",
            ])
    }

    /// Every stack of the tree as its screens' titles, a container's items (tabs, columns) after
    /// its stack.
    @MainActor private func stacks(of navigation: Navigation, name: String = "") -> [String] {
        var result = [name + navigation.screens.map(\.title).joined(separator: ", ")]
        for case let container as ContainerScreen in navigation.screens {
            let noun = container is TabBar ? "tab" : "column"
            for item in container.items {
                result += stacks(of: item.navigation, name: "\(container.title) \(noun) \(item.title): ")
            }
        }
        return result
    }
}
