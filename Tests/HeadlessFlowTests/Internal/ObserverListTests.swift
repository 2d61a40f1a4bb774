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

/// Delivery through `Navigation.observeEvents` and `SceneElement.observeChanges`: in order, once
/// per observer, and nothing to an observer cancelled meanwhile.
final class ObserverListDeliveryTests: XCTestCase {
    @MainActor private func pushPop(_ navigation: Navigation) throws {
        try navigation.push(Screen(title: "pushed"), animated: false)
        try navigation.pop(animated: false)
    }

    @MainActor func testDeliver_ManyObservers_EachGetsEveryEventInRegistrationOrder() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "root"), animated: false)
        var log: [String] = []
        var tokens: [ObservationToken] = []
        for index in 0..<50 {
            tokens.append(navigation.observeEvents { log.append("\(index):\($0.change.kind)") })
        }

        try pushPop(navigation)

        XCTAssertEqual(log, (0..<50).map { "\($0):pushed" } + (0..<50).map { "\($0):popped" })
        XCTAssertEqual(tokens.count, 50)
    }

    @MainActor func testDeliver_ObserverCancelledByEarlierObserver_GetsNothingMore() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "root"), animated: false)
        var log: [String] = []
        var second: ObservationToken?
        let first = navigation.observeEvents { event in
            log.append("first \(event.change.kind)")
            second?.cancel()
        }
        second = navigation.observeEvents { log.append("second \($0.change.kind)") }

        try pushPop(navigation)

        XCTAssertEqual(log, ["first pushed", "first popped"])
        XCTAssertTrue(try XCTUnwrap(second).isCancelled)
        XCTAssertFalse(first.isCancelled)
    }

    @MainActor func testDeliver_ObserverWhoseTokenAnEarlierObserverReleases_GetsNothingMore() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "root"), animated: false)
        var log: [String] = []
        var second: ObservationToken?
        let first = navigation.observeEvents { event in
            log.append("first \(event.change.kind)")
            second = nil  // the last reference: the token's deinit cancels it
        }
        second = navigation.observeEvents { log.append("second \($0.change.kind)") }

        try pushPop(navigation)

        XCTAssertEqual(log, ["first pushed", "first popped"])
        XCTAssertNil(second)
        blackHole(first)
    }

    @MainActor func testDeliver_ObserverCancelsItself_GetsOnlyTheEventItWasHandling() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "root"), animated: false)
        var log: [String] = []
        var token: ObservationToken?
        token = navigation.observeEvents { event in
            log.append("\(event.change.kind)")
            token?.cancel()
        }
        let witness = navigation.observeEvents { log.append("witness \($0.change.kind)") }

        try pushPop(navigation)

        XCTAssertEqual(log, ["pushed", "witness pushed", "witness popped"])
        blackHole(witness)
    }

    @MainActor func testDeliver_ObserverAddedDuringADelivery_StartsWithTheNextEvent() async throws {
        let navigation = Navigation()
        try navigation.push(Screen(title: "root"), animated: false)
        var log: [String] = []
        var late: ObservationToken?
        let first = navigation.observeEvents { event in
            log.append("first \(event.change.kind)")
            if late == nil { late = navigation.observeEvents { log.append("late \($0.change.kind)") } }
        }

        try pushPop(navigation)

        XCTAssertEqual(log, ["first pushed", "first popped", "late popped"])
        blackHole((first, late))
    }

    @MainActor func testDeliver_ElementObservers_SameRules() async throws {
        let element = LabelElement(id: "label", text: "")
        var log: [String] = []
        var second: ObservationToken?
        let first = element.observeChanges { changed in
            log.append("first \((changed as? LabelElement)?.text ?? "?")")
            second?.cancel()
        }
        second = element.observeChanges { _ in log.append("second") }

        element.text = "a"
        element.text = "b"

        XCTAssertEqual(log, ["first a", "first b"])
        blackHole(first)
    }

    /// Cancelling from another thread while the main actor delivers: no data race (run under
    /// ThreadSanitizer in CI), and once the cancellation has returned, nothing more arrives.
    @MainActor func testDeliver_CancelledFromAnotherThreadDuringDeliveries_NothingArrivesAfterward()
        async throws
    {
        let navigation = Navigation()
        try navigation.push(Screen(title: "root"), animated: false)
        var received = 0
        var receivedAfterCancel = 0
        let cancelled = Flag()
        let token = navigation.observeEvents { _ in
            received += 1
            if cancelled.isSet { receivedAfterCancel += 1 }
        }
        let done = DispatchSemaphore(value: 0)
        let deliveriesStarted = DispatchSemaphore(value: 0)
        let thread = Thread {
            // Cancels only once deliveries run: a loaded machine may otherwise let this thread
            // finish before the first push.
            deliveriesStarted.wait()
            usleep(2_000)
            token.cancel()
            cancelled.set()
            done.signal()
        }
        thread.start()
        try pushPop(navigation)
        var pushes = 1
        deliveriesStarted.signal()
        while done.wait(timeout: .now()) == .timedOut {
            try pushPop(navigation)
            pushes += 1
        }
        let receivedWhenDone = received
        try pushPop(navigation)

        XCTAssertTrue(token.isCancelled)
        XCTAssertEqual(received, receivedWhenDone, "nothing arrives once the cancellation has returned")
        XCTAssertLessThanOrEqual(
            receivedAfterCancel, 1, "at most the event being delivered while it cancelled")
        XCTAssertGreaterThan(pushes, 0)
    }
}

/// A flag set on one thread and read on another.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

@inline(never)
private func blackHole<T>(_ value: T) {
    _ = value
}

extension NavigationEvent.Change {
    /// The case name alone, for short logs.
    fileprivate var kind: String {
        switch self {
        case .pushed: "pushed"
        case .popped: "popped"
        case .replaced: "replaced"
        case .presented: "presented"
        case .dismissed: "dismissed"
        case .itemAdded: "itemAdded"
        case .itemRemoved: "itemRemoved"
        case .pageTurned: "pageTurned"
        case .visibilityChanged: "visibilityChanged"
        case .collapsed: "collapsed"
        case .expanded: "expanded"
        case .itemSelected: "itemSelected"
        case .itemChanged: "itemChanged"
        case .alertPresented: "alertPresented"
        case .alertDismissed: "alertDismissed"
        }
    }
}
