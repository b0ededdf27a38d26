/// What a search result shows of each article: a record per article for an index built from
/// the book, or, for an index read from a file, each article's place in the book, from which
/// a result makes its record when it needs one (opening a file allocates nothing per article).
enum ArticleTable: Sendable {
    case records([ArticleRecord])
    case places(HelpBook, ArticlePlaces)

    /// The number of articles.
    var count: Int {
        switch self {
        case .records(let records): records.count
        case .places(_, let places): places.count
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The record of article `document` (below `count`).
    func record(_ document: Int) -> ArticleRecord {
        switch self {
        case .records(let records): return records[document]
        case .places(let book, let places): return places.record(document, in: book)
        }
    }
}

/// Each article's index path in its book (section, item, then one row per level), in book
/// order as `HelpSearchIndex.Storage.forEachArticle` visits them, in two flat arrays.
struct ArticlePlaces: Sendable {
    /// `components[starts[d]..<starts[d + 1]]` is article `d`'s index path.
    private var starts: [UInt32] = [0]
    private var components: [UInt32] = []

    /// The places of every article of `book`.
    ///
    /// Items are read where they are (`items[row].children`), never copied whole: a copy of
    /// an item retains each of its fields.
    init(book: HelpBook) {
        var path: [UInt32] = []
        func visit(_ items: [HelpItem], depth: Int) {
            for row in items.indices {
                path.append(UInt32(truncatingIfNeeded: row))
                components.append(contentsOf: path)
                starts.append(UInt32(truncatingIfNeeded: components.count))
                // As `forEachArticle`: the children of an item 64 levels down are not articles.
                if depth < 64, !items[row].children.isEmpty { visit(items[row].children, depth: depth + 1) }
                path.removeLast()
            }
        }
        for sectionIndex in book.sections.indices {
            path = [UInt32(truncatingIfNeeded: sectionIndex)]
            visit(book.sections[sectionIndex].items, depth: 0)
        }
    }

    var count: Int { starts.count - 1 }

    /// The record of article `document`: its item found by its index path (the book is the one
    /// the places were made from, so every step exists). Only the fields a record keeps are
    /// read from the items on the way, not whole items (a copy retains every field).
    func record(_ document: Int, in book: HelpBook) -> ArticleRecord {
        let places = Int(starts[document])..<Int(starts[document + 1])
        if places.count == 2 {
            // An item of a section (most articles): its path and index path as array literals,
            // which allocate exactly with less work than the general walk's reserve and appends.
            let section = Int(components[places.lowerBound])
            let row = Int(components[places.lowerBound + 1])
            return book.sections.withUnsafeBufferPointer { sections in
                let sectionTitle = sections[section].title
                return sections[section].items.withUnsafeBufferPointer { items in
                    let title = items[row].title
                    return ArticleRecord(
                        document: document, title: title, body: nil, source: items[row].body,
                        path: [sectionTitle, title], indexPath: HelpBook.Path([section, row]), itemID: items[row].id)
                }
            }
        }
        let indices = components[places].map { Int($0) }
        // Through buffer pointers: a field is read where it lies, where an array's subscript
        // copies the whole item first (a retain of each of its fields, each likely a cache miss).
        return book.sections.withUnsafeBufferPointer { sections in
            var path: [String] = []
            path.reserveCapacity(indices.count)
            path.append(sections[indices[0]].title)
            var items = sections[indices[0]].items
            var row = indices[1]
            for index in indices.dropFirst(2) {
                items = items.withUnsafeBufferPointer { items in
                    path.append(items[row].title)
                    return items[row].children
                }
                row = index
            }
            return items.withUnsafeBufferPointer { items in
                let title = items[row].title
                path.append(title)
                return ArticleRecord(
                    document: document, title: title, body: nil, source: items[row].body, path: path,
                    indexPath: HelpBook.Path(indices),
                    itemID: items[row].id)
            }
        }
    }

    var estimatedBytes: Int { 4 * (starts.count + components.count) }

    /// Reads article `document`'s first index path component and returns it: what brings its
    /// place into the cache (see `MappedFieldTokens.touch`).
    func touch(_ document: Int) -> UInt32 { components[Int(starts[document])] }
}
