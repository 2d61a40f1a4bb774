import HeadlessFlow
import XCTest

/// Compile-time checks: value types that cross threads stay `Sendable`. If one stops conforming,
/// this file stops compiling.
final class SendableTests: XCTestCase {
    private func requireSendable<T: Sendable>(_: T.Type) {}

    func testValueTypes_AreSendable() {
        requireSendable(ScreenID.self)
        requireSendable(NavigationID.self)
        requireSendable(NavigationEvent.self)
        requireSendable(NavigationEvent.Change.self)
        requireSendable(NavigationEvent.Cause.self)
        requireSendable(NavigationError.self)
        requireSendable(TabBarItem.self)
        requireSendable(CancellationReason.self)
        requireSendable(ChildOutcome<Int>.self)
        requireSendable(Screen.Appearance.self)
        requireSendable(CoordinatorContext.State.self)
        requireSendable(ObservationToken.self)
    }
}
