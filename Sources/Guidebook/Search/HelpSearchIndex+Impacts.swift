extension HelpSearchIndex.Storage {
    /// Merges the fields' postings into one list per term, weighting each field's
    /// frequency by its normalizer; with `codes`, also records each entry's frequencies per
    /// field there (what an index file stores instead of the impacts).
    static func mergeImpacts(
        _ fields: [FieldPostings], termCount: Int, codes: inout ImpactCodes?
    ) -> ([UInt32], [UInt32], [Float]) {
        var starts: [UInt32] = [0]
        var documents: [UInt32] = []
        var impacts: [Float] = []
        starts.reserveCapacity(termCount + 1)
        var entryFrequencies = [UInt32](repeating: 0, count: fields.count)
        for term in 0..<termCount {
            var cursors = fields.map { Int($0.termStarts[term]) }
            let ends = fields.map { Int($0.termStarts[term + 1]) }
            while true {
                var next = UInt32.max
                for (field, postings) in fields.enumerated() where cursors[field] < ends[field] {
                    next = min(next, postings.entryDocuments[cursors[field]])
                }
                guard next != UInt32.max else { break }
                var impact: Float = 0
                for (field, postings) in fields.enumerated()
                where cursors[field] < ends[field] && postings.entryDocuments[cursors[field]] == next {
                    let entry = cursors[field]
                    let frequency = Float(postings.entryFrequencies[entry])
                    impact += frequency * postings.normalizers[Int(next)]
                    entryFrequencies[field] = postings.entryFrequencies[entry]
                    cursors[field] += 1
                }
                codes?.append(entryFrequencies)
                for field in entryFrequencies.indices { entryFrequencies[field] = 0 }
                documents.append(next)
                impacts.append(impact)
            }
            starts.append(UInt32(documents.count))
        }
        return (starts, documents, impacts)
    }
}

/// Each impact entry's frequency per field and each article's field lengths: what an index
/// file stores instead of the impacts (about a byte per entry instead of four), and from
/// which reading recomputes them with the build's own arithmetic, so they agree to the bit.
struct ImpactCodes: Sendable {
    /// Per field (`SearchField` order), each article's length in words.
    var fieldLengths: [[UInt32]]
    /// Per entry: `field << 5 | frequency` when one field has the term 1–31 times (the usual
    /// case), else `0xFF` then each field's frequency as a LEB128 varint.
    var bytes: [UInt8] = []

    static let escape: UInt8 = 0xFF

    /// Appends an entry with `frequencies` (one per field).
    mutating func append(_ frequencies: [UInt32]) {
        var present = 0
        var only = 0
        for (field, frequency) in frequencies.enumerated() where frequency > 0 {
            present += 1
            only = field
        }
        if present == 1, frequencies[only] < 32 {
            bytes.append(UInt8(only << 5) | UInt8(frequencies[only]))
            return
        }
        bytes.append(Self.escape)
        for frequency in frequencies {
            var value = frequency
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
    }

    /// The impacts of the entries of the impact lists `starts` (one list per term of
    /// `termCount`, `documents` their articles), as `HelpSearchIndex.Storage.mergeImpacts`
    /// computes them, checking the lists on the way: they cover the entries in order, each
    /// ascends and names articles below `articleCount`, the codes describe exactly those entries
    /// and the lengths every article. Throws `fail(part)` for the first that does not hold.
    ///
    /// Every impact is finite and non-negative, so none is checked: a normalizer is
    /// `W / (1 − b + b·len/avg)` with `W` ≤ 3, `b` ≤ 0.75, `len` below 2³² and `avg` at least 1
    /// (`SearchField.normalizers(lengths:)`), so in (0, 12], and an impact is at most five
    /// frequencies below 2³² times one.
    func impacts(
        starts: [UInt32], documents: [UInt32], termCount: Int, articleCount: Int,
        _ fail: (String) -> HelpSearchIndexFileError
    ) throws(HelpSearchIndexFileError) -> [Float] {
        let fieldCount = SearchField.allCases.count
        guard fieldLengths.count == fieldCount, fieldLengths.allSatisfy({ $0.count == articleCount }) else {
            throw fail("the field lengths do not cover the articles")
        }
        guard starts.count == termCount + 1, starts.first == 0, starts.last.map(Int.init) == documents.count,
            zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
        else { throw fail("the impact lists do not cover the terms") }
        // One table, field after field: normalizers[field * articleCount + article].
        var normalizers: [Float] = []
        normalizers.reserveCapacity(fieldCount * articleCount)
        for field in SearchField.allCases { normalizers += field.normalizers(lengths: fieldLengths[field.rawValue]) }
        var impacts = [Float](repeating: 0, count: documents.count)
        let outcome = bytes.withUnsafeBufferPointer { bytes in
            documents.withUnsafeBufferPointer { documents in
                normalizers.withUnsafeBufferPointer { normalizers in
                    impacts.withUnsafeMutableBufferPointer { impacts in
                        Self.decode(
                            bytes, starts: starts, documents: documents, articleCount: articleCount,
                            normalizers: normalizers, into: impacts)
                    }
                }
            }
        }
        if let term = outcome.unorderedTerm { throw fail("the impact list of term \(term) is not in article order") }
        guard outcome.codesMatch else { throw fail("the impact codes do not match the impact lists") }
        return impacts
    }

    /// The loop of `impacts(starts:documents:termCount:articleCount:_:)` over the entries, once
    /// `starts` and the lengths are checked: the first term whose list does not ascend or names
    /// an article past the last, and whether the codes are exactly the entries'.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, starts: [UInt32], documents: UnsafeBufferPointer<UInt32>,
        articleCount: Int, normalizers: UnsafeBufferPointer<Float>, into impacts: UnsafeMutableBufferPointer<Float>
    ) -> (unorderedTerm: Int?, codesMatch: Bool) {
        let fieldCount = SearchField.allCases.count
        var frequencies = [UInt32](repeating: 0, count: fieldCount)
        var offset = 0
        for term in 0..<(starts.count - 1) {
            var next = 0  // the least article the term's next entry may name
            for entry in Int(starts[term])..<Int(starts[term + 1]) {
                let document = Int(documents[entry])
                guard document >= next, document < articleCount else { return (term, true) }
                next = document + 1
                guard offset < bytes.count else { return (nil, false) }
                let code = bytes[offset]
                offset += 1
                if code != escape {
                    let field = Int(code >> 5)
                    let frequency = code & 0x1F
                    guard field < fieldCount, frequency > 0 else { return (nil, false) }
                    // As `mergeImpacts`: 0 plus the one field's term.
                    var impact: Float = 0
                    impact += Float(frequency) * normalizers[field * articleCount + document]
                    impacts[entry] = impact
                    continue
                }
                for field in 0..<fieldCount {
                    var value: UInt32 = 0
                    var shift: UInt32 = 0
                    while true {
                        guard offset < bytes.count, shift < 32 else { return (nil, false) }
                        let byte = bytes[offset]
                        offset += 1
                        value |= UInt32(byte & 0x7F) << shift
                        shift += 7
                        if byte < 0x80 { break }
                    }
                    frequencies[field] = value
                }
                var impact: Float = 0
                for field in 0..<fieldCount where frequencies[field] > 0 {
                    impact += Float(frequencies[field]) * normalizers[field * articleCount + document]
                }
                impacts[entry] = impact
            }
        }
        return (nil, offset == bytes.count)
    }
}
