/// Runs the steps of a flow, and makes dry runs of it.
@MainActor
enum FlowRunner {
    /// A bound on the steps of one run, so a recursive step that produces itself cannot loop for
    /// ever.
    static let maximumSteps = 1_000

    /// Runs `flow` from `navigation`. Call it inside a transaction: a throw leaves the changes of
    /// the steps before it in place.
    ///
    /// - Parameter isDryRun: `true` for a dry run, which builds no screen (it stands in a plain
    ///   screen titled as the step for each) and calls no `prepare` and no `completion`: a builder
    ///   runs once, when its step runs, and hooks are there for side effects a dry run does not undo.
    /// - Returns: The steps that ran, as ``FlowPlan/steps`` lists them.
    static func run(
        _ flow: Flow, on navigation: Navigation, coordinator: (any Coordinator)?, animated: Bool,
        isDryRun: Bool
    ) throws(FlowError) -> [String] {
        // A stack, top last, so the flow a recursive step returns runs right after it.
        var pending = flow.steps.reversed().map { (step: $0, depth: 0) }
        var current = navigation
        var lines: [String] = []
        var completions: [FlowStep.Completion] = []
        while let (step, depth) = pending.popLast() {
            guard lines.count < maximumSteps else { throw .tooManySteps(limit: maximumSteps) }
            let index = lines.count + 1
            if step.isListed {
                lines.append("\(index). " + String(repeating: "  ", count: depth) + step.description)
            }
            do {
                if !isDryRun {
                    for prepare in step.prepares { try prepare.body() }
                }
                var context = FlowStepContext(
                    navigation: current, coordinator: coordinator, animated: step.animated ?? animated,
                    isDryRun: isDryRun)
                let next = try perform(step.action, in: &context, depth: depth)
                current = context.navigation
                if !isDryRun {
                    for configure in step.configures { try configure.body(current, context.builtScreen) }
                }
                if let next {
                    pending.append(contentsOf: next.steps.reversed().map { (step: $0, depth: depth + 1) })
                }
            } catch {
                throw .stepFailed(index: index, step: step.description, underlying: error)
            }
            if !isDryRun { completions += step.completions }
        }
        if !completions.isEmpty {
            // Queued inside the transaction: a run that fails later drops them with everything else.
            Navigation.afterTransitions {
                for completion in completions { completion.body() }
            }
        }
        return lines
    }

    /// Takes one step from `context.navigation`, which it moves where the step leaves the flow.
    ///
    /// - Returns: The flow the step produced, to run right after it: a recursive step's, or the
    ///   tabs' flows of ``Flow/setTabs(_:)``.
    private static func perform(
        _ action: FlowStep.Action, in context: inout FlowStepContext, depth: Int
    ) throws -> Flow? {
        let current = context.navigation
        let coordinator = context.coordinator
        let animated = context.animated
        /// Whether `current` is the navigation the flow's coordinator moves on, where the screens a
        /// step builds belong to it.
        let ownsCurrent = coordinator.map { $0.navigation === current && $0.startScreen != nil } ?? false
        switch action {
        case .push(let built):
            let screen = try context.screen(built)
            if let coordinator, coordinator.navigation === current {
                try coordinator.move(to: screen, animated: animated)
            } else {
                try current.push(screen, animated: animated)
            }
        case .present(let built, let style):
            // Refused before building: the builder runs only for a step that runs.
            if let presented = current.presented {
                throw NavigationError.alreadyPresenting(navigation: current.id, presented: presented.id)
            }
            context.makeCurrent(
                try current.present(try context.screen(built), style: style, animated: animated))
        case .presentOnTop(let built, let style):
            let top = topMost(in: windowRoot(of: current))
            context.makeCurrent(
                try top.present(try context.screen(built), style: style, animated: animated))
        case .dismiss:
            context.makeCurrent(try dismiss(from: current, animated: animated))
        case .dismissTop:
            let root = windowRoot(of: current)
            let top = topMost(in: root)
            guard let presenter = top.presenting else {
                throw NavigationError.nothingPresented(navigation: root.id)
            }
            // Asked before the dismissal, which unlinks what was inside it.
            let wasInside = top.isAncestor(of: current)
            try presenter.dismiss(animated: animated)
            if wasInside { context.makeCurrent(presenter) }
        case .pop:
            try current.pop(animated: animated)
        case .popToRoot:
            try current.popToRoot(animated: animated)
        case .popToFirst(let label, let matches):
            guard let target = firstScreen(of: current, matching: matches) else {
                throw FlowError.noMatchingScreen(step: "pop to first \(label)", navigation: current.id)
            }
            try current.pop(to: target, animated: animated)
        case .setStack(let built):
            guard !built.isEmpty else { throw NavigationError.emptyReplacement(navigation: current.id) }
            var screens: [Screen] = []
            for screen in built { screens.append(try context.screen(screen)) }
            if let coordinator, ownsCurrent {
                try coordinator.replaceScreens(with: screens, animated: animated)
            } else {
                try current.setScreens(screens, animated: animated)
            }
        case .replaceTop(let built):
            guard current.topScreen != nil else { throw NavigationError.emptyStack(navigation: current.id) }
            let screen = try context.screen(built)
            if let coordinator, ownsCurrent, let own = screens(of: coordinator) {
                try coordinator.replaceScreens(with: own.dropLast() + [screen], animated: animated)
            } else {
                try current.setScreens(current.screens.dropLast() + [screen], animated: animated)
            }
        case .replaceStart(let built):
            guard let coordinator else { throw FlowError.noCoordinator }
            try coordinator.replaceScreens(
                with: [try context.screen(built)], animated: animated)
        case .setWindowRoot(let built):
            let root = windowRoot(of: current)
            if root.presented != nil { try root.dismiss(animated: animated) }
            let screen = try context.screen(built)
            if let coordinator, coordinator.navigation === root, let start = coordinator.startScreen,
                start === root.rootScreen
            {
                try coordinator.replaceScreens(with: [screen], animated: animated)
            } else {
                try root.setScreens([screen], animated: animated)
            }
            context.makeCurrent(root)
        case .selectTab(let index):
            let tabBar = try self.tabBar(at: current)
            try tabBar.select(index, animated: animated)
            context.makeCurrent(tabBar.tabs[index].navigation)
        case .setTabItems(let items):
            let tabBar = try self.tabBar(at: current)
            guard items.count == tabBar.tabs.count else {
                throw FlowError.tabCountMismatch(tabs: tabBar.tabs.count, items: items.count)
            }
            for (index, item) in items.enumerated() { try tabBar.setItem(item, at: index) }
        case .setTabs(let tabs):
            let tabBar = try self.tabBar(at: current)
            while !tabBar.tabs.isEmpty { try tabBar.removeTab(at: tabBar.tabs.count - 1, animated: animated) }
            var steps: [FlowStep] = []
            for (index, tab) in tabs.enumerated() {
                let navigation = Navigation()
                try tabBar.addTab(tab.item, navigation: navigation)
                steps.append(
                    FlowStep(
                        .enterTab(index: index, title: tab.item.title, navigation: navigation, flow: tab.flow)
                    ))
            }
            steps.append(FlowStep(.restoreCurrent(current)))
            return Flow(steps)
        case .enterTab(_, _, let navigation, let flow):
            // The tab's flow runs right after this step, one level deeper, from the tab's navigation.
            context.makeCurrent(navigation)
            return flow
        case .restoreCurrent(let navigation):
            context.makeCurrent(navigation)
        case .then(_, let next):
            return try next(FlowContext(navigation: current, coordinator: coordinator, depth: depth))
        case .custom(_, let perform):
            try perform(&context)
        }
        return nil
    }

