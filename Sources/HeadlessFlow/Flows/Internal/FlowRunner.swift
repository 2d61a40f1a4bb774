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
            lines.append("\(index). " + String(repeating: "  ", count: depth) + step.description)
            do {
                if !isDryRun {
                    for prepare in step.prepares { try prepare.body() }
                }
                let next = try perform(
                    step.action, on: &current, coordinator: coordinator, depth: depth, animated: animated,
                    isDryRun: isDryRun)
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

    /// Takes one step from `current`, which it moves where the step leaves the flow.
    ///
    /// - Returns: The flow a recursive step produced, if any.
    private static func perform(
        _ action: FlowStep.Action, on current: inout Navigation, coordinator: (any Coordinator)?, depth: Int,
        animated: Bool, isDryRun: Bool
    ) throws -> Flow? {
        /// The step's screen: built when the step runs, a stand-in titled as the step in a dry run.
        func screen(_ title: String, _ build: () throws -> Screen) throws -> Screen {
            isDryRun ? Screen(title: title) : try build()
        }
        switch action {
        case .push(let title, let build):
            let screen = try screen(title, build)
            if let coordinator, coordinator.navigation === current {
                try coordinator.move(to: screen, animated: animated)
            } else {
                try current.push(screen, animated: animated)
            }
        case .present(let title, let style, let build):
            // Refused before building: the builder runs only for a step that runs.
            if let presented = current.presented {
                throw NavigationError.alreadyPresenting(navigation: current.id, presented: presented.id)
            }
            current = try current.present(try screen(title, build), style: style, animated: animated)
        case .dismiss:
            current = try dismiss(from: current, animated: animated)
        case .pop:
            try current.pop(animated: animated)
        case .popToRoot:
            try current.popToRoot(animated: animated)
        case .replaceStart(let title, let build):
            guard let coordinator else { throw FlowError.noCoordinator }
            try coordinator.replaceScreens(with: [try screen(title, build)], animated: animated)
        case .selectTab(let index):
            let tabBar = try self.tabBar(at: current)
            try tabBar.select(index, animated: animated)
            current = tabBar.tabs[index].navigation
        case .setTabItems(let items):
            let tabBar = try self.tabBar(at: current)
            guard items.count == tabBar.tabs.count else {
                throw FlowError.tabCountMismatch(tabs: tabBar.tabs.count, items: items.count)
            }
            for (index, item) in items.enumerated() { try tabBar.setItem(item, at: index) }
        case .then(_, let next):
            return try next(FlowContext(navigation: current, coordinator: coordinator, depth: depth))
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
        while node.presenting == nil, let holder = node.tabBar?.navigation { node = holder }
        guard let presenter = node.presenting else { throw .nothingPresented(navigation: current.id) }
        try presenter.dismiss(animated: animated)
        return presenter
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
