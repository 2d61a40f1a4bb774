/// Where a running flow stands, as a step made with ``Flow/then(_:_:)-swift.type.method`` sees it
/// when it is reached.
@MainActor
public struct FlowContext {
    /// The navigation the next step acts on (see ``Flow``).
    public let navigation: Navigation
    /// The coordinator the flow runs on, if it runs on one.
    public let coordinator: (any Coordinator)?
    /// How many recursive steps led to this one: 0 for a step of the flow that was run.
    public let depth: Int

    /// The current navigation's top screen.
    public var topScreen: Screen? { navigation.topScreen }

    /// The screen the user sees now, with the changes of the steps before this one applied.
    public var visibleScreen: Screen? { (navigation.displayedRoot ?? navigation).visibleScreen }
}
