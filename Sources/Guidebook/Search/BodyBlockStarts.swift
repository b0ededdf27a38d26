import Foundation

/// Where each article's top-level blocks after the first start in its body as snippets show it
/// (`HelpSearchIndex.Storage.displayedBodies`), written to the index file so a snippet of an
/// index read from it makes its article's displayed body from the block its window starts in,
/// not from the body's first block.
///
/// A body read lazily (`HelpBody.lazyText`: plain text, or Markdown without a link) has, besides,
/// its blocks' sources: per block, where in the text it was read from the block's displayed text
/// lies as it is, and how long it is (0 for a block shown otherwise: with markup, wrapped lines or
/// runs of white space), so a snippet slices such a block from the text without reading the
/// text before it. A body that keeps its blocks has none.
struct BodyBlockStarts: Sendable {
    /// `values[runs[d]..<runs[d + 1]]` are article `d`'s starts, of its second block first.
    var runs: [UInt32] = [0]
    var values: [UInt32] = []
    /// `sources[sourceRuns[d]..<sourceRuns[d + 1]]` are article `d`'s blocks' sources, two
    /// values a block (where in the text, how many bytes), of its first block first.
    var sourceRuns: [UInt32] = [0]
    var sources: [UInt32] = []

    init(runs: [UInt32], values: [UInt32], sourceRuns: [UInt32], sources: [UInt32]) {
        self.runs = runs
        self.values = values
        self.sourceRuns = sourceRuns
        self.sources = sources
    }

    /// The starts of every article of `book`, in the index's order of articles.
    init(book: HelpBook) {
        var prefix = DisplayedBodyPrefix()
        var starts: [Int] = []
        HelpSearchIndex.Storage.forEachArticle(in: book) { item, _, _ in
            // Every body has starts (a body read lazily from the blocks it is read into); one read
            // lazily has sources too.
            prefix.blockStarts(of: item.body, into: &starts)
            values += starts.map { UInt32(clamping: $0) }
            if let text = item.body.lazyText {
                Self.appendSources(
                    of: text, displayed: prefix.bytes, starts: starts, restarts: item.body.markdownRestarts(),
                    to: &sources)
            }
            runs.append(UInt32(clamping: values.count))
            sourceRuns.append(UInt32(clamping: sources.count))
        }
    }

    /// Appends to `sources`, per block of a body read lazily from `text` whose displayed text is
    /// `displayed` with its blocks after the first starting at `starts`, where the block's
    /// displayed text lies as it is in `text` and its length: looked for in order, each block
    /// after the one before it. A block not shown as it lies has length 0, and where it starts
    /// when that follows a blank line of Markdown (`restarts`), else 0: a snippet parses from there.
    private static func appendSources(
        of text: String, displayed: [UInt8], starts: [Int], restarts: [(block: Int, offset: Int)],
        to sources: inout [UInt32]
    ) {
        var restartOf: [Int: Int] = [:]
        for restart in restarts { restartOf[restart.block] = restart.offset }
        var copy = text
        copy.withUTF8 { source in
            displayed.withUnsafeBufferPointer { displayed in
                var from = 0
                for block in 0...starts.count {
                    let lower = block == 0 ? 0 : starts[block - 1]
                    // A block after which another starts ends before the one space their separator became.
                    let upper = block < starts.count ? starts[block] - 1 : displayed.count
                    let shown = UnsafeBufferPointer(rebasing: displayed[lower..<max(lower, upper)])
                    if let found = firstOccurrence(of: shown, in: source, from: from), found <= UInt32.max,
                        shown.count <= UInt32.max
                    {
                        sources += [UInt32(found), UInt32(shown.count)]
                        from = found + shown.count
                    } else {
                        sources += [UInt32(clamping: restartOf[block] ?? 0), 0]
                    }
                }
            }
        }
    }

    /// Where `needle` (not empty) first occurs in `haystack` at or after `from`.
    private static func firstOccurrence(
        of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int
    ) -> Int? {
        guard let first = needle.first, let base = haystack.baseAddress, let pattern = needle.baseAddress else {
            return nil
        }
        var offset = from
        while offset + needle.count <= haystack.count {
            guard let found = memchr(base + offset, Int32(first), haystack.count - offset - needle.count + 1) else {
                return nil
            }
            let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + position, pattern, needle.count) == 0 { return position }
            offset = position + 1
        }
        return nil
    }
}

