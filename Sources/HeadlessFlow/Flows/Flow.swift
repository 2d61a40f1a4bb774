/// Navigation described as a value: steps (push, present, dismiss, pop, set the stack, set the
/// window's root, set tabs, steps of the app's own, and more) that run later, all at once, as one
/// transition.
///
/// A flow builds nothing until it runs: each screen comes from a closure that is called once, only
/// when its step runs (never by a dry run, and never for a step that is refused), and each closure
/// is named, so ``description`` prints the whole journey without building anything. Flows concatenate with `+` or ``then(_:)``, and a step made
/// with ``then(_:_:)-swift.type.method`` decides the next flow from what is on screen when it is
/// reached.
///
/// ```swift
/// let compose: Flow =
///     .push("Inbox") { Screen(title: "Inbox") }
///     + .present("Compose") { Screen(title: "Compose") }
///         .prepare("reserve stock") { try cart.reserve() }
///         .completion { cart.log.append("checkout shown") }
/// print(compose)
/// // 1. push "Inbox"
/// // 2. present "Compose" + prepare "reserve stock" + completion
/// try navigation.run(compose, animated: true)
/// ```
///
/// ``Navigation/run(_:animated:)`` and ``Coordinator/run(_:animated:)`` run a flow as one
/// transaction: one visible transition, and a refusal anywhere changes nothing.
/// ``Navigation/plan(_:animated:)`` is the dry run that says what a run would do.
///
/// Each step acts on the flow's *current* navigation, which starts as the navigation the flow runs
/// on: ``present(_:style:_:)`` makes the presented navigation current, ``dismiss`` returns to the
/// presenter, and ``selectTab(_:)`` moves into the selected tab.
@MainActor
public struct Flow: @MainActor CustomStringConvertible {
    var steps: [FlowStep]

    init(_ steps: [FlowStep]) {
        self.steps = steps
    }

    init(_ action: FlowStep.Action) {
        self.init([FlowStep(action)])
    }

    // MARK: - Steps

    /// Pushes the screen `build` returns onto the current navigation. On the navigation of the
    /// coordinator the flow runs on, the coordinator moves to it
    /// (``Coordinator/move(to:animated:)``), so the screen belongs to its flow.
    ///
    /// - Parameters:
    ///   - title: The screen's name in ``description``, and the title of the stand-in a dry run
    ///     pushes in its place.
    ///   - build: Builds the screen, once, when the step runs.
    public static func push(_ title: String, _ build: @escaping @MainActor () throws -> Screen) -> Flow {
        Flow(.push(FlowScreen(title, build)))
    }

    /// Presents a new navigation holding the screen `build` returns over the current navigation,
    /// in `style` (``Navigation/present(_:style:animated:)-(Screen,_,_)``), and makes it current.
    ///
    /// ```swift
    /// let compose: Flow = .present("Compose", style: .fullScreen) { ComposeScreen() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The screen's name in ``description``, which also names a `style` other than
    ///     ``PresentationStyle/sheet``: `present "Compose" as fullScreen`.
    ///   - style: How the presented navigation covers the current one, and whether the user may
    ///     dismiss it; a sheet the user may swipe down unless you say otherwise.
    ///   - build: Builds the screen, once, when the step runs.
    public static func present(
        _ title: String, style: PresentationStyle = .sheet, _ build: @escaping @MainActor () throws -> Screen
    ) -> Flow {
        Flow(.present(FlowScreen(title, build), style: style))
    }

    /// Dismisses as UIKit's `dismiss` does: what the current navigation presents, if it presents
    /// one; otherwise the current navigation itself (or the presented navigation whose tab holds
    /// it), whose presenter becomes current.
    public static var dismiss: Flow { Flow(.dismiss) }

    /// Pops the current navigation's top screen (``Navigation/pop(animated:)``).
    public static var pop: Flow { Flow(.pop) }

    /// Pops every screen of the current navigation above its root
    /// (``Navigation/popToRoot(animated:)``).
    public static var popToRoot: Flow { Flow(.popToRoot) }

