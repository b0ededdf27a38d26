import Foundation

/// The list a published content folder carries: `guidebook.json`, beside the files it names.
///
/// `guidebook publish` writes it; an app's ``RemoteContentUpdater`` reads it first on every
/// check and fetches only the files whose hash differs from the set it has. Each file is listed
/// with its path, language, kind, size and SHA-256, so a download is checked while it streams.
///
/// ```json
/// {
///   "format": "guidebook-content",
///   "formatVersion": 1,
///   "contentVersion": "3f2a9c01d4e5",
///   "minimumAppVersion": "2.0",
///   "sequence": 7,
///   "expires": "2027-01-01T00:00:00Z",
///   "files": [
///     {"path": "en.lproj/HelpList.plist", "language": "en", "kind": "help-book",
///      "size": 5120, "sha256": "9f86d0…"}
///   ]
/// }
/// ```
///
/// ```swift
/// let manifest = try ContentManifest(data: downloaded, file: "guidebook.json")
/// manifest.files.map(\.path)   // ["en.lproj/HelpList.plist", …]
/// ```
public struct ContentManifest: Sendable, Hashable {
    /// The manifest's file name in a published folder.
    public static let fileName = "guidebook.json"
    /// The value of `format`.
    public static let formatName = "guidebook-content"
    /// The newest `formatVersion` this reader understands.
    public static let supportedFormatVersion = 1

    /// What one listed file holds.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A help book: `HelpList.plist`, `HelpBook.plist` or `HelpBook.json`.
        case helpBook = "help-book"
        /// A tutorial strings table: `Tutorial.strings` or `Tutorial.stringsdict`.
        case tutorialStrings = "tutorial-strings"
        /// A String Catalog at the top of the folder (`Tutorial.xcstrings`).
        case stringCatalog = "string-catalog"
        /// The tutorial rules at the top of the folder (`Tutorials.json` or `Tutorials.plist`).
        case tutorialRules = "tutorial-rules"
        /// A prebuilt search index of the help book in the same folder (`HelpBook.searchindex`,
        /// see `HelpSearchIndex.fileData(for:language:)`), listed in ``ContentManifest/searchIndexes``.
        case searchIndex = "search-index"
    }

    /// One listed file.
    public struct File: Sendable, Hashable {
        /// The path inside the folder, with `/` between components (`de.lproj/HelpList.plist`).
        public var path: String
        /// The `.lproj` language, `nil` for a file at the top of the folder.
        public var language: String?
        /// What the file holds.
        public var kind: Kind
        /// Its size in bytes.
        public var size: Int
        /// Its SHA-256, 64 lowercase hexadecimal digits.
        public var sha256: String

        /// Creates a file entry.
        ///
        /// - Parameters:
        ///   - path: The relative path, `/`-separated.
        ///   - language: The `.lproj` language, or `nil`.
        ///   - kind: What it holds.
        ///   - size: Its size in bytes.
        ///   - sha256: Its SHA-256 in lowercase hexadecimal.
        public init(path: String, language: String?, kind: Kind, size: Int, sha256: String) {
            self.path = path
            self.language = language
            self.kind = kind
            self.size = size
            self.sha256 = sha256
        }
    }

    /// The manifest format's version (``supportedFormatVersion`` when written by this Guidebook).
    public var formatVersion: Int
    /// The content's version, as the writer names it; by default derived from the files' hashes.
    public var contentVersion: String
    /// The oldest app version the content is meant for; an older app keeps what it has.
    public var minimumAppVersion: AppVersion?
    /// Every file of the set, sorted by path.
    public var files: [File]
    /// The prebuilt search indexes of the set's help books (kind ``Kind/searchIndex``), sorted by
    /// path. A separate member, so an app older than the index files ignores it; an app that
    /// reads them downloads and verifies them like ``files``, and builds an index from the book
    /// for any that is missing or refused.
    public var searchIndexes: [File] = []
    /// The publisher's counter, raised by every publish (`guidebook publish` writes the previous
    /// manifest's plus one): an app refuses a manifest with a lower sequence than the content it
    /// shows, so an older signed manifest cannot be replayed. `nil` in manifests written before
    /// signing existed.
    public var sequence: Int?
    /// When the manifest stops being accepted (`guidebook publish` writes 30 days after
    /// publishing): a server cannot keep an app on old content for ever. `nil` for no expiry.
    public var expires: Date?

    /// Creates a manifest.
    ///
    /// - Parameters:
    ///   - formatVersion: The format's version.
    ///   - contentVersion: The content's version.
    ///   - minimumAppVersion: The oldest app version the content is for, or `nil`.
    ///   - files: The files; kept sorted by path.
    ///   - sequence: The publisher's counter, or `nil`.
    ///   - expires: When the manifest stops being accepted, or `nil`.
    ///   - searchIndexes: The prebuilt search indexes; kept sorted by path.
    public init(
        formatVersion: Int = supportedFormatVersion, contentVersion: String, minimumAppVersion: AppVersion? = nil,
        files: [File], sequence: Int? = nil, expires: Date? = nil, searchIndexes: [File] = []
    ) {
        self.searchIndexes = searchIndexes.sorted { $0.path < $1.path }
        self.formatVersion = formatVersion
        self.contentVersion = contentVersion
        self.minimumAppVersion = minimumAppVersion
        self.files = files.sorted { $0.path < $1.path }
        self.sequence = sequence
        self.expires = expires.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded(.down)) }
    }

    /// The entry for `path`, if listed (in ``files`` or ``searchIndexes``).
    public func file(atPath path: String) -> File? {
        files.first { $0.path == path } ?? searchIndexes.first { $0.path == path }
    }

    /// ``files`` then ``searchIndexes``: everything a download fetches and verifies.
    public var allFiles: [File] { files + searchIndexes }

    /// The languages that have files, sorted.
    public var languages: [String] {
        Array(Set(files.compactMap(\.language))).sorted()
    }
}