/// `BodyBlockStarts` where they lie in an index file's bytes (the runs were checked to ascend
/// and cover the values when the file was opened; the values are checked where they are used).
struct MappedBlockStarts: Sendable {
    /// The byte offset of the runs: one more little-endian `UInt32` than the articles.
    var runsOffset: Int
    /// The byte offset of the values (little-endian `UInt32`s).
    var valuesOffset: Int
    /// The byte offsets of the sources' runs (one more `UInt32` than the articles) and values.
    var sourceRunsOffset: Int
    var sourcesOffset: Int

    /// The top-level block of article `document`'s displayed body that holds displayed offset
    /// `offset`, where the block starts, and where the block after it starts (`nil` for the
    /// last block): the last block starting at or before it (block 0, at 0, when none does).
    /// The start is never past `offset`, whatever the file says; the next start is the file's.
    func block(
        containing offset: Int, of document: Int, in bytes: UnsafeRawBufferPointer
    ) -> (block: Int, start: Int, next: Int?) {
        let first = Self.load(runsOffset + 4 * document, in: bytes)
        let end = Self.load(runsOffset + 4 * (document + 1), in: bytes)
        var found = (block: 0, start: 0, next: Int?.none)
        for index in first..<end {
            let start = Self.load(valuesOffset + 4 * index, in: bytes)
            guard start <= offset else {
                found.next = start
                break
            }
            found = (index - first + 1, start, nil)
        }
        return found
    }

    /// Where block `block` of article `document` (a body read lazily) lies as it is displayed
    /// in the text it was read from, and how many bytes; `nil` when the file gives none (a body
    /// that keeps its blocks, or no such block) or the block is shown otherwise (length 0). The
    /// values are the file's: a slice of the text with them must be clamped to it.
    func source(ofBlock block: Int, of document: Int, in bytes: UnsafeRawBufferPointer) -> (start: Int, count: Int)? {
        let first = Self.load(sourceRunsOffset + 4 * document, in: bytes)
        let end = Self.load(sourceRunsOffset + 4 * (document + 1), in: bytes)
        guard block < (end - first) / 2 else { return nil }
        let count = Self.load(sourcesOffset + 4 * (first + 2 * block + 1), in: bytes)
        guard count > 0 else { return nil }
        return (Self.load(sourcesOffset + 4 * (first + 2 * block), in: bytes), count)
    }

    /// Where block `block` of article `document` starts in its displayed text (0 for the first;
    /// `nil` past the file's starts) and where the file says it lies in its text (shown as it is
    /// or not; `nil` when the file gives no source for it): a block a snippet may parse from.
    func restart(ofBlock block: Int, of document: Int, in bytes: UnsafeRawBufferPointer) -> (start: Int, offset: Int)? {
        let first = Self.load(runsOffset + 4 * document, in: bytes)
        let end = Self.load(runsOffset + 4 * (document + 1), in: bytes)
        let sourceFirst = Self.load(sourceRunsOffset + 4 * document, in: bytes)
        let sourceEnd = Self.load(sourceRunsOffset + 4 * (document + 1), in: bytes)
        guard block >= 0, block <= end - first, block < (sourceEnd - sourceFirst) / 2 else { return nil }
        let start = block == 0 ? 0 : Self.load(valuesOffset + 4 * (first + block - 1), in: bytes)
        return (start, Self.load(sourcesOffset + 4 * (sourceFirst + 2 * block), in: bytes))
    }

    /// The number of blocks article `document`'s sources describe (0 for a body that keeps its blocks).
    func sourceBlockCount(of document: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        let first = Self.load(sourceRunsOffset + 4 * document, in: bytes)
        return (Self.load(sourceRunsOffset + 4 * (document + 1), in: bytes) - first) / 2
    }

    /// Reads article `document`'s first start (or where it would be) and returns it: what
    /// brings the run and the value into the cache (see `MappedFieldTokens.touch`).
    func touch(_ document: Int, in bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(bytes[valuesOffset + 4 * Self.load(runsOffset + 4 * document, in: bytes)])
            &+ UInt32(bytes[sourcesOffset + 4 * Self.load(sourceRunsOffset + 4 * document, in: bytes)])
    }

    private static func load(_ position: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
    }
}
