import HeadlessFlow
import XCTest

/// Remembers objects weakly and asserts that all of them were freed, naming those that were not.
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
/// ``XCTest/XCTestCase/trackForLeaks(file:line:)`` checks at the end of the test instead.
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
        let name = name ?? Self.name(of: object)
        entries.append(Entry(object: object, name: name, file: file, line: line))
    }

    /// Tracks `navigation` and everything in its tree now: its screens, the navigations it
    /// presents or holds in tab bars, and theirs.
    public func track(tree navigation: Navigation, file: StaticString = #filePath, line: UInt = #line) {
        var pending = [navigation]
        while let next = pending.popLast() {
            track(
                next, name: "navigation showing \(next.screens.map { "\"\(readableName(of: $0))\"" })",
                file: file, line: line)
            for screen in next.screens {
                track(screen, file: file, line: line)
                if let tabBar = screen as? TabBar { pending += tabBar.tabs.map(\.navigation) }
            }
            if let presented = next.presented { pending.append(presented) }
        }
    }

    /// Tracks `coordinator`, its children and tab items, and each one's navigation tree.
    public func track(tree coordinator: any Coordinator, file: StaticString = #filePath, line: UInt = #line) {
        var pending: [any Coordinator] = [coordinator]
        var navigations: [Navigation] = []
        while let next = pending.popLast() {
            track(next, file: file, line: line)
            if !navigations.contains(where: { $0 === next.navigation }) {
                navigations.append(next.navigation)
            }
            if let tabs = next as? any TabBarCoordinator { pending += tabs.items }
            if let child = next.child { pending.append(child) }
        }
        // A child's navigation is usually inside its parent's tree; track each object once.
        let roots = navigations.filter { candidate in
            !navigations.contains { $0 !== candidate && Self.tree(of: $0, contains: candidate) }
        }
        for root in roots { track(tree: root, file: file, line: line) }
    }

    /// Fails for every tracked object still alive, naming it and pointing at the call that tracked it.
    public func assertAllFreed(file: StaticString = #filePath, line: UInt = #line) {
        let alive = entries.filter { $0.object != nil }
        guard !alive.isEmpty else { return }
        reporter.fail(
            "LeakTracker: \(alive.count) tracked object(s) still alive:\n"
                + alive.map { "  \($0.name) (tracked at line \($0.line))" }.joined(separator: "\n"),
            file: file, line: line)
    }

    private static func name(of object: AnyObject) -> String {
        if let screen = object as? Screen { return "\"\(readableName(of: screen))\" \(type(of: screen))" }
        return "\(type(of: object))"
    }

    private static func tree(of root: Navigation, contains navigation: Navigation) -> Bool {
        var pending = [root]
        while let next = pending.popLast() {
            if next === navigation { return true }
            for case let tabBar as TabBar in next.screens { pending += tabBar.tabs.map(\.navigation) }
            if let presented = next.presented { pending.append(presented) }
        }
        return false
    }
}

extension XCTestCase {
    /// Returns a ``LeakTracker`` whose objects must all be freed when the test ends (after the
    /// test method returns and its locals are released), naming the survivors and the lines that tracked them.
    @MainActor
    public func trackForLeaks(file: StaticString = #filePath, line: UInt = #line) -> LeakTracker {
        let tracker = LeakTracker()
        addTeardownBlock { @MainActor in tracker.assertAllFreed(file: file, line: line) }
        return tracker
    }
}
