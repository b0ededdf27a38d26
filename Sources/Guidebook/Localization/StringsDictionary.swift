import Foundation

/// A `.stringsdict` table: plural and device variants in a property list, the format Xcode
/// ships next to `.strings` (and compiles String Catalogs' plural keys into).
///
/// Each entry becomes the same `StringCatalog.Content` a String Catalog holds, so both resolve
/// alike: `NSStringLocalizedFormatKey` is the text, each `%#@name@` variable with
/// `NSStringPluralRuleType` becomes a substitution chosen by the argument at that specifier's
/// position (`%2$#@name@` names it explicitly), and `NSStringDeviceSpecificRuleType` becomes
/// device variations. Other rule types (variable width) are skipped.
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
    ///   - limits: How much of the file is read before it is refused (``ReadingLimits``).
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
                "The root of a .stringsdict file should be a dictionary of keys but is \(root.typeName).", at: start)
        }
        var entries: [Entry] = []
        for member in top {
            let location = member.location ?? start
            guard let body = member.value.dictionaryValue else {
                throw .invalidStringsDictionary(
                    "The key \"\(member.key)\" should hold a dictionary but holds \(member.value.typeName).",
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
                } else if let nested = item.value.dictionaryValue,
                    let content = try content(nested, key: key, location: item.location ?? location)
                {
                    variations[item.key] = content
                }
            }
            return StringCatalog.Content(variations: .device(variations), location: body.location)
        }
        guard let formatEntry = body.entry(forKey: "NSStringLocalizedFormatKey") else { return nil }
        guard let format = formatEntry.value.stringValue else {
            throw .invalidStringsDictionary(
                "NSStringLocalizedFormatKey of \"\(key)\" should be a string but is \(formatEntry.value.typeName).",
                at: formatEntry.location ?? location)
        }
        let positions = variablePositions(in: format)
        var substitutions: [String: StringCatalog.Substitution] = [:]
        for variable in body where variable.key != "NSStringLocalizedFormatKey" {
            guard let rule = variable.value.dictionaryValue,
                rule["NSStringFormatSpecTypeKey"]?.stringValue == "NSStringPluralRuleType"
            else { continue }
            var cases: [PluralCategory: StringCatalog.Content] = [:]
            for category in PluralCategory.allCases {
                if let text = rule[category.rawValue]?.stringValue { cases[category] = .text(text) }
            }
            guard cases[.other] != nil else {
                throw .invalidStringsDictionary(
                    "The plural variable \"\(variable.key)\" of \"\(key)\" has no \"other\" form. Add <key>other</key>.",
                    at: variable.location ?? location)
            }
            substitutions[variable.key] = StringCatalog.Substitution(
                argumentNumber: positions[variable.key],
                formatSpecifier: rule["NSStringFormatValueTypeKey"]?.stringValue,
                variations: .plural(cases), location: rule.location)
        }
        return StringCatalog.Content(
            stringUnit: StringCatalog.StringUnit(value: format, location: formatEntry.location),
            substitutions: substitutions, location: body.location)
    }

    /// The argument position of each `%#@name@` variable: its explicit `%N$#@name@` position, else
    /// its place among the format's specifiers (`%%` does not count).
    static func variablePositions(in format: String) -> [String: Int] {
        var positions: [String: Int] = [:]
        let scalars = Array(format.unicodeScalars)
        var index = 0
        var sequential = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            index += 1
            guard index < scalars.count else { break }
            if scalars[index] == "%" {
                index += 1
                continue
            }
            var explicit: Int?
            var probe = index
            var number = 0
            while probe < scalars.count, ("0"..."9").contains(scalars[probe]), number < 10_000 {
                number = number * 10 + Int(scalars[probe].value) - 48
                probe += 1
            }
            if probe > index, probe < scalars.count, scalars[probe] == "$" {
                explicit = number
                index = probe + 1
            }
            if explicit == nil { sequential += 1 }
            let position = explicit ?? sequential
            if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
                var end = index + 2
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<min(end, scalars.count)]))
                positions[name] = positions[name] ?? position
                index = end + 1
                continue
            }
            // Skip an ordinary specifier: flags, width, precision, length, conversion.
            while index < scalars.count, !"@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[index]) {
                index += 1
            }
            index += 1
        }
        return positions
    }
}
