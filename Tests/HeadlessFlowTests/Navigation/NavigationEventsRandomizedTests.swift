import HeadlessFlow
import HeadlessFlowTesting
import XCTest

/// Builds containers of every kind in the transition that brings them in, in seeded random orders:
/// pushed or presented (from the window or from a sheet), by a container coordinator's start or in
/// a plain transaction, the move before, between or after the items, items that get their screens
/// before or after they are added, then selections, labels, hidden columns and collapses. Each must
/// arrive as one event that holds all of it, no event may name the container, and a renderer that
/// follows the events alone must show the model. About one plain transaction in five throws at its
/// end and must announce nothing and change nothing. Set `HEADLESSFLOW_SEED` to replay one seed.
final class NavigationEventsRandomizedTests: XCTestCase {
    @MainActor func testContainerBuiltInItsArrival_AnyOrder_ArrivesAsOneEvent() async throws {
        let seeds: [UInt64] =
            if let text = ProcessInfo.processInfo.environment["HEADLESSFLOW_SEED"], let seed = UInt64(text) {
                [seed]
            } else {
                [1, 0xC0FFEE, 20_261_127]
            }
        for seed in seeds {
            var random = SeededRandom(seed: seed)
            var shapes: [String: Int] = [:]
            var refusals: [String] = []
            for round in 0..<400 {
                var arrival = ContainerArrival(random: &random)
                do {
                    try arrival.run()
                } catch let failure as ContainerArrival.Failure {
                    XCTFail("seed \(seed) round \(round) (\(arrival.shape)): \(failure.description)")
                    return
                }
                if let refusal = arrival.refusal {
                    refusals.append("\(refusal)")
                } else {
                    shapes[arrival.shape, default: 0] += 1
                }
            }
            XCTAssertLessThan(refusals.count, 40, "seed \(seed): too many refusals: \(refusals)")
            for presented in ["pushed", "presented"] {
                for order in ["move first", "move between", "move last"] {
                    for builder in ["coordinator", "transaction"] {
                        let shape = "\(presented), \(order), \(builder)"
                        XCTAssertGreaterThan(
                            shapes[shape, default: 0], 5, "seed \(seed): too few of \(shape)")
                    }
                }
            }
        }
    }
}

/// One container brought in and built in one transition.
@MainActor
private struct ContainerArrival {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Thrown: Error {}

    /// One step of building the container.
    enum Step {
        /// The container enters: pushed or presented.
        case arrive
        /// An item is added, with its navigation holding `screensBefore` screens, then given
        /// `screensAfter` more.
        case addItem(screensBefore: Int, screensAfter: Int)
        /// A change of the container's layout once its items are in, chosen by `op`.
        case layout(op: Int, index: Int)
    }

    let presents: Bool
    let fromSheet: Bool
    let byCoordinator: Bool
    let throwsAtTheEnd: Bool
    let steps: [Step]
    let kind: Int
    let moveIndex: Int
    let itemCount: Int
    /// What the library refused, if it refused a step.
    private(set) var refusal: (any Error)?

    init(random: inout SeededRandom) {
        kind = Int.random(in: 0..<4, using: &random)
        presents = Bool.random(using: &random)
        byCoordinator = Bool.random(using: &random)
        fromSheet = !byCoordinator && Int.random(in: 0..<3, using: &random) == 0
        throwsAtTheEnd = !byCoordinator && Int.random(in: 0..<5, using: &random) == 0
        itemCount = Int.random(in: 1...3, using: &random)
        var steps: [Step] = (0..<itemCount).map { _ in
            .addItem(
                screensBefore: Int.random(in: 0...2, using: &random),
                screensAfter: Int.random(in: 0...1, using: &random))
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            steps.append(
                .layout(
                    op: Int.random(in: 0..<5, using: &random),
                    index: Int.random(in: 0..<itemCount, using: &random)))
        }
        // The move before, between or after the items and the layout changes.
        moveIndex = Int.random(in: 0...steps.count, using: &random)
        steps.insert(.arrive, at: moveIndex)
        self.steps = steps
    }

    var shape: String {
        let order =
            moveIndex == 0 ? "move first" : moveIndex == steps.count - 1 ? "move last" : "move between"
        return
            "\(presents ? "presented" : "pushed"), \(order), \(byCoordinator ? "coordinator" : "transaction")"
    }

    private func makeContainer() -> ContainerScreen {
        switch kind {
        case 0: TabBar(title: "Tabs")
        case 1: PageContainer(options: PageOptions(loops: true), title: "Pages")
        case 2: SplitContainer(title: "Split")
        default: ContainerScreen(kind: .custom("panes"), title: "Panes")
        }
    }

