import HeadlessFlow
import HeadlessFlowUIKit
import XCTest

final class UIKitControlPlanTests: XCTestCase {
    @MainActor func testInit_EveryKind_PicksItsUIKitControlWithoutSecureText() async throws {
        let screen = try FormScreen.make()
        try SceneDrawing(screen: screen).send(.edit("secret"), to: "password")
        let drawing = SceneDrawing(screen: screen)

        let plans = drawing.controls.map { UIKitControlPlan($0) { $0 == "Logo" } }

        XCTAssertEqual(
            plans.map(\.control),
            [
                .imageView(.asset("Logo"), accessibilityLabel: "Our logo"),
                .label(text: "Wrong password", role: .error),
                .textField(text: "ada@example.com", placeholder: "Email", isSecureTextEntry: false),
                .textField(text: nil, placeholder: "Password", isSecureTextEntry: true),
                .toggle(title: "Remember me", isOn: false),
                .list(rows: [.init(title: "Free", isSelected: false), .init(title: "Pro", isSelected: false)]
                ),
                .button(title: "Go"),
            ])
        XCTAssertEqual(
            plans.map(\.event),
            [
                nil, nil, .editingChanged, .editingChanged, .valueChanged, .rowSelected,
                .primaryActionTriggered,
            ])
        XCTAssertFalse("\(plans)".contains("secret"))
    }

    @MainActor func testInit_ImageNotInTheAssetCatalog_IsAnSFSymbol() async throws {
        let drawing = SceneDrawing(screen: try FormScreen.make())

        XCTAssertEqual(
            UIKitControlPlan(drawing.controls[0]) { _ in false }.control,
            .imageView(.symbol("Logo"), accessibilityLabel: "Our logo"))
    }

    @MainActor func testInit_SelectedRowAndLabelRoles_AreCheckedAndStyled() async throws {
        let screen = try FormScreen.make()
        let drawing = SceneDrawing(screen: screen)
        try drawing.send(.select(row: 1), to: "plans")
        screen.element(withID: "notice", as: LabelElement.self)?.text = "Saved"
        screen.element(withID: "notice")?.isHidden = false

        let plans = drawing.controls.map { UIKitControlPlan($0) { _ in false } }

        XCTAssertEqual(
            plans[5].control,
            .list(rows: [.init(title: "Free", isSelected: false), .init(title: "Pro", isSelected: true)]))
        XCTAssertEqual(plans[6].control, .label(text: "Saved", role: .notice))
        XCTAssertEqual(screen.history, ["plan"])
    }
}
