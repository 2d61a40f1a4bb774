import HeadlessFlow

/// One level of the benchmark's links: it moves to one screen, and routes on by starting (or
/// presenting) the next level, or ends by moving to a destination screen.
@MainActor
private final class LinkLevel: RouteHandling {
    enum Route {
        case push(Int)
        case present(Int)
        case destination
    }

    let context: CoordinatorContext

    init(navigation: Navigation) {
        context = CoordinatorContext(navigation: navigation)
    }

    func start(animated: Bool) throws {
        try move(to: Screen(), animated: animated)
    }

    func handle(_ route: Route, animated: Bool) throws -> RouteResult {
        switch route {
        case .push(let remaining):
            let next = LinkLevel(navigation: navigation)
            try start(child: next, animated: animated)
            return .next(next, remaining > 1 ? .push(remaining - 1) : .present(1))
        case .present:
            let next = LinkLevel(navigation: Navigation())
            try present(child: next, animated: animated)
            return .next(next, .destination)
        case .destination:
            try move(to: Screen(), animated: animated)
            return .handled
        }
    }
}

/// `deeplink.open-4-levels`: a fresh root opens a link four levels deep (two pushed children, a
/// presented child, a screen in it), against the same calls made directly on a fresh root.
@MainActor
func runDeepLinkBenchmarks() throws {
    bench(
        "deeplink.open-4-levels", iterations: 50_000,
        scenario: { _ in
            let root = LinkLevel(navigation: Navigation())
            try! root.startAsRoot(animated: false)
            try! root.open(.push(2), animated: true)
        },
        baseline: "direct.calls-4-levels",
        { _ in
            let root = LinkLevel(navigation: Navigation())
            try! root.startAsRoot(animated: false)
            let first = LinkLevel(navigation: root.navigation)
            try! root.start(child: first, animated: true)
            let second = LinkLevel(navigation: root.navigation)
            try! first.start(child: second, animated: true)
            let modal = LinkLevel(navigation: Navigation())
            try! second.present(child: modal, animated: true)
            try! modal.move(to: Screen(), animated: true)
        })
}
