import Foundation
@_spi(Locking) import GuidebookParsing

/// An offline full-text index of a `HelpBook` in one language: forgiving, ranked search
/// with highlights, in microseconds.
///
/// Every article (item at any depth) is a document with five fields: title, keywords,
/// subtitle, body (`HelpBody.plainText`) and the title of its section, so a search for a
/// section's title ("Listening") finds that section's articles. Text is split into words by Unicode scalar
/// properties (CJK ideographs one word each; hyphenated compounds as parts and whole),
/// folded (case, diacritics, width, NFKC; `résumé` = `resume`, `Straße` = `STRASSE`), and
/// each distinct word is folded once. English or German stop words are not indexed.
///
/// **Matching.** Each query word matches vocabulary terms: the same folded word (weight
/// 1.0), the same light stem (plurals, `-ing`/`-ed`, German `-en`/`-er`, Arabic `ال`…; 0.85),
/// for the last word while typing a prefix (0.6), and typos by optimal-string-alignment
/// distance: 1 edit for words of 4+ letters (0.45), 2 for 8+ (0.3); a transposition is one.
/// A typo of a word or of its stem also reaches the stem's other forms (× 0.85), so
/// `exprot` finds "Exporting" even when the book never has the bare word "export".
///
/// **Ranking** (BM25F). For query word *q*, with matched terms *t* of weight *mₜ*:
/// `x(q,d) = Σ_f W_f · Σ_t mₜ · tf(t,f,d) / (1 − b_f + b_f · len(f,d) / avglen(f))`,
/// `score(d) = Σ_q idf(q) · x·(k₁+1) / (x + k₁)`, `idf(q) = ln(1 + (N − n_q + 0.5) / (n_q + 0.5))`,
/// where *n_q* is the number of articles *q* matches, *N* the number of articles,
/// *k₁* = 1.2, field weights *W* title 3, keywords 2.5, subtitle 1.5, body 1, section 1, and
/// *b* 0.75 for the body, 0.5 otherwise: an article whose own title has the word ranks above
/// one that only sits in a section of that name. Results are ordered by the number of query words
/// matched, then score, then book order.
///
/// ```swift
/// let index = HelpSearchIndex(book: book)
/// let results = index.search("exprot pdf")        // typo: still finds "Export as PDF"
/// results.first?.path                              // ["Sharing", "Export as PDF"]
/// book.item(at: results[0].indexPath)?.id          // "export-pdf"
/// ```
///
/// To search only what an app version shows, index `book.visible(forAppVersion:)`.
///
/// ```swift
/// let index = HelpSearchIndex(book: book.visible(forAppVersion: AppVersion("2.1")!))
/// ```
public struct HelpSearchIndex: Sendable {
    let storage: Storage

    /// Builds the index.
    ///
    /// - Parameters:
    ///   - book: The help book; every item at every depth becomes a searchable article.
    ///   - language: The book's language for stop words and stemming (`en`, `de`, …);
    ///     `nil` uses `book.language`, then English rules.
    /// - Complexity: O(n) in the book's text, plus O(v log v) in its distinct words.
    public init(book: HelpBook, language: String? = nil) {
        storage = Storage(book: book, language: language ?? book.language, blockFraction: 16)
    }

    /// Builds the index with a chosen cut for terms with block summaries (tests use it to
    /// compare the pruned and the exhaustive scoring on the same book; 0 makes none, so
    /// every query scores exhaustively).
    init(book: HelpBook, language: String? = nil, blockFraction: Int) {
        storage = Storage(book: book, language: language ?? book.language, blockFraction: blockFraction)
    }

    /// Builds the index keeping what its file stores instead of the impacts (`ImpactCodes`).
    init(forFileOf book: HelpBook, language: String?) {
        storage = Storage(
            book: book, language: language ?? book.language, blockFraction: 16, keepsImpactCodes: true)
    }

    /// The number of searchable articles.
    public var articleCount: Int { storage.articles.count }

    /// The number of distinct folded words.
    public var vocabularySize: Int { storage.terms.count }

