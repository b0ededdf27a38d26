/// What a search index file holds: the parts of `HelpSearchIndex.Storage` that cost a build
/// (tokens, postings, the vocabulary, the typo neighbourhood), without what is cheap to
/// derive again (the term table, scalars, block summaries) or what the book already has
/// (titles, bodies, paths, ids).
struct SearchIndexParts: Sendable {
    var fingerprint: UInt64
    var language: String?
    var titleTokens: FieldTokens
    var bodyTokens: FieldTokens
    var terms: [String]
    var typoStems: [String]
    var documentFrequency: [UInt32]
    var sortedTerms: [UInt32]
    /// The stem groups' stems, in UTF-8 order, and their members in the same order.
    var groupStems: [String]
    var groupMembers: StemGroupList
    var deletionKeys: [UInt16]
    var deletionDirectory: [UInt32]
    var deletionTerms: [UInt32]
    /// The typo keys where they lie in the file's bytes, when read in place (`deletionKeys` and
    /// `deletionTerms` are then empty).
    var mappedTypoKeys: (keysOffset: Int, count: Int, targets: NarrowArray)?

    /// The typo keys as the index keeps them: where they lie in the file when read in place,
    /// else the arrays.
    var typoKeys: TypoKeyTable {
        guard let mapped = mappedTypoKeys else {
            return TypoKeyTable(storage: .arrays(keys: deletionKeys, targets: deletionTerms))
        }
        return TypoKeyTable(storage: .file(keysOffset: mapped.keysOffset, count: mapped.count, targets: mapped.targets))
    }
    var impactStarts: [UInt32]
    var impactDocuments: [UInt32]
    var impactCodes: ImpactCodes
    var blockFraction: Int
    /// The title and body tokens where they lie in the file's bytes, when read in place
    /// (`titleTokens` and `bodyTokens` are then empty).
    var mapped: (title: MappedFieldTokens, body: MappedFieldTokens)?
    /// Where each body's top-level blocks start in its displayed text (of the book, for a
    /// file being written; empty when read in place, which has `mappedBlockStarts` instead).
    var bodyBlockStarts = BodyBlockStarts(runs: [0], values: [], sourceRuns: [0], sources: [])
    var mappedBlockStarts: MappedBlockStarts?

    /// What is derived from the parts when they are read.
    struct Derived {
        var scalarStarts: [UInt32]
        var scalars: [UInt32]
        var hasLetter: [Bool]
        var targetGroups: [Int32]
        /// Computed from `impactCodes` (the file stores the codes instead).
        var impacts: [Float]
    }
}

extension SearchIndexParts {
    /// The parts of a built index.
    init(_ storage: HelpSearchIndex.Storage, fingerprint: UInt64) {
        self.fingerprint = fingerprint
        language = storage.language
        titleTokens = storage.titleTokens
        bodyTokens = storage.bodyTokens
        terms = storage.terms
        typoStems = storage.typoStems
        documentFrequency = storage.termDocumentFrequency
        sortedTerms = storage.sortedTerms
        // By stem, not in `stemGroupList`'s order, which follows a dictionary's and changes from
        // one build to the next: the same book gives the same file (and the manifest the same
        // hash). Reading numbers the groups in this order; a group's number only names it.
        let stems = storage.groupStems
        let order = stems.indices.sorted { HelpSearchIndex.Storage.precedesInUTF8(stems[$0], stems[$1]) }
        groupStems = order.map { stems[$0] }
        groupMembers = StemGroupList()
        for position in order { groupMembers.append(storage.stemGroupList[position]) }
        (deletionKeys, deletionTerms) = storage.typoKeys.arrays(file: storage.mapped?.file)
        deletionDirectory = storage.deletionDirectory
        impactStarts = storage.impactStarts
        impactDocuments = storage.impactDocuments
        impactCodes = storage.impactCodes ?? ImpactCodes(fieldLengths: [])
        blockFraction = storage.blockFraction
        mapped = nil
    }
}
