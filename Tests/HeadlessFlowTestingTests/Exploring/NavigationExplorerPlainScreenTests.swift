import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// A plain-screen app (`Support/PlainScreenApp.swift`), made explorable with `ElementProviding`
/// alone, explored with every invariant on.
final class NavigationExplorerPlainScreenTests: XCTestCase {
    @MainActor private func explorer() -> NavigationExplorer {
        let explorer = NavigationExplorer {
            let app = PlainAppCoordinator()
            try app.startAsRoot(animated: false)
            return ExplorableApp(coordinator: app, registry: try PlainAppCoordinator.registry())
        }
        explorer.fieldValues = ["email": ["ada@example.com"], "password": ["secret"]]
        return explorer
    }

    @MainActor func testExplore_PlainScreensDeclaringTheirElements_ReachEveryScreenWithNoFailure()
        async throws
    {
        let explorer = explorer()
        XCTAssertEqual(explorer.invariants, ExplorerInvariant.builtIn)

        let report = try explorer.explore(depth: 8, randomWalks: 5, walkLength: 20, seed: 3)

        XCTAssertEqual(report.failures.map(\.description), [])
        // Every declared control moved the user somewhere: the explorer saw them all.
        let moves = Set(
            report.transitions.filter { $0.refusal == nil && $0.from != $0.to }.map(\.action.description))
        XCTAssertTrue(
            moves.isSuperset(of: [
                #"tap "Continue" on Welcome"#,
                #"tap "Log In" on Login with email "ada@example.com", password "secret""#,
                #"pick "Hello" in "posts" on Feed"#,
                #"pick "Swift 6" in "posts" on Feed"#,
                #"tap "Comments" on Post 1"#,
                #"tap "Close" on Comments"#,
                #"tap "Log Out" on Profile"#,
            ]), "\(moves.sorted())")
        // The toggle and a refused login are actions too, which change no screen.
        let stays = Set(report.transitions.filter { $0.from == $0.to }.map(\.action.description))
        XCTAssertTrue(stays.contains(#"toggle "notifications" on Profile"#), "\(stays.sorted())")
        XCTAssertTrue(
            stays.contains(#"tap "Log In" on Login with email "ada@example.com", password """#),
            "\(stays.sorted())")
    }

    @MainActor func testReplay_PlainScreenPath_ActsThroughTheSameDeclaration() async throws {
        let explorer = explorer()
        let report = try explorer.explore(depth: 5)
        let comments = try XCTUnwrap(
            report.states.first { $0.path.last?.description == #"tap "Comments" on Post 1"# })

        let app = try explorer.replay(comments.path)

        XCTAssertEqual(app.window.visibleScreen?.title, "Comments")
        XCTAssertEqual(
            comments.path.map(\.description),
            [
                #"tap "Continue" on Welcome"#,
                #"tap "Log In" on Login with email "ada@example.com", password "secret""#,
                #"pick "Hello" in "posts" on Feed"#,
                #"tap "Comments" on Post 1"#,
            ])
    }
}
