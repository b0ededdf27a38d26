/// Block keys to visit, largest first. Few of them are visited (the rest cannot pass the
/// results by then), so instead of sorting or heaping them all, the keys sit in chunks of
/// 16 with each chunk's largest key: taking the largest is a scan of the chunk maxima and
/// of one chunk. Keys are never zero (a key's words are at least 1); a taken key becomes 0.
struct BlockQueue {
    static let chunkSize = 16
    private let keys: UnsafeMutableBufferPointer<UInt64>
    private let chunkMaxima: UnsafeMutableBufferPointer<UInt64>
    private var count = 0
    private var chunkCount = 0

    /// - Parameters:
    ///   - keys: Room for every key.
    ///   - chunkMaxima: Room for one per 16 keys, rounded up.
    init(keys: UnsafeMutableBufferPointer<UInt64>, chunkMaxima: UnsafeMutableBufferPointer<UInt64>) {
        self.keys = keys
        self.chunkMaxima = chunkMaxima
    }

    /// Adds a key; call `prepare` once all are added.
    @inline(__always)
    mutating func append(_ key: UInt64) {
        precondition(count < keys.count && key != 0)
        keys[count] = key
        count &+= 1
    }

    /// Computes the chunk maxima.
    mutating func prepare() {
        chunkCount = (count + Self.chunkSize - 1) / Self.chunkSize
        precondition(chunkCount <= chunkMaxima.count)
        for chunk in 0..<chunkCount { updateMaximum(of: chunk) }
    }

    /// Removes and returns the largest key when `isTaken` accepts it; nil when none is left
    /// or `isTaken` refuses the largest.
    mutating func removeLargest(where isTaken: (UInt64) -> Bool) -> UInt64? {
        var bestChunk = 0
        var best: UInt64 = 0
        for chunk in 0..<chunkCount where chunkMaxima[chunk] > best {
            best = chunkMaxima[chunk]
            bestChunk = chunk
        }
        guard best != 0, isTaken(best) else { return nil }
        let start = bestChunk &* Self.chunkSize
        for slot in start..<min(start &+ Self.chunkSize, count) where keys[slot] == best {
            keys[slot] = 0
            break
        }
        updateMaximum(of: bestChunk)
        return best
    }

    private func updateMaximum(of chunk: Int) {
        let start = chunk &* Self.chunkSize
        var largest: UInt64 = 0
        for slot in start..<min(start &+ Self.chunkSize, count) { largest = max(largest, keys[slot]) }
        chunkMaxima[chunk] = largest
    }
}
