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
/// Recording an event costs what the event changed, not the size of the tree: the journal keeps
/// the tree it last recorded and reads again only the navigation the event names (its stack of
/// screen IDs, which the entry carries), the screens and navigations that entered (a pushed tab
/// bar with its tabs, a presented navigation with what it holds), and the coordinators the change
/// touched, which the coordinator tree notes for it while a journal records. Reading ``entries``
/// or ``recording()``, or calling ``stop()``, also compares the whole tree once with what was
/// recorded, because some changes announce themselves to no one (a coordinator's restorable
/// state, a screen's title): those are recorded then, as a
/// ``NavigationJournal/Entry/Kind/treeChanged`` entry. A push or a pop takes about 300 bytes of
/// JSON and 400 bytes of memory per entry; see Docs/Performance.md.
@MainActor
public final class NavigationJournal {
    /// How many entries are kept; older ones are folded into the starting state.
    public let capacity: Int

    private weak var root: (any Coordinator)?
    private let registry: RestorationRegistry
    private var token: ObservationToken?
    /// The tree before the first kept entry.
    @exclusivity(unchecked) private var base: TreeAccumulator
    /// The tree as the last entry left it.
    @exclusivity(unchecked) private var tree: JournalTree
    /// The kept entries as a ring: once full, the oldest is at `start` and a new entry takes its
    /// place after it is folded into `base`, so keeping the bound costs constant time per entry.
    @exclusivity(unchecked) private var ring: [Entry] = []
    @exclusivity(unchecked) private var start = 0

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
        tree = JournalTree(root: root, registry: registry)
        base = TreeAccumulator(tree.record)
        token = root.context.navigation.observeEvents { [weak self] event in self?.record(event) }
        let state = Navigation.transactions
        state.journals.removeAll { $0.journal == nil }
        state.journals.append(WeakJournal(self))
    }

    /// The kept entries, oldest first. Reading them first records any change the coordinator tree
    /// made since the last event without one (as a ``NavigationJournal/Entry/Kind/treeChanged``
    /// entry), so the entries always end at the tree as it is. That compares the whole tree with
    /// what was recorded, once per read.
    public var entries: [Entry] {
        catchUp()
        return kept
    }

    /// Stops recording; the entries stay.
    public func stop() {
        catchUp()
        token = nil
        root = nil
        Navigation.transactions.journals.removeAll { $0.journal == nil || $0.journal === self }
    }

    /// The journal as a `Codable` value, to save or attach to a report.
    public func recording() -> Recording {
        catchUp()
        return Recording(base: base.record, entries: kept)
    }

    /// The tree as the journal recorded it from events and coordinator notes alone, without the
    /// whole-tree comparison that reading ``entries`` makes: every node with the objects' own
    /// IDs and nothing cut, what a test compares with ``RestorationRegistry/capturedTree(of:)``
    /// to show that no change was missed (a canonical form would hide a screen still naming a
    /// coordinator that left). Coordinator changes noted since the last event are recorded
    /// first, as reading ``entries`` would.
    package var treeAsRecorded: NavigationSnapshot {
        recordNotedChanges()
        return NavigationSnapshot(tree: tree.record, omissions: [])
    }

    private var kept: [Entry] { start == 0 ? ring : Array(ring[start...] + ring[..<start]) }

    // MARK: - Recording

    private func record(_ event: NavigationEvent) {
        guard root != nil else { return }
        tree.apply(event)
        let delta = tree.takeDelta()
        let tree = tree
        let entry = Entry(event: event, title: { tree.title(of: $0) }, delta: delta.isEmpty ? nil : delta)
        tree.forgetDeparted()
        append(entry)
    }

    /// Records the coordinator changes noted since the last event, as a change with no event.
    private func recordNotedChanges() {
        guard root != nil else { return }
        tree.applyNotedCoordinators()
        let delta = tree.takeDelta()
        tree.forgetDeparted()
        guard !delta.isEmpty else { return }
        append(Entry(kind: .treeChanged, summary: "the coordinator tree changed", delta: delta))
    }

    /// Records a change the coordinator tree made with no event (a child that moved to no screen,
    /// a coordinator's restorable state, a screen's title), so the entries always end at the tree
    /// as it is. The changes the tree noted cost their size; the rest is found by comparing the
    /// whole tree once with what was recorded, which is why it runs when the entries are read and
    /// never per event.
    private func catchUp() {
        guard let root else { return }
        recordNotedChanges()
        let recorded = tree.record
        let known = tree.screens.dictionary
        let now = registry.capture(root: root, known: known)
        let delta = TreeDelta.between(recorded, now)
        guard !delta.isEmpty else { return }
        tree = JournalTree(root: root, registry: registry, known: known)
        append(Entry(kind: .treeChanged, summary: "the coordinator tree changed", delta: delta))
    }

    /// Notes a route that was followed, before the entries its change added (`mark`).
    func noteRoute(_ route: String, cause: NavigationEvent.Cause, root tree: any Coordinator, mark: Int) {
        guard let root, root === tree else { return }
        let entry = Entry(kind: .route(route, cause: cause), summary: "opened \(route)", delta: nil)
        var entries = kept
        entries.insert(entry, at: min(max(0, mark - dropped), entries.count))
        start = 0
        ring = []
        // Rebuilt in order (a route is rare); the oldest is folded if it no longer fits.
        for entry in entries { append(entry) }
    }

    /// How many entries were ever recorded, for ``noteRoute(_:cause:root:mark:)``.
    var mark: Int { dropped + ring.count }
    @exclusivity(unchecked) private var dropped = 0

    /// Consuming: the entry moves into the ring rather than being copied there and released here.
    private func append(_ entry: consuming Entry) {
        guard ring.count == capacity else { return ring.append(entry) }
        if let delta = ring[start].delta { base.apply(delta) }
        ring[start] = entry
        start = start == capacity - 1 ? 0 : start + 1
        dropped += 1
    }

    // MARK: - Notes from the coordinator tree

    /// Notes that the coordinator with `identifier` is about to change, for every live journal.
    /// Called by ``CoordinatorContext`` only while a journal records, so a tree without one pays
    /// nothing.
    static func noteChange(of identifier: UInt64) {
        for weak in Navigation.transactions.journals {
            guard let journal = weak.journal, journal.root != nil else { continue }
            journal.tree.noted.insert(identifier)
        }
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
