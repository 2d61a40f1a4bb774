/// A screen a ``Flow`` step builds when it runs: its title, which names it in descriptions and
/// plans, and the closure that builds it.
///
/// ```swift
/// let reset: Flow = .setStack([
///     FlowScreen("Inbox") { Screen(title: "Inbox") },
///     FlowScreen("Message") { Screen(title: "Message") },
/// ])
/// ```
@MainActor
public struct FlowScreen {
    /// The screen's name in ``Flow/description`` and ``FlowPlan``, and the title of the stand-in
    /// a dry run uses in its place.
    public let title: String
    let build: @MainActor () throws -> Screen
    /// Whether a dry run stands in a ``TabBar`` rather than a plain ``Screen``, so that steps
    /// after it that need a tab bar (``Flow/setTabs(_:)``, ``Flow/selectTab(_:)``) plan as they run.
    let isTabBar: Bool

    /// A screen titled `title` that `build` builds, once, when its step runs (never in a dry run).
    public init(_ title: String, _ build: @escaping @MainActor () throws -> Screen) {
        self.title = title
        self.build = build
        isTabBar = false
    }

    private init(tabBar title: String, _ build: @escaping @MainActor () throws -> TabBar) {
        self.title = title
        self.build = build
        isTabBar = true
    }

    /// A tab bar titled `title` that `build` builds when its step runs; a dry run stands in an
    /// empty ``TabBar`` for it, so the steps that fill its tabs plan as they run.
    public static func tabBar(_ title: String, _ build: @escaping @MainActor () throws -> TabBar)
        -> FlowScreen
    {
        FlowScreen(tabBar: title, build)
    }
}
