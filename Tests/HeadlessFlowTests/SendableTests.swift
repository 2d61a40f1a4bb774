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
        requireSendable(MessageError.self)
        requireSendable(TabBarItem.self)
        requireSendable(CancellationReason.self)
        requireSendable(ChildOutcome<Int>.self)
        requireSendable(Screen.Appearance.self)
        requireSendable(CoordinatorContext.State.self)
        requireSendable(ObservationToken.self)
        requireSendable(URLRouteTable<Int>.self)
        // A table is Sendable whatever its route type: it holds @Sendable closures, no routes.
        requireSendable(URLRouteTable<NonSendableRoute>.self)
        requireSendable(RoutePattern.self)
        requireSendable(RoutePattern.Segment.self)
        requireSendable(RoutePattern.QueryItem.self)
        requireSendable(RoutePatternError.self)
        requireSendable(RouteMatch.self)
        requireSendable(URLRouteError.self)
        requireSendable(URLRouteHostRule.self)
        requireSendable(NavigationSnapshot.self)
        requireSendable(RestorationOmission.self)
        requireSendable(RestorationError.self)
        requireSendable(NoRestorationState.self)
        requireSendable(NavigationJournal.Entry.self)
        requireSendable(NavigationJournal.Recording.self)
        requireSendable(FlowPlan.self)
        requireSendable(DrawnControl.self)
        requireSendable(ControlInput.self)
        requireSendable(SceneDrawing.Change.self)
        requireSendable(SceneDrawingError.self)
        requireSendable(ImageSource.self)
    }
}

/// A route type that is not `Sendable`, for the table check above.
private final class NonSendableRoute {
    var value = 0
}
