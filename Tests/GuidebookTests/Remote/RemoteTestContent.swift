import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// Content folders for the remote-content tests: English and German help books and tutorial
/// tables, with texts that tell the bundled set and each published edit apart.
enum RemoteTestContent {
    /// A legacy help book with one section and two articles.
    static func helpList(title: String, rows: [(String, String)]) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array>
            \t<dict>
            \t\t<key>Title</key>
            \t\t<string>\(title)</string>

            """
        for (row, text) in rows { xml += "\t\t<key>\(row)</key>\n\t\t<string>\(text)</string>\n" }
        return xml + "\t</dict>\n</array>\n</plist>\n"
    }

    /// Writes a content folder; `english` and `german` are the first article's text.
    static func write(to folder: URL, english: String, german: String) throws {
        let files = [
            "en.lproj/HelpList.plist": helpList(
                title: "Getting Started", rows: [("Writing a tune", english), ("Exporting", "Tap Share.")]),
            "de.lproj/HelpList.plist": helpList(
                title: "Erste Schritte",
                rows: [("Eine Melodie schreiben", german), ("Exportieren", "Tippe auf Teilen.")]),
            "en.lproj/Tutorial.strings": "\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Tap a note.\";\n",
            "de.lproj/Tutorial.strings":
                "\"Welcome Title\" = \"Willkommen\";\n\"Welcome\" = \"Tippe auf eine Note.\";\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Publishes `content` into `out` as `guidebook publish` does.
    @discardableResult
    /// With `searchIndexes`, also a prebuilt search index per help language, as the command does.
    static func publish(
        _ content: URL, to out: URL, version: String? = nil, searchIndexes: Bool = false
    ) throws -> ContentManifest {
        let files = try ContentManifest.contentFiles(in: content)
        let indexes = searchIndexes ? ContentManifest.searchIndexes(of: GuidebookContent(source: .folder(content))) : []
        let manifest = ContentManifest(
            contentVersion: version ?? ContentManifest.derivedContentVersion(of: files), files: files,
            searchIndexes: indexes.map(\.file))
        try ContentManifest.publish(
            manifest, from: content, to: out, signedWith: [],
            generated: Dictionary(uniqueKeysWithValues: indexes.map { ($0.file.path, $0.data) }))
        return manifest
    }

    /// Publishes `content` into `out` as `guidebook publish --sign` does: sequence, expiry (30
    /// days unless given) and a `guidebook.json.sig` by each key (none: unsigned).
    @discardableResult
    static func publish(
        _ content: URL, to out: URL, signedWith keys: [ContentSigningKey], sequence: Int,
        expires: Date = Date().addingTimeInterval(30 * 86_400)
    ) throws -> ContentManifest {
        let files = try ContentManifest.contentFiles(in: content)
        let manifest = ContentManifest(
            contentVersion: ContentManifest.derivedContentVersion(of: files), files: files, sequence: sequence,
            expires: expires)
        try ContentManifest.publish(manifest, from: content, to: out, signedWith: keys)
        return manifest
    }

    /// A version the tests write literally.
    static func version(_ text: String) -> AppVersion {
        guard let version = AppVersion(text) else { preconditionFailure("\(text) is not a version") }
        return version
    }

    /// A URL the tests write literally.
    static func url(_ text: String) -> URL {
        guard let url = URL(string: text) else { preconditionFailure("\(text) is not a URL") }
        return url
    }

    /// The policy the tests use: app 1.0, a short timeout, http to loopback.
    static func policy(timeout: TimeInterval = 5) -> RemoteContentPolicy {
        var policy = RemoteContentPolicy(appVersion: version("1.0"))
        policy.timeout = timeout
        return policy
    }

    /// An updater whose content is the German help book, as an app in German would show.
    static func updater(
        _ url: URL, bundled: URL, cache: URL, policy: RemoteContentPolicy = policy()
    ) throws -> RemoteContentUpdater<HelpBook> {
        try RemoteContentUpdater(manifestURL: url, bundled: bundled, cache: cache, policy: policy) { set in
            try HelpBook.load(from: set.folder, preferredLanguages: ["de"])
        }
    }

    /// The first article's text of a help book.
    static func firstText(_ book: HelpBook) -> String {
        book.sections.first?.items.first?.body.plainText ?? ""
    }

    /// Every file under `folder` (hidden ones too) with its bytes: a byte-for-byte snapshot.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let path = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try? Data(contentsOf: url)
            } else {
                files[path + "/"] = Data()
            }
        }
        return files
    }
}

/// The folders one remote test works in, removed by ``remove()``: the bundled content ("Tippe
/// auf Neu." in German), the root nginx serves, a cache, and content folders to publish from.
struct RemoteTestFolders {
    let folder: TemporaryFolder
    var bundled: URL { folder.url.appendingPathComponent("bundled") }
    var root: URL { folder.url.appendingPathComponent("server") }
    var cache: URL { folder.url.appendingPathComponent("cache") }

    init() throws {
        folder = try TemporaryFolder()
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
    }

    /// A content folder `name` whose first German article reads `german`.
    func content(_ name: String, german: String) throws -> URL {
        let url = folder.url.appendingPathComponent(name)
        try RemoteTestContent.write(to: url, english: "Tap New.", german: german)
        return url
    }

    /// The test policy trusting `keys`.
    static func policy(trusting keys: [ContentSigningKey]) -> RemoteContentPolicy {
        var policy = RemoteTestContent.policy()
        policy.trustedKeys = keys.map(\.publicKey)
        return policy
    }

    func remove() { folder.remove() }
}
