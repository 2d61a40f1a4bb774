// The rest of the flow vocabulary: whole stacks, the window's root, tabs, the top-most modal,
// steps an app writes itself, per-step animation and the hook that sees a step's screen.

extension Flow {
    // MARK: - Nothing

    /// A flow of no steps: running it changes nothing and announces nothing. `flow + .empty` is
    /// `flow`, so a flow can be folded from parts that may be absent.
    public static var empty: Flow { Flow([FlowStep]()) }

    // MARK: - Stacks

    /// Replaces the current navigation's whole stack with `screens`, root first, in one
    /// ``NavigationEvent/Change/replaced(old:new:)`` (``Navigation/setScreens(_:animated:)``).
    ///
    /// On the navigation of the coordinator the flow runs on, once it has a start screen, the
    /// coordinator's own screens are replaced (``Coordinator/replaceScreens(with:animated:)``): it
    /// keeps running, the new screens belong to it, and a parent's screens below its start stay.
    /// Elsewhere, a coordinator whose start screen is no longer listed finishes, as for a pop.
    ///
    /// It fails with ``NavigationError/emptyReplacement(navigation:)``, before building, for no
    /// screens.
    public static func setStack(_ screens: [FlowScreen]) -> Flow {
        Flow(.setStack(screens))
    }

    /// Replaces the current navigation's top screen with the screen `build` returns, in one
    /// ``NavigationEvent/Change/replaced(old:new:)``: a push that leaves no way back to the screen it
    /// replaces. On the navigation of the coordinator the flow runs on, the new screen belongs to
    /// the coordinator, as a push does; replacing its start screen keeps it running.
    ///
    /// It fails with ``NavigationError/emptyStack(navigation:)``, before building, on an empty
    /// navigation.
    public static func replaceTop(_ title: String, _ build: @escaping @MainActor () throws -> Screen) -> Flow
    {
        Flow(.replaceTop(FlowScreen(title, build)))
    }

    /// Pops the current navigation to the first screen, from its root, of type `type`, which stays
    /// on top.
    ///
    /// A dry run stands in plain ``Screen``s for the screens the flow builds, so it finds only
    /// screens that were there before the run.
    ///
    /// It fails with ``FlowError/noMatchingScreen(step:navigation:)`` when no screen matches.
    public static func popToFirst<Target: Screen>(_ type: Target.Type) -> Flow {
        Flow(.popToFirst(label: "\(type)", matches: { $0 is Target }))
    }

    /// Pops the current navigation to the first screen, from its root, that `matches`, which stays
    /// on top.
    ///
    /// ```swift
    /// let backToCart: Flow = .popToFirst("cart") { $0.title == "Cart" }
    /// ```
    ///
    /// - Parameters:
    ///   - label: Names the screen looked for in ``description``: `pop to first cart`.
    ///   - matches: Whether a screen is the one; called in dry runs too, where the screens the flow
    ///     built are stand-ins titled as their steps.
    public static func popToFirst(_ label: String, _ matches: @escaping @MainActor (Screen) -> Bool) -> Flow {
        Flow(.popToFirst(label: label, matches: matches))
    }

    // MARK: - The window and the tabs

    /// Makes the screen `build` returns the only screen of the window's root, the navigation at
    /// the top of the tree the current navigation is in, after dismissing what it presents: the
    /// app's whole tree is replaced in one transition, as UIKit's `window.rootViewController = ...`
    /// does. The window's root becomes current. For a tab bar, use ``setWindowRoot(tabBar:_:)``.
    ///
    /// When the coordinator the flow runs on started on the window's root, its screens are
    /// replaced (``Coordinator/replaceScreens(with:animated:)``) and it keeps running (refused,
    /// as that call is, while a child of it runs on the same navigation: finish the child first);
    /// otherwise a coordinator whose start screen goes finishes, as for a pop.
    public static func setWindowRoot(
        _ title: String, _ build: @escaping @MainActor () throws -> Screen
    ) -> Flow {
        Flow(.setWindowRoot(FlowScreen(title, build)))
    }

    /// ``setWindowRoot(_:_:)`` for a tab bar: a dry run stands in an empty ``TabBar``, so the
    /// ``setTabs(_:)`` and ``selectTab(_:)`` steps after it plan as they run. The app's whole map
    /// starts here.
    public static func setWindowRoot(
        tabBar title: String, _ build: @escaping @MainActor () throws -> TabBar
    ) -> Flow {
        Flow(.setWindowRoot(.tabBar(title, build)))
    }

    /// ``push(_:_:)`` for a tab bar: a dry run stands in an empty ``TabBar``, so the
    /// ``setTabs(_:)`` and ``selectTab(_:)`` steps after it plan as they run.
    public static func push(tabBar title: String, _ build: @escaping @MainActor () throws -> TabBar) -> Flow {
        Flow(.push(.tabBar(title, build)))
    }

