import Foundation
import HeadlessFlow
import XCTest

/// A snapshot never keeps a shown alert: its answer goes to its presenter's closure, which is
/// code. It lists the alert as an omission and keeps the screens under it.
final class RestorationAlertTests: XCTestCase {
    @MainActor private final class Home: Screen, RestorableScreen {
        init() { super.init(title: "Home") }
        var restorationState: String { "home" }
    }

    @MainActor private final class App: Coordinator {
        let context: CoordinatorContext
        init(navigation: Navigation) { context = CoordinatorContext(navigation: navigation) }
        func start(animated: Bool) throws { try move(to: Home(), animated: animated) }
    }

    @MainActor private func registry() throws -> RestorationRegistry {
        var registry = RestorationRegistry()
        try registry.register(Home.self) { (_: String) in Home() }
        try registry.register(App.self) { App(navigation: $0) }
        return registry
    }

    @MainActor func testSnapshot_WithAShownSecureAlert_OmitsItWithAReasonAndKeepsItsScreens() async throws {
        let registry = try registry()
        let window = Navigation()
        let app = App(navigation: window)
        try app.startAsRoot(animated: false)
        let before = registry.snapshot(of: app)
        var outcomes: [AlertOutcome] = []
        try window.presentAlert(
            AlertModel(
                title: "Password", actions: [.default("unlock", "Unlock")],
                textField: AlertModel.TextField(placeholder: "secret", isSecure: true)),
            animated: false
        ) { outcomes.append($0) }

        let snapshot = registry.snapshot(of: app)

        XCTAssertEqual(snapshot.omissions.map(\.kind), [.alert])
        XCTAssertEqual(snapshot.omissions.first?.typeName, #"alert "Password""#)
        XCTAssertEqual(snapshot.omissions.first?.location, "window")
        XCTAssertEqual(snapshot.omissions.first?.droppedScreens, 0)
        XCTAssertTrue(snapshot.omissions.first?.reason.contains("presenter's closure") ?? false)
        // The tree itself is the one without the alert.
        let encoded = try JSONEncoder().encode(snapshot)
        let beforeEncoded = try JSONEncoder().encode(before)
        XCTAssertNotEqual(encoded, beforeEncoded, "the omission is listed")
        let restoredWindow = Navigation()
        _ = try registry.restore(snapshot, into: restoredWindow, as: App.self)
        XCTAssertNil(restoredWindow.alert)
        XCTAssertEqual(restoredWindow.screens.map(\.title), ["Home"])
        // Saving it delivered nothing: the live alert waits for its answer.
        XCTAssertEqual(outcomes, [])
        XCTAssertNotNil(window.alert)
    }
}
