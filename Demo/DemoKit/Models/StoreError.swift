/// A problem with the demo's data file. None of them stops the app: it reports the problem in
/// one line and carries on.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not a valid data file; it was moved to `backup` and the app
    /// started over with the seed items.
    case corrupt(path: String, reason: String, backup: String)
    /// The file is corrupt and could not even be moved aside; it was left where it is and will
    /// be overwritten on the next save.
    case corruptNotMoved(path: String, reason: String, moveError: String)
    /// The file exists but could not be read (permissions, a directory in its place).
    case unreadable(path: String, reason: String)
    /// Saving failed; the change lives in memory only.
    case unwritable(path: String, reason: String)
    /// The file is not the demo's (another program's JSON, a text file): it was left byte for
    /// byte as it was, and the demo does not start on it.
    case notDemoFile(path: String, reason: String)
    /// `--reset` found something that is not the demo's data file at the path, and left it alone.
    case resetRefused(path: String, reason: String)
    /// `--reset` could not delete the demo's data file.
    case cannotReset(path: String, reason: String)
    /// The navigation saved in the file cannot be restored by this build (another format version,
    /// an unknown screen type, garbage, an account that is gone); the app started at the
    /// beginning, with the file's items and accounts.
    case navigationNotRestored(path: String, reason: String)

    public var description: String {
        switch self {
        case .corrupt(let path, let reason, let backup):
            "warning: \(path) is corrupt (\(reason)); kept it as \(backup) and started with the seed items"
        case .corruptNotMoved(let path, let reason, let moveError):
            "warning: \(path) is corrupt (\(reason)) and could not be moved aside (\(moveError)); "
                + "started with the seed items, and the next save replaces it"
        case .unreadable(let path, let reason):
            "warning: cannot read \(path) (\(reason)); started with the seed items; nothing will be saved "
                + "in this run, and it will end with exit status 1"
        case .unwritable(let path, let reason):
            "warning: cannot save \(path) (\(reason)); changes are kept only until you quit, and the "
                + "run will end with exit status 1"
        case .notDemoFile(let path, let reason):
            "\(path) is not the demo's data file (\(reason)); it was left as it is. Choose another "
                + "path with --data PATH, or move that file away yourself"
        case .resetRefused(let path, let reason):
            "--reset refused to delete \(path): \(reason). Nothing was deleted; --reset only ever "
                + "deletes the demo's own data file. Move it away yourself, or choose another --data path"
        case .cannotReset(let path, let reason):
            "--reset could not delete \(path) (\(reason))"
        case .navigationNotRestored(let path, let reason):
            "warning: cannot go back to where you were (\(reason)); started at the beginning, with the "
                + "items and accounts of \(path)"
        }
    }
}

extension StoreError {
    /// Whether this is a failed save.
    package var isUnwritable: Bool {
        if case .unwritable = self { true } else { false }
    }
}
