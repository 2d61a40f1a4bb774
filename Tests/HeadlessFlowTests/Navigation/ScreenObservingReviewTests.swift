import Foundation
import HeadlessFlow
import XCTest

/// Regression found in review: ending observations from inside the first delivery.
final class ScreenObservingReviewTests: XCTestCase {
    /// `removeObservers()` called from the handler during the first (synchronous) delivery must end
    /// the observation: "Ends every observation this screen started with observe(_:_:); nothing more
    /// is delivered."
    @MainActor
    func testScreenObserve_RemoveObserversInsideFirstDelivery_NothingMoreDelivered() async {
        let model = CounterViewModel()
        let screen = Screen(title: "s")
        var received: [Int] = []

        screen.observe(model.$count) { screen, count in
            received.append(count)
            screen.removeObservers()
        }
        model.count = 1
        model.count = 2

        XCTAssertEqual(received, [0], "observation survived removeObservers()")
    }
}
