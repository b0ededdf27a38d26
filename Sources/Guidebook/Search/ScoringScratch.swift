/// Per-article and per-block arrays a query scores into. They are all zero between queries
/// (the per-article ones) or rewritten before use (the per-block ones), so a pool of them
/// (in `HelpSearchIndex.Storage`) saves allocating and clearing them every time.
///
/// The arrays are raw buffers, so the scoring loops index them without uniqueness or bounds
/// checks. That is safe because a scratch belongs to one query at a time: a query takes it
/// from the pool under the pool's lock (or makes a new one) and puts it back when done, and
/// never lets it escape. Per-article buffers hold `documentCount` entries (`touched` and
/// `reached` one more), `termWords` one per term plus one for stop words; `prepareBlocks`
/// grows the per-block ones before `scoreByBlocks` uses them.
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

    /// For `scoreByBlocks`, per group of 8 articles: the bound of the score; per block: bit planes of how many query
    /// words each article has (`planes[p · blockCount + b]`, bit *i*: bit *p* of article
    /// `64b + i`'s count); summaries of the query's terms without stored ones (as
    /// `BlockSummaries` lays them out, one row per term); and the blocks left to visit.
    private(set) var groupBounds = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    private(set) var planes = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)
    private(set) var localGroupMaxima = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    private(set) var localMasks = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)
    private(set) var localStarts = UnsafeMutableBufferPointer<UInt32>(start: nil, count: 0)
    private(set) var blockOrder = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)
    private(set) var chunkMaxima = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)

    init(documentCount: Int, termCount: Int) {
        wordScores = Self.zeroed(documentCount)
        // One spare slot: the branch-free appends write one past the last counted entry.
        touched = Self.zeroed(documentCount + 1)
        totals = Self.zeroed(documentCount)
        wordCounts = Self.zeroed(documentCount)
        reached = Self.zeroed(documentCount + 1)
        termWords = Self.zeroed(termCount + 1)
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
        Self.free(localGroupMaxima)
        Self.free(localMasks)
        Self.free(localStarts)
    }

    /// Grows the block arrays for `blockCount` blocks and `localTerms` computed summaries.
    func prepareBlocks(blockCount: Int, localTerms: Int) {
        if planes.count < Self.planeCount * blockCount {
            Self.replace(&groupBounds, count: blockCount * BlockSummaries.groupsPerBlock)
            Self.replace(&blockOrder, count: blockCount)
            Self.replace(&chunkMaxima, count: (blockCount + BlockQueue.chunkSize - 1) / BlockQueue.chunkSize)
            Self.replace(&planes, count: Self.planeCount * blockCount)
        }
        if localMasks.count < localTerms * blockCount {
            Self.replace(&localGroupMaxima, count: localTerms * blockCount * BlockSummaries.groupsPerBlock)
            Self.replace(&localMasks, count: localTerms * blockCount)
            Self.replace(&localStarts, count: localTerms * (blockCount + 1))
        }
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
