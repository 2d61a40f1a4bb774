import XCTest

@testable import HeadlessFlow

final class SceneElementTests: XCTestCase {
    private let location = SceneLocation(file: "T.json", line: 1, column: 1)

    @MainActor func testMake_BuildsTheSubclassOfEachKindInItsInitialState() async {
        let descriptions: [ElementDescription.Content] = [
            .label(text: "Hi"), .textField(placeholder: "Email", text: "a@b.c"),
            .secureTextField(placeholder: "Pw"),
            .button(title: "Go", action: "go"), .list(items: ["a"], action: nil),
            .toggle(title: "On", isOn: true, action: "t"),
            .imagePlaceholder(image: "Logo", accessibilityLabel: "L"),
        ]
        let elements = descriptions.enumerated().map { index, content in
            SceneElement.make(
                from: ElementDescription(
                    id: "e\(index)", content: content, isEnabled: index != 0, location: location))
        }
        var rendered: [String] = []
        for element in elements {
            switch element {
            case let label as LabelElement: rendered.append("label \(label.text) \(label.isEnabled)")
            case let field as TextFieldElement: rendered.append("field \(field.placeholder) \(field.text)")
            case let field as SecureTextFieldElement:
                rendered.append("secure \(field.placeholder) '\(field.text)'")
            case let button as ButtonElement:
                rendered.append("button \(button.title) \(button.actionName ?? "-")")
            case let list as ListElement: rendered.append("list \(list.items) \(list.actionName ?? "-")")
            case let toggle as ToggleElement: rendered.append("toggle \(toggle.title) \(toggle.isOn)")
            case let image as ImagePlaceholderElement:
                rendered.append("image \(image.image) \(image.accessibilityLabel ?? "-")")
            default: rendered.append("unexpected \(element)")
            }
        }
        XCTAssertEqual(
            rendered,
            [
                "label Hi false", "field Email a@b.c", "secure Pw ''", "button Go go", "list [\"a\"] -",
                "toggle On true", "image Logo L",
            ])
        XCTAssertEqual(elements.map(\.kind), ElementKind.allCases)
        XCTAssertEqual(elements.map(\.description), elements.map { "\($0.kind)(\($0.id))" })
    }

    @MainActor func testDescription_OfASecureTextField_NeverShowsTheText() async {
        let field = SecureTextFieldElement(id: "password", placeholder: "Password")
        field.text = "hunter2"
        XCTAssertEqual(field.description, "secureTextField(password)")
    }

    // MARK: Change observation

    @MainActor func testObserveChanges_RecordsEveryChangeInOrder() async throws {
        let field = TextFieldElement(id: "email", placeholder: "Email")
        let list = ListElement(id: "items", items: ["Pen", "Pencil"])
        let toggle = ToggleElement(id: "remember", title: "Remember me", isOn: false)
        var history: [String] = []
        let record: @MainActor (SceneElement) -> Void = { history.append("\($0.id)") }
        let tokens = [
            field.observeChanges(record), list.observeChanges(record), toggle.observeChanges(record),
        ]

        field.text = "ada@example.com"
        field.text = "ada@example.com"  // the same value: not a change
        try list.select(row: 1)
        try toggle.toggle()
        field.isEnabled = false
        list.items = ["Pen", "Pencil", "Eraser"]

        XCTAssertEqual(history, ["email", "items", "remember", "email", "items"])
        XCTAssertEqual(tokens.count, 3)
    }

    @MainActor func testObserveChanges_RefusedInteraction_IsNotAChange() async {
        let list = ListElement(id: "items", items: ["Pen"])
        var count = 0
        let token = list.observeChanges { _ in count += 1 }
        XCTAssertThrowsError(try list.select(row: 4))
        XCTAssertEqual(count, 0)
        _ = token
    }

    @MainActor func testObserveChanges_CancelledToken_ReceivesNothingMore() async {
        let label = LabelElement(id: "notice", text: "")
        var texts: [String] = []
        let token = label.observeChanges { texts.append(($0 as? LabelElement)?.text ?? "?") }
        label.text = "Item added!"
        token.cancel()
        label.text = ""
        XCTAssertEqual(texts, ["Item added!"])
    }
}
