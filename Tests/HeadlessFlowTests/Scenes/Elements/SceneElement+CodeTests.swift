import HeadlessFlow
import XCTest

final class SceneElementCodeTests: XCTestCase {
    @MainActor private final class ProfileViewModel {
        @HeadlessFlow.Observable var name = "Ada"
        @HeadlessFlow.Observable var posts = ["One"]
    }

    @MainActor func testButton_Tapped_RunsItsClosureUnlessDisabled() async throws {
        var history: [String] = []
        let button = ButtonElement("Continue") { history.append("continue") }

        try button.tap()
        button.isEnabled = false
        XCTAssertThrowsError(try button.tap())

        XCTAssertEqual(history, ["continue"])
        XCTAssertEqual(
            [button.id, button.title, button.description], ["Continue", "Continue", "button(Continue)"])
    }

    @MainActor func testToggle_Flipped_HandsItsNewState() async throws {
        var history: [Bool] = []
        let toggle = ToggleElement(id: "alerts", title: "Alerts") { history.append($0) }

        try toggle.toggle()
        toggle.isOn = false  // from code: no action, as with UISwitch
        try toggle.toggle()
        try toggle.toggle()

        XCTAssertEqual(history, [true, true, false])
    }

    @MainActor func testList_RowPicked_HandsItsIndex() async throws {
        var history: [Int] = []
        let list = ListElement(id: "posts", items: ["A", "B"]) { history.append($0) }

        try list.select(row: 1)
        try list.select(row: 0)
        XCTAssertThrowsError(try list.select(row: 2))

        XCTAssertEqual(history, [1, 0])
    }

    @MainActor func testTextField_Edited_HandsEveryNewText() async {
        var history: [String] = []
        let field = TextFieldElement(id: "email", placeholder: "Email", text: "a") { history.append($0) }

        field.text = "ab"
        field.text = "ab"
        field.text = ""

        XCTAssertEqual(history, ["ab", ""])
    }

    @MainActor func testBoundLabelAndList_ViewModelPublishes_FollowIt() async {
        let viewModel = ProfileViewModel()
        let label = LabelElement(id: "name", text: viewModel.$name)
        var rows: [Int] = []
        let list = ListElement(id: "posts", items: viewModel.$posts) { rows.append($0) }
        var history: [String] = [label.text]

        viewModel.name = "Grace"
        history.append(label.text)
        viewModel.posts = ["One", "Two"]

        XCTAssertEqual(history, ["Ada", "Grace"])
        XCTAssertEqual(list.items, ["One", "Two"])
    }

    @MainActor func testBoundTextField_BothWays_FollowsTheViewModelAndHandsBackTyping() async {
        let viewModel = ProfileViewModel()
        var edits: [String] = []
        let field = TextFieldElement(id: "name", placeholder: "Name", text: viewModel.$name) {
            edits.append($0)
            viewModel.name = $0
        }
        var texts = [field.text]

        field.text = "Linus"  // the user types
        texts.append(viewModel.name)
        viewModel.name = "Grace"  // the view-model changes it
        texts.append(field.text)

        XCTAssertEqual(texts, ["Ada", "Linus", "Grace"])
        XCTAssertEqual(edits, ["Ada", "Linus", "Grace"])
    }

    @MainActor func testSecureField_Edited_HandsTheTextOnlyToItsClosure() async {
        var history: [String] = []
        let field = SecureTextFieldElement(id: "password", placeholder: "Password") { history.append($0) }

        field.text = "hunter2"

        XCTAssertEqual(history, ["hunter2"])
        XCTAssertEqual(field.description, "secureTextField(password)")
        XCTAssertFalse("\(field) \(String(reflecting: field))".contains("hunter2"))
    }

    @MainActor func testLifetime_BoundLabelDropped_IsFreedAndTheViewModelStillPublishes() async {
        let viewModel = ProfileViewModel()
        var label: LabelElement? = LabelElement(id: "name", text: viewModel.$name)
        weak let weakLabel = label

        label = nil
        viewModel.name = "Grace"

        XCTAssertNil(weakLabel)
        XCTAssertEqual(viewModel.name, "Grace")
    }
}
