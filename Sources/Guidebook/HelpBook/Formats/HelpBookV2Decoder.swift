/// Reads the v2 schema (see `Documentation/HelpBookFormat.md`) from a property-list tree, which a
/// property list and a JSON document produce alike.
///
/// Missing required fields and wrong types are errors; unknown keys are warnings (a newer file
/// still opens) naming the closest known key.
struct HelpBookV2Decoder {
    static let formatName = "guidebook-help"
    static let version: Int64 = 2
    static let bookKeys = ["format", "version", "language", "sections"]
    static let sectionKeys = ["id", "title", "items"]
    static let itemKeys = [
        "id", "title", "subtitle", "body", "keywords", "related", "minimumAppVersion", "maximumAppVersion", "children",
    ]

    let file: String
    var diagnostics: [Diagnostic] = []
    private var itemCount = 0

    init(file: String) {
        self.file = file
    }

    /// Whether a root value looks like a v2 document (a dictionary with `format` or `sections`).
    static func looksLikeV2(_ root: PropertyListValue) -> Bool {
        guard case .dictionary(let dictionary) = root else { return false }
        return dictionary["format"] != nil || dictionary["sections"] != nil
    }

    mutating func decode(_ root: PropertyListValue) throws(HelpBookError) -> HelpBook {
        guard case .dictionary(let dictionary) = root else {
            throw .wrongRootType(found: root.typeName, at: start)
        }
        let location = dictionary.location ?? start
        let format = dictionary.entry(forKey: "format")
        guard let format, case .string(Self.formatName) = format.value else {
            throw .unsupportedFormat(found: format.map { describe($0.value) }, at: format?.location ?? location)
        }
        if let version = dictionary.entry(forKey: "version") {
            let number: Int64? =
                switch version.value {
                case .integer(let value): value
                case .real(let value): value == value.rounded() && abs(value) < 1e9 ? Int64(value) : nil
                case .string(let text): Int64(text)
                default: nil
                }
            guard number == Self.version else {
                throw .unsupportedVersion(found: describe(version.value), at: version.location ?? location)
            }
        }
        warnUnknownKeys(in: dictionary, known: Self.bookKeys, what: "help book")
        let language = try optionalString("language", in: dictionary)
        let sectionValues = try requiredArray("sections", in: dictionary, container: "help book")
        var sections: [HelpSection] = []
        sections.reserveCapacity(sectionValues.count)
        for (index, value) in sectionValues.enumerated() {
            let sectionDictionary = try element(value, index: index, of: "sections", in: dictionary)
            sections.append(try section(sectionDictionary))
        }
        HelpIdentifier.assignMissingIDs(in: &sections)
        return HelpBook(sections: sections, language: language)
    }

    private var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    private mutating func section(_ dictionary: PropertyListDictionary) throws(HelpBookError) -> HelpSection {
        let location = dictionary.location ?? start
        warnUnknownKeys(in: dictionary, known: Self.sectionKeys, what: "section")
        guard let title = try optionalString("title", in: dictionary) else {
            throw .missingField("title", in: "section", at: location)
        }
        let id = try identifier(in: dictionary)
        let itemValues = try requiredArray("items", in: dictionary, container: "section \"\(title)\"")
        var items: [HelpItem] = []
        items.reserveCapacity(itemValues.count)
        for (index, value) in itemValues.enumerated() {
            items.append(try item(try element(value, index: index, of: "items", in: dictionary), depth: 1))
        }
        return HelpSection(id: id, title: title, items: items, location: location)
    }

    private mutating func item(_ dictionary: PropertyListDictionary, depth: Int) throws(HelpBookError) -> HelpItem {
        let location = dictionary.location ?? start
        guard depth <= HelpBook.maximumDepth else { throw .tooDeep(limit: HelpBook.maximumDepth, at: location) }
        itemCount += 1
        guard itemCount <= HelpBook.maximumItemCount else {
            throw .tooManyItems(limit: HelpBook.maximumItemCount, at: location)
        }
        warnUnknownKeys(in: dictionary, known: Self.itemKeys, what: "item")
        guard let title = try optionalString("title", in: dictionary) else {
            throw .missingField("title", in: "item", at: location)
        }
        var item = HelpItem(id: try identifier(in: dictionary), title: title, location: location)
        item.subtitle = try optionalString("subtitle", in: dictionary)
        if let body = try optionalString("body", in: dictionary) {
            let (parsed, findings) = HelpMarkdown.parse(body)
            item.body = parsed
            let bodyLocation = dictionary.entry(forKey: "body")?.location ?? location
            for finding in findings {
                diagnostics.append(
                    Diagnostic(
                        .warning, "In \"\(title)\": \(finding.message)", at: bodyLocation, fix: finding.fix,
                        code: finding.code))
            }
        }
        item.keywords = try stringArray("keywords", in: dictionary)
        item.related = try stringArray("related", in: dictionary)
        item.minimumAppVersion = try appVersion("minimumAppVersion", in: dictionary)
        item.maximumAppVersion = try appVersion("maximumAppVersion", in: dictionary)
        if let entry = dictionary.entry(forKey: "children") {
            guard case .array(let values) = entry.value else {
                throw .wrongFieldType(
                    "children", expected: "an array of items", found: entry.value.typeName,
                    at: entry.location ?? location)
            }
            item.children.reserveCapacity(values.count)
            for (index, value) in values.enumerated() {
                item.children.append(
                    try self.item(try element(value, index: index, of: "children", in: dictionary), depth: depth + 1))
            }
        }
        return item
    }

