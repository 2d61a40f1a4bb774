// The demo as an iOS app runs it, whichever framework draws it. Both app targets compile this
// folder; they differ only in the renderer they hand `app.window` to.
import DemoKit
import Foundation
import HeadlessFlow

/// DemoKit's `DemoApp` as an iOS app runs it: on the app's data file, laid out for the screen,
/// started, saved when the app goes to the background, following `demo://` links, and collecting
/// what it has to tell the user (``notices``).
///
/// Every screen, coordinator, view-model and scene file is DemoKit's, shared with the terminal
/// demo; the app targets only choose the renderer: `UIKitRenderer` with `SceneViewController`, or
/// `NavigationRootView` with `ScreenElementsView`.
@MainActor
final class DemoSession {
    /// Something the demo has to tell the user, as the app shows it above the screens.
    struct Notice: Equatable, Sendable {
        /// Whether something the user asked for did not happen.
        var isError: Bool
        /// The notice in words.
        var text: String

        init(_ notice: DemoNotice) {
            isError = notice.severity == .error
            text = "\(notice)"
        }

        init(isError: Bool, text: String) {
            self.isError = isError
            self.text = text
        }
    }

    /// The demo's app logic: its store, coordinators, screens and scene files.
    let app: DemoApp
    /// The root coordinator, which the renderer keeps for as long as it draws the window.
    let coordinator: any Coordinator
    /// What the user has not dismissed yet, oldest first.
    @HeadlessFlow.Observable private(set) var notices: [Notice] = []
    private var pending: ObservationToken?

    /// Starts the demo on its data file (`DemoApp.defaultDataFile`), at the place the last run
    /// saved, or at the beginning.
    ///
    /// A data file the demo cannot open (one that is not the demo's) is left as it is: the demo
    /// then runs on a store in memory, and a notice says so.
    ///
    /// - Parameters:
    ///   - compact: whether the window is horizontally compact (an iPhone): the items split is
    ///     then one stack rather than two columns side by side.
    ///   - link: a `demo://` link the app was opened with, followed once the demo has started.
    /// - Throws: an error when one of the demo's scene files is missing or broken: a fault of
    ///   the app's build, not of the user's data.
    init(compact: Bool, opening link: URL? = nil) throws {
        var notices: [Notice] = []
        let dataFile = DemoApp.defaultDataFile
        let app: DemoApp
        do {
            app = try DemoApp(dataFile: dataFile)
        } catch {
            app = try DemoApp.inMemory()
            // The store's own words say which file and why; one full stop ends the notice.
            var reason = "\(error)"
            while reason.hasSuffix(".") { reason.removeLast() }
            notices.append(Notice(isError: true, text: "\(reason). This run keeps its data in memory only."))
        }
        app.adaptLayout(compact: compact)
        notices += try app.start(opening: link?.absoluteString).map(Notice.init)
        guard let coordinator = app.coordinator else { throw NotStarted() }
        self.app = app
        self.coordinator = coordinator
        self.notices = notices
        // What a screen's action met (an item that cannot be saved) is told the moment it happens.
        pending = app.$hasNotices.sinkOnMainActor(weakly: self) { session, hasNotices in
            if hasNotices { session.collectNotices() }
        }
    }

    /// Follows a `demo://` link (`demo://items/2`); a link the demo cannot follow, or one held
    /// until the user logs in, becomes a notice.
    func open(_ url: URL) {
        do throws(DemoLinkError) {
            if let held = try app.follow(link: url.absoluteString) { notices.append(Notice(held)) }
        } catch {
            notices.append(Notice(.linkRefused(error)))
        }
        collectNotices()
    }

    /// Lays the items split out for the window's width: one stack when `compact` (an iPhone, or
    /// an iPad app in a narrow slide-over), columns side by side otherwise.
    func adaptLayout(compact: Bool) {
        app.adaptLayout(compact: compact)
    }

    /// Saves the data and where the user is, so that the next launch comes back there.
    func save() {
        app.save()
        collectNotices()
    }

    /// `DemoApp.start(opening:)` returned without a root coordinator: a fault of the demo's
    /// build, shown instead of the screens rather than stopping the app.
    struct NotStarted: Error, CustomStringConvertible {
        var description: String { "The demo did not start: it made no root coordinator." }
    }

    /// Forgets the notices shown so far.
    func dismissNotices() {
        notices = []
    }

    private func collectNotices() {
        let new = app.takeNotices()
        if !new.isEmpty { notices += new.map(Notice.init) }
    }
}
