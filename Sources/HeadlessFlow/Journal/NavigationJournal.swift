/// A bounded record of what happened to a coordinator tree: every event with its cause, and every
/// route or deep link that was opened. It is what a bug report attaches: save its
/// ``recording()`` with the report, and a test rebuilds the tree the user ended in with
/// ``NavigationJournal/Recording/replayed()`` and ``RestorationRegistry/restore(_:into:as:)``.
///
/// ```swift
/// let journal = NavigationJournal(recording: app, registry: registry)
/// // ... the app runs ...
/// let report = try JSONEncoder().encode(journal.recording())
/// ```
///
/// The journal holds no screen or coordinator: it names them by ID and keeps, for each entry,
/// the change the entry made to the tree as plain values (each screen's type, title and state as
/// it was when the screen entered the model). So a replay rebuilds the tree without running any
/// app code, and does not depend on what the events alone can say. It keeps the newest
/// ``capacity`` entries; older ones are folded into the state it replays from.
///
/// Recording costs a walk of the tree per event (and a read of each coordinator's state), so it
/// suits the trees of real apps; see Docs/Performance.md.
@MainActor
public final class NavigationJournal {
    /// How many entries are kept; older ones are folded into the starting state.
    public let capacity: Int

    private weak var root: (any Coordinator)?
    private let registry: RestorationRegistry
    private var token: ObservationToken?
    /// The tree before the first kept entry.
    private var base: TreeAccumulator
    /// The tree as the last entry left it.
    private var last: TreeRecord
    private var kept: [Entry] = []

    /// Starts recording the tree under `root` (usually the app's root coordinator), from the tree
    /// as it is now: an empty window before the app starts, or a restored tree.
    ///
    /// - Parameters:
    ///   - root: The root coordinator; held weakly.
    ///   - registry: Names screens and coordinators and reads their state, as for a snapshot.
    ///   - capacity: How many entries to keep, at least 1.
    public init(recording root: some Coordinator, registry: RestorationRegistry, capacity: Int = 500) {
        self.root = root
        self.registry = registry
        self.capacity = max(1, capacity)
        last = registry.capture(root: root)
        base = TreeAccumulator(last)
        token = root.context.navigation.observeEvents { [weak self] event in self?.record(event) }
        let state = Navigation.transactions
        state.journals.removeAll { $0.journal == nil }
        state.journals.append(WeakJournal(self))
    }

    /// The kept entries, oldest first. Reading them first records any change the coordinator tree
    /// made since the last event without one (as a ``NavigationJournal/Entry/Kind/treeChanged``
    /// entry), so the entries always end at the tree as it is.
    public var entries: [Entry] {
        catchUp()
        return kept
    }

    /// Stops recording; the entries stay.
    public func stop() {
        catchUp()
        token = nil
        root = nil
    }

    /// The journal as a `Codable` value, to save or attach to a report.
    public func recording() -> Recording {
        catchUp()
        return Recording(base: base.record, entries: kept)
    }

    // MARK: - Recording

    private func record(_ event: NavigationEvent) {
        guard let root else { return }
        let now = registry.capture(root: root, known: screensByID(last))
        let delta = TreeDelta.between(last, now)
        let names = titles(last, now)
        append(
            Entry(
                kind: .event(event),
                summary: event.change.readableDescription { names[$0.rawValue] },
                delta: delta.isEmpty ? nil : delta))
        last = now
    }

    /// Records a change the coordinator tree made with no event (a child that moved to no screen),
    /// so the entries always end at the tree as it is.
    private func catchUp() {
        guard let root else { return }
        let now = registry.capture(root: root, known: screensByID(last))
        let delta = TreeDelta.between(last, now)
        guard !delta.isEmpty else { return }
        append(Entry(kind: .treeChanged, summary: "the coordinator tree changed", delta: delta))
        last = now
    }

    /// Notes a route that was followed, before the entries its change added (`mark`).
    func noteRoute(_ route: String, cause: NavigationEvent.Cause, root tree: any Coordinator, mark: Int) {
        guard let root, root === tree else { return }
        let entry = Entry(kind: .route(route, cause: cause), summary: "opened \(route)", delta: nil)
        let index = min(max(0, mark - dropped), kept.count)
        kept.insert(entry, at: index)
        trim()
    }

    /// How many entries were ever recorded, for ``noteRoute(_:cause:root:mark:)``.
    var mark: Int { dropped + kept.count }
    private var dropped = 0

    private func append(_ entry: Entry) {
        kept.append(entry)
        trim()
    }

    private func trim() {
        while kept.count > capacity {
            let oldest = kept.removeFirst()
            if let delta = oldest.delta { base.apply(delta) }
            dropped += 1
        }
    }

    private func screensByID(_ record: TreeRecord) -> [UInt64: ScreenNode] {
        Dictionary(record.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func titles(_ old: TreeRecord, _ new: TreeRecord) -> [UInt64: String] {
        var names: [UInt64: String] = [:]
        for screen in old.screens { names[screen.id] = screen.title }
        for screen in new.screens { names[screen.id] = screen.title }
        return names
    }
}

/// A journal held weakly by the list routes are announced to.
struct WeakJournal {
    weak var journal: NavigationJournal?
    init(_ journal: NavigationJournal) { self.journal = journal }
}

extension Navigation {
    /// Where each live journal stands, taken before a route is followed; `nil` when none records.
    static func journalMarks() -> [ObjectIdentifier: Int]? {
        let journals = transactions.journals
        guard !journals.isEmpty else { return nil }
        var marks: [ObjectIdentifier: Int] = [:]
        for weak in journals {
            if let journal = weak.journal { marks[ObjectIdentifier(journal)] = journal.mark }
        }
        return marks
    }

    /// Tells the live journals that `route` was followed from `start`'s tree, once it succeeded.
    static func noteRoute(_ route: Any, from start: any Coordinator, marks: [ObjectIdentifier: Int]?) {
        guard let marks else { return }
        let state = transactions
        state.journals.removeAll { $0.journal == nil }
        let root = RouteFollower.treeRoot(of: start)
        let text = String(describing: route)
        for weak in state.journals {
            guard let journal = weak.journal, let mark = marks[ObjectIdentifier(journal)] else { continue }
            journal.noteRoute(text, cause: currentCause, root: root, mark: mark)
        }
    }
}
