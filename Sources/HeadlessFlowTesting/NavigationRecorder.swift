import HeadlessFlow
import XCTest

/// Records every change under a root `Navigation` (its events with their causes and every
/// lifecycle callback of its screens) as readable lines, and asserts them in order.
///
/// The recorder is exhaustive by default, like TCA's `TestStore`: ``assert(_:fileID:file:line:column:)``
/// must list every line recorded since the previous assertion, and lines nobody asserted fail the
/// test when the recorder ends (``finish(fileID:file:line:column:)``, the teardown of
/// ``XCTest/XCTestCase/recordNavigation(_:exhaustive:reporter:fileID:file:line:column:)``, or the
/// recorder's deinit):
///
/// ```swift
/// let recorder = recordNavigation(navigation)
/// try app.startAsRoot(animated: false)
/// recorder.assert([
///     #"pushed "Login""#,
///     #"didLoad "Login""#,
///     #"willAppear "Login""#,
///     #"didAppear "Login""#,
/// ])
/// ```
///
/// An event reads as `NavigationEvent.Change.readableDescription(naming:)` writes it, screens
/// named by title, followed by the cause when it is not `program`: `popped "Items" (userInteraction)`.
/// A lifecycle callback reads as its name and the screen's title: `willDisappear "Login"`. Lines
/// come in the order things happened: a change's event first, then the callbacks it caused, in
/// the order the screens received them.
///
/// A recorder stops recording when it is freed, and Swift may free a local variable right after
/// its last use: changes made after a recorder's last use are recorded only when something keeps
/// it, as ``XCTest/XCTestCase/recordNavigation(_:exhaustive:reporter:fileID:file:line:column:)``
/// does until teardown, or a final ``finish(fileID:file:line:column:)`` call.
///
/// ## Limits
///
/// - Whether a change was animated is not in the lines; read ``recordedEvents`` for that.
/// - Screens are found by walking the tree below the root when the recorder starts and at each
///   event, so the recorder hears the callbacks of every screen that entered the tree through an
///   event it received. A screen is named by the title it had when the recorder last saw it, even
///   after it was freed, and by its ID if it never was in the tree when the recorder looked
///   (pushed and popped within one transaction).
@MainActor
public final class NavigationRecorder {
    /// Whether unasserted lines fail the test (`true`, the default) or are skipped.
    public let isExhaustive: Bool
    /// The lines recorded and not yet asserted or skipped.
    public var unassertedLines: [String] { pending }
    /// Every line recorded since the recorder started, asserted or not: events and lifecycle
    /// callbacks, as ``assert(_:fileID:file:line:column:)`` compares them.
    public private(set) var recordedLines: [String] = []
    /// Every event recorded since the recorder started, asserted or not, with its cause and
    /// animation flag.
    public private(set) var recordedEvents: [NavigationEvent] = []

    /// ``recordedEvents`` in the format of a dry run's plan (`FlowPlan.changes`,
    /// `DeepLinkPlan.changes`): screens by title, `(animated)` where the change animates, no
    /// cause. A test plans, runs, and compares the two:
    ///
    /// ```swift
    /// let plan = try navigation.plan(flow, animated: true)
    /// try navigation.run(flow, animated: true)
    /// XCTAssertEqual(recorder.recordedChanges, plan.changes)
    /// ```
    ///
    /// A screen is named as the recorder saw it last (see Limits above).
    public var recordedChanges: [String] {
        recordedEvents.map { event in
            event.change.readableDescription { [titles] id in titles[id] }
                + (event.animated ? " (animated)" : "")
        }
    }

    /// Weak: a recorder follows the tree and must not keep it alive, or a ``LeakTracker`` in the
    /// same test would always find the root navigation held (by the recorder the test keeps until
    /// teardown). Once the root is freed there is nothing left to record.
    private weak var root: Navigation?
    private let reporter: FailureReporter
    private let location: FailureReporter.Location
    private var token: ObservationToken?
    private var pending: [String] = []
    private var isFinished = false
    private var observed: [ScreenID: Observed] = [:]
    /// The last title of every screen the recorder has seen, freed ones included: a change held in
    /// a transaction is announced after the screens it removed may have been freed.
    private var titles: [ScreenID: String] = [:]

    private struct Observed {
        weak var screen: Screen?
        let token: ObservationToken
    }

