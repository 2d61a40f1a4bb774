/// Placeholder replaced by the coordinator protocol in a following commit.
@MainActor
public protocol Coordinator: AnyObject {}
