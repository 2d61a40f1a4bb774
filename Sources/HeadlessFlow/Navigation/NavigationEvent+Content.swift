// What an event carries when something enters the displayed tree: the whole of it, as a value.

extension NavigationEvent {
    /// A screen as it enters the tree: its ID and, for a ``ContainerScreen``, everything the
    /// container holds.
    ///
    /// A renderer needs no other source: ``container`` says that the screen is a container, and
    /// which kind (so it builds a `UITabBarController`, a `UISplitViewController` or a
    /// `UIPageViewController` rather than a plain view controller), and lists its items as they
    /// are at that moment, with their labels, stacks and presented navigations. A container that
    /// gained items while off screen brings them along when it comes back.
    public struct ScreenContent: Sendable, Equatable, Codable {
        /// The screen's ID.
        public let id: ScreenID
        /// The container's content when the screen is a ``ContainerScreen``; `nil` for any other
        /// screen.
        public let container: ContainerContent?
        /// How the screen asks to be drawn (``ScreenHints``); `nil` when it asks nothing special.
        public let hints: ScreenHints?

        /// Creates the content of a screen; `container` only for a ``ContainerScreen``.
        public init(id: ScreenID, container: ContainerContent? = nil, hints: ScreenHints? = nil) {
            self.id = id
            self.container = container
            self.hints = hints
        }

        /// A plain screen, which holds nothing.
        public static func screen(_ id: ScreenID) -> ScreenContent {
            ScreenContent(id: id)
        }

        /// This container screen with other container content.
        func withContainer(_ container: ContainerContent) -> ScreenContent {
            ScreenContent(id: id, container: container, hints: hints)
        }
    }

    /// How a screen asks to be drawn, beside what it shows: per-screen presentation hints a
    /// renderer honours (`UIKitRenderer` sets `hidesBottomBarWhenPushed` on the screen's view
    /// controller; `NavigationRootView` hides the tab bar). Read from the screen when it enters
    /// the tree (``Screen/hidesBottomBarWhenPushed``), so set them before it is pushed.
    public struct ScreenHints: Sendable, Hashable, Codable {
        /// Whether the tab bar a screen is pushed under hides while it is on screen.
        public var hidesBottomBarWhenPushed: Bool
        /// The tag of the custom transition a renderer pushes the screen with, and pops it with
        /// (``Screen/pushTransition``); `nil` for the platform's own.
        public var transition: String?

        /// Hints; by default none.
        public init(hidesBottomBarWhenPushed: Bool = false, transition: String? = nil) {
            self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
            self.transition = transition
        }
    }

    /// What a ``ContainerScreen`` holds as it enters the tree: its kind, its items in order, the
    /// selection and the layout.
    public struct ContainerContent: Sendable, Equatable, Codable {
        /// What kind of container it is.
        public let kind: ContainerKind
        /// The items, in order.
        public let items: [ItemContent]
        /// The selected (focused) item; `nil` only while there are no items.
        public let selectedIndex: Int?
        /// The hidden items, in order (a split's hidden columns, a closed side menu).
        public let hidden: [Int]
        /// Whether a split is collapsed into one stack.
        public let isCollapsed: Bool

        /// Creates the content of a container.
        public init(
            kind: ContainerKind = .tabs, items: [ItemContent], selectedIndex: Int?, hidden: [Int] = [],
            isCollapsed: Bool = false
        ) {
            self.kind = kind
            self.items = items
            self.selectedIndex = selectedIndex
            self.hidden = hidden
            self.isCollapsed = isCollapsed
        }

        /// The indices of the items on screen, by the rule of ``ContainerScreen/visibleIndices``.
        public var visibleIndices: [Int] {
            guard let selectedIndex else { return [] }
            if kind.showsOneItem { return [selectedIndex] }
            if isCollapsed {
                var index = selectedIndex
                while index > 0 && items[index].navigation.screens.isEmpty { index -= 1 }
                return [items[index].navigation.screens.isEmpty ? selectedIndex : index]
            }
            return items.indices.filter { !hidden.contains($0) }
        }

        func with(
            items: [ItemContent]? = nil, selectedIndex: Int?? = nil, hidden: [Int]? = nil,
            isCollapsed: Bool? = nil
        ) -> ContainerContent {
            ContainerContent(
                kind: kind, items: items ?? self.items, selectedIndex: selectedIndex ?? self.selectedIndex,
                hidden: hidden ?? self.hidden, isCollapsed: isCollapsed ?? self.isCollapsed)
        }
    }

