extension SearchIndexFile {
    /// Checks every cross-reference of `parts` for a book of `articleCount` articles and
    /// derives what the file leaves out. Any index, offset or count that would reach outside
    /// its array throws, so a damaged or hostile file is refused instead of trapping (or
    /// reading out of bounds in the query's unchecked loops).
    ///
    /// Parts read in place (`SearchIndexParts.mapped`) are checked in `bytes`, the file they
    /// were read from.
    static func derive(
        _ parts: SearchIndexParts, articleCount: Int, file: String, bytes: UnsafeRawBufferPointer? = nil
    ) throws(HelpSearchIndexFileError) -> SearchIndexParts.Derived {
        func fail(_ part: String) -> HelpSearchIndexFileError {
            .inconsistent(file: file, part: part, byteOffset: 0)
        }
        let termCount = parts.terms.count
        let targetCount = termCount + parts.typoStems.count
        let fileArticleCount = (parts.mapped?.body.offsetRuns.count ?? parts.bodyTokens.tokenStarts.count) - 1
        guard fileArticleCount == articleCount else {
            throw fail("it has \(fileArticleCount) articles, the book \(articleCount)")
        }
        guard parts.blockFraction >= 0, parts.blockFraction <= 1 << 20 else {
            throw fail("its block fraction is out of range")
        }
        // Neither the titles nor the bodies are read here: a result checks the tokens it uses
        // against its title (`HelpSearchIndex.Storage.titleRanges`) and its body when a snippet
        // makes that text (`HelpSearchIndex.Storage.displayedBody`), and shows no highlight or
        // snippet from a token that reaches outside its text.
        if let mapped = parts.mapped, let bytes {
            try check(
                mapped.title, in: bytes, articleCount: articleCount, termCount: termCount, name: "title tokens", fail)
            try check(
                mapped.body, in: bytes, articleCount: articleCount, termCount: termCount, name: "body tokens", fail)
        } else {
            try check(parts.titleTokens, articleCount: articleCount, termCount: termCount, name: "title tokens", fail)
            try check(parts.bodyTokens, articleCount: articleCount, termCount: termCount, name: "body tokens", fail)
        }

        var hasLetter: [Bool] = []
        hasLetter.reserveCapacity(termCount)
        for text in parts.terms { hasLetter.append(SearchFolding.hasLetter(text)) }
        guard parts.documentFrequency.count == termCount else {
            throw fail("the document frequencies do not match the terms")
        }
        guard parts.sortedTerms.count == termCount else { throw fail("the sorted terms do not match the terms") }
        var seen = [Bool](repeating: false, count: termCount)
        var previous: String?
        // Strictly ascending: no term is listed twice, and a term is found by a binary search
        // (`HelpSearchIndex.Storage.termID(_:)`).
        for term in parts.sortedTerms {
            guard term < termCount, !seen[Int(term)] else { throw fail("the sorted terms are not each term once") }
            seen[Int(term)] = true
            let text = parts.terms[Int(term)]
            if let previous, !HelpSearchIndex.Storage.precedesInUTF8(previous, text) {
                throw fail("the sorted terms are out of order or a term is listed twice")
            }
            previous = text
        }

        // By stem, strictly ascending: found by a binary search (`stemGroup(_:)`).
        let stems = parts.groupStems
        guard stems.count == parts.groupMembers.count else { throw fail("the stem groups do not match their stems") }
        var targets = [Int32](repeating: -1, count: targetCount)
        for position in stems.indices {
            let members = parts.groupMembers[position]
            guard !members.isEmpty else { throw fail("a stem group is empty") }
            if position > 0, !HelpSearchIndex.Storage.precedesInUTF8(stems[position - 1], stems[position]) {
                throw fail("the stem groups are out of order or a stem is listed twice")
            }
            for member in members {
                guard member < termCount else { throw fail("a stem group names a term that does not exist") }
                targets[Int(member)] = Int32(position)
            }
        }
        for (offset, stem) in parts.typoStems.enumerated() {
            guard let position = HelpSearchIndex.Storage.position(of: stem, inSorted: stems) else {
                throw fail("a typo stem has no group")
            }
            targets[termCount + offset] = Int32(position)
        }

        var scalarStarts: [UInt32] = [0]
        scalarStarts.reserveCapacity(targetCount + 1)
        var scalars: [UInt32] = []
        // The terms, then the typo stems (not one joined array: a copy retains every string).
        for targets in [parts.terms, parts.typoStems] {
            for target in targets {
                for scalar in target.unicodeScalars { scalars.append(scalar.value) }
                scalarStarts.append(UInt32(scalars.count))
            }
        }

        let typoKeys = parts.typoKeys
        let targetsMatch =
            parts.mappedTypoKeys.map { $0.targets.count == $0.count }
            ?? (parts.deletionTerms.count == parts.deletionKeys.count)
        guard targetsMatch else {
            throw fail("the deletion keys do not match their terms")
        }
        let directory = parts.deletionDirectory
        guard directory.count == (1 << 16) + 1, directory.first == 0,
            directory.last.map(Int.init) == typoKeys.count,
            zip(directory, directory.dropFirst()).allSatisfy({ $0 <= $1 })
        else { throw fail("the deletion key buckets do not cover the keys") }
        let (ordered, largest) = typoKeys.withReader(file: bytes ?? UnsafeRawBufferPointer(start: nil, count: 0)) {
            keys in
            directory.withUnsafeBufferPointer { directory in
                var largest: UInt32 = 0
                for bucket in 0..<(1 << 16) {
                    let end = Int(directory[bucket + 1])
                    var key = Int(directory[bucket])
                    while key < end {
                        guard key == Int(directory[bucket]) || keys.key(key - 1) <= keys.key(key) else {
                            return (false, largest)
                        }
                        largest = max(largest, keys.target(key))
                        key += 1
                    }
                }
                return (true, largest)
            }
        }
        guard ordered else { throw fail("the deletion keys are out of order") }
        guard typoKeys.count == 0 || largest < targetCount else {
            throw fail("a deletion key names a term that does not exist")
        }

        let impacts = try parts.impactCodes.impacts(
            starts: parts.impactStarts, documents: parts.impactDocuments, termCount: termCount,
            articleCount: articleCount, fail)
        return SearchIndexParts.Derived(
            scalarStarts: scalarStarts, scalars: scalars, hasLetter: hasLetter,
            targetGroups: targets, impacts: impacts)
    }

