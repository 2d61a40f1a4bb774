// What an event carries when something enters the displayed tree: the whole of it, as a value.

extension NavigationEvent {
    /// A screen as it enters the tree: its ID and, for a ``TabBar``, everything the tab bar holds.
    ///
    /// A renderer needs no other source: ``tabBar`` says that the screen is a tab bar (so it builds
    /// a `UITabBarController` rather than a plain view controller) and lists its tabs as they are
    /// at that moment, with their items, stacks and presented navigations. A tab bar that gained
    /// tabs while off screen brings them along when it comes back.
    public struct ScreenContent: Sendable, Equatable, Codable {
        /// The screen's ID.
        public let id: ScreenID
        /// The tab bar's content when the screen is a ``TabBar``; `nil` for any other screen.
        public let tabBar: TabBarContent?
        /// How the screen asks to be drawn (``ScreenHints``); `nil` when it asks nothing special.
        public let hints: ScreenHints?

        /// Creates the content of a screen; `tabBar` only for a ``TabBar``.
        public init(id: ScreenID, tabBar: TabBarContent? = nil, hints: ScreenHints? = nil) {
            self.id = id
            self.tabBar = tabBar
            self.hints = hints
        }

        /// A plain screen, which holds nothing.
        public static func screen(_ id: ScreenID) -> ScreenContent {
            ScreenContent(id: id)
        }

        /// This tab bar screen with other tab bar content.
        func withTabBar(_ tabBar: TabBarContent) -> ScreenContent {
            ScreenContent(id: id, tabBar: tabBar, hints: hints)
        }
    }

    /// How a screen asks to be drawn, beside what it shows: per-screen presentation hints a
    /// renderer honours (`UIKitRenderer` sets `hidesBottomBarWhenPushed` on the screen's view
    /// controller; `NavigationRootView` hides the tab bar). Read from the screen when it enters
    /// the tree (``Screen/hidesBottomBarWhenPushed``), so set them before it is pushed.
    public struct ScreenHints: Sendable, Hashable, Codable {
        /// Whether the tab bar a screen is pushed under hides while it is on screen.
        public var hidesBottomBarWhenPushed: Bool

        /// Hints; by default none.
        public init(hidesBottomBarWhenPushed: Bool = false) {
            self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        }
    }

    /// What a ``TabBar`` holds as it enters the tree: its tabs, in bar order, and the selection.
    public struct TabBarContent: Sendable, Equatable, Codable {
        /// The tabs, in bar order.
        public let tabs: [TabContent]
        /// The selected tab; `nil` only while there are no tabs.
        public let selectedIndex: Int?

        /// Creates the content of a tab bar.
        public init(tabs: [TabContent], selectedIndex: Int?) {
            self.tabs = tabs
            self.selectedIndex = selectedIndex
        }
    }

    /// One tab as it enters the tree: what the bar shows for it, and its navigation with all it holds.
    public struct TabContent: Sendable, Equatable, Codable {
        /// The tab's title, images and badge.
        public let item: TabBarItem
        /// The tab's navigation.
        public let navigation: NavigationContent

        /// Creates the content of a tab.
        public init(item: TabBarItem, navigation: NavigationContent) {
            self.item = item
            self.navigation = navigation
        }
    }

    /// A navigation as it enters the tree: its stack, each screen with what it holds, and the chain
    /// of navigations it presents.
    public struct NavigationContent: Sendable, Equatable, Codable {
        /// The navigation's ID.
        public let id: NavigationID
        /// The stack, root first.
        public let screens: [ScreenContent]
        /// The navigation it presents, with its style, and what that one holds; `nil` if none.
        public var presented: PresentedContent? { presentedStorage.first }

        /// The alert it shows over its top screen; `nil` if none.
        public var alert: Alert? { alertStorage.first }

        /// Zero or one element: the array is the indirection a recursive value needs.
        private let presentedStorage: [PresentedContent]
        /// Zero or one element: kept out of line, so an event stays a few words long and delivering
        /// it to each observer copies little (an inline alert made every event 3 times as large,
        /// and `nav.event-100` about twice as slow).
        private let alertStorage: [Alert]

        /// Creates the content of a navigation.
        public init(
            id: NavigationID, screens: [ScreenContent], presented: PresentedContent? = nil,
            alert: Alert? = nil
        ) {
            self.id = id
            self.screens = screens
            alertStorage = alert.map { [$0] } ?? []
            presentedStorage = presented.map { [$0] } ?? []
        }

        /// This content with a stack change applied (a push, pop or replacement): how a change made
        /// in the same transition is folded into the event that brought the navigation in.
        func withScreens(applying change: Change) -> NavigationContent {
            switch change {
            case .pushed(let screen):
                NavigationContent(id: id, screens: screens + [screen], presented: presented, alert: alert)
            case .popped(let popped):
                NavigationContent(
                    id: id, screens: Array(screens.dropLast(popped.count)), presented: presented, alert: alert
                )
            case .replaced(_, let new):
                NavigationContent(id: id, screens: new, presented: presented, alert: alert)
            default:
                self
            }
        }

