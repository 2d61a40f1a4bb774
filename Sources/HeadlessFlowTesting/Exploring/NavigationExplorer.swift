import HeadlessFlow

/// Crawls every path a user can take through an app, headless: from a fresh app per path, it
/// takes each action the user has (``ExplorerAction``), breadth first up to a depth, checks the
/// invariants after every step (``ExplorerInvariant``), and shrinks each path that breaks one to
/// a minimal one, printed as a test (``ExplorationFailure``).
///
/// ```swift
/// let explorer = NavigationExplorer {
///     let app = ShopCoordinator(navigation: Navigation())
///     try app.startAsRoot(animated: false)
///     return ExplorableApp(coordinator: app, registry: ShopCoordinator.registry)
/// }
/// explorer.fieldValues = ["email": ["ada@example.com"], "password": ["secret1"]]
/// let report = try explorer.explore(depth: 6)
/// print(report.map.mermaid)
/// ```
///
/// States are visible trees: two paths that reach the same screens, tabs, modals and alerts reach
/// one state, whatever else differs. The explorer is deterministic: the same app, settings and
/// seed explore the same states in the same order.
@MainActor
public final class NavigationExplorer {
    /// Texts to type per field ID, the usual one first: every tap on a screen with fields types
    /// the first text of each, and once each other text in one field at a time. Fields with no
    /// texts here get only the hostile ones (``addsHostileFieldValues``).
    public var fieldValues: [String: [String]] = [:]
    /// Whether every field also gets an empty text, a very long one and one with control
    /// characters (`true` by default).
    public var addsHostileFieldValues = true
    /// Links to open from every state, with the parameter values the test chooses
    /// (`app://items/42`); explored only when the app has an ``ExplorableApp/openLink``.
    public var links: [String] = []
    /// The invariants to check; all the built-in ones by default. Custom checks added with
    /// ``check(_:_:)`` and ``ExplorableApp/check(_:_:)`` always run.
    public var invariants: Set<ExplorerInvariant> = ExplorerInvariant.builtIn
    /// The most states to explore; breadth-first exploration stops expanding beyond it.
    public var maxStates = 1_000
    /// The expression a printed test calls to build the app, as the factory does (`makeApp()`).
    public var factoryExpression = "makeApp()"

    private let factory: @MainActor () throws -> ExplorableApp
    private let restore: (@MainActor (NavigationSnapshot) throws -> ExplorableApp)?
    private var checks: [(name: String, holds: @MainActor (ExplorableApp) -> Bool)] = []
    /// The run whose step is being taken: escaped intent errors go to it.
    private weak var activeRun: ExplorerRun?

    /// An explorer of the apps `factory` builds, one fresh app per path.
    ///
    /// With `restore`, the explorer reaches a state it has seen by restoring its snapshot into a
    /// fresh app rather than replaying the path to it, which is faster when a path is costly (a
    /// password check on the way): the tree is the same, the app's own state is a fresh app's
    /// with that tree. A state whose snapshot does not restore to the same tree (a shown alert is
    /// never saved) is replayed. Failures are always shrunk and replayed from `factory`.
    ///
    /// - Parameters:
    ///   - factory: Builds and starts a fresh app, as the test would.
    ///   - restore: Builds a fresh app and restores `snapshot` into it instead of starting it.
    public init(
        app factory: @escaping @MainActor () throws -> ExplorableApp,
        restoring restore: (@MainActor (_ snapshot: NavigationSnapshot) throws -> ExplorableApp)? = nil
    ) {
        self.factory = factory
        self.restore = restore
    }

    /// Adds a check of the model, run after every step: `holds` returns `false` when the app is
    /// wrong, and the failure names the check `name`.
    public func check(_ name: String, _ holds: @escaping @MainActor (ExplorableApp) -> Bool) {
        checks.append((name, holds))
    }

    /// The settings of the exploration running, fixed when it starts.
    private var inputs = ExplorerInputs(fieldValues: [:], addsHostileFieldValues: true, links: [])

