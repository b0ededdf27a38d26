/// Per-article counts of query words in a block, as bit planes: bit *i* of plane *p* of
/// block *b* is bit *p* of the count of article `64b + i`. Adding a word's articles is a
/// carry chain over the planes, and the articles with at least *k* words come from one
/// pass over them, for all 64 articles at once.
struct WordCountPlanes {
    /// `planes[b · planeCount + p]`.
    let planes: UnsafeMutableBufferPointer<UInt64>
    let planeCount: Int

    /// Sets the count of each article in `articles` to one, and the others' to zero.
    @inline(__always)
    func set(_ articles: UInt64, block: Int) {
        let first = block &* planeCount
        planes[first] = articles
        for plane in 1..<planeCount { planes[first &+ plane] = 0 }
    }

    /// Adds one to the count of each article in `articles`.
    @inline(__always)
    func add(_ articles: UInt64, block: Int) {
        var carry = articles
        var slot = block &* planeCount
        while carry != 0 {
            let next = planes[slot] & carry
            planes[slot] ^= carry
            carry = next
            slot &+= 1
        }
    }

    /// The articles of `block` with a count of at least `minimum` (a bit-sliced comparison,
    /// highest plane first: still equal to `minimum`'s bits so far, or already greater).
    @inline(__always)
    func articles(withAtLeast minimum: Int, block: Int) -> UInt64 {
        guard minimum > 0 else { return .max }
        guard minimum < 1 << planeCount else { return 0 }
        var greater: UInt64 = 0
        var equal = UInt64.max
        for plane in stride(from: planeCount - 1, through: 0, by: -1) {
            let bits = planes[block &* planeCount &+ plane]
            if minimum & (1 << plane) != 0 {
                equal &= bits
            } else {
                greater |= equal & bits
            }
        }
        return greater | equal
    }

    /// The largest count in `block` (highest plane first: keep the articles with the bit
    /// when any has it).
    @inline(__always)
    func mostWords(block: Int) -> Int {
        var candidates = UInt64.max
        var most = 0
        for plane in stride(from: planeCount - 1, through: 0, by: -1) {
            let with = candidates & planes[block &* planeCount &+ plane]
            if with != 0 {
                candidates = with
                most |= 1 << plane
            }
        }
        return most
    }
}
