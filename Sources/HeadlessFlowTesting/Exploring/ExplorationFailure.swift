import HeadlessFlow

/// An invariant a ``NavigationExplorer`` found broken, with the shortest path it could find to
/// it and whether a shorter one may exist (``shrinking``): what broke, at which step, the tree
/// before and after, a test that replays it, and the journal of the replay.
public struct ExplorationFailure: Error, CustomStringConvertible {
    /// How far shrinking got: whether ``ExplorationFailure/path`` is proven the shortest.
    public enum Shrinking: Hashable, Sendable, CustomStringConvertible {
        /// Every path with fewer steps was replayed on a fresh app, with the explorer's field
        /// texts and links, and none breaks the invariant: no shorter path exists, as long as the
        /// app is deterministic.
        case provenShortest
        /// A shorter path may exist, for `reason`.
        case shorterMayExist(reason: String)

        /// Whether ``provenShortest``.
        public var isProvenShortest: Bool { self == .provenShortest }

        /// In words, as the failure prints it.
        public var description: String {
            switch self {
            case .provenShortest: "the shortest path: no shorter one breaks it"
            case .shorterMayExist(let reason): "a shorter path may exist: \(reason)"
            }
        }
    }

    /// The invariant that broke.
    public let invariant: ExplorerInvariant
    /// What was wrong, in words.
    public let message: String
    /// The shrunk path from a fresh app, its last step the one where the invariant broke (for
    /// ``ExplorerInvariant/neverStuck`` and ``ExplorerInvariant/linksLandWhereButtonsReach``:
    /// the path to the state that is wrong).
    public let path: [ExplorerAction]
    /// The path as the explorer first found it, before shrinking.
    public let foundPath: [ExplorerAction]
    /// Whether ``path`` is proven the shortest that breaks the invariant, or why a shorter one
    /// may exist.
    public let shrinking: Shrinking
    /// The tree before the last step of ``path``, as ``FlowTree`` writes it.
    public let treeBefore: String
    /// The tree after it.
    public let treeAfter: String
    /// The journal of a fresh app replaying ``path``, when the app has a coordinator and a
    /// registry: attach it to a bug report, or replay it with `RestorationRegistry.restore`.
    public let recording: NavigationJournal.Recording?
    /// The expression the printed test calls to build the app (`makeApp()`).
    let factoryExpression: String

    /// The step at which the invariant broke, counted from 1 (0: in the app as the factory
    /// built it).
    public var step: Int { path.count }

    /// Swift test code that replays ``path`` with ``SimulatedUser``, ready to paste into a test
    /// whose `makeApp()` (``NavigationExplorer/factoryExpression``) builds the ``ExplorableApp``.
    public var swiftCode: String {
        var lines = ["let app = try \(factoryExpression)", "let user = SimulatedUser(app.window)"]
        for action in path { lines += action.swiftCode }
        lines.append("// \(invariant) breaks here")
        return lines.joined(separator: "\n")
    }

    /// Which invariant broke at which step, the path, the message, the trees before and after,
    /// and the test that replays it.
    public var description: String {
        let steps = path.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return """
            explorer: \(invariant) broke at step \(step) of \(Self.shownExpression(factoryExpression)):
            \(steps.isEmpty ? "  (before any step)" : steps.joined(separator: "\n"))
            (\(shrinking))
            \(message)

            Tree before step \(step):
            \(treeBefore)

            Tree after step \(step):
            \(treeAfter)

            Replay it:
            \(swiftCode)
            """
    }

    /// The factory expression as a header shows it: whole, as code (quotes and all), unless it
    /// has a line break or another character a terminal should not get (then as an escaped
    /// literal).
    static func shownExpression(_ expression: String) -> String {
        let code = expression.filter { $0 != "\"" && $0 != "\\" }
        let plain = !expression.isEmpty && ExplorerAction.literal(code) == "\"\(code)\""
        return plain ? expression : ExplorerAction.literal(expression)
    }
}
