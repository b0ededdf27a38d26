/// Where each article's top-level blocks after the first start in its body as snippets show it
/// (`HelpSearchIndex.Storage.displayedBodies`), written to the index file so a snippet of an
/// index read from it makes its article's displayed body from the block its window starts in,
/// not from the body's first block. Only bodies that keep their blocks
/// (`HelpBody.storedBlockCount`) have starts: another body is read from its start.
struct BodyBlockStarts: Sendable {
    /// `values[runs[d]..<runs[d + 1]]` are article `d`'s starts, of its second block first.
    var runs: [UInt32] = [0]
    var values: [UInt32] = []

    init(runs: [UInt32], values: [UInt32]) {
        self.runs = runs
        self.values = values
    }

    /// The starts of every article of `book`, in the index's order of articles.
    init(book: HelpBook) {
        var prefix = DisplayedBodyPrefix()
        var starts: [Int] = []
        HelpSearchIndex.Storage.forEachArticle(in: book) { item, _, _ in
            if item.body.storedBlockCount != nil {
                prefix.blockStarts(of: item.body, into: &starts)
                values += starts.map { UInt32(clamping: $0) }
            }
            runs.append(UInt32(clamping: values.count))
        }
    }
}

/// `BodyBlockStarts` where they lie in an index file's bytes (the runs were checked to ascend
/// and cover the values when the file was opened; the values are checked where they are used).
struct MappedBlockStarts: Sendable {
    /// The byte offset of the runs: one more little-endian `UInt32` than the articles.
    var runsOffset: Int
    /// The byte offset of the values (little-endian `UInt32`s).
    var valuesOffset: Int

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

    /// Reads article `document`'s first start (or where it would be) and returns it: what
    /// brings the run and the value into the cache (see `MappedFieldTokens.touch`).
    func touch(_ document: Int, in bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(bytes[valuesOffset + 4 * Self.load(runsOffset + 4 * document, in: bytes)])
    }

    private static func load(_ position: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
    }
}
