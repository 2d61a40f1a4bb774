import Foundation
import HeadlessFlow
import HeadlessFlowTesting
import XCTest

final class ValuePublishersCombineLatestTests: XCTestCase {
    private final class LoginForm: @unchecked Sendable {
        @HeadlessFlow.Observable var email = ""
        @HeadlessFlow.Observable var password = ""
    }

    private struct Pair: Equatable, Sendable {
        let email: String
        let password: String
    }

    func testCombineLatest_OnSubscribing_DeliversCurrentPairAtOnce() {
        let form = LoginForm()
        form.email = "a@b.c"
        let recorder = ValueRecorder<Pair>()

        let token = form.$email.combineLatest(form.$password).map(Pair.init).sink(recorder.observer)

        XCTAssertEqual(recorder.values, [Pair(email: "a@b.c", password: "")])
        withExtendedLifetime(token) {}
    }

    func testCombineLatest_EitherSideChanges_DeliversLatestPair() {
        let form = LoginForm()
        let recorder = ValueRecorder<Pair>()
        let token = form.$email.combineLatest(form.$password).map(Pair.init).sink(recorder.observer)

        form.email = "a"
        form.password = "secret"
        form.email = "ab"

        XCTAssertEqual(
            recorder.values,
            [
                Pair(email: "", password: ""), Pair(email: "a", password: ""),
                Pair(email: "a", password: "secret"), Pair(email: "ab", password: "secret"),
            ]
        )
        withExtendedLifetime(token) {}
    }

    func testCombineLatest_Cancelled_StopsBothSides() {
        let form = LoginForm()
        let recorder = ValueRecorder<Pair>()
        let token = form.$email.combineLatest(form.$password).map(Pair.init).sink(recorder.observer)

        token.cancel()
        form.email = "a"
        form.password = "b"

        XCTAssertEqual(recorder.values, [Pair(email: "", password: "")])
        XCTAssertTrue(token.isCancelled)
    }

    func testCombineLatest_ObserverSetsOtherSide_QueuedNotNested() {
        let form = LoginForm()
        let events = ValueRecorder<String>()
        let token = form.$email.combineLatest(form.$password).sink { email, password in
            events.append("begin \(email)/\(password)")
            if email == "a" && password.isEmpty { form.password = "filled" }
            events.append("end")
        }

        form.email = "a"

        XCTAssertEqual(
            events.values,
            ["begin /", "end", "begin a/", "end", "begin a/filled", "end"]
        )
        withExtendedLifetime(token) {}
    }

    func testCombineLatest_SidesSetFromTwoThreads_PairsArriveOneAtATimeEndingWithFinalValues() {
        let form = LoginForm()
        let pairs = ValueRecorder<Pair>()
        let overlap = OverlapDetector()
        let token = form.$email.combineLatest(form.$password).sink { email, password in
            overlap.run { pairs.append(Pair(email: email, password: password)) }
        }

        let group = DispatchGroup()
        for side in 0..<2 {
            group.enter()
            Thread {
                for value in 1...500 {
                    if side == 0 { form.email = "\(value)" } else { form.password = "\(value)" }
                }
                group.leave()
            }.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)

        XCTAssertFalse(overlap.overlapped, "the observer ran on two threads at once")
        XCTAssertEqual(pairs.values.last, Pair(email: "500", password: "500"))
        let emails = pairs.values.compactMap { Int($0.email) }
        XCTAssertEqual(emails, emails.sorted(), "email values arrived out of order")
        withExtendedLifetime(token) {}
    }
}
