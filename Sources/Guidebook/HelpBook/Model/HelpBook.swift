@_spi(Locking) import GuidebookParsing

/// An in-app help book: sections of items, each item an article that may have
/// children of any depth (the seed's chained `MenuItem`).
///
/// A book is a value: copying it is cheap, and it is `Sendable`, `Codable` and
/// `Hashable`. It keeps an index from item id to path, built on the first lookup after
/// `sections` changes, so ``item(withID:)`` and ``path(of:)`` are O(1) after that.
/// Equality compares language and content; where items stand in their file is ignored.
///
/// ```swift
/// let book = try HelpBook(contentsOf: url)   // legacy HelpList.plist or v2
/// book.numberOfSections                      // table sections
/// book.sections[0].title                     // header
/// book.sections[0].items[2].children         // one level down
/// book.item(forLink: "guidebook://help/editing/undo")
/// ```
public struct HelpBook: Sendable, Hashable, Codable {
    /// The sections, in file order.
    public var sections: [HelpSection] {
        didSet { indexCache = IndexCache() }
    }
    /// The language the content is written in (`en`, `de`), when known.
    public var language: String?
    /// The id index, built on first use and shared by copies until `sections` changes.
    private var indexCache = IndexCache()

    /// A 64-bit hash of the bytes the book was read from (``HelpBookDocument/init(data:file:limits:)``
    /// takes it as it reads them), combined with the development language's for a translation
    /// that took its ids (`HelpBookDocument.adoptIDs(from:)`); `nil` for a book made in code,
    /// and dropped by any change of ``sections``.
    ///
    /// A search index file records it (see `SearchIndexFingerprint`), so opening the index of
    /// a freshly read book checks it without walking the book's text. Setting it starts a
    /// fresh id index.
    var sourceHash: UInt64? {
        get { indexCache.sourceHash }
        set { indexCache = IndexCache(sourceHash: newValue) }
    }

    /// Creates a book.
    ///
    /// - Complexity: O(1); the id index is built on the first lookup, in O(n).
    public init(sections: [HelpSection], language: String? = nil) {
        self.sections = sections
        self.language = language
    }

    /// Item id → path; the first item wins when ids repeat (validation reports the rest).
    ///
    /// - Complexity: O(n) on the first use after a change of `sections`, then O(1).
    var index: IDIndex {
        indexCache.storage.withLock { cached in
            if let cached { return cached }
            let built = IDIndex(sections)
            cached = built
            return built
        }
    }

    private enum CodingKeys: String, CodingKey {
        case sections, language
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sections: try container.decode([HelpSection].self, forKey: .sections),
            language: try container.decodeIfPresent(String.self, forKey: .language))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sections, forKey: .sections)
        try container.encodeIfPresent(language, forKey: .language)
    }

    public static func == (lhs: HelpBook, rhs: HelpBook) -> Bool {
        lhs.language == rhs.language && lhs.sections == rhs.sections
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(sections)
    }
}

extension HelpBook {
    /// A lazily built index behind a lock, so books stay `Sendable` values; a change of
    /// `sections` swaps in a fresh cache, copies keep sharing theirs.
    final class IndexCache: Sendable {
        let storage = Locked<IDIndex?>(nil)
        /// Hashes of the content by key (a search index's fingerprint per language).
        let hashes = Locked<[String: UInt64]>([:])
        /// The hash of the bytes the book was read from (``HelpBook/sourceHash``).
        let sourceHash: UInt64?

        init(sourceHash: UInt64? = nil) { self.sourceHash = sourceHash }
    }

    /// A hash of the content (a search index's fingerprint), computed once per `key` and
    /// change of `sections`, and shared by copies: opening an index checks the fingerprint
    /// of the book it was made from without walking the book's text again.
    ///
    /// - Complexity: `compute`'s cost on the first call after a change of `sections`, then O(1).
    func memoizedHash(_ key: String, _ compute: () -> UInt64) -> UInt64 {
        if let known = indexCache.hashes.withLock({ $0[key] }) { return known }
        let computed = compute()
        indexCache.hashes.withLock { $0[key] = computed }
        return computed
    }

    /// Item id → path, built once per change of `sections`.
    struct IDIndex: Sendable {
        var paths: [String: Path] = [:]
        var sectionByID: [String: Int] = [:]

        init(_ sections: [HelpSection]) {
            for (sectionIndex, section) in sections.enumerated() {
                if sectionByID[section.id] == nil { sectionByID[section.id] = sectionIndex }
                var stack: [(item: HelpItem, path: [Int])] = section.items.enumerated().reversed().map {
                    ($0.element, [sectionIndex, $0.offset])
                }
                // Depth-first in file order, without recursion: depth is bounded by the
                // decoders, but books built in code may be deeper.
                while let (item, path) = stack.popLast() {
                    if paths[item.id] == nil { paths[item.id] = Path(path) }
                    for (row, child) in item.children.enumerated().reversed() {
                        stack.append((child, path + [row]))
                    }
                }
            }
        }
    }
}
