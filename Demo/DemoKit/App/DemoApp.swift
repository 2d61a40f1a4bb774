import Foundation
import HeadlessFlow

/// The whole demo app as one object, the same for every renderer: the window's navigation, the
/// coordinator tree, the store, saving and restoring where the user was, and the demo's links.
///
/// A renderer draws ``window`` and reports the user's gestures to it; the app does the rest. The
/// terminal (`swift run demo`) drives it through its command interpreter, an iOS app through
/// `UIKitRenderer` or `NavigationRootView`:
///
/// ```swift
/// let app = try DemoApp(dataFile: DemoApp.defaultDataFile)
/// app.adaptLayout(compact: true)  // an iPhone: the items split is one stack
/// for notice in try app.start() { print(notice) }
/// // draw app.window; when the app goes to the background:
/// app.save()
/// ```
@MainActor
public final class DemoApp {
    /// The window's navigation, root of everything on screen: what a renderer draws.
    public let window = Navigation()
    package let store: DemoStore
    package let environment: DemoEnvironment
    /// The root coordinator, once ``start(opening:)`` has run.
    package private(set) var appCoordinator: AppCoordinator?
    /// What `--reset` did, reported by ``start(opening:)``.
    private let resetOutcome: ResetOutcome?
    /// Every coordinator and screen of the demo, to save and restore the navigation.
    package let registry: RestorationRegistry
    /// What happened in this run, from the launch or the restore.
    package private(set) var journal: NavigationJournal?
    /// `--fresh`: start at the beginning, whatever navigation the file holds.
    private let startsFresh: Bool
    private let links: URLRouteTable<DemoRoute>
    private var reportedIssueCount = 0
    /// Whether this run came back to the data file's navigation.
    package private(set) var isRestored = false
    /// The navigation last written, so an unchanged one is not written again.
    private var savedNavigation: NavigationSnapshot?
    /// A save of the navigation failed (one warning said so): the others are not tried, or every
    /// save would give the same warning. Changes to the items still try, and still warn.
    private var navigationIsUnwritable = false

    /// The root of the coordinator tree, once ``start(opening:)`` has run: for tests, tree
    /// printers and leak checks.
    public var coordinator: (any Coordinator)? { appCoordinator }

    /// The data file of an app on this device: `HeadlessFlowDemo/data.json` in the app's
    /// Application Support folder, which is created if missing. The terminal demo keeps its own
    /// default (`~/.local/share` on Linux), unchanged.
    public static var defaultDataFile: URL {
        let fileManager = FileManager.default
        let base =
            fileManager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? fileManager.temporaryDirectory
        let folder = base.appendingPathComponent("HeadlessFlowDemo", isDirectory: true)
        // A folder that cannot be made now is reported by the first save, as an unwritable file.
        try? fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("data.json")
    }

    /// An app on the data file at `dataFile` (created on the first save); nothing is on screen
    /// until ``start(opening:)``.
    ///
    /// - Parameter dataFile: the file that keeps the items, the accounts and where the user was.
    /// - Throws: a ``StoreError`` if the file is not the demo's, or an error if a scene file of
    ///   the app is missing or broken.
    public convenience init(dataFile: URL) throws {
        try self.init(dataFile: dataFile, reset: false, fresh: false)
    }

    /// An app on a fresh store in memory, with the seed items and the demo account
    /// (`demo@example.com`, `password`), on a first run: for previews and tests. Nothing is saved.
    ///
    /// - Throws: an error if a scene file of the app is missing or broken.
    public static func inMemory() throws -> DemoApp {
        try DemoApp(store: DemoStore(memoryOnly: DemoData()))
    }

    /// Loads the store and the screen registry; nothing is on screen until ``start(opening:)``.
    ///
    /// - Parameters:
    ///   - reset: deletes the data file first, if it is the demo's own (``DemoStore/reset(_:)``).
    ///   - fresh: starts at the beginning rather than where the data file's navigation was; the
    ///     first save replaces that navigation.
    /// - Throws: a ``StoreError`` if `reset` is refused or the file is not the demo's, a
    ///   ``SceneError`` if a screen type cannot be registered.
    package convenience init(
        dataFile: URL, reset: Bool, fresh: Bool,
        library: SceneLibrary = ScreenFactory.bundledLibrary, now: @escaping () -> Date = Date.init
    ) throws {
        let resetOutcome = reset ? try DemoStore.reset(dataFile) : nil
        try self.init(
            store: DemoStore(fileURL: dataFile, now: now), resetOutcome: resetOutcome, fresh: fresh,
            library: library)
    }

