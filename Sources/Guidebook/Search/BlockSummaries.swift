/// Per-block summaries of the longest impact lists, for skipping blocks of articles that
/// cannot enter a query's top results.
///
/// Articles are grouped in blocks of `size` (64) in book order. For a summarized term and
/// block *b*: the largest impact of the term in the block (a bound on what the block's
/// articles get from the term), where the block's entries start in the term's impact list,
/// and a bit mask of the block's articles the term occurs in (to count the articles a
/// query word reaches across several terms).
struct BlockSummaries: Sendable {
    /// Articles per block: one bit each in a `UInt64` mask.
    static let size = 64
    static let shift = 6
    /// The number of blocks (articles / 64, rounded up).
    let blockCount: Int
    /// Per term, its row among the summaries, or −1 for terms without summaries.
    let termRows: [Int32]
    /// `maxima[row · blockCount + b]`: the term's largest impact in block *b* (0 when absent).
    let maxima: [Float]
    /// `entryStarts[row · (blockCount + 1) + b]`: the first entry of the term's impact list in
    /// block *b* or later; entry `blockCount` is the list's end.
    let entryStarts: [UInt32]
    /// `masks[row · blockCount + b]`: bit *i* set when article `b · 64 + i` has the term.
    let masks: [UInt64]

    init(impactStarts: [UInt32], documents: [UInt32], impacts: [Float], documentCount: Int, fraction: Int) {
        let blockCount = (documentCount + Self.size - 1) >> Self.shift
        self.blockCount = blockCount
        let termCount = impactStarts.count - 1
        var rows = [Int32](repeating: -1, count: termCount)
        var maxima: [Float] = []
        var entryStarts: [UInt32] = []
        var masks: [UInt64] = []
        var rowCount: Int32 = 0
        for term in 0..<termCount {
            let first = Int(impactStarts[term])
            let last = Int(impactStarts[term + 1])
            guard fraction > 0, last > first, (last - first) * fraction >= documentCount else { continue }
            rows[term] = rowCount
            rowCount += 1
            var entry = first
            for block in 0..<blockCount {
                entryStarts.append(UInt32(entry))
                var largest: Float = 0
                var mask: UInt64 = 0
                while entry < last, Int(documents[entry]) >> Self.shift == block {
                    largest = max(largest, impacts[entry])
                    mask |= 1 << UInt64(Int(documents[entry]) & (Self.size - 1))
                    entry += 1
                }
                maxima.append(largest)
                masks.append(mask)
            }
            entryStarts.append(UInt32(last))
        }
        termRows = rows
        self.maxima = maxima
        self.entryStarts = entryStarts
        self.masks = masks
    }

    var estimatedBytes: Int { 4 * (termRows.count + maxima.count + entryStarts.count) + 8 * masks.count }
}
