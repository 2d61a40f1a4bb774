/// What following a route did, or would do: each level's coordinator and route, and the events
/// the change announces. ``RouteHandling/plan(_:animated:)`` returns one without changing
/// anything; ``RouteHandling/open(_:animated:onComplete:)`` returns the one it carried out.
public struct DeepLinkPlan: CustomStringConvertible {
    /// One level of a route.
    public struct Step: CustomStringConvertible {
        /// How the level ended.
        public enum Ending: Sendable, Equatable {
            /// The route ended at this level.
            case handled
            /// The route went on in the next step's coordinator.
            case next
            /// The coordinator held the route behind a gate; it is pending there.
            case held
        }

        /// The coordinator that served this level.
        public let coordinatorType: Any.Type
        /// The route it served, as its own type (`step.route as? AppCoordinator.Route`).
        public let route: Any
        /// How the level ended.
        public let ending: Ending
        /// The steps of the flow the level's handler returned (``RouteResult/run(_:)``), as
        /// ``FlowPlan/steps`` lists them; empty when it returned none.
        public internal(set) var flowSteps: [String] = []

        public var description: String {
            let tail =
                switch ending {
                case .handled: "handled"
                case .next: "continues below"
                case .held: "held (pending)"
                }
            return "\(coordinatorType) serves \(RouteName.of(route)): \(tail)"
        }
    }

    /// The levels, from the coordinator the route was opened on down.
    public let steps: [Step]
    /// The changes the route makes, in order, as a renderer receives them. Screens and navigations
    /// the route creates carry the IDs they had in the dry run; the real run creates new ones.
    public let events: [NavigationEvent]
    /// ``events`` in words, each screen named by its title (see
    /// ``NavigationEvent/Change/readableDescription(naming:)``), with `(animated)` where it
    /// animates: what a person reviewing the plan reads, and what a test compares with the real run.
    public let changes: [String]
    /// The title of every screen the events name, by the IDs they carry: what a check of where a
    /// link lands reads the predicted tree's screens by.
    package var screenTitles: [ScreenID: String] = [:]

    /// Whether the route ends held behind a gate rather than at its destination.
    public var isPending: Bool { steps.last?.ending == .held }

    public var description: String {
        var lines: [String] = []
        for (offset, step) in steps.enumerated() {
            lines.append("\(offset + 1). \(step)")
            lines += step.flowSteps.map { "   flow \($0)" }
        }
        lines += changes.map { "   \($0)" }
        return lines.joined(separator: "\n")
    }
}
