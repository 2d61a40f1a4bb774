import HeadlessFlow
import XCTest

// The "Less wiring" block of Docs/SceneFiles.md.

enum SceneFilesOutletsSnippets {
    @MainActor
    final class ProfileViewModel {
        @HeadlessFlow.Observable var displayName = "Ada"
        private(set) var loggedOut = false
        func logOut() { loggedOut = true }
    }

    final class ProfileScreen: DependentSceneScreen<ProfileViewModel>, Instantiable {
        @Outlet var name: LabelElement  // the element with id "name"
        @Outlet("logOut") var logOutButton: ButtonElement  // another id than the property's name

        enum Action: String, CaseIterable { case logOut }

        func perform(_ action: Action) {
            switch action {
            case .logOut: dependencies.logOut()
            }
        }

        override func awake() {
            bindTitle(to: dependencies.$displayName)  // the title comes from the view-model
            observe(dependencies.$displayName) { screen, name in screen.name.text = name }
        }
    }

    @MainActor
    static func profileFromCode() throws -> ProfileScreen {
        let profileScene = try SceneDescription(
            name: "ProfileScreen", title: "Profile",
            elements: [
                .label("name"),
                .button("logOut", title: "Log out", action: "logOut"),
            ])
        let codeLibrary = SceneLibrary(sources: [.scenes([profileScene])])
        let fromCode = try ProfileScreen.instantiate(with: ProfileViewModel(), from: codeLibrary)
        return fromCode
    }

    @MainActor
    static func profile(from library: SceneLibrary) throws -> ProfileScreen {
        let profile = try ProfileScreen.instantiate(with: ProfileViewModel(), from: library)
        print(profile.title, profile.name.text)  // Ada Ada
        return profile
    }
}

final class SceneFilesOutletsSnippetsTests: XCTestCase {
    @MainActor func testProfileFromCode_IsBuiltAsFromAFile() async throws {
        let profile = try SceneFilesOutletsSnippets.profileFromCode()
        XCTAssertEqual([profile.title, profile.name.text], ["Ada", "Ada"])
        try profile.logOutButton.tap()
        XCTAssertTrue(profile.dependencies.loggedOut)
    }

    @MainActor func testProfile_OutletsBound_TitleAndNameFollowTheViewModel_LogOutTapped() async throws {
        let library = SceneLibrary(sources: [
            .strings([
                "ProfileScreen": #"""
                {"version": 1, "title": "Profile", "elements": [
                    {"kind": "label", "id": "name", "text": ""},
                    {"kind": "button", "id": "logOut", "title": "Log out", "action": "logOut"}
                ]}
                """#
            ])
        ])
        let profile = try SceneFilesOutletsSnippets.profile(from: library)
        XCTAssertEqual([profile.title, profile.name.text], ["Ada", "Ada"])
        profile.dependencies.displayName = "Grace"
        XCTAssertEqual([profile.title, profile.name.text], ["Grace", "Grace"])
        try profile.logOutButton.tap()
        XCTAssertTrue(profile.dependencies.loggedOut)
    }
}
