import HeadlessFlow
import XCTest

final class ChildOutcomeTests: XCTestCase {
    func testCancellationReasonDescription_IsTheCaseAsWrittenInCode() {
        let reasons: [CancellationReason] = [
            .finishedWithoutOutput, .removed(by: .userInteraction), .removed(by: .deepLink), .replaced,
            .parentFinished, .tabRemoved,
        ]
        XCTAssertEqual(
            reasons.map(String.init(describing:)),
            [
                "finishedWithoutOutput", "removed(by: userInteraction)", "removed(by: deepLink)", "replaced",
                "parentFinished", "tabRemoved",
            ])
    }

    func testOutcomeDescription_NamesTheReason() {
        let outcome = ChildOutcome<Void>.cancelled(.removed(by: .userInteraction))
        XCTAssertEqual(String(describing: outcome), "cancelled(removed(by: userInteraction))")
    }
}
