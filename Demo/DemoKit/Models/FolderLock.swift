import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory `flock` on the folder that holds the data file: every demo that reads or writes
/// the file holds it, so two demos on one file take turns. Locking the folder rather than the
/// file leaves no lock file behind, and survives the atomic rename that replaces the file.
package enum FolderLock {
    /// Runs `body` while holding the exclusive lock on `url`'s folder, waiting for it if another
    /// process holds it.
    ///
    /// - Throws: a `POSIXError` if the folder cannot be opened or locked, or what `body` throws.
    package static func withLock<Result>(onFolderOf url: URL, _ body: () throws -> Result) throws -> Result {
        let descriptor = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
