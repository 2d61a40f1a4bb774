import HeadlessFlow
import XCTest

@MainActor
private final class Log {
    var lines: [String] = []
}

/// A screen whose code knows nothing of analytics.
@MainActor
private final class CheckoutScreen: DependentSceneScreen<Log>, Instantiable {
    enum Action: String, CaseIterable { case pay, pickCard, saveCard }

    func perform(_ action: Action) {
        dependencies.lines.append("screen: \(action)")
    }
}

/// Actions observed from outside a screen's code (logging, analytics): the library that built the
/// screen reports each one before the screen handles it.
final class SceneActionEventTests: XCTestCase {
    @MainActor private func library() -> SceneLibrary {
        SceneLibrary(sources: [
            .strings([
                "CheckoutScreen": #"""
                {"version": 1, "title": "Checkout", "elements": [
                    {"kind": "list", "id": "cards", "items": ["Visa", "Amex"], "action": "pickCard"},
                    {"kind": "toggle", "id": "save", "title": "Save", "isOn": false, "action": "saveCard"},
                    {"kind": "button", "id": "pay", "title": "Pay", "action": "pay"}
                ]}
                """#
            ])
        ])
    }

    @MainActor func testObserveActions_HearsEveryActionBeforeTheScreen_UntilCancelled() async throws {
        let log = Log()
        let library = library()
        let token = library.observeActions { event in log.lines.append("analytics: \(event)") }
        let screen = try CheckoutScreen.instantiate(with: log, from: library)
        let events = library.observeActions { event in
            XCTAssertEqual(event.screen, screen.id)
        }

        try screen.element(withID: "cards", as: ListElement.self)?.select(row: 1)
        try screen.element(withID: "save", as: ToggleElement.self)?.toggle()
        try screen.element(withID: "pay", as: ButtonElement.self)?.tap()
        token.cancel()
        try screen.element(withID: "pay", as: ButtonElement.self)?.tap()

        XCTAssertEqual(
            log.lines,
            [
                "analytics: CheckoutScreen.cards → pickCard", "screen: pickCard",
                "analytics: CheckoutScreen.save → saveCard", "screen: saveCard",
                "analytics: CheckoutScreen.pay → pay", "screen: pay",
                "screen: pay",
            ])
        events.cancel()
    }

    @MainActor func testObserveActions_ScopedToTheLibrary() async throws {
        let log = Log()
        let appLibrary = library()
        let testLibrary = library()
        let token = appLibrary.observeActions { event in log.lines.append("app heard \(event)") }
        let screen = try CheckoutScreen.instantiate(with: log, from: testLibrary)

        try screen.element(withID: "pay", as: ButtonElement.self)?.tap()

        XCTAssertEqual(log.lines, ["screen: pay"])
        token.cancel()
    }

    @MainActor func testAnObservedScreen_Released_FreesItsElements() async throws {
        let library = library()
        let token = library.observeActions { _ in }
        weak var screen: CheckoutScreen?
        weak var button: SceneElement?
        do {
            let built = try CheckoutScreen.instantiate(with: Log(), from: library)
            screen = built
            button = built.element(withID: "pay")
            try (button as? ButtonElement)?.tap()
        }
        XCTAssertNil(screen)
        XCTAssertNil(button, "an element's handler does not keep the element")
        token.cancel()
    }
}
