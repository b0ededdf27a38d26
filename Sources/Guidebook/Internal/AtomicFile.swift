import Foundation

/// Durable, all-or-nothing file replacement: write a temporary file in the same folder,
/// `fsync` it, `rename` it over the target, then `fsync` the folder so the rename survives
/// a power cut. Readers see the old file or the new one, never a partial one.
package enum AtomicFile {
    /// A failed step, with the system's reason.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var step: String
        package var code: Int32
        package var description: String { "\(step): \(String(cString: strerror(code)))" }
    }

    /// Replaces `url`'s contents with `data` atomically and durably; creates the folder when missing.
    ///
    /// - Throws: `Failure` naming the step that failed; the target is then untouched.
    package static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws(Failure) {
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw Failure(step: "creating folder \(folder.path)", code: EACCES)
            }
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard descriptor >= 0 else { throw Failure(step: "creating \(temporary.path)", code: errno) }
        var failure: Failure?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(step: "writing \(temporary.path)", code: errno)
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = Failure(step: "syncing \(temporary.path)", code: errno)
        }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 {
            failure = Failure(step: "renaming over \(url.path)", code: errno)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
        let folderDescriptor = open(folder.path, O_RDONLY)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }
}