    /// The language whose rules the index uses, when known.
    public var language: String? { storage.language }

    /// An estimate of the index's memory in bytes, displayed text included.
    public var estimatedMemoryBytes: Int { storage.estimatedMemoryBytes }
}

/// What a search result shows of an article. One record per article, so building a result
/// reads one place in memory instead of one array per field (each a likely cache miss when
/// the index is large).
struct ArticleRecord: Sendable {
    /// The article's number in the index (its place in book order).
    let document: Int
    let title: String
    /// The body as snippets show it (see `HelpSearchIndex.Storage.displayedBodies`), or `nil`
    /// in an index read from a file, which makes it from `source` when a snippet needs it.
    let body: String?
    /// The article's body in the book, for an index read from a file.
    let source: HelpBody?
    let path: [String]
    let indexPath: HelpBook.Path
    let itemID: String
}

/// Field identifiers, weights and length normalization.
enum SearchField: Int, CaseIterable {
    /// `section` is the article's section title. It is last, so an impact sums the other
    /// fields in the same order as without it (a term in no section title has the same impacts).
    case title, keywords, subtitle, body, section

    var weight: Float {
        switch self {
        case .title: 3
        case .keywords: 2.5
        case .subtitle: 1.5
        case .body: 1
        case .section: 1
        }
    }

    var lengthNormalization: Float { self == .body ? 0.75 : 0.5 }

    /// Whether token ranges are kept for highlighting.
    var keepsRanges: Bool { self == .title || self == .body }
}

/// One field's postings while building: for each term, the articles it occurs in with
/// its frequency there. Only the merged impacts outlive the build.
struct FieldPostings {
    /// `termStarts[t]..<termStarts[t+1]` are term `t`'s entries.
    var termStarts: [UInt32] = []
    /// The article of each entry, ascending per term.
    var entryDocuments: [UInt32] = []
    /// How often the term occurs in the entry's article.
    var entryFrequencies: [UInt32] = []
    /// Per article: field weight / (1 − b + b·len/avglen).
    var normalizers: [Float] = []
}

/// A highlighted field's tokens per article, for highlights and snippets: where each token
/// is and which term it is, so the winners' hits come from one scan of their own tokens.
struct FieldTokens: Sendable {
    /// `tokenStarts[d]..<tokenStarts[d+1]` are article `d`'s tokens.
    var tokenStarts: [UInt32] = [0]
    /// Per token, its UTF-8 start offset in the field's text (for the body, the displayed
    /// body: `ArticleRecord.body`).
    var tokenOffsets: [UInt32] = []
    /// Per token, its length in UTF-8 bytes (tokens are bounded by the tokenizer).
    var tokenLengths: [UInt16] = []
    /// Per token, its term, or `stopTerm` for words that are not indexed.
    var tokenTerms: [UInt32] = []
    /// `tokenTerms` in 16 bits, when every term id fits (then `tokenTerms` is empty): the
    /// winners' tokens are scanned for hits, and half the bytes is half the memory to fetch.
    var compactTokenTerms: [UInt16] = []

    var estimatedBytes: Int {
        4 * (tokenStarts.count + tokenOffsets.count + tokenTerms.count)
            + 2 * (tokenLengths.count + compactTokenTerms.count)
    }
}

