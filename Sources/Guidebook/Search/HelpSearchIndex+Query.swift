extension HelpSearchIndex {
    /// The articles matching `query`, best first, with highlights and snippets.
    ///
    /// Words are matched whole, by stem, by typo (1 edit from 4 letters, 2 from 8) and —
    /// for the last word, unless the query ends with a space — by prefix, so results
    /// follow the user's typing. Stop words are ignored unless the query has nothing
    /// else. A query with no words (empty, punctuation, emoji) finds nothing.
    ///
    /// ```swift
    /// index.search("straße")        // also finds "Strasse" and "STRASSE"
    /// index.search("sett", limit: 5) // search as you type: "Settings", "Setting up"
    /// ```
    ///
    /// - Parameters:
    ///   - query: What the user typed. Only its first 16 distinct words count.
    ///   - limit: The most results to return.
    /// - Returns: Up to `limit` results ordered by words matched, score, then book order.
    /// - Complexity: O(p + k·s) where p is the number of postings of the matched terms,
    ///   k is `limit` and s the snippet window; independent of the book's size otherwise.
    public func search(_ query: String, limit: Int = 20) -> [HelpSearchResult] {
        search(query, limit: limit, strategy: .pruned)
    }

    /// `search(_:limit:)` with a chosen scoring strategy: `.exhaustive` scores every article
    /// the query reaches (the reference the tests compare the pruned scoring with).
    func search(_ query: String, limit: Int, strategy: ScoringStrategy) -> [HelpSearchResult] {
        let storage = storage
        let words = QueryWords(query, rules: storage.rules)
        guard !words.words.isEmpty, limit > 0, !storage.articles.isEmpty else { return [] }
        var candidates: [[TermMatch]] = []
        candidates.reserveCapacity(words.words.count)
        for (index, word) in words.words.enumerated() {
            let allowsPrefix = words.lastIsPrefix && index == words.words.count - 1
            candidates.append(storage.candidates(for: word, allowsPrefix: allowsPrefix))
        }
        return storage.rank(candidates: candidates, limit: limit, strategy: strategy)
    }
}

/// The folded words of a query.
struct QueryWords {
    var words: [String] = []
    /// Whether the last word may still be growing (no separator typed after it).
    var lastIsPrefix = false

    static let maximumWords = 16

    init(_ query: String, rules: SearchFolding.Rules) {
        // Bound the work for very long input: words beyond the first few hundred cannot matter.
        let text = query.utf8.count > 4096 ? String(decoding: query.utf8.prefix(4096), as: UTF8.self) : query
        var all: [String] = []
        var lastEnd = -1
        let utf8 = text.utf8
        SearchTokenizer.forEachToken(in: text) { token in
            lastEnd = token.end
            guard !token.isCompound, all.count < Self.maximumWords else { return }
            let start = utf8.index(utf8.startIndex, offsetBy: token.start)
            let end = utf8.index(start, offsetBy: token.end - token.start)
            let folded = SearchFolding.fold(Substring(utf8[start..<end]))
            // At most 16 words: a linear scan is cheaper than hashing into a set (same `==`).
            guard !folded.isEmpty, !all.contains(folded) else { return }
            all.append(folded)
        }
        let endsInWord = lastEnd == text.utf8.count
        let content =
            all.contains { SearchFolding.isStopWord($0, rules: rules) }
            ? all.filter { !SearchFolding.isStopWord($0, rules: rules) } : all
        if content.isEmpty {
            // Only stop words: keep the last one, as a prefix being typed ("ho" of "how").
            words = all.last.map { [$0] } ?? []
        } else {
            words = content
        }
        lastIsPrefix = endsInWord && words.last == all.last
    }
}

/// A vocabulary term a query word matched, and how well (1 exact … 0.3 two typos).
struct TermMatch {
    var term: UInt32
    var weight: Float
}

enum MatchWeight {
    static let exact: Float = 1
    static let stem: Float = 0.85
    static let prefix: Float = 0.6
    static let oneTypo: Float = 0.45
    static let twoTypos: Float = 0.3
    /// The most terms a prefix expands to (the most frequent ones), as search engines cap
    /// their prefix candidates: more cost time and add little.
    static let maximumPrefixTerms = 8
    /// The most typo candidates a word reaches (closest, then most frequent).
    static let maximumTypoTerms = 8
}

/// The terms a query word matched so far, each once, at the weight it was first added with.
struct TermMatches {
    var matches: [TermMatch] = []

    init() { matches.reserveCapacity(16) }

    /// Matches stay few (a stem group, 8 prefixes, 8 typos and their groups): a linear scan
    /// is cheaper than hashing each term into a set.
    func contains(_ term: UInt32) -> Bool { matches.contains { $0.term == term } }

