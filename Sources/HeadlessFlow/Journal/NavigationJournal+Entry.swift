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

        /// The summary as written, or the titles it names, kept until it is read: writing it
        /// costs more than recording the change.
        private enum Summary: Sendable {
            case text(String)
            /// The common case, a change naming one screen, with no list to allocate.
            case title(screen: UInt64, title: String)
            case titles([(screen: UInt64, title: String)])
        }

        /// What happened.
        public let kind: Kind
        private let summaryStorage: Summary
        /// The change to the tree, for replay.
        let delta: TreeDelta?

        init(kind: Kind, summary: String, delta: TreeDelta?) {
            self.kind = kind
            summaryStorage = .text(summary)
            self.delta = delta
        }

        /// An entry for `event`, whose summary names screens by `title`, read now (it is written
        /// when ``summary`` is first read).
        init(event: NavigationEvent, title: (UInt64) -> String?, delta: TreeDelta?) {
            kind = .event(event)
            self.delta = delta
            let one: ScreenID?
            switch event.change {
            case .pushed(let screen) where screen.container == nil: one = screen.id
            case .popped(let screens) where screens.count == 1: one = screens[screens.startIndex]
            case .itemRemoved(let container, _, _), .itemSelected(let container, _, _),
                .pageTurned(let container, _, _, _), .itemChanged(let container, _, _),
                .visibilityChanged(let container, _, _), .collapsed(let container), .expanded(let container):
                one = container
            default: one = nil
            }
            if let one {
                if let name = title(one.rawValue) {
                    summaryStorage = .title(screen: one.rawValue, title: name)
                } else {
                    summaryStorage = .titles([])
                }
                return
            }
            let screens = event.change.namedScreens()
            var titles: [(screen: UInt64, title: String)] = []
            titles.reserveCapacity(screens.count)
            for screen in screens {
                if let name = title(screen.rawValue) { titles.append((screen.rawValue, name)) }
            }
            summaryStorage = .titles(titles)
        }

        /// The change as a person reads it, screens named by title.
        public var summary: String {
            switch summaryStorage {
            case .text(let text):
                return text
            case .title(let screen, let title):
                guard case .event(let event) = kind else { return "" }
                return event.change.readableDescription { $0.rawValue == screen ? title : nil }
            case .titles(let titles):
                guard case .event(let event) = kind else { return "" }
                if titles.count > 16 {
                    let byID = Dictionary(titles, uniquingKeysWith: { first, _ in first })
                    return event.change.readableDescription { byID[$0.rawValue] }
                }
                return event.change.readableDescription { Self.title(of: $0.rawValue, in: titles) }
            }
        }

        /// A plain loop: a closure in main-actor code would check the executor on every call.
        private nonisolated static func title(
            of screen: UInt64, in titles: [(screen: UInt64, title: String)]
        ) -> String? {
            for entry in titles where entry.screen == screen { return entry.title }
            return nil
        }

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

        private enum CodingKeys: String, CodingKey {
            case kind, summary, delta
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(Kind.self, forKey: .kind)
            summaryStorage = .text(try container.decode(String.self, forKey: .summary))
            delta = try container.decodeIfPresent(TreeDelta.self, forKey: .delta)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(summary, forKey: .summary)
            try container.encodeIfPresent(delta, forKey: .delta)
        }

        /// Entries are equal when they say the same: kind, summary and change.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.kind == rhs.kind && lhs.summary == rhs.summary && lhs.delta == rhs.delta
        }
    }
}