extension HelpSearchIndex {
    /// The immutable index data, shared by copies.
    final class Storage: Sendable {
        let language: String?
        /// The stemming and stop-word rules of `language`.
        let rules: SearchFolding.Rules
        /// What a result shows of each article, in book order (a document is an index here).
        let articles: ArticleTable
        // Vocabulary.
        let terms: [String]
        /// Finds a term by its spelling and a stem group by its stem (`termID(_:)`, `stemGroup(_:)`).
        let lookup: VocabularyLookup
        /// `termScalars[termScalarStarts[t]..<termScalarStarts[t+1]]` are the Unicode scalars
        /// of typo target `t`: a term below `terms.count`, else the stem `typoStems[t - terms.count]`.
        let termScalarStarts: [UInt32]
        let termScalars: [UInt32]
        /// Stems that are not themselves terms ("export" when the book only has "exporting"
        /// and "exports"), as typo targets: a typo of a stem reaches its whole group.
        let typoStems: [String]
        let termHasLetter: [Bool]
        let termDocumentFrequency: [UInt32]
        /// Term ids ordered by their UTF-8 bytes, for prefix ranges.
        let sortedTerms: [UInt32]
        /// The terms sharing each stem (`lookup` finds a stem's), so a group can be named by its position.
        let stemGroupList: StemGroupList
        /// Per typo target (as `termScalarStarts`): for a term, the position in `stemGroupList`
        /// of the group it belongs to; for a `typoStems` entry, of its group; −1 for terms in
        /// no group (stop words, numbers). Spares a query the stemming and hashing of a term.
        let targetGroups: [Int32]
        /// Symmetric-deletion neighbourhood: sorted keys (`DeletionNeighbourhood.key`) of each
        /// typo target (term or `typoStems` entry) with up to 1 (3+ scalars) or 2 (6–20
        /// scalars) scalars deleted, and their target ids. A key is 32 bits of a 64-bit hash:
        /// a target that shares one by chance is only a candidate the edit distance then checks.
        /// Each key's low 16 bits and its target: the directory gives the top 16 (its bucket).
        let typoKeys: TypoKeyTable
        /// `deletionDirectory[b]` is the first index of `typoKeys` whose key's top 16 bits
        /// are at least `b`: a lookup binary-searches one small bucket instead of the whole array.
        let deletionDirectory: [UInt32]
        /// Title and body tokens, for highlights (the postings per field are build-only);
        /// empty in an index read in place from its file, which has `mapped` instead.
        let titleTokens: FieldTokens
        let bodyTokens: FieldTokens
        /// The file an index read in place reads its title and body tokens from.
        let mapped: MappedTokens?
        /// The term id stop words have in `FieldTokens.tokenTerms`: one past the vocabulary.
        var stopTerm: UInt32 { UInt32(terms.count) }
        /// Per term, every article it occurs in (ascending) with its BM25F pseudo-frequency
        /// `Σ_f W_f · tf / (1 − b_f + b_f · len/avglen)`, precomputed so a query reads one list.
        let impactStarts: [UInt32]
        let impactDocuments: [UInt32]
        let impacts: [Float]
        /// Terms in at least 1/`blockFraction` of the articles get summaries of their impact
        /// list per block of `BlockSummaries.size` consecutive articles, so a query can skip
        /// the blocks where no article can reach its top results (see `scoreByBlocks`).
        let blocks: BlockSummaries
        /// The cut `blocks` was made with (kept so an index file makes the same summaries).
        let blockFraction: Int
        /// Each impact entry's frequencies per field, kept only by an index built to be written
        /// to a file (`HelpSearchIndex.fileData(for:language:)`).
        let impactCodes: ImpactCodes?
        /// Zeroed scoring arrays for the next queries (see `ScoringScratch`).
        let scratchPool = Locked<[ScoringScratch]>([])

