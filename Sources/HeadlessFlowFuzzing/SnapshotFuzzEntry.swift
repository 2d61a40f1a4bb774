import Foundation
import HeadlessFlow

/// The entry point of the snapshot fuzzer (`Sources/SnapshotFuzzer`): decodes bytes as a
/// ``NavigationSnapshot`` and restores what decodes into a fresh window.
///
/// The registry knows plain screens and tab bars, a ``RestorableScreen`` with `Int` state, a
/// restorable root, a plain flow, a restorable flow and a ``TabBarCoordinator``, all defined
/// below. The restore is asked for the type the snapshot's root names, so that a refusal is about
/// the tree rather than the root type. A broken invariant stops the process with `fatalError`,
/// which libFuzzer reports as a crash:
///
/// - a refused restore throws a ``RestorationError`` and leaves the window as it was: no screen,
///   nothing presented, no event announced;
/// - a restored tree's snapshot encodes, decodes again, and restores again into another fresh
///   window to an equal snapshot (restoring is idempotent), with nothing omitted.
package enum SnapshotFuzzEntry {
    /// - Returns: whether the bytes decoded and restored.
    @discardableResult
    package static func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // libFuzzer calls from the main thread; the model is main-actor state.
        let data = Data(bytes)
        return MainActor.assumeIsolated { runOnMain(data) }
    }

    @MainActor
    private static func runOnMain(_ data: Data) -> Bool {
        let snapshot: NavigationSnapshot
        do {
            snapshot = try NavigationSnapshot(jsonData: data)
        } catch {
            _ = error.description
            return false
        }
        _ = snapshot.description
        let registry = makeRegistry()
        guard let root = restoreChecked(snapshot, registry: registry) else { return false }
        let first = registry.snapshot(of: root)
        guard first.omissions.isEmpty else {
            fatalError("a restored tree omits \(first.omissions) in its snapshot:\n\(first)")
        }
        let again: NavigationSnapshot
        do {
            again = try NavigationSnapshot(jsonData: try first.jsonData())
        } catch {
            fatalError("a restored tree's snapshot does not decode again: \(error)\n\(first)")
        }
        guard again == first else {
            fatalError("a restored tree's snapshot changes through JSON:\n\(first)\n\(again)")
        }
        guard let second = restoreChecked(again, registry: registry) else {
            fatalError("a restored tree's snapshot does not restore:\n\(again)")
        }
        let secondSnapshot = registry.snapshot(of: second)
        guard secondSnapshot == first else {
            fatalError("restoring is not idempotent:\n\(first)\nrestored again:\n\(secondSnapshot)")
        }
        return true
    }

    /// Restores `snapshot` into a fresh window as the type its root names; checks that a refusal
    /// left the window untouched and announced nothing.
    @MainActor
    private static func restoreChecked(
        _ snapshot: NavigationSnapshot, registry: RestorationRegistry
    ) -> (any Coordinator)? {
        let window = Navigation()
        var events = 0
        let token = window.observeEvents { _ in events += 1 }
        defer { token.cancel() }
        do {
            let root = try restore(snapshot, into: window, registry: registry)
            guard root.context.navigation === window, root.parent == nil else {
                fatalError("the restored root is not the root of the window")
            }
            return root
        } catch {
            _ = error.description
            guard window.screens.isEmpty, window.presented == nil, events == 0 else {
                fatalError(
                    "a refused restore (\(error)) left \(window.screens.count) screens, "
                        + "presented \(String(describing: window.presented)), \(events) events")
            }
            return nil
        }
    }

    @MainActor
    private static func restore(
        _ snapshot: NavigationSnapshot, into window: Navigation, registry: RestorationRegistry
    ) throws(RestorationError) -> any Coordinator {
        switch snapshot.rootCoordinatorType {
        case "FuzzFlow": try registry.restore(snapshot, into: window, as: FuzzFlow.self)
        case "FuzzStepFlow": try registry.restore(snapshot, into: window, as: FuzzStepFlow.self)
        case "FuzzTabs": try registry.restore(snapshot, into: window, as: FuzzTabs.self)
        default: try registry.restore(snapshot, into: window, as: FuzzRoot.self)
        }
    }

    /// A registry that knows every type of the fuzzer's trees.
    @MainActor
    package static func makeRegistry() -> RestorationRegistry {
        var registry = RestorationRegistry()
        do {
            try registry.register(FuzzCounterScreen.self) { FuzzCounterScreen(count: $0) }
            try registry.register(FuzzRoot.self) { visits, navigation in
                FuzzRoot(navigation: navigation, visits: visits)
            }
            try registry.register(FuzzFlow.self) { FuzzFlow(navigation: $0) }
            try registry.register(FuzzStepFlow.self) { step, navigation in
                FuzzStepFlow(navigation: navigation, step: step)
            }
            try registry.register(FuzzTabs.self) { FuzzTabs(navigation: $0) }
        } catch {
            fatalError("\(error)")
        }
        return registry
    }

    // MARK: - Seeds

    /// Snapshots of a few trees as JSON, by file name, plus broken variants of them: the fuzzer's
    /// seeds (`SnapshotFuzzer --write-seeds DIRECTORY` writes them).
    @MainActor
    package static func seeds() throws -> [(name: String, data: Data)] {
        let registry = makeRegistry()
        var valid: [(name: String, data: Data)] = []
        for (name, build) in seedTrees {
            let root = try build()
            valid.append((name, try registry.snapshot(of: root).jsonData()))
        }
        let tabs = String(decoding: valid.first { $0.name == "tabs-modal" }!.data, as: UTF8.self)
        let broken: [(name: String, text: String)] = [
            ("broken-version", tabs.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)),
            ("broken-truncated", String(tabs.prefix(tabs.count / 2))),
            (
                "broken-unknown-type",
                tabs.replacingOccurrences(of: "FuzzCounterScreen", with: "FuzzCountScreen")
            ),
            ("broken-unknown-root", tabs.replacingOccurrences(of: "FuzzRoot", with: "FuzzRoots")),
            (
                "broken-selected-tab",
                tabs.replacingOccurrences(of: #""selectedTab":0"#, with: #""selectedTab":7"#)
            ),
            (
                "broken-screen-twice",
                tabs.replacingOccurrences(of: #""screens":[1,2]"#, with: #""screens":[1,1]"#)
            ),
            ("broken-state", tabs.replacingOccurrences(of: #""state":7"#, with: #""state":"7""#)),
            ("broken-not-json", "{\"version\":1,\"tree\":[}"),
        ]
        return valid + broken.map { ($0.name, Data($0.text.utf8)) }
    }

    @MainActor
    private static var seedTrees: [(String, @MainActor () throws -> any Coordinator)] {
        [
            (
                "root-only",
                {
                    let root = FuzzRoot(navigation: Navigation(), visits: 1)
                    try root.startAsRoot(animated: false)
                    return root
                }
            ),
            (
                "pushed-flows",
                {
                    let root = FuzzRoot(navigation: Navigation(), visits: 2)
                    try root.startAsRoot(animated: false)
                    let flow = FuzzStepFlow(navigation: root.navigation, step: 3)
                    try root.start(child: flow, animated: false)
                    try flow.move(to: FuzzCounterScreen(count: 4), animated: false)
                    try flow.start(child: FuzzFlow(navigation: root.navigation), animated: false)
                    return root
                }
            ),
            (
                "tabs-modal",
                {
                    let root = FuzzRoot(navigation: Navigation(), visits: 3)
                    try root.startAsRoot(animated: false)
                    let tabs = FuzzTabs(navigation: root.navigation)
                    try root.start(child: tabs, animated: false)
                    let first = FuzzStepFlow(navigation: Navigation(), step: 1)
                    try tabs.addItem(title: "First", coordinator: first)
                    try tabs.addItem(
                        title: "Second", imageName: "star", coordinator: FuzzFlow(navigation: Navigation()))
                    try first.move(to: FuzzCounterScreen(count: 7), animated: false)
                    try first.present(child: FuzzFlow(navigation: Navigation()), animated: false)
                    return root
                }
            ),
        ]
    }
}

/// A screen that saves a count.
@MainActor
final class FuzzCounterScreen: Screen, RestorableScreen {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init(title: "Count \(count)")
    }

    var restorationState: Int { count }
}

/// The usual root: saves how often it was visited.
@MainActor
final class FuzzRoot: RestorableCoordinator {
    let context: CoordinatorContext
    let visits: Int

    init(navigation: Navigation, visits: Int) {
        context = CoordinatorContext(navigation: navigation)
        self.visits = visits
    }

    var restorationState: Int { visits }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Home"), animated: animated)
    }
}

/// A flow with nothing to save.
@MainActor
final class FuzzFlow: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "Flow"), animated: animated)
    }
}

/// A flow that saves its step and sets its child's `onFinish` again when restored.
@MainActor
final class FuzzStepFlow: RestorableCoordinator {
    let context: CoordinatorContext
    let step: Int

    init(navigation: Navigation, step: Int) {
        context = CoordinatorContext(navigation: navigation)
        self.step = step
    }

    var restorationState: Int { step }

    func start(animated: Bool) throws {
        try move(to: FuzzCounterScreen(count: step), animated: animated)
    }

    func didRestore() throws {
        if let child = child as? FuzzFlow {
            try setOnFinish(of: child) { _ in }
        }
    }
}

/// A tab bar coordinator.
@MainActor
final class FuzzTabs: TabBarCoordinator {
    let context: CoordinatorContext
    let tabBar = TabBar(title: "Tabs")

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }
}
