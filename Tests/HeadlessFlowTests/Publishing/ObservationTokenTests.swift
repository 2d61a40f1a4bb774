import HeadlessFlow
import XCTest

final class ObservationTokenTests: XCTestCase {
    func testCancel_CalledTwice_RunsActionOnce() {
        let count = Counter()
        let token = ObservationToken { count.increment() }
        token.cancel()
        token.cancel()
        XCTAssertEqual(count.value, 1)
        XCTAssertTrue(token.isCancelled)
    }
}

final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}
