import HeadlessFlow

/// Crawls every path a user can take through an app, headless: from a fresh app per path, it
/// takes each action the user has (``ExplorerAction``), breadth first up to a depth, checks the
/// invariants after every step (``ExplorerInvariant``), and shrinks the path that breaks each one
/// to the shortest it can find, printed as a test (``ExplorationFailure``).
///
/// ```swift
/// let explorer = NavigationExplorer {
///     let shop = ShopCoordinator()
///     try shop.startAsRoot(animated: false)
///     return ExplorableApp(coordinator: shop)
/// }
/// explorer.fieldValues = ["email": ["ada@example.com"]]
/// let report = try explorer.explore(depth: 5)
/// print(report)
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
    /// The most fresh apps shrinking may build to search for a shorter path, per failure: past
    /// it, the failure says that a shorter path may exist.
    public var maxShrinkReplays = 1_000

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

    /// A broken invariant the running exploration found, with the path that broke it; a
    /// ``ExplorerInvariant/deterministic`` one comes as its failure, which is not shrunk.
    private struct Finding {
        let invariant: ExplorerInvariant
        let path: [ExplorerAction]
        var failure: ExplorationFailure?
    }

    /// What the running exploration found, each invariant once, in the order found.
    private var findings: [Finding] = []
    /// The step invariants the running exploration still checks: those not broken yet.
    private var checking: Set<ExplorerInvariant> = []
    /// The custom checks it still runs: those not broken yet.
    private var customChecking = ExplorerRun.CustomChecks.all

    // MARK: - Exploring

    /// Explores breadth first to `depth` steps from a fresh app, then takes `randomWalks` seeded
    /// random walks of `walkLength` steps each, checking every invariant after every step; then
    /// checks the explored graph (``ExplorerInvariant/neverStuck``,
    /// ``ExplorerInvariant/linksLandWhereButtonsReach``).
    ///
    /// Exploration goes on past a broken invariant: the report holds every invariant that broke,
    /// each once (the first path that broke it, shrunk), and the explorer stops checking an
    /// invariant once it broke. It also lists the invariants checked and those skipped, with why.
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
        findings = []
        checking = stepInvariants
        customChecking = .all
        defer { findings = [] }

        var graph = ExplorationGraph()
        var steps = 0
        let first = try makeRun()
        let (checked, skipped) = checkedAndSkipped(on: first.app)
        record(first.everyBroken(invariants: checking, checks: checks), path: [])
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
                    record(failure)
                    continue
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
                case .diverged:
                    continue
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
                // A walk whose app changed under it cannot go on.
                guard case .reached(let key, let window, let refusal) = result else { break }
                let to = graph.add(
                    key: key, name: ExplorerTree.name(of: window),
                    visibleKey: ExplorerTree.key(of: window, foldingHiddenItems: true), path: path,
                    byWalk: true)
                graph.addTransition(from: from, to: to, action: action, refusal: refusal, byWalk: true)
                from = to
            }
        }
        var failures: [ExplorationFailure] = []
        for finding in findings {
            if let failure = finding.failure {
                failures.append(failure)
            } else {
                failures.append(try stepFailure(finding.invariant, found: finding.path))
            }
        }
        failures += try graphFailures(in: graph, depth: depth)
        var report = graph.report(steps: steps, failures: failures)
        report.checkedInvariants = checked
        report.skippedInvariants = skipped
        report.factoryExpression = factoryExpression
        return report
    }

    /// The invariants this exploration checks and those it skips with why, in report order, as
    /// the settings and `app`, the first app, allow.
    private func checkedAndSkipped(
        on app: ExplorableApp
    ) -> (checked: [ExplorerInvariant], skipped: [ExplorationReport.SkippedInvariant]) {
        var customNames: [String] = []
        for name in checks.map(\.name) + app.checks.map(\.name) where !customNames.contains(name) {
            customNames.append(name)
        }
        var checked = Set(customNames.map(ExplorerInvariant.custom))
        var skipped: [ExplorerInvariant: String] = [:]
        for invariant in ExplorerInvariant.builtIn {
            if !invariants.contains(invariant) {
                skipped[invariant] = "turned off: not in NavigationExplorer.invariants"
            } else if let reason = invariant.reasonToSkip(on: app, inputs: inputs) {
                skipped[invariant] = reason
            } else {
                checked.insert(invariant)
            }
        }
        return (
            ExplorerInvariant.inReportOrder(checked, customOrder: customNames),
            ExplorerInvariant.inReportOrder(Set(skipped.keys)).map {
                ExplorationReport.SkippedInvariant(invariant: $0, reason: skipped[$0] ?? "")
            }
        )
    }

    /// Keeps the invariants in `broken` that had not broken yet, with `path`, and stops checking
    /// them.
    private func record(_ broken: [(invariant: ExplorerInvariant, message: String)], path: [ExplorerAction]) {
        for (invariant, _) in broken where !findings.contains(where: { $0.invariant == invariant }) {
            findings.append(Finding(invariant: invariant, path: path))
            switch (invariant, customChecking) {
            case (.custom(let name), .allBut(let names)): customChecking = .allBut(names.union([name]))
            case (.custom(let name), _): customChecking = .allBut([name])
            default: checking.remove(invariant)
            }
        }
    }

    /// Keeps `failure`, of ``ExplorerInvariant/deterministic``, unless one was kept already.
    private func record(_ failure: ExplorationFailure) {
        guard !findings.contains(where: { $0.invariant == failure.invariant }) else { return }
        findings.append(Finding(invariant: failure.invariant, path: failure.path, failure: failure))
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
        /// The action, offered in this very state, could not be taken: the app changed on its own.
        case diverged
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
            .deterministic, message, path: path, foundPath: path, shrinking: .notDeterministic, before: "",
            after: ExplorerTree.text(of: run.app))
    }

    /// Takes `action` on `run` (which has taken `path`) with the checks not broken yet, and keeps
    /// what breaks.
    private func takeStep(
        _ action: ExplorerAction, on run: ExplorerRun, after path: [ExplorerAction]
    ) throws(ExplorerError) -> StepOutcome {
        activeRun = run
        let result: ExplorerRun.StepResult
        do {
            result = try run.step(
                action, inputs: inputs, invariants: checking, checks: checks, custom: customChecking)
        } catch {
            // Enumerated in this very state: only an app that changes on its own gets here.
            let message = "\(action) was offered and then could not be taken: \(error)"
            record(
                failure(
                    .deterministic, message, path: path + [action], foundPath: path + [action],
                    shrinking: .notDeterministic, before: "", after: ExplorerTree.text(of: run.app)))
            return .diverged
        }
        record(result.broken, path: path + [action])
        return .reached(
            key: ExplorerTree.key(of: run.app.window), window: run.app.window, refusal: result.refusal)
    }

    /// The failure of `invariant`, found broken at the last step of `found`, its path shrunk, with
    /// the trees before and after its last step.
    private func stepFailure(
        _ invariant: ExplorerInvariant, found: [ExplorerAction]
    ) throws(ExplorerError) -> ExplorationFailure {
        let (path, shrinking) = try shrunk(found, .breaks(invariant))
        let (invariants, custom) = Self.checking(only: invariant)
        let run = try makeRun(followsEvents: invariant == .rendererMatchesModel)
        var before = ExplorerTree.text(of: run.app)
        var message = run.everyBroken(invariants: invariants, checks: checks, custom: custom).first?.message
        for action in path {
            before = ExplorerTree.text(of: run.app)
            activeRun = run
            let result = try? run.step(
                action, inputs: inputs, invariants: invariants, checks: checks, custom: custom)
            message = result?.broken.first?.message ?? message
        }
        return failure(
            invariant, message ?? "\(invariant) broke", path: path, foundPath: found, shrinking: shrinking,
            before: before, after: ExplorerTree.text(of: run.app))
    }

    /// The invariants and custom checks to run to see `invariant` alone.
    private static func checking(
        only invariant: ExplorerInvariant
    ) -> (Set<ExplorerInvariant>, ExplorerRun.CustomChecks) {
        if case .custom(let name) = invariant { return ([], .only(name)) }
        return ([invariant], .none)
    }

    private func failure(
        _ invariant: ExplorerInvariant, _ message: String, path: [ExplorerAction],
        foundPath: [ExplorerAction], shrinking: ExplorationFailure.Shrinking,
        before: String, after: String
    ) -> ExplorationFailure {
        ExplorationFailure(
            invariant: invariant, message: message, path: path, foundPath: foundPath, shrinking: shrinking,
            treeBefore: before, treeAfter: after, recording: recording(of: path),
            factoryExpression: factoryExpression)
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

    /// What a shorter path must do to reproduce a failure.
    private enum Reproduction {
        /// Break this invariant (checked alone) at some step.
        case breaks(ExplorerInvariant)
        /// Reach one of these trees.
        case reaches(Set<String>)
    }

    /// The shortest path shrinking finds that reproduces what `found` does, and whether it is
    /// proven the shortest: `found` cut where it first reproduces, then steps deleted (delta
    /// debugging), then a breadth-first search of every shorter path on fresh apps (within
    /// ``maxShrinkReplays``), then simpler texts in its fields.
    private func shrunk(
        _ found: [ExplorerAction], _ reproduction: Reproduction
    ) throws(ExplorerError) -> (path: [ExplorerAction], shrinking: ExplorationFailure.Shrinking) {
        let reproduces = { (candidate: [ExplorerAction]) throws(ExplorerError) -> [ExplorerAction]? in
            try self.firstReproduction(of: candidate, reproduction)
        }
        guard try reproduces(found) != nil else {
            return (
                found,
                .shorterMayExist(
                    reason: "the path does not break it again on a fresh app, so it is not shrunk")
            )
        }
        var path = try shrink(found, fails: reproduces)
        var budget = maxShrinkReplays
        let search = try searchShorter(than: path.count, reproduction, budget: &budget)
        if let shorter = search.path { path = try shrink(shorter, fails: reproduces) }
        guard search.completed < path.count - 1 else { return (path, .provenShortest) }
        func steps(_ count: Int) -> String { count == 1 ? "1 step" : "\(count) steps" }
        let tried =
            search.completed == 0 ? "" : "no path of \(steps(search.completed)) or fewer breaks it, but "
        return (
            path,
            .shorterMayExist(
                reason: tried + "the search ran out of its \(maxShrinkReplays) fresh apps "
                    + "(NavigationExplorer.maxShrinkReplays) among the paths of \(steps(search.completed + 1))"
            )
        )
    }

    /// Where `path`, taken on a fresh app, first reproduces `reproduction`: the path up to that
    /// step. `nil` when it never does, or a step cannot be taken.
    private func firstReproduction(
        of path: [ExplorerAction], _ reproduction: Reproduction
    ) throws(ExplorerError) -> [ExplorerAction]? {
        guard let run = try replayed(prefix: [], for: reproduction) else { return nil }
        if try reproduces(nil, on: run, reproduction) == true { return [] }
        for (index, action) in path.enumerated() {
            guard let reproduced = try reproduces(action, on: run, reproduction) else { return nil }
            if reproduced { return Array(path[...index]) }
        }
        return nil
    }

    /// Every path shorter than `limit` from a fresh app, breadth first in the order actions are
    /// offered, each replayed on a fresh app and counted against `budget`: the first one that
    /// reproduces `reproduction`, and the length up to which every path was tried.
    private func searchShorter(
        than limit: Int, _ reproduction: Reproduction, budget: inout Int
    ) throws(ExplorerError) -> (path: [ExplorerAction]?, completed: Int) {
        var frontier: [[ExplorerAction]] = [[]]
        var length = 1
        while length < limit {
            var next: [[ExplorerAction]] = []
            for prefix in frontier {
                guard budget > 0 else { return (nil, length - 1) }
                budget -= 1
                guard let run = try replayed(prefix: prefix, for: reproduction) else { continue }
                let actions = ExplorerActions.enumerate(in: run.app, inputs: inputs)
                for (index, action) in actions.enumerated() {
                    let current: ExplorerRun
                    if index == 0 {
                        current = run
                    } else {
                        guard budget > 0 else { return (nil, length - 1) }
                        budget -= 1
                        guard let fresh = try replayed(prefix: prefix, for: reproduction) else { break }
                        current = fresh
                    }
                    switch try reproduces(action, on: current, reproduction) {
                    case true?: return (prefix + [action], length - 1)
                    case false?: next.append(prefix + [action])
                    case nil: continue
                    }
                }
            }
            frontier = next
            length += 1
        }
        return (nil, limit - 1)
    }

    /// A fresh run that has taken `prefix`, unchecked, instrumented for `reproduction`; `nil`
    /// when a step cannot be taken.
    private func replayed(
        prefix: [ExplorerAction], for reproduction: Reproduction
    ) throws(ExplorerError) -> ExplorerRun? {
        guard case .breaks(let invariant) = reproduction else {
            return try makeRun(followsEvents: false).taking(prefix)
        }
        return try makeRun(followsEvents: invariant == .rendererMatchesModel).taking(prefix)
    }

    /// Whether taking `action` (none: the app as it is) on `run` reproduces `reproduction`;
    /// `nil` when the action cannot be taken.
    private func reproduces(
        _ action: ExplorerAction?, on run: ExplorerRun, _ reproduction: Reproduction
    ) throws(ExplorerError) -> Bool? {
        activeRun = run
        switch reproduction {
        case .breaks(let invariant):
            let (invariants, custom) = Self.checking(only: invariant)
            guard let action else {
                return !run.everyBroken(invariants: invariants, checks: checks, custom: custom).isEmpty
            }
            let result = try? run.step(
                action, inputs: inputs, invariants: invariants, checks: checks, custom: custom)
            return result.map { !$0.broken.isEmpty }
        case .reaches(let keys):
            if let action {
                do {
                    try ExplorerActions.perform(action, on: run.app)
                } catch is ActionUnavailable {
                    return nil
                } catch {}
            }
            return keys.contains(ExplorerTree.key(of: run.app.window))
        }
    }

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
        let (shrunk, shrinking) = try shrunk(found, .reaches(keys))
        let before = try replay(Array(shrunk.dropLast()))
        let after = try replay(shrunk)
        return failure(
            invariant, message, path: shrunk, foundPath: found, shrinking: shrinking,
            before: ExplorerTree.text(of: before), after: ExplorerTree.text(of: after))
    }
}

extension ExplorerRun {
    /// This run after taking `path`, unchecked (a refused step is taken as the user would);
    /// `nil` when a step cannot be taken.
    fileprivate func taking(_ path: [ExplorerAction]) -> ExplorerRun? {
        for action in path {
            do {
                try ExplorerActions.perform(action, on: app)
            } catch is ActionUnavailable {
                return nil
            } catch {}
        }
        return self
    }
}

extension ExplorationFailure.Shrinking {
    /// A ``ExplorerInvariant/deterministic`` failure's path is the one found.
    fileprivate static let notDeterministic = Self.shorterMayExist(
        reason: "the app does not replay the same way twice, so the path is not shrunk")
}
