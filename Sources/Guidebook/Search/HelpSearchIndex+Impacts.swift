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

    /// The impacts of the entries for articles `documents` (each checked to be below the
    /// articles' count), as `HelpSearchIndex.Storage.mergeImpacts` computes them; `nil` when
    /// the codes do not describe exactly that many entries or the lengths not every article.
    func impacts(documents: [UInt32], articleCount: Int) -> [Float]? {
        let fieldCount = SearchField.allCases.count
        guard fieldLengths.count == fieldCount, fieldLengths.allSatisfy({ $0.count == articleCount }),
            documents.allSatisfy({ Int($0) < articleCount })
        else { return nil }
        let normalizers = SearchField.allCases.map { $0.normalizers(lengths: fieldLengths[$0.rawValue]) }
        var impacts = [Float](repeating: 0, count: documents.count)
        var frequencies = [UInt32](repeating: 0, count: fieldCount)
        var offset = 0
        for (entry, document) in documents.enumerated() {
            guard offset < bytes.count else { return nil }
            let code = bytes[offset]
            offset += 1
            var impact: Float = 0
            if code != Self.escape {
                let field = Int(code >> 5)
                let frequency = code & 0x1F
                guard field < fieldCount, frequency > 0 else { return nil }
                impact += Float(frequency) * normalizers[field][Int(document)]
            } else {
                for field in 0..<fieldCount {
                    var value: UInt32 = 0
                    var shift: UInt32 = 0
                    while true {
                        guard offset < bytes.count, shift < 32 else { return nil }
                        let byte = bytes[offset]
                        offset += 1
                        value |= UInt32(byte & 0x7F) << shift
                        shift += 7
                        if byte < 0x80 { break }
                    }
                    frequencies[field] = value
                }
                for field in 0..<fieldCount where frequencies[field] > 0 {
                    impact += Float(frequencies[field]) * normalizers[field][Int(document)]
                }
            }
            impacts[entry] = impact
        }
        return offset == bytes.count ? impacts : nil
    }
}
