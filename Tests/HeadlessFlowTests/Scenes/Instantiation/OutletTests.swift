import HeadlessFlow
import XCTest

/// `@Outlet` properties, `DependentSceneScreen` and `bindTitle(to:)`: a scene screen written with
/// no initializer, still checked when it is built.
@MainActor
private final class ProfileModel {
    @HeadlessFlow.Observable var displayName = "Ada"
    private(set) var saves = 0
    func save() { saves += 1 }
}

@MainActor
private final class ProfileScreen: DependentSceneScreen<ProfileModel>, Instantiable {
    @Outlet var name: LabelElement
    @Outlet("save") var saveButton: ButtonElement

    enum Action: String, CaseIterable { case save }

    func perform(_ action: Action) {
        switch action {
        case .save: dependencies.save()
        }
    }

    override func awake() {
        bindTitle(to: dependencies.$displayName)
        observe(dependencies.$displayName) { screen, name in screen.name.text = name }
    }
}

/// A subclass adds an outlet to those of its superclass; both are bound.
@MainActor
private class BaseFormScreen: SceneScreen {
    @Outlet var name: LabelElement
}

@MainActor
private final class FormScreen: BaseFormScreen, Instantiable {
    @Outlet("save") var saveButton: ButtonElement

    func perform(_ action: NoSceneActions) {}
    static let actions: [String: (FormScreen) -> () -> Void] = ["save": { _ in {} }]
}

@MainActor
private final class WrongKindScreen: SceneScreen, Instantiable {
    @Outlet var name: ButtonElement
    static let actions: [String: (WrongKindScreen) -> () -> Void] = ["save": { _ in {} }]
}

@MainActor
private final class MissingScreen: SceneScreen, Instantiable {
    @Outlet var avatar: ImagePlaceholderElement
    static let actions: [String: (MissingScreen) -> () -> Void] = ["save": { _ in {} }]
}

final class OutletTests: XCTestCase {
    @MainActor private func library(_ names: [String]) -> SceneLibrary {
        let scene = #"""
            {"version": 1, "title": "Profile", "elements": [
                {"kind": "label", "id": "name", "text": ""},
                {"kind": "button", "id": "save", "title": "Save", "action": "save"}
            ]}
            """#
        return SceneLibrary(sources: [.strings(Dictionary(uniqueKeysWithValues: names.map { ($0, scene) }))])
    }

    @MainActor func testOutlets_BoundByNameOrID_DependenciesKept_TitleFollowsTheViewModel() async throws {
        let model = ProfileModel()
        let screen = try ProfileScreen.instantiate(with: model, from: library(["ProfileScreen"]))

        XCTAssertIdentical(screen.name, screen.element(withID: "name"))
        XCTAssertIdentical(screen.saveButton, screen.element(withID: "save"))
        XCTAssertIdentical(screen.dependencies, model)
        XCTAssertEqual([screen.title, screen.name.text], ["Ada", "Ada"])
        model.displayName = "Grace"
        XCTAssertEqual([screen.title, screen.name.text], ["Grace", "Grace"])
        try screen.saveButton.tap()
        XCTAssertEqual(model.saves, 1)
    }

    @MainActor func testOutlets_OfASuperclass_AreBoundToo() async throws {
        let screen = try FormScreen.instantiate(from: library(["FormScreen"]))
        XCTAssertEqual([screen.name.id, screen.saveButton.id], ["name", "save"])
    }

    @MainActor func testOutlet_OfTheWrongKind_IsRefusedWhenTheScreenIsBuilt() async throws {
        XCTAssertThrowsError(try WrongKindScreen.instantiate(from: library(["WrongKindScreen"]))) { error in
            guard
                case .outletKindMismatch(let id, let expected, let found, let screen, _) = error
                    as? SceneError
            else { return XCTFail("\(error)") }
            XCTAssertEqual([id, "\(expected)", "\(found)"], ["name", "button", "label"])
            XCTAssertTrue(screen.contains("WrongKindScreen"), screen)
        }
    }

    @MainActor func testOutlet_MissingFromTheScene_IsRefusedWhenTheScreenIsBuilt() async throws {
        XCTAssertThrowsError(try MissingScreen.instantiate(from: library(["MissingScreen"]))) { error in
            guard case .outletMissing(let id, let expected, let screen, _) = error as? SceneError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(id, "avatar")
            XCTAssertEqual(expected, .imagePlaceholder)
            XCTAssertTrue(screen.contains("MissingScreen"), screen)
        }
    }

    @MainActor func testScreenWithOutlets_Released_IsFreedWithItsViewModelObservation() async throws {
        let model = ProfileModel()
        weak var released: ProfileScreen?
        do {
            let screen = try ProfileScreen.instantiate(with: model, from: library(["ProfileScreen"]))
            released = screen
            XCTAssertNotNil(released)
        }
        XCTAssertNil(released)
        model.displayName = "after"  // nothing observes it any more
    }
}
