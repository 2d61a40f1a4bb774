#if canImport(SwiftUI)
    import HeadlessFlow
    import SwiftUI

    #if canImport(os)
        import os
    #endif

    /// What a SwiftUI view hierarchy observes to draw a HeadlessFlow tree: it republishes every
    /// change of its ``SwiftUIAdapter`` and routes SwiftUI's binding writes back to it.
    ///
    /// An `ObservableObject` rather than Observation's `@Observable`: the package's floors are
    /// iOS 16 and macOS 13, and Observation needs iOS 17 and macOS 14.
    ///
    /// ## Ownership
    ///
    /// Make it with ``init(coordinator:)``: the model then keeps the app's root coordinator, and so
    /// the whole coordinator tree, for as long as it lives. Keep the model itself for as long as the
    /// window shows the tree: a `@StateObject` of the `App`, made once in the app's initializer.
    ///
    /// ```swift apple-only
    /// @main
    /// struct ShopApp: App {
    ///     @StateObject private var model: NavigationModel
    ///
    ///     init() {
    ///         let coordinator = AppCoordinator(navigation: Navigation())
    ///         try? coordinator.startAsRoot(animated: false)
    ///         _model = StateObject(wrappedValue: NavigationModel(coordinator: coordinator))
    ///     }
    ///
    ///     var body: some Scene {
    ///         WindowGroup {
    ///             NavigationRootView(model: model) { screen in ScreenView(screen: screen) }
    ///         }
    ///     }
    /// }
    /// ```
    @MainActor
    public final class NavigationModel: ObservableObject {
        /// The adapter whose values the views draw.
        public let adapter: SwiftUIAdapter

        /// The adapter's ``SwiftUIAdapter/version``, republished so that SwiftUI redraws.
        @Published public private(set) var version = 0

        /// Called with a binding write the model refused for a reason other than having moved on (a
        /// bug in view code, such as a path made longer by a `NavigationLink`): the binding snaps
        /// back to the model either way. By default the error is logged at the error level, with
        /// `os.Logger` (subsystem "HeadlessFlow", category "NavigationRootView"), and the app goes
        /// on; set it to `{ assertionFailure("\($0)") }` to stop a debug build there instead.
        public var onUnexpectedWrite: @MainActor (SwiftUIBindingError) -> Void = NavigationModel.log

        /// A model of the tree of the app's root coordinator `coordinator`, which it keeps alive
        /// (``SwiftUIAdapter/init(coordinator:)``): the model is the one owner the app needs.
        ///
        /// - Parameter coordinator: The root coordinator, started or not yet started.
        public convenience init(coordinator: some Coordinator) {
            self.init(adapter: SwiftUIAdapter(coordinator: coordinator))
        }

        /// A model of `root`'s tree, for an app with no root coordinator. The model keeps `root`
        /// only: a coordinator driving it must be kept by the app for as long as the window shows
        /// the tree, or its screens' intents reach nothing. With a root coordinator, use
        /// ``init(coordinator:)``.
        public convenience init(root: Navigation) {
            self.init(adapter: SwiftUIAdapter(root: root))
        }

        private init(adapter: SwiftUIAdapter) {
            self.adapter = adapter
            version = adapter.version
            adapter.onChange = { [weak self] in
                guard let self else { return }
                version = adapter.version
            }
        }

        /// The binding of `navigation`'s `NavigationStack` path.
        public func path(of navigation: NavigationID) -> Binding<[ScreenID]> {
            Binding(
                get: { [self] in MainActor.assumeIsolated { adapter.stack(navigation)?.path ?? [] } },
                set: { [self] path in
                    MainActor.assumeIsolated {
                        report { () throws(SwiftUIBindingError) in try adapter.setPath(path, of: navigation) }
                    }
                })
        }

        /// The binding of the presentation over `navigation` of the style `kind` (`nil`: any), for
        /// a sheet or a full-screen cover.
        public func presentation(over navigation: NavigationID, kind: PresentationStyle.Kind?) -> Binding<
            SwiftUIAdapter.Presentation?
        > {
            Binding(
                get: { [self] in
                    MainActor.assumeIsolated { adapter.presentation(over: navigation, kind: kind) }
                },
                set: { [self] value in
                    MainActor.assumeIsolated {
                        report { () throws(SwiftUIBindingError) in
                            try adapter.presentationBindingDidSet(value, over: navigation)
                        }
                    }
                })
        }

        /// The binding of the `TabView` selection of the tab bar screen `tabBar`.
        public func selection(of tabBar: ScreenID) -> Binding<NavigationID?> {
            Binding(
                get: { [self] in MainActor.assumeIsolated { adapter.tabBar(tabBar)?.selection } },
                set: { [self] tab in
                    MainActor.assumeIsolated {
                        report { () throws(SwiftUIBindingError) in
                            try adapter.selectionBindingDidSet(tab, of: tabBar)
                        }
                    }
                })
        }

        /// The binding of the page-style `TabView` selection of the pages `pages`: a swipe is
        /// reported as ``SwiftUIAdapter/setPage(_:of:)``.
        public func pageSelection(of pages: ScreenID) -> Binding<NavigationID?> {
            Binding(
                get: { [self] in MainActor.assumeIsolated { adapter.container(pages)?.selection } },
                set: { [self] page in
                    MainActor.assumeIsolated {
                        report { () throws(SwiftUIBindingError) in
                            try adapter.pageBindingDidSet(page, of: pages)
                        }
                    }
                })
        }

        /// The `columnVisibility` binding of the `NavigationSplitView` of `split`: the user showing
        /// or hiding the sidebar is reported as ``SwiftUIAdapter/setColumnVisibility(_:of:)``;
        /// `.automatic`, which names no columns, changes nothing.
        public func columnVisibility(of split: ScreenID) -> Binding<NavigationSplitViewVisibility> {
            Binding(
                get: { [self] in
                    MainActor.assumeIsolated {
                        switch adapter.container(split)?.columnVisibility ?? .all {
                        case .all: .all
                        case .doubleColumn: .doubleColumn
                        case .detailOnly: .detailOnly
                        }
                    }
                },
                set: { [self] visibility in
                    MainActor.assumeIsolated {
                        let value: SwiftUIAdapter.ColumnVisibility
                        if visibility == .all {
                            value = .all
                        } else if visibility == .doubleColumn {
                            value = .doubleColumn
                        } else if visibility == .detailOnly {
                            value = .detailOnly
                        } else {
                            return
                        }
                        report { () throws(SwiftUIBindingError) in
                            try adapter.setColumnVisibility(value, of: split)
                        }
                    }
                })
        }

        /// The path binding of the `NavigationStack` that draws the collapsed split `split` as one
        /// stack: going back is reported as ``SwiftUIAdapter/setMergedPath(_:of:)``.
        public func mergedPath(of split: ScreenID) -> Binding<[ScreenID]> {
            Binding(
                get: { [self] in MainActor.assumeIsolated { adapter.container(split)?.mergedPath ?? [] } },
                set: { [self] path in
                    MainActor.assumeIsolated {
                        report { () throws(SwiftUIBindingError) in try adapter.setMergedPath(path, of: split)
                        }
                    }
                })
        }

        /// Reports the width the split `split` is laid out in (`compact`: a compact horizontal size
        /// class), as ``SwiftUIAdapter/setCollapsed(_:of:)``.
        public func setCompact(_ compact: Bool, of split: ScreenID) {
            report { () throws(SwiftUIBindingError) in try adapter.setCollapsed(compact, of: split) }
        }

        /// The `isPresented` binding of the alert over `navigation` when it has `style`: for
        /// `.alert` (style `.alert`) or `.confirmationDialog` (style `.confirmationDialog`).
        public func alertPresented(over navigation: NavigationID, style: AlertModel.Style) -> Binding<Bool> {
            Binding(
                get: { [self] in
                    MainActor.assumeIsolated { adapter.stack(navigation)?.alert?.style == style }
                },
                set: { [self] isPresented in
                    MainActor.assumeIsolated {
                        report { () throws(SwiftUIBindingError) in
                            try adapter.alertBindingDidSet(isPresented, over: navigation)
                        }
                    }
                })
        }

        /// Reports the user's tap on the action `actionID` of the alert over `navigation`.
        public func choose(_ actionID: String, text: String?, on navigation: NavigationID) {
            report { () throws(SwiftUIBindingError) in
                try adapter.alertDidChoose(actionID, text: text, on: navigation)
            }
        }

        #if canImport(os)
            private static let logger = Logger(subsystem: "HeadlessFlow", category: "NavigationRootView")
        #endif

        /// The default of ``onUnexpectedWrite``: what a shipping app wants, a log line and no crash.
        private static func log(_ error: SwiftUIBindingError) {
            #if canImport(os)
                // Private: the text names screens by their titles, which may be the user's data.
                logger.error("unexpected binding write: \(String(describing: error), privacy: .private)")
            #endif
            // Without `os` (only the no-SDK type-check on Linux, which never runs this) nothing is logged.
        }

        private func report(_ write: () throws(SwiftUIBindingError) -> Void) {
            do throws(SwiftUIBindingError) {
                try write()
            } catch {
                // Stale writes are expected while the model moves on; the binding snaps back.
                if !error.isSafeToIgnore { onUnexpectedWrite(error) }
            }
        }
    }

    /// Draws a HeadlessFlow navigation with SwiftUI: a `NavigationStack` with its path, the
    /// navigation it presents as a sheet or full-screen cover, and for a container screen its
    /// items, each a navigation drawn the same way. The app draws one screen; the view sets its
    /// `.navigationTitle` from `Screen/title` (unless `SwiftUIAdapter/showsTitles` is `false`).
    ///
    /// Where a navigation's only screen is a container (the tab bar after login, a split, pages),
    /// the container is the root view of the window, of the sheet or of the enclosing item: no
    /// `NavigationStack` around it, each tab its own `NavigationStack`. A container inside a stack
    /// (pushed, or with screens pushed above it) is drawn inside that stack, each item showing its
    /// top screen only, since SwiftUI cannot nest a `NavigationStack` in another
    /// (`SwiftUIAdapter/Layout`); a split there shows its visible columns side by side.
    ///
    /// Containers by kind:
    /// - `TabBar`: a `TabView(selection:)`, a `.tabItem` and `.badge` per tab.
    /// - `SplitContainer`: a `NavigationSplitView(columnVisibility:)`, two or three columns (the
    ///   first, the middle of three, the last); collapsed, one `NavigationStack` of its merged
    ///   stack (`SwiftUIAdapter.ContainerState.mergedStack`) with the focused column's
    ///   presentations. On iOS and visionOS the horizontal size class is reported to the model: a
    ///   compact width collapses the split.
    /// - `PageContainer`: a `TabView(selection:)` with `.tabViewStyle(.page)` (a plain `TabView` on
    ///   macOS, which has no page style). SwiftUI's pages neither loop nor turn vertically: a
    ///   looping or vertical `PageContainer` is drawn as horizontal pages that end at the first
    ///   and the last.
    /// - A custom kind: its visible items side by side in an `HStack`.
    ///
    /// ```swift apple-only
    /// @StateObject private var model = NavigationModel(root: app.navigation)
    ///
    /// var body: some View {
    ///     NavigationRootView(model: model) { screen in
    ///         ScreenView(screen: screen)  // your view for a model screen
    ///     }
    /// }
    /// ```
    ///
    /// This file is plumbing only: it is type-checked on Linux against stand-ins of SwiftUI's
    /// declarations and runs on Apple platforms; what it draws and what a write means are decided by
    /// ``SwiftUIAdapter``, which the package's tests drive.
    public struct NavigationRootView<ScreenContent: View>: View {
        @ObservedObject private var model: NavigationModel
        private let navigation: NavigationID
        /// The collapsed split this view draws as one stack, `navigation` being its focused column;
        /// `nil` for a navigation's own stack.
        private let mergedSplit: ScreenID?
        /// What the user types into the shown alert's text field, handed to the model only.
        @State private var alertText = ""
        private let screenContent: (Screen) -> ScreenContent

        /// A view of the model's whole tree, from its root navigation.
        ///
        /// - Parameters:
        ///   - model: The model the views observe.
        ///   - screen: Draws one plain screen of the model.
        public init(model: NavigationModel, @ViewBuilder screen: @escaping (Screen) -> ScreenContent) {
            self.init(model: model, navigation: model.adapter.rootID, screen: screen)
        }

        fileprivate init(
            model: NavigationModel, navigation: NavigationID, mergedSplit: ScreenID? = nil,
            screen: @escaping (Screen) -> ScreenContent
        ) {
            self.model = model
            self.navigation = navigation
            self.mergedSplit = mergedSplit
            screenContent = screen
        }

        /// The path binding: the navigation's own, or the collapsed split's merged one.
        private var path: Binding<[ScreenID]> {
            mergedSplit.map { model.mergedPath(of: $0) } ?? model.path(of: navigation)
        }

        /// The stack's root screen.
        private var rootScreen: ScreenID? {
            if let mergedSplit { return model.adapter.container(mergedSplit)?.mergedStack.first }
            return model.adapter.stack(navigation)?.root
        }

        public var body: some View {
            drawn
                .sheet(item: model.presentation(over: navigation, kind: Self.sheetKind)) { presented in
                    NavigationRootView(model: model, navigation: presented.id, screen: screenContent)
                        .interactiveDismissDisabled(presented.interactiveDismissDisabled)
                }
                #if !os(macOS)
                    .fullScreenCover(item: model.presentation(over: navigation, kind: .fullScreen)) {
                        presented in
                        NavigationRootView(model: model, navigation: presented.id, screen: screenContent)
                    }
                #endif
                .alert(
                    alert?.title ?? "", isPresented: model.alertPresented(over: navigation, style: .alert),
                    actions: { alertActions }, message: { alertMessage }
                )
                .confirmationDialog(
                    alert?.title ?? "",
                    isPresented: model.alertPresented(over: navigation, style: .confirmationDialog),
                    titleVisibility: .visible, actions: { alertActions }, message: { alertMessage })
        }

        /// The navigation drawn as its layout says; presentations and alerts hang on it.
        @ViewBuilder private var drawn: some View {
            if mergedSplit != nil {
                stack
            } else {
                switch model.adapter.stack(navigation)?.layout ?? .stack {
                case .stack: stack
                case .container(let container): content(container)
                case .inline: content(model.adapter.stack(navigation)?.top)
                }
            }
        }

        private var stack: some View {
            NavigationStack(path: path) {
                content(rootScreen)
                    .navigationDestination(for: ScreenID.self) { content($0) }
            }
        }

        /// The alert this navigation shows, if any.
        private var alert: AlertModel? { model.adapter.stack(navigation)?.alert }

        @ViewBuilder private var alertActions: some View {
            if let alert {
                if let field = alert.textField {
                    if field.isSecure {
                        SecureField(field.placeholder, text: $alertText)
                    } else {
                        TextField(field.placeholder, text: $alertText)
                    }
                }
                ForEach(alert.actions) { action in
                    Button(action.title, role: Self.role(of: action)) {
                        let text = alert.textField == nil ? nil : alertText
                        alertText = ""
                        model.choose(action.id, text: text, on: navigation)
                    }
                }
            }
        }

        @ViewBuilder private var alertMessage: some View {
            if let message = alert?.message { Text(message) }
        }

        private static func role(of action: AlertModel.Action) -> ButtonRole? {
            switch action.role {
            case .default: nil
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }

        /// What the sheet shows: sheets, and on macOS, which has no full-screen cover, every
        /// presentation.
        #if os(macOS)
            private static var sheetKind: PresentationStyle.Kind? { nil }
        #else
            private static var sheetKind: PresentationStyle.Kind? { .sheet }
        #endif

        @ViewBuilder private func content(_ id: ScreenID?) -> some View {
            if let id, let tabBar = model.adapter.tabBar(id) {
                titled(
                    TabView(selection: model.selection(of: id)) {
                        ForEach(tabBar.tabs) { tab in
                            tabContent(tab, isSelected: tab.id == tabBar.selection)
                        }
                    }, id)
            } else if let id, let container = model.adapter.container(id) {
                titled(ContainerContentView(model: model, container: container, screen: screenContent), id)
            } else if let id, let screen = screen(id) {
                #if os(iOS) || os(visionOS)
                    // The screen's hint (`Screen.hidesBottomBarWhenPushed`): the tab bar it is pushed
                    // under hides while it shows.
                    titled(
                        screenContent(screen)
                            .toolbar(screen.hidesBottomBarWhenPushed ? .hidden : .automatic, for: .tabBar),
                        id)
                #else
                    titled(screenContent(screen), id)
                #endif
            }
        }

        /// `view` with the navigation-bar title of the screen `id`, when the adapter shows titles.
        @ViewBuilder private func titled(_ view: some View, _ id: ScreenID) -> some View {
            if let title = model.adapter.title(of: id) {
                view.navigationTitle(title)
            } else {
                view
            }
        }

        /// The model's screen `id`: in this navigation, or in the collapsed split's columns.
        private func screen(_ id: ScreenID) -> Screen? {
            if let mergedSplit { return model.adapter.screen(id, inItemsOf: mergedSplit) }
            return model.adapter.screen(id, in: navigation)
        }

        @ViewBuilder private func tabContent(_ tab: SwiftUIAdapter.Tab, isSelected: Bool) -> some View {
            // Asset catalog first, SF Symbol second; the selected image while the tab is selected.
            let view = NavigationRootView(model: model, navigation: tab.id, screen: screenContent)
                .tabItem {
                    if let image = Image.resolved(tab.item.imageName(isSelected: isSelected)) {
                        Label {
                            Text(tab.item.title)
                        } icon: {
                            image
                        }
                    } else {
                        Text(tab.item.title)
                    }
                }
            #if os(tvOS) || os(watchOS)
                view.tag(Optional(tab.id))
            #else
                view.badge(tab.item.badge.map { Text($0) }).tag(Optional(tab.id))
            #endif
        }
    }

    /// A split, pages or custom container, drawn as `NavigationRootView` says.
    private struct ContainerContentView<ScreenContent: View>: View {
        @ObservedObject var model: NavigationModel
        let container: SwiftUIAdapter.ContainerState
        let screen: (Screen) -> ScreenContent
        #if os(iOS) || os(visionOS)
            @Environment(\.horizontalSizeClass) private var sizeClass
        #endif

        var body: some View {
            #if os(iOS) || os(visionOS)
                if container.kind == .split {
                    layout
                        .onAppear { model.setCompact(sizeClass == .compact, of: container.id) }
                        .onChangeOf(sizeClass) { model.setCompact($0 == .compact, of: container.id) }
                } else {
                    layout
                }
            #else
                layout
            #endif
        }

        @ViewBuilder private var layout: some View {
            switch container.kind {
            case .split:
                split
            case .pages:
                TabView(selection: model.pageSelection(of: container.id)) {
                    ForEach(container.items) { page in
                        item(page).tag(Optional(page.id))
                    }
                }
                #if !os(macOS)
                    .tabViewStyle(.page)
                #endif
            case .tabs, .custom:
                HStack {
                    ForEach(container.visibleItems) { shown in
                        item(shown)
                    }
                }
            }
        }

        @ViewBuilder private var split: some View {
            if container.isInsideStack {
                // SwiftUI cannot put a `NavigationSplitView` (nor the collapsed split's stack) in a
                // `NavigationStack`: the visible columns side by side, each its top screen.
                HStack {
                    ForEach(container.visibleItems) { shown in
                        item(shown)
                    }
                }
            } else if container.isCollapsed, let focused = container.selection {
                NavigationRootView(
                    model: model, navigation: focused, mergedSplit: container.id, screen: screen)
            } else if let sidebar = container.sidebar, let detail = container.detail {
                if let middle = container.content {
                    NavigationSplitView(columnVisibility: model.columnVisibility(of: container.id)) {
                        item(sidebar)
                    } content: {
                        item(middle)
                    } detail: {
                        item(detail)
                    }
                } else {
                    NavigationSplitView(columnVisibility: model.columnVisibility(of: container.id)) {
                        item(sidebar)
                    } detail: {
                        item(detail)
                    }
                }
            } else if let only = container.items.first {
                item(only)
            }
        }

        private func item(_ item: SwiftUIAdapter.Tab) -> NavigationRootView<ScreenContent> {
            NavigationRootView(model: model, navigation: item.id, screen: screen)
        }
    }
    extension View {
        /// Runs `action` with the new value whenever `value` changes: `onChange(of:_:)`'s
        /// two-value form where it exists (iOS 17, macOS 14), so an app with a later deployment
        /// target gets no deprecation warning from this package, and the one-value form before.
        @ViewBuilder
        fileprivate func onChangeOf<Value: Equatable>(
            _ value: Value, perform action: @escaping (Value) -> Void
        ) -> some View {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
                onChange(of: value) { _, newValue in action(newValue) }
            } else {
                onChange(of: value, perform: action)
            }
        }
    }
#endif
