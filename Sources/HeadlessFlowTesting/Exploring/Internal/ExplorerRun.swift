import HeadlessFlow

/// One fresh app under the explorer's instruments: a `RenderedTree` that follows the window's
/// events from the moment the factory returned it, and the errors intents let escape.
@MainActor
final class ExplorerRun {
    let app: ExplorableApp
    private var rendered: RenderedTree?
    private var token: ObservationToken?
    /// The first event the rendered tree refused, if any.
    private var renderingError: String?
    /// The errors that reached `UnhandledIntentError.handler` during this run's current step.
    var escapedErrors: [String] = []

    init(app: ExplorableApp, followsEvents: Bool) {
        self.app = app
        guard followsEvents else { return }
        rendered = RenderedTree(app.window.content)
        token = app.window.observeEvents { [weak self] event in
            guard let self, renderingError == nil else { return }
            do {
                try rendered?.apply(event)
            } catch {
                renderingError = "the rendered tree refused \(event.change): \(error)"
            }
        }
    }

    /// The result of one step with its checks: the step was taken, or refused (`refusal`, which
    /// changed nothing), and the invariants in `broken` broke, each with what is wrong.
    struct StepResult {
        let refusal: String?
        let broken: [(invariant: ExplorerInvariant, message: String)]
    }

    /// Which custom checks (the app's and the explorer's) run.
    enum CustomChecks {
        case all
        /// All but those that already broke: a broken check is reported once.
        case allBut(Set<String>)
        /// Only this one, to shrink its failure.
        case only(String)
        case none

        func includes(_ name: String) -> Bool {
            switch self {
            case .all: true
            case .allBut(let broken): !broken.contains(name)
            case .only(let only): name == only
            case .none: false
            }
        }
    }

    /// Takes `action` and then checks `invariants` and the `custom` checks among the app's and
    /// `checks`, the explorer's own.
    ///
    /// - Throws: ``ActionUnavailable`` when the state has no such action.
    func step(
        _ action: ExplorerAction, inputs: ExplorerInputs, invariants: Set<ExplorerInvariant>,
        checks: [(name: String, holds: @MainActor (ExplorableApp) -> Bool)], custom: CustomChecks = .all
    ) throws -> StepResult {
        let checksLeaks = invariants.contains(.leftTreeIsFreed)
        let before = checksLeaks ? ExplorerTree.objects(of: app).map(WeakObject.init) : []
        let expected = checksLeaks ? ExplorerTree.expectedFrees(in: before.compactMap(\.object)) : []
        let predicted =
            invariants.contains(.linksLandWhereTheirRoutesSay)
            ? ExplorerLinkCheck.predict(action, in: app) : nil
        escapedErrors.removeAll()
        var refusal: String?
        do {
            try ExplorerActions.perform(action, on: app)
        } catch let error as ActionUnavailable {
            throw error
        } catch {
            refusal = "\(error)"
        }
        var broken: [(invariant: ExplorerInvariant, message: String)] = []
        if let predicted, let problem = predicted.problem(in: app, refusal: refusal) {
            broken.append((.linksLandWhereTheirRoutesSay, problem))
        }
        broken += everyBroken(
            invariants: invariants.subtracting([.linksLandWhereTheirRoutesSay]), checks: checks,
            custom: custom,
            leftSince: before, expected: expected)
        return StepResult(refusal: refusal, broken: broken)
    }

    /// Every broken invariant of `invariants` and the `custom` checks in the app as it is now,
    /// in the order ``check(invariants:checks:custom:leftSince:expected:)`` looks at them.
    func everyBroken(
        invariants: Set<ExplorerInvariant>,
        checks: [(name: String, holds: @MainActor (ExplorableApp) -> Bool)], custom: CustomChecks = .all,
        leftSince before: [WeakObject] = [], expected: [ExplorerTree.ExpectedFreeRecord] = []
    ) -> [(invariant: ExplorerInvariant, message: String)] {
        var broken: [(invariant: ExplorerInvariant, message: String)] = []
        var remaining = invariants
        var custom = custom
        while let failure = check(
            invariants: remaining, checks: checks, custom: custom, leftSince: before, expected: expected)
        {
            broken.append(failure)
            if case .custom(let name) = failure.0 {
                switch custom {
                case .all: custom = .allBut([name])
                case .allBut(let names): custom = .allBut(names.union([name]))
                case .only, .none: custom = .none
                }
            } else {
                remaining.remove(failure.0)
            }
        }
        return broken
    }

