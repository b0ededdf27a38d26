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
        let summarized = (0..<termCount).filter { term in
            let length = Int(impactStarts[term + 1] - impactStarts[term])
            return fraction > 0 && length > 0 && length * fraction >= documentCount
        }
        var rows = [Int32](repeating: -1, count: termCount)
        for (row, term) in summarized.enumerated() { rows[term] = Int32(row) }
        var masks = [UInt64](repeating: 0, count: summarized.count * blockCount)
        var groupMaxima = [Float](repeating: 0, count: summarized.count * blockCount * Self.groupsPerBlock)
        var entryStarts = [UInt32](repeating: 0, count: summarized.count * (blockCount + 1))
        documents.withUnsafeBufferPointer { documents in
            impacts.withUnsafeBufferPointer { impacts in
                masks.withUnsafeMutableBufferPointer { masks in
                    groupMaxima.withUnsafeMutableBufferPointer { groupMaxima in
                        entryStarts.withUnsafeMutableBufferPointer { entryStarts in
                            for (row, term) in summarized.enumerated() {
                                Self.summarize(
                                    Int(impactStarts[term])..<Int(impactStarts[term + 1]), documents: documents,
                                    impacts: impacts, masks: masks.row(row, blockCount),
                                    groupMaxima: groupMaxima.row(row, blockCount * Self.groupsPerBlock),
                                    starts: entryStarts.row(row, blockCount + 1))
                            }
                        }
                    }
                }
            }
        }
        var blockMaxima: [Float] = []
        var blockOrder: [UInt32] = []
        for row in summarized.indices {
            let first = row * blockCount * Self.groupsPerBlock
            let maxima = (0..<blockCount).map { block in
                let start = first + block * Self.groupsPerBlock
                return groupMaxima[start..<(start + Self.groupsPerBlock)].max() ?? 0
            }
            blockMaxima.append(contentsOf: maxima)
            // Largest first, then in book order: one sort of integers (a non-negative float's
            // bits order as the float does), not of blocks through a closure over the maxima.
            var keys = maxima.enumerated().map { block, maximum in
                UInt64(UInt32.max - (maximum > 0 ? maximum.bitPattern : 0)) << 32 | UInt64(block)
            }
            keys.sort()
            blockOrder.append(contentsOf: keys.map { UInt32(truncatingIfNeeded: $0) })
        }
        termRows = rows
        self.groupMaxima = groupMaxima
        self.entryStarts = entryStarts
        self.masks = masks
        self.blockMaxima = blockMaxima
        self.blockOrder = blockOrder
    }

    /// Writes the summaries of one term's impact list, `entries` of `documents`/`impacts`
    /// (articles ascending), into one row: `masks` (one per block) and `groupMaxima` (one per
    /// group), both cleared first, and `starts` (one per block and one for the end). The
    /// stored summaries and those a query computes for its other terms come from this loop.
    static func summarize(
        _ entries: Range<Int>, documents: UnsafeBufferPointer<UInt32>, impacts: UnsafeBufferPointer<Float>,
        masks: UnsafeMutableBufferPointer<UInt64>, groupMaxima: UnsafeMutableBufferPointer<Float>,
        starts: UnsafeMutableBufferPointer<UInt32>
    ) {
        masks.update(repeating: 0)
        groupMaxima.update(repeating: 0)
        var nextBlock = 0
        for entry in entries {
            let document = Int(documents[entry])
            let block = document >> shift
            while nextBlock <= block {
                starts[nextBlock] = UInt32(entry)
                nextBlock += 1
            }
            masks[block] |= 1 << UInt64(document & (size - 1))
            let group = document >> groupShift
            groupMaxima[group] = max(groupMaxima[group], impacts[entry])
        }
        while nextBlock <= masks.count {
            starts[nextBlock] = UInt32(entries.upperBound)
            nextBlock += 1
        }
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

extension UnsafeBufferPointer {
    /// Row `row` of a table of rows of `width` elements.
    @inline(__always)
    func row(_ row: Int, _ width: Int) -> UnsafeBufferPointer {
        UnsafeBufferPointer(rebasing: self[(row * width)..<((row + 1) * width)])
    }
}

extension UnsafeMutableBufferPointer {
    /// Row `row` of a table of rows of `width` elements.
    @inline(__always)
    func row(_ row: Int, _ width: Int) -> UnsafeMutableBufferPointer {
        UnsafeMutableBufferPointer(rebasing: self[(row * width)..<((row + 1) * width)])
    }
}
