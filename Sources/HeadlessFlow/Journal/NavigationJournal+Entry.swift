extension NavigationJournal {
    /// One thing that happened, with its cause.
    public struct Entry: Codable, Sendable, Equatable, CustomStringConvertible {
        /// What happened.
        public enum Kind: Codable, Sendable, Equatable {
            /// A change to the model, as announced to observers.
            case event(NavigationEvent)
            /// A route or deep link was followed (its text), with why.
            case route(String, cause: NavigationEvent.Cause)
            /// The coordinator tree changed with no event (a child started or finished without
            /// moving the model).
            case treeChanged
        }

        /// What happened.
        public let kind: Kind
        /// The change as a person reads it, screens named by title.
        public let summary: String
        /// The change to the tree, for replay.
        let delta: TreeDelta?

        /// Why it happened: the event's or route's cause, or ``NavigationEvent/Cause/program``.
        public var cause: NavigationEvent.Cause {
            switch kind {
            case .event(let event): event.cause
            case .route(_, let cause): cause
            case .treeChanged: .program
            }
        }

        /// `cause: summary`, as the demo's `history` prints it.
        public var description: String {
            "\(cause): \(summary)"
        }
    }
}
