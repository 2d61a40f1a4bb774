import HeadlessFlow

// The plain values SwiftUI views bind to: one per NavigationStack, presentation, TabView and tab.

extension SwiftUIAdapter {
    /// What one navigation's `NavigationStack` shows: its root view, the path above it, and the
    /// navigation it presents as a sheet or a full-screen cover.
    public struct StackState: Sendable, Equatable, Identifiable {
        /// The navigation's ID.
        public let id: NavigationID
        /// The screen the stack starts with, drawn as the `NavigationStack`'s root view; `nil`
        /// while the navigation's stack is empty.
        public let root: ScreenID?
        /// The screens above the root, bottom to top: the `NavigationStack`'s path. SwiftUI
        /// shortens it when the user goes back; report that with ``SwiftUIAdapter/setPath(_:of:)``.
        public let path: [ScreenID]
        /// The navigation this one presents, in whichever style; `nil` if none.
        public let presented: Presentation?
        /// The alert this navigation shows over its top screen, for `.alert(_:isPresented:actions:message:)`
        /// or `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`; `nil` if none.
        /// Report the user's answer with ``SwiftUIAdapter/alertDidChoose(_:text:on:)``.
        public internal(set) var alert: AlertModel? = nil
        /// How `NavigationRootView` draws the navigation: as a `NavigationStack`, as the container
        /// that is its only screen, or inline in an enclosing stack (``Layout``).
        public internal(set) var layout = Layout.stack

        /// The screen on top: the last of ``path``, or ``root`` when the path is empty; what an
        /// ``Layout/inline`` navigation draws.
        public var top: ScreenID? { path.last ?? root }

        /// The navigation presented as a card (a sheet, form sheet or popover), for `.sheet(item:)`;
        /// `nil` if none, or if the presented navigation covers the full screen.
        public var sheet: Presentation? {
            presented.flatMap { $0.style.kind.isCover ? nil : $0 }
        }

        /// The navigation presented full screen (`PresentationStyle.Kind.isCover`), for
        /// `.fullScreenCover(item:)`; `nil` if none, or if the presented navigation is a card.
        public var fullScreenCover: Presentation? {
            presented.flatMap { $0.style.kind.isCover ? $0 : nil }
        }
    }

    /// How one navigation is drawn, chosen so that the view tree is the one an iOS user expects and
    /// SwiftUI supports: a container at the root of the window or of a presentation is the root view
    /// there, and no `NavigationStack` is ever inside another.
    public enum Layout: Sendable, Hashable {
        /// A `NavigationStack(path:)`: ``StackState/root`` as its root view, ``StackState/path``
        /// above it. A container in the stack (pushed, or at its root under pushed screens) is drawn
        /// inside it, its items ``inline``.
        case stack
        /// The navigation's only screen is the container `ScreenID`, and no stack encloses the
        /// navigation: the container's own view (`TabView`, `NavigationSplitView`, page-style
        /// `TabView`, `HStack`) is the root view of the window, of the presentation or of the
        /// enclosing item, with no `NavigationStack` around it; each item is drawn as its own root
        /// (a tab's navigation: a `NavigationStack`). The navigation's presentations and alerts
        /// hang on the container's view.
        case container(ScreenID)
        /// The navigation is an item of a container drawn inside a `NavigationStack` (or a column
        /// of a collapsed split, drawn as one stack): SwiftUI cannot put a stack there, so only its
        /// ``StackState/top`` screen is drawn, under the enclosing stack's bar; the screens below
        /// it show again when the model pops back to them. Its presentations and alerts still show.
        case inline

        /// The layout of `navigation`, an item of a container inside a stack or not.
        init(_ navigation: NavigationEvent.NavigationContent, insideStack: Bool) {
            if insideStack {
                self = .inline
            } else if navigation.screens.count == 1, let only = navigation.screens.first,
                only.container != nil
            {
                self = .container(only.id)
            } else {
                self = .stack
            }
        }
    }

    /// A presented navigation as `.sheet(item:)` and `.fullScreenCover(item:)` take it: identified
    /// by the navigation, whose own ``StackState`` is the content.
    public struct Presentation: Sendable, Hashable, Identifiable {
        /// The presented navigation's ID.
        public let id: NavigationID
        /// How the navigation is presented.
        public let style: PresentationStyle

        /// Whether SwiftUI must not let the user swipe the presentation away: the value for
        /// `.interactiveDismissDisabled(_:)`. The model refuses such a dismissal
        /// (``SwiftUIBindingError/notDismissable(_:)``).
        public var interactiveDismissDisabled: Bool { !style.isDismissable }
    }

    /// What a `TabBar`'s `TabView` shows: its tabs, in bar order, and the selected one.
    public struct TabBarState: Sendable, Equatable, Identifiable {
        /// The tab bar's screen ID.
        public let id: ScreenID
        /// The tabs, in bar order; a tab's ``SwiftUIAdapter/Tab/id`` is its `.tag` for the
        /// selection.
        public let tabs: [Tab]
        /// The ID of the selected tab's navigation, for `TabView(selection:)`; `nil` only while
        /// there are no tabs. SwiftUI sets it when the user taps a tab; report that with
        /// ``SwiftUIAdapter/setSelection(_:of:)``.
        ///
        /// Tabs are tagged by their navigation, not their index: a write SwiftUI makes after the
        /// model inserted or removed tabs then still names the tab the user tapped.
        public let selection: NavigationID?