    mutating func run() throws {
        let window = Navigation()
        let app = StepsCoordinator("app", navigation: window, screens: 1)
        try app.startAsRoot(animated: false)
        let host = fromSheet ? try window.present(Screen(title: "sheet"), animated: false) : window
        var rendered = RenderedTree(window.content)
        let before = window.content
        var heard: [NavigationEvent] = []
        let token = window.observeEvents { heard.append($0) }
        defer { token.cancel() }
        let container = makeContainer()

        do {
            if byCoordinator {
                let coordinator = BuildingCoordinator(
                    navigation: presents ? Navigation() : window, container: container, steps: steps)
                if presents {
                    try app.present(child: coordinator, style: .fullScreen, animated: true)
                } else {
                    try app.start(child: coordinator, animated: true)
                }
            } else {
                try Navigation.transaction {
                    try build(container, steps: steps) {
                        if presents {
                            _ = try host.present(container, style: .fullScreen, animated: true)
                        } else {
                            try host.push(container, animated: true)
                        }
                    } addItem: { label, navigation in
                        try container.addItem(label, navigation: navigation)
                    }
                    if throwsAtTheEnd { throw Thrown() }
                }
            }
        } catch {
            // Thrown at the end on purpose, or a step the library refused: all or nothing.
            guard heard.isEmpty, window.content == before else {
                throw Failure(
                    description: "\(error) was thrown, yet \(heard) was announced or the model changed")
            }
            if !(error is Thrown) { refusal = error }
            return
        }

        let own = heard.filter { $0.change.container == container.id }
        guard own.isEmpty else {
            throw Failure(description: "announced item by item: \(heard.map(\.change))")
        }
        guard heard.count == 1, brings(heard[0].change, container.id) else {
            throw Failure(description: "not one event bringing \(container): \(heard.map(\.change))")
        }
        for event in heard {
            do {
                try rendered.apply(event)
            } catch {
                throw Failure(description: "the renderer refused \(event): \(error)")
            }
        }
        guard rendered.content == window.content else {
            throw Failure(
                description: "the renderer shows\n\(rendered.content)\nbut the model holds\n\(window.content)"
            )
        }
    }

    private func brings(_ change: NavigationEvent.Change, _ container: ScreenID) -> Bool {
        switch change {
        case .pushed(let screen): screen.id == container
        case .presented(let content, _): content.screens.contains { $0.id == container }
        default: false
        }
    }
}

/// Runs `steps` on `container`: `arrive` brings it in, items are added with `addItem`.
@MainActor
private func build(
    _ container: ContainerScreen, steps: [ContainerArrival.Step], arrive: () throws -> Void,
    addItem: (ItemLabel, Navigation) throws -> Void
) throws {
    var counter = 0
    for step in steps {
        switch step {
        case .arrive:
            try arrive()
        case .addItem(let screensBefore, let screensAfter):
            counter += 1
            let navigation = Navigation()
            for index in 0..<screensBefore {
                try navigation.push(Screen(title: "i\(counter).\(index)"), animated: false)
            }
            try addItem(ItemLabel(title: "item \(counter)"), navigation)
            for index in 0..<screensAfter {
                try navigation.push(Screen(title: "i\(counter).late\(index)"), animated: true)
            }
        case .layout(let op, let index):
            switch op {
            case 0: try container.select(index, animated: true)
            case 1: try container.setLabel(ItemLabel(title: "renamed", badge: "\(index)"), at: index)
            case 2 where !(container is TabBar || container is PageContainer) && container.items.count > 1:
                try container.setHidden(true, at: index, animated: true)
            case 3: try (container as? SplitContainer)?.setCollapsed(true, animated: true)
            default: try (container as? PageContainer)?.next(animated: true)
            }
        }
    }
}

/// A container coordinator whose start runs the steps, adding items with item coordinators.
@MainActor
private final class BuildingCoordinator: ContainerCoordinator {
    let context: CoordinatorContext
    let container: ContainerScreen
    let steps: [ContainerArrival.Step]

    init(navigation: Navigation, container: ContainerScreen, steps: [ContainerArrival.Step]) {
        context = CoordinatorContext(navigation: navigation)
        self.container = container
        self.steps = steps
    }

    func start(animated: Bool) throws {
        try build(container, steps: steps) {
            try move(to: container, animated: animated)
        } addItem: { label, navigation in
            let screens = navigation.screens.count
            try addItem(
                label,
                coordinator: StepsCoordinator("item", navigation: Navigation(), screens: max(screens, 1)))
        }
    }
}
