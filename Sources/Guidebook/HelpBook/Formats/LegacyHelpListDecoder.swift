/// Reads the seed's `HelpList.plist` shape into a ``HelpBook``, in file order.
///
/// - The root is an array; each element is a section dictionary.
/// - A section's `Title` (a string) is its header; every other key is a row title, in file order.
/// - A row's value is its help text (a string, read as plain text), or its children:
///   - a dictionary: each key is a child row title, its value text or children again;
///   - an array of dictionaries: each is a child titled by its `Title`, whose other keys are its
///     children (the root's shape, one level down).
/// - Any other value (number, boolean, date, data) is an error with its position.
/// - A row whose key is `Title` in another spelling (`title`, `TITLE`), or a `Title` key inside a
///   child dictionary, is kept as a row and reported: it reads like a header but is not one.
struct LegacyHelpListDecoder {
    let file: String
    /// The help limits (depth, item count) checked as items are built.
    let limits: ReadingLimits
    var diagnostics: [Diagnostic] = []
    private var itemCount = 0
    /// Ids are derived while reading (legacy files give none), in file order: the same ids
    /// `HelpIdentifier.assignMissingIDs` gives, without a second pass over the book.
    private var itemIDs = HelpIdentifier.Allocator()
    private var sectionIDs = HelpIdentifier.Allocator()

    init(file: String, limits: ReadingLimits) {
        self.file = file
        self.limits = limits
    }

    mutating func decode(_ root: PropertyListValue) throws(HelpBookError) -> HelpBook {
        guard case .array(let elements) = root else {
            throw .wrongRootType(found: root.typeName, at: root.dictionaryValue?.location ?? start)
        }
        var sections: [HelpSection] = []
        sections.reserveCapacity(elements.count)
        // Rows of all sections (children are rare in legacy files): the id set is sized once
        // instead of growing and rehashing every id on the way.
        itemIDs.taken.reserveCapacity(elements.reduce(0) { $0 + ($1.dictionaryValue?.count ?? 0) })
        sectionIDs.taken.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .dictionary(let dictionary) = element else {
                throw .sectionNotDictionary(
                    index: index, found: element.typeName, at: Self.nearestLocation(in: elements, to: index) ?? start)
            }
            let location = dictionary.location ?? start
            guard let titleEntry = dictionary.entry(forKey: "Title") else {
                let similar =
                    EditDistance.closest(to: "Title", among: dictionary.keys)
                    ?? dictionary.keys.first(where: { $0.lowercased() == "title" })
                throw .sectionWithoutTitle(index: index, similarKey: similar, at: location)
            }
            guard case .string(let title) = titleEntry.value else {
                throw .titleNotString(found: titleEntry.value.typeName, at: titleEntry.location ?? location)
            }
            let sectionID = sectionIDs.unique(HelpIdentifier.slug(title))
            var items: [HelpItem] = []
            items.reserveCapacity(dictionary.count - 1)
            // The dictionary itself, not `entries` (which builds a new array since dictionaries
            // keep their entries in their own storage).
            for entry in dictionary where !Self.isTitleKey(entry.key) {
                if Self.looksLikeTitle(entry.key) {
                    warnTitleRow(entry.key, at: entry.location ?? location, inSection: title)
                }
                try appendItem(
                    entry.key, entry.value, at: entry.location ?? location, depth: 1, parentID: sectionID, to: &items)
            }
            sections.append(HelpSection(id: sectionID, title: title, items: items, location: location))
        }
        return HelpBook(sections: sections)
    }

    private var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    /// Reads one row (and its children) and appends it to `items`; built in place, so the
    /// item is not copied into the array afterwards.
    private mutating func appendItem(
        _ title: String, _ value: PropertyListValue, at location: SourceLocation, depth: Int, parentID: String,
        to items: inout [HelpItem]
    ) throws(HelpBookError) {
        if let error = limits.exceeded(.helpDepth, by: depth, at: location) { throw .limitExceeded(error) }
        itemCount += 1
        if let error = limits.exceeded(.helpItemCount, by: itemCount, at: location) { throw .limitExceeded(error) }
        let id = itemIDs.unique(HelpIdentifier.derivedID(parentID: parentID, title: title))
        switch value {
        case .string(let text):
            items.append(HelpItem(id: id, title: title, body: HelpBody(plainText: text), location: location))
        case .dictionary(let dictionary):
            var children: [HelpItem] = []
            children.reserveCapacity(dictionary.count)
            for entry in dictionary {
                if Self.looksLikeTitle(entry.key) {
                    warnTitleRow(entry.key, at: entry.location ?? location, inSection: nil)
                }
                try appendItem(
                    entry.key, entry.value, at: entry.location ?? location, depth: depth + 1, parentID: id,
                    to: &children)
            }
            items.append(HelpItem(id: id, title: title, children: children, location: location))
        case .array(let elements):
            var children: [HelpItem] = []
            children.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                guard case .dictionary(let group) = element else {
                    throw .childGroupNotDictionary(
                        row: title, index: index, found: element.typeName,
                        at: Self.nearestLocation(in: elements, to: index) ?? location)
                }
                let groupLocation = group.location ?? location
                guard let titleEntry = group.entry(forKey: "Title") else {
                    throw .childGroupWithoutTitle(row: title, index: index, at: groupLocation)
                }
                guard case .string(let childTitle) = titleEntry.value else {
                    throw .titleNotString(found: titleEntry.value.typeName, at: titleEntry.location ?? groupLocation)
                }
                let rest = PropertyListDictionary(group.filter { $0.key != "Title" }, location: group.location)
                try appendItem(
                    childTitle, .dictionary(rest), at: titleEntry.location ?? groupLocation, depth: depth + 1,
                    parentID: id, to: &children)
            }
            items.append(HelpItem(id: id, title: title, children: children, location: location))
        case .integer, .real, .bool, .date, .data:
            throw .unsupportedValue(key: title, found: value.typeName, at: location)
        }
    }

    /// Exactly `Title` (the length is checked first: it is O(1), and most keys are longer).
    static func isTitleKey(_ key: String) -> Bool {
        key.utf8.count == 5 && key == "Title"
    }

    /// `Title` in any case, with blanks around it (checked cheaply: most keys are longer).
    static func looksLikeTitle(_ key: String) -> Bool {
        key.utf8.count <= 16 && key.trimmingSpaces.lowercased() == "title"
    }

    private mutating func warnTitleRow(_ key: String, at location: SourceLocation, inSection section: String?) {
        diagnostics.append(Self.titleRowDiagnostic(key, at: location, inSection: section))
    }

    /// The `title-row` warning for a row named like a header (`section` is `nil` in a child dictionary).
    static func titleRowDiagnostic(_ key: String, at location: SourceLocation, inSection section: String?)
        -> Diagnostic
    {
        let message =
            section.map {
                "The row \"\(key)\" in section \"\($0)\" reads like the section's header, but only \"Title\" is one."
            }
            ?? "The row \"\(key)\" in a child dictionary reads like a header, but child dictionaries have no header; it is shown as a row."
        return Diagnostic(
            .warning, message, at: location, fix: "Rename the row, or move its text to the section's \"Title\".",
            code: .titleRow)
    }

    /// The location of the closest dictionary at or before `index` (or after it), for elements that have none.
    static func nearestLocation(in elements: [PropertyListValue], to index: Int) -> SourceLocation? {
        for element in elements[..<index].reversed() {
            if let location = element.dictionaryValue?.location { return location }
        }
        for element in elements[index...] {
            if let location = element.dictionaryValue?.location { return location }
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
