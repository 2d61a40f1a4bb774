import DemoKit
import HeadlessFlow
import XCTest

@testable import DemoTerminal

/// The demo's journeys driven once, on one `DemoApp`, and drawn by all three renderers: the
/// terminal, and the neutral halves of the UIKit and SwiftUI drawing. Each step goes in through
/// one renderer's own input path in turn (a terminal command, a UIKit control's event, a SwiftUI
/// binding), and after each step every renderer's drawing is turned into one neutral description
/// (screens, controls, actions) and compared with the model's, over the whole history.
final class DemoJourneyTests: XCTestCase {
    /// One step of the journey: what the user does, and through which renderer.
    private struct Step {
        let name: String
        let perform: @MainActor () throws -> Void
    }

    @MainActor
    func testJourney_iPhoneLayout_AllRenderersAgreeWithTheModelAfterEveryStep() async throws {
        let titles = try runJourney(compact: true)
        // The items split is one stack: the detail covers the list.
        XCTAssertEqual(
            titles,
            [
                "start: Onboarding",
                "UIKit taps Done: Login",
                "terminal: register: User Registration",
                "SwiftUI types an email: User Registration",
                "UIKit types a password: User Registration",
                "SwiftUI taps Cancel: Login",
                "UIKit types an email: Login",
                "terminal: set password nope: Login",
                "SwiftUI taps Login: Login",
                "SwiftUI types the password: Login",
                "UIKit taps Login: Menu > Items Home",
                "SwiftUI taps Browse: Menu > Items > Items",
                "UIKit picks row 2: Menu > Items > Pencil",
                "terminal: list: Menu > Items > Items",
                "SwiftUI taps Add Item: Menu > Items > New Item",
                "terminal: add: Menu > Items > New Item",
                "UIKit types a name: Menu > Items > New Item",
                "SwiftUI taps Add: Menu > Items > New Item [alert Nice!]",
                "UIKit answers the alert: Menu > Items > New Item",
                "terminal: cancel: Menu > Items > Items",
                "SwiftUI picks row 4: Menu > Items > Ruler",
                "UIKit taps the Profile tab: Menu > Profile",
                "SwiftUI flips the toggle: Menu > Profile",
                "terminal: tab items: Menu > Items > Ruler",
                "SwiftUI selects the Profile tab: Menu > Profile",
                "terminal: logout: Login",
            ])
    }

    @MainActor
    func testJourney_iPadLayout_AllRenderersAgreeWithTheModelAfterEveryStep() async throws {
        let titles = try runJourney(compact: false)
        // The items split side by side: the list column, then the focused detail column.
        XCTAssertEqual(
            titles,
            [
                "start: Onboarding",
                "UIKit taps Done: Login",
                "terminal: register: User Registration",
                "SwiftUI types an email: User Registration",
                "UIKit types a password: User Registration",
                "SwiftUI taps Cancel: Login",
                "UIKit types an email: Login",
                "terminal: set password nope: Login",
                "SwiftUI taps Login: Login",
                "SwiftUI types the password: Login",
                "UIKit taps Login: Menu > Items Home",
                "SwiftUI taps Browse: Menu > Items > Items",
                "UIKit picks row 2: Menu > Items > Items > Pencil",
                "terminal: list: Menu > Items > Pencil > Items",
                "SwiftUI taps Add Item: Menu > Items > Pencil > New Item",
                "terminal: add: Menu > Items > Pencil > New Item",
                "UIKit types a name: Menu > Items > Pencil > New Item",
                "SwiftUI taps Add: Menu > Items > Pencil > New Item [alert Nice!]",
                "UIKit answers the alert: Menu > Items > Pencil > New Item",
                "terminal: cancel: Menu > Items > Pencil > Items",
                "SwiftUI picks row 4: Menu > Items > Items > Ruler",
                "UIKit taps the Profile tab: Menu > Profile",
                "SwiftUI flips the toggle: Menu > Profile",
                "terminal: tab items: Menu > Items > Items > Ruler",
                "SwiftUI selects the Profile tab: Menu > Profile",
                "terminal: logout: Login",
            ])
    }