    /// The invariants checked after each step (the others are checked over the explored graph).
    private var stepInvariants: Set<ExplorerInvariant> {
        invariants.subtracting([.neverStuck, .linksLandWhereButtonsReach, .deterministic])
    }

    // MARK: - Exploring

    /// Explores breadth first to `depth` steps from a fresh app, then takes `randomWalks` seeded
    /// random walks of `walkLength` steps each, checking every invariant after every step; then
    /// checks the explored graph (``ExplorerInvariant/neverStuck``,
    /// ``ExplorerInvariant/linksLandWhereButtonsReach``).
    ///
    /// Exploration stops at the first broken invariant, which the report holds with its path
    /// shrunk.
    ///
    /// - Returns: The states, transitions and failures found.
    /// - Throws: ``ExplorerError/factoryFailed(_:)`` when the factory throws.
    public func explore(
        depth: Int = 8, randomWalks: Int = 0, walkLength: Int = 50, seed: UInt64 = 0
    ) throws(ExplorerError) -> ExplorationReport {
        let previousHandler = UnhandledIntentError.handler
        UnhandledIntentError.handler = { [weak self] error, coordinator in
            self?.activeRun?.escapedErrors.append(
                "an intent of \(type(of: coordinator)) threw \(error), and no coordinator handled it")
        }
        defer { UnhandledIntentError.handler = previousHandler }
        inputs = ExplorerInputs(
            fieldValues: fieldValues, addsHostileFieldValues: addsHostileFieldValues, links: links)

        var graph = ExplorationGraph()
        var steps = 0
        let first = try makeRun()
        if let (invariant, message) = first.check(invariants: stepInvariants, checks: checks) {
            let tree = ExplorerTree.text(of: first.app)
            return graph.report(
                steps: 0,
                failures: [failure(invariant, message, path: [], foundPath: [], before: tree, after: tree)])
        }
        graph.add(
            key: ExplorerTree.key(of: first.app.window), name: ExplorerTree.name(of: first.app.window),
            visibleKey: ExplorerTree.key(of: first.app.window, foldingHiddenItems: true), path: [])
        var pending: ExplorerRun? = first
        var next = 0
        while next < graph.states.count, graph.states.count < maxStates {
            let from = next
            next += 1
            let path = graph.states[from].path
            guard path.count < depth else { continue }
            let run: ExplorerRun
            if let pending {
                run = pending
            } else if let restored = try restored(graph.states[from]) {
                run = restored
            } else {
                run = try makeRun()
                if let failure = try replay(path, on: run, expecting: graph.states[from].key) {
                    return graph.report(steps: steps, failures: [failure])
                }
            }
            pending = nil
            let actions = ExplorerActions.enumerate(in: run.app, inputs: inputs)
            var current: ExplorerRun? = run
            for action in actions {
                let run: ExplorerRun
                if let current {
                    run = current
                } else if let restored = try restored(graph.states[from]) {
                    run = restored
                } else {
                    run = try replayed(path)
                }
                current = nil
                let result = try takeStep(action, on: run, after: path)
                steps += 1
                switch result {
                case .failed(let failure):
                    return graph.report(steps: steps, failures: [failure])
                case .reached(let key, let window, let refusal):
                    let count = graph.states.count
                    let to = graph.add(
                        key: key, name: ExplorerTree.name(of: window),
                        visibleKey: ExplorerTree.key(of: window, foldingHiddenItems: true),
                        path: path + [action])
                    if graph.states.count > count, restore != nil {
                        graph.setSnapshot(snapshot(of: run.app), of: to)
                    }
                    graph.addTransition(from: from, to: to, action: action, refusal: refusal)
                }
            }
            graph.markExpanded(from)
        }
        var random = SeededRandom(seed: seed)
        for _ in 0..<randomWalks {
            var path: [ExplorerAction] = []
            let run = try makeRun()
            var from = 0
            for _ in 0..<walkLength {
                let actions = ExplorerActions.enumerate(in: run.app, inputs: inputs)
                guard let action = actions.randomElement(using: &random) else { break }
                let result = try takeStep(action, on: run, after: path)
                steps += 1
                path.append(action)
                switch result {
                case .failed(let failure):
                    return graph.report(steps: steps, failures: [failure])
                case .reached(let key, let window, let refusal):
                    let to = graph.add(
                        key: key, name: ExplorerTree.name(of: window),
                        visibleKey: ExplorerTree.key(of: window, foldingHiddenItems: true), path: path,
                        byWalk: true)
                    graph.addTransition(from: from, to: to, action: action, refusal: refusal, byWalk: true)
                    from = to
                }
            }
        }
        let failures = try graphFailures(in: graph, depth: depth)
        return graph.report(steps: steps, failures: failures)
    }

