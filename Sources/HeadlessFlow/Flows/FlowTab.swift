/// One tab that ``Flow/setTabs(_:)`` gives a tab bar: its item, and the flow that fills its
/// navigation (pushes, presentations, further tab bars).
///
/// ```swift
/// FlowTab("Feed", .push("Feed") { Screen(title: "Feed") } + .push("Post 1") { Screen(title: "Post 1") })
/// ```
@MainActor
public struct FlowTab {
    /// The title, images and badge the bar shows for the tab.
    public let item: TabBarItem
    /// Runs on the tab's new, empty navigation, which is current while it runs.
    public let flow: Flow

    /// A tab showing `item`, whose navigation `flow` fills.
    public init(_ item: TabBarItem, _ flow: Flow) {
        self.item = item
        self.flow = flow
    }

    /// A tab titled `title`, whose navigation `flow` fills.
    public init(_ title: String, _ flow: Flow) {
        self.init(TabBarItem(title: title), flow)
    }
}
