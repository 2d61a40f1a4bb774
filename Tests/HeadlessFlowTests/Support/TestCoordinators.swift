import HeadlessFlow

/// A coordinator that moves to `screenCount` plain screens when started, titled after its name.
@MainActor
final class StepsCoordinator: Coordinator {
    let context: CoordinatorContext
    let name: String
    let screenCount: Int
    private(set) var finishedChildren: [String] = []

    init(_ name: String = "steps", navigation: Navigation, screens: Int = 1) {
        self.name = name
        self.screenCount = screens
        context = CoordinatorContext(navigation: navigation)
    }

    /// When set, ``start(animated:)`` throws ``StartFailed`` after this many moves (`0`: before
    /// the first), as user code that fails halfway through a start would.
    var failAfterMoves: Int?
    /// When set, ``start(animated:)`` first starts this child on the same navigation, so a failure
    /// after it has to undo a nested launch too.
    var nestedChild: StepsCoordinator?

    struct StartFailed: Error, Equatable {
        let name: String
    }

    func start(animated: Bool) throws {
        for index in 0..<screenCount {
            if index == failAfterMoves { throw StartFailed(name: name) }
            try move(to: Screen(title: "\(name)\(index)"), animated: animated)
            if index == 0, let nestedChild { try start(child: nestedChild, animated: animated) }
        }
        if failAfterMoves == screenCount { throw StartFailed(name: name) }
    }

    func childFinished(_ child: any Coordinator) {
        finishedChildren.append((child as? StepsCoordinator)?.name ?? "\(type(of: child))")
    }
}

/// A coordinator that hands an `Int` back to its parent.
@MainActor
final class PickerCoordinator: Coordinator {
    typealias Output = Int
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "picker"), animated: animated)
    }
}

/// A coordinator whose start fails after it pushed a screen.
@MainActor
final class FailingCoordinator: Coordinator {
    struct StartFailed: Error, Equatable {}
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "half-started"), animated: animated)
        throw StartFailed()
    }
}

/// A tab bar coordinator with no items of its own unless `preloadedItems` are given, which its
/// start adds before it moves to its tab bar (so the tab bar enters the tree holding tabs).
@MainActor
final class TestTabBarCoordinator: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "tabs")
    var preloadedItems: [StepsCoordinator] = []
    var allowsItemsToFinish = false
    /// The repeat taps this coordinator handled itself; `nil` leaves them to the default.
    var reselections: [Int]?

    func userDidReselectItem(at index: Int, animated: Bool) throws(NavigationError) {
        guard reselections != nil else { return try tabBar.popTabToRoot(at: index, animated: animated) }
        reselections?.append(index)
    }

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        for item in preloadedItems { try addItem(title: item.name, coordinator: item) }
        try move(to: tabBar, animated: animated)
    }
}
