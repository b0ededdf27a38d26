import Foundation

extension StringCatalog {
    /// Reads a String Catalog from a file.
    ///
    /// ```swift
    /// let catalog = try StringCatalog(contentsOf: folder.appendingPathComponent("Tutorial.xcstrings"))
    /// ```
    ///
    /// - Parameters:
    ///   - url: The `.xcstrings` file.
    ///   - limits: How much of the file is read; its size is checked before it is read.
    /// - Throws: `LocalizationError` when the file cannot be read or is not a valid catalog.
    public init(contentsOf url: URL, limits: ReadingLimits = .default) throws(LocalizationError) {
        let data = try LocalizedContent.readData(at: url, limits: limits)
        do {
            try self.init(data: data, file: url.path, limits: limits)
        } catch {
            throw .catalog(error)
        }
    }

    /// Reads a String Catalog from its JSON bytes.
    ///
    /// Unknown members are ignored (newer Xcode versions add some); members Guidebook uses must
    /// have the right type.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The path reported in locations and errors.
    ///   - limits: How much of the file is read before it is refused (`ReadingLimits`).
    /// - Throws: `StringCatalogError` with file, line and column.
    /// - Complexity: O(n) in the file's size.
    public init(data: Data, file: String = "", limits: ReadingLimits = .default) throws(StringCatalogError) {
        let root: PropertyListValue
        do {
            root = try JSONReader.read(data, file: file, limits: limits)
        } catch {
            throw .json(error)
        }
        var reader = CatalogTreeReader(file: file)
        self = try reader.catalog(root)
    }
}

/// Turns the JSON tree into the catalog model, naming paths and positions in errors.
private struct CatalogTreeReader {
    let file: String

