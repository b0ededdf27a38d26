/// Collects one field's occurrences, then lays them out term by term.
struct FieldBuilder {
    let field: SearchField
    private var occurrenceTerms: [UInt32] = []
    private var occurrenceDocuments: [UInt32] = []
    /// Per article, the field's length in words (stop words and compounds' wholes not counted).
    private(set) var lengths: [UInt32] = []
    private var tokens = FieldTokens()

    init(field: SearchField) { self.field = field }

    mutating func add(text: String, document: UInt32, vocabulary: inout VocabularyBuilder) {
        let found = SearchTokenizer.tokens(in: text)
        let utf8 = text.utf8
        var length: UInt32 = 0
        var lowerIndex = utf8.startIndex
        var lowerOffset = 0
        for token in found {
            // Tokens come in ascending order (a compound's whole steps back to its first part).
            if token.start < lowerOffset {
                lowerIndex = utf8.startIndex
                lowerOffset = 0
            }
            let start = utf8.index(lowerIndex, offsetBy: token.start - lowerOffset)
            let end = utf8.index(start, offsetBy: token.end - token.start)
            lowerIndex = start
            lowerOffset = token.start
            let term = vocabulary.intern(Substring(utf8[start..<end]))
            if field.keepsRanges {
                tokens.tokenOffsets.append(UInt32(token.start))
                tokens.tokenLengths.append(UInt16(clamping: token.end - token.start))
                tokens.tokenTerms.append(term)
            }
            guard !vocabulary.isStop[Int(term)] else { continue }
            occurrenceTerms.append(term)
            occurrenceDocuments.append(document)
            if !token.isCompound { length += 1 }
        }
        lengths.append(length)
        if field.keepsRanges { tokens.tokenStarts.append(UInt32(tokens.tokenTerms.count)) }
    }

    /// The field's tokens, stop words marked with `stopTerm`.
    func tokens(stopTerm: UInt32, isStop: [Bool]) -> FieldTokens {
        var tokens = tokens
        for (index, term) in tokens.tokenTerms.enumerated() where isStop[Int(term)] {
            tokens.tokenTerms[index] = stopTerm
        }
        if stopTerm <= UInt16.max {
            tokens.compactTokenTerms = tokens.tokenTerms.map { UInt16(truncatingIfNeeded: $0) }
            tokens.tokenTerms = []
        }
        return tokens
    }

    func finish(termCount: Int) -> FieldPostings {
        var postings = FieldPostings()
        // Counting sort by term; stable, so documents stay ascending.
        var counts = [Int](repeating: 0, count: termCount + 1)
        for term in occurrenceTerms { counts[Int(term) + 1] += 1 }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var order = [Int](repeating: 0, count: occurrenceTerms.count)
        var next = counts
        for (occurrence, term) in occurrenceTerms.enumerated() {
            order[next[Int(term)]] = occurrence
            next[Int(term)] += 1
        }
        postings.termStarts.reserveCapacity(termCount + 1)
        for term in 0..<termCount {
            postings.termStarts.append(UInt32(postings.entryDocuments.count))
            var previousDocument: UInt32?
            for slot in counts[term]..<counts[term + 1] {
                let document = occurrenceDocuments[order[slot]]
                if document != previousDocument {
                    postings.entryDocuments.append(document)
                    postings.entryFrequencies.append(0)
                    previousDocument = document
                }
                postings.entryFrequencies[postings.entryFrequencies.count - 1] += 1
            }
        }
        postings.termStarts.append(UInt32(postings.entryDocuments.count))

        postings.normalizers = field.normalizers(lengths: lengths)
        return postings
    }
}

extension SearchField {
    /// Per article: the field's weight / (1 − b + b·len/avglen), for articles of `lengths` (the
    /// build and a read index file both compute them here, so the impacts agree to the bit).
    func normalizers(lengths: [UInt32]) -> [Float] {
        let average = lengths.isEmpty ? 1 : max(1, Float(lengths.reduce(0) { $0 + Int($1) }) / Float(lengths.count))
        let b = lengthNormalization
        return lengths.map { weight / (1 - b + b * Float($0) / average) }
    }
}
