import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file is at a path, and when it was last changed: the demo replaces its file with a new
/// one on every save, so another demo's save gives another inode.
package struct FileVersion: Equatable {
    package var device: UInt64
    package var inode: UInt64
    package var modified: Int
    package var modifiedNanoseconds: Int
    package var size: Int64

    /// The version of the file at `url`, or `nil` when there is none.
    package init?(of url: URL) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modified = status.st_mtimespec.tv_sec
            modifiedNanoseconds = status.st_mtimespec.tv_nsec
        #else
            modified = status.st_mtim.tv_sec
            modifiedNanoseconds = status.st_mtim.tv_nsec
        #endif
    }
}