    /// Token lists: one run per article, each token a term (or the stop term) and not empty.
    private static func check(
        _ tokens: FieldTokens, articleCount: Int, termCount: Int, name: String,
        _ fail: (String) -> HelpSearchIndexFileError
    ) throws(HelpSearchIndexFileError) {
        let count = tokens.tokenOffsets.count
        guard tokens.tokenStarts.count == articleCount + 1, tokens.tokenStarts.first == 0,
            tokens.tokenStarts.last.map(Int.init) == count,
            zip(tokens.tokenStarts, tokens.tokenStarts.dropFirst()).allSatisfy({ $0 <= $1 })
        else { throw fail("the \(name) do not cover the articles") }
        guard tokens.tokenLengths.count == count else { throw fail("the \(name) have lengths missing") }
        if termCount <= Int(UInt16.max) {
            guard tokens.tokenTerms.isEmpty, tokens.compactTokenTerms.count == count,
                tokens.compactTokenTerms.allSatisfy({ Int($0) <= termCount })
            else { throw fail("the \(name) name terms that do not exist") }
        } else {
            guard tokens.compactTokenTerms.isEmpty, tokens.tokenTerms.count == count,
                tokens.tokenTerms.allSatisfy({ Int($0) <= termCount })
            else { throw fail("the \(name) name terms that do not exist") }
        }
        guard tokens.tokenLengths.allSatisfy({ $0 > 0 }) else { throw fail("the \(name) have an empty token") }
    }

    /// Tokens read in place (their runs, lengths and offsets were checked as they were read):
    /// each token a term (or the stop term).
    private static func check(
        _ tokens: MappedFieldTokens, in bytes: UnsafeRawBufferPointer, articleCount: Int, termCount: Int,
        name: String, _ fail: (String) -> HelpSearchIndexFileError
    ) throws(HelpSearchIndexFileError) {
        guard tokens.offsetRuns.count == articleCount + 1 else { throw fail("the \(name) do not cover the articles") }
        // An id of the stop term (`termCount`) or below: the array's width may say so alone.
        let widest = tokens.terms.width == 4 ? Int(UInt32.max) : (1 << (8 * tokens.terms.width)) - 1
        guard widest <= termCount || Int(tokens.terms.largest(in: bytes)) <= termCount else {
            throw fail("the \(name) name terms that do not exist")
        }
    }
}