    /// Dismisses as UIKit does: what `current` presents, or else the presented navigation that
    /// holds `current` (itself, or one whose tab it is).
    ///
    /// - Returns: The navigation that is current afterwards.
    private static func dismiss(from current: Navigation, animated: Bool) throws(NavigationError)
        -> Navigation
    {
        if current.presented != nil {
            try current.dismiss(animated: animated)
            return current
        }
        var node = current
        while node.presenting == nil, let holder = node.container?.navigation { node = holder }
        guard let presenter = node.presenting else { throw .nothingPresented(navigation: current.id) }
        try presenter.dismiss(animated: animated)
        return presenter
    }

    /// The navigation at the top of the tree `navigation` is in: neither presented nor a tab.
    private static func windowRoot(of navigation: Navigation) -> Navigation {
        var node = navigation
        while let parent = node.parentNavigation { node = parent }
        return node
    }

    /// The top-most presented navigation the user sees from `navigation` (following what it
    /// presents, and the selected tab of a tab bar on top), or `navigation` when nothing is.
    private static func topMost(in navigation: Navigation) -> Navigation {
        if let presented = navigation.presented { return topMost(in: presented) }
        if let container = navigation.topScreen as? ContainerScreen, let tab = container.selectedNavigation {
            let top = topMost(in: tab)
            if top !== tab { return top }
        }
        return navigation
    }

    /// The first screen of `navigation`, from its root, that `matches`.
    private static func firstScreen(of navigation: Navigation, matching matches: (Screen) -> Bool) -> Screen?
    {
        for screen in navigation.screens where matches(screen) { return screen }
        return nil
    }

    /// `coordinator`'s own screens: its start screen and those above it.
    private static func screens(of coordinator: any Coordinator) -> [Screen]? {
        let screens = coordinator.navigation.screens
        guard let start = coordinator.startScreen else { return nil }
        for index in screens.indices where screens[index] === start { return Array(screens[index...]) }
        return nil
    }

    /// The tab bar on top of `navigation`, or the one whose tab `navigation` is.
    private static func tabBar(at navigation: Navigation) throws(FlowError) -> TabBar {
        if let tabBar = navigation.topScreen as? TabBar { return tabBar }
        if let tabBar = navigation.tabBar { return tabBar }
        throw .noTabBar(navigation: navigation.id)
    }

    /// A dry run: runs `flow` with stand-in screens and undoes it, and returns the steps it took
    /// and the events it announced, screens named by title.
    static func plan(
        _ flow: Flow, on navigation: Navigation, coordinator: (any Coordinator)?, animated: Bool
    ) throws(FlowError) -> FlowPlan {
        let run = try Navigation.dryRun(from: navigation) { () throws(FlowError) in
            try self.run(flow, on: navigation, coordinator: coordinator, animated: animated, isDryRun: true)
        }
        return FlowPlan(steps: run.output, events: run.events, changes: run.changes)
    }
}