    mutating func add(_ term: UInt32, _ weight: Float) {
        if !contains(term) { matches.append(TermMatch(term: term, weight: weight)) }
    }
}

extension HelpSearchIndex.Storage {
    /// The terms `word` matches: itself, its stem group, prefix completions, typos.
    func candidates(for word: String, allowsPrefix: Bool) -> [TermMatch] {
        var found = TermMatches()
        let exact = termID(word)
        // A word has at most as many scalars as UTF-8 bytes.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(1, word.utf8.count)) { buffer in
            let scalars = Self.scalars(of: word, into: buffer)
            // The exact term's group, when its spelling is the word's own (the usual case),
            // is the word's stem group: no stemming or hashing needed.
            var exactGroup: Int32?
            if let exact {
                found.add(exact, MatchWeight.exact)
                let group = targetGroups[Int(exact)]
                if group >= 0, hasScalars(exact, scalars) { exactGroup = group }
            }
            let wordHasLetter = SearchFolding.hasLetter(word)
            if let exactGroup {
                for term in stemGroupList[Int(exactGroup)] { found.add(term, MatchWeight.stem) }
            } else if wordHasLetter, let group = stemGroup(SearchFolding.stem(word, rules: rules)) {
                for term in group { found.add(term, MatchWeight.stem) }
            }
            if allowsPrefix { addPrefixMatches(of: scalars, to: &found) }
            if wordHasLetter, scalars.count >= 4, scalars.count <= 32 {
                let typos = typoTargets(of: scalars, limit: scalars.count >= 8 ? 2 : 1, matched: found)
                for (term, distance) in typos where typoGroup(term) == nil {
                    found.add(term, distance == 1 ? MatchWeight.oneTypo : MatchWeight.twoTypos)
                }
                // A typo of a word also reaches that word's other forms: through a stem target
                // ("exprot" -> stem "export" -> "exporting", "exports") or a term's stem group.
                for (term, distance) in typos {
                    let weight = (distance == 1 ? MatchWeight.oneTypo : MatchWeight.twoTypos) * MatchWeight.stem
                    for sibling in typoGroup(term) ?? termGroup(term) { found.add(sibling, weight) }
                }
            }
        }
        return found.matches
    }

    /// Whether typo target `target`'s scalars are exactly `scalars`.
    private func hasScalars(_ target: UInt32, _ scalars: UnsafeBufferPointer<UInt32>) -> Bool {
        let start = Int(termScalarStarts[Int(target)])
        guard Int(termScalarStarts[Int(target) + 1]) - start == scalars.count else { return false }
        return termScalars.withUnsafeBufferPointer { all in
            for index in scalars.indices where all[start + index] != scalars[index] { return false }
            return true
        }
    }

    /// Writes the Unicode scalar values of `word` into `buffer` (at least `word.utf8.count`
    /// long) and returns the written part; ASCII bytes are their own scalars.
    private static func scalars(
        of word: String, into buffer: UnsafeMutableBufferPointer<UInt32>
    ) -> UnsafeBufferPointer<UInt32> {
        let ascii = word.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for (index, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                buffer[index] = UInt32(byte)
            }
            return bytes.count
        }
        var count = 0
        if let ascii, let ascii {
            count = ascii
        } else {
            for scalar in word.unicodeScalars {
                buffer[count] = scalar.value
                count += 1
            }
        }
        return UnsafeBufferPointer(rebasing: buffer[0..<count])
    }

    /// Adds the most frequent terms starting with `prefix`.
    ///
    /// `sortedTerms` is in UTF-8 byte order, which is also the order of the terms' scalar
    /// sequences (UTF-8 keeps code point order, and no scalar's bytes are a prefix of
    /// another's), and a word's bytes begin a term's exactly when its scalars do: so the
    /// range is found on the `termScalars` already in memory.
    private func addPrefixMatches(of prefix: UnsafeBufferPointer<UInt32>, to matches: inout TermMatches) {
        termScalars.withUnsafeBufferPointer { allScalars in
            termScalarStarts.withUnsafeBufferPointer { starts in
                func scalars(_ term: UInt32) -> UnsafeBufferPointer<UInt32> {
                    UnsafeBufferPointer(rebasing: allScalars[Int(starts[Int(term)])..<Int(starts[Int(term) + 1])])
                }
                /// Whether `term` orders before `prefix`.
                func precedes(_ term: UnsafeBufferPointer<UInt32>) -> Bool {
                    let shared = min(term.count, prefix.count)
                    var index = 0
                    while index < shared {
                        if term[index] != prefix[index] { return term[index] < prefix[index] }
                        index += 1
                    }
                    return term.count < prefix.count
                }
                func begins(_ term: UnsafeBufferPointer<UInt32>) -> Bool {
                    guard term.count >= prefix.count else { return false }
                    var index = 0
                    while index < prefix.count {
                        if term[index] != prefix[index] { return false }
                        index += 1
                    }
                    return true
                }
                var low = 0
                var high = sortedTerms.count
                while low < high {
                    let middle = (low + high) / 2
                    if precedes(scalars(sortedTerms[middle])) {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                // Most prefixes reach at most `maximumPrefixTerms` terms: those are added in
                // order without collecting them first.
                var index = low
                var reached = 0
                while index < sortedTerms.count, reached <= MatchWeight.maximumPrefixTerms {
                    let term = sortedTerms[index]
                    guard begins(scalars(term)) else { break }
                    if termDocumentFrequency[Int(term)] > 0 { reached += 1 }
                    index += 1
                }
                if reached <= MatchWeight.maximumPrefixTerms {
                    for position in low..<index where termDocumentFrequency[Int(sortedTerms[position])] > 0 {
                        matches.add(sortedTerms[position], MatchWeight.prefix)
                    }
                    return
                }
                var found: [UInt32] = []
                index = low
                while index < sortedTerms.count, found.count < 4096 {
                    let term = sortedTerms[index]
                    guard begins(scalars(term)) else { break }
                    if termDocumentFrequency[Int(term)] > 0 { found.append(term) }
                    index += 1
                }
                if found.count > MatchWeight.maximumPrefixTerms {
                    found.sort { termDocumentFrequency[Int($0)] > termDocumentFrequency[Int($1)] }
                    found.removeLast(found.count - MatchWeight.maximumPrefixTerms)
                }
                for term in found { matches.add(term, MatchWeight.prefix) }
            }
        }
    }

    /// The closest typo targets of `word` within `limit` edits, not in `matched`: up to
    /// `maximumTypoTerms`, by distance, then frequency, then id.
    private func typoTargets(
        of word: UnsafeBufferPointer<UInt32>, limit: Int, matched: TermMatches
    ) -> ArraySlice<(term: UInt32, distance: Int)> {
        // Every target sharing a deletion key, then each distinct one not matched already
        // checked once (the order found in does not matter: the sort below is total).
        var reached: [UInt32] = []
        reached.reserveCapacity(32)
        withTypoKeys { keys in
            deletionDirectory.withUnsafeBufferPointer { directory in
                DeletionNeighbourhood.forEachKey(of: word, deletions: limit) { hash in
                    let key = DeletionNeighbourhood.key(hash)
                    let bucket = Int(key >> 16)
                    let low16 = UInt16(truncatingIfNeeded: key)
                    var low = Int(directory[bucket])
                    let end = Int(directory[bucket + 1])
                    var high = end
                    while low < high {
                        let middle = (low + high) / 2
                        if keys.key(middle) < low16 { low = middle + 1 } else { high = middle }
                    }
                    while low < end, keys.key(low) == low16 {
                        reached.append(keys.target(low))
                        low += 1
                    }
                }
            }
        }
        reached.sort()
        var found: [(term: UInt32, distance: Int)] = []
        termScalars.withUnsafeBufferPointer { allScalars in
            var previous: UInt32?
            for term in reached where term != previous {
                previous = term
                guard !matched.contains(term) else { continue }
                let start = Int(termScalarStarts[Int(term)])
                let end = Int(termScalarStarts[Int(term) + 1])
                let candidate = UnsafeBufferPointer(rebasing: allScalars[start..<end])
                if let distance = EditDistance.distance(word, candidate, limit: limit), distance > 0 {
                    found.append((term, distance))
                }
            }
        }
        guard !found.isEmpty else { return [] }
        func frequency(_ target: UInt32) -> UInt32 {
            guard let group = typoGroup(target) else { return termDocumentFrequency[Int(target)] }
            return group.reduce(0) { max($0, termDocumentFrequency[Int($1)]) }
        }
        return found.sorted { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            let (frequencyA, frequencyB) = (frequency(a.term), frequency(b.term))
            return frequencyA != frequencyB ? frequencyA > frequencyB : a.term < b.term
        }.prefix(MatchWeight.maximumTypoTerms)
    }

    /// The stem group of a typo target past the vocabulary (a `typoStems` entry), else nil.
    private func typoGroup(_ target: UInt32) -> ArraySlice<UInt32>? {
        guard Int(target) >= terms.count else { return nil }
        let group = targetGroups[Int(target)]
        return group >= 0 ? stemGroupList[Int(group)] : stemGroup(typoStems[Int(target) - terms.count])
    }

    /// The stem group of term `term`'s stem (empty when none): its own group when it has one.
    private func termGroup(_ term: UInt32) -> ArraySlice<UInt32> {
        let group = targetGroups[Int(term)]
        if group >= 0 { return stemGroupList[Int(group)] }
        return stemGroup(SearchFolding.stem(terms[Int(term)], rules: rules)) ?? []
    }
}
