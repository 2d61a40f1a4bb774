/// Why a ``RestorationRegistry`` refused to register a type or to restore a
/// ``NavigationSnapshot``.
///
/// A refused restore changes nothing: the window is as empty as it was, no event was announced and
/// no lifecycle callback delivered, so the app can start fresh. Each case says what was wrong and
/// where, in the words of the snapshot (`window[2] › tab 1[0]` is the first screen of the second
/// tab of the tab bar that is the third screen of the window).
public enum RestorationError: Error, Sendable, CustomStringConvertible {
    /// The snapshot was written in a format version this build cannot read.
    case unsupportedVersion(found: Int, supported: Int)
    /// The data is not a snapshot: it is not valid JSON, or a field is missing or of the wrong
    /// type at `path`.
    case corrupt(path: String, reason: String)
    /// The snapshot is well formed, but what it describes cannot be a tree (a navigation shown
    /// twice, a coordinator on a navigation its parent does not show, an index out of range).
    case inconsistent(location: String, reason: String)
    /// No screen type is registered under `name`; `closestMatches` are registered names that look
    /// alike.
    case unknownScreenType(name: String, location: String, closestMatches: [String])
    /// No coordinator type is registered under `name`.
    case unknownCoordinatorType(name: String, location: String, closestMatches: [String])
    /// The saved state of the screen or coordinator of type `type` does not decode as its
    /// `RestorationState`: the type changed since the snapshot was taken.
    case stateMismatch(type: String, location: String, reason: String)
    /// The factory registered for `type` threw.
    case factoryFailed(type: String, location: String, underlying: any Error)
    /// A ``RestorableCoordinator/didRestore()`` threw.
    case restoreHookFailed(type: String, underlying: any Error)
    /// The snapshot holds no screen and no coordinator: nothing in it could be saved.
    case emptySnapshot
    /// The navigation to restore into is not empty, is presented, or is in a tab bar.
    case windowInUse(navigation: NavigationID)
    /// The snapshot's root coordinator is of type `found`, not the `expected` type asked for.
    case rootTypeMismatch(expected: String, found: String)
    /// A type or a name was registered twice.
    case duplicateRegistration(name: String, existing: String)
    /// A type that saves a `RestorationState` was registered with a factory that does not take
    /// it, which would drop the state.
    case factoryIgnoresState(type: String)

    public var description: String {
        switch self {
        case .unsupportedVersion(let found, let supported):
            "The snapshot has format version \(found); this build reads version \(supported). Start fresh."
        case .corrupt(let path, let reason):
            "The snapshot is corrupt at \(path.isEmpty ? "its top level" : path): \(reason)"
        case .inconsistent(let location, let reason):
            "The snapshot is inconsistent at \(location): \(reason)"
        case .unknownScreenType(let name, let location, let matches):
            "No screen type named \(name) is registered for restoration (at \(location))"
                + ClosestMatchesText.suffix(matches)
        case .unknownCoordinatorType(let name, let location, let matches):
            "No coordinator type named \(name) is registered for restoration (at \(location))"
                + ClosestMatchesText.suffix(matches)
        case .stateMismatch(let type, let location, let reason):
            "The saved state of \(type) at \(location) does not decode: \(reason)"
        case .factoryFailed(let type, let location, let underlying):
            "The factory registered for \(type) threw at \(location): \(underlying)"
        case .restoreHookFailed(let type, let underlying):
            "\(type).didRestore() threw: \(underlying)"
        case .emptySnapshot:
            "The snapshot holds nothing to restore: no screen or coordinator in it could be saved."
        case .windowInUse(let navigation):
            "Cannot restore into \(navigation): it must be empty, not presented and not in a tab bar."
        case .rootTypeMismatch(let expected, let found):
            "The snapshot's root coordinator is of type \(found), not \(expected)."
        case .duplicateRegistration(let name, let existing):
            "The name \(name) is already registered for \(existing)."
        case .factoryIgnoresState(let type):
            "\(type) saves a RestorationState: register it with a factory that takes the state."
        }
    }
}

/// The "did you mean" tail of an error message.
enum ClosestMatchesText {
    static func suffix(_ matches: [String]) -> String {
        switch matches.count {
        case 0: "."
        case 1: "; did you mean \(matches[0])?"
        default: "; did you mean one of \(matches.joined(separator: ", "))?"
        }
    }
}
