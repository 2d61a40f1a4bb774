import HeadlessFlow
import XCTest

/// One screen type, two coordinators: each instance is wired to the coordinator that built it.
@MainActor
private final class ConfirmScreen: DependentSceneScreen<ConfirmScreen.Wiring>, Instantiable {
    struct Wiring {
        let confirm: @MainActor () -> Void
    }

    @Outlet("ok") var okButton: ButtonElement

    enum Action: String, CaseIterable { case confirm }

    func perform(_ action: Action) {
        switch action {
        case .confirm: dependencies.confirm()
        }
    }
}

@MainActor
private final class Flow: Coordinator {
    let context: CoordinatorContext
    let name: String
    let library: SceneLibrary
    private(set) var confirmations = 0
    private(set) var screen: ConfirmScreen?

    init(_ name: String, navigation: Navigation, library: SceneLibrary) {
        self.name = name
        self.library = library
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        let screen = try ConfirmScreen.instantiate(
            with: ConfirmScreen.Wiring(confirm: intent { flow in flow.confirmations += 1 }), from: library)
        screen.title = "Confirm \(name)"
        self.screen = screen
        try move(to: screen, animated: animated)
    }
}

final class SharedScreenTypeTests: XCTestCase {
    @MainActor func testOneScreenType_UnderTwoCoordinators_EachInstanceReachesItsOwn() async throws {
        let library = SceneLibrary(sources: [
            .strings([
                "ConfirmScreen": #"""
                {"version": 1, "title": "Confirm", "elements": [
                    {"kind": "button", "id": "ok", "title": "OK", "action": "confirm"}
                ]}
                """#
            ])
        ])
        let window = Navigation()
        let first = Flow("first", navigation: window, library: library)
        try first.startAsRoot(animated: false)
        let second = Flow("second", navigation: Navigation(), library: library)
        try first.present(child: second, animated: false)

        try second.screen?.okButton.tap()
        try second.screen?.okButton.tap()
        try first.screen?.okButton.tap()

        XCTAssertEqual([first.confirmations, second.confirmations], [1, 2])
        XCTAssertFalse(first.screen === second.screen)
        XCTAssertEqual(window.visibleScreens.map(\.title), ["Confirm second"])
    }
}