        init(book: HelpBook, language: String?, blockFraction: Int, keepsImpactCodes: Bool = false) {
            self.language = language
            let rules = SearchFolding.Rules(language: language)
            self.rules = rules
            self.blockFraction = blockFraction
            var itemIDs: [String] = []
            var titles: [String] = []
            var subtitles: [String] = []
            var keywordTexts: [String] = []
            var bodies: [String] = []
            var paths: [[String]] = []
            var indexPaths: [HelpBook.Path] = []
            var sectionTitles: [String] = []
            Self.forEachArticle(in: book) { item, path, indexPath in
                itemIDs.append(item.id)
                titles.append(item.title)
                subtitles.append(item.subtitle ?? "")
                keywordTexts.append(item.keywords.joined(separator: ", "))
                bodies.append(item.body.plainText)
                paths.append(path + [item.title])
                indexPaths.append(indexPath)
                sectionTitles.append(path.first ?? "")
            }

            // Tokenize every field, interning each distinct word once.
            var vocabulary = VocabularyBuilder(rules: rules)
            var builders = SearchField.allCases.map { FieldBuilder(field: $0) }
            for document in itemIDs.indices {
                let texts = [titles[document], keywordTexts[document], subtitles[document], bodies[document]]
                for field in SearchField.allCases where field != .section {
                    builders[field.rawValue].add(
                        text: texts[field.rawValue], document: UInt32(document), vocabulary: &vocabulary)
                }
            }
            // Section titles last: a word only they have gets an id after every other word,
            // so the other words keep the ids (and a query on them the results) they had
            // before sections were indexed.
            for document in itemIDs.indices {
                builders[SearchField.section.rawValue].add(
                    text: sectionTitles[document], document: UInt32(document), vocabulary: &vocabulary)
            }
            terms = vocabulary.terms
            termHasLetter = vocabulary.hasLetter
            let stopTerm = UInt32(vocabulary.terms.count)
            let fields = builders.map { $0.finish(termCount: vocabulary.terms.count) }
            titleTokens = builders[SearchField.title.rawValue].tokens(stopTerm: stopTerm, isStop: vocabulary.isStop)
            var displayedTokens = builders[SearchField.body.rawValue].tokens(
                stopTerm: stopTerm, isStop: vocabulary.isStop)
            let displayedBodies = Self.displayedBodies(bodies, tokens: &displayedTokens)
            articles = .records(
                itemIDs.indices.map { document in
                    ArticleRecord(
                        document: document, title: titles[document], body: displayedBodies[document], source: nil,
                        path: paths[document],
                        indexPath: indexPaths[document], itemID: itemIDs[document])
                })
            bodyTokens = displayedTokens
            mapped = nil
            var codes = keepsImpactCodes ? ImpactCodes(fieldLengths: builders.map(\.lengths)) : nil
            builders = []

            var frequency = [UInt32](repeating: 0, count: terms.count)
            for field in fields {
                for term in terms.indices {
                    frequency[term] += field.termStarts[term + 1] - field.termStarts[term]
                }
            }
            termDocumentFrequency = frequency
            let (starts, documents, weights) = Self.mergeImpacts(fields, termCount: terms.count, codes: &codes)
            impactCodes = codes
            (impactStarts, impactDocuments, impacts) = (starts, documents, weights)
            blocks = BlockSummaries(
                impactStarts: starts, documents: documents, impacts: weights, documentCount: itemIDs.count,
                fraction: blockFraction)

            let utf8Terms = terms.map { Array($0.utf8) }
            sortedTerms = terms.indices.map { UInt32($0) }.sorted {
                utf8Terms[Int($0)].lexicographicallyPrecedes(utf8Terms[Int($1)])
            }

            var groups: [String: [UInt32]] = [:]
            for (term, text) in terms.enumerated() where frequency[term] > 0 && vocabulary.hasLetter[term] {
                groups[SearchFolding.stem(text, rules: rules), default: []].append(UInt32(term))
            }
            lookup = .hashed(termIDs: vocabulary.termIDs, stemGroups: groups)
            let stems = groups.keys.filter { stem in
                vocabulary.termIDs[stem].map { frequency[Int($0)] == 0 || !vocabulary.hasLetter[Int($0)] } ?? true
            }.sorted()
            typoStems = stems
            var groupList = StemGroupList()
            var groupPositions: [String: Int32] = [:]
            var targets = [Int32](repeating: -1, count: terms.count + stems.count)
            for (stem, members) in groups {
                let position = Int32(groupList.count)
                groupList.append(members)
                groupPositions[stem] = position
                for member in members { targets[Int(member)] = position }
            }
            for (offset, stem) in stems.enumerated() { targets[terms.count + offset] = groupPositions[stem] ?? -1 }
            stemGroupList = groupList
            targetGroups = targets

            var scalarStarts: [UInt32] = [0]
            var scalars: [UInt32] = []
            for target in terms + stems {
                for scalar in target.unicodeScalars { scalars.append(scalar.value) }
                scalarStarts.append(UInt32(scalars.count))
            }
            termScalarStarts = scalarStarts
            termScalars = scalars

            var pairs: [(key: UInt32, term: UInt32)] = []
            var hashes: [UInt64] = []
            var keys: [UInt32] = []
            let typoTargets = terms.indices.filter { frequency[$0] > 0 && vocabulary.hasLetter[$0] }
            for term in typoTargets + Array(terms.count..<(terms.count + stems.count)) {
                let start = Int(scalarStarts[term])
                let end = Int(scalarStarts[term + 1])
                let count = end - start
                guard count >= 3, count <= 32 else { continue }
                hashes.removeAll(keepingCapacity: true)
                scalars.withUnsafeBufferPointer { buffer in
                    let word = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    DeletionNeighbourhood.keys(of: word, deletions: count >= 6 && count <= 20 ? 2 : 1, into: &hashes)
                }
                keys.removeAll(keepingCapacity: true)
                for hash in hashes { keys.append(DeletionNeighbourhood.key(hash)) }
                keys.sort()
                var last: UInt32?
                for key in keys where key != last {
                    pairs.append((key, UInt32(term)))
                    last = key
                }
            }
            pairs.sort { $0.key < $1.key }
            typoKeys = TypoKeyTable(
                storage: .arrays(keys: pairs.map { UInt16(truncatingIfNeeded: $0.key) }, targets: pairs.map(\.term)))
            deletionDirectory = Self.deletionDirectory(for: pairs.map(\.key))
        }

