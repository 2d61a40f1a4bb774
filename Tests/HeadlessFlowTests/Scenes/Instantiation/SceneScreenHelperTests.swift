import HeadlessFlow
import XCTest

@MainActor
private final class Tracker: SceneScreenHelper {
    var lines: [String] = []

    func screenDidAwake(_ screen: SceneScreen) {
        lines.append("awake \(screen.title)")
    }

    func screen(_ screen: SceneScreen, didReceive event: Screen.LifecycleEvent) {
        lines.append("\(event.name) \(screen.title)")
    }
}

/// A helper given as the whole dependency.
@MainActor
private final class TrackedScreen: DependentSceneScreen<Tracker>, Instantiable {
    override func awake() {
        dependencies.lines.append("screen's own awake")
    }
}

/// Helpers kept in a struct of dependencies, next to a value that is not one.
@MainActor
private final class ComposedScreen: DependentSceneScreen<ComposedScreen.Services>, Instantiable {
    struct Services {
        let tracker: Tracker
        let name: String
        let audit: Tracker
    }
    static var sceneName: String { "TrackedScreen" }
}

final class SceneScreenHelperTests: XCTestCase {
    @MainActor private func library() -> SceneLibrary {
        SceneLibrary(sources: [
            .strings(["TrackedScreen": #"{"version": 1, "title": "Tracked", "elements": []}"#])
        ])
    }

    @MainActor func testHelper_HearsAwakeThenEveryLifecycleCallback_WithoutWiring() async throws {
        let tracker = Tracker()
        let screen = try TrackedScreen.instantiate(with: tracker, from: library())
        let window = Navigation()

        try window.push(Screen(title: "Home"), animated: false)
        try window.push(screen, animated: true)
        try window.pop(animated: false)

        XCTAssertEqual(
            tracker.lines,
            [
                "screen's own awake", "awake Tracked", "didLoad Tracked", "willAppear Tracked",
                "didAppear Tracked", "willDisappear Tracked", "didDisappear Tracked",
            ])
    }

    @MainActor func testHelpers_InAStructOfDependencies_EachHearsIt() async throws {
        let services = ComposedScreen.Services(tracker: Tracker(), name: "x", audit: Tracker())
        let screen = try ComposedScreen.instantiate(with: services, from: library())
        try Navigation().push(screen, animated: false)

        XCTAssertEqual(
            services.tracker.lines,
            ["awake Tracked", "didLoad Tracked", "willAppear Tracked", "didAppear Tracked"])
        XCTAssertEqual(services.audit.lines, services.tracker.lines)
    }

    @MainActor func testScreen_Released_FreesTheHelperItHeld() async throws {
        weak var released: Tracker?
        weak var screen: TrackedScreen?
        do {
            let tracker = Tracker()
            released = tracker
            let built = try TrackedScreen.instantiate(with: tracker, from: library())
            screen = built
            try Navigation().push(built, animated: false)
        }
        XCTAssertNil(screen)
        XCTAssertNil(released)
    }
}
