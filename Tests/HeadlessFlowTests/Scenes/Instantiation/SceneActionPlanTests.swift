import HeadlessFlow
import XCTest

/// A screen type's action handlers are resolved once per scene and kept with it: later screens
/// are wired without reading `actions` again, until the library forgets the scene.
@MainActor
private final class CountingScreen: SceneScreen, Instantiable {
    nonisolated(unsafe) static var actionReads = 0
    private(set) var taps: [String] = []

    static var actions: [String: (CountingScreen) -> () -> Void] {
        actionReads += 1
        return ["go": { screen in { screen.taps.append("go") } }]
    }
}

@MainActor
private final class OtherScreen: SceneScreen, Instantiable {
    static var sceneName: String { "CountingScreen" }
    private(set) var performed: [Action] = []
    enum Action: String, CaseIterable { case go }
    func perform(_ action: Action) { performed.append(action) }
}

@MainActor
private final class UnhandledScreen: SceneScreen, Instantiable {
    static var sceneName: String { "CountingScreen" }
}

final class SceneActionPlanTests: XCTestCase {
    @MainActor private func library() -> SceneLibrary {
        SceneLibrary(sources: [
            .strings([
                "CountingScreen": #"""
                {"version": 1, "title": "Count", "elements": [
                    {"kind": "label", "id": "note", "text": ""},
                    {"kind": "button", "id": "go", "title": "Go", "action": "go"}
                ]}
                """#
            ])
        ])
    }

    @MainActor func testActions_ReadOncePerSceneAndType_EachScreenWiredToItself() async throws {
        CountingScreen.actionReads = 0
        let library = library()
        let first = try CountingScreen.instantiate(from: library)
        let second = try CountingScreen.instantiate(from: library)
        try second.element(withID: "go", as: ButtonElement.self)?.tap()
        try first.element(withID: "go", as: ButtonElement.self)?.tap()
        try first.element(withID: "go", as: ButtonElement.self)?.tap()

        XCTAssertEqual(CountingScreen.actionReads, 1)
        XCTAssertEqual([first.taps, second.taps], [["go", "go"], ["go"]])
        library.removeCachedScenes()
        _ = try CountingScreen.instantiate(from: library)
        XCTAssertEqual(CountingScreen.actionReads, 2, "a scene read again resolves its actions again")
    }

    @MainActor func testTwoTypesOnOneScene_EachHasItsOwnHandlers() async throws {
        let library = library()
        let counting = try CountingScreen.instantiate(from: library)
        let other = try OtherScreen.instantiate(from: library)
        try other.element(withID: "go", as: ButtonElement.self)?.tap()

        XCTAssertEqual(other.performed, [.go])
        XCTAssertEqual(counting.taps, [])
    }

    @MainActor func testAMissingHandler_IsReportedEveryTime_AndBuildsNoScreen() async throws {
        let library = library()
        for _ in 0..<2 {
            XCTAssertThrowsError(try UnhandledScreen.instantiate(from: library)) { error in
                guard case .actionWithoutHandler(let name, let element, _, _) = error as? SceneError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual([name, element], ["go", "go"])
            }
        }
        XCTAssertNoThrow(try OtherScreen.instantiate(from: library))
    }

    @MainActor func testScreen_Released_IsFreedThoughTheSceneKeepsItsHandlers() async throws {
        let library = library()
        weak var released: CountingScreen?
        var button: ButtonElement?
        do {
            let screen = try CountingScreen.instantiate(from: library)
            released = screen
            button = screen.element(withID: "go", as: ButtonElement.self)
        }
        XCTAssertNil(released)
        XCTAssertNoThrow(try button?.tap(), "an element outliving its screen runs nothing")
    }
}
