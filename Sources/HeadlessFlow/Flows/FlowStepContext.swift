/// What a custom step (``Flow/step(_:_:)``, ``FlowStepKind``) works with: the flow's current
/// navigation, the coordinator it runs on, whether the step animates, and whether this is a dry
/// run.
///
/// A custom step runs in dry runs too, as a recursive step does: build screens with
/// ``screen(_:_:)``, which stands in a plain screen titled as the step in a dry run, and change
/// navigation only, since a dry run undoes the model but not the app's own state.
@MainActor
public struct FlowStepContext {
    /// The navigation the step acts on; ``makeCurrent(_:)`` moves it for the steps after this one.
    public private(set) var navigation: Navigation
    /// The coordinator the flow runs on, if it runs on one.
    public let coordinator: (any Coordinator)?
    /// Whether the step animates: its own ``Flow/animated(_:)`` setting, or the run's.
    public let animated: Bool
    /// Whether this is a dry run (``Navigation/plan(_:animated:)``), which builds no screen and is
    /// undone.
    public let isDryRun: Bool
    /// The screen the step built, which `configure` hooks receive.
    var builtScreen: Screen?

    init(navigation: Navigation, coordinator: (any Coordinator)?, animated: Bool, isDryRun: Bool) {
        self.navigation = navigation
        self.coordinator = coordinator
        self.animated = animated
        self.isDryRun = isDryRun
    }

    /// The step's screen: what `build` returns, or in a dry run a plain ``Screen`` titled `title`
    /// (then `build` is not called). The step's `configure` hooks receive the last screen made here.
    public mutating func screen(_ title: String, _ build: () throws -> Screen) rethrows -> Screen {
        let screen = isDryRun ? Screen(title: title) : try build()
        builtScreen = screen
        return screen
    }

    /// The screen of `built`: what its builder returns, or in a dry run a stand-in of its kind.
    mutating func screen(_ built: FlowScreen) throws -> Screen {
        let screen =
            isDryRun
            ? (built.isTabBar ? TabBar(title: built.title) : Screen(title: built.title)) : try built.build()
        builtScreen = screen
        return screen
    }

    /// Makes `navigation` the one the next steps act on, as ``Flow/present(_:style:_:)`` does with
    /// the navigation it presents.
    public mutating func makeCurrent(_ navigation: Navigation) {
        self.navigation = navigation
    }
}
