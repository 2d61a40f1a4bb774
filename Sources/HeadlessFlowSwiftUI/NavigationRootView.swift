#if canImport(SwiftUI)
    import HeadlessFlow
    import SwiftUI

    /// What a SwiftUI view hierarchy observes to draw a HeadlessFlow tree: it republishes every
    /// change of its ``SwiftUIAdapter`` and routes SwiftUI's binding writes back to it.
    ///
    /// An `ObservableObject` rather than Observation's `@Observable`: the package's floors are
    /// iOS 16 and macOS 13, and Observation needs iOS 17 and macOS 14. Keep it where the view
    /// hierarchy can reach it for as long as it shows the tree (a `@StateObject`, or a property of
    /// the app).
    @MainActor
    public final class NavigationModel: ObservableObject {
        /// The adapter whose values the views draw.
        public let adapter: SwiftUIAdapter

        /// The adapter's ``SwiftUIAdapter/version``, republished so that SwiftUI redraws.
        @Published public private(set) var version = 0

        /// Called with a binding write the model refused for a reason other than having moved on (a
        /// bug in view code, such as a path made longer by a `NavigationLink`): the binding snaps
        /// back to the model either way. By default a failed assertion in debug builds.
        public var onUnexpectedWrite: @MainActor (SwiftUIBindingError) -> Void = { assertionFailure("\($0)") }

        /// A model of `root`'s tree.
        public init(root: Navigation) {
            adapter = SwiftUIAdapter(root: root)
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

        /// The `isPresented` binding of the alert over `navigation` when it has `style`: for
        /// `.alert` (style `.alert`) or `.confirmationDialog` (style `.confirmationDialog`).
        public func alertPresented(over navigation: NavigationID, style: Alert.Style) -> Binding<Bool> {
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
    /// navigation it presents as a sheet or full-screen cover, and a `TabView` for a tab bar screen,
    /// each tab a navigation drawn the same way. The app draws one screen.
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

        private init(
            model: NavigationModel, navigation: NavigationID, screen: @escaping (Screen) -> ScreenContent
        ) {
            self.model = model
            self.navigation = navigation
            screenContent = screen
        }

        public var body: some View {
            NavigationStack(path: model.path(of: navigation)) {
                content(model.adapter.stack(navigation)?.root)
                    .navigationDestination(for: ScreenID.self) { content($0) }
            }
            .sheet(item: model.presentation(over: navigation, kind: Self.sheetKind)) { presented in
                NavigationRootView(model: model, navigation: presented.id, screen: screenContent)
                    .interactiveDismissDisabled(presented.interactiveDismissDisabled)
            }
            #if !os(macOS)
                .fullScreenCover(item: model.presentation(over: navigation, kind: .fullScreen)) { presented in
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

        /// The alert this navigation shows, if any.
        private var alert: Alert? { model.adapter.stack(navigation)?.alert }

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

        private static func role(of action: Alert.Action) -> ButtonRole? {
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
                TabView(selection: model.selection(of: id)) {
                    ForEach(tabBar.tabs) { tab in
                        tabContent(tab)
                    }
                }
            } else if let id, let screen = model.adapter.screen(id, in: navigation) {
                #if os(iOS) || os(visionOS)
                    // The screen's hint (`Screen.hidesBottomBarWhenPushed`): the tab bar it is pushed
                    // under hides while it shows.
                    screenContent(screen)
                        .toolbar(screen.hidesBottomBarWhenPushed ? .hidden : .automatic, for: .tabBar)
                #else
                    screenContent(screen)
                #endif
            }
        }

        @ViewBuilder private func tabContent(_ tab: SwiftUIAdapter.Tab) -> some View {
            let view = NavigationRootView(model: model, navigation: tab.id, screen: screenContent)
                .tabItem { Label(tab.item.title, systemImage: tab.item.imageName ?? "circle") }
            #if os(tvOS) || os(watchOS)
                view.tag(Optional(tab.id))
            #else
                view.badge(tab.item.badge.map { Text($0) }).tag(Optional(tab.id))
            #endif
        }
    }
#endif
