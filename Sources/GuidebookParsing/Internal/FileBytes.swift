import Foundation

/// The one way the package reads a content file from disk: its size is looked up before any
/// byte is read, so a file past ``ReadingLimits/maximumFileSize`` never fills the memory, and
/// every failure is a ``FileReadError``.
package enum FileBytes {
    /// The bytes of the file at `url`.
    ///
    /// ```swift
    /// let data = try FileBytes.read(url, limits: .default)
    /// ```
    ///
    /// - Parameters:
    ///   - url: A file URL; symbolic links are followed.
    ///   - path: The path to name in errors; `url.path` by default.
    ///   - limits: Only ``ReadingLimits/maximumFileSize`` applies here.
    ///   - mapped: Map the file rather than read it where the platform can (nothing is copied
    ///     until a byte is touched, and the mapping outlives a rename or removal of the file).
    /// - Throws: ``FileReadError`` saying what went wrong.
    package static func read(
        _ url: URL, path: String? = nil, limits: ReadingLimits, mapped: Bool = false
    ) throws(FileReadError) -> Data {
        let path = path ?? url.path
        func failure(_ problem: FileReadError.Problem) -> FileReadError { FileReadError(path: path, problem: problem) }
        func checkSize(_ size: Int) throws(FileReadError) {
            if let limit = limits.exceeded(.fileSize, by: size, at: SourceLocation(file: path, line: 1, column: 1)) {
                throw failure(.tooLarge(limit))
            }
        }
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw failure(problem(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw failure(.notARegularFile) }
        try checkSize(Int(info.st_size))
        let data: Data
        do {
            data = try Data(contentsOf: url, options: mapped ? .alwaysMapped : [])
        } catch {
            throw failure(problem(error))
        }
        try checkSize(data.count)  // It may have grown since its size was looked up.
        return data
    }

    /// The problem an `errno` from `stat` names.
    package static func problem(errno code: Int32) -> FileReadError.Problem {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EACCES, EPERM: .permissionDenied
        default: .io(reason: String(cString: strerror(code)))
        }
    }

    /// The problem a failed `Data(contentsOf:)` names.
    package static func problem(_ error: any Error) -> FileReadError.Problem {
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?: .missing
        case .fileReadNoPermission?: .permissionDenied
        default: .io(reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
    }
}
