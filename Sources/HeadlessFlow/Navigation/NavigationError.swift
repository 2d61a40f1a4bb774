/// Why a navigation or coordinator operation was refused.
///
/// Every refused operation leaves the model exactly as it was. Screens and coordinators are named
/// by their descriptions (type, ID and title), captured when the error is thrown, so an error is a
/// plain value that is safe to log or send across threads.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: Stack

    /// A pop would remove the root screen of `navigation`.
    case cannotPopRoot(navigation: NavigationID, root: String)
    /// `navigation` has no screens to pop.
    case emptyStack(navigation: NavigationID)
    /// `screen` is not in the stack of `navigation`.
    case screenNotInStack(screen: String, navigation: NavigationID)
    /// `screen` is in no navigation, so it cannot be closed.
    case screenNotInNavigation(screen: String)
    /// `screen` is already in a navigation (`navigation`); a screen can be shown in one place only.
    case screenAlreadyShown(screen: String, navigation: NavigationID)
    /// A new stack lists `screen` more than once.
    case duplicateScreen(screen: String)
    /// A new stack for `navigation` is empty; a stack replacement needs a root screen.
    case emptyReplacement(navigation: NavigationID)

    // MARK: Presentation

    /// `navigation` presents nothing, so there is nothing to dismiss.
    case nothingPresented(navigation: NavigationID)
    /// `navigation` already presents `presented`; dismiss it first.
    case alreadyPresenting(navigation: NavigationID, presented: NavigationID)
    /// `navigation` is already shown elsewhere (presented or in a tab bar) or is the navigation
    /// that would present it.
    case navigationInUse(navigation: NavigationID)
    /// The user dismissed `navigation`, but it is not presented.
    case notPresented(navigation: NavigationID)
    /// A coordinator's push onto `navigation` was refused: `navigation` presents `presented`
    /// (whose top screen is `top`, if it has one), so the screen would go underneath, where the
    /// user cannot see it. Dismiss the presentation first (``Navigation/dismiss(animated:)``, or
    /// finish the flow that presented it), or push within the presented navigation.
    case coveredByPresentation(navigation: NavigationID, presented: NavigationID, top: String?)

    // MARK: Tab bar

    /// `index` is not an item index (a tab, a page, a column); the container has `count` items.
    case itemIndexOutOfRange(index: Int, count: Int)
    /// The container `container`, of kind `kind`, does not support `operation` (hiding an item of
    /// a tab bar, collapsing pages).
    case unsupportedByContainer(operation: String, container: String, kind: String)
    /// The pages `container` have no page in `direction` from the current one, and do not loop.
    case noPage(direction: PageDirection, container: String)
    /// The container coordinator `coordinator` has no item coordinator of the type `ofType`.
    case noItem(ofType: String, coordinator: String)
    /// `coordinator` is an item of the container coordinator `tabBar` (a tab bar, a split, pages),
    /// which does not let its items finish (see ``ContainerCoordinator/allowsItemsToFinish``):
    /// finishing would remove its item.
    case tabItemCannotFinish(coordinator: String, tabBar: String)
    /// `coordinator` is not an item of a container coordinator and runs in none, so there is no
    /// container for ``Coordinator/finishContainer(animated:)`` to close.
    case notInContainer(coordinator: String)

    // MARK: Coordinators

    /// `coordinator` is a root coordinator (it has no parent), so it cannot finish.
    case cannotFinishRoot(coordinator: String)
    /// `coordinator` is not running (it has finished, or was never started as a child).
    case coordinatorNotRunning(coordinator: String)
    /// `coordinator` is already running in a tree, or is this coordinator or one of its ancestors.
    case coordinatorAlreadyRunning(coordinator: String)
    /// `coordinator` has not moved to a screen yet, so it has no start screen.
    case noStartScreen(coordinator: String)
    /// `coordinator` is at its start screen; going back would leave its own flow.
    case alreadyAtStartScreen(coordinator: String)
    /// `coordinator` cannot navigate while its child `child` runs on the same navigation;
    /// finish the child first.
    case childIsRunning(coordinator: String, child: String)
    /// A pushed child must use its parent's navigation `expected`, but uses `actual`.
    case childNavigationMismatch(child: String, expected: NavigationID, actual: NavigationID)
    /// `child` is not a running child or tab item of `coordinator`.
    case notAChild(coordinator: String, child: String)
    /// `coordinator`'s start screen `screen` must stay first: a tab bar coordinator's tab bar holds
    /// its items, so its screens can be replaced only above it.
    case startScreenIsFixed(coordinator: String, screen: String)
    /// A veto registered with ``Navigation/vetoChanges(_:)`` refused `change`, saying `reason`.
    case vetoed(change: NavigationEvent.Change, reason: String)
    /// The user may not dismiss `navigation` on their own: its ``PresentationStyle`` says so.
    case notDismissable(navigation: NavigationID)

    // MARK: Alerts

    /// `navigation` shows `alert`: nothing is pushed or presented under it, a second alert waits
    /// until it is answered, and a navigation showing one is not presented or added as a tab.
    case alertShown(navigation: NavigationID, alert: String)
    /// `navigation` shows no alert, so there is nothing to answer or dismiss.
    case noAlert(navigation: NavigationID)
    /// The shown alert `alert` has no action `actionID`; it has `available`.
    case noSuchAction(actionID: String, alert: String, available: [String])
    /// `alert` cannot be shown: `problem` (see ``AlertModel/problem``).
    case invalidAlert(alert: String, problem: String)
    /// `navigation` is not on screen (not in a displayed tree), so an alert there would not be seen.
    case notDisplayed(navigation: NavigationID)

    public var description: String {
        switch self {
        case .cannotPopRoot(let navigation, let root):
            "Cannot pop \(root): it is the root screen of \(navigation). Replace the stack instead."
        case .emptyStack(let navigation):
            "Cannot pop: \(navigation) has no screens."
        case .screenNotInStack(let screen, let navigation):
            "\(screen) is not in the stack of \(navigation)."
        case .screenNotInNavigation(let screen):
            "\(screen) is in no navigation: there is nothing to close it from."
        case .screenAlreadyShown(let screen, let navigation):
            "\(screen) is already in \(navigation); a screen can be in one navigation at a time."
        case .duplicateScreen(let screen):
            "The new stack lists \(screen) more than once."
        case .emptyReplacement(let navigation):
            "Cannot replace the stack of \(navigation) with no screens; give it at least a root screen."
        case .nothingPresented(let navigation):
            "Cannot dismiss: \(navigation) presents nothing."
        case .alreadyPresenting(let navigation, let presented):
            "\(navigation) already presents \(presented); dismiss it before presenting another."
        case .navigationInUse(let navigation):
            "\(navigation) is already shown elsewhere (presented, in a tab bar, or it is the presenter)."
        case .notPresented(let navigation):
            "The user dismissed \(navigation), but it is not presented."
        case .coveredByPresentation(let navigation, let presented, let top):
            "Cannot push onto \(navigation): it presents \(presented)\(top.map { " (showing \($0))" } ?? "") over it, "
                + "so the screen would go underneath. Dismiss it first, or push within \(presented): to run a "
                + "coordinator's flow there, present it with present(child:), and start the flow from that "
                + "coordinator or its router."
        case .itemIndexOutOfRange(let index, let count):
            "Item index \(index) is out of range: the container has \(count) item\(count == 1 ? "" : "s")."
        case .unsupportedByContainer(let operation, let container, let kind):
            "\(container) does not support \(operation): it is a container of kind \(kind)."
        case .noPage(let direction, let container):
            "\(container) has no page \(direction == .forward ? "after" : "before") the current one, "
                + "and its pages do not loop."
        case .noItem(let type, let coordinator):
            "\(coordinator) has no tab whose item coordinator is a \(type); add one with addItem first."
        case .tabItemCannotFinish(let coordinator, let tabBar):
            "Cannot finish \(coordinator): it is an item (a tab, a column, a page) of \(tabBar), and finishing "
                + "would remove it. Close the whole container with finishContainer(animated:), go back with "
                + "backToStart, remove the item with removeItem(at:), or let items finish with allowsItemsToFinish."
        case .notInContainer(let coordinator):
            "\(coordinator) runs in no container (it is no item of a tab bar, split or pages, nor started by "
                + "one), so there is no container to finish. Call finish(animated:) to end its own flow."
        case .cannotFinishRoot(let coordinator):
            "Cannot finish \(coordinator): it is a root coordinator (it has no parent)."
        case .coordinatorNotRunning(let coordinator):
            "\(coordinator) is not running: it has finished, or was never started as a child."
        case .coordinatorAlreadyRunning(let coordinator):
            "Cannot start \(coordinator): it is already running, or it is this coordinator or an ancestor."
        case .noStartScreen(let coordinator):
            "\(coordinator) has no start screen yet: call move(to:animated:) first."
        case .alreadyAtStartScreen(let coordinator):
            "\(coordinator) is at its start screen; going back would leave its flow. Call finish instead."
        case .childIsRunning(let coordinator, let child):
            "\(coordinator) cannot navigate while its child \(child) runs on the same navigation. Finish the "
                + "child first, or go back with backToStart(animated:), which finishes it."
        case .childNavigationMismatch(let child, let expected, let actual):
            "Child \(child) uses \(actual), but a pushed child must use its parent's \(expected); "
                + "use present(child:) to show it in its own navigation."
        case .notAChild(let coordinator, let child):
            "\(child) is not a running child or tab item of \(coordinator)."
        case .vetoed(let change, let reason):
            "The change \(change) was vetoed: \(reason)"
        case .notDismissable(let navigation):
            "\(navigation) is presented so that the user may not dismiss it; the app dismisses it with dismiss(animated:)."
        case .alertShown(let navigation, let alert):
            "\(navigation) shows the \(alert); wait for the user's answer or dismiss it with dismissAlert(animated:) "
                + "before pushing or presenting there."
        case .noAlert(let navigation):
            "\(navigation) shows no alert, so there is nothing to answer or dismiss."
        case .noSuchAction(let actionID, let alert, let available):
            "The \(alert) has no action \(actionID.debugDescription); its actions are "
                + "\(available.map(\.debugDescription).joined(separator: ", "))."
        case .invalidAlert(let alert, let problem):
            "Cannot show the \(alert): \(problem)."
        case .notDisplayed(let navigation):
            "\(navigation) is not on screen (not presented, in no tab of a shown tab bar), so it cannot show an alert."
        case .startScreenIsFixed(let coordinator, let screen):
            "\(coordinator) must keep its start screen \(screen) first: list it first to replace the "
                + "screens above it."
        }
    }
}