    /// Replays `path` on a fresh app as a test would, without checks, and returns the app.
    ///
    /// - Throws: ``ExplorerError/stepUnavailable(index:action:reason:)`` when a step cannot be
    ///   taken, or ``ExplorerError/factoryFailed(_:)``. A step the app refuses is taken as the
    ///   user would: it changes nothing, and the replay goes on.
    public func replay(_ path: [ExplorerAction]) throws(ExplorerError) -> ExplorableApp {
        let run = try makeRun(followsEvents: false)
        for (index, action) in path.enumerated() {
            do {
                try ExplorerActions.perform(action, on: run.app)
            } catch let error as ActionUnavailable {
                throw .stepUnavailable(index: index, action: "\(action)", reason: error.description)
            } catch {
                continue
            }
        }
        return run.app
    }

    // MARK: - Steps

    private enum StepOutcome {
        /// The step reached the tree `key`, shown in `window` (named only when the state is new).
        case reached(key: String, window: Navigation, refusal: String?)
        case failed(ExplorationFailure)
    }

    private func makeRun(followsEvents: Bool? = nil) throws(ExplorerError) -> ExplorerRun {
        let app: ExplorableApp
        do {
            app = try factory()
        } catch {
            throw .factoryFailed("\(error)")
        }
        let run = ExplorerRun(
            app: app, followsEvents: followsEvents ?? invariants.contains(.rendererMatchesModel))
        activeRun = run
        return run
    }

    /// A fresh run restored into `state`, when the explorer restores states, the state has a
    /// snapshot, and it restores to the state's tree.
    private func restored(_ state: ExplorationGraph.StateRecord) throws(ExplorerError) -> ExplorerRun? {
        guard let restore, let snapshot = state.snapshot else { return nil }
        let app: ExplorableApp
        do {
            app = try restore(snapshot)
        } catch {
            return nil
        }
        guard ExplorerTree.key(of: app.window) == state.key else { return nil }
        let run = ExplorerRun(app: app, followsEvents: invariants.contains(.rendererMatchesModel))
        activeRun = run
        return run
    }

    private func snapshot(of app: ExplorableApp) -> NavigationSnapshot? {
        guard let coordinator = app.coordinator, let registry = app.registry else { return nil }
        return registry.snapshot(of: coordinator)
    }

    /// A fresh run that has taken `path`, unchecked.
    private func replayed(_ path: [ExplorerAction]) throws(ExplorerError) -> ExplorerRun {
        let run = try makeRun()
        for action in path { try? ExplorerActions.perform(action, on: run.app) }
        return run
    }

    /// Takes `path` on `run`, unchecked; a failure of ``ExplorerInvariant/deterministic`` when
    /// it does not reach `key`.
    private func replay(
        _ path: [ExplorerAction], on run: ExplorerRun, expecting key: String
    ) throws(ExplorerError) -> ExplorationFailure? {
        var unavailable: String?
        for action in path {
            do {
                try ExplorerActions.perform(action, on: run.app)
            } catch let error as ActionUnavailable {
                unavailable = "\(action) cannot be taken: \(error)"
                break
            } catch {
                continue
            }
        }
        let reached = ExplorerTree.key(of: run.app.window)
        guard invariants.contains(.deterministic), unavailable != nil || reached != key else { return nil }
        let message =
            "replaying the path on a fresh app "
            + (unavailable ?? "reaches \(reached), not \(key)")
        return failure(
            .deterministic, message, path: path, foundPath: path, before: "",
            after: ExplorerTree.text(of: run.app))
    }

