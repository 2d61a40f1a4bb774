/// Why running a ``Flow`` failed. When it is thrown, nothing has changed: no event was announced,
/// no lifecycle callback delivered, no completion called.
public enum FlowError: Error, CustomStringConvertible {
    /// Step `index` (counted from 1 in the order the steps ran, the steps a recursive step
    /// produced included, as ``FlowPlan/steps`` numbers them), described as `step`, failed:
    /// it was refused, or its build closure, its recursive step or a `prepare` hook threw
    /// `underlying`.
    case stepFailed(index: Int, step: String, underlying: any Error)
    /// The step needs a tab bar, and the current navigation neither shows one on top nor is a tab.
    case noTabBar(navigation: NavigationID)
    /// ``Flow/setTabItems(_:)`` was given `items` items for a tab bar with `tabs` tabs.
    case tabCountMismatch(tabs: Int, items: Int)
    /// ``Flow/replaceStart(_:_:)`` needs the coordinator whose start screen it replaces: run the
    /// flow with ``Coordinator/run(_:animated:)``.
    case noCoordinator
    /// ``Flow/popToFirst(_:_:)`` or ``Flow/popToFirst(_:)``, described as `step`, found no
    /// matching screen in `navigation`.
    case noMatchingScreen(step: String, navigation: NavigationID)
    /// More than `limit` steps ran: a recursive step probably produces itself for ever.
    case tooManySteps(limit: Int)

    public var description: String {
        switch self {
        case .stepFailed(let index, let step, let underlying):
            "Step \(index) (\(step)) failed and nothing was changed: \(underlying)"
        case .noTabBar(let navigation):
            "There is no tab bar on top of navigation \(navigation), and it is not a tab."
        case .tabCountMismatch(let tabs, let items):
            "The tab bar has \(tabs) tabs but \(items) items were given; give one item per tab."
        case .noCoordinator:
            "Replacing a start screen needs a coordinator: run the flow on the coordinator whose start screen it replaces."
        case .noMatchingScreen(let step, let navigation):
            "No screen of navigation \(navigation) matches (\(step)); nothing was popped."
        case .tooManySteps(let limit):
            "More than \(limit) steps ran; does a recursive step produce itself for ever? Nothing was changed."
        }
    }
}
