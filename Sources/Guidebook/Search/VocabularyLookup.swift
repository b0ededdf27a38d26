/// How an index finds a term by its spelling and a stem group by its stem: tables hashed as
/// the index is built, or, for an index read from its file, binary searches of what the file
/// has in order (the terms by their UTF-8, the stem groups by stem), so opening builds no table.
enum VocabularyLookup: Sendable {
    case hashed(termIDs: [String: UInt32], stemGroups: [String: [UInt32]])
    /// The stem of each group of `HelpSearchIndex.Storage.stemGroupList`, in UTF-8 order.
    case sorted(groupStems: [String])
}

extension HelpSearchIndex.Storage {
    /// The id of the term spelled `word`.
    ///
    /// - Complexity: O(1) built, O(log v) read from a file, for v terms.
    func termID(_ word: String) -> UInt32? {
        switch lookup {
        case .hashed(let termIDs, _):
            return termIDs[word]
        case .sorted:
            let position = Self.partition(sortedTerms.count) {
                Self.precedesInUTF8(terms[Int(sortedTerms[$0])], word)
            }
            guard position < sortedTerms.count, terms[Int(sortedTerms[position])].utf8.elementsEqual(word.utf8) else {
                return nil
            }
            return sortedTerms[position]
        }
    }

    /// The terms whose stem is `stem`.
    ///
    /// - Complexity: O(1) built, O(log g) read from a file, for g groups.
    func stemGroup(_ stem: String) -> ArraySlice<UInt32>? {
        switch lookup {
        case .hashed(_, let stemGroups):
            return stemGroups[stem].map { $0[...] }
        case .sorted(let stems):
            return Self.position(of: stem, inSorted: stems).map { stemGroupList[$0] }
        }
    }

    /// Each group's stem, by the group's position in `stemGroupList`.
    var groupStems: [String] {
        switch lookup {
        case .hashed(_, let stemGroups):
            var stems = [String](repeating: "", count: stemGroupList.count)
            for (stem, members) in stemGroups {
                guard let first = members.first else { continue }
                let position = Int(targetGroups[Int(first)])
                if position >= 0 { stems[position] = stem }
            }
            return stems
        case .sorted(let stems):
            return stems
        }
    }

    /// The position of `text` in `sorted` (ordered by UTF-8), or `nil` when it is not there.
    static func position(of text: String, inSorted sorted: [String]) -> Int? {
        let position = partition(sorted.count) { precedesInUTF8(sorted[$0], text) }
        return position < sorted.count && sorted[position].utf8.elementsEqual(text.utf8) ? position : nil
    }

    /// Whether `text`'s UTF-8 bytes order before `other`'s: a byte loop over each string's
    /// bytes where they lie (small and native strings have them in place), not the UTF-8 views'
    /// iterators.
    static func precedesInUTF8(_ text: String, _ other: String) -> Bool {
        let inPlace = text.utf8.withContiguousStorageIfAvailable { text in
            other.utf8.withContiguousStorageIfAvailable { other in text.lexicographicallyPrecedes(other) }
        }
        return (inPlace ?? nil) ?? text.utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// The first of `0..<count` for which `isBefore` is false (`count` when none), for an
    /// `isBefore` true up to a point and false after it.
    static func partition(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The stem groups' members in one array, `members[starts[g]..<starts[g + 1]]` for group `g`:
/// one allocation for all of them, where an array per group cost an index file's opening an
/// allocation, a retain and a release for each of its thousands of groups.
struct StemGroupList: Sendable {
    private(set) var starts: [UInt32] = [0]
    private(set) var members: [UInt32] = []

    /// The number of groups.
    var count: Int { starts.count - 1 }

    /// The members of group `group` (below `count`).
    subscript(group: Int) -> ArraySlice<UInt32> { members[Int(starts[group])..<Int(starts[group + 1])] }

    /// Adds a group of `members`.
    mutating func append(_ group: some Sequence<UInt32>) {
        members.append(contentsOf: group)
        starts.append(UInt32(members.count))
    }

    /// Adds a group whose members `add` appends to the array it is given.
    mutating func append<Failure: Error>(
        by add: (inout [UInt32]) throws(Failure) -> Void
    ) throws(Failure) {
        try add(&members)
        starts.append(UInt32(members.count))
    }
}