        /// An index read from a file: `parts` were checked whole first (`SearchIndexFile`), and
        /// `articles` come from the book the file was made for; `file` holds the tokens of parts
        /// read in place.
        init(parts: SearchIndexParts, articles: ArticleTable, derived: SearchIndexParts.Derived, file: Data?) {
            language = parts.language
            rules = SearchFolding.Rules(language: parts.language)
            self.articles = articles
            terms = parts.terms
            lookup = .sorted(groupStems: parts.groupStems)
            termScalarStarts = derived.scalarStarts
            termScalars = derived.scalars
            typoStems = parts.typoStems
            termHasLetter = derived.hasLetter
            termDocumentFrequency = parts.documentFrequency
            sortedTerms = parts.sortedTerms
            stemGroupList = parts.groupMembers
            targetGroups = derived.targetGroups
            typoKeys = parts.typoKeys
            deletionDirectory = parts.deletionDirectory
            titleTokens = parts.titleTokens
            bodyTokens = parts.bodyTokens
            if let file, let tokens = parts.mapped {
                mapped = MappedTokens(
                    file: file, title: tokens.title, body: tokens.body, blockStarts: parts.mappedBlockStarts)
            } else {
                mapped = nil
            }
            impactStarts = parts.impactStarts
            impactDocuments = parts.impactDocuments
            impacts = derived.impacts
            impactCodes = nil
            blockFraction = parts.blockFraction
            blocks = BlockSummaries(
                impactStarts: parts.impactStarts, documents: parts.impactDocuments, impacts: derived.impacts,
                documentCount: articles.count, fraction: parts.blockFraction)
        }

