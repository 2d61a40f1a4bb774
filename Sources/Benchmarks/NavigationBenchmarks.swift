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

/// `nav.push-pop` and `coordinator.child-cycle`, plus the memory check for the child cycle.
@MainActor
func runNavigationBenchmarks() throws {
    let navigation = Navigation()
    try navigation.push(Screen(title: "root"), animated: false)
    let screen = Screen(title: "pushed")
    var array: [PlainNode] = [PlainNode()]
    let node = PlainNode()
    bench(
        "nav.push-pop", iterations: 200_000,
        scenario: { _ in
            try! navigation.push(screen, animated: false)
            try! navigation.pop(animated: false)
        },
        baseline: "array.append-removeLast",
        { _ in
            array.append(node)
            blackHole(array.removeLast())
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