    /// Takes `action` on `run` (which has taken `path`) with every check; a failure is shrunk.
    private func takeStep(
        _ action: ExplorerAction, on run: ExplorerRun, after path: [ExplorerAction]
    ) throws(ExplorerError) -> StepOutcome {
        activeRun = run
        let result: ExplorerRun.StepResult
        do {
            result = try run.step(action, inputs: inputs, invariants: stepInvariants, checks: checks)
        } catch {
            // Enumerated in this very state: only an app that changes on its own gets here.
            let message = "\(action) was offered and then could not be taken: \(error)"
            return .failed(
                failure(
                    .deterministic, message, path: path + [action], foundPath: path + [action], before: "",
                    after: ExplorerTree.text(of: run.app)))
        }
        switch result {
        case .passed(let refusal):
            return .reached(
                key: ExplorerTree.key(of: run.app.window), window: run.app.window, refusal: refusal)
        case .failed(let invariant, _):
            let found = path + [action]
            let shrunk = try shrink(found) { candidate throws(ExplorerError) in
                try self.firstFailure(of: candidate, invariant: invariant)
            }
            return .failed(try stepFailure(invariant, path: shrunk, foundPath: found))
        }
    }

    /// Where `path`, taken with every check on a fresh app, first breaks an invariant, when that
    /// is `invariant`: the path up to that step. `nil` when it breaks another first, none, or a
    /// step cannot be taken.
    private func firstFailure(
        of path: [ExplorerAction], invariant: ExplorerInvariant
    ) throws(ExplorerError) -> [ExplorerAction]? {
        let run = try makeRun()
        if run.check(invariants: stepInvariants, checks: checks) != nil { return nil }
        for (index, action) in path.enumerated() {
            activeRun = run
            guard
                let result = try? run.step(action, inputs: inputs, invariants: stepInvariants, checks: checks)
            else { return nil }
            if case .failed(let broken, _) = result {
                return broken == invariant ? Array(path[...index]) : nil
            }
        }
        return nil
    }

    /// The failure of `invariant` at the last step of `path`, with the trees before and after it.
    private func stepFailure(
        _ invariant: ExplorerInvariant, path: [ExplorerAction], foundPath: [ExplorerAction]
    ) throws(ExplorerError) -> ExplorationFailure {
        let run = try makeRun()
        var before = ExplorerTree.text(of: run.app)
        var message = "\(invariant) broke"
        for action in path {
            before = ExplorerTree.text(of: run.app)
            activeRun = run
            if case .failed(_, let text)? = try? run.step(
                action, inputs: inputs, invariants: stepInvariants, checks: checks)
            {
                message = text
            }
        }
        return failure(
            invariant, message, path: path, foundPath: foundPath, before: before,
            after: ExplorerTree.text(of: run.app))
    }

    private func failure(
        _ invariant: ExplorerInvariant, _ message: String, path: [ExplorerAction],
        foundPath: [ExplorerAction],
        before: String, after: String
    ) -> ExplorationFailure {
        ExplorationFailure(
            invariant: invariant, message: message, path: path, foundPath: foundPath, treeBefore: before,
            treeAfter: after, recording: recording(of: path), factoryExpression: factoryExpression)
    }

