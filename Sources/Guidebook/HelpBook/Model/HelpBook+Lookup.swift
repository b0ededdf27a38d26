import Foundation

extension HelpBook {
    /// The item at a path (`[section, row, row...]`), or `nil` when any index is out of range.
    ///
    /// ```swift
    /// book.item(at: [0, 3, 1])?.title   // second child of the fourth row of section 0
    /// ```
    ///
    /// - Parameter path: Section first, then one row per level.
    /// - Complexity: O(d) for a path d levels deep.
    public func item(at path: Path) -> HelpItem? {
        guard let section = path.section, path.indices.count >= 2, sections.indices.contains(section) else {
            return nil
        }
        var level = sections[section].items
        var found: HelpItem?
        for row in path.rows {
            guard level.indices.contains(row) else { return nil }
            found = level[row]
            level = level[row].children
        }
        return found
    }

    /// The path of the item with an id, or `nil` when no item has it.
    ///
    /// ```swift
    /// if let path = book.path(of: "editing/undo") { print(path) }   // "1.4": the row to scroll to
    /// ```
    ///
    /// - Parameter id: An item id.
    /// - Complexity: O(1) (the book keeps an id index).
    public func path(of id: String) -> Path? {
        index.paths[id]
    }

    /// The item with an id, or `nil`. When ids repeat (a validation error), the first in file order.
    ///
    /// ```swift
    /// book.item(withID: "getting-started/welcome")?.body.plainText
    /// ```
    ///
    /// - Parameter id: An item id.
    /// - Complexity: O(d) for an item d levels deep (an index lookup, then a walk down its path).
    public func item(withID id: String) -> HelpItem? {
        path(of: id).flatMap { item(at: $0) }
    }

    /// The section with an id, or `nil`.
    ///
    /// - Parameter id: A section id.
    /// - Complexity: O(1).
    public func section(withID id: String) -> HelpSection? {
        index.sectionByID[id].map { sections[$0] }
    }

    /// The item a deep link names: `guidebook://help/<id>`, `#<id>` or the bare id.
    ///
    /// Percent-escapes in the link are decoded, so links built with
    /// `addingPercentEncoding` find ids with spaces or non-ASCII letters.
    ///
    /// ```swift
    /// book.item(forLink: "guidebook://help/exporting/pdf")
    /// book.item(forLink: "exporting/pdf")   // the same item
    /// ```
    ///
    /// - Parameter link: A deep link or an id.
    /// - Complexity: O(d), as ``item(withID:)``.
    public func item(forLink link: String) -> HelpItem? {
        guard let id = HelpBook.articleID(inLink: link) else { return nil }
        return item(withID: id)
    }

    /// The id a deep link names (`guidebook://help/<id>`, `#<id>`, or the bare id), or `nil` for
    /// a link to somewhere else (`https:`, another `guidebook://` host).
    ///
    /// ```swift
    /// HelpBook.articleID(inLink: "guidebook://help/a/b")   // "a/b"
    /// ```
    ///
    /// - Parameter link: The link text.
    public static func articleID(inLink link: String) -> String? {
        let prefix = "guidebook://help/"
        var id: Substring
        if link.lowercased().hasPrefix(prefix) {
            id = link.dropFirst(prefix.count)
        } else if link.hasPrefix("#") {
            id = link.dropFirst()
        } else if let colon = link.firstIndex(of: ":"), colon < link.firstIndex(of: "/") ?? link.endIndex {
            return nil  // another scheme
        } else {
            id = Substring(link)
        }
        while id.hasSuffix("/") { id = id.dropLast() }
        guard !id.isEmpty else { return nil }
        return String(id).removingPercentEncodingIfValid
    }

    /// The titles from the section header down to the item at `path`, for a breadcrumb bar.
    ///
    /// ```swift
    /// book.breadcrumbs(for: [0, 3, 1])   // ["Editing", "Notation", "Ties"]
    /// ```
    ///
    /// - Parameter path: Section first, then one row per level.
    /// - Returns: The section title and each item's title, or an empty array when the path is out of range.
    /// - Complexity: O(d) for a path d levels deep.
    public func breadcrumbs(for path: Path) -> [String] {
        guard item(at: path) != nil, let section = path.section else { return [] }
        var titles = [sections[section].title]
        var level = sections[section].items
        for row in path.rows {
            titles.append(level[row].title)
            level = level[row].children
        }
        return titles
    }

    /// Every item with its path, depth first in file order (a row, then its children, then the next row).
    ///
    /// ```swift
    /// for (path, item) in book.allItems { print(path, item.title) }
    /// ```
    ///
    /// - Complexity: O(n) in the number of items.
    public var allItems: [(path: Path, item: HelpItem)] {
        var result: [(path: Path, item: HelpItem)] = []
        for (sectionIndex, section) in sections.enumerated() {
            var stack: [(item: HelpItem, path: [Int])] = section.items.enumerated().reversed().map {
                ($0.element, [sectionIndex, $0.offset])
            }
            while let (item, path) = stack.popLast() {
                result.append((Path(path), item))
                for (row, child) in item.children.enumerated().reversed() {
                    stack.append((child, path + [row]))
                }
            }
        }
        return result
    }
}

extension String {
    /// The string with percent-escapes decoded, or itself when it has none or they are malformed.
    fileprivate var removingPercentEncodingIfValid: String {
        guard contains("%") else { return self }
        return removingPercentEncoding ?? self
    }
}
