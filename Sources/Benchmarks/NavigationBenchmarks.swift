import Foundation
import HeadlessFlow

/// The coordinator the child-cycle scenario starts: it moves to three screens.
@MainActor
private final class ThreeStepCoordinator: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(), animated: animated)
        try move(to: Screen(), animated: animated)
        try move(to: Screen(), animated: animated)
    }
}

/// A coordinator that moves to one screen: the root of the scenarios, and each level of a deep tree.
@MainActor
private final class RootCoordinator: Coordinator {
    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(title: "root"), animated: animated)
    }
}

/// The baseline's stand-ins: plain objects linked the way a parent and child would be.
private final class PlainNode {
    weak var parent: PlainNode?
    var child: PlainNode?
    var items: [PlainNode] = []
}

/// `nav.push-pop` (against ``ReferenceNavigation``, the same stack work written the plain way) and
/// `coordinator.child-cycle`, plus the memory check for the child cycle.
@MainActor
func runNavigationBenchmarks() throws {
    let navigation = Navigation()
    try navigation.push(Screen(title: "root"), animated: false)
    let screen = Screen(title: "pushed")
    let reference = ReferenceNavigation()
    reference.push(ReferenceScreen(id: 1, title: "root"), animated: false)
    let referenceScreen = ReferenceScreen(id: 2, title: "pushed")
    bench(
        "nav.push-pop", iterations: 200_000,
        scenario: { _ in
            try! navigation.push(screen, animated: false)
            try! navigation.pop(animated: false)
        },
        baseline: "reference-stack.push-pop",
        { _ in
            reference.push(referenceScreen, animated: false)
            reference.pop(animated: false)
        })

    let window = Navigation()
    let root = RootCoordinator(navigation: window)
    try root.start(animated: false)
    let cycle = { (_: Int) in
        let child = ThreeStepCoordinator(navigation: window)
        try! root.start(child: child, animated: false)
        try! child.finish(animated: false)
    }
    let plainRoot = PlainNode()
    bench(
        "coordinator.child-cycle", iterations: 100_000,
        scenario: cycle,
        baseline: "plain.link-three-objects",
        { _ in
            let child = PlainNode()
            child.parent = plainRoot
            plainRoot.child = child
            for _ in 0..<3 { child.items.append(PlainNode()) }
            blackHole(child.items.count)
            plainRoot.child = nil
        })

    try runTreeDepthBenchmarks(cycleAtDepthOne: cycle)

    // Memory must stay flat: the cycle leaves nothing behind.
    guard isSelected("coordinator.child-cycle") else { return }
    let memoryCycles = max(1_000, Int(100_000 * benchmarkScale))
    for index in 0..<memoryCycles / 10 { cycle(index) }
    let before = residentKilobytes()
    for index in 0..<memoryCycles { cycle(index) }
    let after = residentKilobytes()
    print(
        "memory: coordinator.child-cycle rss-before \(before) KiB rss-after \(after) KiB growth \(after - before) KiB over \(memoryCycles) cycles"
    )
}

/// The resident set size of this process, from `/proc/self/statm` (Linux); 0 where unavailable.
func residentKilobytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Builds a chain of `depth` coordinators below `root`, each a pushed child of the one before
/// with one screen; returns the deepest.
@MainActor
private func buildChain(below root: any Coordinator, depth: Int) throws -> any Coordinator {
    var leaf = root
    for _ in 0..<depth {
        let next = RootCoordinator(navigation: root.navigation)  // moves to one screen
        try leaf.start(child: next, animated: false)
        leaf = next
    }
    return leaf
}

/// `coordinator.child-cycle-depth-1000`: the child cycle under a tree 1,000 coordinators deep,
/// against the same cycle under a root (`coordinator.child-cycle`); and
/// `coordinator.build-depth-10000`: building and finishing a chain 10,000 deep, per level, against
/// the same for a chain 1,000 deep. Both ratios are 1 when costs do not grow with the tree.
@MainActor
func runTreeDepthBenchmarks(cycleAtDepthOne: (Int) -> Void) throws {
    if isSelected("coordinator.child-cycle-depth-1000") {
        let window = Navigation()
        let root = RootCoordinator(navigation: window)
        try root.startAsRoot(animated: false)
        let leaf = try buildChain(below: root, depth: 1_000)
        bench(
            "coordinator.child-cycle-depth-1000", iterations: 100_000,
            scenario: { _ in
                let child = ThreeStepCoordinator(navigation: window)
                try! leaf.start(child: child, animated: false)
                try! child.finish(animated: false)
            },
            baseline: "coordinator.child-cycle", cycleAtDepthOne)
        try root.child?.finish(animated: false)
    }
    if isSelected("coordinator.build-depth-10000") {
        // Each call builds and tears down a whole chain; divided by the depth, the cost per level.
        func buildAndFinish(depth: Int) {
            let window = Navigation()
            let root = RootCoordinator(navigation: window)
            try! root.startAsRoot(animated: false)
            _ = try! buildChain(below: root, depth: depth)
            try! root.child!.finish(animated: false)
        }
        let rounds = max(1, Int(10 * benchmarkScale))
        let best = nanosecondsPerOperationAlternating(
            iterations: [rounds, rounds * 10], rounds: 5,
            [{ _ in buildAndFinish(depth: 10_000) }, { _ in buildAndFinish(depth: 1_000) }])
        let (deep, shallow) = (best[0], best[1])
        printBenchLine(
            "coordinator.build-depth-10000", deep / 10_000,
            baseline: "coordinator.build-depth-1000", shallow / 1_000)
    }
}