    /// The journal of a fresh app taking `path`, when the app has a coordinator and a registry.
    private func recording(of path: [ExplorerAction]) -> NavigationJournal.Recording? {
        guard let run = try? makeRun(followsEvents: false), let coordinator = run.app.coordinator,
            let registry = run.app.registry
        else { return nil }
        let journal = NavigationJournal(recording: coordinator, registry: registry)
        for action in path { try? ExplorerActions.perform(action, on: run.app) }
        let recording = journal.recording()
        journal.stop()
        return recording
    }

    // MARK: - Shrinking

    /// The smallest path derived from `path` that still fails, by delta debugging: remove chunks
    /// of steps, halving the chunk size down to single steps, then type simpler texts (earlier
    /// candidates) into each field. `fails` returns the failing prefix of a candidate, or `nil`.
    private func shrink(
        _ path: [ExplorerAction],
        fails: ([ExplorerAction]) throws(ExplorerError) -> [ExplorerAction]?
    ) throws(ExplorerError) -> [ExplorerAction] {
        var current = try fails(path) ?? path
        var chunk = max(1, current.count / 2)
        while chunk >= 1, current.count > 1 {
            var start = 0
            var removed = false
            while start < current.count {
                let candidate = Array(current[..<start] + current[min(start + chunk, current.count)...])
                if !candidate.isEmpty, let smaller = try fails(candidate) {
                    current = smaller
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        for index in current.indices {
            guard case .tap(let button, let screen, var fields) = current[index].kind else { continue }
            for field in fields.indices {
                for text in inputs.candidates(for: fields[field].id) {
                    if text == fields[field].text { break }
                    var simpler = fields
                    simpler[field].text = text
                    var candidate = current
                    candidate[index] = ExplorerAction(.tap(button: button, screen: screen, fields: simpler))
                    if let failing = try fails(candidate), failing.count == current.count {
                        current = failing
                        fields = simpler
                        break
                    }
                }
            }
        }
        return current
    }

    // MARK: - The explored graph

    private func graphFailures(in graph: ExplorationGraph, depth: Int) throws(ExplorerError)
        -> [ExplorationFailure]
    {
        var failures: [ExplorationFailure] = []
        if invariants.contains(.neverStuck) {
            for trap in graph.traps() {
                let names = trap.states.map { graph.states[$0].name.debugDescription }.joined(separator: ", ")
                let message =
                    trap.states.count == 1
                    ? "no action changes the tree at \(names): the user is stuck"
                    : "the states \(names) lead only to each other: the user cannot get out"
                failures.append(try stateFailure(.neverStuck, message, reaching: trap.states, in: graph))
            }
        }
        if invariants.contains(.linksLandWhereButtonsReach), !links.isEmpty {
            let linkOnly = graph.linkOnlyStates()
            if let first = linkOnly.first {
                let others = linkOnly.count > 1 ? " (and \(linkOnly.count - 1) more states past it)" : ""
                let message =
                    "\(graph.states[first].name.debugDescription)\(others) is reached by a link, and by none of the "
                    + "app's buttons, lists, tabs and gestures within \(depth) steps"
                failures.append(
                    try stateFailure(.linksLandWhereButtonsReach, message, reaching: linkOnly, in: graph))
            }
        }
        return failures
    }

    /// The failure of a graph invariant: the shortest path into one of `states`, shrunk.
    private func stateFailure(
        _ invariant: ExplorerInvariant, _ message: String, reaching states: [Int], in graph: ExplorationGraph
    ) throws(ExplorerError) -> ExplorationFailure {
        let keys = Set(states.map { graph.states[$0].key })
        let found = states.map { graph.states[$0].path }.min { $0.count < $1.count } ?? []
        let shrunk = try shrink(found) { candidate throws(ExplorerError) in
            let app = try? self.replay(candidate)
            return app.map { keys.contains(ExplorerTree.key(of: $0.window)) } == true ? candidate : nil
        }
        let before = try replay(Array(shrunk.dropLast()))
        let after = try replay(shrunk)
        return failure(
            invariant, message, path: shrunk, foundPath: found, before: ExplorerTree.text(of: before),
            after: ExplorerTree.text(of: after))
    }
}
