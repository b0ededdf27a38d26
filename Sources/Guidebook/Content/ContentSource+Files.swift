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
        case unreadable(reason: String)
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
            return .unreadable(reason: error.localizedDescription)
        }
    }

    /// Whether `relative` names a file (not a folder).
    func isFile(_ relative: String) -> Bool {
        guard let url else { return files[relative] != nil }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path, isDirectory: &isFolder)
            && !isFolder.boolValue
    }

    /// A file's bytes, or why they cannot be read. A file larger than `maximumSize` bytes is not
    /// read at all: its size is looked up first (a hostile download must not fill the memory).
    /// With `mapped`, the bytes are mapped rather than read where the platform can: nothing is
    /// copied until a byte is touched, and the mapping outlives a rename or removal of the file.
    func data(
        _ relative: String, maximumSize: Int = ReadingLimits.default.maximumFileSize, mapped: Bool = false
    ) -> Result<Data, ReadFailure> {
        let tooLarge = ReadFailure(
            reason: "larger than \(maximumSize) bytes",
            limit: ReadingLimitError(
                .fileSize, maximum: maximumSize, at: SourceLocation(file: path(relative), line: 1, column: 1)))
        guard let url else {
            guard let data = files[relative] else { return .failure(ReadFailure(reason: "no such file in memory")) }
            return data.count > maximumSize ? .failure(tooLarge) : .success(data)
        }
        let fileURL = url.appendingPathComponent(relative)
        do {
            let size = try FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int ?? 0
            guard size <= maximumSize else { return .failure(tooLarge) }
            let data = try Data(contentsOf: fileURL, options: mapped ? .alwaysMapped : [])
            // It may have grown since its size was looked up.
            return data.count > maximumSize ? .failure(tooLarge) : .success(data)
        } catch {
            return .failure(ReadFailure(reason: error.localizedDescription))
        }
    }

    /// The path positions name for `relative`: under the folder as it was given, or the
    /// relative path itself for memory (its name for the root).
    package func path(_ relative: String) -> String {
        guard let url else { return relative.isEmpty ? name : relative }
        return relative.isEmpty ? url.relativePath : url.appendingPathComponent(relative).relativePath
    }

    /// Why a file could not be read.
    struct ReadFailure: Error, Sendable {
        var reason: String
        /// Set when the file was not read because it is larger than the limit.
        var limit: ReadingLimitError?
    }
}
