/// Per-article and per-block arrays a query scores into. They are all zero between queries
/// (the per-article ones) or rewritten before use (the per-block ones), so a pool of them
/// (in `HelpSearchIndex.Storage`) saves allocating and clearing them every time.
///
/// The arrays are raw buffers, so the scoring loops index them without uniqueness or bounds
/// checks. That is safe because a scratch belongs to one query at a time: a query takes it
/// from the pool under the pool's lock (or makes a new one) and puts it back when done, and
/// never lets it escape. Per-article buffers hold `documentCount` entries (`touched` and
/// `reached` one more), `termWords` one per term plus one for stop words, the per-block ones
/// one entry (or group, or plane) per block of the same articles; `localSummaries` grows the
/// rows of computed summaries before `scoreByBlocks` uses them.
final class ScoringScratch: @unchecked Sendable {
    /// How many idle scratches an index keeps (about one per concurrent searcher).
    static let poolSize = 4
    /// Planes of the per-article count of query words (up to 16 words: 5 bits).
    static let planeCount = 5

    /// The current query word's pseudo-frequency per article.
    let wordScores: UnsafeMutableBufferPointer<Float>
    /// The articles the current word reached, in order (first `count` slots used).
    let touched: UnsafeMutableBufferPointer<UInt32>
    /// The score so far per article.
    let totals: UnsafeMutableBufferPointer<Float>
    /// How many query words each article matched.
    let wordCounts: UnsafeMutableBufferPointer<UInt8>
    /// The articles any word reached (first `count` slots used).
    let reached: UnsafeMutableBufferPointer<UInt32>
    /// Per term (and one for stop words), the query words it matched, one bit per word.
    let termWords: UnsafeMutableBufferPointer<UInt16>

    /// For `scoreByBlocks`, per group of 8 articles: the bound of the score; per block: bit
    /// planes of how many query words each article has (`planes[b · planeCount + p]`, bit
    /// *i*: bit *p* of article `64b + i`'s count), and the blocks left to visit with their
    /// chunk maxima (`BlockQueue`).
    let groupBounds: UnsafeMutableBufferPointer<Float>
    let planes: UnsafeMutableBufferPointer<UInt64>
    let blockOrder: UnsafeMutableBufferPointer<UInt64>
    let chunkMaxima: UnsafeMutableBufferPointer<UInt64>
    /// What the reads of the winners' token bytes ahead of their results found (see
    /// `HelpSearchIndex.Storage.results`): kept, so the reads are not optimized away.
    var touchedSum: UInt32 = 0
    /// The buffers `results` decodes each winner's tokens into from an index file, kept from
    /// query to query: `results` takes them and puts them back (one access each way).
    var resultTokens: ResultTokens? = ResultTokens()
    /// The bytes `results` makes a winner's displayed body in (an index read from its file),
    /// kept from query to query with their capacity: `results` swaps them out and back.
    var displayedText = DisplayedBodyPrefix()
    /// Summaries of the query's terms without stored ones (as `BlockSummaries` lays them
    /// out, one row per term), grown by `localSummaries(terms:blockCount:)`.
    private var local = LocalSummaries(
        groupMaxima: .init(start: nil, count: 0), masks: .init(start: nil, count: 0),
        starts: .init(start: nil, count: 0))

    /// Rows of computed summaries.
    struct LocalSummaries {
        var groupMaxima: UnsafeMutableBufferPointer<Float>
        var masks: UnsafeMutableBufferPointer<UInt64>
        var starts: UnsafeMutableBufferPointer<UInt32>
    }

    init(documentCount: Int, termCount: Int) {
        wordScores = Self.zeroed(documentCount)
        // One spare slot: the branch-free appends write one past the last counted entry.
        touched = Self.zeroed(documentCount + 1)
        totals = Self.zeroed(documentCount)
        wordCounts = Self.zeroed(documentCount)
        reached = Self.zeroed(documentCount + 1)
        termWords = Self.zeroed(termCount + 1)
        let blockCount = (documentCount + BlockSummaries.size - 1) >> BlockSummaries.shift
        groupBounds = Self.zeroed(blockCount * BlockSummaries.groupsPerBlock)
        planes = Self.zeroed(Self.planeCount * blockCount)
        blockOrder = Self.zeroed(blockCount)
        chunkMaxima = Self.zeroed((blockCount + BlockQueue.chunkSize - 1) / BlockQueue.chunkSize)
    }

    deinit {
        Self.free(wordScores)
        Self.free(touched)
        Self.free(totals)
        Self.free(wordCounts)
        Self.free(reached)
        Self.free(termWords)
        Self.free(groupBounds)
        Self.free(blockOrder)
        Self.free(chunkMaxima)
        Self.free(planes)
        Self.free(local.groupMaxima)
        Self.free(local.masks)
        Self.free(local.starts)
    }

    /// Room for the summaries of `terms` terms over `blockCount` blocks (grown when needed).
    func localSummaries(terms: Int, blockCount: Int) -> LocalSummaries {
        if local.masks.count < terms * blockCount {
            Self.replace(&local.groupMaxima, count: terms * blockCount * BlockSummaries.groupsPerBlock)
            Self.replace(&local.masks, count: terms * blockCount)
            Self.replace(&local.starts, count: terms * (blockCount + 1))
        }
        return local
    }

    private static func zeroed<Element: BitwiseCopyable>(_ count: Int) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: count)
        UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
        return buffer
    }

    private static func replace<Element: BitwiseCopyable>(
        _ buffer: inout UnsafeMutableBufferPointer<Element>, count: Int
    ) {
        free(buffer)
        buffer = zeroed(count)
    }

    private static func free<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        buffer.baseAddress?.deallocate()
    }
}
