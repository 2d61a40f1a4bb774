import HeadlessFlow
import XCTest

@testable import DemoKit

final class DemoScreensTests: XCTestCase {
    @MainActor
    func testEveryScreen_BuiltByNameFromBundledScene_HasItsTitle() async throws {
        let directory = try TemporaryDirectory()
        let factory = try ScreenFactory(
            library: ScreenFactory.bundledLibrary, store: DemoStore(fileURL: directory.dataFile))
        XCTAssertEqual(factory.registry.validate().mapValues(\.description), [:])
        let titles = try DemoScreens.all.map { type in
            try factory.registry.instantiate(named: String(describing: type)).title
        }
        XCTAssertEqual(
            titles,
            [
                "Onboarding", "Login", "User Registration", "Success", "Items Home", "Items", "Item",
                "New Item",
                "Profile",
            ])
        XCTAssertEqual(
            factory.registry.registeredNames, DemoScreens.all.map { String(describing: $0) }.sorted())
    }

    @MainActor
    func testLoginScreen_Tapped_ForwardsFieldsToViewModel() async throws {
        let directory = try TemporaryDirectory()
        let store = DemoStore(fileURL: directory.dataFile)
        let factory = try ScreenFactory(library: ScreenFactory.bundledLibrary, store: store)
        let viewModel = LoginViewModel(store: store)
        var events: [String] = []
        viewModel.onLoggedIn = { events.append("logged in \($0.email)") }
        viewModel.onRegister = { events.append("register") }
        let screen = try factory.make(LoginScreen.self, with: viewModel)

        screen.email.text = "demo@example.com"
        screen.password.text = "password"
        try screen.element(withID: "login", as: ButtonElement.self)?.tap()
        try screen.element(withID: "register", as: ButtonElement.self)?.tap()

        XCTAssertEqual(events, ["logged in demo@example.com", "register"])
        XCTAssertEqual(screen.password.text, "", "the view-model's state cleared the password")
    }
}