    /// An app on `store` (a file's, or one in memory, ``DemoStore/init(memoryOnly:passwordIterations:)``);
    /// nothing is on screen until ``start(opening:)``.
    ///
    /// - Throws: the store's ``DemoStore/refusal``, or a ``SceneError`` if a screen type cannot be
    ///   registered.
    package init(
        store: DemoStore, resetOutcome: ResetOutcome? = nil, fresh: Bool = false,
        library: SceneLibrary = ScreenFactory.bundledLibrary
    ) throws {
        self.resetOutcome = resetOutcome
        self.store = store
        if let refusal = store.refusal { throw refusal }
        environment = DemoEnvironment(
            store: store, screens: try ScreenFactory(library: library, store: store))
        registry = try DemoRestoration.makeRegistry(environment: environment)
        startsFresh = fresh
        links = try DemoLinks.makeTable()
        hasNotices = !store.issues.isEmpty
        environment.didRecord = { [weak self] in self?.noteNotice() }
        store.didAddIssue = { [weak self] in self?.noteNotice() }
    }

    /// Starts the app where the data file's navigation was or, on a first run, or when that
    /// navigation cannot be restored (a notice says why), at the beginning: Login, with
    /// onboarding over it on a first run. With `link`, follows it as ``follow(link:)`` does; a bad
    /// link is a notice, and the app starts all the same.
    ///
    /// Call ``adaptLayout(compact:)`` first so that a restored split is laid out for the screen
    /// before this run's history starts. Calling `start` again does nothing and returns no notice.
    ///
    /// - Parameter link: a demo link to open once started (`demo://items/2`), or `nil`.
    /// - Returns: what to tell the user, in order: what a reset did, why the saved place was not
    ///   restored, the link's fate, and the data file's problems.
    /// - Throws: an error when a scene file is missing or broken.
    @discardableResult
    public func start(opening link: String? = nil) throws -> [DemoNotice] {
        guard appCoordinator == nil else { return [] }
        var notices: [DemoNotice] = []
        if let resetOutcome { notices.append(.dataReset("\(resetOutcome)")) }
        if !startsFresh, let restored = restoreSavedNavigation(into: &notices) {
            appCoordinator = restored
            isRestored = true
            adaptLayout(compact: environment.collapsesSplits)
            journal = NavigationJournal(recording: restored, registry: registry)
        } else {
            let coordinator = AppCoordinator(navigation: window, environment: environment)
            appCoordinator = coordinator
            journal = NavigationJournal(recording: coordinator, registry: registry)
            try coordinator.startAsRoot(animated: false)
        }
        if let link {
            do {
                if let held = try follow(link: link) { notices.append(held) }
            } catch {
                notices.append(.linkRefused(error))
            }
        }
        // Written at once, even on a first run: the file is where `--help` says from the start,
        // an unwritable location is reported at once, and a `--fresh` start replaces the old place.
        save()
        notices += takeNotices()
        return notices
    }

    /// The root coordinator of the data file's navigation, restored into the window, or `nil`
    /// when there is none or it cannot be restored; then a notice says why, and the window is
    /// still empty.
    private func restoreSavedNavigation(into notices: inout [DemoNotice]) -> AppCoordinator? {
        let problem: String
        if let saved = store.navigation {
            do {
                return try registry.restore(saved, into: window, as: AppCoordinator.self)
            } catch {
                switch DemoRestoration.demoError(in: error) {
                case .itemGone(let name)?:
                    // Only the item is gone: go back to where the user was, on its list.
                    if let onList = DemoRestoration.removingItemDetails(from: saved, keeping: store.items),
                        let restored = try? registry.restore(onList, into: window, as: AppCoordinator.self)
                    {
                        notices.append(
                            .placeNotRestored(SafeText.visible("\(RestoreNotice.itemGone(name: name))")))
                        return restored
                    }
                    problem = "\(error)"
                case .accountGone(let email)?:
                    let notice = RestoreNotice.accountGone(email: email, path: store.fileURL.path)
                    notices.append(.placeNotRestored(SafeText.visible("\(notice)")))
                    return nil
                default:
                    problem = "\(error)"
                }
            }
        } else if let unreadable = store.navigationProblem {
            problem = unreadable
        } else {
            return nil
        }
        let issue = StoreError.navigationNotRestored(path: store.fileURL.path, reason: problem)
        notices.append(.placeNotRestored(SafeText.visible("\(issue)")))
        return nil
    }