        /// The index of the selected tab in ``tabs``; `nil` only while there are no tabs.
        public var selectedIndex: Int? {
            selection.flatMap { selection in tabs.firstIndex { $0.id == selection } }
        }
    }

    /// One tab of a `TabView`: what its `.tabItem` and `.badge` show, and the navigation it shows.
    public struct Tab: Sendable, Hashable, Identifiable {
        /// The ID of the tab's navigation, whose own ``StackState`` is the tab's content; the tab's
        /// `.tag` in `TabView(selection:)`.
        public let id: NavigationID
        /// The title, images and badge of the tab.
        public let item: TabBarItem
    }

    /// What a split, pages or custom container shows: a `SplitContainer`'s `NavigationSplitView`
    /// (or, collapsed, one `NavigationStack` of ``mergedPath``), a `PageContainer`'s page-style
    /// `TabView`, a custom container's items side by side.
    public struct ContainerState: Sendable, Equatable, Identifiable {
        /// The container's screen ID.
        public let id: ScreenID
        /// What kind of container it is.
        public let kind: ContainerKind
        /// The items (columns, pages), in order; an item's ``SwiftUIAdapter/Tab/id`` is its
        /// navigation, whose own ``StackState`` is its content, and the page's `.tag`.
        public let items: [Tab]
        /// The selected item's navigation: the focused column, the page shown (the page-style
        /// `TabView`'s selection; SwiftUI sets it when the user swipes, report that with
        /// ``SwiftUIAdapter/setPage(_:of:)``); `nil` only while there are no items.
        public let selection: NavigationID?
        /// The hidden items' navigations (a split's hidden columns).
        public let hidden: [NavigationID]
        /// Whether a split is collapsed into one stack (a compact width).
        public let isCollapsed: Bool
        /// Whether the container is drawn inside a `NavigationStack` (pushed, under screens pushed
        /// above it, or in a collapsed split's stack) rather than as the root view of its
        /// navigation (``Layout/container(_:)``): its items are then ``Layout/inline``, and a split
        /// shows its ``visibleItems`` side by side instead of a `NavigationSplitView`.
        public internal(set) var isInsideStack = false
        /// A split's collapsed stack, bottom to top: each column's screens up to the focused one
        /// (`SplitContainer/collapsedStack`). Its first screen is the `NavigationStack`'s root, the
        /// rest its path (``mergedPath``).
        public let mergedStack: [ScreenID]

        /// The index of the selected item in ``items``; `nil` only while there are no items.
        public var selectedIndex: Int? {
            selection.flatMap { selection in items.firstIndex { $0.id == selection } }
        }

        /// The items on screen, in order: the selected one for pages and a collapsed split, every
        /// item not hidden otherwise.
        public var visibleItems: [Tab] {
            switch kind {
            case .tabs, .pages: return items.filter { $0.id == selection }
            case .split, .custom:
                if isCollapsed { return items.filter { $0.id == selection } }
                return items.filter { !hidden.contains($0.id) }
            }
        }

        /// A split's first column (the sidebar of `NavigationSplitView`).
        public var sidebar: Tab? { kind == .split ? items.first : nil }
        /// A three-column split's middle column (the content of `NavigationSplitView`).
        public var content: Tab? { kind == .split && items.count > 2 ? items[1] : nil }
        /// A split's last column (the detail of `NavigationSplitView`); `nil` with fewer than two
        /// columns.
        public var detail: Tab? { kind == .split && items.count > 1 ? items.last : nil }

        /// A collapsed split's `NavigationStack` path: ``mergedStack`` above its root. SwiftUI
        /// shortens it when the user goes back; report that with
        /// ``SwiftUIAdapter/setMergedPath(_:of:)``.
        public var mergedPath: [ScreenID] { Array(mergedStack.dropFirst()) }

        /// Which of a split's columns `NavigationSplitView` shows, for its `columnVisibility`
        /// binding: `.detailOnly` when every column before the detail is hidden, `.doubleColumn`
        /// when only the sidebar of three is, `.all` otherwise. SwiftUI cannot hide the detail
        /// (the model can) nor the middle column alone: those read as `.all`. SwiftUI sets it when
        /// the user shows or hides the sidebar; report that with
        /// ``SwiftUIAdapter/setColumnVisibility(_:of:)``.
        public var columnVisibility: ColumnVisibility {
            guard kind == .split, items.count > 1 else { return .all }
            let before = items.dropLast().map(\.id)
            if before.allSatisfy(hidden.contains) { return .detailOnly }
            if items.count > 2, hidden.contains(items[0].id), !hidden.contains(items[1].id) {
                return .doubleColumn
            }
            return .all
        }
    }

    /// Which columns of a split are shown: the values of `NavigationSplitViewVisibility` that a
    /// model can mean.
    public enum ColumnVisibility: Sendable, Hashable {
        /// Every column (`NavigationSplitViewVisibility.all`).
        case all
        /// The last two columns: a three-column split's sidebar hidden
        /// (`NavigationSplitViewVisibility.doubleColumn`).
        case doubleColumn
        /// The detail column only (`NavigationSplitViewVisibility.detailOnly`).
        case detailOnly
    }
}