        var estimatedMemoryBytes: Int {
            var bytes = 0
            if case .places(_, let places) = articles { bytes += places.estimatedBytes }
            if let mapped { bytes += mapped.title.estimatedBytes + mapped.body.estimatedBytes }
            let records: [ArticleRecord]
            if case .records(let all) = articles { records = all } else { records = [] }
            for article in records {
                bytes += MemoryLayout<ArticleRecord>.stride + article.itemID.utf8.count + article.title.utf8.count
                bytes += (article.body?.utf8.count ?? 0) + article.path.reduce(16) { $0 + $1.utf8.count + 16 }
                bytes += 8 * article.indexPath.indices.count + 16
            }
            bytes += terms.reduce(0) { $0 + $1.utf8.count + 16 }
            bytes += 4 * (termScalarStarts.count + termScalars.count + termDocumentFrequency.count + sortedTerms.count)
            bytes += termHasLetter.count
            switch lookup {
            case .hashed(let termIDs, let stemGroups):
                bytes += termIDs.reduce(0) { $0 + $1.key.utf8.count + 16 + 4 }
                bytes += stemGroups.reduce(0) { $0 + $1.key.utf8.count + 16 + 4 * $1.value.count + 16 }
            case .sorted(let stems):
                bytes += stems.reduce(0) { $0 + $1.utf8.count + 16 } + 4 * stemGroupList.members.count
            }
            bytes += typoStems.reduce(0) { $0 + $1.utf8.count + 16 }
            bytes += 4 * stemGroupList.starts.count + 4 * targetGroups.count
            bytes += typoKeys.estimatedBytes + 4 * deletionDirectory.count
            bytes += titleTokens.estimatedBytes + bodyTokens.estimatedBytes
            bytes += 4 * (impactStarts.count + impactDocuments.count + impacts.count) + blocks.estimatedBytes
            return bytes
        }
    }
}

/// Interns folded words: each distinct spelling is folded once.
struct VocabularyBuilder {
    let rules: SearchFolding.Rules
    var terms: [String] = []
    var termIDs: [String: UInt32] = [:]
    var hasLetter: [Bool] = []
    var isStop: [Bool] = []
    private var spellings: [Substring: UInt32] = [:]

    init(rules: SearchFolding.Rules) { self.rules = rules }

    mutating func intern(_ spelling: Substring) -> UInt32 {
        if let term = spellings[spelling] { return term }
        let folded = SearchFolding.fold(spelling)
        let term: UInt32
        if let existing = termIDs[folded] {
            term = existing
        } else {
            term = UInt32(terms.count)
            terms.append(folded)
            termIDs[folded] = term
            hasLetter.append(SearchFolding.hasLetter(folded))
            isStop.append(folded.isEmpty || SearchFolding.isStopWord(folded, rules: rules))
        }
        spellings[spelling] = term
        return term
    }
}

/// Hashes of a word with scalars deleted: two words within edit distance *k* (insertions,
/// deletions, substitutions, transpositions) share a key with at most *k* deletions each.
enum DeletionNeighbourhood {
    /// FNV-1a's offset basis and prime: each key is FNV-1a over the scalars left.
    static let basis = MultiplyShiftHash.basis
    static let prime = MultiplyShiftHash.prime

    /// The index's key for a hash: its top 32 bits (the directory buckets them by their top 16).
    @inline(__always)
    static func key(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

    static func keys(of word: UnsafeBufferPointer<UInt32>, deletions: Int, into keys: inout [UInt64]) {
        forEachKey(of: word, deletions: deletions) { keys.append($0) }
    }

    /// Calls `body` with each key of `word`: the whole word, then for each first deleted
    /// position the word without it and (with 2 deletions) without it and each later one.
    ///
    /// The hash of the scalars before a deleted position is carried over rather than
    /// recomputed, so a key costs only the scalars after its last deletion.
    @inline(__always)
    static func forEachKey(of word: UnsafeBufferPointer<UInt32>, deletions: Int, _ body: (UInt64) -> Void) {
        let count = word.count
        @inline(__always) func step(_ hash: UInt64, _ scalar: UInt32) -> UInt64 { (hash ^ UInt64(scalar)) &* prime }
        @inline(__always) func finish(_ hash: UInt64, from start: Int) -> UInt64 {
            var hash = hash
            var index = start
            while index < count {
                hash = step(hash, word[index])
                index += 1
            }
            return hash
        }
        body(finish(basis, from: 0))
        guard deletions >= 1 else { return }
        var before = basis  // the hash of word[0..<first]
        for first in 0..<count {
            body(finish(before, from: first + 1))
            if deletions >= 2 {
                var between = before  // the hash of word[0..<first] + word[(first + 1)..<second]
                for second in (first + 1)..<count {
                    body(finish(between, from: second + 1))
                    between = step(between, word[second])
                }
            }
            before = step(before, word[first])
        }
    }
}
