/// Placeholder replaced by the navigation model in the next commit.
@MainActor
public final class Navigation {
    public init() {}
}