    /// The first broken invariant of `invariants` in the app as it is now, with what is wrong.
    func check(
        invariants: Set<ExplorerInvariant>,
        checks: [(name: String, holds: @MainActor (ExplorableApp) -> Bool)], custom: CustomChecks = .all,
        leftSince before: [WeakObject] = [], expected: [ExplorerTree.ExpectedFreeRecord] = []
    ) -> (ExplorerInvariant, String)? {
        if invariants.contains(.noEscapedErrors) {
            let errors = escapedErrors + (app.takeReportedErrors?() ?? [])
            if !errors.isEmpty { return (.noEscapedErrors, errors.joined(separator: "\n")) }
        }
        if invariants.contains(.rendererMatchesModel), let problem = rendererProblem() {
            return (.rendererMatchesModel, problem)
        }
        if invariants.contains(.leftTreeIsFreed), !before.isEmpty {
            let objects = ExplorerTree.objects(of: app)
            let now = Set(objects.map(ObjectIdentifier.init))
            let survivors = before.compactMap(\.object).filter { !now.contains(ObjectIdentifier($0)) }
            let expectedSurvivors = ExplorerTree.survivors(of: expected, inTreeNow: objects)
            if !survivors.isEmpty || !expectedSurvivors.isEmpty {
                let tree =
                    survivors.isEmpty
                    ? []
                    : [
                        "left the tree and still alive after the step: "
                            + survivors.map(ExplorerTree.describe).joined(separator: ", ")
                    ]
                return (.leftTreeIsFreed, (tree + expectedSurvivors).joined(separator: "\n"))
            }
        }
        if invariants.contains(.restorationRoundTrips), let problem = restorationProblem() {
            return (.restorationRoundTrips, problem)
        }
        for check in app.checks where custom.includes(check.name) && !check.holds() {
            return (.custom(check.name), "the check \(check.name.debugDescription) of the app's state failed")
        }
        for check in checks where custom.includes(check.name) && !check.holds(app) {
            return (.custom(check.name), "the check \(check.name.debugDescription) failed")
        }
        return nil
    }

    private func rendererProblem() -> String? {
        if let renderingError { return renderingError }
        let model = app.window.content
        if let rendered {
            if rendered.content != model {
                return "the events applied to a RenderedTree show \(rendered.content), the model is \(model)"
            }
            if rendered.visibleScreens != app.window.visibleScreens.map(\.id) {
                return
                    "the events show the visible screens \(rendered.visibleScreens), the model \(app.window.visibleScreens.map(\.id))"
            }
        }
        if let renderedContent = app.renderedContent {
            let shown = renderedContent()
            if shown != model { return "the app's renderer shows \(shown), the model is \(model)" }
        }
        return nil
    }

    private func restorationProblem() -> String? {
        guard let coordinator = app.coordinator, let registry = app.registry else { return nil }
        // A shown alert is never saved (`RestorationOmission`): the rest of the tree must come back.
        return Self.roundTrip(
            coordinator, registry: registry, key: ExplorerTree.key(of: app.window, includingAlerts: false))
    }

    private static func roundTrip<Root: Coordinator>(
        _ root: Root, registry: RestorationRegistry, key: String
    ) -> String? {
        let snapshot = registry.snapshot(of: root)
        let window = Navigation()
        do {
            let restored = try registry.restore(snapshot, into: window, as: Root.self)
            let restoredKey = ExplorerTree.key(of: window, includingAlerts: false)
            withExtendedLifetime(restored) {}
            guard restoredKey == key else {
                return "the snapshot restores as \(restoredKey), the tree is \(key)"
            }
            return nil
        } catch {
            return "the snapshot does not restore: \(error)"
        }
    }
}

/// A weak reference, to see whether an object outlived its place in the tree.
struct WeakObject {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
