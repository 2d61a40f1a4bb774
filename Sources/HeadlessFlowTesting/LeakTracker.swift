import HeadlessFlow
import XCTest

/// Remembers objects weakly and asserts that all of them were freed, naming those that were not
/// and, where the tree shows it, what still holds them.
///
/// ```swift
/// let leaks = LeakTracker()
/// do {
///     let child = ItemsCoordinator(navigation: navigation)
///     leaks.track(child)
///     try app.start(child: child, animated: false)
///     try child.finish(animated: false)
/// }
/// leaks.assertAllFreed()
/// ```
///
/// ``XCTest/XCTestCase/trackForLeaks(reporter:fileID:file:line:column:)`` checks at the end of the
/// test instead.
@MainActor
public final class LeakTracker {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
        let file: StaticString
        let line: UInt
    }

    private var entries: [Entry] = []
    private let reporter: FailureReporter

    /// Creates an empty tracker that reports to `reporter` (``FailureReporter/test`` by default).
    public init(reporter: FailureReporter = .test) {
        self.reporter = reporter
    }

    /// The names of the tracked objects still alive, in the order they were tracked.
    public var survivors: [String] { entries.filter { $0.object != nil }.map(\.name) }

    /// Tracks `object` under `name` (by default its type name, or a screen's title and type).
    public func track(
        _ object: AnyObject, name: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        // Trees overlap (a coordinator and its navigation); each object is listed once.
        guard !entries.contains(where: { $0.object === object }) else { return }
        let name = name ?? Self.name(of: object)
        entries.append(Entry(object: object, name: name, file: file, line: line))
        // What the object declared with `expectFreed(_:as:)` or kept with `keepAlive(_:)`.
        for item in ExpectedFree.declared(by: object) {
            guard let object = item.object else { continue }
            track(object, name: "\(item.name), expected freed with \(name)", file: file, line: line)
        }
    }

    /// Tracks `navigation` and everything in its tree now: its screens, the navigations it
    /// presents or holds in tab bars, and theirs.
    public func track(tree navigation: Navigation, file: StaticString = #filePath, line: UInt = #line) {
        var pending = [navigation]
        while let next = pending.popLast() {
            track(
                next, name: Self.describe(next),
                file: file, line: line)
            for screen in next.screens {
                track(screen, file: file, line: line)
                if let container = screen as? ContainerScreen { pending += container.navigations }
            }
            if let presented = next.presented { pending.append(presented) }
        }
    }

    /// Tracks `coordinator` and what it owns: the screens it moved to (with the tabs of a
    /// `TabBar` among them), its navigation when that is its own (a root, presented
    /// or tab-item coordinator) with that navigation's whole tree, and its children and tab items
    /// in the same way.
    ///
    /// A child pushed onto its parent's navigation does not own that navigation, so tracking the
    /// child does not track its parent's screens.
    public func track(tree coordinator: any Coordinator, file: StaticString = #filePath, line: UInt = #line) {
        var pending: [any Coordinator] = [coordinator]
        while let next = pending.popLast() {
            track(next, file: file, line: line)
            if next.parent.map({ $0.navigation !== next.navigation }) ?? true {
                track(tree: next.navigation, file: file, line: line)
            } else {
                for screen in Self.ownScreens(of: next) {
                    track(screen, file: file, line: line)
                    if let container = screen as? ContainerScreen {
                        for item in container.items { track(tree: item.navigation, file: file, line: line) }
                    }
                }
            }
            if let container = next as? any ContainerCoordinator { pending += container.items }
            if let child = next.child { pending.append(child) }
        }
    }

    /// Fails for every tracked object still alive, naming it, pointing at the call that tracked it,
    /// and saying what still holds it where the tree shows that: the navigation whose stack holds a
    /// screen, the navigation that presents a navigation or the tab bar that holds it, the parent
    /// whose child a coordinator still is. An object nothing in the tree holds is kept by a
    /// variable, a closure or a cycle of your own.
    public func assertAllFreed(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let alive = entries.compactMap { entry in entry.object.map { (entry, $0) } }
        guard !alive.isEmpty else { return }
        let lines = alive.map { entry, object in
            "  \(entry.name) (tracked at \(Self.fileName(entry.file)):\(entry.line)): \(Self.holder(of: object))"
        }
        reporter.fail(
            "LeakTracker: \(alive.count) tracked object(s) still alive:\n" + lines.joined(separator: "\n"),
            at: FailureReporter.Location(fileID: fileID, file: file, line: line, column: column))
    }

    /// What in the tree still holds `object`, as far as the tree shows it.
    static func holder(of object: AnyObject) -> String {
        if let screen = object as? Screen, let navigation = screen.navigation {
            return "still on the stack of the \(describe(navigation))"
        }
        if let navigation = object as? Navigation {
            if let presenting = navigation.presenting {
                return "still presented by the \(describe(presenting))"
            }
            if let container = navigation.container {
                let noun = container is TabBar ? "a tab" : "an item"
                return "still \(noun) of \(readableName(of: container).debugDescription)"
            }
        }
        if let coordinator = object as? any Coordinator, let parent = coordinator.parent {
            if parent.child === coordinator { return "still the child of \(type(of: parent))" }
            if let container = parent as? any ContainerCoordinator,
                container.items.contains(where: { $0 === coordinator })
            {
                return
                    "still \(container is any TabBarCoordinator ? "a tab item" : "an item") of \(type(of: parent))"
            }
        }
        return "nothing in the tree holds it (a variable, a closure or a reference cycle does)"
    }

    /// `navigation showing "Home", "Items"`, or `empty navigation`.
    private static func describe(_ navigation: Navigation) -> String {
        guard !navigation.screens.isEmpty else { return "empty navigation" }
        return
            "navigation showing \(navigation.screens.map { "\(readableName(of: $0).debugDescription)" }.joined(separator: ", "))"
    }

    private static func fileName(_ path: StaticString) -> Substring {
        "\(path)".split(separator: "/").last ?? ""
    }

    private static func name(of object: AnyObject) -> String {
        if let screen = object as? Screen {
            return "\(readableName(of: screen).debugDescription) \(type(of: screen))"
        }
        return "\(type(of: object))"
    }

    /// The screens from `coordinator`'s start screen up to its child's start screen on the same
    /// navigation (or the top).
    private static func ownScreens(of coordinator: any Coordinator) -> [Screen] {
        let screens = coordinator.navigation.screens
        guard let start = coordinator.startScreen, let from = screens.firstIndex(where: { $0 === start })
        else { return [] }
        var to = screens.endIndex
        if let child = coordinator.child, child.navigation === coordinator.navigation,
            let childStart = child.startScreen, let index = screens.firstIndex(where: { $0 === childStart })
        {
            to = index
        }
        return Array(screens[from..<max(from, to)])
    }
}

extension XCTestCase {
    /// Returns a ``LeakTracker`` whose objects must all be freed when the test ends (after the
    /// test method returns and its locals are released), naming the survivors and the lines that tracked them.
    @MainActor
    public func trackForLeaks(
        reporter: FailureReporter = .test, fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> LeakTracker {
        let tracker = LeakTracker(reporter: reporter)
        addTeardownBlock { @MainActor in
            tracker.assertAllFreed(fileID: fileID, file: file, line: line, column: column)
        }
        return tracker
    }
}
