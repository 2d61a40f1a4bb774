import HeadlessFlow
import XCTest

@testable import HeadlessFlowUIKit

final class UIKitGestureErrorTests: XCTestCase {
    func testIsSafeToIgnore_StaleOrVetoed_IsTrueAndARuleUIKitBroke_IsFalse() {
        let navigation = NavigationID(rawValue: 1)
        let screen = ScreenID(rawValue: 2)
        let errors: [UIKitGestureError] = [
            .navigationGone(navigation),
            .screenGone(screen, navigation: navigation),
            .presentationGone(navigation),
            .tabBarGone(screen),
            .tabGone(index: 1, tabBar: screen),
            .refused(.vetoed(change: .dismissed(navigation, top: nil), reason: "unsaved")),
            .refused(.notDismissable(navigation: navigation)),
        ]

        XCTAssertEqual(errors.map(\.isSafeToIgnore), [true, true, true, true, true, true, false])
    }

    func testDescription_NamesWhatWasStaleAndSaysUIKitFollowsTheModel() {
        XCTAssertEqual(
            UIKitGestureError.screenGone(ScreenID(rawValue: 2), navigation: NavigationID(rawValue: 1))
                .description,
            "UIKit showed screen#2, which is no longer in navigation#1; UIKit is brought back to the model.")
    }
}
