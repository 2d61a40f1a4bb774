/// What a ``NavigationExplorer`` checks: the built-in invariants, after every step or over the
/// explored graph, and the custom ones a test adds.
public enum ExplorerInvariant: Hashable, Sendable, CustomStringConvertible {
    /// No error an intent threw reached `UnhandledIntentError.handler`, and the app reported
    /// none of its own (``ExplorableApp/takeReportedErrors``).
    case noEscapedErrors
    /// The events announced so far, applied to a `RenderedTree` from the start, equal the model
    /// (the whole content and the visible screens), and so does the app's own renderer
    /// (``ExplorableApp/renderedContent``).
    case rendererMatchesModel
    /// A snapshot of the tree restores into a fresh window as the same tree (a shown alert aside:
    /// a snapshot never keeps one). Checked when the app has a coordinator and a registry.
    case restorationRoundTrips
    /// Every coordinator, navigation and screen that left the tree in a step is freed once the
    /// step is over.
    case leftTreeIsFreed
    /// The user is never stuck: every explored state has an action that changes the tree, and no
    /// group of states closes on itself apart from the app's main one.
    case neverStuck
    /// Every state a link leads to can also be reached with the app's own buttons, lists, tabs
    /// and gestures: no screen is shown only to those who have the link.
    case linksLandWhereButtonsReach
    /// Every link lands where its own route says: the tree after ``ExplorableApp/openLink`` is the
    /// one the route's dry run (``ExplorableApp/planLink``) predicts, and a link the plan refuses
    /// changes nothing. Checked after every link opened when the app has a ``ExplorableApp/planLink``.
    case linksLandWhereTheirRoutesSay
    /// Replaying a path on a fresh app reaches the same tree, so the explorer's findings can be
    /// trusted and replayed.
    case deterministic
    /// A check the test added, by name.
    case custom(String)

    /// Every built-in invariant.
    public static let builtIn: Set<ExplorerInvariant> = [
        .noEscapedErrors, .rendererMatchesModel, .restorationRoundTrips, .leftTreeIsFreed, .neverStuck,
        .linksLandWhereButtonsReach, .linksLandWhereTheirRoutesSay, .deterministic,
    ]

    /// The invariant's name, as failures print it: `renderer matches model`, `custom "items"`.
    public var description: String {
        switch self {
        case .noEscapedErrors: "no escaped errors"
        case .rendererMatchesModel: "renderer matches model"
        case .restorationRoundTrips: "restoration round-trips"
        case .leftTreeIsFreed: "left tree is freed"
        case .neverStuck: "never stuck"
        case .linksLandWhereButtonsReach: "links land where buttons reach"
        case .linksLandWhereTheirRoutesSay: "links land where their routes say"
        case .deterministic: "deterministic"
        case .custom(let name): "custom \(ExplorerAction.quoted(name))"
        }
    }
}
