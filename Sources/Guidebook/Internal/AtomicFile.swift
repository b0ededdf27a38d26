import Foundation

/// Durable, all-or-nothing file replacement: write a temporary file in the same folder,
/// flush it to the drive (``Platform/synchronize(_:)``: `F_FULLFSYNC` on Apple platforms,
/// `fsync` elsewhere), `rename` it over the target, then flush the folder so the rename
/// survives a power cut. Readers see the old file or the new one, never a partial one.
package enum AtomicFile {
    /// A failed step, with the system's reason.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var step: String
        package var reason: String
        package var description: String { "\(step): \(reason)" }

        init(step: String, code: Int32) {
            self.step = step
            reason = String(cString: strerror(code))
        }

        init(step: String, reason: String) {
            self.step = step
            self.reason = reason
        }
    }

    /// Replaces `url`'s contents with `data` atomically and, unless `durable` is `false`,
    /// durably; creates the folder when missing.
    ///
    /// `durable: false` skips both flushes: readers still see the old file or the new one,
    /// but after a power cut the old one may be back. That is only for bookkeeping whose loss
    /// costs nothing (when the last update check ran), never for what a person did.
    ///
    /// - Throws: `Failure` naming the step that failed; the target is then untouched.
    package static func write(
        _ data: Data, to url: URL, permissions: mode_t = 0o644, durable: Bool = true
    ) throws(Failure) {
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw Failure(step: "creating folder \(folder.path)", reason: (error as NSError).localizedDescription)
            }
        }
        let temporary = folder.appendingPathComponent(
            "\(temporaryPrefix(for: url))\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard descriptor >= 0 else {
            throw Failure(step: "creating a temporary file in \(folder.path)", code: errno)
        }
        var failure: Failure?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(step: "writing a temporary file in \(folder.path)", code: errno)
                    return
                }
                offset += written
            }
        }
        if failure == nil, durable, Platform.synchronize(descriptor) != 0 {
            failure = Failure(step: "syncing a temporary file in \(folder.path)", code: errno)
        }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 {
            failure = Failure(step: "renaming over \(url.path)", code: errno)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
        guard durable else { return }
        let folderDescriptor = open(folder.path, O_RDONLY)
        if folderDescriptor >= 0 {
            _ = Platform.synchronize(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// `.<name>.tmp-`: temporary files are hidden and name their process, `.<name>.tmp-<pid>-<random>`.
    static func temporaryPrefix(for url: URL) -> String {
        ".\(url.lastPathComponent).tmp-"
    }

    /// Removes temporary files for `url` left by processes that died mid-write (killed, crashed).
    /// Files of live processes, which may be writing right now, are kept.
    package static func removeAbandonedTemporaryFiles(for url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: url)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(prefix) {
            guard let process = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ pid_t($0) }),
                process != getpid()
            else { continue }
            if kill(process, 0) == 0 || errno == EPERM { continue }  // still running
            unlink(folder.appendingPathComponent(name).path)
        }
    }
}
