import Foundation

/// Derives stable ids for items and sections that have none in their file.
///
/// The rule (documented in `Documentation/HelpBookFormat.md`):
/// - a title's *slug* is the title with case and diacritics folded (`Über` → `uber`), every run
///   of characters that are not letters or digits replaced by one `-`, leading and trailing `-`
///   dropped, cut to 64 characters; an empty slug is `untitled`;
/// - a section's id is its slug; an item's id is its parent's id (the section's for a row)
///   + `/` + the slug of its title: `getting-started/welcome`, `editing/notation/ties`;
/// - ids given in the file are kept as they are and reserved first; when a derived id is
///   already taken, `-2`, `-3`, ... is appended, in file order.
///
/// So the same file always gives the same ids, and moving or editing other items does not
/// change an item's id (only renaming it or one of its ancestors does).
enum HelpIdentifier {
    /// The longest slug, in characters.
    static let maximumSlugLength = 64

    /// The slug of a title.
    static func slug(_ title: String) -> String {
        if let ascii = asciiSlug(title) { return ascii }
        let folded = title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        var slug = ""
        var pendingDash = false
        var count = 0
        for character in folded {
            guard count < maximumSlugLength else { break }
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty {
                    slug.append("-")
                    count += 1
                }
                pendingDash = false
                slug.append(character)
                count += 1
            } else {
                pendingDash = true
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "untitled" : slug
    }

    /// The slug of an all-ASCII title, without Foundation's (slow) folding; `nil` for other titles.
    private static func asciiSlug(_ title: String) -> String? {
        derivedID(prefix: "", title: title)
    }

    /// `prefix/slug` (or just the slug for an empty prefix) built in one allocation, for
    /// all-ASCII titles; `nil` when the title needs Unicode folding.
    static func derivedID(prefix: String, title: String) -> String? {
        var title = title
        var prefix = prefix
        return title.withUTF8 { titleBytes -> String? in
            guard isASCII(titleBytes) else { return nil }
            return prefix.withUTF8 { prefixBytes in
                let separator = prefixBytes.isEmpty ? 0 : 1
                let capacity = prefixBytes.count + separator + max(8, min(titleBytes.count, maximumSlugLength))
                return String(unsafeUninitializedCapacity: capacity) { buffer in
                    guard let base = buffer.baseAddress else { return 0 }
                    return writeID(prefix: prefixBytes, separator: separator == 1, title: titleBytes, into: base)
                }
            }
        }
    }

    /// Whether every byte is ASCII, eight bytes at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        var index = 0
        while index + 8 <= bytes.count {
            if base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// For each byte, its slug byte: ASCII letters lowercased, digits kept, 0 for everything else.
    private static let slugBytes: [UInt8] = (0...255).map { (byte: Int) -> UInt8 in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt8(byte) + 32
        default: 0
        }
    }

    /// Writes `prefix`, `/` (when `separator`) and the ASCII slug of `title` (all ASCII) to
    /// `output`, which has room for the prefix, the separator and `max(8, min(title.count,
    /// maximumSlugLength))` bytes; returns the count written.
    private static func writeID(
        prefix: UnsafeBufferPointer<UInt8>, separator: Bool, title: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var count = 0
        if let prefixBase = prefix.baseAddress {
            UnsafeMutableRawPointer(output).copyMemory(from: prefixBase, byteCount: prefix.count)
            count = prefix.count
        }
        if separator {
            output[count] = UInt8(ascii: "/")
            count += 1
        }
        return writeSlug(of: title, into: output, at: count)
    }

    /// Writes the ASCII slug of `title` (all ASCII) to `output` from `slugStart`, where there
    /// is room for `max(8, min(title.count, maximumSlugLength))` bytes; returns the end.
    /// (The legacy scanner calls it on a key's bytes in the file, after a section's prefix.)
    static func writeSlug(
        of title: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, at slugStart: Int
    ) -> Int {
        let slugEnd = slugStart + maximumSlugLength
        var count = slugStart
        var pendingDash = false
        slugBytes.withUnsafeBufferPointer { table in
            for byte in title {
                let mapped = table[Int(byte)]
                guard mapped != 0 else {
                    pendingDash = true
                    continue
                }
                if pendingDash {
                    pendingDash = false
                    if count > slugStart {
                        output[count] = UInt8(ascii: "-")
                        count += 1
                        // The dash may have taken the last place.
                        guard count < slugEnd else { return }
                    }
                }
                output[count] = mapped
                count += 1
                if count == slugEnd { return }
            }
        }
        while count > slugStart, output[count - 1] == UInt8(ascii: "-") { count -= 1 }
        if count == slugStart {
            for byte in "untitled".utf8 {
                output[count] = byte
                count += 1
            }
        }
        return count
    }

    /// The id an item titled `title` derives below `parentID` (before collisions are numbered).
    static func derivedID(parentID: String, title: String) -> String {
        derivedID(prefix: parentID, title: title) ?? parentID + "/" + slug(title)
    }

    /// Fills in every empty section and item id, following the rule above.
    ///
    /// - Complexity: O(n) in the number of items (iterative, so any depth is fine).
    static func assignMissingIDs(in sections: inout [HelpSection]) {
        // A book whose every id is given (a v2 file as written by the encoder) has nothing to do.
        func allGiven(_ items: [HelpItem]) -> Bool {
            items.allSatisfy { !$0.id.isEmpty && ($0.children.isEmpty || allGiven($0.children)) }
        }
        if sections.allSatisfy({ !$0.id.isEmpty && allGiven($0.items) }) { return }
        var takenItemIDs = Allocator()
        var takenSectionIDs = Allocator()
        func count(_ items: [HelpItem]) -> Int { items.reduce(items.count) { $0 + count($1.children) } }
        takenItemIDs.taken.reserveCapacity(sections.reduce(0) { $0 + count($1.items) })
        func reserveGivenIDs(_ items: [HelpItem]) {
            for index in items.indices {
                if !items[index].id.isEmpty { takenItemIDs.taken.insert(items[index].id) }
                if !items[index].children.isEmpty { reserveGivenIDs(items[index].children) }
            }
        }
        for section in sections {
            if !section.id.isEmpty { takenSectionIDs.taken.insert(section.id) }
            reserveGivenIDs(section.items)
        }
        for index in sections.indices where sections[index].id.isEmpty {
            sections[index].id = takenSectionIDs.unique(slug(sections[index].title))
        }
        for index in sections.indices {
            let prefix = sections[index].id
            assign(&sections[index].items, prefix: prefix, taken: &takenItemIDs)
        }
    }

    private static func assign(_ items: inout [HelpItem], prefix: String, taken: inout Allocator) {
        // Depth is bounded by the decoders (ReadingLimits.maximumHelpDepth), so recursion is safe here.
        for index in items.indices {
            if items[index].id.isEmpty {
                items[index].id = taken.unique(derivedID(parentID: prefix, title: items[index].title))
            }
            if !items[index].children.isEmpty {
                let childPrefix = items[index].id
                assign(&items[index].children, prefix: childPrefix, taken: &taken)
            }
        }
    }

    /// Ids in use, and for each base the next suffix to try (so many equal titles stay O(n)).
    struct Allocator {
        var taken = Set<String>()
        var nextSuffix: [String: Int] = [:]

        mutating func unique(_ base: String) -> String {
            if taken.insert(base).inserted { return base }
            var counter = nextSuffix[base] ?? 2
            var candidate = "\(base)-\(counter)"
            while !taken.insert(candidate).inserted {
                counter += 1
                candidate = "\(base)-\(counter)"
            }
            nextSuffix[base] = counter + 1
            return candidate
        }
    }
}
