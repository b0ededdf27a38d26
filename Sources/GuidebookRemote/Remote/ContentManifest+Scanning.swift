import Foundation

extension ContentManifest {
    /// The content files of a folder, as ``File`` entries: every `<lang>.lproj` help book
    /// (``HelpBook/helpFileNames``) and tutorial table (`Tutorial.strings`, `Tutorial.stringsdict`),
    /// a help book, `Tutorial.xcstrings` and the rules file (`Tutorials.json`, else `Tutorials.plist`)
    /// at the top. Sizes and SHA-256s are computed.
    ///
    /// ```swift
    /// let files = try ContentManifest.contentFiles(in: URL(filePath: "Examples/Compositions"))
    /// files.map(\.path)   // ["HelpBook.json", "ar.lproj/HelpList.plist", …]
    /// ```
    ///
    /// - Parameter folder: The content folder.
    /// - Returns: The entries, sorted by path.
    /// - Throws: ``RemoteContentFailure/storage(reason:)`` when a file cannot be read.
    /// - Complexity: O(n) in the total size of the files.
    public static func contentFiles(in folder: URL) throws(RemoteContentFailure) -> [File] {
        var candidates: [(path: String, language: String?, kind: Kind)] = []
        for name in HelpBook.helpFileNames { candidates.append((name, nil, .helpBook)) }
        candidates.append(("Tutorial.xcstrings", nil, .stringCatalog))
        // The one the app reads (ContentLoader's order): a plist beside a JSON file is not read.
        if let rules = ContentLoader.rulesFileNames.first(where: {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }) {
            candidates.append((rules, nil, .tutorialRules))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".lproj") && !name.hasPrefix(".") {
            let language = String(name.dropLast(".lproj".count))
            for file in HelpBook.helpFileNames { candidates.append(("\(name)/\(file)", language, .helpBook)) }
            for file in ["Tutorial.strings", "Tutorial.stringsdict"] {
                candidates.append(("\(name)/\(file)", language, .tutorialStrings))
            }
        }
        var files: [File] = []
        for candidate in candidates {
            let url = folder.appendingPathComponent(candidate.path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw .storage(reason: "\(url.path) cannot be read: \(error.localizedDescription)")
            }
            files.append(
                File(
                    path: candidate.path, language: candidate.language, kind: candidate.kind, size: data.count,
                    sha256: SHA256.hash(data).hex))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A content version derived from the files: the first 12 hex digits of the SHA-256 of
    /// their paths and hashes, so publishing unchanged content gives the same version.
    ///
    /// - Parameter files: The set's files.
    public static func derivedContentVersion(of files: [File]) -> String {
        var hash = SHA256()
        for file in files.sorted(by: { $0.path < $1.path }) {
            hash.update(Data("\(file.path) \(file.sha256)\n".utf8))
        }
        return String(hash.finalize().hex.prefix(12))
    }
}
