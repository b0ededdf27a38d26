/// The start of an article's body as snippets show it (see
/// `HelpSearchIndex.Storage.displayedBodies`: each run of white space one space), made from
/// the book's body only as far as a snippet's window needs it: an index read from its file
/// keeps no bodies, and a snippet shows a few dozen words of a body of any length. The bytes
/// keep their capacity from one result to the next.
struct DisplayedBodyPrefix {
    /// The displayed text's first bytes: at least as many as asked for, or all of them.
    private(set) var bytes: [UInt8] = []
    /// Whether `bytes` is the whole displayed text (when `false`, it may still be).
    private(set) var isComplete = false

    /// Makes the displayed text of `body` until it has at least `count` bytes (all of it when
    /// it is shorter): the plain text's pieces are read in order and the reading stops there,
    /// so nothing after it is built or copied. The bytes made are those of the whole displayed
    /// text (`count` may end them inside a scalar).
    ///
    /// - Complexity: O(`count`) plus the pieces of the body before it (and, for a body read
    ///   lazily, building its blocks).
    mutating func make(from body: HelpBody, through count: Int) {
        bytes.removeAll(keepingCapacity: true)
        isComplete = body.forEachPlainTextPiece { piece in
            if let goesOn = piece.utf8.withContiguousStorageIfAvailable({ append($0, until: count) }) {
                return goesOn
            }
            var copy = piece
            return copy.withUTF8 { append($0, until: count) }
        }
    }

    /// Appends `text` with its white space collapsed, continuing any run the bytes end in,
    /// until the bytes reach `limit`; returns whether they are still short of it.
    private mutating func append(_ text: UnsafeBufferPointer<UInt8>, until limit: Int) -> Bool {
        typealias Storage = HelpSearchIndex.Storage
        var offset = 0
        while offset < text.count {
            guard bytes.count < limit else { return false }
            if Storage.isSpace(text[offset]) {
                // A run becomes one space, also when it began in an earlier piece.
                if bytes.last != 0x20 { bytes.append(0x20) }
                offset += 1
                continue
            }
            // Bytes kept as they are (a control character that is not white space among them),
            // up to the next run of white space to collapse.
            // Looked for only as far as the limit: the bytes stop there whatever follows.
            let stop = min(text.count, offset + (limit - bytes.count))
            let end =
                Storage.nextRunCandidate(in: UnsafeBufferPointer(rebasing: text[..<stop]), from: offset + 1) ?? stop
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[offset..<end]))
            offset = end
        }
        return bytes.count < limit
    }
}