    // MARK: Fields

    private mutating func identifier(in dictionary: PropertyListDictionary) throws(HelpBookError) -> String {
        guard let id = try optionalString("id", in: dictionary) else { return "" }
        if id.allSatisfy(\.isWhitespace) {
            diagnostics.append(
                Diagnostic(
                    .warning, "An \"id\" is empty, so one is derived from the title path.",
                    at: dictionary.entry(forKey: "id")?.location ?? dictionary.location,
                    fix: "Remove the empty \"id\" or write one.", code: "empty-id"))
            return ""
        }
        return id
    }

    private func optionalString(_ key: String, in dictionary: PropertyListDictionary) throws(HelpBookError) -> String? {
        guard let entry = dictionary.entry(forKey: key) else { return nil }
        guard case .string(let text) = entry.value else {
            throw .wrongFieldType(
                key, expected: "a string", found: entry.value.typeName,
                at: entry.location ?? dictionary.location ?? start)
        }
        return text
    }

    private func requiredArray(
        _ key: String, in dictionary: PropertyListDictionary, container: String
    ) throws(HelpBookError) -> [PropertyListValue] {
        guard let entry = dictionary.entry(forKey: key) else {
            throw .missingField(key, in: container, at: dictionary.location ?? start)
        }
        guard case .array(let values) = entry.value else {
            throw .wrongFieldType(
                key, expected: "an array", found: entry.value.typeName,
                at: entry.location ?? dictionary.location ?? start)
        }
        return values
    }

    private func element(
        _ value: PropertyListValue, index: Int, of key: String, in parent: PropertyListDictionary
    ) throws(HelpBookError) -> PropertyListDictionary {
        guard case .dictionary(let dictionary) = value else {
            throw .wrongFieldType(
                "\(key)[\(index)]", expected: "a dictionary", found: value.typeName,
                at: parent.entry(forKey: key)?.location ?? parent.location ?? start)
        }
        return dictionary
    }

    private func stringArray(_ key: String, in dictionary: PropertyListDictionary) throws(HelpBookError) -> [String] {
        guard let entry = dictionary.entry(forKey: key) else { return [] }
        let location = entry.location ?? dictionary.location ?? start
        guard case .array(let values) = entry.value else {
            throw .wrongFieldType(key, expected: "an array of strings", found: entry.value.typeName, at: location)
        }
        var strings: [String] = []
        strings.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            guard case .string(let text) = value else {
                throw .wrongFieldType("\(key)[\(index)]", expected: "a string", found: value.typeName, at: location)
            }
            strings.append(text)
        }
        return strings
    }

    private func appVersion(_ key: String, in dictionary: PropertyListDictionary) throws(HelpBookError) -> AppVersion? {
        guard let entry = dictionary.entry(forKey: key) else { return nil }
        let location = entry.location ?? dictionary.location ?? start
        let text: String
        switch entry.value {
        case .string(let string): text = string
        case .integer(let number): text = String(number)
        default:
            throw .wrongFieldType(
                key, expected: "a version string like \"2.1\"", found: entry.value.typeName, at: location)
        }
        guard let version = AppVersion(text) else { throw .invalidAppVersion(text, field: key, at: location) }
        return version
    }

    private mutating func warnUnknownKeys(in dictionary: PropertyListDictionary, known: [String], what: String) {
        for entry in dictionary where !known.contains(entry.key) {
            let suggestion = EditDistance.closest(to: entry.key, among: known)
            diagnostics.append(
                Diagnostic(
                    .warning, "The \(what) has an unknown key \"\(entry.key)\", which is ignored.",
                    at: entry.location ?? dictionary.location ?? start,
                    fix: suggestion.map { "Did you mean \"\($0)\"?" }
                        ?? "Known keys: \(known.joined(separator: ", ")).",
                    code: "unknown-key"))
        }
    }

    private func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        default: "a \(value.typeName)"
        }
    }
}
