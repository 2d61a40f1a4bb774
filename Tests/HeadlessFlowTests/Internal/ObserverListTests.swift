import Foundation
import HeadlessFlow
import XCTest

/// Regression found in review: a removed handler must be freed after the list's lock.
final class ObserverListTests: XCTestCase {
    /// Cancelling an element observation releases its handler; if the handler owned another token of
    /// the same element, that token's deinit cancels it. This must not deadlock.
    @MainActor
    func testElementObserveChanges_CancelReleasesHandlerOwningSiblingToken_DoesNotDeadlock() async {
        final class Holder: @unchecked Sendable { var token: ObservationToken? }
        let element = LabelElement(id: "a", text: "")
        var holder: Holder? = Holder()
        holder!.token = element.observeChanges { _ in }
        let token = element.observeChanges { [holder] _ in _ = holder }
        holder = nil

        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            token.cancel()  // releases the handler -> Holder -> sibling token -> cancel -> same lock
            done.signal()
        }
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 3), .success, "cancel() deadlocked in ObserverList")
    }
}
