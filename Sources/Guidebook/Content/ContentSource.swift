import Foundation

/// Where a set of content comes from: a folder shipped with the app, a bundle, a download the
/// updater cached, or files in memory. ``GuidebookContent`` reads every kind the same way.
///
/// A source names files by their path relative to the content's root, as laid out in an app's
/// resources: `en.lproj/Tutorial.strings`, `de.lproj/HelpList.plist`, `Tutorial.xcstrings`,
/// `HelpBook.json`. Positions in diagnostics name the file as the source was given: a folder
/// given by a relative path gives relative positions (`Examples/Compositions/de.lproj/…`),
/// memory gives the relative path alone.
///
/// ```swift
/// let bundled = ContentSource.folder(Bundle.main.bundleURL.appendingPathComponent("Guidebook"))
/// let cached = ContentSource.download(cacheFolder)
/// let inMemory = ContentSource.memory(["en.lproj/Tutorial.strings": Data("\"Welcome\" = \"Hi\";".utf8)])
/// let content = GuidebookContent(source: inMemory)
/// ```
public struct ContentSource: Sendable, Hashable, CustomStringConvertible {
    /// What kind of place the content is read from.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A folder on disk: the content shipped in the app, or a folder a tool was given.
        case folder
        /// A bundle's resources.
        case bundle
        /// A folder that an updater downloaded and cached.
        case download
        /// Files held in memory (tests, previews, content checked before it is written).
        case memory
    }

    /// What kind of place this is.
    public let kind: Kind
    /// The folder the files are in; `nil` for memory.
    public let url: URL?
    /// The content's own language when the source says so (a bundle's `CFBundleDevelopmentRegion`).
    public let developmentRegion: String?
    /// relative path → bytes, for memory; empty otherwise.
    let files: [String: Data]
    /// What the source is called in messages (the folder's path, or the memory source's name).
    let name: String

    private init(kind: Kind, url: URL?, developmentRegion: String? = nil, files: [String: Data] = [:], name: String) {
        self.kind = kind
        self.url = url
        self.developmentRegion = developmentRegion
        self.files = files
        self.name = name
    }

    /// A content folder on disk: `<lang>.lproj` folders, String Catalogs and help files.
    ///
    /// ```swift
    /// let source = ContentSource.folder(URL(fileURLWithPath: "Examples/Compositions"))
    /// ```
    ///
    /// - Parameter url: The folder.
    /// - Returns: The source; nothing is read until ``GuidebookContent`` loads it.
    public static func folder(_ url: URL) -> ContentSource {
        ContentSource(kind: .folder, url: url, name: url.relativePath)
    }

    /// A bundle's resources, with the bundle's development region as the content's language.
    ///
    /// ```swift
    /// let source = ContentSource.bundle(.main)
    /// ```
    ///
    /// - Parameter bundle: The bundle.
    /// - Returns: The source of its resource folder.
    public static func bundle(_ bundle: Bundle) -> ContentSource {
        let url = bundle.resourceURL ?? bundle.bundleURL
        return ContentSource(
            kind: .bundle, url: url, developmentRegion: bundle.statedDevelopmentRegion, name: url.relativePath)
    }

    /// A downloaded set of content in a cache folder, laid out like a content folder.
    ///
    /// ```swift
    /// let candidate = GuidebookContent(source: .download(stagingFolder))
    /// if !candidate.hasErrors { try store.replace(with: candidate) }
    /// ```
    ///
    /// - Parameter folder: The folder the download was unpacked into.
    /// - Returns: The source; it reads like ``folder(_:)`` and says it came from a download.
    public static func download(_ folder: URL) -> ContentSource {
        ContentSource(kind: .download, url: folder, name: folder.relativePath)
    }

    /// Files in memory, by path relative to the content's root.
    ///
    /// Paths use `/` (`de.lproj/Tutorial.strings`); a leading `./` or `/` is ignored.
    ///
    /// ```swift
    /// let source = ContentSource.memory([
    ///     "en.lproj/Tutorial.strings": Data("\"Welcome\" = \"Hello\";".utf8),
    ///     "en.lproj/HelpList.plist": helpListData,
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - files: relative path → the file's bytes.
    ///   - name: What the source is called in messages.
    /// - Returns: The source.
    public static func memory(_ files: [String: Data], name: String = "memory") -> ContentSource {
        var normalized: [String: Data] = [:]
        for (path, data) in files {
            let parts = path.split(separator: "/").filter { $0 != "." && !$0.isEmpty }
            normalized[parts.joined(separator: "/")] = data
        }
        return ContentSource(kind: .memory, url: nil, files: normalized, name: name)
    }

    /// The kind and the folder (or name): `folder Examples/Compositions`.
    public var description: String { "\(kind.rawValue) \(name)" }
}
