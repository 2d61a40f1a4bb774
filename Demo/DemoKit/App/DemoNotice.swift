/// Something the demo has to tell the user that is not on a screen: what a reset did, why the
/// saved place could not be restored, a link held until login, an error an action met, a problem
/// with the data file. ``DemoApp`` returns them from ``DemoApp/start(opening:)`` and
/// ``DemoApp/takeNotices()``; the terminal prints them, an iOS app can show them in an alert.
public enum DemoNotice: Equatable, Sendable, CustomStringConvertible {
    /// How serious a notice is.
    public enum Severity: Equatable, Sendable {
        /// Information: what happened, nothing went wrong.
        case information
        /// Something was not as expected, and the demo went on another way.
        case warning
        /// Something the user asked for did not happen.
        case error
    }

    /// What resetting the data file did.
    case dataReset(String)
    /// The saved place could not be restored as it was: where the user is instead, and why.
    case placeNotRestored(String)
    /// A link waits until the user logs in: what it will open then.
    case linkHeld(String)
    /// A link given to ``DemoApp/start(opening:)`` was not followed, and why.
    case linkRefused(DemoLinkError)
    /// An action of a screen met an error (a view-model cannot throw to the user).
    case actionFailed(String)
    /// A problem with the data file (it cannot be written, it was damaged and set aside).
    case dataFileIssue(StoreError)

    /// How serious the notice is.
    public var severity: Severity {
        switch self {
        case .dataReset, .linkHeld: .information
        case .placeNotRestored, .dataFileIssue: .warning
        case .linkRefused, .actionFailed: .error
        }
    }

    /// The notice in words, one line.
    public var description: String {
        switch self {
        case .dataReset(let text), .placeNotRestored(let text), .linkHeld(let text), .actionFailed(let text):
            text
        case .linkRefused(let error): "\(error)"
        case .dataFileIssue(let issue): "\(issue)"
        }
    }
}