    /// Saves where the user is with the data, unless it is what was saved last. The terminal
    /// calls it after each command, an iOS app when it goes to the background; the next
    /// ``DemoApp`` on the same file comes back there. A failure is a notice
    /// (``takeNotices()``), said once.
    public func save() {
        // A memory-only store has no file: a snapshot per command would be work for nothing.
        guard let appCoordinator, !navigationIsUnwritable, !store.isMemoryOnly else { return }
        let snapshot = registry.snapshot(of: appCoordinator)
        guard snapshot != savedNavigation else { return }
        let issues = store.issues.count
        store.save(navigation: snapshot)
        savedNavigation = snapshot
        if store.issues.dropFirst(issues).contains(where: \.isUnwritable) { navigationIsUnwritable = true }
    }

    /// Lays the items split out for the screen, as a size class does on iOS: `compact` (an
    /// iPhone) collapses it into one stack, regular (an iPad) shows its columns side by side. A
    /// split whose layout changes is told so as a renderer reports a size-class change
    /// (`userDidCollapse` or `userDidExpand`), so the model and the drawing never disagree; a
    /// split made later starts laid out. Call it before ``start(opening:)`` and whenever the
    /// size class changes.
    ///
    /// - Parameter compact: whether the screen is narrow.
    public func adaptLayout(compact: Bool) {
        environment.collapsesSplits = compact
        for split in ContainerTree.splits(under: window) where split.isCollapsed != compact {
            do {
                if compact {
                    try split.userDidCollapse(animated: false)
                } else {
                    try split.userDidExpand(animated: false)
                }
            } catch {
                environment.record(error)
            }
        }
    }

    /// Whether the items split is laid out collapsed (``adaptLayout(compact:)``).
    public var isCompact: Bool { environment.collapsesSplits }

    /// Follows a demo link (`demo://items`, `demo://items/2`, `demo://items/new`,
    /// `demo://profile`), checked at once: a link the demo does not know, or whose item does not
    /// exist, changes nothing and throws why. Logged out, it is held until the user logs in.
    ///
    /// - Parameter typed: the link, its scheme in any case.
    /// - Returns: ``DemoNotice/linkHeld(_:)`` when the link waits for the login ("the demo will
    ///   open item 2 (Pencil) after you log in"), `nil` when it was followed, or before
    ///   ``start(opening:)``.
    /// - Throws: ``DemoLinkError``.
    @discardableResult
    public func follow(link typed: String) throws(DemoLinkError) -> DemoNotice? {
        guard let coordinator = appCoordinator else { return nil }
        // Schemes ignore case (RFC 3986, section 3.1).
        let link = DemoLinks.lowercasingScheme(typed)
        let route: DemoRoute
        do {
            route = try links.resolve(link)
        } catch {
            throw .unknown(link: typed)
        }
        if case .item(let position) = route, !store.items.indices.contains(position - 1) {
            throw .refused(
                link: typed, reason: "\(DemoError.noSuchItem(position, count: store.items.count))")
        }
        let isLoggedIn = coordinator.child(as: MenuCoordinator.self) != nil
        do {
            try coordinator.open(link, using: links, animated: true)
        } catch .unresolved {
            throw .unknown(link: typed)
        } catch .stepFailed(_, _, _, let underlying) {
            throw .refused(link: typed, reason: "\(underlying)")
        } catch {
            throw .refused(link: typed, reason: "\(error)")
        }
        guard !isLoggedIn, coordinator.holdsPendingLink else { return nil }
        return .linkHeld("You are not logged in: the demo will open \(describe(route)) after you log in.")
    }

    /// A route's target in words.
    private func describe(_ route: DemoRoute) -> String {
        switch route {
        case .items: "the items list"
        case .item(let position):
            "item \(position) (\(SafeText.visible(store.items[position - 1].name, limit: 40)))"
        case .newItem: "the New Item screen"
        case .profile: "your profile"
        }
    }

    /// Whether ``takeNotices()`` has something to return. It becomes `true` the moment one of the
    /// screens' actions meets an error or the data file has a problem, whatever the user does
    /// next, so an app that observes `$hasNotices` shows the notice at once, not only at the next
    /// change of the screens; ``takeNotices()`` makes it `false`.
    @HeadlessFlow.Observable public private(set) var hasNotices = false

    /// Turns ``hasNotices`` on, once: observers hear of the first notice, not of every one.
    private func noteNotice() {
        if !hasNotices { hasNotices = true }
    }

    /// What happened since the last call that the user has not been told: errors the screens'
    /// actions met, then problems with the data file. Each is returned once.
    ///
    /// - Returns: the notices, oldest first.
    public func takeNotices() -> [DemoNotice] {
        var notices = environment.takeErrors().map(DemoNotice.actionFailed)
        notices += store.issues.dropFirst(reportedIssueCount).map(DemoNotice.dataFileIssue)
        reportedIssueCount = store.issues.count
        if hasNotices { hasNotices = false }
        return notices
    }
}