    /// One item as it enters the tree: what the container shows for it, and its navigation with
    /// all it holds.
    public struct ItemContent: Sendable, Equatable, Codable {
        /// The item's title, images and badge.
        public let label: ItemLabel
        /// The item's navigation.
        public let navigation: NavigationContent

        /// Creates the content of an item.
        public init(label: ItemLabel, navigation: NavigationContent) {
            self.label = label
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
        public var alert: AlertModel? { alertStorage.first }

        /// Zero or one element: the array is the indirection a recursive value needs.
        private let presentedStorage: [PresentedContent]
        /// Zero or one element: kept out of line, so an event stays a few words long and delivering
        /// it to each observer copies little (an inline alert made every event 3 times as large,
        /// and `nav.event-100` about twice as slow).
        private let alertStorage: [AlertModel]

        /// Creates the content of a navigation.
        public init(
            id: NavigationID, screens: [ScreenContent], presented: PresentedContent? = nil,
            alert: AlertModel? = nil
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

        /// This content with another stack.
        func withScreens(_ screens: [ScreenContent]) -> NavigationContent {
            NavigationContent(id: id, screens: screens, presented: presented, alert: alert)
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
                alert: try container.decodeIfPresent(AlertModel.self, forKey: .alert))
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

extension ContainerScreen {
    /// This container as a value: its items with their navigations' content, the selection and
    /// the layout.
    var containerContent: NavigationEvent.ContainerContent {
        NavigationEvent.ContainerContent(
            kind: kind,
            items: items.map {
                NavigationEvent.ItemContent(label: $0.label, navigation: $0.navigation.content)
            },
            selectedIndex: selectedIndex, hidden: hiddenIndices, isCollapsed: isCollapsed)
    }
}

extension NavigationEvent.ContainerContent {
    /// This content with a change of its container applied (an item added, relabelled or
    /// selected, a page turned, items hidden, a split collapsed or expanded), or `nil` when the
    /// change does not fit it: how such a change, made in the transition that brings the
    /// container in, is folded into the event that brings it.
    func applying(_ change: NavigationEvent.Change) -> Self? {
        var items = items
        switch change {
        case .itemAdded(_, let index, let item):
            guard (0...items.count).contains(index) else { return nil }
            items.insert(item, at: index)
            return with(items: items)
        case .itemChanged(_, let index, let label):
            guard items.indices.contains(index) else { return nil }
            items[index] = NavigationEvent.ItemContent(label: label, navigation: items[index].navigation)
            return with(items: items)
        case .itemSelected(_, let index, let previous):
            guard previous == selectedIndex, index.map(items.indices.contains) ?? true else { return nil }
            return with(selectedIndex: .some(index))
        case .pageTurned(_, let index, let previous, _):
            guard previous == selectedIndex, items.indices.contains(index) else { return nil }
            return with(selectedIndex: .some(index))
        case .visibilityChanged(_, let hidden, let previous):
            guard previous == self.hidden else { return nil }
            return with(hidden: hidden)
        case .collapsed:
            return isCollapsed ? nil : with(isCollapsed: true)
        case .expanded:
            return isCollapsed ? with(isCollapsed: false) : nil
        default:
            return nil
        }
    }

    /// This content with a stack change applied to the item showing `navigation`, or `nil` when no
    /// item shows it.
    func applying(_ change: NavigationEvent.Change, toItem navigation: NavigationID) -> Self? {
        guard let index = items.firstIndex(where: { $0.navigation.id == navigation }) else { return nil }
        var items = items
        items[index] = NavigationEvent.ItemContent(
            label: items[index].label, navigation: items[index].navigation.withScreens(applying: change))
        return with(items: items)
    }
}

extension [NavigationEvent.ScreenContent] {
    /// These screens (a replacement's new stack) with a change of the container `container` among
    /// them applied, or `nil` when the change does not fit it.
    func applying(_ change: NavigationEvent.Change, toContainer container: ScreenID) -> Self? {
        guard let index = firstIndex(where: { $0.id == container }),
            let content = self[index].container?.applying(change)
        else { return nil }
        var screens = self
        screens[index] = screens[index].withContainer(content)
        return screens
    }

    /// These screens with a stack change applied to the item showing `navigation` of a container
    /// among them, or `nil` when no item of theirs shows it.
    func applying(_ change: NavigationEvent.Change, toItem navigation: NavigationID) -> Self? {
        for index in indices {
            guard let content = self[index].container?.applying(change, toItem: navigation) else { continue }
            var screens = self
            screens[index] = screens[index].withContainer(content)
            return screens
        }
        return nil
    }
}
