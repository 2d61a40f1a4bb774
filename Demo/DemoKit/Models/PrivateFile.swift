import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files that only their owner may read.
package enum PrivateFile {
    /// Writes `bytes` to a new file beside `url` with mode 0600, flushes it to disk, and renames it
    /// over `url`: readers see the old file or the new one, never half of one, and never a
    /// moment when the data is readable by others.
    ///
    /// - Throws: a `POSIXError` naming the step that failed.
    package static func writeAtomically(_ bytes: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent().path
        var template = Array("\(folder)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw posixError() }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            // mkstemp already creates 0600; say so anyway, whatever the platform's default.
            guard fchmod(descriptor, 0o600) == 0 else { throw posixError() }
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { throw posixError() }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else { throw posixError() }
            closed = true
            guard close(descriptor) == 0 else { throw posixError() }
            guard rename(temporary, url.path) == 0 else { throw posixError() }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