        private enum CodingKeys: String, CodingKey {
            case id, screens, presented, alert
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                id: try container.decode(NavigationID.self, forKey: .id),
                screens: try container.decode([ScreenContent].self, forKey: .screens),
                presented: try container.decodeIfPresent(PresentedContent.self, forKey: .presented),
                alert: try container.decodeIfPresent(Alert.self, forKey: .alert))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(screens, forKey: .screens)
            try container.encodeIfPresent(presented, forKey: .presented)
            try container.encodeIfPresent(alert, forKey: .alert)
        }
    }

    /// A presented navigation as it enters the tree: what it holds, and how it is presented.
    public struct PresentedContent: Sendable, Equatable, Codable {
        /// The presented navigation and everything it holds.
        public let navigation: NavigationContent
        /// How it is presented.
        public let style: PresentationStyle

        /// Creates the content of a presented navigation.
        public init(navigation: NavigationContent, style: PresentationStyle) {
            self.navigation = navigation
            self.style = style
        }
    }
}

// MARK: - Reading the content of the model

extension Navigation {
    /// This navigation as a value: its stack, the tab bars in it with their tabs, and the
    /// navigations it presents, all the way down. It is what an event carries when this navigation
    /// enters the displayed tree, and what a renderer that attaches late starts from.
    public var content: NavigationEvent.NavigationContent {
        NavigationEvent.NavigationContent(
            id: id, screens: stack.map(\.content),
            presented: presentedStorage.map {
                NavigationEvent.PresentedContent(navigation: $0.content, style: $0.presentationStyleStorage)
            }, alert: alertStorage?.alert)
    }
}

extension TabBar {
    /// This tab bar as a value: its tabs with their navigations' content, and the selection.
    var tabBarContent: NavigationEvent.TabBarContent {
        NavigationEvent.TabBarContent(
            tabs: tabs.map { NavigationEvent.TabContent(item: $0.item, navigation: $0.navigation.content) },
            selectedIndex: selectedIndex)
    }
}

extension NavigationEvent.TabBarContent {
    /// This content with a change of its tab bar applied (a tab added, a tab's item changed, the
    /// selection moved), or `nil` when the change does not fit it: how such a change, made in the
    /// transition that brings the tab bar in, is folded into the event that brings it.
    func applying(_ change: NavigationEvent.Change) -> Self? {
        var tabs = tabs
        switch change {
        case .tabAdded(_, let index, let tab):
            guard (0...tabs.count).contains(index) else { return nil }
            tabs.insert(tab, at: index)
            return Self(tabs: tabs, selectedIndex: selectedIndex)
        case .tabItemChanged(_, let index, let item):
            guard tabs.indices.contains(index) else { return nil }
            tabs[index] = NavigationEvent.TabContent(item: item, navigation: tabs[index].navigation)
            return Self(tabs: tabs, selectedIndex: selectedIndex)
        case .tabSelected(_, let index, let previous):
            guard previous == selectedIndex, index.map(tabs.indices.contains) ?? true else { return nil }
            return Self(tabs: tabs, selectedIndex: index)
        default:
            return nil
        }
    }

    /// This content with a stack change applied to the tab showing `navigation`, or `nil` when no
    /// tab shows it.
    func applying(_ change: NavigationEvent.Change, toTab navigation: NavigationID) -> Self? {
        guard let index = tabs.firstIndex(where: { $0.navigation.id == navigation }) else { return nil }
        var tabs = tabs
        tabs[index] = NavigationEvent.TabContent(
            item: tabs[index].item, navigation: tabs[index].navigation.withScreens(applying: change))
        return Self(tabs: tabs, selectedIndex: selectedIndex)
    }
}

extension [NavigationEvent.ScreenContent] {
    /// These screens (a replacement's new stack) with a change of the tab bar `tabBar` among them
    /// applied, or `nil` when the change does not fit it.
    func applying(_ change: NavigationEvent.Change, toTabBar tabBar: ScreenID) -> Self? {
        guard let index = firstIndex(where: { $0.id == tabBar }),
            let tabs = self[index].tabBar?.applying(change)
        else { return nil }
        var screens = self
        screens[index] = screens[index].withTabBar(tabs)
        return screens
    }

    /// These screens with a stack change applied to the tab showing `navigation` of a tab bar
    /// among them, or `nil` when no tab of theirs shows it.
    func applying(_ change: NavigationEvent.Change, toTab navigation: NavigationID) -> Self? {
        for index in indices {
            guard let tabs = self[index].tabBar?.applying(change, toTab: navigation) else { continue }
            var screens = self
            screens[index] = screens[index].withTabBar(tabs)
            return screens
        }
        return nil
    }
}