    var fileStart: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    func typeName(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): "the string \"\(text.prefix(40))\""
        case .integer, .real: "a number"
        case .bool: "a boolean"
        case .array: "an array"
        case .dictionary: "an object"
        case .date, .data: value.typeName
        }
    }

    func location(of value: PropertyListValue, or fallback: SourceLocation?) -> SourceLocation {
        value.dictionaryValue?.location ?? fallback ?? fileStart
    }

    func object(
        _ value: PropertyListValue, path: @autoclosure () -> String, keyLocation: SourceLocation?
    ) throws(StringCatalogError) -> PropertyListDictionary {
        guard let object = value.dictionaryValue else {
            throw .wrongType(
                path: path(), expected: "an object", found: typeName(value),
                at: keyLocation ?? fileStart)
        }
        return object
    }

    func string(
        _ entry: PropertyListDictionary.Entry, path: @autoclosure () -> String
    ) throws(StringCatalogError) -> String {
        guard case .string(let text) = entry.value else {
            throw .wrongType(
                path: path(), expected: "a string", found: typeName(entry.value), at: entry.location ?? fileStart)
        }
        return text
    }

    mutating func catalog(_ root: PropertyListValue) throws(StringCatalogError) -> StringCatalog {
        let top = try object(root, path: "The catalog", keyLocation: fileStart)
        guard let sourceEntry = top.entry(forKey: "sourceLanguage") else {
            throw .missingMember("sourceLanguage", path: "The catalog", at: top.location ?? fileStart)
        }
        let sourceLanguage = try string(sourceEntry, path: "\"sourceLanguage\"")
        var version = "1.0"
        if let versionEntry = top.entry(forKey: "version") {
            version = try string(versionEntry, path: "\"version\"")
        }
        var entries: [StringCatalog.Entry] = []
        if let stringsEntry = top.entry(forKey: "strings") {
            let strings = try object(stringsEntry.value, path: "\"strings\"", keyLocation: stringsEntry.location)
            entries.reserveCapacity(strings.count)
            for member in strings {
                entries.append(try entry(member))
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, version: version, entries: entries, file: file)
    }

    func entry(_ member: PropertyListDictionary.Entry) throws(StringCatalogError) -> StringCatalog.Entry {
        func path() -> String { "\"strings\" › \"\(member.key)\"" }
        let body = try object(member.value, path: path(), keyLocation: member.location)
        var entry = StringCatalog.Entry(key: member.key, location: member.location)
        for field in body {
            switch field.key {
            case "comment":
                entry.comment = try string(field, path: path() + " › \"comment\"")
            case "extractionState":
                entry.extractionState = try string(field, path: path() + " › \"extractionState\"")
            case "shouldTranslate":
                guard case .bool(let flag) = field.value else {
                    throw .wrongType(
                        path: path() + " › \"shouldTranslate\"", expected: "true or false",
                        found: typeName(field.value), at: field.location ?? fileStart)
                }
                entry.shouldTranslate = flag
            case "localizations":
                let localizations = try object(
                    field.value, path: path() + " › \"localizations\"", keyLocation: field.location)
                for localization in localizations {
                    let content = try content(
                        localization, path: path() + " › \"localizations\" › \"\(localization.key)\"")
                    do {
                        try FormatCheck.check(
                            content, key: member.key, at: localization.location ?? member.location ?? fileStart,
                            placeholders: true)
                    } catch {
                        throw .format(error)
                    }
                    entry.localizations[localization.key] = content
                }
            default:
                continue
            }
        }
        return entry
    }

    func content(
        _ member: PropertyListDictionary.Entry, path: @autoclosure () -> String
    ) throws(StringCatalogError) -> StringCatalog.Content {
        let body = try object(member.value, path: path(), keyLocation: member.location)
        var content = StringCatalog.Content(location: body.location)
        for field in body {
            switch field.key {
            case "stringUnit":
                content.stringUnit = try stringUnit(field, path: path() + " › \"stringUnit\"")
            case "variations":
                content.variations = try variations(field, path: path() + " › \"variations\"")
            case "substitutions":
                let substitutions = try object(
                    field.value, path: (path() + " › \"substitutions\""), keyLocation: field.location)
                for substitution in substitutions {
                    content.substitutions[substitution.key] = try self.substitution(
                        substitution, path: (path() + " › \"substitutions\"") + " › \"\(substitution.key)\"")
                }
            default:
                continue
            }
        }
        return content
    }

    func stringUnit(
        _ member: PropertyListDictionary.Entry, path: @autoclosure () -> String
    ) throws(StringCatalogError) -> StringCatalog.StringUnit {
        let body = try object(member.value, path: path(), keyLocation: member.location)
        guard let valueEntry = body.entry(forKey: "value") else {
            throw .missingMember("value", path: path(), at: body.location ?? member.location ?? fileStart)
        }
        var unit = StringCatalog.StringUnit(
            value: try string(valueEntry, path: path() + " › \"value\""), location: body.location)
        if let stateEntry = body.entry(forKey: "state") {
            unit.state = StringCatalog.State(rawValue: try string(stateEntry, path: path() + " › \"state\""))
        }
        return unit
    }

    func variations(
        _ member: PropertyListDictionary.Entry, path: @autoclosure () -> String
    ) throws(StringCatalogError) -> StringCatalog.Variations? {
        let body = try object(member.value, path: path(), keyLocation: member.location)
        if let plural = body.entry(forKey: "plural") {
            let cases = try object(plural.value, path: (path() + " › \"plural\""), keyLocation: plural.location)
            var result: [PluralCategory: StringCatalog.Content] = [:]
            for item in cases {
                guard let category = PluralCategory(rawValue: item.key) else {
                    throw .unknownPluralCategory(
                        item.key, path: (path() + " › \"plural\""), at: item.location ?? fileStart)
                }
                result[category] = try content(item, path: (path() + " › \"plural\"") + " › \"\(item.key)\"")
            }
            return .plural(result)
        }
        if let device = body.entry(forKey: "device") {
            let cases = try object(device.value, path: (path() + " › \"device\""), keyLocation: device.location)
            var result: [String: StringCatalog.Content] = [:]
            for item in cases {
                result[item.key] = try content(item, path: (path() + " › \"device\"") + " › \"\(item.key)\"")
            }
            return .device(result)
        }
        return nil
    }

    func substitution(
        _ member: PropertyListDictionary.Entry, path: @autoclosure () -> String
    ) throws(StringCatalogError) -> StringCatalog.Substitution {
        let body = try object(member.value, path: path(), keyLocation: member.location)
        var substitution = StringCatalog.Substitution(location: body.location)
        for field in body {
            switch field.key {
            case "argNum":
                guard case .integer(let number) = field.value, number >= 1, number <= 1000 else {
                    throw .wrongType(
                        path: path() + " › \"argNum\"", expected: "a whole number from 1 to 1000",
                        found: typeName(field.value), at: field.location ?? fileStart)
                }
                substitution.argumentNumber = Int(number)
            case "formatSpecifier":
                substitution.formatSpecifier = try string(field, path: path() + " › \"formatSpecifier\"")
            case "variations":
                substitution.variations = try variations(field, path: path() + " › \"variations\"")
            default:
                continue
            }
        }
        return substitution
    }
}
