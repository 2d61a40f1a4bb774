/// What a ``NavigationExplorer`` found: the states and transitions it explored, and the
/// invariants that broke, each shrunk to its shortest path.
public struct ExplorationReport: Sendable {
    /// One state: a distinct visible tree.
    public struct State: Hashable, Sendable {
        /// The tree's canonical key (screens by type and title, tabs, modals, alerts; no IDs).
        public let key: String
        /// The visible screens' titles, window to front (`Login › Onboarding`), unique in the report.
        public let name: String
        /// The key of what the user sees: ``key`` without the stacks of the items a container
        /// does not show (tabs not selected, pages not current). States that differ only there
        /// are one node of ``map``.
        public let visibleKey: String
        /// The shortest path that reached it from a fresh app.
        public let path: [ExplorerAction]
        /// Whether every action of the state was explored (`false` at the depth or state budget).
        public let isExpanded: Bool
    }

    /// One explored transition: `action` took the state at index `from` to the state at index `to`.
    public struct Transition: Hashable, Sendable {
        /// The index in ``states`` the action started from.
        public let from: Int
        /// The index in ``states`` it led to (`from` when the tree did not change).
        public let to: Int
        /// What the user did.
        public let action: ExplorerAction
        /// Why the app refused the action, when it did (then `to == from`).
        public let refusal: String?
    }

    /// The states, in the order they were found; the first is the app as the factory built it.
    public let states: [State]
    /// Every distinct transition explored, in the order it was explored.
    public let transitions: [Transition]
    /// How many steps the explorer took and checked, counting each random-walk step.
    public let stepCount: Int
    /// The invariants that broke, each with its shrunk path; empty when every check held.
    public let failures: [ExplorationFailure]

    /// The explored graph as a map, to print as Mermaid or Graphviz DOT.
    public var map: ExplorationMap { ExplorationMap(report: self) }

    /// The names of the states a path can reach, in the order found.
    public var stateNames: [String] { states.map(\.name) }
}
