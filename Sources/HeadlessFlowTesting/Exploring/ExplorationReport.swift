/// What a ``NavigationExplorer`` found: the states and transitions it explored, the invariants
/// it checked and those it skipped (with why), and every invariant that broke, each with its path
/// shrunk.
///
/// Its ``description`` says all of it, the failures last:
///
/// ```text
/// explorer: 4 states, 5 transitions, 9 steps from makeApp()
/// checked: no escaped errors, renderer matches model, left tree is freed, never stuck, deterministic
/// skipped: restoration round-trips (the app has no restoration registry: build the ExplorableApp with one),
///   links land where buttons reach (no links to open: set NavigationExplorer.links),
///   links land where their routes say (no links to open: set NavigationExplorer.links)
/// broken: none
/// ```
public struct ExplorationReport: Sendable, CustomStringConvertible {
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
    /// Every invariant that broke, in the order found (the graph's last), each once with its
    /// shrunk path; empty when every check held. After an invariant breaks the explorer stops
    /// checking it and goes on with the others.
    public let failures: [ExplorationFailure]
    /// The invariants the explorer checked, built-in ones first, then the custom checks; each
    /// broken one is also in ``failures``.
    public internal(set) var checkedInvariants: [ExplorerInvariant] = []
    /// The invariants the explorer did not check, with why.
    public internal(set) var skippedInvariants: [SkippedInvariant] = []
    /// The expression the report names the app by (``NavigationExplorer/factoryExpression``).
    var factoryExpression = "makeApp()"

    /// An invariant a ``NavigationExplorer`` did not check, and why.
    public struct SkippedInvariant: Hashable, Sendable, CustomStringConvertible {
        /// The invariant not checked.
        public let invariant: ExplorerInvariant
        /// Why, in words: `no links to open: set NavigationExplorer.links`.
        public let reason: String

        /// The invariant and why: `links land where buttons reach (no links to open: set …)`.
        public var description: String { "\(invariant) (\(reason))" }
    }

    /// The invariants that broke, in the order of ``failures``.
    public var brokenInvariants: [ExplorerInvariant] { failures.map(\.invariant) }

    /// What was explored, every invariant checked, every one skipped and why, and every one
    /// broken, then each failure's ``ExplorationFailure/description``.
    public var description: String {
        ([summary] + failures.map { "\n\($0)" }).joined(separator: "\n")
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// What was explored, and the invariants checked, skipped and broken, in four lines.
    var summary: String {
        let checked = checkedInvariants.map(\.description).joined(separator: ", ")
        let skipped = skippedInvariants.map(\.description).joined(separator: ",\n  ")
        let broken = brokenInvariants.map(\.description).joined(separator: ", ")
        return [
            "explorer: \(Self.count(states.count, "state")), \(Self.count(transitions.count, "transition")), "
                + "\(Self.count(stepCount, "step")) from "
                + ExplorationFailure.shownExpression(factoryExpression),
            "checked: \(checked.isEmpty ? "none" : checked)",
            "skipped: \(skipped.isEmpty ? "none" : skipped)",
            "broken: \(broken.isEmpty ? "none" : broken)",
        ].joined(separator: "\n")
    }

    /// The explored graph as a map, to print as Mermaid or Graphviz DOT.
    public var map: ExplorationMap { ExplorationMap(report: self) }

    /// The names of the states a path can reach, in the order found.
    public var stateNames: [String] { states.map(\.name) }
}