    /// Replaces the start screen of the coordinator the flow runs on, and the screens above it,
    /// with the screen `build` returns (``Coordinator/replaceScreens(with:animated:)``): the
    /// coordinator keeps running with it as its only screen. Only a flow run on a coordinator can
    /// take this step; on a navigation it fails with ``FlowError/noCoordinator``.
    ///
    /// - Parameters:
    ///   - title: The screen's name in ``description``, and the title of the stand-in a dry run
    ///     pushes in its place.
    ///   - build: Builds the screen, once, when the step runs.
    public static func replaceStart(
        _ title: String, _ build: @escaping @MainActor () throws -> Screen
    ) -> Flow {
        Flow(.replaceStart(FlowScreen(title, build)))
    }

    /// Selects the tab at `index` (``ContainerScreen/select(_:animated:)``) of the current tab bar and makes
    /// its navigation current. The current tab bar is the current navigation's top screen, or the
    /// tab bar whose tab the current navigation is.
    public static func selectTab(_ index: Int) -> Flow {
        Flow(.selectTab(index))
    }

    /// Sets the items of the current tab bar's tabs (see ``selectTab(_:)``), one per tab, in bar
    /// order (``TabBar/setItem(_:at:)``). The current navigation stays.
    ///
    /// It fails with ``FlowError/tabCountMismatch(tabs:items:)`` unless there is one item per tab.
    public static func setTabItems(_ items: [TabBarItem]) -> Flow {
        Flow(.setTabItems(items))
    }

    /// A step that decides, when it is reached, which flow runs next: `next` reads what is on
    /// screen from its ``FlowContext`` and returns a flow, which runs right there, or `nil`. The
    /// flow it returns may contain such steps too.
    ///
    /// - Parameters:
    ///   - label: The step's name in ``description``, where the flow it returns cannot be shown.
    ///   - next: Returns the flow to run next; called only if the step runs.
    public static func then(
        _ label: String, _ next: @escaping @MainActor (FlowContext) throws -> Flow?
    ) -> Flow {
        Flow(.then(label: label, next: next))
    }

    // MARK: - Hooks

    /// Adds `body`, to run just before this flow's first step, inside the run's transaction: if it
    /// throws, the run fails and nothing changes. A dry run does not call it.
    ///
    /// - Parameters:
    ///   - label: The hook's name in ``description``, if any.
    ///   - body: The work to do before the step, such as loading what its screen shows.
    public func prepare(_ label: String? = nil, _ body: @escaping @MainActor () throws -> Void) -> Flow {
        var flow = withAStep
        flow.steps[0].prepares.append(FlowStep.Prepare(label: label, body: body))
        return flow
    }

    /// Adds `body`, to run once the whole run has settled (after its events and lifecycle
    /// callbacks), if this flow's last step ran. Completions run in the order of their steps; a run
    /// that fails calls none, and neither does a dry run.
    ///
    /// - Parameters:
    ///   - label: The hook's name in ``description``, if any.
    ///   - body: The work to do once the flow is on screen, such as logging that it was shown.
    public func completion(_ label: String? = nil, _ body: @escaping @MainActor () -> Void) -> Flow {
        var flow = withAStep
        flow.steps[flow.steps.count - 1].completions.append(FlowStep.Completion(label: label, body: body))
        return flow
    }

    // MARK: - Concatenation

    /// The steps of `first`, then those of `second`.
    public static func + (first: Flow, second: Flow) -> Flow {
        Flow(first.steps + second.steps)
    }

    /// This flow's steps, then those of `next`.
    public func then(_ next: Flow) -> Flow {
        self + next
    }

    /// This flow's steps, then a step that decides which flow runs next (see
    /// ``then(_:_:)-swift.type.method``).
    public func then(_ label: String, _ next: @escaping @MainActor (FlowContext) throws -> Flow?) -> Flow {
        self + .then(label, next)
    }

    // MARK: - Reading

    /// How many steps the flow has; a step made with ``then(_:_:)-swift.type.method`` counts as
    /// one, whatever it produces.
    public var count: Int { steps.count }

    /// The steps, one a line, numbered from 1: `1. push "Items"`, `2. present "Compose"`,
    /// `3. then "open first item"`, hooks after their step (`+ prepare`). Nothing is built.
    public var description: String {
        steps.enumerated().map { "\($0.offset + 1). \($0.element.description)" }.joined(separator: "\n")
    }
}
