import Foundation

/// The folder where fetched content sets live, swapped whole.
///
/// ```
/// <cache>/content/current            names the set in use ({"set": "set-…"}), replaced atomically
/// <cache>/content/set-<pid>-<n>/     a complete, validated set: its files, guidebook.json, .validators.json
/// <cache>/content/.staging-<pid>-<n>/  a set being fetched; never read
/// <cache>/schedule                   when the last check ran, failures in a row (back-off): two slots
/// ```
///
/// A new set is filled in a staging folder, every file synced, then renamed to a `set-` folder,
/// and only then is `current` replaced (write, sync, rename): the one step that switches sets.
/// A crash before that rename leaves the old set in use; after it, the new one. Folders left by
/// killed processes are removed when the cache is next opened.
package struct ContentCache: Sendable {
    /// The HTTP validators of the manifest a set came from.
    package struct Validators: Sendable, Hashable, Codable {
        package var manifestURL: String
        package var etag: String?
        package var lastModified: String?
        /// The id of the trusted key whose signature verified the set's manifest when it was
        /// stored; `nil` for an unsigned set. A 304 reuses it: nothing is verified again.
        package var signedBy: String?

        package init(manifestURL: String, etag: String? = nil, lastModified: String? = nil, signedBy: String? = nil) {
            self.manifestURL = manifestURL
            self.etag = etag
            self.lastModified = lastModified
            self.signedBy = signedBy
        }
    }

    /// When checks ran and how many failed in a row.
    package struct Schedule: Sendable, Hashable {
        package var lastCheck: Date?
        package var consecutiveFailures = 0
    }

    private struct Pointer: Codable {
        var set: String
    }

    /// The cache's root folder.
    package let root: URL
    /// The schedule file's path, made once: it is read and written on every check.
    let schedulePath: String

    package init(root: URL) {
        self.root = root
        schedulePath = root.appendingPathComponent("schedule").path
    }

    /// The folder holding the sets and the pointer.
    package var contentFolder: URL { root.appendingPathComponent("content") }
    var pointerURL: URL { contentFolder.appendingPathComponent("current") }
    static let validatorsName = ".validators.json"

    /// What the cache holds.
    package enum State: Sendable {
        /// Nothing was ever committed.
        case empty
        /// The set in use, with the validators of the manifest it came from.
        case set(ContentSet, Validators?)
        /// The pointer or the set it names cannot be used (why).
        case broken(String)
    }

    /// The set in use. A pointer or manifest that cannot be read, or a listed file that is
    /// missing or has another size, is reported as `broken` (the caller then uses the bundled content).
    package func state() -> State {
        guard FileManager.default.fileExists(atPath: pointerURL.path) else { return .empty }
        guard let data = try? Data(contentsOf: pointerURL),
            let pointer = try? JSONDecoder().decode(Pointer.self, from: data),
            pointer.set.hasPrefix("set-"), !pointer.set.contains("/")
        else { return .broken("\(pointerURL.path) cannot be read") }
        let folder = contentFolder.appendingPathComponent(pointer.set)
        let manifestURL = folder.appendingPathComponent(ContentManifest.fileName)
        guard let manifestData = try? Data(contentsOf: manifestURL) else {
            return .broken("\(manifestURL.path) cannot be read")
        }
        let manifest: ContentManifest
        do {
            manifest = try ContentManifest(data: manifestData, file: manifestURL.path)
        } catch {
            return .broken(error.diagnostic.description)
        }
        for file in manifest.allFiles {
            let path = folder.appendingPathComponent(file.path).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            guard (attributes?[.size] as? NSNumber)?.intValue == file.size else {
                return .broken("\(path) is missing or does not have the \(file.size) bytes its manifest lists")
            }
        }
        let validators = (try? Data(contentsOf: folder.appendingPathComponent(Self.validatorsName))).flatMap {
            try? JSONDecoder().decode(Validators.self, from: $0)
        }
        var set = ContentSet(folder: folder, origin: .cached, manifest: manifest)
        set.signedBy = validators?.signedBy
        return .set(set, validators)
    }

    /// A new, empty staging folder.
    package func makeStaging() throws(RemoteContentFailure) -> URL {
        let url = contentFolder.appendingPathComponent(".staging-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .storage(reason: "cannot create \(url.path): \(error.localizedDescription)")
        }
        return url
    }

    /// Removes a staging folder after a failed check.
    package func discard(_ staging: URL) {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Places `source`'s file at `path` in `staging`: a hard link (sets are never modified in
    /// place), else a synced copy.
    package func copy(_ source: URL, to staging: URL, path: String) throws(RemoteContentFailure) {
        let target = staging.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .storage(reason: error.localizedDescription)
        }
        if link(source.path, target.path) == 0 { return }
        guard let data = try? Data(contentsOf: source) else {
            throw .storage(reason: "cannot read \(source.path)")
        }
        try Self.writeSynced(data, to: target)
    }

    /// Makes the staged set the one in use: writes its manifest and validators, syncs the
    /// folders, renames it to a `set-` folder, then replaces the pointer. The previous set is
    /// removed afterwards. A signed manifest is stored as the exact bytes that were verified,
    /// with its signature file beside it.
    ///
    /// - Returns: The new set.
    /// - Throws: ``RemoteContentFailure/storage(reason:)``; the set in use is then unchanged.
    package func commit(
        staging: URL, manifest: ContentManifest, validators: Validators, manifestData: Data? = nil,
        signatureData: Data? = nil
    ) throws(RemoteContentFailure) -> ContentSet {
        let previous = (try? Data(contentsOf: pointerURL)).flatMap { try? JSONDecoder().decode(Pointer.self, from: $0) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try AtomicFile.write(
                manifestData ?? manifest.jsonData(), to: staging.appendingPathComponent(ContentManifest.fileName))
            if let signatureData {
                try AtomicFile.write(signatureData, to: staging.appendingPathComponent(ContentSignatures.fileName))
            }
            let validatorData = (try? encoder.encode(validators)) ?? Data("{}".utf8)
            try AtomicFile.write(validatorData, to: staging.appendingPathComponent(Self.validatorsName))
        } catch {
            throw .storage(reason: error.description)
        }
        var folders = Set(
            manifest.allFiles.map { ($0.path as NSString).deletingLastPathComponent }.filter { !$0.isEmpty })
        folders.insert("")
        for folder in folders { AtomicFile.synchronizeFolder(staging.appendingPathComponent(folder)) }
        let name = "set-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let final = contentFolder.appendingPathComponent(name)
        guard rename(staging.path, final.path) == 0 else {
            throw .storage(reason: "cannot rename \(staging.path): \(String(cString: strerror(errno)))")
        }
        AtomicFile.synchronizeFolder(contentFolder)
        do {
            try AtomicFile.write((try? encoder.encode(Pointer(set: name))) ?? Data(), to: pointerURL)
        } catch {
            try? FileManager.default.removeItem(at: final)
            throw .storage(reason: error.description)
        }
        if let previous, previous.set != name {
            try? FileManager.default.removeItem(at: contentFolder.appendingPathComponent(previous.set))
        }
        var set = ContentSet(folder: final, origin: .cached, manifest: manifest)
        set.signedBy = validators.signedBy
        return set
    }

    /// Removes staging and set folders that the pointer does not name and whose process is
    /// gone (killed mid-check), and the pointer's temporary files.
    package func removeAbandoned() {
        AtomicFile.removeAbandonedTemporaryFiles(for: pointerURL)
        let current = (try? Data(contentsOf: pointerURL)).flatMap { try? JSONDecoder().decode(Pointer.self, from: $0) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: contentFolder.path)) ?? []
        for name in names where name != current?.set {
            guard AtomicFile.isAbandoned(name, prefix: ".staging-") || AtomicFile.isAbandoned(name, prefix: "set-")
            else { continue }
            try? FileManager.default.removeItem(at: contentFolder.appendingPathComponent(name))
        }
    }

    /// Writes `data` to `url` (folders created) and syncs it: a staged file, not yet in use.
    package static func writeSynced(_ data: Data, to url: URL) throws(RemoteContentFailure) {
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw .storage(reason: error.description)
        }
    }
}

extension ContentCache {
    /// The cached set's folder when the cache in `root` holds a complete set that validates
    /// against `bundled`'s languages and is not older than the bundled content
    /// (``ContentSet/isOlder(thanBundled:)``); `nil` otherwise (then the bundled content is
    /// what an app shows). The same choice ``RemoteContentUpdater`` makes when it starts.
    package static func validSetFolder(in root: URL, bundled: URL, developmentLanguage: String = "en") -> URL? {
        guard case .set(let set, _) = ContentCache(root: root).state(), set.manifest != nil,
            !set.isOlder(thanBundled: ContentManifest.shipped(in: bundled))
        else { return nil }
        let requirements = ContentRequirements(
            languages: [], developmentLanguage: developmentLanguage, bundled: bundled)
        return requirements.errors(inSetAt: set.folder).isEmpty ? set.folder : nil
    }
}
