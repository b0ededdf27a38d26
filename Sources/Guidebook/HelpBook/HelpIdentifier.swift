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

    /// Fills in every empty section and item id, following the rule above.
    ///
    /// - Complexity: O(n) in the number of items (iterative, so any depth is fine).
    static func assignMissingIDs(in sections: inout [HelpSection]) {
        var takenItemIDs = Allocator()
        var takenSectionIDs = Allocator()
        for section in sections {
            if !section.id.isEmpty { takenSectionIDs.taken.insert(section.id) }
            var stack = section.items
            while let item = stack.popLast() {
                if !item.id.isEmpty { takenItemIDs.taken.insert(item.id) }
                stack.append(contentsOf: item.children)
            }
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
        // Depth is bounded by the decoders (HelpBookLimits.maximumDepth), so recursion is safe here.
        for index in items.indices {
            if items[index].id.isEmpty {
                items[index].id = taken.unique(prefix + "/" + slug(items[index].title))
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
            var candidate = base
            var counter = nextSuffix[base] ?? 2
            while taken.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            nextSuffix[base] = counter
            taken.insert(candidate)
            return candidate
        }
    }
}
