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
        let words = QueryWords(query, language: storage.language)
        guard !words.words.isEmpty, limit > 0, !storage.itemIDs.isEmpty else { return [] }
        let candidates = words.words.enumerated().map { index, word in
            storage.candidates(for: word, allowsPrefix: words.lastIsPrefix && index == words.words.count - 1)
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

    init(_ query: String, language: String?) {
        // Bound the work for very long input: words beyond the first few hundred cannot matter.
        let text = query.utf8.count > 4096 ? String(decoding: query.utf8.prefix(4096), as: UTF8.self) : query
        let tokens = SearchTokenizer.tokens(in: text)
        var all: [String] = []
        var seen: Set<String> = []
        for token in tokens where !token.isCompound {
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: token.start)
            let end = utf8.index(start, offsetBy: token.end - token.start)
            let folded = SearchFolding.fold(Substring(utf8[start..<end]))
            guard !folded.isEmpty, seen.insert(folded).inserted else { continue }
            all.append(folded)
            if all.count == Self.maximumWords { break }
        }
        let endsInWord = tokens.last.map { $0.end == text.utf8.count } ?? false
        let content = all.filter { !SearchFolding.isStopWord($0, language: language) }
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

extension HelpSearchIndex.Storage {
    /// The terms `word` matches: itself, its stem group, prefix completions, typos.
    func candidates(for word: String, allowsPrefix: Bool) -> [TermMatch] {
        var matches: [TermMatch] = []
        var seen: Set<UInt32> = []
        func add(_ term: UInt32, _ weight: Float) {
            if seen.insert(term).inserted { matches.append(TermMatch(term: term, weight: weight)) }
        }
        if let term = termIDs[word] { add(term, MatchWeight.exact) }
        let wordHasLetter = SearchFolding.hasLetter(word)
        if wordHasLetter, let group = stemGroups[SearchFolding.stem(word, language: language)] {
            for term in group { add(term, MatchWeight.stem) }
        }
        if allowsPrefix { addPrefixMatches(of: word, add: add) }
        let scalars = word.unicodeScalars.map(\.value)
        if wordHasLetter, scalars.count >= 4, scalars.count <= 32 {
            addTypoMatches(of: scalars, limit: scalars.count >= 8 ? 2 : 1, seen: seen, add: add)
        }
        return matches
    }

    private func addPrefixMatches(of word: String, add: (UInt32, Float) -> Void) {
        let prefix = Array(word.utf8)
        func termBytes(_ term: UInt32) -> String.UTF8View { terms[Int(term)].utf8 }
        var low = 0
        var high = sortedTerms.count
        while low < high {
            let middle = (low + high) / 2
            if termBytes(sortedTerms[middle]).lexicographicallyPrecedes(prefix) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var found: [UInt32] = []
        var index = low
        while index < sortedTerms.count, found.count < 4096 {
            let term = sortedTerms[index]
            guard termBytes(term).starts(with: prefix) else { break }
            if termDocumentFrequency[Int(term)] > 0 { found.append(term) }
            index += 1
        }
        if found.count > MatchWeight.maximumPrefixTerms {
            found.sort { termDocumentFrequency[Int($0)] > termDocumentFrequency[Int($1)] }
            found.removeLast(found.count - MatchWeight.maximumPrefixTerms)
        }
        for term in found { add(term, MatchWeight.prefix) }
    }

    private func addTypoMatches(of word: [UInt32], limit: Int, seen: Set<UInt32>, add: (UInt32, Float) -> Void) {
        var keys: [UInt64] = []
        word.withUnsafeBufferPointer { DeletionNeighbourhood.keys(of: $0, deletions: limit, into: &keys) }
        var checked: Set<UInt32> = seen
        var found: [(term: UInt32, distance: Int)] = []
        termScalars.withUnsafeBufferPointer { allScalars in
            word.withUnsafeBufferPointer { wordScalars in
                for key in keys {
                    let bucket = Int(key >> 48)
                    var low = Int(deletionDirectory[bucket])
                    var high = Int(deletionDirectory[bucket + 1])
                    while low < high {
                        let middle = (low + high) / 2
                        if deletionKeys[middle] < key { low = middle + 1 } else { high = middle }
                    }
                    while low < deletionKeys.count, deletionKeys[low] == key {
                        let term = deletionTerms[low]
                        low += 1
                        guard checked.insert(term).inserted else { continue }
                        let start = Int(termScalarStarts[Int(term)])
                        let end = Int(termScalarStarts[Int(term) + 1])
                        let candidate = UnsafeBufferPointer(rebasing: allScalars[start..<end])
                        if let distance = EditDistance.distance(wordScalars, candidate, limit: limit), distance > 0 {
                            found.append((term, distance))
                        }
                    }
                }
            }
        }
        // A typo of a word also reaches that word's other forms: through a stem target
        // ("exprot" -> stem "export" -> "exporting", "exports") or a term's stem group.
        func frequency(_ target: UInt32) -> UInt32 {
            guard let group = typoGroup(target) else { return termDocumentFrequency[Int(target)] }
            return group.reduce(0) { max($0, termDocumentFrequency[Int($1)]) }
        }
        let sorted = found.sorted { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            let (frequencyA, frequencyB) = (frequency(a.term), frequency(b.term))
            return frequencyA != frequencyB ? frequencyA > frequencyB : a.term < b.term
        }.prefix(MatchWeight.maximumTypoTerms)
        for (term, distance) in sorted where typoGroup(term) == nil {
            add(term, distance == 1 ? MatchWeight.oneTypo : MatchWeight.twoTypos)
        }
        for (term, distance) in sorted {
            let weight = (distance == 1 ? MatchWeight.oneTypo : MatchWeight.twoTypos) * MatchWeight.stem
            let group = typoGroup(term) ?? stemGroups[SearchFolding.stem(terms[Int(term)], language: language)] ?? []
            for sibling in group { add(sibling, weight) }
        }
    }

    /// The stem group of a typo target past the vocabulary (a `typoStems` entry), else nil.
    private func typoGroup(_ target: UInt32) -> [UInt32]? {
        guard Int(target) >= terms.count else { return nil }
        return stemGroups[typoStems[Int(target) - terms.count]]
    }
}
