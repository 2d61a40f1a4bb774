import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `--reset` did.
public enum ResetOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The demo's data file was deleted.
    case removed(path: String, items: Int, accounts: Int)
    /// There was no file to delete.
    case nothingToRemove(path: String)

    public var description: String {
        switch self {
        case .removed(let path, let items, let accounts):
            "reset: removed \(path) (\(items) item\(items == 1 ? "" : "s"), "
                + "\(accounts) registered account\(accounts == 1 ? "" : "s"))"
        case .nothingToRemove(let path):
            "reset: there was no data file at \(path); starting fresh"
        }
    }
}

extension DemoStore {
    /// Deletes the demo's data file at `url`, and nothing else: a directory, a symbolic link, a
    /// device or a file that does not decode as the demo's data is refused and left as it is.
    ///
    /// - Returns: what was removed, for the user to read.
    /// - Throws: ``StoreError/resetRefused(path:reason:)`` when the path is not the demo's data
    ///   file; ``StoreError/cannotReset(path:reason:)`` when deleting it failed.
    public nonisolated static func reset(_ url: URL) throws(StoreError) -> ResetOutcome {
        let path = url.path
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return .nothingToRemove(path: path) }
            throw .resetRefused(path: path, reason: String(cString: strerror(errno)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .resetRefused(path: path, reason: "it is a directory")
        case S_IFLNK: throw .resetRefused(path: path, reason: "it is a symbolic link")
        default: throw .resetRefused(path: path, reason: "it is not a regular file")
        }
        let data: DemoData
        switch read(url, fileManager: .default) {
        case .loaded(let loaded): data = loaded
        case .missing: return .nothingToRemove(path: path)
        case .unreadable(let reason): throw .resetRefused(path: path, reason: "cannot read it (\(reason))")
        case .corrupt(let reason), .foreign(let reason):
            throw .resetRefused(path: path, reason: "it is not a demo data file (\(reason))")
        }
        guard unlink(path) == 0 else {
            throw .cannotReset(path: path, reason: String(cString: strerror(errno)))
        }
        return .removed(path: path, items: data.items.count, accounts: data.accounts.count)
    }
}
