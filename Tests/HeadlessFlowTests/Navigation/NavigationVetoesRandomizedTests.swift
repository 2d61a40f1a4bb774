import HeadlessFlowTesting
import XCTest

@testable import HeadlessFlow

/// Every vetoable operation has two paths: with no veto registered anywhere it runs its body
/// directly (no closure, issue 38), otherwise inside `Navigation.vetoable`. Seeded random runs of
/// pushes, pops, replacements, presentations, dismissals and child coordinators that move, finish
/// and are replaced go through both, once with no veto and once under a veto that allows
/// everything; the two must record the same events, errors and final tree.
/// Set `HEADLESSFLOW_SEED` to replay one seed.
final class NavigationVetoesRandomizedTests: XCTestCase {
    @MainActor func testVetoableOperations_WithAndWithoutAVeto_RecordTheSameHistory() async throws {
        let seeds: [UInt64] =
            if let text = ProcessInfo.processInfo.environment["HEADLESSFLOW_SEED"], let seed = UInt64(text) {
                [seed]
            } else {
                [1, 0xC0FFEE, 20_261_127]
            }
        for seed in seeds {
            XCTAssertFalse(Navigation.hasVetoes, "a veto of another test is still registered")
            var directRun = VetoPathRun(seed: seed, steps: 1_500)
            let direct = directRun.run(withVeto: false)
            var vetoableRun = VetoPathRun(seed: seed, steps: 1_500)
            let vetoable = vetoableRun.run(withVeto: true)
            XCTAssertGreaterThan(direct.count, 1_500, "seed \(seed): too little happened")
            guard direct != vetoable else { continue }
            var index = 0
            while index < min(direct.count, vetoable.count) && direct[index] == vetoable[index] { index += 1 }
            XCTFail(
                """
                seed \(seed): the paths part at line \(index):
                without a veto: \(direct[index..<min(direct.count, index + 3)])
                under a veto:   \(vetoable[index..<min(vetoable.count, index + 3)])
                """)
        }
    }
}

/// A coordinator that moves to `count` screens when it starts; its output is an `Int`, so it can
/// finish with or without one.
@MainActor
private final class StepCoordinator: Coordinator {
    typealias Output = Int
    let context: CoordinatorContext
    let name: String
    let count: Int

    init(navigation: Navigation, name: String, count: Int) {
        context = CoordinatorContext(navigation: navigation)
        self.name = name
        self.count = count
    }

    func start(animated: Bool) throws {
        for index in 0..<count { try move(to: Screen(title: "\(name).\(index)"), animated: animated) }
    }
}

/// One seeded run of random operations on a window, recorded as readable lines.
@MainActor
private struct VetoPathRun {
    var random: SeededRandom
    let steps: Int
    var made = 0
    var numbers: [String: Int] = [:]

    init(seed: UInt64, steps: Int) {
        random = SeededRandom(seed: seed)
        self.steps = steps
    }

    mutating func title() -> String {
        made += 1
        return "s\(made)"
    }

    mutating func run(withVeto: Bool) -> [String] {
        let window = Navigation()
        let token = withVeto ? window.vetoChanges { _ in } : nil
        // Events, not lifecycle callbacks: under a veto an operation is one transaction, so its
        // screens appear once at its end, where without one each change shows on its own.
        var events: [String] = []
        let observation = window.observeEvents { event in
            events.append("\(event.change) animated \(event.animated)")
        }
        var lines: [String] = []
        func attempt(_ name: String, _ operation: () throws -> Void) {
            do {
                try operation()
                lines.append(name)
            } catch {
                lines.append("\(name) threw \(numberedInOrder("\(error)"))")
            }
            for event in events { lines.append(numberedInOrder(event)) }
            events.removeAll()
        }
        let root = StepCoordinator(navigation: window, name: "root", count: 1)
        attempt("root") { try root.startAsRoot(animated: false) }
        var running: [StepCoordinator] = []
        for _ in 0..<steps {
            // The navigation a screen-level operation acts on: the innermost presented one.
            var top = window
            while let presented = top.presented { top = presented }
            let animated = random.next() % 2 == 0
            switch random.next() % 12 {
            case 0, 1:
                let screen = Screen(title: title())
                attempt("push \(screen.title) animated \(animated)") {
                    try top.push(screen, animated: animated)
                }
            case 2:
                attempt("pop animated \(animated)") { try top.pop(animated: animated) }
            case 3:
                attempt("popToRoot animated \(animated)") { try top.popToRoot(animated: animated) }
            case 4:
                if let screen = top.screens.randomElement(using: &random) {
                    attempt("pop to \(screen.title)") { try top.pop(to: screen, animated: animated) }
                }
            case 5:
                var screens = top.screens.filter { _ in random.next() % 2 == 0 }
                if random.next() % 2 == 0 { screens.append(Screen(title: title())) }
                let names = screens.map(\.title)
                attempt("setScreens \(names)") { try top.setScreens(screens, animated: animated) }
            case 6:
                let modal = Navigation()
                let screen = Screen(title: title())
                let style: PresentationStyle = random.next() % 2 == 0 ? .sheet : .fullScreen
                attempt("present \(screen.title)") {
                    try top.present(modal, style: style, animated: animated)
                    try modal.push(screen, animated: false)
                }
            case 7:
                let presenter = top.presenting ?? window
                attempt("dismiss animated \(animated)") { try presenter.dismiss(animated: animated) }
            case 8:
                let parent = running.last ?? root
                let child = StepCoordinator(
                    navigation: parent.navigation, name: title(), count: 1 + Int(random.next() % 3))
                attempt("start \(child.name) under \(parent.name)") {
                    try parent.start(child: child, animated: animated)
                }
                running.append(child)
            case 9:
                if let flow = running.randomElement(using: &random) {
                    let screen = Screen(title: title())
                    attempt("\(flow.name) moves to \(screen.title)") {
                        try flow.move(to: screen, animated: animated)
                    }
                }
            case 10:
                if let flow = running.randomElement(using: &random) {
                    attempt("\(flow.name) finishes") { try flow.finish(animated: animated) }
                }
            default:
                if let flow = running.randomElement(using: &random) {
                    attempt("\(flow.name) finishes with 7") { try flow.finish(with: 7, animated: animated) }
                }
            }
            running.removeAll { !$0.isRunning }
            lines.append("tree \(describe(window)) running \(running.map(\.name))")
        }
        observation.cancel()
        token?.cancel()
        return lines
    }

    /// `text` with each `navigation#N` and `screen#N` numbered in the order this run first names
    /// it, so two runs compare although the process numbers their objects on.
    mutating func numberedInOrder(_ original: String) -> String {
        var text = original
        while let match = text.firstMatch(of: /(navigation|screen)#([0-9]+)/) {
            let key = "\(match.1)#\(match.2)"
            let number: Int
            if let known = numbers[key] {
                number = known
            } else {
                number = numbers.count + 1
                numbers[key] = number
            }
            text.replaceSubrange(match.range, with: "\(match.1)@\(number)")
        }
        return text
    }

    /// The stacks, outermost first, and which coordinators run.
    func describe(_ window: Navigation) -> String {
        var parts: [String] = []
        var node: Navigation? = window
        while let current = node {
            parts.append(current.screens.map(\.title).joined(separator: ","))
            node = current.presented
        }
        return parts.joined(separator: " | ")
    }
}
