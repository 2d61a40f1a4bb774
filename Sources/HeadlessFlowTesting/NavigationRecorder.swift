import HeadlessFlow
import XCTest

/// Records every change under a root `Navigation` — its events with their causes and
/// the screens' appearance — as readable lines, and asserts them in order.
///
/// The recorder is exhaustive by default, like TCA's `TestStore`: ``assert(_:file:line:)`` must
/// list every line recorded since the previous assertion, and lines nobody asserted fail the test
/// when the recorder ends (``finish(file:line:)``, the teardown of
/// ``XCTest/XCTestCase/recordNavigation(_:exhaustive:reporter:file:line:)``, or the recorder's deinit):
///
/// ```swift
/// let recorder = recordNavigation(navigation)
/// try app.startAsRoot(animated: false)
/// recorder.assert([
///     #"pushed "Login""#,
///     #"loaded "Login""#,
///     #"appeared "Login""#,
/// ])
/// ```
///
/// Lines read as `NavigationEvent.Change.readableDescription(naming:)` writes them, screens named
/// by title, followed by the cause when it is not `program`: `popped "Items" (userInteraction)`.
/// After each change come the screens whose state it changed: disappearances
/// (`disappeared "Login"`, `disappearing "Login"`, or `freed "Login"` for a screen freed before
/// the recorder could read it), then loads (`loaded "Home"`), then appearances
/// (`appeared "Home"`, `appearing "Home"`), each group in the order the screens were created.
///
/// A recorder stops recording when it is freed, and Swift may free a local variable right after
/// its last use: changes made after a recorder's last use are recorded only when something keeps
/// it, as ``XCTest/XCTestCase/recordNavigation(_:exhaustive:reporter:file:line:)`` does until teardown,
/// or a final ``finish(file:line:)`` call.
///
/// ## Limits
///
/// - Appearance is read from `Screen.appearance` and `Screen.isLoaded` when the next event arrives
///   and at each assertion, not from the callbacks themselves. So the recorder works with any
///   screen class, but shows where each screen ended up rather than every callback on the way: a
///   push records `appeared "Home"`, not `willAppear` then `didAppear`, nor which screen's callback
///   ran first within one change. To assert the exact order of callbacks, subclass `Screen` and
///   log them.
/// - Appearance lines land where the recorder next looks: when an event observer navigates from
///   inside another event, the nested change's screens may have settled before its event reaches
///   the recorder, and their lines then come just before that event's line.
/// - Whether a change was animated is not recorded; observe the events by hand for that.
/// - Screens are found by walking the tree below the root; a screen is named by the title it had
///   when the recorder last saw it, and by its ID if it never was in the tree when the recorder
///   looked (pushed and popped within one transaction).
@MainActor
public final class NavigationRecorder {
    /// Whether unasserted lines fail the test (`true`, the default) or are skipped.
    public let isExhaustive: Bool
    /// The lines recorded and not yet asserted or skipped.
    public var unassertedLines: [String] {
        flushAppearance()
        return pending
    }

    private let root: Navigation
    private let reporter: FailureReporter
    private let file: StaticString
    private let line: UInt
    private var token: ObservationToken?
    private var pending: [String] = []
    private var isFinished = false
    private var known: [ScreenID: Seen] = [:]

    private struct Seen {
        weak var screen: Screen?
        var title: String
        var appearance: Screen.Appearance
        var isLoaded: Bool
    }

    /// Starts recording `root` and every navigation it presents or holds in a tab bar.
    ///
    /// - Parameters:
    ///   - root: The navigation to observe, usually the root of the app.
    ///   - exhaustive: When `true`, every recorded line must be asserted; when `false`,
    ///     ``assert(_:file:line:)`` checks that the expected lines appear in order among the
    ///     recorded ones and skips the rest.
    ///   - reporter: Where failures go; ``FailureReporter/test`` by default.
    ///   - file: Where lines left unasserted at the end are reported.
    ///   - line: Where lines left unasserted at the end are reported.
    public init(
        _ root: Navigation,
        exhaustive: Bool = true,
        reporter: FailureReporter = .test,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.root = root
        self.isExhaustive = exhaustive
        self.reporter = reporter
        self.file = file
        self.line = line
        for screen in root.screensInReadingOrder() { remember(screen) }
        token = root.observeEvents { [weak self] event in self?.record(event) }
    }

    isolated deinit {
        token?.cancel()
        if !isFinished && isExhaustive { reportUnasserted(file: file, line: line) }
    }

