extension HelpSearchIndex {
    /// Everything a script needs to answer a query as `search(_:limit:)` does, in the same
    /// order of floating-point operations: the folded vocabulary, its stem groups and typo
    /// targets, each term's impacts per article, and the inverse document frequencies. No
    /// displayed text: a page adds its own titles and links per article.
    ///
    /// The HTML preview carries it as JSON and runs only the query side in JavaScript, so its
    /// search box finds what `guidebook search` finds (tests compare both in Chromium).
    ///
    /// ```swift
    /// let data = HelpSearchIndex(book: book).scriptData
    /// data.itemIDs.count == data.documentCount   // one per article, in book order
    /// ```
    package struct ScriptData: Encodable, Sendable {
        /// `english` or `german`: the stemming rules.
        package var rules: String
        /// The stop words of `rules`, sorted.
        package var stopWords: [String]
        /// The folded vocabulary, by term id.
        package var terms: [String]
        /// Per term, whether it has a letter (numbers get no stems or typos).
        package var hasLetter: [Bool]
        /// Per term, its postings over all fields (0 for stop words).
        package var frequencies: [UInt32]
        /// Term ids in UTF-8 order, for prefix ranges.
        package var sorted: [UInt32]
        /// Each stem group's stem and members, by position.
        package var groupStems: [String]
        package var groupMembers: [[UInt32]]
        /// Per typo target (terms, then `typoStems`), its group's position or −1.
        package var targetGroups: [Int32]
        /// Stems that are not terms, as typo targets after the terms.
        package var typoStems: [String]
        /// `impactDocuments[impactStarts[t]..<impactStarts[t+1]]` are term `t`'s articles.
        package var impactStarts: [UInt32]
        package var impactDocuments: [UInt32]
        package var impacts: [Float]
        /// `idf[n]`: a query word matching `n` articles weighs this (times k₁ + 1).
        package var idf: [Float]
        package var documentCount: Int
        /// The item id of each article (document), in book order.
        package var itemIDs: [String]
        package var weights: [String: Float]
        package var k1: Float
        package var maximumWords: Int
        package var maximumPrefixTerms: Int
        package var maximumTypoTerms: Int
    }

    /// The index as a script answers queries from it (see `ScriptData`).
    ///
    /// - Complexity: O(size of the index).
    package var scriptData: ScriptData {
        let storage = storage
        let stems = storage.groupStems
        let stopWords: Set<String> =
            switch storage.rules {
            case .german: SearchFolding.germanStopWords
            case .english: SearchFolding.englishStopWords
            }
        return ScriptData(
            rules: storage.rules == .german ? "german" : "english", stopWords: stopWords.sorted(),
            terms: storage.terms, hasLetter: storage.termHasLetter, frequencies: storage.termDocumentFrequency,
            sorted: storage.sortedTerms, groupStems: stems,
            groupMembers: (0..<storage.stemGroupList.count).map { Array(storage.stemGroupList[$0]) },
            targetGroups: storage.targetGroups, typoStems: storage.typoStems, impactStarts: storage.impactStarts,
            impactDocuments: storage.impactDocuments, impacts: storage.impacts,
            idf: (0...storage.articles.count).map { storage.idf(matched: $0) },
            documentCount: storage.articles.count,
            itemIDs: (0..<storage.articles.count).map { storage.articles.record($0).itemID },
            weights: [
                "exact": MatchWeight.exact, "stem": MatchWeight.stem, "prefix": MatchWeight.prefix,
                "oneTypo": MatchWeight.oneTypo, "twoTypos": MatchWeight.twoTypos,
            ],
            k1: HelpSearchIndex.Storage.k1, maximumWords: QueryWords.maximumWords,
            maximumPrefixTerms: MatchWeight.maximumPrefixTerms, maximumTypoTerms: MatchWeight.maximumTypoTerms)
    }
}
