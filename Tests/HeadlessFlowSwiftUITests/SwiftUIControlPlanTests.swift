import HeadlessFlow
import HeadlessFlowSwiftUI
import XCTest

final class SwiftUIControlPlanTests: XCTestCase {
    @MainActor func testInit_EveryKind_PicksItsSwiftUIView() async throws {
        let drawing = SceneDrawing(screen: try FormScreen.make())

        let plans = drawing.controls.map { SwiftUIControlPlan($0) { _ in false } }

        XCTAssertEqual(
            plans.map(\.control),
            [
                .image(.symbol("Logo"), accessibilityLabel: "Our logo"),
                .text("Wrong password", role: .error),
                .textField(placeholder: "Email"),
                .secureField(placeholder: "Password"),
                .toggle(title: "Remember me"),
                .list(rows: ["Free", "Pro"]),
                .button(title: "Go"),
            ])
        XCTAssertEqual(plans.map(\.id), ["logo", "error", "email", "password", "remember", "plans", "go"])
    }

    @MainActor func testInit_ImageInTheAssetCatalog_IsTheAsset() async throws {
        let drawing = SceneDrawing(screen: try FormScreen.make())

        XCTAssertEqual(
            SwiftUIControlPlan(drawing.controls[0]) { $0 == "Logo" }.control,
            .image(.asset("Logo"), accessibilityLabel: "Our logo"))
    }
}
