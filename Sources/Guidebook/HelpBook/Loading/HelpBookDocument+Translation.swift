extension HelpBookDocument {
    /// Gives a translation the ids of the development language's book, so a deep link, a search
    /// result or a preview page names the same article in every language.
    ///
    /// Ids derived from titles differ between languages (`sharing-and-backup/exporting-a-pdf` in
    /// English is `teilen-und-sichern/als-pdf-exportieren` in German). When this book has the
    /// reference's *shape* (as many sections, and at every level as many rows, with children in
    /// the same places), every section and item takes the id the reference has at the same place;
    /// `related` ids and article links in bodies follow, and an item without an app-version range
    /// takes the reference's (legacy files cannot state one). A book of another shape keeps its
    /// own ids and gets a `translation-shape` warning at the first place that differs.
    ///
    /// ```swift
    /// var german = try HelpBookDocument(contentsOf: folder.appending(path: "de.lproj/HelpList.plist"))
    /// german.adoptIDs(from: try HelpBookDocument(contentsOf: folder.appending(path: "en.lproj/HelpBook.json")))
    /// german.book.item(withID: "export-pdf")?.title   // "Als PDF exportieren"
    /// ```
    ///
    /// - Parameter reference: The development language's document.
    /// - Complexity: O(n) in the number of items and links.
    package mutating func adoptIDs(from reference: HelpBookDocument) {
        // The book now depends on both files (their ids, or the shape warning): a search index
        // made from it records both files' hashes.
        let sourceHash = HelpBook.sourceHash(translation: book.sourceHash, reference: reference.book.sourceHash)
        defer { book.sourceHash = sourceHash }
        if let difference = Self.firstDifference(book.sections, reference.book.sections) {
            diagnostics.append(shapeWarning(difference, reference: reference))
            return
        }
        var renamed: [String: String] = [:]
        for index in book.sections.indices {
            let referenceSection = reference.book.sections[index]
            if renamed[book.sections[index].id] == nil { renamed[book.sections[index].id] = referenceSection.id }
            Self.collectRenames(book.sections[index].items, referenceSection.items, into: &renamed)
        }
        let sectionIDs = reference.book.sections.map(\.id)
        for index in book.sections.indices {
            book.sections[index].id = sectionIDs[index]
            Self.adopt(&book.sections[index].items, from: reference.book.sections[index].items, renamed: renamed)
        }
    }

    /// Where two shapes first differ: the path of the level (`[]` for the book's sections,
    /// `[section]` for a section's rows, `[section, row, …]` for an item's children) and the
    /// counts there.
    struct ShapeDifference {
        var path: [Int]
        var count: Int
        var referenceCount: Int
    }

    static func firstDifference(_ sections: [HelpSection], _ reference: [HelpSection]) -> ShapeDifference? {
        guard sections.count == reference.count else {
            return ShapeDifference(path: [], count: sections.count, referenceCount: reference.count)
        }
        // Breadth of the work list is the book's size; depth is bounded by the decoders.
        var pending: [(items: [HelpItem], reference: [HelpItem], path: [Int])] = sections.indices.map {
            (sections[$0].items, reference[$0].items, [$0])
        }
        while let (items, referenceItems, path) = pending.popLast() {
            guard items.count == referenceItems.count else {
                return ShapeDifference(path: path, count: items.count, referenceCount: referenceItems.count)
            }
            for row in items.indices where !items[row].children.isEmpty || !referenceItems[row].children.isEmpty {
                pending.append((items[row].children, referenceItems[row].children, path + [row]))
            }
        }
        return nil
    }

    private static func collectRenames(
        _ items: [HelpItem], _ reference: [HelpItem], into renamed: inout [String: String]
    ) {
        for row in items.indices {
            if renamed[items[row].id] == nil { renamed[items[row].id] = reference[row].id }
            if !items[row].children.isEmpty {
                collectRenames(items[row].children, reference[row].children, into: &renamed)
            }
        }
    }

    private static func adopt(_ items: inout [HelpItem], from reference: [HelpItem], renamed: [String: String]) {
        for row in items.indices {
            let model = reference[row]
            items[row].id = model.id
            if items[row].minimumAppVersion == nil, items[row].maximumAppVersion == nil {
                items[row].minimumAppVersion = model.minimumAppVersion
                items[row].maximumAppVersion = model.maximumAppVersion
            }
            items[row].related = items[row].related.map { renamed[$0] ?? $0 }
            if items[row].body.mayHoldLinks {
                items[row].body.blocks = items[row].body.blocks.map { $0.renamingArticleLinks(renamed) }
            }
            if !items[row].children.isEmpty {
                adopt(&items[row].children, from: model.children, renamed: renamed)
            }
        }
    }

    private func shapeWarning(_ difference: ShapeDifference, reference: HelpBookDocument) -> Diagnostic {
        let language = book.language.map { "The \($0) help book" } ?? "This help book"
        let referenceName = reference.book.language ?? "the development language"
        let what: String
        var location = SourceLocation(file: file, line: 1, column: 1)
        switch difference.path.count {
        case 0:
            what =
                "has \(Self.count(difference.count, "section")) where \(referenceName) has \(difference.referenceCount)"
        case 1:
            let section = book.sections[difference.path[0]]
            location = section.location ?? location
            what =
                "has \(Self.count(difference.count, "row")) in section \(difference.path[0] + 1) "
                + "\"\(section.title)\" where \(referenceName) has \(difference.referenceCount)"
        default:
            let item = book.item(at: HelpBook.Path(difference.path))
            location = item?.location ?? location
            what =
                "has \(Self.count(difference.count, "row")) under \"\(item?.title ?? "")\" "
                + "where \(referenceName) has \(difference.referenceCount)"
        }
        return Diagnostic(
            .warning,
            "\(language) \(what), so its articles keep ids derived from their own titles and links "
                + "to \(referenceName)'s ids do not open in it.",
            at: location,
            fix: "Give it the sections and rows of \(reference.file.isEmpty ? referenceName : reference.file), "
                + "in the same order.",
            code: .translationShape)
    }

    /// `1 row`, `3 rows`.
    static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}

extension HelpBlock {
    /// The block with each article link's id replaced by its entry in `renamed`, when it has one.
    func renamingArticleLinks(_ renamed: [String: String]) -> HelpBlock {
        switch self {
        case .paragraph(let inlines):
            return .paragraph(inlines.map { $0.renamingArticleLinks(renamed) })
        case .list(let ordered, let items):
            return .list(ordered: ordered, items: items.map { $0.map { $0.renamingArticleLinks(renamed) } })
        }
    }
}

extension HelpInline {
    /// The inline with each article link's id replaced by its entry in `renamed`, when it has one.
    func renamingArticleLinks(_ renamed: [String: String]) -> HelpInline {
        switch self {
        case .text, .lineBreak:
            return self
        case .strong(let children):
            return .strong(children.map { $0.renamingArticleLinks(renamed) })
        case .emphasis(let children):
            return .emphasis(children.map { $0.renamingArticleLinks(renamed) })
        case .link(let children, .article(let id)):
            return .link(children.map { $0.renamingArticleLinks(renamed) }, .article(renamed[id] ?? id))
        case .link(let children, let target):
            return .link(children.map { $0.renamingArticleLinks(renamed) }, target)
        }
    }
}
