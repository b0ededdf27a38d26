import Foundation

// The one place content files are found and read, for every kind of source. Everything that
// loads content (GuidebookContent, HelpBook.load, the string sources) asks here.

extension ContentSource {
    /// What a folder of the source holds.
    enum Listing: Sendable {
        /// The names in the folder, sorted.
        case names([String])
        /// There is no such folder.
        case notAFolder
        /// The folder exists but cannot be listed.
        case unreadable(FileReadError)
    }

    /// The names in a folder of the source (`""` for its root), sorted.
    func listing(_ folder: String) -> Listing {
        guard let url else {
            let prefix = folder.isEmpty ? "" : folder + "/"
            var names = Set<String>()
            for path in files.keys where path.hasPrefix(prefix) {
                if let first = path.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(first)) }
            }
            if names.isEmpty, !folder.isEmpty { return .notAFolder }
            return .names(names.sorted())
        }
        let folderURL = folder.isEmpty ? url : url.appendingPathComponent(folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folderURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            return .notAFolder
        }
        do {
            return .names(try FileManager.default.contentsOfDirectory(atPath: folderURL.path).sorted())
        } catch {
            return .unreadable(FileReadError(path: path(folder), problem: FileBytes.problem(error)))
        }
    }

    /// Whether `relative` names a file (not a folder).
    func isFile(_ relative: String) -> Bool {
        guard let url else { return files[relative] != nil }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path, isDirectory: &isFolder)
            && !isFolder.boolValue
    }

    /// A file's bytes, or why they cannot be read. A file larger than the limits' maximum size is
    /// not read at all: its size is looked up first (a hostile download must not fill the memory).
    /// With `mapped`, the bytes are mapped rather than read where the platform can: nothing is
    /// copied until a byte is touched, and the mapping outlives a rename or removal of the file.
    func data(_ relative: String, limits: ReadingLimits, mapped: Bool = false) -> Result<Data, FileReadError> {
        guard let url else {
            let path = path(relative)
            guard let data = files[relative] else { return .failure(FileReadError(path: path, problem: .missing)) }
            if let limit = limits.exceeded(
                .fileSize, by: data.count, at: SourceLocation(file: path, line: 1, column: 1))
            {
                return .failure(FileReadError(path: path, problem: .tooLarge(limit)))
            }
            return .success(data)
        }
        return Result { () throws(FileReadError) in
            try FileBytes.read(
                url.appendingPathComponent(relative), path: path(relative), limits: limits, mapped: mapped)
        }
    }

    /// The path positions name for `relative`: under the folder as it was given, or the
    /// relative path itself for memory (its name for the root).
    package func path(_ relative: String) -> String {
        guard let url else { return relative.isEmpty ? name : relative }
        return relative.isEmpty ? url.relativePath : url.appendingPathComponent(relative).relativePath
    }

    /// The relative path of the file that positions name `path` (``path(_:)`` undone), or `nil`
    /// when no file of this source is named so.
    func relativePath(ofPositionPath path: String) -> String? {
        guard let url else { return files[path] == nil ? nil : path }
        let root = url.relativePath
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let relative = String(path.dropFirst(prefix.count))
        return self.path(relative) == path ? relative : nil
    }
}
