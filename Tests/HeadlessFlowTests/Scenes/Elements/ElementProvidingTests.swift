import HeadlessFlow
import XCTest

final class ElementProvidingTests: XCTestCase {
    @MainActor private final class WelcomeScreen: Screen, ElementProviding {
        var history: [String] = []

        init() { super.init(title: "Welcome") }

        lazy var elements: [SceneElement] = [
            LabelElement(id: "pitch", text: "Hi"),
            ButtonElement("Continue") { [unowned self] in history.append("continue") },
        ]
    }

    @MainActor func testOfferedElements_PlainScreenDeclaringThem_AreItsElementsEveryRead() async throws {
        let screen = WelcomeScreen()

        let first = screen.offeredElements
        try (first[1] as? ButtonElement)?.tap()

        XCTAssertEqual(first.map(\.description), ["label(pitch)", "button(Continue)"])
        XCTAssertTrue(zip(first, screen.offeredElements).allSatisfy { $0 === $1 })
        XCTAssertEqual(screen.history, ["continue"])
    }

    @MainActor func testOfferedElements_ScreenWithoutDeclaration_IsEmpty() async {
        XCTAssertEqual(Screen(title: "Plain").offeredElements.map(\.description), [])
    }

    @MainActor func testOfferedElements_SceneScreen_AreItsSceneElements() async throws {
        final class Page: SceneScreen, Instantiable {}
        let scene =
            #"{"version": 1, "title": "Page", "elements": [{"kind": "label", "id": "a", "text": "A"}]}"#
        let page = try Page.instantiate(from: SceneLibrary(sources: [.strings(["Page": scene])]))

        XCTAssertTrue(page.offeredElements.elementsEqual(page.elements) { $0 === $1 })
        XCTAssertEqual(page.offeredElements.map(\.description), ["label(a)"])
    }

    @MainActor func testOfferedElements_HiddenElement_IsLeftOutUntilShown() async throws {
        let screen = WelcomeScreen()
        var history: [String] = []
        let token = screen.elements[0].observeChanges { history.append("\($0) hidden \($0.isHidden)") }

        screen.elements[0].isHidden = true
        let whileHidden = screen.offeredElements.map(\.description)
        screen.elements[0].isHidden = true
        screen.elements[0].isHidden = false

        XCTAssertEqual(whileHidden, ["button(Continue)"])
        XCTAssertEqual(screen.offeredElements.map(\.description), ["label(pitch)", "button(Continue)"])
        XCTAssertEqual(history, ["label(pitch) hidden true", "label(pitch) hidden false"])
        token.cancel()
    }

    @MainActor func testObserveElementList_Default_IsAFixedList() async {
        XCTAssertNil(WelcomeScreen().observeElementList {})
    }

    @MainActor func testLifetime_ScreenDeclaringElements_IsFreedWithItsElements() async throws {
        var screen: WelcomeScreen? = WelcomeScreen()
        try (screen?.elements[1] as? ButtonElement)?.tap()
        weak let weakScreen = screen
        weak let weakButton = screen?.elements[1]

        screen = nil

        XCTAssertNil(weakScreen)
        XCTAssertNil(weakButton)
    }
}
