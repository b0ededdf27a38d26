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

    /// Replaces `url`'s contents with `data` atomically and durably; creates the folder when
    /// missing.
    ///
    /// - Throws: `Failure` naming the step that failed; the target is then untouched.
    package static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws(Failure) {
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
        if failure == nil, Platform.synchronize(descriptor) != 0 {
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
        synchronizeFolder(folder)
    }

    /// Flushes a folder's entries (``Platform/synchronize(_:)``), so that files created in it
    /// and renames into it survive a power cut. A folder that cannot be opened is left as it is.
    package static func synchronizeFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = Platform.synchronize(descriptor)
        close(descriptor)
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
        where isAbandoned(name, prefix: prefix) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Whether `name`, written `<prefix><pid>-<anything>`, was made by a process that has ended
    /// (killed or crashed mid-write), so nobody will finish or remove it. A name without a
    /// process id, or of this process or of one still running, is not abandoned.
    package static func isAbandoned(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix),
            let process = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ pid_t($0) }),
            process > 0, process != getpid()
        else { return false }
        return kill(process, 0) != 0 && errno != EPERM
    }
}
