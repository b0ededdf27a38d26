import Foundation

/// A `.stringsdict` table: plural and device variants in a property list, the format Xcode
/// ships next to `.strings` (and compiles String Catalogs' plural keys into).
///
/// Each entry becomes the same `StringCatalog.Content` a String Catalog holds, so both resolve
/// alike: `NSStringLocalizedFormatKey` is the text, each `%#@name@` variable with
/// `NSStringPluralRuleType` becomes a substitution chosen by the argument at that specifier's
/// position (`%2$#@name@` names it explicitly), and `NSStringDeviceSpecificRuleType` becomes
/// device variations. Other rule types (variable width) are skipped. Every argument, variable,
/// plural form and device is checked as the file is read (``LocalizedFormatError``), so an
/// entry that loads always resolves.
///
/// ```swift
/// let table = try StringsDictionary(data: data, file: "de.lproj/Cards.stringsdict")
/// table.entries.first?.content.resolve(language: "de", counts: [3])  // "3 Karten"
/// ```
public struct StringsDictionary: Sendable, Hashable {
    /// One key and its variants.
    public struct Entry: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The text and its variations.
        public var content: StringCatalog.Content
        /// Where the key stands in the file.
        public var location: SourceLocation?
    }

    /// The entries in file order.
    public var entries: [Entry]

    /// Reads a `.stringsdict` file's bytes (XML or binary property list).
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The path reported in locations and errors.
    ///   - limits: How much of the file is read before it is refused (`ReadingLimits`).
    /// - Throws: `LocalizationError.propertyList` for a broken property list (or one past a
    ///   limit), `LocalizationError.invalidStringsDictionary` for a wrong structure.
    /// - Complexity: O(n) in the file's size.
    public init(data: Data, file: String = "", limits: ReadingLimits = .default) throws(LocalizationError) {
        let root: PropertyListValue
        do {
            root = try PropertyListReader.read(data, file: file, limits: limits)
        } catch {
            throw .propertyList(error)
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let top = root.dictionaryValue else {
            throw .invalidStringsDictionary(
                "The root of a .stringsdict file should be a dictionary of keys but is \(root.typeName.withArticle).",
                at: start)
        }
        var entries: [Entry] = []
        for member in top {
            let location = member.location ?? start
            guard let body = member.value.dictionaryValue else {
                throw .invalidStringsDictionary(
                    "The key \"\(member.key)\" should hold a dictionary but holds \(member.value.typeName.withArticle).",
                    at: location)
            }
            if let content = try Self.content(body, key: member.key, location: location) {
                entries.append(Entry(key: member.key, content: content, location: member.location))
            }
        }
        self.entries = entries
    }

    private static func content(
        _ body: PropertyListDictionary, key: String, location: SourceLocation
    ) throws(LocalizationError) -> StringCatalog.Content? {
        if let device = body["NSStringDeviceSpecificRuleType"] {
            guard let cases = device.dictionaryValue else {
                throw .invalidStringsDictionary(
                    "NSStringDeviceSpecificRuleType of \"\(key)\" should be a dictionary of devices.", at: location)
            }
            var variations: [String: StringCatalog.Content] = [:]
            for item in cases {
                if let text = item.value.stringValue {
                    variations[item.key] = .text(text)
                    variations[item.key]?.location = item.location
                    variations[item.key]?.stringUnit?.location = item.location
                } else if let nested = item.value.dictionaryValue,
                    let content = try content(nested, key: key, location: item.location ?? location)
                {
                    variations[item.key] = content
                }
            }
            let content = StringCatalog.Content(variations: .device(variations), location: body.location)
            do {
                try FormatCheck.check(content, key: key, at: location, placeholders: false)
            } catch {
                throw .format(error)
            }
            return content
        }
        guard let formatEntry = body.entry(forKey: "NSStringLocalizedFormatKey") else { return nil }
        guard let format = formatEntry.value.stringValue else {
            throw .invalidStringsDictionary(
                "NSStringLocalizedFormatKey of \"\(key)\" should be a string but is \(formatEntry.value.typeName.withArticle).",
                at: formatEntry.location ?? location)
        }
        let positions = variablePositions(in: format)
        var substitutions: [String: StringCatalog.Substitution] = [:]
        for variable in body where !variable.key.hasPrefix("NSString") {
            guard let rule = variable.value.dictionaryValue else { continue }
            let at = variable.location ?? location
            guard rule["NSStringFormatSpecTypeKey"]?.stringValue == "NSStringPluralRuleType" else {
                // A dictionary the format uses as a variable, without the one rule type there is.
                if positions[variable.key] != nil {
                    substitutions[variable.key] = StringCatalog.Substitution(
                        argumentNumber: positions[variable.key], location: at)
                }
                continue
            }
            var cases: [PluralCategory: StringCatalog.Content] = [:]
            for form in rule where !form.key.hasPrefix("NSString") {
                guard let category = PluralCategory(rawValue: form.key) else {
                    throw .format(
                        .unknownPluralCategory(
                            key: key, name: variable.key, category: form.key, at: form.location ?? at))
                }
                if let text = form.value.stringValue {
                    cases[category] = .text(text)
                    cases[category]?.stringUnit?.location = form.location
                }
            }
            substitutions[variable.key] = StringCatalog.Substitution(
                argumentNumber: positions[variable.key],
                formatSpecifier: rule["NSStringFormatValueTypeKey"]?.stringValue,
                variations: .plural(cases), location: at)
        }
        let content = StringCatalog.Content(
            stringUnit: StringCatalog.StringUnit(value: format, location: formatEntry.location),
            substitutions: substitutions, location: body.location)
        do {
            try FormatCheck.check(content, key: key, at: formatEntry.location ?? location, placeholders: false)
        } catch {
            throw .format(error)
        }
        return content
    }

    /// The argument position of each `%#@name@` variable: its explicit `%N$#@name@` position, else
    /// its place among the format's specifiers (`%%` does not count).
    static func variablePositions(in format: String) -> [String: Int] {
        var positions: [String: Int] = [:]
        for specifier in FormatTemplate(format).specifiers {
            guard let name = specifier.variable else { continue }
            positions[name] = positions[name] ?? specifier.position
        }
        return positions
    }
}