    /// Gives the current tab bar (see ``selectTab(_:)``) the tabs `tabs`, in bar order: its tabs
    /// are removed, then each new tab is added with a new navigation, which its ``FlowTab/flow``
    /// fills while that navigation is current. The first tab is selected, and the navigation that
    /// was current before the step is current again after it.
    ///
    /// ```swift
    /// let app: Flow =
    ///     .setWindowRoot(tabBar: "Tabs") { TabBar(title: "Tabs") }
    ///     + .setTabs([
    ///         FlowTab("Feed", .push("Feed") { Screen(title: "Feed") }),
    ///         FlowTab("Profile", .push("Profile") { Screen(title: "Profile") }),
    ///     ])
    /// ```
    ///
    /// A plan lists each tab's steps indented below an `in tab` line. Coordinators whose start
    /// screens were in a removed tab finish; a ``TabBarCoordinator``'s tabs are its items', so add
    /// those with ``ContainerCoordinator/addItem(_:coordinator:)`` instead.
    public static func setTabs(_ tabs: [FlowTab]) -> Flow {
        Flow(.setTabs(tabs))
    }

    // MARK: - The top-most modal

    /// Presents the screen `build` returns over the top-most navigation the user sees (the last
    /// presented one, in a tab or not, or the window's root when nothing is presented), whichever
    /// navigation is current, and makes the presented navigation current.
    public static func presentOnTop(
        _ title: String, style: PresentationStyle = .sheet, _ build: @escaping @MainActor () throws -> Screen
    ) -> Flow {
        Flow(.presentOnTop(FlowScreen(title, build), style: style))
    }

    /// Dismisses only the top-most presented navigation (the one ``presentOnTop(_:style:_:)`` would
    /// present over), whichever navigation is current. If the current navigation was inside it,
    /// its presenter becomes current; otherwise the current navigation stays.
    ///
    /// It fails with ``NavigationError/nothingPresented(navigation:)``, naming the window's root,
    /// when nothing is presented.
    public static var dismissTop: Flow { Flow(.dismissTop) }

    // MARK: - Steps of the app's own

    /// A step of a kind the app defines (``FlowStepKind``), listed by its
    /// ``FlowStepKind/description``.
    public static func step(_ kind: some FlowStepKind) -> Flow {
        Flow(.custom(description: kind.description, perform: { try kind.perform(in: &$0) }))
    }

    /// A step the app writes as a closure, listed as `description` in ``description`` and plans.
    ///
    /// ```swift
    /// let badge: Flow = .step("badge the inbox") { context in
    ///     try context.navigation.tabBar?.setItem(TabBarItem(title: "Inbox", badge: "1"), at: 0)
    /// }
    /// ```
    ///
    /// `perform` runs in dry runs too (``FlowStepContext/isDryRun``): build screens with
    /// ``FlowStepContext/screen(_:_:)`` and change navigation only.
    public static func step(
        _ description: String, _ perform: @escaping @MainActor (inout FlowStepContext) throws -> Void
    ) -> Flow {
        Flow(.custom(description: description, perform: perform))
    }

    // MARK: - Animation

    /// This flow with every step animating as `animated` says, whatever the run is asked: a run
    /// still makes one visible transition, in which only the last animated change animates.
    /// ``description`` marks such a step `(animated)` or `(not animated)`.
    ///
    /// ```swift
    /// let flow = Flow.push("Items") { Screen(title: "Items") }.animated(false) + .push("Item") { Screen(title: "Item") }
    /// ```
    public func animated(_ animated: Bool) -> Flow {
        var flow = self
        for index in flow.steps.indices { flow.steps[index].animated = animated }
        return flow
    }

    // MARK: - Hooks that see the step

    /// Adds `body`, to run right after this flow's last step, inside the run, with the navigation
    /// the step left current and the screen it built (`nil` for a step that builds none): the
    /// place to hand a screen its delegate or view-model, as FunctionalNavigationFlowKit's
    /// `prepare` does. If it throws, the run fails and nothing changes. A dry run does not call it.
    ///
    /// - Parameters:
    ///   - label: The hook's name in ``description``, if any.
    ///   - body: Receives the current navigation and the step's screen.
    public func configure(
        _ label: String? = nil, _ body: @escaping @MainActor (Navigation, Screen?) throws -> Void
    ) -> Flow {
        var flow = withAStep
        flow.steps[flow.steps.count - 1].configures.append(FlowStep.Configure(label: label, body: body))
        return flow
    }

    /// This flow, or for an empty flow a step that does nothing, listed as `nothing`, to hang a
    /// hook on.
    var withAStep: Flow {
        steps.isEmpty ? .step("nothing") { _ in } : self
    }
}
