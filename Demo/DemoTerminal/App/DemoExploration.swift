#if DEMO_EXPLORER
    import DemoKit
    import HeadlessFlow
    import HeadlessFlowTesting

    /// The demo as `HeadlessFlowTesting`'s `NavigationExplorer` walks it: a fresh app per path on a
    /// store in memory (passwords hashed with ``passwordIterations`` rounds), starting as a first run
    /// does (onboarding over Login), with the texts a user types into its forms and the links it opens. `demo --map` prints the map it draws, the tests
    /// explore it whole, and the benchmarks time it.
    public enum DemoExploration {
        /// What the explorer types per field: the demo account first, then a new one.
        public static let fieldValues: [String: [String]] = [
            "email": ["demo@example.com", "ada@example.com"],
            "password": ["password", "secret1"],
            "name": ["Ruler"],
        ]

        /// The links the explorer opens from every state: one per route of the demo's link table
        /// (`DemoLinks`), with item 2 for `items/{n}`.
        public static let links: [String] = {
            guard let linkTable else { return [] }
            return NavigationExplorer.links(from: linkTable, values: ["n": ["2"]])
        }()

        /// The demo's link table (`DemoLinks`), built once for every app the explorer builds.
        private static let linkTable = try? DemoLinks.makeTable()

        /// How deep `demo --map` explores: deep enough to reach every screen, with each state's
        /// actions all explored.
        public static let mapDepth = 10

        /// The PBKDF2 rounds of the explored apps' passwords, the demo account's included: one, not
        /// the app's 10,000, since the explorer checks navigation and logs in on thousands of paths.
        static let passwordIterations = 1

        /// The scenes, read once for every app the explorer builds (each app would read the files
        /// again from a library of its own).
        @MainActor private static let library = ScreenFactory.bundledLibrary

        /// An explorer of the demo, with ``fieldValues`` and ``links``; `hostile` adds the explorer's
        /// own empty, long and control-character texts to every field.
        @MainActor
        public static func makeExplorer(hostile: Bool = true) -> NavigationExplorer {
            let explorer = NavigationExplorer(app: makeApp, restoring: makeApp(restoring:))
            explorer.fieldValues = fieldValues
            explorer.links = links
            explorer.addsHostileFieldValues = hostile
            explorer.factoryExpression = "DemoExploration.makeApp()"
            return explorer
        }

        /// A fresh demo on a store in memory, started as a first run.
        ///
        /// - Throws: a `SceneError` if a scene file is missing or broken.
        @MainActor
        public static func makeApp() throws -> ExplorableApp {
            let demo = try DemoApp(
                store: DemoStore(memoryOnly: DemoData(), passwordIterations: passwordIterations),
                library: library
            )
            _ = try demo.start()
            return explorable(demo)
        }

        /// A fresh demo on a store in memory that holds `snapshot` as where the user was, so it
        /// starts there, as a relaunch does: the explorer reaches the states it has seen this way,
        /// without replaying the password checks on the way to them.
        ///
        /// - Throws: a `SceneError`, or ``DemoExplorationError/notRestored(_:)`` when the demo
        ///   cannot come back to `snapshot`.
        @MainActor
        public static func makeApp(restoring snapshot: NavigationSnapshot) throws -> ExplorableApp {
            let demo = try DemoApp(
                store: DemoStore(
                    memoryOnly: DemoData(hasCompletedOnboarding: true, navigation: snapshot),
                    passwordIterations: passwordIterations),
                library: library)
            let notices = try demo.start()
            guard demo.isRestored else { throw DemoExplorationError.notRestored(notices.map(\.description)) }
            return explorable(demo)
        }

        @MainActor
        private static func explorable(_ demo: DemoApp) -> ExplorableApp {
            var app = ExplorableApp(
                window: demo.window, coordinator: demo.appCoordinator, registry: demo.registry,
                retaining: demo)
            // As `open` follows a link, without the save between two commands: nothing is on disk.
            app.openLink = { link in _ = try demo.follow(link: link) }
            // Where each link should land: the dry run of the route the demo's table resolves it to.
            app.planLink = { link in
                guard let coordinator = demo.appCoordinator, let table = linkTable else {
                    throw DemoExplorationError.linkRefused(link)
                }
                return try coordinator.plan(table.resolve(DemoLinks.lowercasingScheme(link)), animated: true)
            }
            app.takeReportedErrors = { demo.environment.takeErrors() }
            app.check("the store keeps its seed items") {
                demo.store.items.prefix(3).map(\.name) == ["Pen", "Pencil", "Eraser"]
            }
            return app
        }

        /// The demo's flow as a Mermaid flowchart: every state the explorer reaches in ``mapDepth``
        /// steps without hostile texts, named by its visible screens.
        ///
        /// - Throws: an `ExplorerError` if the demo cannot be built.
        @MainActor
        public static func mermaidMap() throws -> String {
            try makeExplorer(hostile: false).explore(depth: mapDepth).map.mermaid
        }
    }

    /// Why the demo could not be explored the way the explorer asked.
    public enum DemoExplorationError: Error, Equatable, CustomStringConvertible {
        /// The demo started afresh instead of coming back to the snapshot; `warnings` say why.
        case notRestored([String])
        /// The demo refused a link, with the error line it printed.
        case linkRefused(String)

        public var description: String {
            switch self {
            case .notRestored(let warnings): "the demo did not come back to the snapshot: \(warnings)"
            case .linkRefused(let message): message
            }
        }
    }
#endif
