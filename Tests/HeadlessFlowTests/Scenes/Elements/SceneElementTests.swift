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
}
