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
    /// The help limits (depth, item count) checked as items are built.
    let limits: ReadingLimits
    var diagnostics: [Diagnostic] = []
    private var itemCount = 0

    init(file: String, limits: ReadingLimits) {
        self.file = file
        self.limits = limits
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
        if let error = limits.exceeded(.helpDepth, by: depth, at: location) { throw .limitExceeded(error) }
        itemCount += 1
        if let error = limits.exceeded(.helpItemCount, by: itemCount, at: location) { throw .limitExceeded(error) }
        let fields = ItemFields(dictionary)
        for index in fields.unknown {
            warnUnknownKey(dictionary[index], in: dictionary, known: Self.itemKeys, what: "item")
        }
        guard let title = try optionalString("title", at: fields.title, in: dictionary) else {
            throw .missingField("title", in: "item", at: location)
        }
        var item = HelpItem(id: try identifier(fields.id, in: dictionary), title: title, location: location)
        item.subtitle = try optionalString("subtitle", at: fields.subtitle, in: dictionary)
        if let body = try optionalString("body", at: fields.body, in: dictionary) {
            // Read when first shown unless it holds a link, whose reading may have findings.
            let (parsed, findings) = HelpBody.markdown(body)
            item.body = parsed
            let bodyLocation = findings.isEmpty ? location : fields.body.flatMap { dictionary[$0].location } ?? location
            for finding in findings {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "In \"\(title)\": \(finding.message.prefix(1).lowercased() + finding.message.dropFirst())",
                        at: bodyLocation, fix: finding.fix,
                        code: finding.code))
            }
        }
        item.keywords = try stringArray("keywords", at: fields.keywords, in: dictionary)
        item.related = try stringArray("related", at: fields.related, in: dictionary)
        item.minimumAppVersion = try appVersion("minimumAppVersion", at: fields.minimumAppVersion, in: dictionary)
        item.maximumAppVersion = try appVersion("maximumAppVersion", at: fields.maximumAppVersion, in: dictionary)
        if let childrenIndex = fields.children {
            let entry = dictionary[childrenIndex]
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

    /// Where each of an item's known keys stands in its dictionary, found in one pass (each
    /// key compared with the one known key of its length and first letter), and the unknown keys.
    ///
    /// Keys match as `String`s compare (what `entry(forKey:)` does), and the first entry with a
    /// key is the one used; no other spelling equals these ASCII names, so comparing with the
    /// one candidate decides.
    private struct ItemFields {
        var id: Int?
        var title: Int?
        var subtitle: Int?
        var body: Int?
        var keywords: Int?
        var related: Int?
        var minimumAppVersion: Int?
        var maximumAppVersion: Int?
        var children: Int?
        var unknown: [Int] = []

        init(_ dictionary: PropertyListDictionary) {
            for index in dictionary.indices {
                let key = dictionary.key(at: index)
                let utf8 = key.utf8
                var known = true
                switch utf8.count {
                case 2 where key == "id": if id == nil { id = index }
                case 4 where key == "body": if body == nil { body = index }
                case 5 where key == "title": if title == nil { title = index }
                case 7 where key == "related": if related == nil { related = index }
                case 8 where utf8.first == UInt8(ascii: "s") && key == "subtitle":
                    if subtitle == nil { subtitle = index }
                case 8 where utf8.first == UInt8(ascii: "k") && key == "keywords":
                    if keywords == nil { keywords = index }
                case 8 where utf8.first == UInt8(ascii: "c") && key == "children":
                    if children == nil { children = index }
                case 17 where key == "minimumAppVersion":
                    if minimumAppVersion == nil { minimumAppVersion = index }
                case 17 where key == "maximumAppVersion":
                    if maximumAppVersion == nil { maximumAppVersion = index }
                default: known = false
                }
                if !known { unknown.append(index) }
            }
        }
    }

    // MARK: Fields

    private mutating func identifier(in dictionary: PropertyListDictionary) throws(HelpBookError) -> String {
        try identifier(dictionary.index(forKey: "id"), in: dictionary)
    }

    /// The id at entry `index` (the `id` key's), or "" for none.
    private mutating func identifier(_ index: Int?, in dictionary: PropertyListDictionary) throws(HelpBookError)
        -> String
    {
        guard let id = try optionalString("id", at: index, in: dictionary) else { return "" }
        if id.allSatisfy(\.isWhitespace) {
            diagnostics.append(
                Diagnostic(
                    .warning, "An \"id\" is empty, so one is derived from the title path.",
                    at: index.flatMap { dictionary[$0].location } ?? dictionary.location,
                    fix: "Remove the empty \"id\" or write one.", code: .emptyID))
            return ""
        }
        return id
    }

    private func optionalString(_ key: String, in dictionary: PropertyListDictionary) throws(HelpBookError) -> String? {
        try optionalString(key, at: dictionary.index(forKey: key), in: dictionary)
    }

    /// The string at entry `index` (the `key` key's), `nil` for none; an error for another type.
    private func optionalString(
        _ key: String, at index: Int?, in dictionary: PropertyListDictionary
    ) throws(HelpBookError) -> String? {
        guard let index else { return nil }
        guard case .string(let text) = dictionary.value(at: index) else {
            let entry = dictionary[index]
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

    private func stringArray(
        _ key: String, at index: Int?, in dictionary: PropertyListDictionary
    ) throws(HelpBookError) -> [String] {
        guard let index else { return [] }
        let value = dictionary.value(at: index)
        var location: SourceLocation { dictionary[index].location ?? dictionary.location ?? start }
        guard case .array(let values) = value else {
            throw .wrongFieldType(key, expected: "an array of strings", found: value.typeName, at: location)
        }
        var strings: [String] = []
        strings.reserveCapacity(values.count)
        for (position, element) in values.enumerated() {
            guard case .string(let text) = element else {
                throw .wrongFieldType(
                    "\(key)[\(position)]", expected: "a string", found: element.typeName, at: location)
            }
            strings.append(text)
        }
        return strings
    }

    private func appVersion(
        _ key: String, at index: Int?, in dictionary: PropertyListDictionary
    ) throws(HelpBookError) -> AppVersion? {
        guard let index else { return nil }
        let entry = dictionary[index]
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
            warnUnknownKey(entry, in: dictionary, known: known, what: what)
        }
    }

    private mutating func warnUnknownKey(
        _ entry: PropertyListDictionary.Entry, in dictionary: PropertyListDictionary, known: [String], what: String
    ) {
        let suggestion = EditDistance.closest(to: entry.key, among: known)
        diagnostics.append(
            Diagnostic(
                .warning, "The \(what) has an unknown key \"\(entry.key)\", which is ignored.",
                at: entry.location ?? dictionary.location ?? start,
                fix: suggestion.map { "Did you mean \"\($0)\"?" }
                    ?? "Known keys: \(known.joined(separator: ", ")).",
                code: .unknownKey))
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