    /// Starts recording `root` and every navigation it presents or holds in a tab bar.
    ///
    /// - Parameters:
    ///   - root: The navigation to observe, usually the root of the app.
    ///   - exhaustive: When `true`, every recorded line must be asserted; when `false`,
    ///     ``assert(_:fileID:file:line:column:)`` checks that the expected lines appear in order
    ///     among the recorded ones and skips the rest.
    ///   - reporter: Where failures go; ``FailureReporter/test`` by default.
    ///   - fileID: Where lines left unasserted at the end are reported.
    ///   - file: Where lines left unasserted at the end are reported.
    ///   - line: Where lines left unasserted at the end are reported.
    ///   - column: Where lines left unasserted at the end are reported.
    public init(
        _ root: Navigation,
        exhaustive: Bool = true,
        reporter: FailureReporter = .test,
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.root = root
        self.isExhaustive = exhaustive
        self.reporter = reporter
        self.location = FailureReporter.Location(fileID: fileID, file: file, line: line, column: column)
        observeNewScreens()
        token = root.observeEvents { [weak self] event in self?.record(event) }
    }

    // Not `isolated deinit`, whose runtime support needs iOS 18.4 / macOS 15.4: what it reads is
    // Sendable, and no one else can reach the recorder any more.
    // (No `||` here: its autoclosure would copy `self`, after which a deinit may read nothing.)
    deinit {
        token?.cancel()
        if isExhaustive, !isFinished { Self.reportUnasserted(pending, reporter: reporter, at: location) }
    }

    /// Asserts that the lines recorded since the previous assertion are `expected`, in order, and
    /// marks them asserted.
    ///
    /// In exhaustive mode the lines must be exactly `expected`; otherwise `expected` must appear
    /// in order among them. On a mismatch the failure shows a line diff (`-` expected, `+`
    /// recorded), and the lines count as asserted either way, so one mistake fails one assertion.
    public func assert(
        _ expected: [String], fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let actual = pending
        pending.removeAll()
        let matches = isExhaustive ? actual == expected : Self.isSubsequence(expected, of: actual)
        guard !matches else { return }
        let kind = isExhaustive ? "recorded lines differ" : "expected lines not recorded in this order"
        reporter.fail(
            "NavigationRecorder: \(kind) (- expected, + recorded):\n"
                + lineDiff(expected: expected, actual: actual),
            at: FailureReporter.Location(fileID: fileID, file: file, line: line, column: column))
    }

    /// Marks every line recorded so far as asserted without checking them.
    public func skipUnasserted() {
        pending.removeAll()
    }

    /// Stops recording; in exhaustive mode, fails if lines are left unasserted, listing them.
    ///
    /// Called by the teardown of
    /// ``XCTest/XCTestCase/recordNavigation(_:exhaustive:reporter:fileID:file:line:column:)`` and by
    /// the recorder's deinit; calling it again does nothing.
    public func finish(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        guard !isFinished else { return }
        isFinished = true
        token?.cancel()
        token = nil
        observed.removeAll()
        if isExhaustive {
            reportUnasserted(
                at: FailureReporter.Location(fileID: fileID, file: file, line: line, column: column))
        }
    }

    // MARK: - Recording

    private func record(_ event: NavigationEvent) {
        // The screens this change brought in get their callbacks after the event: observe them now.
        observeNewScreens()
        recordedEvents.append(event)
        var text = event.change.readableDescription { [titles] id in titles[id] }
        if event.cause != .program { text += " (\(event.cause))" }
        pending.append(text)
        recordedLines.append(text)
    }

    private func record(_ callback: Screen.LifecycleEvent, of screen: Screen) {
        let title = readableName(of: screen)
        titles[screen.id] = title
        let line = "\(callback.name) \(title.debugDescription)"
        pending.append(line)
        recordedLines.append(line)
    }

    /// Starts following the lifecycle of the tree's screens the recorder does not follow yet,
    /// notes the current title of each, and stops following the freed ones.
    private func observeNewScreens() {
        guard !isFinished, let root else { return }
        for (id, entry) in observed where entry.screen == nil { observed[id] = nil }
        for screen in root.screensInReadingOrder() {
            titles[screen.id] = readableName(of: screen)
            guard observed[screen.id] == nil else { continue }
            let token = screen.observeLifecycle { [weak self] screen, callback in
                self?.record(callback, of: screen)
            }
            observed[screen.id] = Observed(screen: screen, token: token)
        }
    }

    private func reportUnasserted(at location: FailureReporter.Location) {
        let lines = pending
        pending.removeAll()
        Self.reportUnasserted(lines, reporter: reporter, at: location)
    }

    private nonisolated static func reportUnasserted(
        _ lines: [String], reporter: FailureReporter, at location: FailureReporter.Location
    ) {
        guard !lines.isEmpty else { return }
        reporter.fail(
            "NavigationRecorder: \(lines.count) recorded line(s) not asserted:\n"
                + lines.map { "  " + $0 }.joined(separator: "\n"),
            at: location)
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
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> NavigationRecorder {
        let recorder = NavigationRecorder(
            root, exhaustive: exhaustive, reporter: reporter, fileID: fileID, file: file, line: line,
            column: column)
        addTeardownBlock { @MainActor in
            recorder.finish(fileID: fileID, file: file, line: line, column: column)
        }
        return recorder
    }
}