    /// Walks the journey with the items split laid out `compact` (an iPhone) or side by side (an
    /// iPad), checks every renderer's history against the model's, and returns the model's
    /// visible screen titles after each step, `step: titles`.
    @MainActor
    private func runJourney(compact: Bool) throws -> [String] {
        let app = try DemoApp.inMemory()
        let terminal = TerminalDemo(app: app)
        let uikit = UIKitDrawing(window: app.window)
        uikit.isCompact = compact
        let swiftUI = SwiftUIDrawing(window: app.window)
        app.adaptLayout(compact: compact)

        func command(_ line: String) -> Step {
            Step(name: "terminal: \(line)") {
                let reply = terminal.handle(line)
                XCTAssertEqual(reply.errors, [], "terminal: \(line)")
            }
        }
        let steps: [Step] = [
            Step(name: "start") { try app.start() },
            Step(name: "UIKit taps Done") { try uikit.send(.tap, to: "done") },
            // Registration, and back to Login.
            command("register"),
            Step(name: "SwiftUI types an email") { swiftUI.type("ada@example.com", into: "email") },
            Step(name: "UIKit types a password") { try uikit.send(.edit("secret1"), to: "password") },
            Step(name: "SwiftUI taps Cancel") { swiftUI.tap("cancel") },
            // Login: a wrong password, then the right one.
            Step(name: "UIKit types an email") { try uikit.send(.edit("demo@example.com"), to: "email") },
            command("set password nope"),
            Step(name: "SwiftUI taps Login") { swiftUI.tap("login") },
            Step(name: "SwiftUI types the password") { swiftUI.type("password", into: "password") },
            Step(name: "UIKit taps Login") { try uikit.send(.tap, to: "login") },
            // The items: browse, open an item.
            Step(name: "SwiftUI taps Browse") { swiftUI.tap("browse") },
            Step(name: "UIKit picks row 2") { try uikit.send(.select(row: 1), to: "items") },
            command("list"),
            // A new item, with its alert.
            Step(name: "SwiftUI taps Add Item") { swiftUI.tap("add") },
            command("add"),  // no name yet: the form says so
            Step(name: "UIKit types a name") { try uikit.send(.edit("Ruler"), to: "name") },
            Step(name: "SwiftUI taps Add") { swiftUI.tap("add") },
            Step(name: "UIKit answers the alert") { try uikit.chooseAlertAction("OK") },
            command("cancel"),
            Step(name: "SwiftUI picks row 4") { swiftUI.select(row: 3, of: "items") },
            // The profile and logout.
            Step(name: "UIKit taps the Profile tab") { try uikit.tapTab("Profile") },
            Step(name: "SwiftUI flips the toggle") { swiftUI.setToggle("notifications", to: false) },
            command("tab items"),
            Step(name: "SwiftUI selects the Profile tab") { try swiftUI.selectTab("Profile") },
            command("logout"),
        ]

        var names: [String] = []
        var model: [JourneyDrawing] = []
        var terminalHistory: [JourneyDrawing] = []
        var uikitHistory: [JourneyDrawing] = []
        var swiftUIHistory: [JourneyDrawing] = []
        var titles: [String] = []
        for step in steps {
            try step.perform()
            XCTAssertEqual(app.takeNotices().map(\.description), [], "after \(step.name)")
            names.append(step.name)
            model.append(ModelDrawing.describe(app.window))
            terminalHistory.append(TerminalDrawing.describe(terminal))
            uikitHistory.append(uikit.describe())
            swiftUIHistory.append(swiftUI.describe())
            let alert = model.last?.alert?.first.map { " [alert \($0)]" } ?? ""
            titles.append(
                "\(step.name): " + app.window.visibleScreens.map(\.title).joined(separator: " > ") + alert)
        }
        // The terminal does not draw a list's selection: it is compared without it.
        assertSameHistory("terminal", terminalHistory, as: model.map(\.withoutSelections), steps: names)
        assertSameHistory("UIKit", uikitHistory, as: model, steps: names)
        assertSameHistory("SwiftUI", swiftUIHistory, as: model, steps: names)
        return titles
    }

    /// Asserts that `renderer`'s whole history is the model's, and names the first step where
    /// they part with both drawings.
    private func assertSameHistory(
        _ renderer: String, _ drawn: [JourneyDrawing], as model: [JourneyDrawing], steps: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if let index = drawn.indices.first(where: { $0 >= model.count || drawn[$0] != model[$0] }) {
            XCTFail(
                """
                \(renderer) first disagrees with the model after step \(index + 1) "\(steps[index])":
                \(renderer):
                \(drawn[index])
                model:
                \(model[index])
                """, file: file, line: line)
        }
        XCTAssertEqual(drawn, model, "\(renderer)'s whole history", file: file, line: line)
    }
}