    /// Asserts that the lines recorded since the previous assertion are `expected`, in order, and
    /// marks them asserted.
    ///
    /// In exhaustive mode the lines must be exactly `expected`; otherwise `expected` must appear
    /// in order among them. On a mismatch the failure shows a line diff (`-` expected, `+`
    /// recorded), and the lines count as asserted either way, so one mistake fails one assertion.
    public func assert(_ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        flushAppearance()
        let actual = pending
        pending.removeAll()
        let matches = isExhaustive ? actual == expected : Self.isSubsequence(expected, of: actual)
        guard !matches else { return }
        let kind = isExhaustive ? "recorded lines differ" : "expected lines not recorded in this order"
        reporter.fail(
            "NavigationRecorder: \(kind) (- expected, + recorded):\n"
                + lineDiff(expected: expected, actual: actual),
            file: file, line: line)
    }

    /// Marks every line recorded so far as asserted without checking them.
    public func skipUnasserted() {
        flushAppearance()
        pending.removeAll()
    }

    /// Stops recording; in exhaustive mode, fails if lines are left unasserted, listing them.
    ///
    /// Called by the teardown of ``XCTest/XCTestCase/recordNavigation(_:exhaustive:reporter:file:line:)``
    /// and by the recorder's deinit; calling it again does nothing.
    public func finish(file: StaticString = #filePath, line: UInt = #line) {
        guard !isFinished else { return }
        flushAppearance()
        isFinished = true
        token?.cancel()
        token = nil
        if isExhaustive { reportUnasserted(file: file, line: line) }
    }

    // MARK: - Recording

    private func record(_ event: NavigationEvent) {
        // The previous change's appearance has settled when the next event arrives; screens this
        // change brought in show their appearance after it, at the next flush.
        diffAppearance()
        registerNewScreens()
        var text = event.change.readableDescription { [known] id in known[id]?.title }
        if event.cause != .program { text += " (\(event.cause))" }
        pending.append(text)
    }

    private func remember(_ screen: Screen) {
        known[screen.id] = Seen(
            screen: screen, title: readableName(of: screen), appearance: screen.appearance,
            isLoaded: screen.isLoaded)
    }

    /// Adds the screens of the tree the recorder has not seen, as not loaded and not visible, so
    /// the next diff reports how they stand.
    private func registerNewScreens() {
        for screen in root.screensInReadingOrder() where known[screen.id] == nil {
            known[screen.id] = Seen(
                screen: screen, title: readableName(of: screen), appearance: .disappeared, isLoaded: false)
        }
    }

    private func flushAppearance() {
        registerNewScreens()
        diffAppearance()
    }

    /// Appends a line for each screen whose state changed since it was last seen: disappearances
    /// (and screens freed while visible), then loads, then appearances, each in creation order.
    private func diffAppearance() {
        var disappearing: [String] = []
        var loads: [String] = []
        var appearing: [String] = []
        for id in known.keys.sorted() {
            guard var seen = known[id] else { continue }
            guard let screen = seen.screen else {
                // Freed before its disappearance could be read (a popped screen nobody keeps).
                if seen.appearance != .disappeared { disappearing.append("freed \"\(seen.title)\"") }
                known[id] = nil
                continue
            }
            seen.title = readableName(of: screen)
            if screen.isLoaded && !seen.isLoaded { loads.append("loaded \"\(seen.title)\"") }
            if screen.appearance != seen.appearance {
                let line = "\(screen.appearance) \"\(seen.title)\""
                switch screen.appearance {
                case .disappeared, .disappearing: disappearing.append(line)
                case .appeared, .appearing: appearing.append(line)
                }
            }
            seen.appearance = screen.appearance
            seen.isLoaded = screen.isLoaded
            known[id] = seen
        }
        pending += disappearing + loads + appearing
    }

    private func reportUnasserted(file: StaticString, line: UInt) {
        guard !pending.isEmpty else { return }
        let lines = pending
        pending.removeAll()
        reporter.fail(
            "NavigationRecorder: \(lines.count) recorded line(s) not asserted:\n"
                + lines.map { "  " + $0 }.joined(separator: "\n"),
            file: file, line: line)
    }

    private static func isSubsequence(_ expected: [String], of actual: [String]) -> Bool {
        var remaining = actual[...]
        for wanted in expected {
            guard let index = remaining.firstIndex(of: wanted) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}

extension XCTestCase {
    /// Starts a ``NavigationRecorder`` on `root` that is finished when the test ends: in
    /// exhaustive mode, lines nobody asserted fail the test, listed at the line of this call.
    ///
    /// The test case keeps the recorder until teardown, so changes made after the last assertion
    /// are recorded too. `reporter` is ``FailureReporter/test`` unless a test of your own helper
    /// captures the failures.
    @MainActor
    public func recordNavigation(
        _ root: Navigation,
        exhaustive: Bool = true,
        reporter: FailureReporter = .test,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> NavigationRecorder {
        let recorder = NavigationRecorder(
            root, exhaustive: exhaustive, reporter: reporter, file: file, line: line)
        addTeardownBlock { @MainActor in recorder.finish(file: file, line: line) }
        return recorder
    }
}
