/// What an index file records of the book it was made from, and what opening it checks.
///
/// For a book read from a file (``HelpBook/sourceHash``): the language and the hash of the
/// file's bytes (both files' for a translation that took the development language's ids),
/// taken as the file was read, so the check costs nothing more at opening. "The same book"
/// is then the same bytes: a file re-saved with other white space or key order is another
/// book, and its index is refused as stale (and built again) though its text is the same.
///
/// For a book made or changed in code (no source hash): a 64-bit hash (FNV-1a's start and
/// byte step, a multiply-shift mix per eight bytes) of everything a search index is built
/// from: each article's id, title, subtitle, keywords, body text, section and place in the
/// book, in book order, computed once per book value. The two kinds never agree: an index
/// made from a file is refused for the same book built in code, and the other way round.
///
/// A file whose fingerprint differs from the book's is stale and is refused (see
/// `HelpSearchIndex.init(fileData:book:)`). The body is hashed as the bytes of its plain
/// text without building that string.
struct SearchIndexFingerprint: Sendable, Equatable {
    private(set) var value: UInt64 = MultiplyShiftHash.basis

    /// The fingerprint of `book` as an index of `language` sees it.
    init(book: HelpBook, language: String?) {
        add(language ?? "")
        add(separator: 1)
        for section in book.sections {
            add(separator: 2)
            add(section.title)
            for item in section.items { add(item, depth: 0) }
        }
    }

    /// The fingerprint of `book` for `language`: from its source hash when it was read from a
    /// file, else computed once per book (and change of its sections) and kept with it, so
    /// opening an index file does not walk the book's text again: what ``HelpSearchIndex/fileData(for:language:)`` writes and
    /// ``HelpSearchIndex/init(fileData:book:language:file:)`` checks.
    ///
    /// - Complexity: O(1) for a book read from a file; for one made in code O(text) on the
    ///   first call, then O(1).
    static func of(_ book: HelpBook, language: String?) -> UInt64 {
        if let source = book.sourceHash {
            var fingerprint = SearchIndexFingerprint(value: source ^ 0x736F_7572_6365_2121)
            fingerprint.add(separator: 7)
            fingerprint.add(language ?? "")
            return fingerprint.value
        }
        return book.memoizedHash("search-index-fingerprint:" + (language ?? "")) {
            SearchIndexFingerprint(book: book, language: language).value
        }
    }

    /// A fingerprint read from a file.
    init(value: UInt64) { self.value = value }

    private mutating func add(_ item: HelpItem, depth: Int) {
        add(separator: 3)
        add(item.id)
        add(separator: 0)
        add(item.title)
        add(separator: 0)
        add(item.subtitle ?? "")
        for keyword in item.keywords {
            add(separator: 4)
            add(keyword)
        }
        add(separator: 5)
        item.body.forEachPlainTextChunk { add($0) }
        // The index stops at depth 64 too (see `HelpSearchIndex.Storage`).
        guard depth < 64 else { return }
        for child in item.children { add(child, depth: depth + 1) }
        add(separator: 6)
    }

    /// Eight bytes at a time (then the rest one by one), each step a multiply and a shift, so
    /// the fingerprint of a large book costs little next to reading its index.
    mutating func add(_ text: String) {
        var text = text
        let hash = text.withUTF8 { MultiplyShiftHash.absorb(UnsafeRawBufferPointer($0), from: 0, into: value) }
        value = MultiplyShiftHash.mix(hash ^ UInt64(text.utf8.count))
    }

    /// A byte no UTF-8 text has (0xF8–0xFF), so fields cannot run into each other.
    private mutating func add(separator: UInt8) {
        value = (value ^ UInt64(0xF8 | separator)) &* MultiplyShiftHash.prime
    }
}
