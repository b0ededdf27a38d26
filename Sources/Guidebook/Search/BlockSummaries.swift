/// Per-block summaries of the longest impact lists, for skipping blocks of articles that
/// cannot enter a query's top results.
///
/// Articles are grouped in blocks of `size` (64) in book order, and each block in
/// `groupsPerBlock` groups of `groupSize` (8). For a summarized term and block *b*: the
/// largest impact of the term in each group of the block (a bound on what the group's
/// articles get from the term), where the block's entries start in the term's impact list,
/// and a bit mask of the block's articles the term occurs in (to count the articles a query
/// word reaches across several terms, and the words an article can match). A term has one
/// entry per article, in article order, so the entries of group *g* start
/// `popcount(mask & (1 << 8g − 1))` after the block's.
struct BlockSummaries: Sendable {
    /// Articles per block: one bit each in a `UInt64` mask.
    static let size = 64
    static let shift = 6
    /// Articles per group, and groups per block (one byte of the block's mask each).
    static let groupSize = 8
    static let groupShift = 3
    static let groupsPerBlock = size / groupSize
    /// The number of blocks (articles / 64, rounded up).
    let blockCount: Int
    /// Per term, its row among the summaries, or −1 for terms without summaries.
    let termRows: [Int32]
    /// `groupMaxima[(row · blockCount + b) · 8 + g]`: the term's largest impact in group *g*
    /// of block *b* (0 when absent).
    let groupMaxima: [Float]
    /// `entryStarts[row · (blockCount + 1) + b]`: the first entry of the term's impact list in
    /// block *b* or later; entry `blockCount` is the list's end.
    let entryStarts: [UInt32]
    /// `masks[row · blockCount + b]`: bit *i* set when article `b · 64 + i` has the term.
    let masks: [UInt64]
    /// `blockMaxima[row · blockCount + b]`: the term's largest impact in block *b*.
    let blockMaxima: [Float]
    /// `blockOrder[row · blockCount ..< (row + 1) · blockCount]`: the blocks by their largest
    /// impact, largest first (then in book order), so a query of the term alone visits the
    /// most promising blocks first without bounding every block.
    let blockOrder: [UInt32]

    init(impactStarts: [UInt32], documents: [UInt32], impacts: [Float], documentCount: Int, fraction: Int) {
        let blockCount = (documentCount + Self.size - 1) >> Self.shift
        self.blockCount = blockCount
        let termCount = impactStarts.count - 1
        var rows = [Int32](repeating: -1, count: termCount)
        var groupMaxima: [Float] = []
        var entryStarts: [UInt32] = []
        var masks: [UInt64] = []
        var blockMaxima: [Float] = []
        var blockOrder: [UInt32] = []
        var rowCount: Int32 = 0
        for term in 0..<termCount {
            let first = Int(impactStarts[term])
            let last = Int(impactStarts[term + 1])
            guard fraction > 0, last > first, (last - first) * fraction >= documentCount else { continue }
            rows[term] = rowCount
            rowCount += 1
            let row = masks.count
            masks.append(contentsOf: repeatElement(0, count: blockCount))
            groupMaxima.append(contentsOf: repeatElement(0, count: blockCount * Self.groupsPerBlock))
            var nextBlock = 0
            for entry in first..<last {
                let document = Int(documents[entry])
                let block = document >> Self.shift
                while nextBlock <= block {
                    entryStarts.append(UInt32(entry))
                    nextBlock += 1
                }
                let impact = impacts[entry]
                masks[row + block] |= 1 << UInt64(document & (Self.size - 1))
                let group = row * Self.groupsPerBlock + (document >> Self.groupShift)
                groupMaxima[group] = max(groupMaxima[group], impact)
            }
            while nextBlock <= blockCount {
                entryStarts.append(UInt32(last))
                nextBlock += 1
            }
            let groups = (row * Self.groupsPerBlock)..<((row + blockCount) * Self.groupsPerBlock)
            let maxima = stride(from: groups.lowerBound, to: groups.upperBound, by: Self.groupsPerBlock).map {
                groupMaxima[$0..<($0 + Self.groupsPerBlock)].max() ?? 0
            }
            blockMaxima.append(contentsOf: maxima)
            blockOrder.append(
                contentsOf: (0..<blockCount).sorted { maxima[$0] != maxima[$1] ? maxima[$0] > maxima[$1] : $0 < $1 }
                    .map { UInt32($0) })
        }
        termRows = rows
        self.groupMaxima = groupMaxima
        self.entryStarts = entryStarts
        self.masks = masks
        self.blockMaxima = blockMaxima
        self.blockOrder = blockOrder
    }

    var estimatedBytes: Int {
        4 * (termRows.count + groupMaxima.count + entryStarts.count + blockMaxima.count + blockOrder.count)
            + 8 * masks.count
    }
}

extension BlockSummaries {
    /// The summaries as raw buffers, for the scoring loops.
    struct Buffers {
        var groupMaxima: UnsafeBufferPointer<Float>
        var entryStarts: UnsafeBufferPointer<UInt32>
        var masks: UnsafeBufferPointer<UInt64>
        var blockMaxima: UnsafeBufferPointer<Float>
        var blockOrder: UnsafeBufferPointer<UInt32>
    }

    /// Runs `body` with the summaries as raw buffers.
    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        groupMaxima.withUnsafeBufferPointer { groupMaxima in
            entryStarts.withUnsafeBufferPointer { entryStarts in
                masks.withUnsafeBufferPointer { masks in
                    blockMaxima.withUnsafeBufferPointer { blockMaxima in
                        blockOrder.withUnsafeBufferPointer { blockOrder in
                            body(
                                Buffers(
                                    groupMaxima: groupMaxima, entryStarts: entryStarts, masks: masks,
                                    blockMaxima: blockMaxima, blockOrder: blockOrder))
                        }
                    }
                }
            }
        }
    }
}
